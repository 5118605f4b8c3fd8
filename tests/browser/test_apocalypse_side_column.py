"""Apocalypse USA on a wide screen: the right column (hands, what just happened) scrolls
within the map's height, and the cards a decision asks for are scrolled into it.

Look Outs' cards to take sit last in that column: before, they stayed under its lower
edge, cut off, while the bar under the map said they were "below" (they are to the right
on a wide screen, above the map on a phone)."""

from __future__ import annotations

from playwright.sync_api import Locator, Page
from typing import Callable

import pytest

from pushgames.apocalypse import GAME
from pushgames.apocalypse.state import POP, ApocalypseAction, ApocalypseState, hand

from .pushweb_helpers import box_of, text_of
from .test_apocalypse_play import click_decision, draw_then_strike, fragment, line_until, \
    wait_for_seat
from .test_apocalypse_whole_game import quick_end

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

SIDE = ".ap-side"


def inside_side(page: Page, part: Locator) -> bool:
    """Whether all of ``part`` shows within the right column's visible box."""
    side, inner = box_of(page.locator(SIDE)), box_of(part)
    return bool(inner["y"] >= side["y"] - 1
                and inner["y"] + inner["height"] <= side["y"] + side["height"] + 1)


def others_hold(state: ApocalypseState) -> int:
    """How many cards the seats other than the one to move hold."""
    return sum(state.cards.size(hand(seat)) for seat in range(state.seats) if seat != state.turn)


def test_look_outs_scrolls_the_cards_to_take_into_the_right_column(
    page: Page, open_page: Callable[..., Page],
) -> None:
    # Four seats that drew cards: the other hands make the right column taller than the map.
    replay = line_until(4, 5, lambda s: s.phase == POP and "lookouts" in GAME.legal_actions(s)
                        and s.fresh and others_hold(s) >= 10, draw_then_strike)
    looker = replay.state.turn
    open_page(page, fragment(replay))
    state = wait_for_seat(page, looker).state
    side = page.locator(SIDE)
    assert side.evaluate("e => e.scrollHeight > e.clientHeight"), "the column scrolls"
    others = page.locator('[data-testid="ap-others"]')
    assert page.locator('[data-testid="ap-take"]').count() == 0
    assert not inside_side(page, others), "before Look Outs the other hands may stay out of view"
    click_decision(page, state, "lookouts")
    wait_for_seat(page, looker)
    takes = page.locator('[data-testid="ap-take"]')
    assert takes.count() > 0
    # Taller than the column: its top is brought in (the heading, the first cards to take),
    # the rest follows under it as the column scrolls.
    assert box_of(others)["height"] > box_of(side)["height"]
    assert inside_side(page, others.locator(".ap-hand-h")), "the heading shows"
    assert inside_side(page, takes.first), "the first card to take shows whole"
    assert text_of(page.locator('[data-testid="ap-bar"]')) == (
        "Look Outs: click the card you take, under Other hands.")
    assert text_of(others.locator(".ap-hand-h")) == "Other hands"


def draw_to_seven_then_end(state: ApocalypseState,
                           legal: list[ApocalypseAction]) -> ApocalypseAction:
    """Hands of up to seven cards, then the decisions that bring the end near."""
    if state.phase == POP and "draw" in legal and state.cards.size(hand(state.turn)) < 7:
        return ApocalypseAction("draw")
    return ApocalypseAction(quick_end(state, list(legal)))


def test_the_end_scrolls_the_result_into_a_column_left_down_at_a_long_hand(
    page: Page, open_page: Callable[..., Page],
) -> None:
    # Four seats (chance from seed 1): the game ends on Green's discard from a hand of eight,
    # the decision that scrolls the column down to the hand. The result heads the column.
    full = line_until(4, 1, lambda s: GAME.outcome(s) is not None, draw_to_seven_then_end)
    last = full.notations()[-1]
    replay = full.truncated(full.ply - 1)
    state = replay.state
    assert last.startswith("discard ") and state.cards.size(hand(state.turn)) == 8
    open_page(page, fragment(replay))
    state = wait_for_seat(page, state.turn).state
    side, result = page.locator(SIDE), page.locator('[data-testid="ap-result"]')
    assert side.evaluate("e => e.scrollHeight > e.clientHeight"), "the column scrolls"
    assert result.is_hidden(), "no result before the end"
    side.evaluate("e => { e.scrollTop = e.scrollHeight; }")  # the player read down the column
    assert not inside_side(page, page.locator('[data-testid="ap-track"]'))
    click_decision(page, state, last)
    assert wait_for_seat(page, state.turn).outcome is not None
    assert result.is_visible() and inside_side(page, result), "the result shows whole"
    assert text_of(result.locator("h4")).startswith("Game over: ")
