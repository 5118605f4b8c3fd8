"""The result banner's actions: Rematch keeps the players on their seats,
Swap sides exchanges them, New game opens the form. The guard in conftest.py
fails any test on a console error or a non-local request."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable

from .pushweb_helpers import click_move, white_win_line

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

STRIP = '[data-testid="strip-{}"] [data-testid="strip-name"]'


def win_with_names(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    actions = page.locator('[data-testid="result-actions"]')
    assert actions.count() == 0 or actions.is_hidden(), "no result actions while the game runs"
    page.locator('[data-testid="new-game"]').click()
    page.fill('[data-testid="seat-name-0"]', "Ann")
    page.fill('[data-testid="seat-name-1"]', "Bob")
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function(
        "document.querySelector('[data-testid=strip-0]').textContent.includes('Ann')")
    for move in white_win_line():
        click_move(page, move)
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    page.locator('[data-testid="result-actions"]').wait_for(state="visible")


def test_rematch_keeps_the_players_and_swap_sides_exchanges_them(
    page: Page, open_page: Callable[..., Page],
) -> None:
    win_with_names(page, open_page)
    page.locator('[data-testid="result-rematch"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 0")
    assert page.locator('[data-testid="game-over"]').is_hidden()
    assert page.locator('[data-testid="result-actions"]').is_hidden()
    assert page.locator(STRIP.format(0)).text_content() == "Ann"
    assert page.locator(STRIP.format(1)).text_content() == "Bob"
    for move in white_win_line():
        click_move(page, move)
    page.locator('[data-testid="result-swap"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length === 0")
    assert page.locator(STRIP.format(0)).text_content() == "Bob"
    assert page.locator(STRIP.format(1)).text_content() == "Ann"


def test_new_game_in_the_banner_opens_the_form(page: Page, open_page: Callable[..., Page]) -> None:
    win_with_names(page, open_page)
    page.locator('[data-testid="result-new"]').click()
    page.locator('[data-testid="new-game-form"]').wait_for(state="visible")
