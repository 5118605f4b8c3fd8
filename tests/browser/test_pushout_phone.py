"""Pushout on a phone (issue 26): the table, the facts (your scoring row), the hint
and Discard fit the window at 390x844, with the cards still a finger's size."""

from __future__ import annotations

import re
from typing import Callable

import pytest
from playwright.sync_api import BrowserContext, Page

from .pushweb_helpers import box_of

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

PHONE = {"width": 390, "height": 844}
DISCARD = re.compile("Discard")


def in_window(phone: Page, selector: str) -> None:
    box = box_of(phone.locator(selector).first)
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], (selector, box)


def test_the_table_the_facts_the_hint_and_discard_fit_a_phone(
    new_context: Callable[..., BrowserContext], open_page: Callable[..., Page],
) -> None:
    """Before: the strips stacked and a full-width table put Discard 222 px below the
    window. Both seats' turns are checked (the table turns towards Black)."""
    phone = new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
    open_page(phone, "#pushout")
    for seat in ("White", "Black"):
        assert phone.locator('[data-testid="status"]').text_content() == f"{seat} to move"
        discard = phone.locator('[data-testid="extra-action"]', has_text=DISCARD)
        assert discard.is_visible()
        for selector in ('[data-testid="board"]', '[data-testid="strip-facts"]',
                         '[data-testid="po-bar-text"]', '[data-testid="extra-action"]',
                         '[data-testid="po-discard"]', '[data-testid="po-progress-1"]'):
            in_window(phone, selector)
        # Your scoring row's total is said once, on the strips above the table.
        facts = phone.locator('[data-testid="strip-facts"]').all_text_contents()
        assert len(facts) == 2 and all(re.fullmatch(r"row \d+", f) for f in facts), facts
        assert phone.locator('[data-testid="po-scores"]').is_hidden()
        strips = [box_of(s) for s in phone.locator('[data-testid="strips"] > *').all()]
        assert len(strips) == 2 and strips[0]["y"] == strips[1]["y"], "side by side"
        cell = box_of(phone.locator('[data-testid="board"] .po-cell').first)
        assert min(cell["width"], cell["height"]) >= 44, "a finger's size"
        if seat == "White":
            discard.click()
            phone.locator('[data-testid="status"]', has_text="Black to move").wait_for()


def test_the_scoring_rows_total_is_in_the_facts_where_there_is_room(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """Left out of the facts on a phone only (the strips say it there): a computer's
    window shows it beside the table."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_page(page, "#pushout")
    scores = page.locator('[data-testid="po-scores"]')
    assert scores.is_visible()
    assert re.fullmatch(r"Scoring rowsWhite \d+ \u00b7 Black \d+", scores.text_content() or ""), (
        scores.text_content())
