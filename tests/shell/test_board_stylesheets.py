"""Every board's own stylesheet is linked in the page's head, under the id the board
links it by: the page sizes a board by measuring it (web/pushweb/boardfit.py), and a
board measured before its style applied was drawn too large, then shrank
(tests/browser/test_layout_steady.py saw it once Python started faster)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOARDS = ROOT / "web" / "pushweb" / "boards"


def board_sheets() -> dict[str, str]:
    """``{link id: href}`` as each board module asks for its sheet."""
    found: dict[str, str] = {}
    for module in sorted(BOARDS.glob("*/*.py")):
        text = module.read_text(encoding="utf-8")
        href = re.search(r'^CSS_HREF = "([^"]+)"', text, re.M)
        link = re.search(r'ensure_stylesheet\("([\w-]+)", CSS_HREF\)', text)
        if href and link:
            found[link.group(1)] = href.group(1)
    return found


def test_every_board_sheet_is_linked_in_the_head_under_its_id() -> None:
    sheets = board_sheets()
    assert set(sheets) == {"pushfight-css", "pushout-css", "push-css", "apocalypse-css"}
    head = (ROOT / "index.html").read_text(encoding="utf-8").split("</head>")[0]
    for link_id, href in sheets.items():
        assert f'<link rel="stylesheet" id="{link_id}" href="{href}">' in head, link_id
        assert (ROOT / href).is_file(), href
