"""Push's threat warnings name a ring the rival's Mover can clear of two blockers in one walk
(issue 23).

Two operatives in the way of a ring are no safe block when one walk of the
seat's Mover (a die it may roll) pushes both off while its other operatives
take the squares left empty: the page says so in words over the board, with
the square to block marked. The position comes from a seeded random playout
(Red to move, its Move Phase under way); the walk is the engine's own
(:func:`pushgames.push.threats.sweeper`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

import pytest
from playwright.sync_api import BrowserContext, Page

from pushgames.push import GAME
from pushgames.push.board import square_name
from pushgames.push.state import PushState
from pushgames.push.threats import describe, marked_squares, threats

from .pushweb_helpers import take_device
from .test_push_play import cell, random_line

RED = 0
BLUE = 1

#: A playout from this seed reaches a position where Blue's Mover on h8 could
#: push Red's Mover off e5 and Red's Shadow off g5 in one walk.
SEED = 16
SHOTS_VARIABLE = "PG_SHOTS"


def _swept(state: PushState) -> bool:
    return GAME.to_move(state) == RED and any(
        t.seat == BLUE and t.clearer >= 0 and len(t.blockers) >= 2 for t in threats(state))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_threat_the_rivals_mover_sweeps_open_is_said_in_words_and_its_square_marked(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page], scheme: str,
    tmp_path: Path,
) -> None:
    shots = Path(os.environ.get(SHOTS_VARIABLE) or tmp_path)
    line = random_line(SEED, _swept)
    state = line.state
    found = threats(state)
    said = [describe(t, RED, state.board) for t in found]
    assert said == ["Blue needs e5, g5 and e7 to hold the diagonal centre: its Mover on h8 could push "
                    "Red's Mover off e5 and Red's Shadow off g5 in one walk: block e7"]
    page = new_context(color_scheme=scheme).new_page()
    page.set_viewport_size({"width": 1280, "height": 800})
    open_page(page, "#push/" + line.encoded())
    assert take_device(page) in (None, RED), "Red decides (its turn is under way: no hand-off)"
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        warnings = page.locator('[data-testid="ps-threat"]')
        warnings.first.wait_for()
        assert warnings.all_text_contents() == said
        assert warnings.first.is_visible()
        marked = sorted(marked_squares(found))
        assert [square_name(sq) for sq in marked] == ["e7"]
        assert page.locator(".ps-threat-mark.ps-threat-1").count() == 1, "the square to block is marked"
        assert "needed by Blue for the diagonal centre" in (cell(page, marked[0]).get_attribute("aria-label") or "")
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shots / f"push-threat-sweep-{width}x{height}-{scheme}.png"))
