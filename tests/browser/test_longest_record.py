"""Issue 22, "the longest record must reopen", with a real game at the limit.

A record may hold at most ``MAX_DECISIONS`` (50,000) entries and ``MAX_TEXT`` (200,000)
characters. No legal game reaches the character limit before the entry limit: a record
entry deflates to at most about 3.5 characters even when the moves are chosen to defeat
the compression (measured for Push Push, Push Fight, Pushout, Push and Apocalypse with
``python -m bench.record_density``; docs/performance.md, "The longest record"), so the
longest record any game can have is one of 50,000 entries, well under 200,000
characters. This test builds one with the engine (Push Push without the repetition
draw, pieces shuffled back and forth), opens its link in the page as a person would,
and makes one more move: the page says in words, above the board, why it cannot be
made; the board and the move list stay as they were; the save still holds the record
of 50,000 decisions, which reopens. (The page's refusal of a record past 200,000
characters is the same path; tests/browser/test_record_limit_and_notices.py drives it
with the page's limit lowered, since no game gets there.)

The limit counts entries, chance's included: in a game with chance a decision may fit
and the card drawn after it not. The second test builds a Pushout game (One Hundred)
one entry short of the limit and discards, which draws a card: the page refuses the
discard and takes it back with the draw, so that no save stops where chance must act.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any, Callable

import pytest
from playwright.sync_api import Page

from pushgames.core import CHANCE, GameRecord, Replay
from pushgames.core.record import MAX_DECISIONS, MAX_TEXT
from pushgames.pushout import GAME as PUSHOUT
from pushgames.pushout import actions as pushout_actions
from pushgames.pushpush import GAME, PushPushState

from .pushweb_helpers import address_record, board_labels, move_texts, storage_snapshot, text_of

#: Each test starts from the booted page, restarted as a first visit (tests/browser/conftest.py).
pytestmark = pytest.mark.shared_page


def keeps_going(state: PushPushState, depth: int) -> bool:
    """Whether the game is not over and (``depth`` > 0) the side to move has a move
    that keeps it so."""
    if GAME.outcome(state) is not None:
        return False
    return depth == 0 or any(keeps_going(GAME.next_state(state, a), depth - 1)
                             for a in GAME.legal_actions(state))


def longest_game(decisions: int = MAX_DECISIONS, seed: int = 2) -> Replay[Any, Any]:
    """A Push Push game of ``decisions`` decisions that nobody has won: random moves,
    each one that leaves the other side a move that does not end the game."""
    rng = random.Random(seed)
    line = Replay.new(GAME, {"repetition": False}, 1)
    # Without the repetition draw, whether a move keeps the game going depends only on the
    # board and the side to move (after the first two plies, whose first-reply rule looks
    # at the first move): the figures shuffle back and forth over the same boards, so each
    # answer is kept (the game built is the same; half the test's own time was these).
    keeps: dict[tuple[Any, int, Any], bool] = {}

    def keeps_it(state: PushPushState, action: Any) -> bool:
        if state.ply < 2:
            return keeps_going(GAME.next_state(state, action), 1)
        key = (state.board, state.to_move, action)
        if key not in keeps:
            keeps[key] = keeps_going(GAME.next_state(state, action), 1)
        return keeps[key]

    while line.ply < decisions:
        actions = list(GAME.legal_actions(line.state))
        rng.shuffle(actions)
        kept = next(a for a in actions if keeps_it(line.state, a))
        line.push(kept, checked=False)
    return line


#: Whether the middle of the element is in the window and what a person sees there.
IN_VIEW_JS = """(el) => { const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    return r.width > 0 && x < innerWidth && y > 0 && y < innerHeight
        && top !== null && el.contains(top); }"""


def keeps_dealing(state: Any) -> bool:
    """Pushout: whether the match is not over and the side to move has a move that
    keeps it so."""
    return PUSHOUT.outcome(state) is None and any(
        PUSHOUT.outcome(PUSHOUT.next_state(state, a)) is None for a in PUSHOUT.legal_actions(state))


def draws_a_card(state: Any, action: Any) -> bool:
    """Whether ``action`` is a discard, which chance follows (the card drawn)."""
    return (pushout_actions.kind(action) == "discard"
            and PUSHOUT.to_move(PUSHOUT.next_state(state, action)) == CHANCE)


def one_entry_short_before_a_draw(seed: int = 2) -> Replay[Any, Any]:
    """A Pushout match (One Hundred) of ``MAX_DECISIONS`` - 1 record entries whose side to
    move may discard: random moves that keep the match going and draw no card (so the
    count of entries is a count of decisions after the deal), the last one chosen so
    that a discard follows."""
    rng = random.Random(seed)
    line = Replay.new(PUSHOUT, {"hundred": True}, seed)

    def fits(action: Any, last: bool) -> bool:
        after = PUSHOUT.next_state(line.state, action)
        if PUSHOUT.to_move(after) == CHANCE or not keeps_dealing(after):
            return False
        return not last or any(draws_a_card(after, b) for b in PUSHOUT.legal_actions(after))

    while line.entry_count(line.ply) < MAX_DECISIONS - 1:
        last = line.entry_count(line.ply) == MAX_DECISIONS - 2
        actions = list(PUSHOUT.legal_actions(line.state))
        rng.shuffle(actions)
        line.push(next(a for a in actions if fits(a, last)), checked=False)
    return line


def saved_record(page: Page) -> str:
    snapshot = storage_snapshot(page)
    entry: dict[str, Any] = json.loads(snapshot["pushgames:save:" + snapshot["pushgames:active"]])
    return str(entry["record"])


def test_a_game_of_the_most_decisions_reopens_and_its_next_move_is_refused_in_words(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    line = longest_game()
    record = line.encoded()
    assert GameRecord.decode(record).decision_count == MAX_DECISIONS and len(record) < MAX_TEXT
    started = time.perf_counter()
    open_page(page, "#pushpush/" + record)
    print(f"opened a record of {MAX_DECISIONS:,} decisions ({len(record):,} characters) "
          f"in {time.perf_counter() - started:.1f} s")
    assert address_record(page) == record and saved_record(page) == record
    board, moves = board_labels(page), move_texts(page)
    assert moves[-1] == f"{MAX_DECISIONS}. {line.notations()[-1]}"

    # One move more (here White's pass, its only move) would make a record no page opens.
    page.get_by_role("button", name="Pass (no legal move)").click()
    refusal = page.locator('[data-testid="message"]', has_text="That move cannot be made")
    refusal.wait_for(state="visible")
    words = text_of(refusal)
    assert f"at most {MAX_DECISIONS:,} moves" in words, words
    assert "could not be opened again" in words, words
    assert "Agree a draw, or start a new game" in words
    assert refusal.evaluate(IN_VIEW_JS), "read where the eye is: in view, nothing over it"
    assert board_labels(page) == board and move_texts(page) == moves, "the move is taken back"
    assert address_record(page) == record, "nothing longer was written"
    assert saved_record(page) == record, "nothing longer was written"

    # The save reopens as it was.
    page.reload()
    wait_ready(page)
    assert address_record(page) == record and saved_record(page) == record
    assert move_texts(page) == moves and board_labels(page) == board


def test_a_decision_that_fits_but_whose_draw_does_not_is_taken_back_with_it(
    page: Page, open_page: Callable[..., Page], wait_ready: Callable[..., None],
) -> None:
    line = one_entry_short_before_a_draw()
    record = line.encoded()
    assert len(GameRecord.decode(record).actions) == MAX_DECISIONS - 1
    assert any(draws_a_card(line.state, a) for a in PUSHOUT.legal_actions(line.state))
    open_page(page, "#pushout/" + record)
    assert address_record(page) == record and saved_record(page) == record
    board, moves = board_labels(page), move_texts(page)

    # The discard is the 50,000th entry; the card it draws would be the 50,001st.
    page.locator('[data-testid="extra-action"]', has_text="Discard").click()
    refusal = page.locator('[data-testid="message"]', has_text="That move cannot be made")
    refusal.wait_for(state="visible")
    assert f"at most {MAX_DECISIONS:,} moves" in text_of(refusal)
    assert "Agree a draw, or start a new game" in text_of(refusal)
    assert refusal.evaluate(IN_VIEW_JS), "read where the eye is: in view, nothing over it"
    assert board_labels(page) == board and move_texts(page) == moves, "the discard is taken back"
    assert address_record(page) == record and saved_record(page) == record, "nothing was written"
    page.reload()
    wait_ready(page)
    assert address_record(page) == record and move_texts(page) == moves
