"""Pushout (issue 26): pointing at a card says what it does and leaves the
table as it is; the result is shown only when asked for (Preview), marked as a
preview across the table, and can be played from there; the last turn's cards
are tinted as lichess tints a move's squares, in a colour no other mark uses."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import Page

from pushgames.core import seeded_line
from pushgames.pushout import GAME, square_index

from .pushweb_helpers import board_labels, cell
from .test_pushout_play import BOARD, UP_SEED

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

MARK = f'{BOARD} [data-testid="po-preview-mark"]'


def open_deal(page: Page, open_page: Callable[..., Any], line: tuple[str, ...] = ()) -> None:
    open_page(page, "#pushout/" + seeded_line(GAME, {}, UP_SEED, line).encoded())


def test_pointing_tells_and_the_preview_is_asked_for_and_marked(page: Page,
                                                                open_page: Callable[...,
        Any]) -> None:
    open_deal(page, open_page)
    board = page.locator(BOARD)
    before = board_labels(page)
    cell(page, square_index("d1")).hover()
    pointed = page.locator('[data-testid="po-pointed"]')
    pointed.wait_for()
    assert str(pointed.text_content()).endswith("click the card to play it.")
    assert board_labels(page) == before and "po-previewing" not in str(board.get_attribute("class"))
    assert page.locator(
        f"{MARK} text").count() == 0, "nothing on the table says preview: it is the game"
    page.locator('[data-testid="po-preview-button"]').click()
    assert "po-previewing" in str(board.get_attribute("class"))
    assert page.locator(f"{MARK} text").text_content() == "PREVIEW \u00b7 not played"
    tag, table = page.locator(f"{MARK} .po-preview-tag").bounding_box(), board.bounding_box()
    assert tag is not None and table is not None and tag["width"] > table[
        "width"] / 3, "seen at a glance"
    assert page.locator('[data-testid="po-preview"]').text_content() == \
        "Preview of d1 LEFT: 5 ROTATE / 1 LEFT falls off and must be placed."
    # Pointing at another card leaves the asked-for preview alone.
    cell(page, square_index("a1")).hover()
    assert "Preview of d1 LEFT" in str(page.locator('[data-testid="po-preview"]').text_content())
    page.locator('[data-testid="po-play"]').click()
    page.wait_for_selector('[data-testid="move"]')
    assert page.locator('[data-testid="move"]').all_text_contents() == ["1. d1 LEFT"]
    assert page.locator(f"{MARK} text").count() == 0 and "po-previewing" not in str(
        board.get_attribute("class"))


def slot_fill(page: Page, square: int) -> str:
    return str(cell(page, square).locator(".po-slot").evaluate("e => getComputedStyle(e).fill"))


def test_the_last_turn_is_tinted_and_no_other_mark_shares_its_colour(
        page: Page, open_page: Callable[..., Any]) -> None:
    open_deal(page, open_page, ("a1 T",))  # White turned a1 round
    a1, b1 = square_index("a1"), square_index("b1")
    assert "po-last" in str(cell(page, a1).get_attribute("class"))
    tint, felt = slot_fill(page, a1), slot_fill(page, b1)
    assert tint == "rgb(232, 183, 48)" and felt != tint
    # The card itself is tinted (as lichess tints the squares under the pieces), the others not.
    tints = page.locator(f'{BOARD} [data-testid="po-last-tint"]')
    assert tints.count() == 1 and cell(page,
                                       a1).locator('[data-testid="po-last-tint"]').count() == 1
    assert tints.evaluate("e => getComputedStyle(e).fillOpacity") == "0.38"
    rings = page.eval_on_selector_all(f"{BOARD} .po-usable .po-ring",
                                      "els => els.map(e => getComputedStyle(e).stroke)")
    assert rings and all(ring == "rgb(255, 255, 255)"
                         for ring in rings), "the cards you can use: white, not yellow"
