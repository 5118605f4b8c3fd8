"""Push's planner can weigh the rival's reply (``replies``, tried for issue 23's
Hard and not a level: see docs/ai/push-measurements.md): its best few plans at the top of its Move
Phase are played on through the next seat's turn over sampled futures, and the
plan it chooses is then played through as chosen."""

from __future__ import annotations

import random

from pushgames.ai.games.push import HARD_STYLE
from pushgames.ai.games.push_planner import Planner, PushPlayer
from pushgames.ai.budget import Budget, Clock
from pushgames.ai.player import python_random
from pushgames.core import Rng
from pushgames.push.board import parse_square

from ..push.helpers import BLUE, GAME, RED, make

#: Blue needs f5 and f7 of the straight ring (its e4 Squad takes f7, the d1 Squad
#: f5); Red's 3 blocks f5 from h4, or takes a third diagonal square (e10 to e7).
#: Hard as it was, weighing the rival's reply.
REPLIES = PushPlayer(samples=4, beam=6, style=HARD_STYLE, ring_walks=True, replies=3,
                     reply_samples=3,
                     name="push-hard-replies")
BUDGET = Budget(nodes=25_000)
POSITION = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "d1": ("Squad", BLUE),
            "e4": ("Squad", BLUE),
            "e5": ("Squad", RED), "g7": ("Squad", RED), "e10": ("Squad", RED), "h4": ("Squad", RED),
            "a1": ("Squad", RED)}


def test_hard_plays_the_plan_it_weighed_through_without_planning_again() -> None:
    state = make(POSITION, dice=(3, 5))
    player, budget = REPLIES, BUDGET
    PushPlayer.PENDING.clear()
    first = player.search(GAME, GAME.view(state, RED), RED, budget, Rng(1))
    assert first.nodes > 1
    planned = PushPlayer.PENDING[(player.name, RED)][1]
    state = GAME.apply(state, first.action)
    followed = []
    while planned and GAME.to_move(state) == RED:
        step = player.search(GAME, GAME.view(state, RED), RED, budget, Rng(2))
        followed.append(step.action)
        assert step.nodes == 1, "the step comes from the plan, not from planning again"
        state = GAME.apply(state, step.action)
        planned = planned[1:]
        if planned:
            assert PushPlayer.PENDING[(player.name, RED)][1] == planned
    assert followed, "the plan had steps after its first"


def test_a_position_the_plan_did_not_expect_is_planned_afresh() -> None:
    state = make(POSITION, dice=(3, 5))
    player, budget = REPLIES, BUDGET
    PushPlayer.PENDING.clear()
    first = player.search(GAME, GAME.view(state, RED), RED, budget, Rng(1))
    assert (player.name, RED) in PushPlayer.PENDING
    # The same first step in another position (Blue's Squad on c1, not d1): the kept plan does not
    # apply.
    moved = {k: v for k, v in POSITION.items() if k != "d1"} | {"c1": ("Squad", BLUE)}
    other = GAME.apply(make(moved, dice=(3, 5)), first.action)
    assert GAME.to_move(other) == RED
    step = player.search(GAME, GAME.view(other, RED), RED, budget, Rng(2))
    assert step.nodes > 1


def test_the_reply_weighing_plays_the_rivals_turn_and_values_where_the_turn_comes_back() -> None:
    state = make(POSITION, dice=(3,))
    rand = python_random(Rng(3))
    clock = Clock(Budget(nodes=25_000))
    planner = Planner(GAME, GAME.view(state, RED), RED, clock, rand, 1, 0, replies=3,
                      reply_samples=2)
    scored = planner.valued(state, 1)
    block = next(p for p, _ in scored if p.end.board[parse_square("f5")] is not None)
    extend = next(p for p, _ in scored if p.end.board[parse_square("e7")] is not None
                  and p.end.board[parse_square("f5")] is None)
    # Blue wins after the extension whenever its roll holds a 6 and a 4 or a 6 (d1 to f5, e4 to f7):
    # over the same futures, blocking is worth more.
    after_block = sum(planner.reply_playout(block.end, random.Random(s)) for s in range(8))
    after_extend = sum(planner.reply_playout(extend.end, random.Random(s)) for s in range(8))
    assert after_block > after_extend
