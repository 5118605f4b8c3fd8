"""The search's inner loops, written out for speed, against their straightforward
definitions on many random positions: the immediate-win check against "some turn
pushes a piece off", the turn enumeration against arrangements then pushes (the
engine's own ``one_move_keys`` and ``_pushes``), the flood fill against repeated
``spread``. ``test_analysis.py`` checks the same functions against the slow
brute-force reference on fewer positions."""

from __future__ import annotations

import random
from typing import Iterator

import pytest

from pushgames.pushfight import Position, has_immediate_win
from pushgames.pushfight.analysis import (
    _HALF, _LOW, TurnBits, _pushes, arrangement_keys, one_move_keys, turn_results,
)
from pushgames.pushfight.board import BOARD, component, spread
from pushgames.pushfight.position import NO_ANCHOR

from . import reference as ref


def _position(rng: random.Random) -> Position:
    """Full sets of pieces anywhere (an anchor mostly), or few pieces (long lines,
    long paths, many wins that take two moves)."""
    if rng.random() < 0.5:
        return Position.from_string(ref.random_position(rng))
    cells = rng.sample(range(26), rng.randint(3, 12))
    chars = ["."] * 26
    for i, cell in enumerate(cells):
        chars[cell] = "O" if i == 0 else rng.choice("oOxX")
    squares = [i for i, char in enumerate(chars) if char == "X"]
    if squares and rng.random() < 0.7:
        chars[rng.choice(squares)] = "Y"
    return Position.from_string("".join(chars))


def _plain_arrangements(position: Position) -> Iterator[tuple[int, tuple[tuple[int, int], ...]]]:
    """Breadth first over ``one_move_keys``: 0, then 1, then 2 moves, first path kept."""
    theirs = position.theirs
    start = position.own_squares | position.own_rounds << _HALF
    seen = {start}
    yield start, ()
    frontier: list[tuple[int, tuple[tuple[int, int], ...]]] = [(start, ())]
    for _ in range(2):
        found = []
        for key, moves in frontier:
            for new, piece, dest in one_move_keys(key, theirs):
                if new not in seen:
                    seen.add(new)
                    found.append((new, moves + ((piece, dest),)))
                    yield new, moves + ((piece, dest),)
        frontier = found


def _plain_turn_results(position: Position) -> Iterator[tuple[Position, bool, TurnBits]]:
    """Every arrangement's pushes by ``_pushes``, the first turn to each position kept."""
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    seen: set[Position] = set()
    for key, moves in _plain_arrangements(position):
        for pusher, step, s, r, ts, tr, wins in _pushes(key & _LOW, key >> _HALF,
                                                        position.their_squares,
                                                         position.their_rounds, anchor_bit):
            after = Position(ts, tr, s, r, pusher.bit_length() - 1 + step)
            if after not in seen:
                seen.add(after)
                yield after, wins, (moves, pusher, step)


@pytest.mark.parametrize("seed", range(4))
def test_the_immediate_win_check_says_whether_some_turn_pushes_a_piece_off(seed: int) -> None:
    rng = random.Random(2800 + seed)
    answers = {True: 0, False: 0}
    for _ in range(300):
        position = _position(rng)
        wins = any(wins for _, wins, _ in turn_results(position))
        assert has_immediate_win(position) == wins, position.to_string()
        answers[wins] += 1
    assert min(answers.values()) >= 30  # both answers well represented


def test_the_immediate_win_check_on_positions_a_search_meets() -> None:
    """After the turns of random positions (the replies a search checks): mostly
    crowded lines, where the two-move wins and their blockers are."""
    rng = random.Random(28)
    checked = 0
    for _ in range(40):
        start = Position.from_string(ref.random_position(rng))
        afters = [after for after, wins, _ in turn_results(start) if not wins]
        for after in rng.sample(afters, min(15, len(afters))):
            assert has_immediate_win(after) == any(w for _, w,
                                                   _ in turn_results(after)), after.to_string()
            checked += 1
    assert checked >= 400


@pytest.mark.parametrize("seed", range(2))
def test_turns_are_listed_as_arrangements_then_pushes(seed: int) -> None:
    rng = random.Random(2900 + seed)
    for _ in range(40):
        position = _position(rng)
        assert list(arrangement_keys(position)) == list(
            _plain_arrangements(position)), position.to_string()
        assert list(turn_results(position)) == list(
            _plain_turn_results(position)), position.to_string()


def test_the_flood_fill_is_repeated_spreading() -> None:
    rng = random.Random(3000)
    squares = [i for i in range(36) if BOARD >> i & 1]
    for _ in range(3000):
        empty = rng.getrandbits(36) & (BOARD if rng.random() < 0.9 else (1 << 40) - 1)
        index = rng.choice(squares)
        reach = 1 << index
        while (grown := reach | spread(reach) & empty) != reach:
            reach = grown
        assert component(index, empty) == reach
