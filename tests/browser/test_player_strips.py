"""Seats and player strips: a name and Human / Computer per seat in the
new-game form, and a strip per player (name, Human or "Computer (Hard)",
whose turn) with the computer's thinking indicator on the computer's strip.
The guard in conftest.py fails any test on a console error or a non-local request."""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Callable

import json
from urllib.parse import unquote

from pushgames.registry import load_record

from .pushweb_helpers import click_move, white_win_line
from .pushweb_helpers import text_of

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

MOVES = '[data-testid="move"]'
STRIP = '[data-testid="strip-{}"]'


def test_the_form_has_a_named_row_per_seat_and_the_strips_show_them(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushpush")
    # Two people by default: a strip each, White's turn.
    assert page.locator(STRIP.format(0)).locator(
        '[data-testid="strip-kind"]').text_content() == "Human"
    assert page.locator(STRIP.format(0)).get_attribute("data-strip") == "turn"
    assert page.locator(STRIP.format(1)).get_attribute("data-strip") == "idle"
    page.locator('[data-testid="new-game"]').click()
    form = page.locator('[data-testid="new-game-form"]')
    for seat in (0, 1):
        assert form.locator(f'[data-testid="seat-name-{seat}"]').is_visible()
        assert form.locator(f'[data-testid="seat-{seat}"]').is_visible()
    # A name that looks like markup stays text.
    page.fill('[data-testid="seat-name-1"]', "<b>Ada</b>")
    page.select_option('[data-testid="seat-0"]', "hard")
    page.select_option('[data-testid="ai-speed"]', "slow")
    page.locator('[data-testid="start-new-game"]').click()
    page.wait_for_selector('body[data-ai-thinking="true"]', state="attached")
    computer, person = page.locator(STRIP.format(0)), page.locator(STRIP.format(1))
    assert computer.locator('[data-testid="strip-kind"]').text_content() == "Computer (Hard)"
    assert computer.locator('[data-testid="strip-name"]').text_content() == "White (A)"
    assert person.locator('[data-testid="strip-kind"]').text_content() == "Human"
    assert person.locator('[data-testid="strip-name"]').text_content() == "<b>Ada</b>"
    assert page.locator('[data-testid="strips"] b').count() == 0
    # The computer's turn, and its thinking shown on its own strip.
    assert computer.get_attribute("data-strip") == "turn"
    assert "to move" in text_of(computer.locator('[data-testid="strip-state"]'))
    indicator = computer.locator('[data-testid="ai-thinking"]')
    indicator.wait_for(state="visible")
    assert "Computer (Hard) is thinking" in text_of(indicator)
    # It moves: the person's turn, the indicator hidden again.
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === 1", timeout=90_000)
    page.wait_for_function(
        "document.querySelector('[data-testid=strip-1]').dataset.strip === 'turn'")
    assert computer.get_attribute("data-strip") == "idle"
    assert page.locator('[data-testid="ai-thinking"]').is_hidden()
    # The form remembers the names for the next game.
    page.locator('[data-testid="new-game"]').click()
    assert page.locator('[data-testid="seat-name-1"]').input_value() == "<b>Ada</b>"


def test_two_computers_each_show_their_thinking_on_their_strip(
    page: Page, open_page: Callable[..., Page],
) -> None:
    open_page(page, "#pushfight")
    page.locator('[data-testid="new-game"]').click()
    page.select_option('[data-testid="seat-0"]', "easy")
    page.select_option('[data-testid="seat-1"]', "medium")
    page.select_option('[data-testid="ai-speed"]', "slow")
    page.locator('[data-testid="start-new-game"]').click()
    seen = set()
    for _ in range(600):
        if page.evaluate("document.body.dataset.aiThinking") == "true":
            # Host and text in one read: the indicator may move to the other strip between two
            # reads.
            host, text = page.evaluate("() => { const e = document.getElementById('ai-thinking');"
                                       " return [e.closest('[data-seat]')?.dataset.seat ?? null, "
                                       "e.textContent]; }")
            if host is not None:
                seen.add((host, text.split(" is thinking")[0]))
        if len(seen) == 2:
            break
        page.wait_for_timeout(100)
    assert seen == {("0", "Computer (Easy)"), ("1", "Computer (Medium)")}


def answer_out_of_turn_record() -> str:
    """A Pushout line whose last move pushed a card off on the other side: its
    owner must place it during the mover's turn (found by the engine)."""
    import random

    from pushgames.core import Replay
    from pushgames.registry import get_game

    game = get_game("pushout")
    for seed in range(200):
        line, choose = Replay.new(game, {}, seed), random.Random(seed)
        for _ in range(80):
            state = line.state
            if line.outcome is not None:
                break
            seat = game.to_move(state)
            if seat >= 0 and seat != state.turn:
                return line.encoded()
            line.push(choose.choice(list(game.legal_actions(state))))
    raise AssertionError("no answer out of turn found")


def test_a_seat_that_must_answer_out_of_turn_is_marked_on_its_strip(
    page: Page, open_page: Callable[..., Page],
) -> None:
    record = answer_out_of_turn_record()
    from pushgames.registry import load_record

    state = load_record(record).state
    owner, answering = state.turn, 1 - state.turn
    open_page(page, "#pushout/" + record)
    strip, turn_strip = page.locator(STRIP.format(answering)), page.locator(STRIP.format(owner))
    assert strip.get_attribute("data-strip") == "answer"
    assert text_of(strip.locator('[data-testid="strip-state"]')).startswith("must answer: ")
    assert turn_strip.get_attribute("data-strip") == "turn"
    assert turn_strip.locator('[data-testid="strip-state"]').text_content() == "their turn"


def test_a_reload_plays_on_with_the_same_players(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    """Who plays each seat is saved with the game: after a reload the computer
    is still the computer (it answers the person's move) and the names stay."""
    open_page(page, "#pushpush")
    page.locator('[data-testid="new-game"]').click()
    page.fill('[data-testid="seat-name-0"]', "Ada")
    page.select_option('[data-testid="seat-1"]', "easy")
    page.select_option('[data-testid="ai-speed"]', "fast")
    page.locator('[data-testid="start-new-game"]').click()
    click_move(page, white_win_line()[0])
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === 2", timeout=90_000)
    page.reload()
    wait_ready(page)
    person, computer = page.locator(STRIP.format(0)), page.locator(STRIP.format(1))
    assert person.locator('[data-testid="strip-name"]').text_content() == "Ada"
    assert person.locator('[data-testid="strip-kind"]').text_content() == "Human"
    assert computer.locator('[data-testid="strip-kind"]').text_content() == "Computer (Easy)"
    # The computer still answers: a person's move brings its reply.
    replay = load_record(unquote(page.evaluate("pgLive()"))[1:].partition("/")[2])
    reply = next(a for a in replay.game.legal_actions(replay.state))
    click_move(page, reply)
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length === 4", timeout=90_000)


def test_a_damaged_player_entry_in_a_save_is_dropped_and_the_game_opens(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    record = unquote(page.evaluate("pgLive()"))[1:].partition("/")[2]
    # An unknown level, a number for a level, a name too long: each is dropped.
    entry = {"v": 2, "rev": 1, "name": "Odd players", "game": "pushpush", "created": 1,
             "updated": 2,
             "record": record, "computer1": "grandmaster", "computer0": 7, "name0": "x" * 500}
    page.evaluate("([k, v]) => { localStorage.clear(); localStorage.setItem(k, v); }",
                  ["pushgames:save:odd", json.dumps(entry)])
    page.goto(page.url.split("#")[0])
    wait_ready(page)
    page.locator('[data-testid="open-save"]').click()
    page.wait_for_selector('[data-testid="strip-1"]')
    assert page.locator('[data-testid="game-name"]').input_value() == "Odd players"
    for seat, name in ((0, "White (A)"), (1, "Black (B)")):
        strip = page.locator(STRIP.format(seat))
        assert strip.locator('[data-testid="strip-kind"]').text_content() == "Human"
        assert strip.locator('[data-testid="strip-name"]').text_content() == name
