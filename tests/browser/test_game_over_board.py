"""A game ended outside the engine's state (a resignation, an agreed draw)
leaves a position that still asks for a decision: the board must offer no
move and no prompt there, and a click on it says the game is over.

Pushout is resigned while a card that fell off waits for its hole; Push is
drawn by agreement while the first seat is asked for its turn."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable

from pushgames.core import seeded_line, play, start
from pushgames.push import GAME as PUSH
from pushgames.pushout import GAME as PUSHOUT

from .pushweb_helpers import hint_clear_of_board, take_device
from .test_pushout_play import BOARD, UP_SEED
from .pushweb_helpers import text_of
from .pushweb_helpers import box_of

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

BANNER = '[data-testid="game-over"]'
OVER_HINT = '[data-testid="board-over-hint"]'


def confirm(page: Page, button: str) -> None:
    """Click Resign or Offer draw, then Yes in the toolbar's question."""
    page.locator(f'[data-testid="{button}"]').click()
    page.locator('[data-testid="offer-yes"]').click()
    page.locator(BANNER).wait_for(state="visible")


def test_resigning_while_a_fallen_card_waits_for_its_hole(
    page: Page, open_page: Callable[..., Page],
) -> None:
    first = start(PUSHOUT, {}, UP_SEED)
    state = play(PUSHOUT, first, PUSHOUT.parse(first, "e4 L"))
    assert PUSHOUT.to_move(state) == 1, "White pushed Black's row: Black places the card"
    open_page(page, "#pushout/" + seeded_line(PUSHOUT, {}, UP_SEED, ("e4 L",)).encoded())
    bar = page.locator('[data-testid="po-bar"]')
    ways = page.locator(f'{BOARD} [data-testid="po-way"]')
    hint = page.locator(OVER_HINT)
    # Before: the bar asks Black to place it, the holes offer the card both ways round.
    words = page.locator('[data-testid="po-bar-text"]')
    assert text_of(words).startswith("Fell off: Black places it \u2014 click the small card")
    assert page.locator('[data-testid="po-fallen"]').is_visible() and ways.count() > 0
    assert ways.first.is_visible()
    hole = page.locator(f"{BOARD} .po-target").first.get_attribute("data-sq")
    bar_height = box_of(bar)["height"]
    assert bar_height > 0
    assert hint.count() == 0
    # not a hole: the board says why, not "game over"
    page.locator(f'{BOARD} [data-sq="0"]').click()
    page.locator('[data-testid="board-hint"]').wait_for(state="visible")
    assert hint.count() == 0

    confirm(page, "resign")
    assert page.locator(BANNER).text_content() == "White won: Black resigned."
    # The bar asks nothing and gives its room back; no hole takes the card.
    assert bar.text_content() == ""
    assert page.locator('[data-testid="po-fallen"]').count() == 0
    assert box_of(bar)["height"] < bar_height
    assert ways.count() == 0
    assert page.locator(f"{BOARD}.interactive").count() == 0
    assert page.locator('[data-testid="extra-action"]').count() == 0
    # A click where a hole was says the game is over.
    page.locator(f'{BOARD} [data-sq="{hole}"]').click()
    hint.wait_for(state="visible")
    assert hint.text_content() == "Game over \u2014 White won: Black resigned."
    # above the table, not over the cards where the game left them
    hint_clear_of_board(page, "board-over-hint")
    assert page.locator('[data-testid="move"]').count() == 1, "the click played nothing"

    # Undo takes the resignation back: the card waits again, the hint goes.
    page.locator('[data-testid="undo"]').click()
    page.locator(BANNER).wait_for(state="hidden")
    assert hint.is_hidden()
    assert text_of(words).startswith("Fell off: Black places it")
    assert ways.count() > 0


def test_an_agreed_draw_in_push_asks_nobody_anything(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#push")
    seat = take_device(page)
    assert seat is not None, "people at one device: the first to move takes it"
    prompt = page.locator('[data-testid="ps-prompt"]')
    assert prompt.is_visible() and text_of(prompt).startswith(PUSH.meta.seat_names[seat])
    hint = page.locator(OVER_HINT)
    page.locator(BOARD).click()  # no move in it while the game runs: no "game over"
    assert hint.count() == 0

    confirm(page, "offer-draw")
    assert page.locator(BANNER).text_content() == "Draw: the players agreed a draw."
    assert page.locator('[data-testid="handoff"]').is_hidden()
    assert prompt.count() == 0, "nobody is asked for a decision any more"
    assert page.locator('[data-testid="extra-action"]').count() == 0
    assert page.locator(f"{BOARD}.interactive").count() == 0
    page.locator(BOARD).click()
    hint.wait_for(state="visible")
    assert hint.text_content() == "Game over \u2014 Draw: the players agreed a draw."
