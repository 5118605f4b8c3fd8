"""Push: Hard reads the rival's block of its own threat with all three dice (issues 23, 28).

Hard's own threat counts ``Style.unblocked`` points more times the chance that no rival
walk blocks it before Hard's next turn. That chance was the rival's single best walk
(:func:`.push_eval.block_chance`); with ``Style.block_dice`` (today's Hard) a die blocks
when it walks *any* of the rival's walkers onto *any* square the threat needs
(:func:`.push_eval.block_dice_chance`), and Hard's threats on the two rings count
together (the rival must block each). Medium blocks every threat it reads, so a
threat two rival walkers can block between them is worth little to Hard.
"""

from __future__ import annotations

import pytest

from pushgames.ai.games.push import HARD_STYLE
from pushgames.ai.games.push_eval import (
    RINGS, _free_ops, _wiped, block_chance, block_dice_chance, board_terms, evaluate, fill_chance,
)
from pushgames.push.board import parse_square
from pushgames.push.cards import SQUAD, WATCHER
from pushgames.push.state import PushState

from ..push.helpers import BLUE, RED, make

#: Red holds e6, g6 and f7 of the straight ring; its Squad on f3 walks to f5 with
#: an even die. Blue's Squads stand one step (f4) and two steps (h5) from f5.
RED_RING = {"e6": ("Squad", RED), "g6": ("Squad", RED), "f7": ("Squad", RED),
            "f3": ("Squad", RED), "f4": ("Squad", BLUE), "h5": ("Squad", BLUE),
            "k11": ("Squad", BLUE), "j11": ("Squad", BLUE)}


def test_a_die_blocks_when_it_walks_any_rival_walker_there() -> None:
    f5, f4, h5 = parse_square("f5"), parse_square("f4"), parse_square("h5")
    one, two = [(f4, SQUAD, 0)], [(f4, SQUAD, 0), (h5, SQUAD, 0)]
    # One walker: the same chance both ways (an odd die walks it one step).
    assert block_dice_chance([f5], one) == block_chance([f5], one) == fill_chance(((1, SQUAD),))
    # Two walkers of either parity: every face blocks; the best single walk said 7 in 8.
    assert block_chance([f5], two) == pytest.approx(7 / 8)
    assert block_dice_chance([f5], two) == 1.0
    assert block_dice_chance([f5], []) == 0.0
    assert block_dice_chance([f5], [(parse_square("a1"), WATCHER, 0)]) == 0.0, "out of reach"


def test_hard_counts_its_threat_for_less_when_two_walkers_can_block_it() -> None:
    board_terms.cache_clear()
    state = make(RED_RING)
    before = HARD_STYLE._replace(block_dice=False)
    assert HARD_STYLE.block_dice and HARD_STYLE.unblocked > 0
    terms = board_terms(state.board, state.seats, HARD_STYLE, state.box)
    old = board_terms(state.board, state.seats, before, state.box)
    own = fill_chance(((2, SQUAD),))
    assert terms.threats[RED] == pytest.approx(own)
    assert old.unblocked[RED] == pytest.approx(own * (1 - 7 / 8))
    assert terms.unblocked[RED] == 0.0
    drop = evaluate(state, RED, style=before) - evaluate(state, RED, style=HARD_STYLE)
    assert drop == pytest.approx(HARD_STYLE.unblocked * own / 8)


#: Red threatens both rings: f5 of the straight one (e6, g6, f7 held) and g5 of the
#: diagonal one (e5, e7, g7 held), its Squad on f3 walking to either; Blue's one Squad
#: on h3 blocks each with some dice (4 steps to f5, 3 to g5), not with every roll.
TWO_RINGS = {"e6": ("Squad", RED), "g6": ("Squad", RED), "f7": ("Squad", RED),
             "e5": ("Squad", RED), "e7": ("Shifter", RED), "g7": ("Shifter", RED),
             "f3": ("Squad", RED), "h3": ("Squad", BLUE), "k11": ("Squad", BLUE),
             "j11": ("Squad", BLUE), "k10": ("Squad", BLUE)}


def _through(state: PushState, ring: tuple[int, ...], walkers: tuple[tuple[int, int], ...]) -> float:
    needs = [sq for sq in ring if state.board[sq] is None]
    blue = _free_ops(state.board, BLUE, _wiped(state.board))
    return fill_chance(walkers) * (1 - block_dice_chance(needs, blue))


def test_hard_counts_threats_on_both_rings_together() -> None:
    board_terms.cache_clear()
    state = make(TWO_RINGS)
    terms = board_terms(state.board, state.seats, HARD_STYLE, state.box)
    orth, diag = terms.walkers[RED]
    assert orth is not None and diag is not None, "a threat on each ring"
    a, b = _through(state, RINGS[0], orth), _through(state, RINGS[1], diag)
    assert 0 < a < 1 and 0 < b < 1
    # Either ring may get through: more than the better one alone.
    assert terms.unblocked[RED] == pytest.approx(1 - (1 - a) * (1 - b))
    assert terms.unblocked[RED] > max(a, b)


#: Seed 85's game 0 of the arena (``python -m pushgames arena push --a hard --b medium
#: --seed 85``), Hard's (Red's) 84th decision: its dice used, Red threatens the
#: diagonal ring (e5, g7 held; e7 and g5 empty). Blue's Shadow on e6 and Pusher on g6
#: each stand one step from a square Red needs (odd dice block).
SEED85 = {"a1": ("Bleeder", RED), "e3": ("Squad", RED), "e5": ("Watcher", RED),
          "f5": ("Squad", RED), "g7": ("Mover", RED), "e6": ("Shadow", BLUE),
          "g6": ("Pusher", BLUE), "j10": ("Watcher", BLUE), "h11": ("Pusher", BLUE)}


def test_an_operative_that_cannot_move_blocks_nothing() -> None:
    board_terms.cache_clear()
    state = make(SEED85, factions=("Company", "Rebel"))
    neutralized = make({**SEED85, "g6": ("Pusher", BLUE, "n")}, factions=("Company", "Rebel"))
    e7, g5 = parse_square("e7"), parse_square("g5")
    blue = _free_ops(neutralized.board, BLUE, _wiped(neutralized.board))
    assert any(extra for _, _, extra in blue), "the neutralized Pusher cannot move now"
    # Read as a longer walk (four steps), it let 4s and 6s block too; it blocks
    # nothing: only the Shadow's odd dice remain, as before the attack.
    assert block_dice_chance([e7, g5], blue) == pytest.approx(7 / 8)
    before = board_terms(state.board, state.seats, HARD_STYLE, state.box).unblocked[RED]
    after = board_terms(neutralized.board, neutralized.seats, HARD_STYLE, neutralized.box).unblocked[RED]
    assert before == pytest.approx(fill_chance(board_terms(
        state.board, state.seats, HARD_STYLE, state.box).walkers[RED][1] or ()) / 8)
    assert after == pytest.approx(before), "neutralizing one of two blockers gains nothing"
    # Neutralize the Shadow as well: nothing blocks, the whole threat gets through.
    both = make({**SEED85, "g6": ("Pusher", BLUE, "n"), "e6": ("Shadow", BLUE, "n")},
                factions=("Company", "Rebel"))
    walkers = board_terms(both.board, both.seats, HARD_STYLE, both.box).walkers[RED][1]
    assert walkers is not None
    assert board_terms(both.board, both.seats, HARD_STYLE, both.box).unblocked[RED] == (
        pytest.approx(fill_chance(walkers)))
