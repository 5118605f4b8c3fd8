"""The general player (ISMCTS) on toy games: it sees only its seat's view,
handles chance and several seats, and stays within its budget."""

from __future__ import annotations

import pytest

from pushgames.ai import Budget
from pushgames.ai.levels import generic_levels
from pushgames.ai.mcts import ISMCTSPlayer
from pushgames.core import Rng, start

from .timers import SteppedTimer
from .toygames import GuessGame, RaceGame


@pytest.mark.parametrize("secret_seed", range(6))
@pytest.mark.parametrize("seats", [2, 3])
def test_guesser_passes_because_it_cannot_see_the_secret(secret_seed: int, seats: int) -> None:
    game = GuessGame(seats)
    state = start(game, seed=secret_seed)
    assert state.secret in (0, 1, 2)
    # A player that peeked would guess the secret and win; seeing only its
    # view, guessing loses two times in three, so it must pass.
    view = game.view(state, 0)
    player = ISMCTSPlayer()
    assert player.choose(game, view, 0, Budget(nodes=400), Rng(secret_seed)) == "pass"


def test_a_view_that_shows_the_secret_is_used() -> None:
    # The same player guesses right when the view does show the number: the
    # pass above comes from what the view hides, not from a bias.
    game = GuessGame()
    state = start(game, seed=4)
    unmasked = game.view(state, 1)  # the dealer's view shows it
    action = ISMCTSPlayer().choose(game, unmasked, 0, Budget(nodes=400), Rng(1))
    assert action == f"guess{state.secret}"


def test_views_drop_the_generator() -> None:
    game = GuessGame()
    assert game.view(start(game, seed=1), 0).rng is None


@pytest.mark.parametrize("counter", [8, 9])
def test_takes_the_winning_step_with_chance_and_three_seats(counter: int) -> None:
    game = RaceGame(seats=3, goal=10)
    state = start(game, seed=2)
    import dataclasses

    state = dataclasses.replace(state, counter=counter)
    for name, level in generic_levels(game).items():
        action = level.player.choose(game, game.view(state, state.seat), state.seat,
                                     level.arena, Rng(5))
        assert action == f"+{10 - counter}", name


def test_returns_a_legal_action_within_a_time_budget() -> None:
    game = RaceGame(seats=4, goal=30)
    state = start(game, seed=3)
    player = ISMCTSPlayer()
    timer = SteppedTimer(0.001)
    result = player.search(game, game.view(state, state.seat), state.seat,
                           Budget(seconds=0.2, timer=timer),
                           Rng(1))
    assert result.action in game.legal_actions(state)
    assert result.nodes > 10
    assert 0.2 <= timer.now <= 0.2 + 0.005  # it stopped within a few clock reads of its limit


def test_cancel_hook_stops_the_search() -> None:
    game = RaceGame(seats=2, goal=40)
    state = start(game, seed=3)
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 3

    result = ISMCTSPlayer().search(game, game.view(state, 0), 0, Budget(should_stop=stop), Rng(1))
    assert result.action in game.legal_actions(state)
    assert len(calls) == 4


def test_a_game_without_its_own_module_gets_the_general_player() -> None:
    from pushgames.ai import levels_for

    game = RaceGame(seats=3)
    table = levels_for(game)
    assert sorted(table) == ["easy", "hard", "medium"]
    assert all(isinstance(level.player, ISMCTSPlayer) for level in table.values())
    assert all(level.browser.seconds is not None and level.browser.seconds <= 3.0
               for level in table.values())
