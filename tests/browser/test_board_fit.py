"""The board sized to the window (issue 26): Pushout's whole table, the bar that
says what to do, Discard and the end of the game in view at 1280x800 without
scrolling; on a phone the table takes the column's width and the bar follows it."""

from __future__ import annotations

from typing import Callable

import pytest
from playwright.sync_api import BrowserContext, Page

from pushgames.core import seeded_line
from pushgames.pushout import GAME

from .pushweb_helpers import box_of
from .test_pushout_play import LINE, OPTIONS, SEED, UP_SEED

TABLE = '[data-testid="board"]'
BAR = '[data-testid="po-bar"]'
DISCARD = '[data-testid="extra-action"]'

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page


def fully_in_view(page: Page, selector: str) -> bool:
    box = box_of(page.locator(selector).first)
    size = page.viewport_size
    assert size is not None
    return (box["y"] >= 0 and box["y"] + box["height"] <= size["height"]
            and box["x"] >= 0 and box["x"] + box["width"] <= size["width"])


def test_pushout_fits_1280_by_800_in_play_and_at_the_end(
    page: Page, open_page: Callable[..., Page],
) -> None:
    page.set_viewport_size({"width": 1280, "height": 800})
    open_page(page, "?players=human,medium#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    page.locator(DISCARD).wait_for(state="visible")
    for selector in (TABLE, BAR, DISCARD, '[data-testid="po-info"]', '[data-testid="strips"]'):
        assert fully_in_view(page, selector), f"{selector} needs no scrolling at 1280x800"
    # The hint for a refused click hangs from the table's stage (just above it), so it moves
    # nothing.
    assert page.evaluate("document.querySelector('[data-testid=board-hint]').closest('.po-stage')"
                         " !== null")
    assert box_of(page.locator(TABLE))["width"] >= 400, "the table is not shrunk to fit"
    page.goto("about:blank")
    open_page(page, "#pushout/" + seeded_line(GAME, OPTIONS, SEED, LINE).encoded())
    page.locator('[data-testid="result-actions"]').wait_for(state="visible")
    for selector in (TABLE, '[data-testid="game-over"]', '[data-testid="result-rematch"]',
                     '[data-testid="result-new"]'):
        assert fully_in_view(page, selector), f"{selector} needs no scrolling at the end"


def test_pushout_on_a_phone_keeps_the_table_wide_and_the_bar_under_it(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    page = new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
    open_page(page, "?players=human,medium#pushout/" + seeded_line(GAME, {}, UP_SEED, ()).encoded())
    page.locator(DISCARD).wait_for(state="visible")
    host, column = box_of(page.locator("#board-host")), box_of(page.locator(".board-col"))
    assert host["width"] == column["width"] > 330, "the table takes the column's width on a phone"
    for selector in (TABLE, '[data-testid="po-bar-text"]'):
        assert fully_in_view(page, selector), f"{selector} in view on a phone"
    table, bar, info = (box_of(page.locator(s)) for s in (TABLE, BAR, '[data-testid="po-info"]'))
    assert table["y"] + table["height"] <= bar["y"] <= info[
        "y"], "table, what to do, then the facts"
    discard = box_of(page.locator(DISCARD))
    assert discard["y"] + discard["height"] <= 844 + 240, "Discard is a short scroll away"
