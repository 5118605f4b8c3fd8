"""The saved games show who plays, their move count and result, and a visit
without moves stores nothing. The guard in conftest.py fails any test on a console
error or a non-local request."""

from __future__ import annotations

from typing import Any, Callable

from playwright.sync_api import Page

import json

from pushgames import registry
from pushgames.core import Replay

from .pushweb_helpers import click_move, record_text, storage_snapshot, white_win_line
from .pushweb_helpers import saved_storage, text_of

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page


def saves(page: Page) -> list[str]:
    return [k for k in storage_snapshot(page) if k.startswith("pushgames:save:")]


def test_the_list_says_moves_and_result(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])
    click_move(page, line[1])
    assert len(saves(page)) == 1
    page.evaluate("location.hash = '#home'")
    detail = page.locator('[data-testid="save-entry"] .save-detail').first
    detail.wait_for()
    assert "2 moves \u00b7 in play" in text_of(detail)
    page.go_back()
    page.locator('[data-testid="strips"]').wait_for()
    for move in line[2:]:
        click_move(page, move)
    page.locator('[data-testid="game-over"]').wait_for(state="visible")
    page.evaluate("location.hash = '#home'")
    page.wait_for_function("[...document.querySelectorAll('.save-detail')]"
                           ".some(e => e.textContent.includes('10 moves \u00b7 White (A) won'))")


def test_a_visit_without_moves_leaves_no_save_and_the_first_move_makes_one(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])
    before = saved_storage(page)
    assert len(saves(page)) == 1
    # A new game from home, then home again: nothing new is listed, nothing stored changed.
    page.locator('[data-testid="home-link"]').click()
    page.locator('[data-testid="game-card-pushpush"]').click()
    page.wait_for_function("location.hash.startsWith('#pushpush/')")
    assert page.locator('[data-testid="move"]').count() == 0
    page.locator('[data-testid="home-link"]').click()
    page.locator('#home-view [data-testid="saves-list"]').wait_for()
    assert page.locator('#home-view [data-testid="save-entry"]').count() == 1
    assert saved_storage(page) == before
    # "Continue" still opens the game that was played.
    assert page.locator('[data-testid="continue"]').get_attribute(
        "data-arg") == before["pushgames:active"]
    # A reload of the unsaved new game shows a new game again, still unsaved.
    page.go_back()
    page.wait_for_function("location.hash.startsWith('#pushpush/')")
    page.reload()
    wait_ready(page)
    assert page.locator('[data-testid="status"]').text_content() == "White (A) to move"
    assert page.locator('[data-testid="move"]').count() == 0
    assert saved_storage(page) == before
    # The first move saves it, beside the other game (which is left exactly as it was).
    click_move(page, line[0])
    page.locator('[data-testid="home-link"]').click()
    page.wait_for_function(
        "document.querySelectorAll('#home-view [data-testid=save-entry]').length == 2")
    after = storage_snapshot(page)
    assert {k: after[k] for k in before if k.startswith("pushgames:save:")} == {
        k: v for k, v in before.items() if k.startswith("pushgames:save:")}
    assert after["pushgames:active"] != before["pushgames:active"]
    assert "1 move \u00b7 in play" in text_of(
        page.locator('#home-view [data-testid="save-entry"]').first)


def test_a_link_is_saved_at_once_only_when_it_carries_moves(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush/" + record_text([]))
    page.locator('[data-testid="strips"]').wait_for()
    assert saves(page) == []
    page.goto(page.url.split("#")[0] + "#pushpush/" + record_text(white_win_line()[:2]))
    page.wait_for_function("document.querySelectorAll('[data-testid=move]').length == 2")
    assert len(saves(page)) == 1  # a position someone shared is kept


def put_save(page: Page, key: str, **fields: Any) -> None:
    entry = {"v": 2, "rev": 1, "name": key, "game": "pushpush", "created": 1, "updated": 2,
             "record": record_text(white_win_line()[:2])}
    entry.update(fields)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)",
                  ["pushgames:save:" + key, json.dumps(entry)])


def test_the_list_says_who_plays(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page)
    put_save(page, "people")
    put_save(page, "named", name0="Ada", name1="<b>Bob</b>")
    put_save(page, "computer", computer1="hard", updated=3)
    put_save(page, "three", game="apocalypse",
             record=Replay.new(registry.get_game("apocalypse"), {}, 1).encoded(),
             computer1="medium", computer2="medium", computer3="easy", name0="Ada", updated=4)
    put_save(page, "demo", computer0="easy", computer1="hard")
    page.reload()
    wait_ready(page)
    rows = page.locator('#home-view [data-testid="save-entry"]')
    rows.first.wait_for()

    def who(key: str) -> str:
        return text_of(page.locator(f'#home-view [data-save-id="{key}"] .save-who'))

    assert who("people") == "Push Push \u00b7 2 people: White (A) v Black (B)"
    assert who("named") == "Push Push \u00b7 2 people: Ada v <b>Bob</b>"
    assert page.locator("#home-view .save-who b").count() == 0  # a name is text, never markup
    assert who("computer") == "Push Push \u00b7 You v Computer (Hard)"
    assert who("three") == "Apocalypse USA \u00b7 Ada v 2 computers (Medium) v Computer (Easy)"
    assert who("demo") == "Push Push \u00b7 Computer (Easy) v Computer (Hard)"
    # With the moves, the result and when it was last played.
    progress = text_of(page.locator('#home-view [data-save-id="computer"] .save-progress'))
    assert progress.startswith("2 moves \u00b7 in play \u00b7 last played ")
    # "Continue" names who plays too.
    page.evaluate("localStorage.setItem('pushgames:active', 'computer')")
    page.reload()
    wait_ready(page)
    assert "You v Computer (Hard)" in text_of(page.locator('[data-testid="continue"]'))
