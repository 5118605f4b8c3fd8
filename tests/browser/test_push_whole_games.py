"""Push through the page from start to end, and an answer out of turn at one device.

- Two seats against the computer at Easy, played by clicking until the game is
  over (a short game: the round limit is 2). On each of Red's turns the
  threats over the board are exactly the engine's (pushgames.push.threats), the
  log reads in words, a click that chooses nothing says why, and a chosen card
  says what it does.
- Three people at one device: Red's Know Intentions is answered out of turn by
  Blue with Changing Future, which negates it; the device goes to Blue and back
  to Red, and the log tells everyone that the card was cancelled.

Positions come from seeds checked with the engine first; waits are on page state.
"""

from __future__ import annotations

from playwright.sync_api import Page
from typing import Any, Callable

import re

from pushgames.core import Replay
from pushgames.push import GAME
from pushgames.push.cards import NAMES
from pushgames.push.common import Act
from pushgames.push.state import PushState, Window
from pushgames.push.threats import describe, threats

from .pushweb_helpers import take_device, text_of
from .test_push_pass_and_play import (
    BLUE, GREEN, RED, THREE_SEAT_SEED, check_private, checked_opening, click_extra, play_on_seat,
    start_game,
)
from .pushweb_helpers import cell, handoff_seat, page_replay
from .test_push_play import (
    PROMPT, finish_turn, new_game_against_easy, wait_for_decisions, wait_for_red, walk_with_dice,
)

import pytest

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page

#: A log line in engine shorthand ("Blue: to j7", "move 4 b2", "roll 3"): never in the log.
SHORTHAND = re.compile(r"^(?:[A-Z][a-z]+: )?(?:to|move|roll|play|end|keep) ", re.M)


def page_threats(page: Page) -> list[str]:
    return page.locator('[data-testid="ps-threat"]').all_text_contents()


def check_turn_words(page: Page, replay: Replay[PushState, Act]) -> None:
    """Red's view at the top of its turn: threats as the engine finds them, a log in words."""
    state = replay.state
    assert page_threats(page) == [describe(t, RED, state.board) for t in threats(state)]
    log = page.locator('[data-testid="ps-log"]').inner_text()
    assert "Round" in log and not SHORTHAND.search(log), log


def test_a_two_seat_game_against_easy_is_played_to_the_end(
    page: Page, open_page: Callable[..., Any],
) -> None:
    new_game_against_easy(page, open_page, rounds=2)
    replay = page_replay(page)
    assert replay.options["rounds"] == 2 and GAME.to_move(replay.state) == RED

    # A click on Blue's operative chooses nothing and says why; so does a card that cannot be
    # played.
    blue_square = next(sq for sq, op in enumerate(replay.state.board)
                       if op is not None and op.owner == BLUE)
    assert page.locator('[data-testid="ps-refusal"]').count() == 0
    cell(page, blue_square).click()
    assert text_of(page.locator('[data-testid="ps-refusal"]')).startswith("That is Blue's ")
    money = page.locator('[data-testid="ps-hand-card"][data-name="Money"]')
    assert money.get_attribute(
        "aria-disabled") == "true", "Red's box is full: Money has nowhere to recruit"
    money.click(force=True)  # aria-disabled: still clickable, so that the click can say why
    assert page.locator('[data-testid="ps-refusal"]').text_content() == (
        "Money recruits into an empty square of your box: your box is full.")
    assert len(page_replay(page).actions) == len(replay.actions), "a refused click plays nothing"

    # Out of the box with a die: now Money says what it does before it is played; Cancel plays
    # nothing.
    if page.locator('[data-testid="extra-action"]', has_text="Keep the dice").count():
        page.locator('[data-testid="extra-action"]', has_text="Keep the dice").click()
        replay = wait_for_decisions(page, len(replay.actions) + 1)
    assert walk_with_dice(page, replay, leave_box=True)
    replay = page_replay(page)
    money.click()
    said = text_of(page.locator('[data-testid="ps-card-chosen"] p').first)
    assert said.startswith("Money: recruit an operative."), said
    page.locator('[data-testid="ps-card-chosen"] button', has_text="Cancel").click()
    assert page.locator('[data-testid="ps-card-chosen"]').count() == 0
    assert len(page_replay(page).actions) == len(replay.actions)
    finish_turn(page)
    wait_for_red(page)

    for _ in range(10):
        replay = page_replay(page)
        if GAME.outcome(replay.state) is not None:
            break
        assert GAME.to_move(replay.state) == RED and replay.state.turn == RED
        check_turn_words(page, replay)
        if page.locator('[data-testid="extra-action"]', has_text="Keep the dice").count():
            count = len(replay.actions)
            page.locator('[data-testid="extra-action"]', has_text="Keep the dice").click()
            replay = wait_for_decisions(page, count + 1)
        walk_with_dice(page, replay, leave_box=True)
        finish_turn(page)
        wait_for_red(page)
    else:
        raise AssertionError("the game never ended")

    outcome = GAME.outcome(page_replay(page).state)
    assert outcome is not None
    over = page.locator('[data-testid="game-over"]')
    over.wait_for(state="visible")
    assert outcome.reason in text_of(over)
    log = page.locator('[data-testid="ps-log"]').inner_text()
    assert "Round 2 \u00b7 Blue" in log and "Blue rolls" in log and not SHORTHAND.search(log)


def test_three_people_negate_a_card_out_of_turn_with_the_hand_off(
    page: Page, open_page: Callable[..., Any],
) -> None:
    line = checked_opening(3, THREE_SEAT_SEED, "Know Intentions", BLUE)
    answer = GAME.parse(line.state, "play Changing Future")
    assert isinstance(line.state.stack[-1], Window) and answer in GAME.legal_actions(line.state)
    line.push(answer)
    assert GAME.to_move(line.state) == RED and not line.state.stack, "negated: Red decides again"
    start_game(page, open_page, 3, {RED: "human", BLUE: "human", GREEN: "human"}, THREE_SEAT_SEED)

    assert take_device(page) == RED
    click_extra(page, "Keep the dice")
    replay = play_on_seat(page, "Know Intentions", "Blue")
    page.wait_for_selector(f'body[data-handoff="{BLUE}"]', state="attached")
    check_private(page, None)
    assert take_device(page) == BLUE
    check_private(page, BLUE)
    assert text_of(page.locator(PROMPT)).startswith("Blue: answer Red's Know Intentions")
    assert "Red plays Know Intentions on Blue" in text_of(
        page.locator('[data-testid="ps-callout"]'))
    replay = click_extra(page, "Answer with Changing Future")
    assert replay.actions[-1] == answer

    # Negated: Red decides again, after a hand-off; Red never saw Blue's hand.
    assert GAME.to_move(replay.state) == RED
    page.wait_for_selector(f'body[data-handoff="{RED}"]', state="attached")
    assert handoff_seat(page) == RED
    check_private(page, None)
    assert take_device(page) == RED
    snap, replay = check_private(page, RED)
    assert snap["known"] == "", "the negated card showed Red nothing"
    cancelled = "Blue answers with Changing Future: Red's Know Intentions is cancelled"
    assert cancelled in page.locator('[data-testid="ps-log"]').inner_text()
    assert cancelled in text_of(page.locator('[data-testid="ps-callout"]'))
    assert NAMES.index("Changing Future") in {c.face
                                              for c in replay.state.cards.piles[
        1]}, "on the discard"
