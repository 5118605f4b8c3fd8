"""Hostile localStorage: every poisoned entry from issue 10 alone, then all at
once; the page starts, reports each bad entry by key, leaves it untouched and
a game can be played. The guard in conftest.py fails a test on any console
error (the page reports bad data as messages, not errors)."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable

import json

import pytest

from .pushweb_helpers import click_move, move_texts, record_text, storage_snapshot, white_win_line
from .pushweb_helpers import text_of
from typing import Any

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

# 20,000 nested brackets inside
NESTED_RECORD = "17cExAQAAAMKgoOvfwxoeQAEAAAAAAAAAAAAAAAAAAAAAAADwYA"


def save_json(**fields: Any) -> str:
    entry = {"v": 1, "name": "Poisoned", "game": "pushpush", "created": 1, "updated": 2,
             "record": record_text(white_win_line()[:1])}
    entry.update(fields)
    return json.dumps(entry)


#: key -> raw value; each one alone once stopped the site on every visit.
POISON = {
    "pushgames:save:nan": save_json().replace('"created": 1', '"created": NaN'),
    "pushgames:save:huge": save_json().replace('"updated": 2', '"updated": 1e400'),
    "pushgames:save:big": save_json(created=2 ** 53 + 2),
    'pushgames:save:q"]': "{not json",
    "pushgames:save:deep": "[" * 100_000,
    "pushgames:save:rev": save_json(rev=-1),
    "pushgames:save:" + "k" * 5000: "[1]",
}


def poison(page: Page, entries: dict[str, str]) -> None:
    page.evaluate(
        "(junk) => { for (const [k, v] of Object.entries(junk)) localStorage.setItem(k, v); }",
                  entries)


def assert_starts_and_plays(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
    entries: dict[str, str],
) -> None:
    page.reload()
    wait_ready(page)
    text = text_of(page.locator("#messages"))
    for key in entries:
        shown = key if len(key) <= 60 else key[:59] + "\u2026"
        if key.startswith("pushgames:save:"):
            assert shown in text, (shown, text)
    assert len(text_of(page.locator("#messages"))) < 2000  # a long key is shortened
    assert page.locator('[data-testid="save-entry-bad"]').count() == sum(
        k.startswith("pushgames:save:") for k in entries)
    assert {k: v for k, v in storage_snapshot(page).items() if k in entries} == entries
    page.locator('[data-testid="game-card-pushpush"]').click()
    click_move(page, white_win_line()[0])
    assert move_texts(page) == ["1. a1-b2"]
    page.reload()
    wait_ready(page)
    assert move_texts(page) == ["1. a1-b2"]  # saved, and the reload started again
    after = storage_snapshot(page)
    assert {k: after[k] for k in entries if k != "pushgames:active"} == {
        k: v for k, v in entries.items() if k != "pushgames:active"}


@pytest.mark.parametrize("key", list(POISON),
                         ids=["nan", "inf", "above-2^53", "selector-key", "100k-brackets",
                              "negative-rev", "5000-char-key"])
def test_each_poisoned_entry_alone_is_reported_and_skipped(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None], key: str,
) -> None:
    open_page(page)
    poison(page, {key: POISON[key]})
    assert_starts_and_plays(page, open_page, wait_ready, {key: POISON[key]})


def test_all_poisoned_entries_together_and_a_good_save_with_an_odd_key(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page)
    good = {'pushgames:save:ok"]x': save_json(name="Odd key")}
    poison(page, {**POISON, **good})
    page.reload()
    wait_ready(page)
    assert page.locator('[data-testid="save-entry-bad"]').count() == len(POISON)
    assert "7 saved games could not be read" in text_of(page.locator("#messages"))
    row = page.locator('[data-testid="save-entry"]')
    assert row.count() == 1 and row.locator("input").input_value() == "Odd key"
    row.get_by_role("button", name="Open").click()
    page.wait_for_selector('[data-testid="move"]')
    assert move_texts(page) == ["1. a1-b2"]
    click_move(page, white_win_line()[1])
    stored = json.loads(storage_snapshot(page)['pushgames:save:ok"]x'])
    # a version 1 save, upgraded
    assert stored["rev"] == 1 and stored["v"] == 2 and stored["name"] == "Odd key"
    # Deleting a bad entry from the list removes it and its mention.
    page.locator('[data-testid="home-link"]').click()
    bad = page.locator('#home-view [data-testid="save-entry-bad"]').filter(has_text='q"]')
    bad.get_by_role("button", name="Delete").click()
    page.locator('[data-testid="confirm"]').get_by_role("button", name="Delete").click()
    page.wait_for_function(
        "document.querySelectorAll('#home-view [data-testid=save-entry-bad]').length == 6")
    assert 'pushgames:save:q"]' not in storage_snapshot(page)
    assert "6 saved games could not be read" in text_of(page.locator("#messages"))
    assert 'q"]' not in text_of(page.locator("#messages"))


@pytest.mark.parametrize("pointer", ["x" * 100_000, "[[[[", "null", "nan", '"]'])
def test_a_garbage_active_pointer_starts_without_continue(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None], pointer: str,
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    poison(page, {"pushgames:active": pointer})
    page.goto(page.url.split("#")[0])
    wait_ready(page)
    assert page.locator('[data-testid="continue"]').count() == 0
    assert page.locator('[data-testid="save-entry"]').count() == 1
    page.locator('[data-testid="open-save"]').click()
    page.wait_for_selector('[data-testid="move"]')
    assert move_texts(page) == ["1. a1-b2"]
    # Opening it points "Continue" at it again.
    page.goto(page.url.split("#")[0])
    wait_ready(page)
    assert page.locator('[data-testid="continue"]').is_visible()


def test_a_save_with_a_hostile_record_is_reported_when_opened(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page)
    junk = {"pushgames:save:nested": save_json(name="Nested", record=NESTED_RECORD),
            "pushgames:active": "nested"}
    poison(page, junk)
    page.reload()
    wait_ready(page)
    page.locator('[data-testid="continue"]').click()
    page.wait_for_function(
        "document.querySelector('#messages').textContent.includes('nested too deeply')")
    assert "pushgames:save:nested" in text_of(page.locator("#messages"))
    assert {k: v for k, v in storage_snapshot(page).items() if k in junk} == junk
    page.locator('[data-testid="game-card-pushpush"]').click()
    click_move(page, white_win_line()[0])
    assert move_texts(page) == ["1. a1-b2"]


def test_a_save_at_the_highest_revision_keeps_working(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page)
    poison(page, {"pushgames:save:top": save_json(v=2, rev=2 ** 53 - 1, name="Top")})
    page.reload()
    wait_ready(page)
    assert page.locator('[data-testid="save-entry-bad"]').count() == 0
    page.locator('[data-testid="open-save"]').click()
    page.wait_for_selector('[data-testid="move"]')
    click_move(page, white_win_line()[1])
    stored = json.loads(storage_snapshot(page)["pushgames:save:top"])
    # revs are compared for equality: wrapping is safe
    assert stored["rev"] == 1 and stored["name"] == "Top"
    page.reload()
    wait_ready(page)
    assert move_texts(page) == ["1. a1-b2", "2. a7-a6"]
