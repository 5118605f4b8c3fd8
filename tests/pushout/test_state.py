"""The Pushout state is an immutable value: it cannot be changed in place, it
hashes and compares by content, its repr pastes back, and no decision changes
the state it was applied to."""

from __future__ import annotations

import pytest

from pushgames.core import Outcome, Rng, resolve_chance, start
from pushgames.pushout import GAME
from pushgames.pushout.state import DealResult, PushoutState
from pushgames.pushout.variants import Rules

from .test_simulation import play_random_game

NAMESPACE = {"PushoutState": PushoutState, "Rules": Rules, "Rng": Rng, "Outcome": Outcome,
             "DealResult": DealResult, "frozenset": frozenset}


def test_a_state_cannot_be_changed_in_place() -> None:
    state = resolve_chance(GAME, start(GAME, {}, 4))
    with pytest.raises(AttributeError):
        state.turn = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        state.board[0] = 0  # type: ignore[index]


@pytest.mark.parametrize("options", [{}, {"swiss": True, "hundred": True, "double": True}])
def test_the_repr_of_every_state_of_a_game_pastes_back_to_an_equal_state(
    options: dict[str, bool]) -> None:
    for state in play_random_game(11, options)[2]:
        again = eval(repr(state), NAMESPACE)
        assert again == state and hash(again) == hash(state)


@pytest.mark.parametrize("options",
                         [{}, {"swiss": True, "conveyor": True}, {"single": True, "double": True},
                          {"hundred": True, "bw_scoring": True, "bw_middle": True}])
def test_no_decision_changes_the_state_it_is_applied_to(options: dict[str, bool]) -> None:
    """Moves work on a copy of the board: every state of a game still shows what
    it showed when it was made, after the whole game has been played from it."""
    _, _, states = play_random_game(5, options)
    snapshots = [repr(state) for state in states]
    for state in states:  # apply every legal decision to each state again
        for action in GAME.legal_actions(state):
            GAME.next_state(state, action)
    assert [repr(state) for state in states] == snapshots


def test_with_rng_replaces_the_generator_and_nothing_else() -> None:
    state = resolve_chance(GAME, start(GAME, {"swiss": True}, 8))
    other = GAME.with_rng(state, Rng.from_seed(99))
    assert other.rng == Rng.from_seed(99) and other.rng != state.rng
    assert other._replace(rng=state.rng) == state
