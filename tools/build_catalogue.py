"""Write web/pushweb/catalogue.json: what the home page shows of each game, generated
from the registry (the one source) and each game's board, so the home page imports no
engine or board (pushweb.catalogue). tools/build_site.py runs it; tests/test_catalogue.py
checks the committed file is in step.

Usage: python tools/build_catalogue.py [--check]
"""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "web" / "pushweb" / "catalogue.json"


def _stub_pyscript() -> None:
    """The boards import the page's DOM helpers; their pictures are plain strings."""
    if "pyscript" in sys.modules:
        return
    pyscript: Any = types.ModuleType("pyscript")
    ffi: Any = types.ModuleType("pyscript.ffi")
    pyscript.document = pyscript.window = None
    ffi.create_proxy = ffi.to_js = lambda *args, **kwargs: None
    pyscript.ffi = ffi
    sys.modules["pyscript"], sys.modules["pyscript.ffi"] = pyscript, ffi


def catalogue_text() -> str:
    for path in (ROOT, ROOT / "web"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    _stub_pyscript()
    from pushgames import registry
    from pushweb.boards import has_board, static_board

    items = []
    for game in registry.all_games():
        meta = game.meta
        if not has_board(meta.id):
            continue
        items.append({"id": meta.id, "title": meta.title, "summary": meta.summary,
                      "min_seats": meta.min_seats, "max_seats": meta.max_seats,
                      "seat_names": list(meta.seat_names),
                      "seats": meta.seat_count(meta.normalize_options({})),
                      "thumbnail": static_board(meta.id).thumbnail_svg()})
    return json.dumps(items, indent=1, ensure_ascii=False) + "\n"


def main(argv: list[str]) -> int:
    text = catalogue_text()
    if "--check" in argv:
        if OUT.read_text(encoding="utf-8") != text:
            print("build_catalogue: web/pushweb/catalogue.json is out of step: run "
                  "tools/build_catalogue.py")
            return 1
        return 0
    if not OUT.is_file() or OUT.read_text(encoding="utf-8") != text:
        OUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
