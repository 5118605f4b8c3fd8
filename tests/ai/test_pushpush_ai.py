"""Push Push players: tactics on hand-built positions, budgets, the evaluation."""

from __future__ import annotations

from typing import Any

import pytest

from pushgames.ai import Budget, level_player
from pushgames.ai.games.pushpush import PushPushDomain, evaluate_board
from pushgames.core import Rng, start
from pushgames.pushpush import GAME, custom_state

from .timers import SteppedTimer

LEVELS = ("easy", "medium", "hard")


def immediate_wins(state: Any, seat: int) -> list[Any]:
    return [m for m in GAME.legal_actions(state)
            if (o := GAME.outcome(GAME.next_state(state, m))) is not None and o.winners == {seat}]


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_takes_a_win_in_one(level: str) -> None:
    state = custom_state({"d7": "o", "d6": "A2", "a1": "A4", "c7": "B3", "e7": "B3", "g1": "B4"}, 0)
    wins = immediate_wins(state, 0)
    assert len(wins) >= 1 and len(wins) < len(GAME.legal_actions(state))
    player, budget = level_player(GAME, level)
    for seed in range(5):
        assert player.choose(GAME, GAME.view(state, 0), 0, budget, Rng(seed)) in wins


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_stops_a_loss_in_one(level: str) -> None:
    # B threatens d2-d1, pushing the ball off the south edge; only e3-d2 (the
    # A4 pushing the B2 away) stops every winning reply.
    state = custom_state({"d1": "o", "d2": "B2", "a4": "A3", "g4": "A2", "a7": "B4",
                          "b1": "A1", "e3": "A4",
                          "g7": "B3"}, 0)
    safe = [m for m in GAME.legal_actions(state)
            if not immediate_wins(GAME.next_state(state, m), 1)]
    assert [m.text() for m in safe] == ["e3-d2"]
    player, budget = level_player(GAME, level)
    for seed in range(3):
        assert player.choose(GAME, GAME.view(state, 0), 0, budget, Rng(seed)).text() == "e3-d2"


def test_hard_finds_a_forced_win_in_two() -> None:
    state = custom_state({"d5": "o", "d4": "A3", "c5": "A2", "e5": "A2", "a7": "B1", "g1": "B4",
                          "a1": "A4"}, 0)
    # No push wins at once here (checked below), but A can force the ball off
    # the north edge within a few plies: Hard must prove it (a winning score).
    assert not immediate_wins(state, 0)
    player, budget = level_player(GAME, "hard")
    result = player.search(GAME, state, 0, budget, Rng(1))
    assert result.score is not None and result.score > 500_000


@pytest.mark.parametrize("level", LEVELS)
def test_legal_action_within_a_time_budget(level: str) -> None:
    state = start(GAME, seed=3)
    player, _ = level_player(GAME, level)
    timer = SteppedTimer(0.001)
    action = player.choose(GAME, GAME.view(state, 0), 0, Budget(seconds=0.25, timer=timer), Rng(2))
    assert action in GAME.legal_actions(state)
    assert timer.now <= 0.25 + 0.005  # it stopped within a few clock reads of its limit


def test_evaluation_is_antisymmetric_and_likes_an_advanced_ball() -> None:
    domain = PushPushDomain(GAME)
    north = custom_state({"d6": "o", "d5": "A3", "a1": "A4", "g7": "B4"}, 0)
    south = custom_state({"d2": "o", "d3": "B3", "g7": "B4", "a1": "A4"}, 0)
    assert domain.evaluate(north, 0) == -domain.evaluate(north, 1)
    assert domain.evaluate(north, 0) > 300 > -300 > domain.evaluate(south, 0)


def test_evaluation_counts_material() -> None:
    base = {"d4": "o", "a1": "A4", "g7": "B4"}
    more = dict(base, c1="A3")
    assert evaluate_board(custom_state(more).board, 0) > evaluate_board(custom_state(base).board, 0)


def test_search_reports_depth_and_nodes() -> None:
    player, _ = level_player(GAME, "hard")
    result = player.search(GAME, start(GAME), 0, Budget(nodes=5_000), Rng(1))
    assert result.depth >= 2 and 5_000 <= result.nodes < 5_100
