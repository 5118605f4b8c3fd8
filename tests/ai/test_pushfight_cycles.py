"""Push Fight levels step out of cycles when another turn is about as good (issue 28).

The line is a real game: Medium against itself from the arena's random set-up of
seed 12 (``random_setups``), 40,000 nodes a turn. Before its last turn the game had
been in the position Medium's first proven turn brings back; Medium played it (the
position came up a second time) although a turn about as good brings none back.
"""

from __future__ import annotations

from pushgames.ai.budget import Budget
from pushgames.ai.games.pushfight import random_setups
from pushgames.ai.levels import level_player
from pushgames.core import Rng
from pushgames.pushfight.rules import PLAY, PushFightState, _key
from pushgames.registry import get_game

GAME = get_game("pushfight")
LINE = ("d1-d2 d4-d3 b2-c2 e1-d1 g2-f3 f3-e3 b3-b2 b2-c2 g2-g3 e4-f3 g3-f3 c2-c1 b3-c2 c1-c2 "
        "c4-g3 g3-f3 c2-c1 b3-c2 c1-c2 d3-e4 c4-d3 f3-e3 c2-c1 b3-c2 c1-c2").split()
#: The turn Medium played here before issue 28's margin: back to a position of the game.
REPEATING_TURN = ("e4-f3", "c4-g3", "g3-f3")


def _before_last_turn() -> PushFightState:
    state = random_setups(GAME, None, 12)
    for text in LINE:
        state = GAME.apply(state, GAME.parse(state, text))
    assert state.phase == PLAY and state.moves_made == 0
    return state


def _play_turn(level: str, state: PushFightState, seed: int) -> tuple[PushFightState, list[str]]:
    player, _ = level_player(GAME, level)
    mover, played = state.to_move, []
    while GAME.to_move(state) == mover and state.result is None:
        action = player.choose(GAME, GAME.view(state, mover), mover,
                               Budget(nodes=40_000), Rng(seed))
        played.append(GAME.notation(state, action))
        state = GAME.apply(state, action)
    return state, played


def test_the_repeating_turn_brings_a_position_back() -> None:
    # The premise: the turn Medium played in the real game repeats a position.
    state = _before_last_turn()
    for text in REPEATING_TURN:
        state = GAME.apply(state, GAME.parse(state, text))
    assert state.history.count(_key(state)) == 2


def test_medium_plays_a_turn_about_as_good_that_brings_no_position_back() -> None:
    before = _before_last_turn()
    for seed in (1, 2, 3):
        after, played = _play_turn("medium", before, seed)
        assert tuple(played) != REPEATING_TURN
        assert after.result is None
        assert after.history.count(_key(after)) == 1, played


def test_hard_steps_out_of_the_cycle_too() -> None:
    after, played = _play_turn("hard", _before_last_turn(), 1)
    assert after.result is None
    assert after.history.count(_key(after)) == 1, played

