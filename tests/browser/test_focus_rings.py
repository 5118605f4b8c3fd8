"""No keyboard focus ring is left on a board after mouse play, and the
keyboard still shows one, on every board. A ring is an outline, or a board's
own ring drawn in the accent colour (a square's stroke, a card's or a
region's ring). The guard in conftest.py fails any test on a console error or
a non-local request."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import Page

import re

import pytest

from pushgames.pushfight import square_index as pushfight_square

from .pushweb_helpers import BOARD, cell, click_move, take_device, white_win_line

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

#: Whether the focused element shows a focus ring: an outline, or its board
#: ring (the element itself for a square, its .po-ring / .po-way-ring / .ap-ring child) in
#: the page's accent colour. Also says what is focused, for the messages.
RING_JS = """() => {
  const a = document.activeElement;
  if (!a || a === document.body || a === document.documentElement) return {ring: false, what:
      'nothing'};
  const probe = document.createElement('span');
  probe.style.color = 'var(--accent)';
  document.body.append(probe);
  const accent = getComputedStyle(probe).color;
  probe.remove();
  const style = getComputedStyle(a);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const ring = a.matches('.sq') ? a : a.querySelector('.po-ring, .po-way-ring, .ap-ring');
  const stroked = !!ring && getComputedStyle(ring).stroke === accent
    && parseFloat(getComputedStyle(ring).strokeWidth) > 0;
  return {ring: outline || stroked, what: `${a.tagName} ${a.getAttribute('class') || ''}`};
}"""

#: How many Tab presses may pass before the board's next square, card or region has focus.
MAX_TABS = 60


def ring(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate(RING_JS)
    return found


def assert_no_ring_after_the_mouse(page: Page) -> None:
    shown = ring(page)
    assert not shown["ring"], f"a focus ring stays after mouse play on {shown['what']}"


def tab_to(page: Page, selector: str) -> None:
    """Press Tab (as a keyboard player would) until an element matching ``selector`` has focus."""
    for _ in range(MAX_TABS):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


@pytest.mark.parametrize("game_id", ["pushpush", "pushfight", "push"])
def test_square_boards_drop_the_ring_after_a_click_and_show_it_for_the_arrow_keys(
    page: Page, open_page: Callable[..., Page], game_id: str,
) -> None:
    open_page(page, "#" + game_id)
    take_device(page)
    if game_id == "pushpush":
        click_move(page, white_win_line()[0])
    elif game_id == "pushfight":
        cell(page, pushfight_square("d1")).click()  # White places a piece in the setup
        page.wait_for_function(
            "document.querySelectorAll('[data-testid=board] .pieces > *').length >= 1")
    else:
        page.locator(f"{BOARD} [data-sq]").nth(60).click()
    assert page.evaluate("document.activeElement.closest('[data-testid=board]') !== null"), \
        "the clicked board keeps the focus, for the keyboard to go on from there"
    assert_no_ring_after_the_mouse(page)
    page.keyboard.press("ArrowUp")
    shown = ring(page)
    assert shown["ring"], f"the arrow keys show the cursor's ring ({shown['what']})"
    # Back to the mouse: the ring goes again.
    page.locator(f"{BOARD} .sq").nth(3).click()
    assert_no_ring_after_the_mouse(page)


def assert_click_then_tab(page: Page, clickable: str, tab_stop: str, what: str) -> None:
    """Click the first ``clickable``: no ring stays; Tab to ``tab_stop``: its ring shows."""
    usable = page.locator(clickable)
    usable.first.wait_for()
    usable.first.click()
    assert_no_ring_after_the_mouse(page)
    tab_to(page, tab_stop)
    shown = ring(page)
    assert shown["ring"], f"Tab shows the {what}'s ring ({shown['what']})"


def test_pushout_cards_drop_the_ring_after_a_click_and_show_it_for_tab(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushout")
    # The click plays a move; if it pushed a card off, the table's next stop is the
    # fallen card's ways round on a hole, else a card (the deal is random).
    assert_click_then_tab(page, f'{BOARD} .po-cell[tabindex="0"]', ".po-cell, .po-way", "card")


def test_apocalypse_regions_drop_the_ring_after_a_click_and_show_it_for_tab(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#apocalypse")
    take_device(page)
    page.locator('[data-testid="extra-action"]', has_text=re.compile("^Migrate")).click()
    usable = '.ap-region[tabindex="0"]'
    assert_click_then_tab(page, usable, usable, "region")
