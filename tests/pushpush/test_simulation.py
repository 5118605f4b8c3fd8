"""Random games through the contract, with invariants checked after every action."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pushgames.core import TERMINAL, replay_notations
from pushgames.core.simulate import random_game, uniform
from pushgames.pushpush import GAME
from pushgames.pushpush.board import BALL, EMPTY
from typing import Sequence
from pushgames.core import Outcome
from pushgames.pushpush.rules import Move, PushPushState

MAX_PLIES = 150


def _counts(board: Sequence[int]) -> Counter[int]:
    return Counter(code for code in board if code != EMPTY)


def check_invariants(before: PushPushState, move: Move, after: PushPushState) -> None:
    previous, counts = _counts(before.board), _counts(after.board)
    # The board is a tuple of 49 cells, so no two pieces share a square; figures only leave.
    assert len(after.board) == 49
    assert all(counts[code] <= previous[code] for code in counts)
    outcome = GAME.outcome(after)
    assert counts[BALL] == (0 if outcome and "ball" in outcome.reason else 1)
    assert GAME.to_move(after) in (1 - GAME.to_move(before), TERMINAL)
    # "A seat to move has an action (a pass)" is asserted where the driver computes
    # that state's legal actions anyway (choose_checked), and for the final state.


def choose_checked(state: PushPushState, actions: Sequence[Move], chooser: random.Random) -> Move:
    """The uniform choice, after asserting that the seat to move has an action: the
    driver computed ``actions`` for ``state`` already (issue 24: a third call cost a
    third of the simulation's time). Every state after an action is either decided on
    here or the game's last, which play_random_game checks."""
    assert actions, "a seat to move has an action (a pass)"
    return uniform(state, actions, chooser)


def play_random_game(seed: int) -> tuple[Outcome | None, list[str], list[PushPushState]]:
    """Play random moves through the contract, invariants checked each ply; then
    replay the notations through the checked path and compare every state."""
    options = {"first": "AB"[seed % 2]}
    played = random_game(GAME, options, seed, max_decisions=MAX_PLIES, choose=choose_checked,
                         check=check_invariants)
    final = played.final
    assert GAME.legal_actions(final) or GAME.to_move(
        final) == TERMINAL, "a seat to move has an action (a pass)"
    notations = [GAME.notation(s, a) for s, a in zip(played.states, played.actions)]
    restored = replay_notations(GAME, notations, options, seed)
    assert restored.states == list(played.states)
    return GAME.outcome(played.final), notations, list(played.states)


@settings(max_examples=1000, deadline=None)
@given(st.integers(min_value=0, max_value=2**40))
def test_random_games_keep_every_invariant(seed: int) -> None:
    play_random_game(seed)


def test_random_games_end_in_every_way_the_rules_allow() -> None:
    reasons: Counter[str] = Counter()
    for seed in range(300):
        outcome = play_random_game(seed)[0]
        reasons[outcome.reason if outcome else "unfinished"] += 1
    assert reasons["the ball left the board across the north edge"] > 0
    assert reasons["the ball left the board across the south edge"] > 0
