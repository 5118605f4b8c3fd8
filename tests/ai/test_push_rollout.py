"""Push's Hard with its best plans judged by simulation
(:mod:`pushgames.ai.games.push_rollout`, tried for issues 23 and 28 and not a level: see
docs/ai/push-measurements.md): it takes a win in hand, blocks a necessary block, prefers the
block over the same sampled futures, and reads only its seat's view."""

from __future__ import annotations

import random

from pushgames.ai.budget import Budget, Clock
from pushgames.ai.games.push import HARD_STYLE
from pushgames.ai.games.push_planner import Planner, PushPlayer
from pushgames.ai.games.push_rollout import ROLLS, RolloutPlayer, race_value, rival_wins
from pushgames.ai.player import python_random
from pushgames.core import Rng
from pushgames.push.board import parse_square
from pushgames.push.state import PushState

from ..push.helpers import BLUE, GAME, RED, make

BUDGET = Budget(nodes=25_000)
#: Blue needs f5 and f7 of the straight ring (its e4 Squad takes f7, the d1 Squad
#: f5); Red's 3 blocks f5 from h4, or takes a third diagonal square (e10 to e7).
POSITION = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "d1": ("Squad", BLUE),
            "e4": ("Squad", BLUE),
            "e5": ("Squad", RED), "g7": ("Squad", RED), "e10": ("Squad", RED), "h4": ("Squad", RED),
            "a1": ("Squad", RED)}


def player(short: float = 0.0) -> RolloutPlayer:
    return RolloutPlayer(candidates=4, rollouts=3, rollout_nodes=20_000, short=short,
                         samples=4, beam=6,
                         style=HARD_STYLE, ring_walks=True, name=f"push-hard-rollout-{short}")


def play_turn(state: PushState, chooser: RolloutPlayer, seat: int) -> PushState:
    """The seat's decisions until its turn is over or another seat must answer."""
    PushPlayer.PENDING.clear()
    for index in range(60):
        if GAME.to_move(state) != seat or state.turn != seat:
            break
        result = chooser.search(GAME, GAME.view(state, seat), seat, BUDGET, Rng(index + 1))
        state = GAME.apply(state, result.action)
    return state


def test_the_rolls_are_every_roll_of_three_dice_by_its_chance() -> None:
    assert len(ROLLS) == 56
    assert sum(count for _, count in ROLLS) == 216
    assert dict(ROLLS)[(6, 6, 6)] == 1 and dict(ROLLS)[(1, 2, 3)] == 6


def test_takes_a_win_in_hand_without_simulating() -> None:
    pieces = {"f5": ("Squad", RED), "e6": ("Squad", RED), "g6": ("Squad", RED),
              "f8": ("Squad", RED),
              "a1": ("Squad", RED), "k11": ("Squad", BLUE), "k10": ("Squad", BLUE),
              "j11": ("Squad", BLUE),
              "j10": ("Squad", BLUE)}
    state = make(pieces, dice=(1, 4))
    for short in (0.0, 1000.0):
        after = play_turn(state, player(short), RED)
        assert after.result is not None and after.result.winners == frozenset({RED})


def test_blocks_the_rivals_ring() -> None:
    state = make(POSITION, dice=(3,))
    for short in (0.0, 1000.0):
        after = play_turn(state, player(short), RED)
        blocker = after.board[parse_square("f5")]
        assert blocker is not None and blocker.owner == RED


def test_over_the_same_futures_the_block_is_worth_more_than_the_extension() -> None:
    state = make(POSITION, dice=(3,))
    rand = python_random(Rng(3))
    clock = Clock(Budget(nodes=200_000))
    scored = Planner(GAME, GAME.view(state, RED), RED, clock, rand, 1, 0).valued(state, 1)
    block = next(p for p, _ in scored if p.end.board[parse_square("f5")] is not None)
    extend = next(p for p, _ in scored if p.end.board[parse_square("e7")] is not None
                  and p.end.board[parse_square("f5")] is None)
    chooser = player()
    view = GAME.view(state, RED)
    after_block = [chooser.rollout(GAME, view, RED, block, clock, seed) for seed in range(8)]
    after_extend = [chooser.rollout(GAME, view, RED, extend, clock, seed) for seed in range(8)]
    assert sum(after_block) > sum(after_extend)
    # The short judgement counts Blue's winning rolls once Red's turn is over: some
    # if Red ends its turn without moving (d1 to f5 and e4 to f7 with the right
    # dice), none after the block.
    short = player(1000.0)
    idle = make(POSITION, turn=BLUE)
    assert 0.0 < rival_wins(idle, RED) < 1.0
    blocked = short.finish_turn(GAME, block.end, RED, clock, random.Random(1))
    assert blocked.turn == BLUE and rival_wins(blocked, RED) == 0.0
    assert short.judge_short(GAME, RED, clock, random.Random(1), [extend, block]) is block


def test_the_simulation_reads_only_the_seats_view() -> None:
    """Two positions that differ only in what Red cannot see (Blue's hand) give
    Red the same view, and so the same choice, values and work."""
    hands = ({BLUE: ["Guns", "Trap"], RED: ["Disguise"]},
             {BLUE: ["Bypass Security", "Firepower"], RED: ["Disguise"]})
    states = [make(POSITION, dice=(3, 5), hands=h) for h in hands]
    assert states[0] != states[1]
    views = [GAME.view(s, RED) for s in states]
    assert views[0] == views[1]
    results = []
    for view in views:
        PushPlayer.PENDING.clear()
        results.append(player().search(GAME, view, RED, BUDGET, Rng(5)))
    assert results[0].action == results[1].action
    assert results[0].scores == results[1].scores
    assert results[0].nodes == results[1].nodes > 1


def test_the_race_read_from_the_threats() -> None:
    """Red needs only f7 (its f9 Squad walks there with any even die); Blue, far
    away in its box, can neither win nor block: Red wins with 189 rolls in 216.
    A Blue Squad on h8 that reaches f7 with a 3 or a 5 blocks in most rolls."""
    pieces = {"f5": ("Squad", RED), "e6": ("Squad", RED), "g6": ("Squad", RED),
              "f9": ("Squad", RED),
              "k11": ("Squad", BLUE), "k10": ("Squad", BLUE), "j11": ("Squad", BLUE),
              "j10": ("Squad", BLUE)}
    free = make(pieces, turn=BLUE)
    assert abs(race_value(free, RED) - 189 / 216) < 1e-9
    guarded = make(pieces | {"h8": ("Squad", BLUE)}, turn=BLUE)
    assert 0.0 < race_value(guarded, RED) < race_value(free, RED) / 2
    # From Blue's side, Red about to roll, the same rolls are Blue's losses.
    assert abs(race_value(make(pieces, turn=RED), BLUE) + 189 / 216) < 1e-9
    assert abs(rival_wins(make(pieces, turn=RED), BLUE) - 189 / 216) < 1e-9
