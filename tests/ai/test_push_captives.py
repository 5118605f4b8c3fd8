"""Push: Hard reads two ways to take a ring that the threats of Medium miss
(issue 23's last point; both positions are from arena games Hard lost to
Medium, `--seed 41`, replayed in docs/ai/push-measurements.md's loss analysis).

- A seat's own captive on a ring it otherwise holds recovers at the start of
  its turn with a 5 or a 6, and the whole ring is held at the end of the turn
  without a move (:func:`.push_threats.captive_threat`). The captor can walk its
  captive off the ring with a die: Hard now does.
- A ring one operative blocks is cleared by a walk of the seat's Mover that
  stands on the ring itself, pushing its own operatives onto the blocker's
  square (the engine's own pushes), and a ring held three times by a Changer's
  switch with the fourth square's operative: Medium's reading (clearers only
  while a square is empty, Movers off the ring) misses both.

Hard reads these for its rivals (``Style.unseen``, :func:`.push_threats.unseen_threat`).
"""

from __future__ import annotations

from pushgames.ai.games.push import HARD_STYLE
from pushgames.ai.games.push_eval import PLAIN, board_terms, evaluate, ring_value
from pushgames.ai.games.push_threats import (
    RECOVER_CHANCE, RINGS, captive_threat, fill_chance, unseen_threat,
)
from pushgames.push.threats import SWITCH
from pushgames.ai.games.push_planner import PushPlayer
from pushgames.ai.budget import Budget
from pushgames.core import Rng
from pushgames.push.board import parse_square
from pushgames.push.state import PushState

from ..push.helpers import BLUE, GAME, RED, make

#: Hard's judgement with the rivals' unseen threats, and without (the Hard before).
UNSEEN, BEFORE = HARD_STYLE._replace(unseen=True), HARD_STYLE._replace(unseen=False)

#: `--seed 41` game 18, round 4, Red's (Hard's) turn with 3, 3 and 5: Blue holds
#: e5, g5 and g7 of the diagonal ring; its Watcher on e7 is Red's captive. Red
#: walked its Shadow and its Shifter towards the centre; Blue rolled the
#: recovery in its Recovery Phase and won at the end of its turn without a move.
CAPTIVE = {"e7": ("Watcher", BLUE, "c0"), "f7": ("Sniffer", RED), "g7": ("Stitcher", BLUE),
           "e5": ("Changer", BLUE), "f5": ("Pusher", RED), "g5": ("Watcher", BLUE),
           "a2": ("Wiper", RED), "b2": ("Shadow", RED), "a1": ("Sniffer", RED),
           "b1": ("Shifter", RED)}
#: Red's hand then (Blue's eight cards are hidden from it).
RED_HAND = ["Shatter", "Rescue", "Kinetic Blow", "Bypass Security", "False Friend", "See Decisions",
            "Surrounded", "Keep Hidden", "Mind Wipe"]


def _captive_position() -> PushState:
    """The game's position: Blue moved first (Hard, moving second, counts a ring
    another operative stands on at half its worth), round 4."""
    return make(CAPTIVE, factions=("Religion", "Division"), hands={RED: RED_HAND},
                dice=(3, 3, 5))._replace(first=BLUE, round=4)

#: `--seed 41` game 15, round 28, Red's (Medium's) turn, Hard being Blue: Red holds
#: e5 (its Mover), g5 and e7 of the diagonal ring, Blue's Sniffer stands on g7.
#: Red's Mover walked e4, f4, g4, g5, g6, pushing the g file up (its own Shifter
#: from g5 onto g7, Blue's Sniffer off the ring), and two 6s took e5 and g5.
SWEEP = {"j11": ("Changer", BLUE), "k11": ("Bleeder", BLUE), "j10": ("Phaser", BLUE),
         "k10": ("Wiper", BLUE), "e7": ("Pusher", RED), "g7": ("Sniffer", BLUE),
         "e6": ("Watcher", BLUE), "g6": ("Watcher", BLUE), "e5": ("Mover", RED),
         "f5": ("Shifter", RED), "g5": ("Shifter", RED), "c3": ("Pusher", RED),
         "a2": ("Squad", RED), "b2": ("Stitcher", RED), "f2": ("Squad", RED),
         "a1": ("Shadow", RED), "b1": ("Watcher", RED), "f1": ("Squad", BLUE, "c0")}


def _movers(state: PushState, seat: int) -> list[tuple[int, int, int]]:
    return [(sq, op.kind, 0) for sq, op in enumerate(state.board)
            if op is not None and op.owner == seat and not op.captured]


def _hard_turn(state: PushState, unseen: bool) -> PushState:
    player = PushPlayer(samples=4, beam=6, style=UNSEEN if unseen else BEFORE,
                        ring_walks=True, name="push-hard")
    for step in range(40):
        if GAME.to_move(state) != RED:
            return state
        action = player.choose(GAME, GAME.view(state, RED), RED, Budget(nodes=25_000), Rng(step))
        state = GAME.apply(state, action)
    raise AssertionError("the turn did not end")


def test_a_captive_on_a_ring_its_seat_otherwise_holds_is_a_threat() -> None:
    state = _captive_position()
    diagonal = RINGS[1]
    chance = captive_threat(state.board, BLUE, diagonal, _movers(state, BLUE))
    assert chance == RECOVER_CHANCE == 1 / 3
    assert captive_threat(state.board, BLUE, RINGS[0], _movers(state, BLUE)) == 0.0
    plain = board_terms(state.board, 2, PLAIN, state.box).threats[BLUE]
    assert plain == 0.0, "Medium does not see it"
    assert unseen_threat(state.board, BLUE, state.box) == 1 / 3
    # Red's evaluation with it costs Blue's chance times 300 points.
    assert evaluate(state, RED, style=UNSEEN) < evaluate(state, RED, style=BEFORE) - 99
    # Red's own captive would threaten nothing: the ring is Blue's.
    assert captive_threat(state.board, RED, diagonal, _movers(state, RED)) == 0.0
    # With an empty square too, the recovery and a walk are both needed.
    opened = make({**CAPTIVE, "g5": ("Watcher", BLUE, "c0"), "k5": ("Squad", BLUE)}, dice=(3, 3, 5))
    two = captive_threat(opened.board, BLUE, diagonal, _movers(opened, BLUE))
    assert two == 0.0, "two captives"
    walked = make({sq: spec for sq, spec in CAPTIVE.items() if sq != "g5"}
                  | {"g1": ("Squad", BLUE)},
                  dice=(3, 3, 5))
    chance = captive_threat(walked.board, BLUE, diagonal, _movers(walked, BLUE))
    assert 0.0 < chance < RECOVER_CHANCE


def test_hard_walks_the_captive_off_the_ring_the_hard_before_did_not() -> None:
    state = _captive_position()
    before = _hard_turn(state, unseen=False)
    assert before.board[parse_square("e7")] == state.board[parse_square("e7")], "the game's turn"
    after = _hard_turn(state, unseen=True)
    assert after.board[parse_square("e7")] is None, "the captive walked off e7"
    assert unseen_threat(after.board, BLUE, after.box) == 0.0
    assert evaluate(after, RED, style=UNSEEN) > evaluate(before, RED, style=UNSEEN)


def test_a_sweep_by_a_mover_on_the_ring_is_a_threat_for_hard() -> None:
    state = make(SWEEP, factions=("Company", "Rebel"), dice=(6, 5, 6))
    movers = _movers(state, RED)
    assert ring_value(state.board, RED, RINGS[1], movers, PLAIN, state.box)[1] is None
    # The Mover's walk (e4, f4, g4, g5, g6) and two walkers onto the squares it and
    # the Shifter left (e5, g5): the Stitcher on b2 and the Squad on f2. The
    # straight ring (Blue on e6 and g6, f7 empty) is a sweep both levels read.
    straight = ring_value(state.board, RED, RINGS[0], movers, PLAIN, state.box)[1]
    assert straight is not None
    assert unseen_threat(state.board, RED, state.box) > fill_chance(straight) > 0.1
    board_terms.cache_clear()
    assert evaluate(state, BLUE, style=UNSEEN) < evaluate(state, BLUE, style=BEFORE) - 50


def test_a_ring_held_three_times_with_a_rival_on_the_fourth_is_a_threat_for_hard() -> None:
    # `--seed 41` game 19 (and 17): Blue held three squares of the straight ring,
    # Hard's operative stood on f7, and Blue's Changer switched with it (a 6).
    # Both levels read clearers only while a square of the ring was still empty.
    state = make({"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f5": ("Squad", BLUE),
                  "f7": ("Squad", RED), "a11": ("Changer", BLUE), "a1": ("Squad", RED)})
    movers = _movers(state, BLUE)
    assert ring_value(state.board, BLUE, RINGS[0], movers, PLAIN, state.box)[1] is None
    board_terms.cache_clear()
    assert board_terms(state.board, 2, PLAIN, state.box).threats[BLUE] == 0.0
    assert unseen_threat(state.board, BLUE, state.box) == 91 / 216 == fill_chance(((0, SWITCH),))
    # Without the Changer (nothing clears f7) there is no threat.
    alone = make({"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f5": ("Squad", BLUE),
                  "f7": ("Squad", RED), "a1": ("Squad", RED)})
    assert unseen_threat(alone.board, BLUE, alone.box) == 0.0
