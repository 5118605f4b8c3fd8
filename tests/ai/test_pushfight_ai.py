"""Push Fight players: wins in one, defence against a loss in one, whole turns,
the setup, and budgets. Positions are Push Fight Analyzer strings."""

from __future__ import annotations

import pytest

from pushgames.ai import Budget, level_player
from pushgames.ai.games.pushfight import evaluate, turn_options
from pushgames.core import Rng, play, start
from pushgames.pushfight import (
    GAME, STANDARD, STANDARD_STRING, Position, has_immediate_win, position_of, state_from_position,
    successors,
)

from .timers import SteppedTimer
from ..outcome import finished
from typing import cast
from pushgames.pushfight.rules import PushFightState
from pushgames.pushfight.turns import Step

# (position string, seat to move): the side to move can push a piece off,
# but only a few of its turns do.
WIN_IN_ONE = [(".XO....XxOo......o...x..YO", 1), ("OY...X....x....o.Ox...oOX.", 0),
              (".XO......Oo..X.x.Yo....xO.", 1)]
# No win, and most turns leave the opponent a win in one; a few do not.
LOSS_IN_ONE = [(".O...O..X.o....x..Yo..xXO.", 1), ("..OX.o.X..Yx.O.oOx........", 0),
               ("...X.OoY..xx.O.X......Oo..", 0)]


def play_turn(
    level: str, state: PushFightState, seed: int = 0, budget: Budget | None = None,
) -> PushFightState:
    """Let ``level`` play one whole turn (decision by decision); the state after it."""
    player, arena = level_player(GAME, level)
    seat = GAME.to_move(state)
    while GAME.to_move(state) == seat and state.moves_made <= 2:
        action = player.choose(GAME, GAME.view(state, seat), seat, budget or arena, Rng(seed))
        assert action in GAME.legal_actions(state)
        state = play(GAME, state, action)
        if GAME.outcome(state) is not None:
            break
    return state


@pytest.mark.parametrize("text,seat", WIN_IN_ONE)
def test_the_positions_are_what_they_claim(text: str, seat: int) -> None:
    result = successors(Position.from_string(text))
    wins = sum(s.wins for s in result)
    assert 0 < wins < len(result) // 10


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("text,seat", WIN_IN_ONE)
def test_takes_a_win_in_one(level: str, text: str, seat: int) -> None:
    for seed in range(3):
        after = play_turn(level, state_from_position(Position.from_string(text), seat), seed)
        assert GAME.outcome(after) is not None and finished(GAME.outcome(after)).winners == {seat}


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("text,seat", LOSS_IN_ONE)
def test_never_leaves_a_win_in_one(level: str, text: str, seat: int) -> None:
    position = Position.from_string(text)
    result = successors(position)
    assert not any(s.wins for s in result)
    unsafe = sum(has_immediate_win(s.position) for s in result)
    assert len(result) // 2 < unsafe < len(result)
    for seed in range(3):
        after = play_turn(level, state_from_position(position, seat), seed)
        assert GAME.to_move(after) == 1 - seat
        assert not has_immediate_win(position_of(after))


def test_easy_misses_some_defences_but_not_all() -> None:
    # A beginner sees the threat sometimes: over many tries some turns are safe.
    position = Position.from_string(LOSS_IN_ONE[0][0])
    safe = sum(not has_immediate_win(
        position_of(play_turn("easy", state_from_position(position, 1), seed)))
               for seed in range(20))
    assert 0 < safe


def test_sets_up_with_the_standard_setup() -> None:
    state = start(GAME)
    player, budget = level_player(GAME, "medium")
    assert player.choose(GAME, GAME.view(state, 0), 0, budget, Rng(1)) == STANDARD


def test_turn_options_mid_turn_match_successors() -> None:
    state = state_from_position(Position.from_string(STANDARD_STRING), 0)
    options = turn_options(GAME, state)
    assert len(options) == len(successors(position_of(state)))
    first_move = next(a for a in GAME.legal_actions(state)
                      if not state.occupied >> cast(Step, a).dst & 1)
    mid = play(GAME, state, first_move)
    mid_options = turn_options(GAME, mid)
    assert 0 < len(mid_options) < len(options)
    assert all(opt.steps[0] in GAME.legal_actions(mid) for opt in mid_options)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_within_a_time_budget(level: str) -> None:
    state = state_from_position(Position.from_string(STANDARD_STRING), 0)
    player, _ = level_player(GAME, level)
    timer = SteppedTimer(0.001)
    action = player.choose(GAME, state, 0, Budget(seconds=0.3, timer=timer), Rng(9))
    assert action in GAME.legal_actions(state)
    assert timer.now <= 0.3 + 0.005  # it stopped within a few clock reads of its limit


def test_evaluation_prefers_the_opponent_at_the_edge() -> None:
    standard = Position.from_string(STANDARD_STRING)
    assert evaluate(standard) == 0
    assert evaluate(standard.flipped()) == 0
    # The same, but the opponent's round on f3 stands on h3, at the open edge.
    cells = list(STANDARD_STRING)
    cells[10], cells[12] = ".", "x"  # f3 and h3 in the string's order
    edge = Position.from_string("".join(cells))
    assert evaluate(edge) > evaluate(standard)
    assert evaluate(edge.flipped()) < evaluate(standard.flipped())


# Some turns here let the opponent reply with a fork: a threat that no turn
# parries (the Medium before issue 16 played one). Medium and Hard now prove
# their turn does not lose in two.
FORKS = [(".ox..O.x...Y..OO...X...X.o", 0), (".X..o..xX.o...xOY..O.....O", 1)]


def allows_a_fork(position: Position) -> bool:
    from pushgames.ai.budget import Budget as B, Clock
    from pushgames.ai.games.pushfight import _can_parry, threatens

    return any(threatens(r.position) and _can_parry(r.position, Clock(B())) is False
               for r in successors(position) if not r.wins and not has_immediate_win(r.position))


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("text,seat", FORKS)
def test_does_not_allow_a_fork(level: str, text: str, seat: int) -> None:
    position = Position.from_string(text)
    safe = [s for s in successors(position) if not has_immediate_win(s.position)]
    assert any(allows_a_fork(s.position) for s in safe)
    assert any(not allows_a_fork(s.position) for s in safe)
    after = play_turn(level, state_from_position(position, seat))
    assert GAME.outcome(after) is not None or not allows_a_fork(position_of(after))
