"""The switches under the board: sounds made in the page (Web Audio, no
files) for a move, a push and the end, and the coordinates; both remembered.
The guard in conftest.py fails any test on a console error or a non-local request."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable

from pushgames.pushpush import Move, square_index

from .pushweb_helpers import BOARD, click_move

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page


def sound(page: Page) -> str | None:
    sound: str | None = page.evaluate("document.body.dataset.sound || null")
    return sound


def test_sounds_for_a_move_and_a_push_and_a_switch_to_silence_them(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    assert page.locator('[data-testid="pref-sound"]').is_checked()
    assert sound(page) is None, "opening a game makes no sound"
    click_move(page, Move(square_index("d1"), square_index("d2")))
    assert sound(page) == "move"
    # the 4 pushes the 3 (and the 2, 1) along
    click_move(page, Move(square_index("d7"), square_index("c7")))
    assert sound(page) == "push"
    page.locator('[data-testid="pref-sound"]').uncheck()
    page.evaluate("delete document.body.dataset.sound")
    click_move(page, Move(square_index("c1"), square_index("c2")))
    assert sound(page) is None, "no sound with the switch off"


def test_the_coordinates_switch_hides_and_shows_them_and_is_remembered(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    letters = page.locator(f"{BOARD} .coords text").first
    assert letters.is_visible()
    page.locator('[data-testid="pref-coords"]').uncheck()
    assert letters.is_hidden()
    page.reload()
    page.wait_for_selector('body[data-ready="true"]')
    assert not page.locator('[data-testid="pref-coords"]').is_checked()
    assert page.locator(f"{BOARD} .coords text").first.is_hidden()
    page.locator('[data-testid="pref-coords"]').check()
    assert page.locator(f"{BOARD} .coords text").first.is_visible()
