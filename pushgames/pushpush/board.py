"""Squares, figures and geometry of the 7 x 7 Push Push board.

A square is an index 0..48: ``file + 7 * rank`` with file a=0 and rank 1=0, as
seen by player A (south). A cell holds a small integer code:

>>> code_of(0, 3), value_of(code_of(0, 3)), owner_of(code_of(1, 3))
(4, 3, 1)
>>> square_name(square_index("d4"))
'd4'
"""

from __future__ import annotations

SIZE = 7
SQUARES = SIZE * SIZE
CENTRE = 3 + 7 * 3  # d4

EMPTY = 0
BALL = 1
# A's figures of value 1..4 are codes 2..5, B's are 6..9.
_VALUE = (-1, 0, 1, 2, 3, 4, 1, 2, 3, 4)
_OWNER = (-1, -1, 0, 0, 0, 0, 1, 1, 1, 1)

#: The eight steps as (file delta, rank delta); the first four are orthogonal.
DIRECTIONS = ((0, 1), (1, 0), (0, -1), (-1, 0), (1, 1), (1, -1), (-1, -1), (-1, 1))
HOME_ROW_VALUES = (1, 2, 3, 4, 3, 2, 1)

NORTH, SOUTH, EAST, WEST = "north", "south", "east", "west"


def code_of(owner: int, value: int) -> int:
    return 2 + 4 * owner + value - 1


def value_of(code: int) -> int:
    """Value of the cell's content: 0 for the ball, 1..4 for figures, -1 empty."""
    return _VALUE[code]


def owner_of(code: int) -> int:
    """Seat owning the cell's figure, -1 for the ball or an empty square."""
    return _OWNER[code]


def file_of(square: int) -> int:
    return square % SIZE


def rank_of(square: int) -> int:
    return square // SIZE


def square_name(square: int) -> str:
    return "abcdefg"[square % SIZE] + str(square // SIZE + 1)


def square_index(name: str) -> int:
    """The index of a name like ``'c4'``; ``ValueError`` for anything else."""
    if len(name) != 2 or name[0] not in "abcdefg" or name[1] not in "1234567":
        raise ValueError(f"{name!r} is not a square (a1..g7)")
    return "abcdefg".index(name[0]) + SIZE * (int(name[1]) - 1)


def mirror(square: int) -> int:
    """The square point-symmetric through d4."""
    return SQUARES - 1 - square


def _ray(square: int, df: int, dr: int) -> tuple[tuple[int, ...], str]:
    """The squares beyond ``square`` in a direction, and the edge a piece
    leaves by when pushed past the last one. Leaving a corner diagonally
    counts as the north or south edge: it is the rank that leaves the board."""
    f, r = file_of(square), rank_of(square)
    out: list[int] = []
    while True:
        f, r = f + df, r + dr
        if not (0 <= r < SIZE):
            return tuple(out), NORTH if r >= SIZE else SOUTH
        if not (0 <= f < SIZE):
            return tuple(out), EAST if f >= SIZE else WEST
        out.append(f + SIZE * r)


#: RAYS[square][direction] = (squares beyond, edge left by past the last one)
RAYS = tuple(tuple(_ray(sq, df, dr) for df, dr in DIRECTIONS) for sq in range(SQUARES))


def edge_normal(mover: int, ball: int) -> tuple[int, int] | None:
    """The inward normal of the edge line that ``mover`` and ``ball`` share,
    when they are orthogonal neighbours along it; else ``None``."""
    fm, rm, fb, rb = file_of(mover), rank_of(mover), file_of(ball), rank_of(ball)
    if fm == fb and abs(rm - rb) == 1:
        if fm == 0:
            return (1, 0)
        if fm == SIZE - 1:
            return (-1, 0)
    if rm == rb and abs(fm - fb) == 1:
        if rm == 0:
            return (0, 1)
        if rm == SIZE - 1:
            return (0, -1)
    return None


def initial_board() -> tuple[int, ...]:
    cells = [EMPTY] * SQUARES
    for f, value in enumerate(HOME_ROW_VALUES):
        cells[f] = code_of(0, value)
        cells[f + SIZE * (SIZE - 1)] = code_of(1, value)
    cells[CENTRE] = BALL
    return tuple(cells)
