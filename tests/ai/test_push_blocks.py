"""Push: Medium and Hard never miss a necessary block (issue 23), also of a
ring a rival could take by clearing the one operative in its way: a Changer
switching places with it (a 6) or a Mover pushing it off and standing there.

Each position below is Red's turn with one 3: it either blocks the square
Blue still needs (h4 to f5) or takes a third square of its own diagonal ring
(e10 to e7), which is worth more whenever Blue cannot win first.
"""

from __future__ import annotations

from typing import Any

import pytest

from pushgames.ai import level_player
from pushgames.ai.games.push_eval import board_terms, evaluate, ring_value
from pushgames.ai.games.push_threats import RINGS, fill_chance, push_distance
from pushgames.push.board import parse_square
from pushgames.push.cards import MOVER
from pushgames.push.state import PushState
from pushgames.push.threats import SWITCH

from ..push.helpers import BLUE, GAME, RED, make
from .push_turns import best_plan, play_turn_with

#: Blue holds e6 and g6 of the straight ring and its Squad on f1 walks to f5
#: with a 4 or a 6; Red's Squad on f7 is in the way of the fourth square.
BLUE_RING = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f1": ("Squad", BLUE)}
RED_SIDE = {"f7": ("Squad", RED), "e5": ("Squad", RED), "g7": ("Squad", RED), "e10": ("Squad", RED),
            "h4": ("Squad", RED), "a1": ("Squad", RED)}
#: Blue's ways to clear f7: a Changer anywhere (its 6 switches it with Red's
#: Squad); a Mover on d7 (two steps: onto e7, then onto f7 pushing the Squad on
#: to h7); a Mover on k1, too far for any die (not a way at all).
CLEARERS = {"changer": {"a11": ("Changer", BLUE)}, "mover": {"d7": ("Mover", BLUE)},
            "far-mover": {"k1": ("Mover", BLUE)}}


def _position(clearer: str, **kwargs: Any) -> PushState:
    return make({**BLUE_RING, **RED_SIDE, **CLEARERS[clearer]}, **kwargs)


def _play_turn(state: PushState, level: str, seat: int) -> PushState:
    player, budget = level_player(GAME, level)
    return play_turn_with(state, player, budget, seat, steps=40)


def _blue_threat(state: PushState) -> tuple[tuple[int, int], ...] | None:
    movers = [(sq, op.kind, 0) for sq, op in enumerate(state.board)
              if op is not None and op.owner == BLUE]
    return ring_value(state.board, BLUE, RINGS[0], movers)[1]


def test_a_ring_a_changer_or_a_mover_could_clear_is_a_threat() -> None:
    assert _blue_threat(_position("changer")) == ((0, SWITCH), (4, 12))
    assert _blue_threat(_position("mover")) == ((2, MOVER), (4, 12))
    assert _blue_threat(_position("far-mover")) is None
    # the chance: a 6 for the switch and a 4 or another 6 for the walk (91
    # rolls hold a 6, less the 48 whose other two dice are 1, 2, 3 or 5)
    assert fill_chance(((0, SWITCH), (4, 12))) == 43 / 216
    board_terms.cache_clear()
    cleared = evaluate(_position("changer"), RED) - evaluate(_position("far-mover"), RED)
    assert cleared < -100, "Medium counts the rival's threat (150 points)"


def test_a_mover_next_to_the_blocker_on_the_side_of_f6_goes_round() -> None:
    # From f8 the push onto f7 would shove Red's Squad into f6 (refused): the
    # Mover walks round to e7 or g7 first (three steps, not one).
    board = _position("far-mover").board
    assert push_distance(board, BLUE, RINGS[0], parse_square("f7"), parse_square("f8")) == 3
    assert push_distance(board, BLUE, RINGS[0], parse_square("f7"), parse_square("d7")) == 2


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("clearer", ["changer", "mover"])
def test_medium_and_hard_block_a_ring_whose_blocker_a_rival_could_clear(level: str,
                                                                         clearer: str) -> None:
    # Blue must not be left needing only f5: Red stands on it (Medium, and Hard
    # against the Mover), or walks its Squad from f7 to e7 (Hard against the
    # Changer: then Blue needs f5 and f7 and has one walker for them, and Red
    # has its third diagonal square too).
    state = _play_turn(_position(clearer, dice=(3,)), level, RED)
    stopper = state.board[parse_square("f5")]
    blocked = stopper is not None and stopper.owner == RED
    walked_off = state.board[parse_square("f7")] is None and stopper is None
    assert blocked or walked_off
    assert _blue_threat(state) is None


def test_without_a_way_to_clear_the_blocker_red_extends_its_own_ring() -> None:
    # The same choice when Blue's Mover is out of reach: nothing to block. Medium's
    # judgement (its best plan) takes e7; its pick may take another near-best plan
    # where no block or win is at stake (issue 28's second Medium step), and leaves
    # Blue no threat under every seed, as nothing here makes one.
    state = best_plan(_position("far-mover", dice=(3,)), "medium", RED).end
    for seed in range(8):
        played = play_turn_with(_position("far-mover", dice=(3,)), *level_player(GAME, "medium"),
                                RED, steps=40, seed=seed)
        assert _blue_threat(played) is None, seed
    taken = state.board[parse_square("e7")]
    assert taken is not None and taken.owner == RED and state.board[parse_square("f5")] is None


#: Blue needs f5 and f7: its Squad on e4 is nearest to f5 (2 steps) but the one
#: on d1 reaches only f5 (6 steps; f7 is 8 away), so the e4 Squad must take f7 (4
#: steps). The nearest-first matching alone saw no threat here.
CROSSED = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "d1": ("Squad", BLUE),
           "e4": ("Squad", BLUE),
           "e5": ("Squad", RED), "g7": ("Squad", RED), "e10": ("Squad", RED), "h4": ("Squad", RED),
           "a1": ("Squad", RED)}


def test_a_threat_only_another_matching_of_walkers_makes_is_a_threat() -> None:
    state = make(CROSSED)
    movers = [(sq, op.kind, 0)
              for sq, op in enumerate(state.board) if op is not None and op.owner == BLUE]
    assert ring_value(state.board, BLUE, RINGS[0], movers)[1] == ((4, 12), (6, 12))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_medium_and_hard_block_a_threat_of_crossed_walkers(level: str) -> None:
    # Red's 3 either blocks f5 (h4 to f5) or takes a third diagonal square (e10 to e7).
    state = _play_turn(make(CROSSED, dice=(3,)), level, RED)
    stopper = state.board[parse_square("f5")]
    assert stopper is not None and stopper.owner == RED
