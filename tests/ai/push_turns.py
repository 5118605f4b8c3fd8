"""Push AI tests' shared ways to play a seat's turn: a level's whole turn, and a
level's best plan (its judgement without Medium's pick)."""

from __future__ import annotations

import random

from pushgames.ai import level_player
from pushgames.ai.budget import Budget, Clock
from pushgames.ai.games.push_planner import PushPlayer
from pushgames.ai.games.push_plans import Plan
from pushgames.ai.player import Player
from pushgames.core import Rng
from pushgames.push.state import PushState

from ..push.helpers import GAME


def play_turn_with(state: PushState, player: Player, budget: Budget, seat: int,
                   steps: int = 60, seed: int = 0) -> PushState:
    """``seat``'s whole turn chosen by ``player`` (at most ``steps`` decisions; the
    player's generator for decision ``step`` is drawn from ``seed * 100 + step``)."""
    for step in range(steps):
        if GAME.to_move(state) != seat:
            return state
        action = player.choose(GAME, GAME.view(state, seat), seat, budget,
                               Rng(seed * 100 + step))
        state = GAME.apply(state, action)
    raise AssertionError("the turn did not end")


def best_plan(state: PushState, level: str, seat: int) -> Plan:
    """``level``'s best plan at ``state`` (its card rule and margins kept, no pick)."""
    player, budget = level_player(GAME, level)
    assert isinstance(player, PushPlayer)
    planner = player.planner(GAME, GAME.view(state, seat), seat, Clock(budget), random.Random(0))
    planner.choose(state, 0.0)
    assert planner.chosen is not None
    return planner.chosen
