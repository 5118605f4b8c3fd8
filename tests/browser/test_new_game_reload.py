"""A reload of a new game before its first move brings back the same kind of
game (who plays, names, options), and a new game never reuses an old save
without moves. The guard in conftest.py fails any test on a console error or a
non-local request."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import Page

import json

from pushgames.core import GameRecord, Replay
from pushgames.registry import get_game, load_record

from .leaving import close_page
from .pushweb_helpers import (
    address_record, click_move, storage_snapshot, strip_kinds, white_win_line,
)
from .pushweb_helpers import saved_storage, text_of

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

MOVES = '[data-testid="move"]'
STRIP = '[data-testid="strip-{}"]'
#: Every new Push Push game's record: no decision, no chance, no seed.
NEW_PUSHPUSH = Replay.new(get_game("pushpush"), {}, 1).encoded()


def strip_names(page: Page) -> list[str]:
    return page.locator('[data-testid="strip-name"]').all_text_contents()


def saves(page: Page) -> dict[str, dict[str, Any]]:
    return {k: json.loads(v)
            for k, v in storage_snapshot(page).items() if k.startswith("pushgames:save:")}


def answer_a_move(page: Page) -> None:
    """The person plays a legal move; the computer's reply follows."""
    replay = load_record(address_record(page))
    click_move(page, next(iter(replay.game.legal_actions(replay.state))))
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === 2", timeout=90_000)


def test_play_the_computer_then_reload_keeps_the_computer(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None], site_url: str,
) -> None:
    open_page(page)
    page.locator('[data-testid="play-computer-pushpush"]').click()
    page.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(page) == ["Human", "Computer (Medium)"]
    address = page.url
    name = page.locator('[data-testid="game-name"]').input_value()
    page.reload()
    wait_ready(page)
    page.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(page) == ["Human", "Computer (Medium)"]
    # The same new game, named as before, still unsaved, and the address is still a plain link.
    assert page.url == address and "players=" not in address
    assert page.locator(MOVES).count() == 0
    assert page.locator('[data-testid="game-name"]').input_value() == name
    assert saves(page) == {}
    answer_a_move(page)
    (entry,) = saves(page).values()
    assert entry["computer1"] == "medium" and "computer0" not in entry and entry["name"] == name
    # The tab remembers its own game only: the same link in another tab is a game of people.
    other = page.context.new_page()
    other.goto(address)
    wait_ready(other)
    other.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(other) == ["Human", "Human"]
    # Left before it is closed: what it writes as it goes lands before the next test's reset.
    close_page(other, site_url)



def test_players_in_the_address_win_over_the_tabs_memory(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None], site_url: str,
) -> None:
    open_page(page)
    page.locator('[data-testid="play-computer-pushpush"]').click()
    page.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(page) == ["Human", "Computer (Medium)"]
    # The same new game's address, typed with ?players= in this tab: the address says who plays.
    page.goto(site_url + "?players=human,hard#pushpush/" + NEW_PUSHPUSH)
    wait_ready(page)
    page.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(page) == ["Human", "Computer (Hard)"]

def test_a_form_game_with_a_hard_named_computer_survives_a_reload(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page, "#pushpush")
    page.locator('[data-testid="new-game"]').click()
    page.locator("#opt-repetition").uncheck()
    page.fill('[data-testid="seat-name-0"]', "Ada")
    page.select_option('[data-testid="seat-1"]', "hard")
    page.fill('[data-testid="seat-name-1"]', "Hal")
    page.select_option('[data-testid="ai-speed"]', "fast")
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=strip-kind]')[1]?.textContent"
                           " === 'Computer (Hard)'")
    record = address_record(page)
    assert GameRecord.decode(record).options["repetition"] is False
    page.reload()
    wait_ready(page)
    page.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(page) == ["Human", "Computer (Hard)"]
    assert strip_names(page) == ["Ada", "Hal"]
    assert address_record(page) == record  # the options too: the same new game
    assert page.locator(MOVES).count() == 0
    answer_a_move(page)
    (entry,) = saves(page).values()
    assert (entry["computer1"], entry["name0"], entry["name1"]) == ("hard", "Ada", "Hal")
    assert GameRecord.decode(entry["record"]).options["repetition"] is False


def old_empty_save(**fields: Any) -> str:
    """A save without moves as the page stored one at every visit before."""
    entry = {"v": 2, "rev": 1, "name": "Old empty", "game": "pushpush", "created": 1, "updated": 2,
             "record": NEW_PUSHPUSH, "computer1": "hard", "name0": "Zed"}
    entry.update(fields)
    return json.dumps(entry)


def test_a_new_game_never_reuses_an_old_save_without_moves(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page)
    page.evaluate("v => localStorage.setItem('pushgames:save:oldempty', v)", old_empty_save())
    before = saved_storage(page)
    # Pass and play, then a reload: a new game of people, not the old save.
    page.reload()
    wait_ready(page)
    page.locator('[data-testid="pass-and-play-pushpush"]').click()
    page.locator(STRIP.format(1)).wait_for()
    assert address_record(page) == NEW_PUSHPUSH  # the old save's record exactly
    page.reload()
    wait_ready(page)
    page.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(page) == ["Human", "Human"]
    assert strip_names(page) == ["White (A)", "Black (B)"]
    assert page.locator('[data-testid="game-name"]').input_value() != "Old empty"
    assert saved_storage(page) == before
    # The same address in a fresh tab (no draft there) is a new game of people too.
    other = page.context.new_page()
    other.goto(page.url)
    wait_ready(other)
    other.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(other) == ["Human", "Human"]
    assert other.locator('[data-testid="game-name"]').input_value() != "Old empty"
    other.close()
    # The first move saves the new game beside the old one, which is left as it was.
    click_move(page, white_win_line()[0])
    after = storage_snapshot(page)
    assert after["pushgames:save:oldempty"] == before["pushgames:save:oldempty"]
    assert len(saves(page)) == 2
    # The old save is still listed, and opens as it was saved.
    page.locator('[data-testid="home-link"]').click()
    page.wait_for_function(
        "document.querySelectorAll('#home-view [data-testid=save-entry]').length === 2")
    old = page.locator('#home-view [data-save-id="oldempty"]')
    assert old.locator(".save-who").text_content() == "Push Push \u00b7 Zed v Computer (Hard)"
    assert text_of(old.locator(".save-progress")).startswith("no moves yet")
    old.locator('[data-testid="open-save"]').click()
    page.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(page) == ["Human", "Computer (Hard)"]
    assert page.locator('[data-testid="game-name"]').input_value() == "Old empty"
