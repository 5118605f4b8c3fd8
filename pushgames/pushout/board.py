"""The Pushout board: 4 rows of 5 (2 rows in Single), and what "left", "right"
and "up" mean for each player.

A square is ``file + 5 * rank``, files a-e from White's left, ranks from 1 at
White's edge (White's scoring row) to 4 (Black's scoring row), as seen by White
(seat 0). Black (seat 1) sits opposite: its left is White's right and its up is
towards rank 1.

>>> geo = Geometry.of(4)
>>> square_name(geo.step[1][0][square_index("c2")])   # Black's LEFT from c2
'd2'
>>> [square_name(s) for s in geo.ray[0][2][square_index("b2")]]  # White's UP
['b3', 'b4']
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import NotationError
from .actions import PushoutMove, use
from .cards import LEFT, RIGHT, ROTATE, SWITCH, UP

FILES = "abcde"
WIDTH = 5
#: Directions as the player sees them, indexes into ``step``/``ray``.
DIR_LEFT, DIR_RIGHT, DIR_UP = 0, 1, 2


def square_name(square: int) -> str:
    return f"{FILES[square % WIDTH]}{square // WIDTH + 1}"


def square_index(name: str, rows: int = 4) -> int:
    """The square called ``name`` (``a1``..``e4``; ``e2`` at most in Single)."""
    text = name.strip().lower()
    if len(text) != 2 or text[0] not in FILES or not text[
        1].isdigit() or not 1 <= int(text[1]) <= rows:
        last = f"e{rows}"
        raise NotationError(f"{name!r} is not a square (a1 to {last})")
    return FILES.index(text[0]) + WIDTH * (int(text[1]) - 1)


@dataclass(frozen=True, slots=True)
class Geometry:
    """Everything about the board that depends only on its number of rows."""

    rows: int
    squares: int
    #: ``owner[square]``: the seat whose half the square is in.
    owner: tuple[int, ...]
    #: ``scoring[square]``: True on the two scoring rows.
    scoring: tuple[bool, ...]
    #: ``scoring_row[seat]`` / ``middle_row[seat]``: the squares left to right
    #: as White sees them (middle rows are empty in Single).
    scoring_row: tuple[tuple[int, ...], tuple[int, ...]]
    middle_row: tuple[tuple[int, ...], tuple[int, ...]]
    #: ``half[seat]``: the squares of that seat's half.
    half: tuple[tuple[int, ...], tuple[int, ...]]
    #: ``step[seat][direction][square]``: the neighbour that way, or -1.
    step: tuple[tuple[tuple[int, ...], ...], ...]
    #: ``ray[seat][direction][square]``: every square beyond, nearest first.
    ray: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]
    #: ``uses[seat][square][action]``: the action numbers (see ``actions``) a
    #: card there with that action upright offers ``seat``.
    uses: tuple[tuple[tuple[tuple[PushoutMove, ...], ...], ...], ...]

    @classmethod
    def of(cls, rows: int) -> "Geometry":
        return _GEOMETRIES[rows]


def _build(rows: int) -> Geometry:
    squares = rows * WIDTH
    owner = tuple(0 if s // WIDTH < rows // 2 else 1 for s in range(squares))
    scoring = tuple(s // WIDTH in (0, rows - 1) for s in range(squares))

    def row(r: int) -> tuple[int, ...]:
        return tuple(range(r * WIDTH, r * WIDTH + WIDTH))

    scoring_row = (row(0), row(rows - 1))
    middle_row = (row(1), row(2)) if rows == 4 else ((), ())
    half = (tuple(s for s in range(squares) if owner[s] == 0),
            tuple(s for s in range(squares) if owner[s] == 1))

    def delta(seat: int, direction: int) -> tuple[int, int]:
        df, dr = ((-1, 0), (1, 0), (0, 1))[direction]
        return (df, dr) if seat == 0 else (-df, -dr)

    def walk(seat: int, direction: int, square: int) -> tuple[int, ...]:
        df, dr = delta(seat, direction)
        f, r, out = square % WIDTH + df, square // WIDTH + dr, []
        while 0 <= f < WIDTH and 0 <= r < rows:
            out.append(f + WIDTH * r)
            f, r = f + df, r + dr
        return tuple(out)

    ray = tuple(tuple(tuple(walk(seat, d, s) for s in range(squares)) for d in range(3))
                for seat in (0, 1))
    step = tuple(tuple(tuple(r[0] if r else -1 for r in ray[seat][d]) for d in range(3))
                 for seat in (0, 1))

    def offers(seat: int, square: int, action: int) -> tuple[PushoutMove, ...]:
        base = use(square, 0)
        if action == LEFT:
            return (base,) if step[seat][DIR_LEFT][square] >= 0 else ()
        if action == RIGHT:
            return (base,) if step[seat][DIR_RIGHT][square] >= 0 else ()
        if action == UP:
            return (base,) if step[seat][DIR_UP][square] >= 0 else ()
        if action == SWITCH:
            return tuple(use(square, 1 + d) for d in range(3) if step[seat][d][square] >= 0)
        assert action == ROTATE
        return (base,)

    uses = tuple(tuple(tuple(offers(seat, s, a) for a in range(5)) for s in range(squares))
                 for seat in (0, 1))
    return Geometry(rows, squares, owner, scoring, scoring_row, middle_row, half, step, ray, uses)


_GEOMETRIES = {rows: _build(rows) for rows in (2, 4)}
