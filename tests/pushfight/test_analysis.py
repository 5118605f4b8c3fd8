"""The fast analysis (successors, immediate win, no-push detection) against the
brute-force reference in ``reference.py``, on hand-built and random positions."""

from __future__ import annotations

import os
import random

import pytest

from pushgames.pushfight import (
    Position, Step, can_complete_turn, has_immediate_win, legal_pushes, push_result,
    successor_count, successors,
)
from pushgames.pushfight.board import RAYS, SQUARES, STRING_ORDER_NAMES, square_index, square_name

from . import reference as ref

NO_PUSH = "x....ooX.....OOOY....Xx..."


def build(**pieces: str) -> str:
    """A position string from ``c3="O", d3="x", ...``."""
    chars = ["."] * 26
    for name, char in pieces.items():
        chars[STRING_ORDER_NAMES.index(name)] = char
    return "".join(chars)


def fast(text: str) -> dict[str, bool]:
    return {s.position.to_string(): s.wins for s in successors(Position.from_string(text))}


def check_against_reference(text: str) -> None:
    want = ref.successors(text)
    got = fast(text)
    assert got == want, (text, sorted(set(got) ^ set(want))[:5])
    assert has_immediate_win(Position.from_string(text)) == any(want.values()), text
    assert can_complete_turn(Position.from_string(text)) == bool(want), text
    assert successor_count(Position.from_string(text)) == (len(want), sum(want.values()))


def push(text: str, step: str) -> tuple[Position, bool] | None:
    return push_result(Position.from_string(text), Step.from_text(step))


# -- the board: open edges, missing squares and rails ---------------------------

OPEN_EDGES = [(square_name(sq), d) for sq in SQUARES for d, (ray, railed) in enumerate(RAYS[sq])
              if not ray and not railed]
RAILS = [(square_name(sq), d) for sq in SQUARES
         for d, (ray, railed) in enumerate(RAYS[sq]) if railed and not ray]
STEP_NAMES = ("north", "east", "south", "west")
OFFSETS = {0: (0, 1), 1: (1, 0), 2: (0, -1), 3: (-1, 0)}


def behind(name: str, direction: int) -> str | None:
    df, dr = OFFSETS[direction]
    other = "abcdefgh"[("abcdefgh".index(name[0]) - df) % 8] + str(int(name[1]) - dr)
    ok = 0 <= "abcdefgh".index(name[0]) - df < 8 and other in STRING_ORDER_NAMES
    return other if ok else None


def test_the_board_has_the_ruled_open_edges_and_rails() -> None:
    # Rails: above c4-g4 and below b1-f1, nowhere else.
    assert sorted(RAILS) == sorted(
        [(f + "4", 0) for f in "cdefg"] + [(f + "1", 2) for f in "bcdef"])
    edges = {(n, STEP_NAMES[d]) for n, d in OPEN_EDGES}
    # Pushes into the missing squares fall off, e.g. up from a3 into a4.
    for edge in [("a3", "north"), ("b3", "north"), ("h3", "north"), ("a2", "south"),
                 ("g2", "south"),
                 ("h2", "south"), ("c4", "west"), ("g4", "east"), ("b1", "west"), ("f1", "east"),
                 ("a3", "west"), ("a2", "west"), ("h3", "east"), ("h2", "east")]:
        assert edge in edges
    assert len(edges) == 14


@pytest.mark.parametrize("edge,direction", OPEN_EDGES)
def test_every_open_edge_lets_an_opponent_fall_off_and_wins(edge: str, direction: int) -> None:
    pusher = behind(edge, direction)
    assert pusher is not None
    text = build(**{edge: "x", pusher: "O"})
    result = push(text, f"{pusher}-{edge}")
    assert result is not None and result[1] is True
    assert result[0].count() == 1 and result[0].their_squares == 1 << square_index(edge)
    check_against_reference(text)


@pytest.mark.parametrize("edge,direction", OPEN_EDGES)
def test_own_piece_at_an_open_edge_may_not_be_pushed_off(edge: str, direction: int) -> None:
    pusher = behind(edge, direction)
    assert pusher is not None
    text = build(**{edge: "o", pusher: "O"})
    assert push(text, f"{pusher}-{edge}") is None
    assert Step.from_text(f"{pusher}-{edge}") not in legal_pushes(Position.from_string(text))
    # An opponent's piece at the edge with own pieces in the line still goes off.
    back = behind(pusher, direction)
    if back:
        line = build(**{edge: "x", pusher: "o", back: "O"})
        pushed = push(line, f"{back}-{pusher}")
        assert pushed is not None and pushed[1] is True
        check_against_reference(line)
    check_against_reference(text)


@pytest.mark.parametrize("edge,direction", RAILS)
def test_nothing_crosses_a_rail(edge: str, direction: int) -> None:
    pusher = behind(edge, direction)
    assert pusher is not None
    text = build(**{edge: "x", pusher: "O"})
    assert push(text, f"{pusher}-{edge}") is None
    check_against_reference(text)


def test_a_full_column_against_the_rail_cannot_be_pushed_but_a_gap_can() -> None:
    blocked = build(c1="O", c2="x", c3="X", c4="x")
    assert push(blocked, "c1-c2") is None
    gap = build(c1="O", c2="x", c3="X")
    pushed = push(gap, "c1-c2")
    assert pushed is not None
    after, wins = pushed
    assert not wins and after.to_string() == build(c4="O", c3="o", c2="Y")
    check_against_reference(blocked)
    check_against_reference(gap)


def test_the_anchor_blocks_any_line_that_holds_it() -> None:
    first = build(d2="O", e2="Y")
    inside = build(d2="O", e2="x", f2="Y")
    beyond = build(d2="O", e2="x", g2="Y")
    assert push(first, "d2-e2") is None
    assert push(inside, "d2-e2") is None
    assert push(beyond, "d2-e2") is not None
    # Also across the line: pushing the anchored piece in any direction is illegal.
    sideways = build(e3="O", e2="Y", e1="x")
    assert push(sideways, "e3-e2") is None
    for text in (first, inside, beyond, sideways):
        check_against_reference(text)


def test_the_anchor_lands_on_the_pushing_piece_and_the_view_flips() -> None:
    pushed = push(build(d2="O", e2="x", b3="o", f3="X"), "d2-e2")
    assert pushed is not None
    after, wins = pushed
    assert not wins
    assert after.to_string() == build(e2="Y", f2="o", b3="x", f3="O")


def test_only_squares_push() -> None:
    text = build(d2="o", e2="x")
    assert legal_pushes(Position.from_string(text)) == []
    assert not can_complete_turn(Position.from_string(text))


def test_a_position_with_no_legal_push_after_any_moves() -> None:
    position = Position.from_string(NO_PUSH)
    position.check_complete()
    assert legal_pushes(position) == []
    assert not can_complete_turn(position)
    assert successors(position) == []
    assert ref.successors(NO_PUSH) == {}


def test_two_moves_can_build_a_winning_line() -> None:
    # A square two moves from pushing: the round fills the gap, the square comes round.
    text = build(a3="x", c3="o", d2="O", h2="o", h3="O", g4="O", f1="X", e1="X", c1="x")
    check_against_reference(text)


def test_a_blocking_piece_must_first_step_aside() -> None:
    # x on the edge a2, pusher's slot b2 reachable only after the own round on b1... moves away
    text = build(a2="x", b3="X", c2="X", b1="o", c1="O", d1="x", c3="Y", d2="O", d3="O", e2="o")
    check_against_reference(text)


def test_standard_setup_has_no_win_and_correct_successors() -> None:
    check_against_reference(".OX.....oXx....oOx.....OX.")


def test_each_successor_comes_with_a_turn_that_reaches_it() -> None:
    text = build(c3="O", d3="x", e3="X", b2="o", c2="O", d2="Y", f2="x", c1="O", e1="o", f1="X")
    turns = ref.successor_turns(text)
    found = successors(Position.from_string(text))
    assert {s.position.to_string() for s in found} == set(turns)
    for succ in found:
        assert succ.turn.text() in turns[succ.position.to_string()]
        assert len(succ.turn.moves) <= 2


#: Random positions checked against the reference (set PUSHFIGHT_REFERENCE_POSITIONS=3000
#: for a long run; 3000 were checked while writing the engine).
REFERENCE_POSITIONS = int(os.environ.get("PUSHFIGHT_REFERENCE_POSITIONS", "120"))


@pytest.mark.parametrize("seed", range(3))
def test_random_positions_match_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(REFERENCE_POSITIONS // 3):
        check_against_reference(ref.random_position(rng))


@pytest.mark.parametrize("seed", range(3))
def test_sparse_random_positions_match_the_reference(seed: int) -> None:
    """Few pieces: long paths, long lines, many two-move wins."""
    rng = random.Random(100 + seed)
    for _ in range(REFERENCE_POSITIONS // 3):
        cells = rng.sample(range(26), rng.randint(3, 7))
        chars = ["."] * 26
        for i, cell in enumerate(cells):
            chars[cell] = "O" if i == 0 else rng.choice("oOxX")
        check_against_reference("".join(chars))


def test_a_turn_can_be_completed_exactly_when_some_arrangement_has_a_push() -> None:
    """The lazy check at every turn's start against the exhaustive definition,
    on crowded positions with no push at once (where the laziness matters),
    for one move left as well as two: some are completed at once, some only
    with two moves, some not at all."""
    from pushgames.pushfight.analysis import arrangements, has_any_push

    rng = random.Random(5)
    seen: set[tuple[bool, bool]] = set()
    for _ in range(20_000):
        cells = rng.sample(range(26), rng.randint(8, 24))
        chars = ["."] * 26
        for i, cell in enumerate(cells):
            chars[cell] = "O" if i == 0 else rng.choice("ooxXxXxX")
        position = Position.from_string("".join(chars))
        if has_any_push(position):
            continue
        answers = []
        for moves in (1, 2):
            exhaustive = any(legal_pushes(_arranged(position, key))
                             for key in arrangements(position, moves))
            assert can_complete_turn(position, moves) == exhaustive, ("".join(chars), moves)
            answers.append(exhaustive)
        seen.add((answers[0], answers[1]))
    assert seen == {(True, True), (False, True), (False, False)}


def _arranged(position: Position, key: int) -> Position:
    """``position`` with the side to move's pieces as an arrangement key says."""
    from pushgames.pushfight.analysis import _HALF, _LOW

    return Position(key & _LOW, key >> _HALF, position.their_squares, position.their_rounds,
                    position.anchor)
