"""Push's threat warnings name a threat the rival's Changer or Mover can clear (issue 23).

A ring one other operative stands on (the rest held or empty) is a threat when
the seat's free Changer could switch places with that operative (a 6) or its
free Mover could push it off and stand there while other operatives take the
empty squares: the page says so in words over the board, with the squares to
block marked. Two operatives in the way are no safe block either when one walk
of the Mover (a die it may roll) pushes both off (:func:`pushgames.push.threats.sweeper`).
Each position comes from a seeded random playout checked with the engine first
(Red to move, its Move Phase under way).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable, NamedTuple

import pytest
from playwright.sync_api import Page

from pushgames.push import GAME
from pushgames.push.board import square_name
from pushgames.push.state import PushState
from pushgames.push.threats import describe, marked_squares, threats

from .pushweb_helpers import take_device
from .pushweb_helpers import cell
from .test_push_play import random_line

RED = 0
BLUE = 1

#: Where the screenshots go to be looked at (PG_SHOTS); else the test's own temporary folder.
SHOTS_VARIABLE = "PG_SHOTS"

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page


def _clearable(state: PushState) -> bool:
    return GAME.to_move(state) == RED and any(t.clearer >= 0 for t in threats(state))


def _swept(state: PushState) -> bool:
    return GAME.to_move(state) == RED and any(
        t.seat == BLUE and t.clearer >= 0 and len(t.blockers) >= 2 for t in threats(state))


class Case(NamedTuple):
    name: str
    #: A playout from this seed reaches the position where ``found`` first holds.
    seed: int
    found: Callable[[PushState], bool]
    words: str
    marked: list[str]


CASES = [
    # Blue's Mover could push Red's Shadow off g7 of the diagonal centre while two
    # others take e5 and e7.
    Case("clearing", 57, _clearable,
         "Blue needs e5, e7 and g7 to hold the diagonal centre: its Mover on i4 could push "
         "Red's Shadow off g7: block one of e5 and e7", ["e5", "e7"]),
    # Blue's Mover on h8 could push Red's Mover off e5 and Red's Shadow off g5 in one walk.
    Case("sweep", 16, _swept,
         "Blue needs e5, g5 and e7 to hold the diagonal centre: its Mover on h8 could push "
         "Red's Mover off e5 and Red's Shadow off g5 in one walk: block e7", ["e7"]),
]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_a_threat_the_rivals_mover_can_clear_is_said_in_words_and_its_squares_marked(
    page: Page, open_page: Callable[..., Page], case: Case, scheme: str, tmp_path: Path,
) -> None:
    shots = Path(os.environ.get(SHOTS_VARIABLE) or tmp_path)
    line = random_line(case.seed, case.found)
    state = line.state
    found = threats(state)
    said = [describe(t, RED, state.board) for t in found]
    assert said == [case.words]
    page.emulate_media(color_scheme="dark" if scheme == "dark" else "light")  # as a context's
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
        assert [square_name(sq) for sq in marked] == case.marked
        assert page.locator(".ps-threat-mark.ps-threat-1").count() == len(case.marked), \
            "the squares to block are marked"
        for sq in marked:
            assert "needed by Blue for the diagonal centre" in (
                cell(page, sq).get_attribute("aria-label") or "")
        shots.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(shots / f"push-threat-{case.name}-{width}x{height}-{scheme}.png"))
