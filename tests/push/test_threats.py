"""Threats to the centre (pushgames.push.threats): public facts the page shows and the computer
weighs."""

from __future__ import annotations

from pushgames.push.board import parse_square, square_name
from pushgames.push.common import Act
from pushgames.push.state import Path, PushState, Roll
from pushgames.push.threats import describe, marked_squares, threats

from .helpers import BLUE, GAME, RED, make


def _said(state: PushState, viewer: int = RED) -> list[str]:
    return [describe(t, viewer, state.board) for t in threats(state)]


def test_three_of_a_ring_and_a_reachable_fourth_is_told_with_the_square_to_block() -> None:
    state = make({"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f7": ("Squad", BLUE),
                  "f2": ("Squad", BLUE),
                  "a1": ("Squad", RED)}, dice=(1,))
    assert _said(state) == ["Blue needs f5 to hold the straight centre: block it"]
    assert _said(state, viewer=BLUE) == ["You need f5 to hold the straight centre"]
    assert list(marked_squares(threats(state))) == [parse_square("f5")]


def test_three_held_with_the_fourth_occupied_is_told_as_blocked() -> None:
    state = make({"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f7": ("Squad", BLUE),
                  "f5": ("Sniffer", RED)})
    assert _said(state) == [
        "Blue holds 3 of the straight centre; Red's Sniffer on f5 is in the way"]
    assert not marked_squares(threats(state))


def test_two_squares_need_two_operatives_in_reach() -> None:
    pieces = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f1": ("Squad", BLUE),
              "f11": ("Squad", BLUE)}
    assert _said(make(pieces)) == [
        "Blue needs f5 and f7 to hold the straight centre: block one of them"]
    del pieces["f11"]
    assert _said(make(pieces)) == [], "one operative cannot take two squares"
    pieces["c11"] = ("Squad", BLUE)  # 3 + 4 steps from f7: too far for one die
    assert _said(make(pieces)) == []


def test_the_seat_in_its_move_phase_is_measured_with_its_own_dice() -> None:
    # Red's Squad on f2 is 3 steps from f5: a 3 or a 5 walks it there, a 2 or a 4 cannot end on it.
    pieces = {"e6": ("Squad", RED), "g6": ("Squad", RED), "f7": ("Squad", RED),
              "f2": ("Squad", RED)}
    assert [t.could for t in threats(make(pieces, dice=(2, 4)))] == [False]
    assert [t.could for t in threats(make(pieces, dice=(5,)))] == [True]
    assert _said(make(pieces, dice=(5,)), viewer=RED) == ["You need f5 to hold the straight centre"]
    assert _said(make(pieces, dice=(2, 4)),
                 viewer=BLUE) == ["Red needs f5 to hold the straight centre"]
    assert _said(make(pieces, stack=(Roll(3),)), viewer=BLUE) == [
        "Red needs f5 to hold the straight centre: block it"], "dice not rolled yet: any values"


def test_a_frozen_or_walled_in_operative_does_not_threaten() -> None:
    pieces = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f2": ("Squad", BLUE),
              "f11": ("Squad", BLUE)}
    assert _said(make({**pieces, "g1": ("Wiper", RED)})) == [
        "Blue needs f5 and f7 to hold the straight centre: block one of them"
    ], "a diagonal Wiper does not freeze"
    frozen = {**pieces, "g2": ("Wiper", RED)}
    assert _said(make(frozen)) == []
    walled = {**pieces, "f3": ("Squad", RED), "e2": ("Squad", RED), "g2": ("Squad", RED),
              "f1": ("Squad", RED)}
    assert _said(make({**walled, "f2": ("Sniffer", BLUE)})) == []
    assert _said(make(walled)) == []
    assert _said(make({**walled, "f2": ("Phaser", BLUE)})) != [], "a Phaser passes through"


def test_a_whole_ring_held_is_told_as_a_win_at_the_end_of_the_turn() -> None:
    pieces = {sq: ("Squad", RED) for sq in ("e5", "g5", "e7", "g7")}
    assert _said(make(pieces), viewer=BLUE) == [
        "Red holds all of the diagonal centre: the end of its turn wins"]
    captive = {**pieces, "g7": ("Squad", RED, "c1")}
    assert _said(make(captive), viewer=BLUE) == [
        "Red holds 3 of the diagonal centre; Red's Squad on g7 is in the way"]


def _walk_ends(state: PushState, start: str, die: int) -> set[str]:
    """Every square the operative on ``start`` can end a walk of ``die`` on (the engine's
    own walks)."""
    walker = state.board[parse_square(start)]
    assert walker is not None
    uid = walker.uid
    ends: set[str] = set()
    todo = [GAME.apply(state, Act("move", die, parse_square(start), 0, 0))]
    while todo:
        current = todo.pop()
        if not any(isinstance(frame, Path) for frame in current.stack):
            ends.add(next(square_name(sq) for sq, o in enumerate(current.board)
                          if o is not None and o.uid == uid))
            continue
        todo += [GAME.apply(current, a) for a in GAME.legal_actions(current)
                 if a.verb in ("to", "stop")]
    return ends


def test_a_mover_or_a_phaser_walks_orthogonally_so_an_odd_spare_step_does_not_fit() -> None:
    # Red holds e6, g6 and f7 in its Move Phase; its Mover (or Phaser) on f3 is two
    # steps from f5. A 3 cannot end there (every orthogonal walk from f3 to f5 has
    # an even length); a 4 can.
    for kind in ("Mover", "Phaser"):
        pieces = {"e6": ("Squad", RED), "g6": ("Squad", RED), "f7": ("Squad", RED),
                  "f3": (kind, RED), "k11": ("Squad", BLUE)}
        assert "f5" not in _walk_ends(make(pieces, dice=(3,)), "f3", 3)
        assert "f5" in _walk_ends(make(pieces, dice=(4,)), "f3", 4)
        assert [t.could for t in threats(make(pieces, dice=(3,)))] == [False], kind
        assert [t.could for t in threats(make(pieces, dice=(4,)))] == [True], kind


#: Blue holds e6 and g6 of the straight ring and its Squad on f1 walks to f5 with
#: a 4 or a 6; Red's Squad on f7 stands on the fourth square (as in tests/ai/test_push_blocks.py).
_CLEARABLE = {"e6": ("Squad", BLUE), "g6": ("Squad", BLUE), "f1": ("Squad", BLUE),
              "f7": ("Squad", RED),
              "a1": ("Squad", RED)}


def test_a_ring_a_changer_could_clear_is_named_with_the_switch_and_the_square_to_block() -> None:
    state = make({**_CLEARABLE, "a11": ("Changer", BLUE)})
    assert _said(state) == [
        "Blue needs f5 and f7 to hold the straight centre: its Changer on a11 could switch "
        "places with Red's Squad on f7 (a 6): block f5"]
    assert _said(state, viewer=BLUE) == [
        "You need f5 and f7 to hold the straight centre: your Changer on a11 "
        "could switch places with Red's Squad on f7 (a 6)"]
    assert list(marked_squares(threats(state))) == [parse_square("f5")]
    # Without a 6 among its dice in its own Move Phase, Blue cannot switch: no threat.
    assert threats(make({**_CLEARABLE, "a11": ("Changer", BLUE)}, turn=BLUE, dice=(4, 4))) == ()
    assert [t.clearer for t in threats(
        make({**_CLEARABLE, "a11": ("Changer", BLUE)}, turn=BLUE, dice=(4, 6)))] == [
        parse_square("a11")]


def test_a_ring_a_mover_could_clear_is_named_with_the_push() -> None:
    # The Mover on d7 steps onto e7, then onto f7 pushing Red's Squad on to h7: two steps.
    state = make({**_CLEARABLE, "d7": ("Mover", BLUE)})
    assert _said(state) == [
        "Blue needs f5 and f7 to hold the straight centre: its Mover on d7 could push "
        "Red's Squad off f7: block f5"]
    # A Mover on k1 is too far for any die; from f8 the push would shove the Squad into f6.
    assert _said(make({**_CLEARABLE, "k1": ("Mover", BLUE)})) == []
    # Three held and the fourth cleared by the switch: nothing left to block, but it is said.
    held = make({**_CLEARABLE, "f5": ("Squad", BLUE), "a11": ("Changer", BLUE)})
    assert _said(held) == [
        "Blue holds 3 of the straight centre, and its Changer on a11 could switch places with "
        "Red's Squad on f7 (a 6)"]
