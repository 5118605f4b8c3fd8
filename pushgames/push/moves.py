"""Moving operatives: paths of steps, Movers' pushes, Phasers' jumps, boxes.

A move of N is N steps, each to a neighbour (orthogonal; diagonal too for a
Shifter or under a Triad's Faction card), never revisiting a square, never
onto f6, off the board or into a box claimed by another player than the
operative's controller. A Phaser may step onto occupied squares but ends on
an empty one; a Mover stepping onto an occupied square pushes the line ahead.
Only steps after which the move can still be completed are offered.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator, Sequence

from .board import AROUND, BOXES, CENTRE, SQUARES, STEP
from .cards import SHADOW
from .state import STEP_DIAGONAL, STEP_PUSH, STEP_THROUGH, Op

Board = Sequence[Op | None]


@lru_cache(maxsize=16)
def claims_for(box: tuple[int, ...]) -> tuple[int, ...]:
    """``claims[sq]``: the seat whose box holds ``sq`` (claimed boxes only), else -1."""
    out = [-1] * SQUARES
    for seat, b in enumerate(box):
        for sq in BOXES[b]:
            out[sq] = seat
    return tuple(out)


@lru_cache(maxsize=64)
def closed_mask(box: tuple[int, ...], owner: int) -> int:
    """The squares closed to an operative of ``owner``, as bits: f6 and the
    boxes claimed by other seats."""
    claims = claims_for(box)
    mask = 1 << CENTRE
    for sq in range(SQUARES):
        if claims[sq] not in (-1, owner):
            mask |= 1 << sq
    return mask


def closed_to(claims: Sequence[int], owner: int, sq: int) -> bool:
    """Whether an operative of ``owner`` may never stand on ``sq``."""
    return sq == CENTRE or claims[sq] not in (-1, owner)


def directions(flags: int) -> range:
    return range(8) if flags & STEP_DIAGONAL else range(4)


def first_empty_in_box(board: Board, box: tuple[int, ...], seat: int) -> int:
    """The empty square of ``seat``'s box nearest its corner, or -1 when it is full."""
    for sq in BOXES[box[seat]]:
        if board[sq] is None:
            return sq
    return -1


def push_line(board: list[Op | None], claims: Sequence[int], box: tuple[int, ...], at: int, d: int,
              gone: list[int] | None) -> bool:
    """The Mover on ``at`` steps in direction ``d`` onto an occupied square:
    push the line ahead one square and step, in place. False (board untouched)
    if the line would enter f6 or a closed box. The step is completed first
    (RULINGS, "Pushed off by a Mover"): only then does an operative pushed off
    the board go to an empty square of its controller's box (``at``, just left,
    counts as empty), or is discarded (counted in ``gone``) when that is full."""
    to = STEP[at][d]
    line = [to]
    while True:
        nxt = STEP[line[-1]][d]
        if nxt < 0 or board[nxt] is None:
            break
        line.append(nxt)
    end = STEP[line[-1]][d]
    if end == CENTRE:
        return False
    for i, sq in enumerate(line):
        dest = line[i + 1] if i + 1 < len(line) else end
        op = board[sq]
        assert op is not None
        if dest >= 0 and closed_to(claims, op.owner, dest):
            return False
    off = board[line[-1]] if end < 0 else None
    moved = [board[sq] for sq in line]
    for sq in line:
        board[sq] = None
    if end >= 0:
        board[end] = moved[-1]
    for i in range(len(line) - 1):
        board[line[i + 1]] = moved[i]
    board[at], board[to] = None, board[at]
    if off is not None:
        home = next((sq for sq in BOXES[box[off.owner]] if board[sq] is None), -1)
        if home >= 0:
            board[home] = off
        elif gone is not None:
            gone[off.kind] += 1
    return True


def protected_squares(board: Board, owner: int) -> frozenset[int]:
    """Squares an enemy Sniffer's modified move may not end on: next to a
    Shadow of another player, or to an operative of that player next to it."""
    shielded: set[int] = set()
    for sq, op in enumerate(board):
        if op is not None and op.kind == SHADOW and op.owner != owner:
            shielded.add(sq)
            shielded.update(n for n in AROUND[sq] if (o := board[n]) is not None
                            and o.owner == op.owner)
    out: set[int] = set()
    for sq in shielded:
        out.update(AROUND[sq])
    return frozenset(out)


def walk_steps(board: Board, claims: Sequence[int], box: tuple[int, ...], at: int,
               visited: int, flags: int,
           owner: int) -> Iterator[tuple[int, int, Board]]:
    """Each step a walk may take from ``at``: (square, direction, the board after
    it; a Mover's step into an operative pushes its line first). Other walkers only
    ask whether squares are empty, so their board is left as it was."""
    blocked = visited | closed_mask(box, owner)
    steps = STEP[at]
    for d in (range(8) if flags & STEP_DIAGONAL else range(4)):
        n = steps[d]
        if n < 0 or blocked >> n & 1:
            continue
        if flags & STEP_THROUGH:
            yield n, d, board
        elif board[n] is None:
            if flags & STEP_PUSH:
                # A Mover's later push in the same walk starts from where it stands now
                # (and the square it left is empty), as the real step leaves the board.
                trial = list(board)
                trial[n], trial[at] = trial[at], None
                yield n, d, trial
            else:
                yield n, d, board
        elif flags & STEP_PUSH:
            trial = list(board)
            if push_line(trial, claims, box, at, d, None):
                yield n, d, trial


def can_walk(board: Board, claims: Sequence[int], box: tuple[int, ...], at: int,
             start: int, left: int,
             visited: int, flags: int, owner: int, exact: bool, avoid: frozenset[int]) -> bool:
    """Whether a walk from ``at`` with ``left`` steps still to go (exactly, or
    up to that many when not ``exact``) can end legally. Recursion is as deep
    as the steps left (a die or a card: a handful)."""
    if (left == 0 or not exact) and at != start and at not in avoid and (
            not flags & STEP_THROUGH or board[at] is None):
        return True
    if left == 0:
        return False
    return any(can_walk(after, claims, box, n, start, left - 1, visited | 1 << n, flags, owner,
                        exact, avoid)
               for n, _, after in walk_steps(board, claims, box, at, visited, flags, owner))


def next_steps(board: Board, claims: Sequence[int], box: tuple[int, ...], at: int,
               start: int, left: int,
               visited: int, flags: int, owner: int, exact: bool,
               avoid: frozenset[int]) -> list[tuple[int, int]]:
    """The (square, direction) steps after which the walk can still end legally."""
    return [(n, d) for n, d, after in walk_steps(board, claims, box, at, visited, flags, owner)
            if can_walk(after, claims, box, n, start, left - 1, visited | 1 << n, flags, owner,
                        exact, avoid)]


def direction_between(a: int, b: int) -> int:
    """The direction index of the step from ``a`` to neighbour ``b``."""
    return STEP[a].index(b)


__all__ = ["claims_for", "closed_to", "can_walk", "next_steps", "walk_steps", "push_line",
           "protected_squares",
           "first_empty_in_box", "direction_between"]
