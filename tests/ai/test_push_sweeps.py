"""Push: one Mover walk that pushes two blockers off a ring (issue 23).

Five of six replayed losses of Hard against Medium began the winner's last turn
with its Mover pushing the blockers off the ring, twice two of them in one walk
(docs/ai/push-measurements.md). The position below is built after that pattern (game 8 of
``--seed 1``: its Mover stepped round the ring pushing the operatives on e7 and
g7 away): Red's Squad on e7 and Pusher on g7 stand on Blue's diagonal ring;
Blue holds g5, and its Mover on e8 walks e7 (pushing the Squad on to e6), f7,
g7 (pushing the Pusher on to h7) with a 3. Its Squads on e3 and d9 then take
e5 (a 2) and e7 (a 3). The threat facts, the page's words and both levels
read that walk as the engine plays it.
"""

from __future__ import annotations

import pytest

from pushgames.ai.games import push_eval, push_threats
from pushgames.ai.games.push_eval import board_terms, evaluate, ring_value
from pushgames.ai.games.push_threats import RINGS
from pushgames.push.board import parse_square, square_name
from pushgames.push.cards import MOVER
from pushgames.push.state import PushState
from pushgames.push.threats import describe, marked_squares, sweeper, sweeps, threats

from ..push.helpers import BLUE, RED, make
from .test_push_blocks import _play_turn
from .push_turns import best_plan

DIAGONAL = RINGS[1]
SWEEP = {"e8": ("Mover", BLUE), "g5": ("Squad", BLUE), "e3": ("Squad", BLUE), "d9": ("Squad", BLUE),
         "e7": ("Squad", RED), "g7": ("Pusher", RED), "f5": ("Squad", RED), "g6": ("Squad", RED),
         "c4": ("Squad", RED), "h8": ("Squad", RED), "a1": ("Squad", RED)}
#: Red's 3 either blocks e5 (c4 to e5) or takes a third square of its own
#: straight ring (h8 to f7), which is worth more when Blue cannot win first.
RED_DICE = (3,)
BLUE_DICE = (3, 2, 3)
WORDS = ("Blue needs e5, e7 and g7 to hold the diagonal centre: its Mover on e8 could push "
         "Red's Squad off e7 and Red's Pusher off g7 in one walk: block e5")


def _owner(state: PushState, name: str) -> int | None:
    op = state.board[parse_square(name)]
    return None if op is None else op.owner


def test_the_threat_facts_count_a_mover_walk_that_pushes_two_blockers_off() -> None:
    state = make(SWEEP, dice=RED_DICE, turn=RED)
    found = [t for t in threats(state) if t.seat == BLUE]
    assert [describe(t, RED, state.board) for t in found] == [WORDS]
    assert found[0].clearer == parse_square("e8") and found[0].could
    assert [square_name(sq) for sq in marked_squares(tuple(found))] == ["e5"]
    # The walk is the engine's: three steps, the two blockers pushed to e6 and h7.
    walks = {steps: after for steps, after in sweeps(state.board, state.box, BLUE, DIAGONAL,
                                                     parse_square("e8"), frozenset({3}))}
    after = walks[3]
    assert [square_name(sq) for sq, op in enumerate(after) if op is not None and op.owner == RED
            and square_name(sq) in ("e6", "h7")] == ["e6", "h7"]
    swept_to = after[parse_square("g7")]
    assert swept_to is not None and swept_to.kind == MOVER and swept_to.owner == BLUE
    # With a 1 and two 2s Blue's Mover cannot sweep (no walk of 1 or 2 steps does).
    assert sweeper(make(SWEEP, dice=(1, 2, 2), turn=BLUE), BLUE, DIAGONAL) == -1


def test_a_blocked_square_red_takes_ends_the_threat_and_one_blocker_is_not_a_sweep() -> None:
    blocked = make({**SWEEP, "e5": ("Squad", RED)}, dice=RED_DICE, turn=RED)
    assert not [t for t in threats(blocked) if t.seat == BLUE]
    # Without the Mover, two blockers leave Blue nothing on that ring.
    no_mover = {sq: spec for sq, spec in SWEEP.items() if sq != "e8"}
    assert not [t for t in threats(make(no_mover, dice=RED_DICE, turn=RED)) if t.seat == BLUE]


def test_the_evaluation_counts_the_sweep_as_the_rivals_threat() -> None:
    state = make(SWEEP, dice=RED_DICE, turn=RED)
    movers = [(sq, op.kind, 0)
              for sq, op in enumerate(state.board) if op is not None and op.owner == BLUE]
    assert ring_value(state.board, BLUE, DIAGONAL, movers, box=state.box)[1] == ((2, 12),
            (3, MOVER), (3, 12))
    assert ring_value(state.board, BLUE, DIAGONAL,
                      movers)[1] is None, "without the boxes: no sweep read"
    board_terms.cache_clear()
    assert board_terms(state.board, 2, box=state.box).threats[BLUE] > 0
    blocked = make({**SWEEP, "e5": ("Squad", RED)}, dice=RED_DICE, turn=RED)
    assert board_terms(blocked.board, 2, box=blocked.box).threats[BLUE] == 0


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_medium_and_hard_take_the_win_a_sweep_opens(level: str) -> None:
    state = _play_turn(make(SWEEP, dice=BLUE_DICE, turn=BLUE), level, BLUE)
    assert state.result is not None and state.result.winners == frozenset({BLUE})
    assert [_owner(state, sq) for sq in ("e5", "e7", "g5", "g7")] == [BLUE] * 4


def test_without_the_win_in_hand_medium_does_not_find_the_three_die_win(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Why the evaluation counts a win in hand: one die use at a time, the
    # sweep alone looks no better than a walk onto a ring square.
    monkeypatch.setattr(push_eval, "in_hand", lambda state, seat: False)
    board_terms.cache_clear()
    state = _play_turn(make(SWEEP, dice=BLUE_DICE, turn=BLUE), "medium", BLUE)
    assert state.result is None


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_medium_and_hard_block_a_sweep_the_rival_has(level: str) -> None:
    board_terms.cache_clear()
    state = _play_turn(make(SWEEP, dice=RED_DICE, turn=RED), level, RED)
    assert _owner(state, "e5") == RED
    assert not [t for t in threats(state) if t.seat == BLUE]


def test_without_reading_the_sweep_medium_extends_its_own_ring_instead(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # The block above is the sweep's doing: unseen, Medium's best takes f7 and
    # Blue's threat stays. (Its best plan, not its pick: where no block or win is
    # at stake Medium draws among its near-best plans, issue 28's Medium step.)
    # Both ring_value and unseen_threat (Medium reads unseen threats too) read sweeps.
    monkeypatch.setattr(push_eval, "sweep_threat", lambda *args, **kwargs: None)
    monkeypatch.setattr(push_threats, "sweep_threat", lambda *args, **kwargs: None)
    board_terms.cache_clear()
    state = best_plan(make(SWEEP, dice=RED_DICE, turn=RED), "medium", RED).end
    board_terms.cache_clear()
    assert _owner(state, "f7") == RED and _owner(state, "e5") is None
    assert [describe(t, RED, state.board) for t in threats(state) if t.seat == BLUE] == [WORDS]


def test_a_rivals_sweep_costs_medium_what_a_rivals_threat_costs() -> None:
    board_terms.cache_clear()
    open_ring = evaluate(make(SWEEP, dice=RED_DICE, turn=RED), RED)
    no_mover = {sq: spec for sq, spec in SWEEP.items() if sq != "e8"}
    without = evaluate(make({**no_mover, "k11": ("Mover", BLUE)}, dice=RED_DICE, turn=RED), RED)
    assert without - open_ring > 100, "Medium counts the rival's threat (150 points)"
