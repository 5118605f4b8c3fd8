"""Push: Medium never misses a necessary block of a threat on the board (issue 23),
also of the two threats its reading used to miss, which Hard already read
(``Style.unseen``, :func:`.push_threats.unseen_threat`):

- a ring the rival holds three times with another operative on the fourth,
  which the rival's free Changer switches away with a 6 (the reading looked for
  clearers only while a square of the ring was still empty);
- a ring one operative blocks, whose blocker the rival's Mover standing on the
  ring itself pushes off (the reading looked at Movers off the ring only).

The positions are from arena games (Hard against Medium, replayed in docs/ai/push-measurements.md's
loss analyses); the Medium before this change (``PLAIN``) leaves each threat
standing, today's Medium takes it away. Easy stays a beginner: it weighs no threat.
"""

from __future__ import annotations

import pytest

from pushgames.ai import level_player
from pushgames.ai.games.push import MEDIUM_STYLE
from pushgames.ai.games.push_eval import PLAIN, board_terms, ring_value
from pushgames.ai.games.push_threats import RINGS, fill_chance, unseen_threat
from pushgames.ai.games.push_planner import PushPlayer
from pushgames.ai.budget import Budget
from pushgames.push.board import parse_square
from pushgames.push.cards import MOVER
from pushgames.push.state import PushState
from pushgames.push.threats import SWITCH

from ..push.helpers import BLUE, GAME, RED, make
from .push_turns import play_turn_with

#: `--seed 43` game 7 of an earlier Hard against the Medium before (a game
#: recorded for docs/ai/push-measurements.md's loss analysis), round 9, Blue's (Hard's) Move
#: Phase with 1, 4 and 1: Red holds e5, e7 and g7
#: of the diagonal ring, Blue's Sniffer stands on g5, and Red's two Changers are
#: free (a 6 switches either with the Sniffer: 91 rolls in 216).
FULL_RING = {"a1": ("Watcher", RED), "b1": ("Changer", RED), "a2": ("Changer", RED),
             "b2": ("Squad", RED), "e5": ("Shifter", RED), "f5": ("Pusher", RED),
             "g5": ("Sniffer", BLUE), "e6": ("Mover", BLUE), "g6": ("Sniffer", RED),
             "e7": ("Watcher", RED), "f7": ("Phaser", BLUE), "g7": ("Shifter", RED)}
BLUE_HAND = ["Retreat", "Contacts", "Faction", "Inertial Fields", "Faction", "Mind Control",
             "Disguise"]


def _full_ring() -> PushState:
    return make(FULL_RING, factions=("Company", "Division"), hands={BLUE: BLUE_HAND},
                dice=(1, 4, 1), turn=BLUE)._replace(first=BLUE, round=9)


def _movers(state: PushState, seat: int) -> list[tuple[int, int, int]]:
    return [(sq, op.kind, 0) for sq, op in enumerate(state.board)
            if op is not None and op.owner == seat and not op.captured]


def _medium_before() -> PushPlayer:
    return PushPlayer(samples=2, style=PLAIN, name="push-medium-before")


def test_a_ring_held_three_times_whose_blocker_a_changer_switches_is_read() -> None:
    state = _full_ring()
    for ring in RINGS:
        assert ring_value(state.board, RED, ring, _movers(state, RED), PLAIN, state.box)[1] is None
    board_terms.cache_clear()
    assert board_terms(state.board, 2, PLAIN, state.box).threats[RED] == 0.0
    assert board_terms(state.board, 2, MEDIUM_STYLE, state.box).threats[RED] == 0.0
    assert unseen_threat(state.board, RED, state.box) == fill_chance(((0, SWITCH),)) == 91 / 216
    assert MEDIUM_STYLE.unseen and not MEDIUM_STYLE.chance


def test_medium_takes_away_a_full_ring_a_changer_could_clear_the_medium_before_did_not() -> None:
    state = _full_ring()
    before = play_turn_with(state, _medium_before(), Budget(nodes=12_000), BLUE)
    assert unseen_threat(before.board, RED, before.box) == 91 / 216, "the game's turn: it ended"
    player, budget = level_player(GAME, "medium")
    after = play_turn_with(state, player, budget, BLUE)
    assert unseen_threat(after.board, RED, after.box) == 0.0
    held = sum(1 for sq in RINGS[1] if (op := after.board[sq]) is not None and op.owner == RED)
    assert held < 3, "Blue's Mover pushed one of Red's three off the diagonal ring"


#: `--seed 49` game 3 of today's Hard against Medium, round 5, Blue's (Hard's) Move
#: Phase with 3, 6 and 4: Red holds g5 and g7 of the diagonal ring, Blue's Shifter
#: stands on e5 with Red's Stitcher behind it on e6. The page warned "its Mover on c1
#: could push Blue's Shifter off e5: block e7"; Hard walked its Pusher f7 to e7, and
#: Red's Mover walked six (c1 to e4, then e5) pushing the e file up: Blue's Shifter
#: and Pusher off e5 and e7, Red's own Stitcher onto e7. Red won with three 6s.
TWO_BLOCKERS = {"c1": ("Mover", RED), "e5": ("Shifter", BLUE), "f5": ("Shadow", RED),
                "g5": ("Phaser", RED), "e6": ("Stitcher", RED), "g6": ("Shifter", BLUE),
                "f7": ("Pusher", BLUE), "g7": ("Shifter", RED), "j11": ("Bleeder", BLUE),
                "k11": ("Squad", BLUE)}
BLUE_HAND_49 = ["Faction", "Shatter", "Mesmerize", "Faction", "Changing Future", "Faction",
                "Run Away", "Firepower", "Sonic Scream"]


def _two_blockers() -> PushState:
    return make(TWO_BLOCKERS, factions=("Company", "Triad"), hands={BLUE: BLUE_HAND_49},
                dice=(3, 6, 4), turn=BLUE)._replace(first=BLUE, round=5)


def test_a_full_ring_one_mover_walk_clears_of_two_blockers_is_a_threat() -> None:
    state = _two_blockers()
    # The game's move: Blue's Pusher f7 to e7. Every diagonal square is taken then.
    played = make({**{sq: spec for sq, spec in TWO_BLOCKERS.items() if sq != "f7"},
                   "e7": ("Pusher", BLUE)}, factions=("Company", "Triad"))
    movers = _movers(played, RED)
    value, walkers = ring_value(played.board, RED, RINGS[1], movers, PLAIN, played.box)
    assert walkers == ((6, MOVER),), "the Mover's six-step walk, nothing left to fill"
    board_terms.cache_clear()
    assert board_terms(played.board, 2, PLAIN, played.box).threats[RED] == fill_chance(walkers)
    # Without the Mover, nothing clears two blockers.
    alone = make({sq: spec for sq, spec in TWO_BLOCKERS.items() if sq not in ("f7", "c1")}
                 | {"e7": ("Pusher", BLUE)})
    assert ring_value(alone.board, RED, RINGS[1], _movers(alone, RED), PLAIN, alone.box)[1] is None
    assert state.board[parse_square("e5")] is not None


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_medium_and_hard_leave_no_sweep_of_two_blockers(level: str) -> None:
    player, budget = level_player(GAME, level)
    after = play_turn_with(_two_blockers(), player, budget, BLUE)
    board_terms.cache_clear()
    assert board_terms(after.board, 2, MEDIUM_STYLE, after.box).threats[RED] == 0.0
    assert unseen_threat(after.board, RED, after.box) == 0.0
