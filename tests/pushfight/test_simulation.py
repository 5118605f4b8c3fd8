"""Random Push Fight games through the contract, invariants checked after every
decision: 10 pieces minus those pushed off, the anchor on a square piece of the
side that just pushed, replay from the notations gives the same states."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pushgames.core import TERMINAL, replay_notations
from pushgames.core.simulate import random_game
from pushgames.pushfight import GAME, RANDOM, STANDARD, Step, position_of
from pushgames.pushfight.analysis import has_immediate_win
from typing import Sequence
from pushgames.pushfight.rules import PushFightState
from pushgames.pushfight.turns import Action
from ..outcome import finished

MAX_DECISIONS = 120


def choose(state: PushFightState, actions: Sequence[Action], chooser: random.Random) -> Action:
    """Mostly whole setups (random/standard), sometimes piece by piece; then uniform."""
    if state.phase == "setup":
        pick = chooser.randrange(4)
        chosen: Action = (RANDOM, STANDARD)[pick] if pick < 2 else actions[
            chooser.randrange(len(actions))]
        return chosen
    return actions[chooser.randrange(len(actions))]


def play_random_game(seed: int) -> PushFightState:
    options = {"repetition": seed % 3 != 0}
    played = random_game(GAME, options, seed, max_decisions=MAX_DECISIONS, choose=choose,
                         check=check_invariants)
    notations = [GAME.notation(s, a) for s, a in zip(played.states, played.actions)]
    replayed = replay_notations(GAME, notations, options, seed)
    assert replayed.states == list(played.states)
    return played.final


def check_invariants(before: PushFightState, action: Action, state: PushFightState) -> None:
    white = state.squares[0] | state.rounds[0]
    brown = state.squares[1] | state.rounds[1]
    assert not white & brown and not state.squares[0] & state.rounds[
        0] and not state.squares[1] & state.rounds[1]
    if state.phase == "play":
        counts = (state.squares[0].bit_count(), state.rounds[0].bit_count(),
                  state.squares[1].bit_count(), state.rounds[1].bit_count())
        off = 10 - sum(counts)
        outcome = GAME.outcome(state)
        # Nothing leaves the board but the one piece whose fall ends the game.
        assert off == (1 if outcome is not None and "pushed" in outcome.reason else 0)
        if off:
            loser = 1 - min(finished(outcome).winners)
            assert (counts[2 * loser] + counts[2 * loser + 1]) == 4
        if before.phase == "play" and isinstance(action,
                                                 Step) and before.occupied >> action.dst & 1:
            # After a push the anchor sits on a square piece of the side that pushed.
            assert state.anchor == action.dst
            assert state.squares[before.to_move] >> state.anchor & 1
            if outcome is None:
                assert state.to_move == 1 - before.to_move and state.moves_made == 0
        elif state.anchor != -1:
            assert state.squares[1 - state.to_move] >> state.anchor & 1
        assert state.moves_made <= 2


@settings(max_examples=120, deadline=None)
@given(st.integers(min_value=0, max_value=2**40))
def test_random_games_keep_every_invariant(seed: int) -> None:
    play_random_game(seed)


def test_random_games_end_in_the_ways_the_rules_allow() -> None:
    reasons: Counter[str] = Counter()
    for seed in range(40):
        outcome = GAME.outcome(play_random_game(seed))
        reasons[outcome.reason.split(" ", 1)[1] if outcome and not outcome.is_draw else
                (outcome.reason if outcome else "running")] += 1
    assert any("pushed" in reason for reason in reasons), reasons


def test_a_win_is_found_when_one_exists_in_random_games() -> None:
    """has_immediate_win agrees with playing out the turn found by successors."""
    from pushgames.pushfight import successors

    for seed in range(15):
        state = play_random_game(seed * 7 + 1)
        if GAME.to_move(state) == TERMINAL or state.phase != "play" or state.moves_made:
            continue
        position = position_of(state)
        wins = [s for s in successors(position) if s.wins]
        assert has_immediate_win(position) == bool(wins)
