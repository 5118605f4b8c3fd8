"""Apocalypse USA with four to six players in a 1280x800 window: every player's strip on one
row, the map as large as the height allows, and the decision (its words, the map, the phase
track, the hand, every button of a population phase) in view without scrolling.

Before, three strips a row made two rows of 93 px for four to six players, the map was
465 px wide (1.2 of 2.2 parts of the column) whatever the height left, and a population
phase's last row of buttons ended at the window's foot with Undo under it."""

from __future__ import annotations

import re
from typing import Callable

import pytest
from playwright.sync_api import BrowserContext, FloatRect, Page

from pushgames.apocalypse import GAME
from pushgames.apocalypse.state import POP, ApocalypseState

from pushgames.core import Replay

from .pushweb_helpers import assert_thinking_line_whole, box_of, page_replay
from .test_apocalypse_play import button, draw_then_strike, fragment, line_until, wait_for_seat

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

MAP = '[data-testid="board"]'
EXTRA = '[data-testid="extra-action"]'


def a_few_rounds_in(state: ApocalypseState) -> bool:
    """Red to choose its population actions again after every seat has drawn cards."""
    return (state.phase == POP and state.fresh and state.turn == 0
            and "draw" in GAME.legal_actions(state)
            and all(state.cards.size(2 + seat) > 0 for seat in range(1, state.seats)))


def in_view(page: Page, box: FloatRect) -> bool:
    size = page.viewport_size
    assert size is not None
    return (box["y"] >= 0 and box["y"] + box["height"] <= size["height"]
            and box["x"] >= 0 and box["x"] + box["width"] <= size["width"])


def assert_decision_in_view(page: Page, seats: int) -> FloatRect:
    """Every strip on one row, the map at least 540 px wide, and what the population phase
    asks for in view; returns the map's box."""
    assert page.evaluate("scrollY") == 0
    strips = [box_of(page.locator(f'[data-testid="strip-{seat}"]')) for seat in range(seats)]
    assert len({strip["y"] for strip in strips}) == 1, "every player's strip on one row"
    for strip in strips:
        assert in_view(page, strip), strip
    board = box_of(page.locator(MAP))
    assert board["width"] >= 540, board
    buttons = page.locator(EXTRA)
    assert buttons.count() >= 5, "a population phase's choices"
    parts = (MAP, '[data-testid="ap-prompt"]', '[data-testid="ap-track"]',
             '[data-testid="ap-own"] .ap-hand-h')
    for part in [page.locator(s) for s in parts] + [
            buttons.nth(n) for n in range(buttons.count())]:
        assert in_view(page, box_of(part)), f"{part} in view at 1280x800"
    # The phase track's four steps fit the right column (its last step was cut off there).
    side = box_of(page.locator(".ap-side"))
    last = box_of(page.locator(".ap-step").last)
    assert last["x"] + last["width"] <= side["x"] + side["width"] + 0.5, (last, side)
    return board


@pytest.mark.parametrize(("seats", "people"), [(4, 1), (5, 5), (6, 1)])
def test_many_players_at_1280_by_800_one_row_of_strips_and_the_decision_in_view(
    page: Page, open_page: Callable[..., Page], seats: int, people: int,
) -> None:
    """Against the computer (one person) and pass and play (every seat a person)."""
    page.set_viewport_size({"width": 1280, "height": 800})
    replay = line_until(seats, 5, a_few_rounds_in, draw_then_strike, limit=2000)
    players = ",".join(["human"] * people + ["easy"] * (seats - people))
    open_page(page, f"?players={players}{fragment(replay)}")
    wait_for_seat(page, 0)
    board = assert_decision_in_view(page, seats)
    # A draw of cards (S**t Happens) leaves the map where it was and the decision in view.
    played = len(page_replay(page).actions)
    button(page, r"^S\*\*t Happens").click()
    for _ in range(600):  # until the page's record holds the draw (a minute at most)
        if len(page_replay(page).actions) > played:
            break
        page.wait_for_timeout(100)
    assert len(page_replay(page).actions) > played, "the draw was never made"
    wait_for_seat(page, 0)
    if page.locator(EXTRA).count() >= 5:
        assert assert_decision_in_view(page, seats) == board, "the draw moved the map"
    else:
        assert box_of(page.locator(MAP)) == board, "the draw moved the map"


@pytest.mark.parametrize("seats", [4, 6])
def test_four_to_six_players_on_a_phone_fold_their_strips(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page], seats: int,
) -> None:
    """Two strips a row of four lines each took 221 px over the map with four players, 334 px
    with six, at 390x844. Folded as Push's: each strip keeps its name and its facts (VP, tokens,
    cards) on one line, and the turn's line; who plays it says itself when a computer thinks,
    whole, in the status row."""
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
    players = ",".join(["human"] + ["easy"] * (seats - 1))
    replay = Replay.new(GAME, {"seats": seats}, 5)
    open_page(page, f"?players={players}{fragment(replay)}")
    assert_thinking_line_whole(page, "Computer (Easy) is thinking")
    strips = box_of(page.locator('[data-testid="strips"]'))
    assert strips["height"] <= 70 * ((seats + 1) // 2), strips  # rows of two
    for seat in range(seats):
        strip = page.locator(f'[data-testid="strip-{seat}"]')
        assert box_of(strip)["height"] <= 64 and in_view(page, box_of(strip)), box_of(strip)
        facts = strip.locator('[data-testid="strip-facts"]')
        # Read in one go while the computers play: the words' form, each fact whole and seen.
        seen, words = facts.evaluate("e => [e.innerText, e.textContent]")
        assert re.fullmatch(r"VP \d+ \u00b7 tokens \d+ \u00b7 cards \d+", seen) and seen == words
    assert page.locator('[data-strip="turn"]').count() == 1
