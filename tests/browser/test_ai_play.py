"""Playing against the computer in the page: seat choices, the search worker,
a whole game, responsiveness while the computer thinks, undo, the fallback.

The person's moves are chosen by the CPython players (so the game is short and
real) and played by clicking the board, like a person would.
"""

from __future__ import annotations

from pushgames.pushpush.rules import Move

from playwright.sync_api import Page
from typing import Any, Callable

import re

import pytest

from pushgames.ai import Budget, level_player
from pushgames.core import Replay, Rng
from pushgames.registry import load_record
from bench.responsiveness import PROBE_JS

from .pushweb_helpers import cell, page_replay, start_from_form, take_device
from .pushweb_helpers import text_of

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

MOVES = '[data-testid="move"]'


def click_move(page: Page, move: Move) -> None:
    """Click the figure and its destination (and the push chooser when it asks)."""
    count = page.locator(MOVES).count()
    cell(page, move.src).click()
    cell(page, move.dst).click()
    chooser = page.locator('[data-testid="chooser"]')
    if chooser.is_visible():
        kind = "Deflected push" if move.deflected else "Normal push"
        chooser.get_by_role("button", name=re.compile("^" + kind)).click()
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length > {count}")


def start_against_computer(
    page: Page, level: str = "easy", human_seat: int = 0, speed: str = "fast",
) -> None:
    page.locator('[data-testid="new-game"]').click()
    page.select_option(f'[data-testid="seat-{1 - human_seat}"]', level)
    page.select_option(f'[data-testid="seat-{human_seat}"]', "human")
    page.select_option('[data-testid="ai-speed"]', speed)
    page.locator('[data-testid="start-new-game"]').click()


def test_a_whole_game_against_the_computer_while_the_board_stays_responsive(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    # Only people play the game on screen: the page starts no worker (a second Pyodide)...
    assert page.evaluate("document.body.dataset.aiWorker") == "idle"
    assert page.workers == []
    start_against_computer(page, "easy")
    # ...until a computer takes a seat.
    page.wait_for_selector('body[data-ai-worker="ready"]', state="attached", timeout=90_000)
    assert len(page.workers) == 1
    player, _ = level_player(load_record(page_replay(page).record().encode()).game, "medium")
    probes = []
    for turn in range(120):
        replay = page_replay(page)
        if replay.outcome is not None:
            break
        game, state = replay.game, replay.state
        assert game.to_move(state) == 0, "the person is White; the computer answers every move"
        move = player.choose(game, state, 0, Budget(nodes=3000), Rng(turn))
        count = page.locator(MOVES).count()
        click_move(page, move)
        if game.outcome(game.apply(state, move)) is not None:
            break
        if turn < 3:
            probes += page.evaluate(PROBE_JS)
        # The computer answers: one more move in the list (or the game ends).
        page.wait_for_function(
            f"document.querySelectorAll('{MOVES}').length > {count + 1} || "
            "!document.querySelector('[data-testid=game-over]').hidden", timeout=30_000)
    banner = page.locator('[data-testid="game-over"]')
    banner.wait_for(state="visible")
    # The banner tells the engine's outcome: a draw, or the winner by name ("White (A)
    # won: ..." or, for a ball pushed off its pusher's own edge, "...: White (A) wins.").
    outcome, said = page_replay(page).outcome, text_of(banner)
    assert outcome is not None, said
    if outcome.is_draw:
        assert said.startswith("Draw"), said
    else:
        names = page_replay(page).game.meta.seat_names
        assert all(names[seat] in said for seat in outcome.winners), (said, outcome)
        assert re.search(r"\b(won|wins)\b", said), said
    assert page.locator('[data-testid="ai-thinking"]').is_hidden()
    # Clicks were answered while the computer thought: a search on the main
    # thread would have held every click until it ended, leaving no probe
    # answered during it. How fast they are answered is the bench's figure.
    assert len(probes) >= 3, probes


def test_undo_takes_back_the_computers_reply_and_cancels_its_search(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    start_against_computer(page, "hard", speed="slow")
    replay = page_replay(page)
    game = replay.game
    click_move(page, game.parse(replay.state, "d1-d2"))
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === 2", timeout=60_000)
    # Undo: the computer's reply and the person's move go back.
    page.locator('[data-testid="undo"]').click()
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === 0")
    assert page_replay(page).actions == []
    # Now a move, and at once undo while the computer thinks: its answer is dropped.
    click_move(page, game.parse(page_replay(page).state, "c1-c2"))
    page.wait_for_selector('body[data-ai-thinking="true"]', state="attached")
    dropped = int(page.evaluate("document.body.dataset.aiDropped || '0'"))
    page.locator('[data-testid="undo"]').click()
    # The search that was running answers in the end, and its answer is dropped.
    page.wait_for_function(f"Number(document.body.dataset.aiDropped || 0) > {dropped}",
                           timeout=60_000)
    assert page_replay(page).actions == []
    assert page.locator('[data-testid="ai-thinking"]').is_hidden()


@pytest.mark.parametrize("game_id", ["pushpush", "pushfight", "pushout"])
def test_two_computers_play_a_demo_game(
    page: Page, open_page: Callable[..., Page], game_id: str,
) -> None:
    open_page(page, "#" + game_id)
    page.locator('[data-testid="new-game"]').click()
    page.select_option('[data-testid="seat-0"]', "medium")
    page.select_option('[data-testid="seat-1"]', "easy")
    page.select_option('[data-testid="ai-speed"]', "fast")
    page.locator('[data-testid="start-new-game"]').click()
    replay = decisions_or_the_end(page, 8)
    # The deal is random each run, and a deal can end the game sooner: a Pushout demo once
    # ended on White's straight after 6 decisions (the test waited for 8 that never came).
    assert len(replay.actions) >= 8 or replay.outcome is not None
    decided = replay.states[:len(replay.actions)][:8]  # the positions each decision was made in
    assert {replay.game.to_move(s) for s in decided} == {0, 1}  # both seats played


def decisions_or_the_end(page: Page, count: int, timeout_ms: int = 90_000) -> Replay[Any, Any]:
    """Poll the page's record until it holds ``count`` decisions or the game is over."""
    waited = 0
    while True:
        replay = page_replay(page)
        if len(replay.actions) >= count or replay.outcome is not None:
            return replay
        assert waited < timeout_ms, f"{len(replay.actions)} decisions, the game on"
        page.wait_for_timeout(200)
        waited += 200


#: The notice that the computer thinks on the page because its worker did not start.
FALLBACK = '[data-testid="message"]:has-text("thinks on this page instead")'


def fallback_notices(page: Page) -> list[str]:
    """The fallback notices on the page, once the worker's start has been decided (the
    page decides whether to say it in the same step that marks the worker failed)."""
    page.wait_for_selector('body[data-ai-worker="failed"]', state="attached")
    return [text_of(note) for note in page.locator(FALLBACK).all()]


def test_without_the_worker_the_page_says_so_and_plays_easy_on_the_main_thread(
    page: Page, site_url: str, wait_ready: Callable[..., None],
) -> None:
    # The address names a computer for a third seat, which Push Push has not: people only.
    page.goto(site_url + "?aiworker=0&players=human,human,easy#pushpush")
    wait_ready(page)
    assert fallback_notices(page) == [], "no computer plays: the page says nothing of one"
    start_against_computer(page, "hard")
    page.locator(FALLBACK).wait_for(state="visible")
    assert "could not start (switched off by ?aiworker=0)" in text_of(page.locator(FALLBACK))
    replay = page_replay(page)
    click_move(page, replay.game.parse(replay.state, "d1-d2"))
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === 2", timeout=30_000)
    assert page.evaluate("document.body.dataset.aiWorker") == "failed"


def test_the_fallback_notice_stands_only_while_a_computer_seat_plays(
    page: Page, open_page: Callable[..., Page],
) -> None:
    """Three seats without the worker: the notice with a computer at the third seat, none
    when three people play, and again when a computer takes a seat."""
    open_page(page, "?aiworker=0&players=human,human,easy#pickpocket")
    notices = fallback_notices(page)
    assert len(notices) == 1 and "plays at the Easy level" in notices[0], notices
    for seed, kinds, shown in ((5, {2: "human"}, False), (6, {2: "easy"}, True)):
        take_device(page)
        start_from_form(page, seed, {0: "human", 1: "human", **kinds}, 3)
        take_device(page)
        assert page.evaluate("document.body.dataset.handoff") == "false"
        if shown:
            page.locator(FALLBACK).wait_for(state="visible")
            assert "thinks on this page instead" in text_of(page.locator(FALLBACK))
        else:
            assert fallback_notices(page) == [], f"three people play: {kinds}"
