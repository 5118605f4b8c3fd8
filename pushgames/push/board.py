"""The 11 x 11 board: squares, neighbours, the centre, the four faction boxes.

A square is a number ``rank * 11 + file`` (0-based), so ``a1`` is 0 and
``k11`` is 120. The centre f6 is :data:`CENTRE`.

>>> square_name(CENTRE), parse_square("k11")
('f6', 120)
>>> [square_name(s) for s in BOXES[0]]
['a1', 'b1', 'a2', 'b2']
>>> sorted(square_name(s) for s in ORTH_AROUND_CENTRE)
['e6', 'f5', 'f7', 'g6']
"""

from __future__ import annotations

from ..core import NotationError

SIZE = 11
SQUARES = SIZE * SIZE
FILES = "abcdefghijk"
CENTRE = 5 * SIZE + 5
#: (file step, rank step) of the orthogonal and the diagonal directions.
ORTH_DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG_DIRS = ((1, 1), (1, -1), (-1, 1), (-1, -1))
ALL_DIRS = ORTH_DIRS + DIAG_DIRS


def square(file: int, rank: int) -> int:
    return rank * SIZE + file


def square_name(sq: int) -> str:
    return f"{FILES[sq % SIZE]}{sq // SIZE + 1}"


def parse_square(text: str) -> int:
    """The square a name such as ``c4`` names; ``NotationError`` otherwise."""
    text = text.strip().lower()
    if len(text) < 2 or text[0] not in FILES or not text[
        1:].isdigit() or not 1 <= int(text[1:]) <= SIZE:
        raise NotationError(f"{text!r} is not a square of the board (a1 to k11)")
    return square(FILES.index(text[0]), int(text[1:]) - 1)


def _step(sq: int, d: tuple[int, int]) -> int:
    """The square one step from ``sq`` in direction ``d``, or -1 off the board."""
    f, r = sq % SIZE + d[0], sq // SIZE + d[1]
    return square(f, r) if 0 <= f < SIZE and 0 <= r < SIZE else -1


#: STEP[sq][d] for each of the 8 directions (indices into ALL_DIRS); -1 off the board.
STEP: tuple[tuple[int, ...], ...] = tuple(tuple(_step(sq, d) for d in ALL_DIRS)
                                          for sq in range(SQUARES))
ORTH: tuple[tuple[int, ...], ...] = tuple(tuple(n for n in STEP[sq][:4] if n >= 0)
                                          for sq in range(SQUARES))
DIAG: tuple[tuple[int, ...], ...] = tuple(tuple(n for n in STEP[sq][4:] if n >= 0)
                                          for sq in range(SQUARES))
AROUND: tuple[tuple[int, ...], ...] = tuple(ORTH[sq] + DIAG[sq] for sq in range(SQUARES))
ORTH_AROUND_CENTRE = ORTH[CENTRE]
DIAG_AROUND_CENTRE = DIAG[CENTRE]

#: The four 2 x 2 corner boxes, clockwise from the bottom left (a1): seats
#: take them in this order (with two players, opposite corners).
BOXES: tuple[tuple[int, ...], ...] = (
    (square(0, 0), square(1, 0), square(0, 1), square(1, 1)),
    (square(0, 10), square(1, 10), square(0, 9), square(1, 9)),
    (square(10, 10), square(9, 10), square(10, 9), square(9, 9)),
    (square(10, 0), square(9, 0), square(10, 1), square(9, 1)),
)
#: BOX_OF[sq]: the box (0-3) a square lies in, or -1.
BOX_OF: tuple[int, ...] = tuple(next((b for b, box in enumerate(BOXES) if sq in box), -1)
                                for sq in range(SQUARES))


def boxes_for(seats: int) -> tuple[int, ...]:
    """The box of each seat: clockwise, opposite corners with two players.

    >>> boxes_for(2), boxes_for(3), boxes_for(4)
    ((0, 2), (0, 1, 2), (0, 1, 2, 3))
    """
    return (0, 2) if seats == 2 else tuple(range(seats))


def adjacent(a: int, b: int) -> bool:
    """Whether two squares touch by a side or a corner."""
    return b in AROUND[a]
