"""Several tabs on one site (pages of one browser context share localStorage):
no tab ever overwrites newer moves, a delete or a rename made elsewhere is
kept, and reloading a tab never stores its game again.

A "deaf" tab has the ``storage`` event swallowed before the page sees it: it
stands for a tab that writes before the event arrives, so the check made
before every write (pushweb.saves.sync) is tested on its own."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable

import json

from pushgames.core import GameRecord

from .pushweb_helpers import (
    checked_line, click_move, move_texts, storage_snapshot, wait_message, white_win_line,
)
from .pushweb_helpers import text_of
from typing import Any

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

DEAF = "window.addEventListener('storage', (e) => e.stopImmediatePropagation(), true);"
MOVES = ["1. a1-b2", "2. a7-a6", "3. b2-c3", "4. a6-a7", "5. c3-d4"]


def saves(page: Page) -> dict[str, dict[str, Any]]:
    return {k: json.loads(v)
            for k, v in storage_snapshot(page).items() if k.startswith("pushgames:save:")}


def actions(entry: dict[str, Any]) -> tuple[str, ...]:
    return GameRecord.decode(entry["record"]).actions


def only_save(page: Page) -> dict[str, Any]:
    entries = saves(page)
    assert len(entries) == 1, entries
    return next(iter(entries.values()))


def wait_moves(page: Page, count: int) -> None:
    page.wait_for_function(f"document.querySelectorAll('[data-testid=move]').length == {count}")


def second_tab(page: Page, open_page: Callable[..., Page], deaf: bool = False) -> Page:
    """Another tab that continues the active save from the home page."""
    other = page.context.new_page()
    if deaf:
        other.add_init_script(DEAF)
    open_page(other)
    other.locator('[data-testid="continue"]').click()
    other.wait_for_selector('[data-testid="move"]')
    return other


def test_a_tab_follows_moves_made_in_another_and_both_lines_add_up(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])
    b = second_tab(page, open_page)
    for move in line[1:4]:
        click_move(page, move)
    wait_moves(b, 4)
    assert "Updated from another tab" in text_of(b.locator("#messages"))
    assert "Updated from another tab" not in text_of(page.locator("#messages"))  # A made them all
    click_move(b, line[4])
    wait_moves(page, 5)
    assert "Updated from another tab" in text_of(page.locator("#messages"))
    assert move_texts(page) == move_texts(b) == MOVES
    entry = only_save(page)
    # One write a move: the new game was first stored at its first move.
    assert actions(entry) == tuple(m.split(" ")[1] for m in MOVES) and entry["rev"] == 5


def test_a_deaf_tab_that_diverges_forks_and_never_overwrites(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])
    b = second_tab(page, open_page, deaf=True)
    for move in line[1:4]:
        click_move(page, move)
    assert move_texts(b) == ["1. a1-b2"]  # deaf: has not seen them
    alternative = checked_line(["a1-b2", "b7-b6"])[0][1]
    click_move(b, alternative)
    wait_message(b, "Both lines are kept")
    entries = saves(page)
    assert sorted(actions(e) for e in entries.values()) == [("a1-b2", "a7-a6", "b2-c3", "a6-a7"),
                                                           ("a1-b2", "b7-b6")]
    branch = next(e for e in entries.values() if len(actions(e)) == 2)
    assert branch["name"].endswith("(branch)") and branch["name"] in text_of(b.locator("#messages"))
    assert move_texts(page) == MOVES[:4]  # A's line is untouched


def test_a_deaf_tab_playing_the_same_move_adopts_the_longer_line(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])
    b = second_tab(page, open_page, deaf=True)
    for move in line[1:4]:
        click_move(page, move)
    click_move(b, line[1])  # the move A made first: B's line is a prefix of the stored one
    wait_moves(b, 4)
    wait_message(b, "Updated from another tab")
    assert actions(only_save(page)) == tuple(m.split(" ")[1] for m in MOVES[:4])


def test_a_deaf_tab_extending_the_stored_line_writes_it(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    line = white_win_line()
    for move in line[:2]:
        click_move(page, move)
    b = second_tab(page, open_page, deaf=True)
    page.locator('[data-testid="undo"]').click()
    wait_moves(page, 1)
    assert len(actions(only_save(page))) == 1
    click_move(b, line[2])  # B's three moves extend the stored one
    wait_moves(page, 3)  # A follows
    assert actions(only_save(page)) == ("a1-b2", "a7-a6", "b2-c3")
    assert len(saves(page)) == 1


def test_a_delete_elsewhere_is_never_undone_and_the_game_can_be_saved_again(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])
    b = second_tab(page, open_page, deaf=True)
    c = page.context.new_page()
    open_page(c)
    c.locator('#home-view [data-testid="delete-save"]').click()
    c.locator('[data-testid="confirm"]').get_by_role("button", name="Delete").click()
    wait_message(page, "deleted in another tab")  # A hears it at once
    assert not saves(page)
    click_move(page, line[1])
    click_move(b, line[1])  # B hears nothing, but checks before writing
    wait_message(b, "deleted in another tab")
    assert not saves(page)  # neither tab recreated it
    assert move_texts(page) == move_texts(b) == MOVES[:2]  # both games stay on screen
    page.locator('[data-testid="message-save-again"]').click()
    wait_message(page, "Saved as")
    assert actions(only_save(page)) == ("a1-b2", "a7-a6")
    assert page.locator('[data-testid="message-save-again"]').count() == 0


def test_a_rename_elsewhere_is_kept(page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    line = white_win_line()
    click_move(page, line[0])
    b = second_tab(page, open_page, deaf=True)
    c = page.context.new_page()
    open_page(c)
    name = c.locator('#home-view [data-testid="save-entry"] input')
    name.fill("Renamed in C")
    name.press("Enter")
    page.wait_for_function(
        "document.querySelector('[data-testid=game-name]').value == 'Renamed in C'")
    click_move(b, line[1])  # B (deaf) writes its longer line, under the new name
    wait_moves(page, 2)
    entry = only_save(page)
    assert entry["name"] == "Renamed in C"
    assert actions(entry) == ("a1-b2", "a7-a6")
    assert b.locator('[data-testid="game-name"]').input_value() == "Renamed in C"
    # A rename in this tab wins over the stored name.
    b.locator('[data-testid="game-name"]').fill("Renamed in B")
    b.locator('[data-testid="game-name"]').press("Enter")
    page.wait_for_function(
        "document.querySelector('[data-testid=game-name]').value == 'Renamed in B'")
    assert only_save(page)["name"] == "Renamed in B"


def test_reloading_two_tabs_on_different_games_never_duplicates_saves(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    b = page.context.new_page()
    open_page(b, "#pushpush")
    click_move(b, white_win_line()[0])
    click_move(b, white_win_line()[1])
    assert len(saves(page)) == 2
    for _ in range(3):
        page.reload()
        wait_ready(page)
        b.reload()
        wait_ready(b)
    assert len(saves(page)) == 2
    assert move_texts(page) == MOVES[:1] and move_texts(b) == MOVES[:2]
    # The same link in a fresh tab reuses its save too: a move there reaches tab A.
    c = page.context.new_page()
    open_page(c, "#" + page.url.split("#", 1)[1])
    click_move(c, white_win_line()[1])
    wait_moves(page, 2)
    assert len(saves(page)) == 2


def test_a_tab_reloaded_after_another_moved_on_opens_the_save_as_it_is_now(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    b = second_tab(page, open_page, deaf=True)
    for move in white_win_line()[1:3]:
        click_move(page, move)
    assert move_texts(b) == MOVES[:1]
    b.reload()  # its address still holds one move; its save holds three
    wait_ready(b)
    assert move_texts(b) == MOVES[:3]
    assert len(saves(page)) == 1



def test_the_home_page_follows_other_tabs_without_disturbing_typing(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page)
    assert page.locator('#home-view [data-testid="save-entry"]').count() == 0
    a = page.context.new_page()
    open_page(a, "#pushpush")
    click_move(a, white_win_line()[0])
    page.wait_for_function(
        "document.querySelectorAll('#home-view [data-testid=save-entry]').length == 1")
    assert page.locator('[data-testid="continue"]').is_visible()
    name = page.locator('#home-view [data-testid="save-entry"] input')
    name.fill("Half typed")
    click_move(a, white_win_line()[1])
    a.wait_for_timeout(300)
    assert name.input_value() == "Half typed"  # not redrawn under the player's typing
    assert page.evaluate("document.activeElement.classList.contains('save-name')")
    name.press("Enter")
    a.wait_for_function("document.querySelector('[data-testid=game-name]').value == 'Half typed'")
    entry = only_save(page)
    assert entry["name"] == "Half typed" and actions(entry) == ("a1-b2", "a7-a6")
    page.locator("h2").first.click()  # focus leaves the list: it is redrawn
    page.wait_for_function(
        "document.querySelector('[data-testid=continue]').textContent.includes('Half typed')")
