"""Geometry of the 26-square Push Fight board, as bitboards.

A square is a bit index ``file + 9 * rank`` (file a=0..h=7, rank 1=0..4=3) in a
grid nine bits wide: the ninth column is never a square, so a shift east or west
that wraps lands on a bit outside :data:`BOARD` and is masked away. A set of
squares is an ``int`` with those bits set.

>>> square_name(square_index("c4")), len(SQUARES)
('c4', 26)
>>> is_square(square_index("e2")), "a1" in NAMES
(True, False)
>>> names_of(neighbours(square_index("b1")))
['c1', 'b2']
>>> names_of(component(square_index("c3"), BOARD & ~bit_of("c2")))[:3]
['b1', 'c1', 'd1']
"""

from __future__ import annotations

STRIDE = 9
FILES = "abcdefgh"

#: The squares in the order of the Push Fight Analyzer's position string:
#: c4 d4 e4 f4 g4, a3..h3, a2..h2, b1 c1 d1 e1 f1.
STRING_ORDER_NAMES = (
    ["c4", "d4", "e4", "f4", "g4"]
    + [f + "3" for f in FILES]
    + [f + "2" for f in FILES]
    + ["b1", "c1", "d1", "e1", "f1"]
)


def _index(name: str) -> int:
    return FILES.index(name[0]) + STRIDE * (int(name[1]) - 1)


#: Every square's bit index, in position-string order.
SQUARES: tuple[int, ...] = tuple(_index(n) for n in STRING_ORDER_NAMES)
NAMES: dict[str, int] = {n: _index(n) for n in STRING_ORDER_NAMES}
_NAME_OF: dict[int, str] = {v: k for k, v in NAMES.items()}

#: The set of all 26 squares.
BOARD = 0
for _sq in SQUARES:
    BOARD |= 1 << _sq

#: White's half (files a-d) and Brown's half (files e-h).
WHITE_HALF = sum(1 << s for s in SQUARES if s % STRIDE < 4)
BROWN_HALF = BOARD & ~WHITE_HALF

#: Directions as bit offsets: north, east, south, west.
NORTH, EAST, SOUTH, WEST = STRIDE, 1, -STRIDE, -1
DIRECTIONS = (NORTH, EAST, SOUTH, WEST)
DIRECTION_NAMES = {NORTH: "up", EAST: "right", SOUTH: "down", WEST: "left"}


def is_square(index: int) -> bool:
    return 0 <= index < 64 and bool(BOARD >> index & 1)


def square_name(index: int) -> str:
    return _NAME_OF[index]


def square_index(name: str) -> int:
    """The bit index of ``'c4'``; ``ValueError`` for a name that is not a square."""
    try:
        return NAMES[name]
    except KeyError:
        raise ValueError(f"{name!r} is not a square of the Push Fight board") from None


def bit_of(name: str) -> int:
    return 1 << square_index(name)


def names_of(mask: int) -> list[str]:
    """The names of the squares in ``mask``, in bit order (rank 1 first)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_NAME_OF[low.bit_length() - 1])
        mask ^= low
    return out


def spread(mask: int) -> int:
    """``mask`` with every orthogonal neighbour on the board added."""
    return (mask | mask << 1 | mask >> 1 | mask << STRIDE | mask >> STRIDE) & BOARD


def neighbours(index: int) -> int:
    """The set of squares orthogonally next to ``index``."""
    return spread(1 << index) & ~(1 << index)


def component(index: int, empty: int) -> int:
    """The squares of ``empty`` connected to ``index`` through ``empty``, plus
    ``index`` itself (a flood fill; ``index`` need not be in ``empty``)."""
    # spread() inlined (the search floods millions of times a second); ``empty`` masked to
    # the board once, so the grown set is the same as ``reach | spread(reach) & empty``.
    empty &= BOARD
    reach = 1 << index
    while True:
        grown = reach | (reach << 1 | reach >> 1 | reach << STRIDE | reach >> STRIDE) & empty
        if grown == reach:
            return reach
        reach = grown


def _ray(index: int, step: int) -> tuple[tuple[int, ...], bool]:
    """The squares from ``index`` (excluded) in direction ``step`` to the board's
    end, and whether that end is a rail."""
    out = []
    current = index
    while True:
        nxt = current + step
        file_ok = not (step == EAST and current % STRIDE == 7) and not (step == WEST
                                                                        and current % STRIDE == 0)
        if not file_ok or not is_square(nxt):
            break
        out.append(1 << nxt)
        current = nxt
    rank = current // STRIDE
    # Rails: above c4-g4 (all of rank 4) and below b1-f1 (all of rank 1).
    railed = (step == NORTH and rank == 3) or (step == SOUTH and rank == 0)
    return tuple(out), railed


#: RAYS[index][d] = (squares beyond ``index`` in DIRECTIONS[d] as single bits,
#: whether the far end is a rail), for each square index (others: empty).
RAYS: list[tuple[tuple[tuple[int, ...], bool], ...]] = [
    tuple(_ray(i, d) for d in DIRECTIONS) if is_square(i) else () for i in range(STRIDE * 4)
]
#: NEIGHBOUR_BITS[index] = the set of squares next to ``index``.
NEIGHBOUR_BITS: list[int] = [neighbours(i) if is_square(i) else 0 for i in range(STRIDE * 4)]
