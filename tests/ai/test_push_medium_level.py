"""Push: what sets Medium apart from Hard (issues 23 and 28: Hard must clearly beat it).

Medium plays a card only to block or to win, and plays one of its ``MEDIUM_TOP``
best plans, drawn by softmax (temperature ``MEDIUM_NOISE`` points) among the plans
within ``MEDIUM_SLACK`` points of its best that beat ending the turn, also where a
ring square is at stake; Hard plays its best. The draw never takes a plan that
leaves a rival a threat where its best leaves none (``block_guard``), and a win is
always played: Medium still never misses a win or a necessary block (the
block tests in test_push_blocks.py and test_push_medium_blocks.py run Medium as it
is; here the same blocks under many seeds, and test_push_medium_loose.py checks
the guards on the positions of whole games)."""

from __future__ import annotations

import random

from pushgames.ai import level_player
from pushgames.ai.games.push import (
    MEDIUM_CARD_MARGIN, MEDIUM_NOISE, MEDIUM_SLACK, MEDIUM_STYLE, MEDIUM_TOP,
)
from pushgames.ai.games.push_eval import RIVAL_THREAT, WIN_NOW
from pushgames.ai.games.push_threats import DISTANCE, RING_SQUARES
from pushgames.ai.games.push_planner import MARGIN, PushPlayer, rival_threat
from pushgames.ai.games.push_policy import reflex
from pushgames.core import CHANCE, TERMINAL, Rng, resolve_chance
from pushgames.push.board import parse_square
from pushgames.push.cards import PORTER, SHIFTER
from pushgames.push.state import PushState

from ..push.helpers import BLUE, GAME, RED, make
from .push_turns import best_plan, play_turn_with
from .test_push_blocks import _blue_threat, _position

#: Red's Shifter on c2 walks its die towards the rings, or a Squad leaves the box; Blue
#: waits at home.
RACE = {"c2": ("Shifter", RED), "a1": ("Squad", RED), "b1": ("Squad", RED),
        "a2": ("Squad", RED), "k11": ("Squad", BLUE), "j11": ("Squad", BLUE),
        "k10": ("Watcher", BLUE), "j10": ("Sniffer", BLUE)}
SEEDS = range(12)


def _turn(state: PushState, level: str, seat: int, seed: int) -> PushState:
    """``seat``'s turn played by ``level`` with the players' generators drawn from ``seed``."""
    player, budget = level_player(GAME, level)
    return play_turn_with(state, player, budget, seat, steps=40, seed=seed)


def _best_end(state: PushState, level: str, seat: int) -> PushState:
    """Where ``level``'s best plan at ``state`` ends: its judgement without the
    softmax pick (what it plays where a block or a win is at stake)."""
    return best_plan(state, level, seat).end


def _steps(state: PushState) -> list[int]:
    """Each of Red's operatives' steps to its nearest ring square (a Shifter
    steps diagonally too, the others orthogonally)."""
    return [min(DISTANCE[o.kind == SHIFTER][target][sq] for target in RING_SQUARES)
            for sq, o in enumerate(state.board) if o is not None and o.owner == RED]


def test_medium_slack_is_far_below_a_block_or_a_win() -> None:
    # the margins that make "never misses a win or a necessary block" hold: the
    # slack stays far below a rival's threat and a win, and the guard keeps the
    # block wherever its best plan blocks; before issue 28's second Medium step the
    # slack alone (20 points, below RIVAL_THREAT / 5) kept it, now the guard does it
    # exactly (test_push_medium_loose.py checks it on the positions of whole games)
    player, _ = level_player(GAME, "medium")
    # (The Medium before drew only where the ring squares were left as they stood,
    # ``ring_sharp``, an option now gone; the loose-on-the-ring test below checks
    # that Medium's draw now also changes them.) It draws with the slack and top it
    # is documented with.
    assert isinstance(player, PushPlayer) and player.block_guard
    assert (player.slack, player.top) == (MEDIUM_SLACK, MEDIUM_TOP)
    assert 0 < MEDIUM_NOISE and MEDIUM_SLACK < RIVAL_THREAT / 2 and MEDIUM_SLACK < WIN_NOW / 25
    assert MARGIN > 0 and MEDIUM_TOP >= 2


def test_hard_always_takes_the_fastest_walk_medium_not_always_and_never_a_silly_one() -> None:
    # Red's one die is a 2: its Shifter walks from c2 to e4, a step from e5, or a
    # Squad leaves the box. Hard takes the Shifter's walk under every seed (an
    # operative a step from the ring); Medium, under some seeds, walks a Squad out
    # instead and leaves its nearest operative three steps away: the slower race.
    # Every walk of Hard's brings Red two steps closer to the rings; so does
    # Medium's best plan, and every walk it draws brings Red closer (no wandering
    # away; since issue 28's second Medium step a draw may be a Shifter's walk that
    # gains one step, where it gained two under every seed before).
    before = sum(_steps(make(RACE)))
    assert sum(_steps(_best_end(make(RACE, dice=(2,)), "medium", RED))) == before - 2
    nearest: dict[str, list[int]] = {"medium": [], "hard": []}
    boards: dict[str, set[object]] = {"medium": set(), "hard": set()}
    for level, found in nearest.items():
        for seed in SEEDS:
            state = _turn(make(RACE, dice=(2,)), level, RED, seed)
            steps = _steps(state)
            assert sum(steps) == before - 2 if level == "hard" else sum(steps) < before, (
                level, seed)
            found.append(min(steps))
            boards[level].add(state.board)
    assert nearest["hard"] == [1] * len(SEEDS), nearest
    assert 3 in nearest["medium"], nearest
    # Medium's near-best walks differ from seed to seed (its best, the Squad's
    # walk b1 to d1, was the only one it played before; docs/ai/push-measurements.md)
    assert len(boards["hard"]) == 1 and len(boards["medium"]) >= 3, boards


def test_medium_plays_loose_where_a_ring_square_is_at_stake_but_blocks_under_every_seed() -> None:
    # The same position with a 3: the Shifter reaches e5 or f5, ring squares.
    # Medium's best stands on the ring (Hard does so under every seed), but
    # nothing is blocked or won there, so it draws among its near-best plans:
    # on the ring under some seeds, a slower walk under others, none taking Red
    # further from the rings (a draw may spend the 3 on a walk that gains
    # nothing). (Until issue 28's Medium step it played its best wherever a ring
    # square was at stake, ``ring_sharp``: not what issue 23 requires, and Hard
    # won only 61% against it.)
    before = sum(_steps(make(RACE)))
    assert min(_steps(_best_end(make(RACE, dice=(3,)), "medium", RED))) == 0
    nearest = []
    for seed in SEEDS:
        state = _turn(make(RACE, dice=(3,)), "medium", RED, seed)
        assert sum(_steps(state)) <= before, seed
        nearest.append(min(_steps(state)))
    assert 0 in nearest and max(nearest) > 0, nearest
    # What issue 23 requires where a ring square is at stake: with Blue one
    # walk from the diagonal ring (it holds e7, g7 and g5, its Squad on c5 two
    # steps from e5), the Shifter's 3 blocks e5 under every seed.
    threat = {**RACE, "k11": ("Squad", BLUE), "e7": ("Squad", BLUE), "g7": ("Squad", BLUE),
              "g5": ("Squad", BLUE), "c5": ("Squad", BLUE)}
    assert rival_threat(make(threat, dice=(3,)), RED, MEDIUM_STYLE)
    for seed in SEEDS:
        state = _turn(make(threat, dice=(3,)), "medium", RED, seed)
        assert not rival_threat(state, RED, MEDIUM_STYLE), seed
        blocker = state.board[parse_square("e5")]
        assert blocker is not None and blocker.owner == RED and blocker.kind == SHIFTER, seed


def test_medium_blocks_under_every_seed() -> None:
    # test_push_blocks' Changer position: Blue needs only f5 once its Changer
    # clears f7. Medium stands on f5 (or leaves Blue no threat) under every seed.
    for seed in SEEDS:
        state = _turn(_position("changer", dice=(3,)), "medium", RED, seed)
        assert _blue_threat(state) is None, seed


def test_medium_spends_a_card_only_to_block_or_to_win_hard_for_any_gain() -> None:
    # test_push_ai's Guns position: Red holds e6, g6 and f5, Blue's Squad on f7
    # blocks the fourth square, Red's Squad on f8 could shoot it, no move dice.
    # Hard shoots (its ring opens: worth a card); Medium keeps the card, as a
    # newcomer does when nothing forces its hand (it played Guns before).
    state = make({"e6": ("Squad", RED), "g6": ("Squad", RED), "f5": ("Squad", RED),
                  "f8": ("Squad", RED), "f7": ("Squad", BLUE), "k11": ("Squad", BLUE),
                  "j11": ("Squad", BLUE), "k10": ("Watcher", BLUE)}, hands={RED: ["Guns"]})
    chosen = {}
    for level in ("medium", "hard"):
        player, budget = level_player(GAME, level)
        action = player.choose(GAME, GAME.view(state, RED), RED, budget, Rng(2))
        chosen[level] = GAME.notation(state, action)
    assert chosen == {"medium": "end", "hard": "play Guns f8 f7"}
    assert MEDIUM_CARD_MARGIN == RIVAL_THREAT / 2


def test_medium_blocks_with_a_card_where_no_walk_can() -> None:
    # Blue holds e6, g6 and f5, its Squad on f9 walks to f7 with a 2 or more.
    # Red has no move dice, only Know Destination: its Porter teleports from a1 to
    # f7. The card rule keeps this card (a block: it beats ending the turn by far
    # more than 75 points), so Medium plays it under every seed, as Hard does.
    pieces = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f5": ("Squad", BLUE),
              "f9": ("Squad", BLUE), "a1": ("Porter", RED), "b1": ("Squad", RED),
              "a2": ("Squad", RED), "c1": ("Squad", RED)}
    for level in ("medium", "hard"):
        player, budget = level_player(GAME, level)
        for seed in range(4):
            state = make(pieces, hands={RED: ["Know Destination"]})
            for step in range(80):
                mover = GAME.to_move(state)
                if mover == TERMINAL or state.turn != RED:
                    break
                if mover == CHANCE:
                    state = resolve_chance(GAME, state)
                elif mover == RED:
                    action = player.choose(GAME, GAME.view(state, RED), RED, budget,
                                           Rng(seed * 100 + step))
                    state = GAME.apply(state, action)
                else:  # Blue holds no card: its answers pass
                    state = GAME.apply(state, reflex(state, mover, list(GAME.legal_actions(state)),
                                                     random.Random(seed)))
            porter = state.board[parse_square("f7")]
            assert porter is not None and porter.owner == RED and porter.kind == PORTER, (
                level, seed)
