"""web/pushweb/catalogue.json, what the home page shows of each game, is in step with the
registry and the boards it is generated from (tools/build_catalogue.py), and the home
page's module imports no engine and no board."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from pushgames import registry

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "web"))
from pushweb import catalogue  # noqa: E402


def test_the_catalogue_is_in_step_with_the_registry_and_the_boards() -> None:
    # In a process of its own: it imports the boards with a stand-in for pyscript.
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "build_catalogue.py"), "--check"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    entries = catalogue.entries()
    assert [entry.id for entry in entries] == [e.id for e in registry.ENTRIES
                                               if e.listed and e.board]
    for entry in entries:
        meta = registry.get_game(entry.id).meta
        assert (entry.title, entry.summary, entry.seat_names) == (meta.title, meta.summary,
                                                                  tuple(meta.seat_names))
        assert (entry.min_seats, entry.max_seats) == (meta.min_seats, meta.max_seats)
        assert entry.seats == meta.seat_count(meta.normalize_options({}))
        assert entry.thumbnail.startswith("<svg") and catalogue.title(entry.id) == meta.title
    assert catalogue.title("pickpocket") is None  # a game made for the tests is not listed


def test_the_home_page_module_imports_no_engine_and_no_board() -> None:
    tree = ast.parse((ROOT / "web" / "pushweb" / "home.py").read_text())
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                and node.module}
    engines = {entry.engine.removeprefix("pushgames.") for entry in registry.ENTRIES}
    assert not any(name.split(".")[0] in engines or "boards." in name
                   for name in imported), imported
