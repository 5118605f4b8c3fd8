"""Push: Hard follows the plan it chose to its end instead of planning again at
every step of a walk (issues 23 and 28: the time Hard's new threat readings
take is paid for by the plannings it no longer repeats)."""

from __future__ import annotations

from pushgames.ai import level_player
from pushgames.ai.budget import Budget
from pushgames.ai.games.push import HARD_STYLE
from pushgames.ai.games.push_planner import PushPlayer
from pushgames.core import Rng

from ..push.helpers import BLUE, GAME, RED, make

#: Red's Squad on f1 walks to f5 with its 4 (a walk of four steps, each a decision).
WALK = {"f1": ("Squad", RED), "a1": ("Squad", RED), "e6": ("Squad", BLUE), "g6": ("Squad", BLUE),
        "k11": ("Squad", BLUE)}


def _following() -> tuple[PushPlayer, Budget]:
    """Hard's player, following its plans."""
    return PushPlayer(samples=4, beam=6, style=HARD_STYLE, ring_walks=True, follow=True,
                      name="push-hard"), Budget(nodes=25_000)


def test_hard_plays_the_rest_of_its_plan_without_planning_again() -> None:
    PushPlayer.PENDING.clear()
    player, budget = _following()
    state = make(WALK, dice=(4,))
    first = player.search(GAME, GAME.view(state, RED), RED, budget, Rng(1))
    assert first.action.verb == "move" and first.nodes > 1
    state = GAME.apply(state, first.action)
    steps = 0
    while GAME.to_move(state) == RED and state.stack:
        result = player.search(GAME, GAME.view(state, RED), RED, budget, Rng(2 + steps))
        assert result.nodes == 1, "a step of the plan under way is not planned again"
        state = GAME.apply(state, result.action)
        steps += 1
    assert steps >= 4  # four steps (and the stop)
    assert PushPlayer.PENDING == {}


def test_a_position_the_plan_did_not_expect_is_planned_afresh() -> None:
    PushPlayer.PENDING.clear()
    player, budget = _following()
    state = make(WALK, dice=(4,))
    first = player.search(GAME, GAME.view(state, RED), RED, budget, Rng(1))
    assert PushPlayer.PENDING, "the rest of the plan is kept"
    other = make({**WALK, "c3": ("Squad", RED)}, dice=(4,))
    other = GAME.apply(other, first.action)
    result = player.search(GAME, GAME.view(other, RED), RED, budget, Rng(2))
    assert result.nodes > 1
    # Medium keeps no plan.
    PushPlayer.PENDING.clear()
    medium, budget = level_player(GAME, "medium")
    medium.search(GAME, GAME.view(state, RED), RED, budget, Rng(1))
    assert PushPlayer.PENDING == {}
