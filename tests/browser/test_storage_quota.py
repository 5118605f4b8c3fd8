"""Storage full, then freed: the game is saved again and so is the "Continue"
pointer (it used to keep naming the older game)."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable

import json

from pushgames.core import GameRecord

from .pushweb_helpers import click_move, move_texts, storage_snapshot, white_win_line
from .pushweb_helpers import text_of

FULL_SWITCH = """
    window.__storageFull = false;
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
        if (window.__storageFull && String(key).startsWith('pushgames:'))
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return real.call(this, key, value);
    };"""


def test_after_space_is_freed_the_game_and_the_active_pointer_are_saved(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    page.add_init_script(FULL_SWITCH)
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])
    first = storage_snapshot(page)["pushgames:active"]
    page.evaluate("window.__storageFull = true")
    page.locator('[data-testid="home-link"]').click()
    page.locator('[data-testid="game-card-pushpush"]').click()
    page.wait_for_selector('[data-testid="strips"]')
    # A new game is saved once it is worth keeping: naming it is, and that write fails.
    page.locator('[data-testid="game-name"]').fill("The newer game")
    page.locator('[data-testid="game-name"]').press("Enter")
    page.wait_for_function(
        "document.querySelector('#messages').textContent.includes('Storage is full')")
    click_move(page, line[0])
    assert storage_snapshot(page)["pushgames:active"] == first
    page.evaluate("window.__storageFull = false")  # space freed
    click_move(page, line[1])
    assert "Storage is full" not in text_of(page.locator("#messages"))
    snapshot = storage_snapshot(page)
    active = snapshot["pushgames:active"]
    assert active != first
    entry = json.loads(snapshot["pushgames:save:" + active])
    assert entry["name"] == "The newer game"
    assert GameRecord.decode(entry["record"]).actions == ("a1-b2", "a7-a6")
    page.goto(page.url.split("#")[0])
    wait_ready(page)
    card = page.locator('[data-testid="continue"]')
    assert "The newer game" in text_of(card)
    card.click()
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length == 2")
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6"]
