"""The home page's "Play the computer": one click starts a new game against
the computer at Medium, the person in the first seat. The guard in
conftest.py fails any test on a console error or a non-local request."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable

import json

from pushgames.core import GameRecord

from .pushweb_helpers import click_move, storage_snapshot, strip_kinds, white_win_line
from .pushweb_helpers import text_of

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

MOVES = '[data-testid="move"]'
STRIP = '[data-testid="strip-{}"]'


def test_one_click_plays_the_computer_and_it_replies(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page)
    assert page.locator('[data-testid="pass-and-play-pushpush"]').is_visible()
    page.locator('[data-testid="play-computer-pushpush"]').click()
    page.locator(STRIP.format(1)).wait_for()
    assert strip_kinds(page) == ["Human", "Computer (Medium)"]
    assert page.locator('[data-testid="status"]').text_content() == "White (A) to move"
    assert page.locator(STRIP.format(0)).get_attribute("data-strip") == "turn"
    click_move(page, white_win_line()[0])
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === 2", timeout=90_000)
    assert page.locator(STRIP.format(0)).get_attribute("data-strip") == "turn"
    # Saved with who plays, and listed so.
    entry = next(json.loads(v)
                 for k, v in storage_snapshot(page).items() if k.startswith("pushgames:save:"))
    assert entry["computer1"] == "medium" and "computer0" not in entry
    assert len(GameRecord.decode(entry["record"]).actions) == 2
    page.locator('[data-testid="home-link"]').click()
    # The home view is drawn again after the click: wait for its list, then count it.
    page.locator('#home-view:not([hidden]) [data-testid="save-entry"]').first.wait_for()
    row = page.locator('#home-view [data-testid="save-entry"]')
    assert row.count() == 1
    assert row.locator(".save-who").text_content() == "Push Push \u00b7 You v Computer (Medium)"
    assert text_of(row.locator(".save-progress")).startswith("2 moves \u00b7 in play")
    # "Pass and play" still starts a game of people.
    page.locator('[data-testid="pass-and-play-pushpush"]').click()
    page.wait_for_function("document.querySelectorAll('[data-testid=strip-kind]').length === 2 && "
                           "[...document.querySelectorAll('[data-testid=strip-kind]')]"
                           ".every(e => e.textContent === 'Human')")
    assert page.locator(MOVES).count() == 0


def test_apocalypse_against_computers_needs_no_hand_off(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page)
    page.locator('[data-testid="play-computer-apocalypse"]').click()
    # A game of 2-6 seats opens its setup first: the default 4 players, you and 3 computers.
    setup = page.locator('[data-testid="home-setup"]')
    assert setup.locator('[data-testid="home-setup-seats"]').input_value() == "4"
    assert setup.locator(
        '[data-testid="home-setup-start"]').text_content() == "Start: 1 person and 3 computers"
    setup.locator('[data-testid="home-setup-start"]').click()
    page.locator(STRIP.format(3)).wait_for()
    assert strip_kinds(page) == ["Human"] + ["Computer (Medium)"] * 3
    # One person alone against computers is never asked to hand the device over
    # (the hand-off screen itself is tested in test_apocalypse_pass_and_play.py).
    assert page.evaluate("document.body.dataset.handoff || 'false'") == "false"
    # Whoever the roll lets start, play comes round to the person (Red).
    page.wait_for_function(
        "document.querySelector('[data-testid=strip-0]').dataset.strip === 'turn'",
        timeout=120_000)


def test_apocalypse_pass_and_play_and_its_picture_ask_how_many_and_who_plays(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page)
    page.locator('[data-testid="game-card-apocalypse"]').click()  # the picture: as "Pass and play"
    setup = page.locator('[data-testid="home-setup"]')
    setup.wait_for()
    assert setup.locator('[data-testid="home-setup-start"]').text_content() == "Start: 4 people"
    setup.locator('[data-testid="home-setup-cancel"]').click()
    assert setup.count() == 0
    page.locator('[data-testid="pass-and-play-apocalypse"]').click()
    setup.locator('[data-testid="home-setup-seats"]').select_option("3")
    assert setup.locator('[data-testid="home-seat-3"]').is_hidden() and setup.locator(
        '[data-testid="home-seat-2"]').is_visible()
    setup.locator('[data-testid="home-seat-2"]').select_option("easy")
    assert setup.locator(
        '[data-testid="home-setup-start"]').text_content() == "Start: 2 people and 1 computer"
    setup.locator('[data-testid="home-setup-start"]').click()
    page.locator(STRIP.format(2)).wait_for()
    assert strip_kinds(page) == ["Human", "Human", "Computer (Easy)"]
    assert page.locator(STRIP.format(3)).count() == 0
