"""What one turn can do: reachable squares, pushes, distinct successors, wins.

Everything here speaks :class:`~.position.Position` (the side to move's view)
and bitboards (see :mod:`.board`); the analysis panel and the computer players
stand on these functions, so they are written for speed: no per-step objects,
arrangements of one's own pieces keyed by a single ``int``.

>>> from .position import STANDARD_STRING
>>> p = Position.from_string(STANDARD_STRING)
>>> result = successors(p)
>>> len(result), any(s.wins for s in result), has_immediate_win(p)
(1867, False, False)
>>> can_complete_turn(p)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from .board import BOARD, DIRECTIONS, RAYS, component, spread
from .position import NO_ANCHOR, Position
from .turns import Step, Turn

_HALF = 36  # an arrangement key is squares | rounds << _HALF
_LOW = (1 << _HALF) - 1

#: Per square index: the pushes it can try, as (ray of single bits, rail at the
#: end?, bit offset of one step), only directions with at least one square.
_PUSH_RAYS: list[tuple[tuple[tuple[int, ...], bool, int], ...]] = [
    tuple((ray, railed, step) for (ray, railed), step in zip(rays, DIRECTIONS) if ray) for rays in RAYS
]


def _shift(mask: int, step: int) -> int:
    return (mask << step if step > 0 else mask >> -step) & BOARD


@dataclass(frozen=True, slots=True)
class Successor:
    """A distinct position one turn can reach, written from the side that moves
    next (the anchor on the piece that just pushed), one ``turn`` that reaches
    it, and whether that turn wins at once (an opponent's piece went off)."""

    position: Position
    turn: Turn
    wins: bool


def reachable(position: Position, square: int) -> int:
    """The set of empty squares the piece on ``square`` can move to (paths of
    orthogonally connected empty squares)."""
    empty = BOARD & ~position.occupied
    return component(square, empty) & ~(1 << square)


def _components(empty: int) -> list[int]:
    out = []
    rest = empty
    while rest:
        comp = component((rest & -rest).bit_length() - 1, empty)
        out.append(comp)
        rest &= ~comp
    return out


def _destinations(piece: int, comps: list[int]) -> int:
    """The empty squares ``piece`` can move to: every empty component it touches."""
    around = spread(piece)
    dests = 0
    for comp in comps:
        if comp & around:
            dests |= comp
    return dests


def one_move_keys(key: int, theirs: int) -> Iterator[tuple[int, int, int]]:
    """Every arrangement one move away from ``key`` (``squares | rounds << 36``
    of the side to move) with the opponent's pieces on ``theirs``: (new key,
    from bit, to bit), repeats included."""
    squares = key & _LOW
    own = squares | key >> _HALF
    comps = _components(BOARD & ~(own | theirs))
    rest = own
    while rest:
        piece = rest & -rest
        rest ^= piece
        dests = _destinations(piece, comps)
        flip = piece if squares & piece else piece << _HALF
        shift = 0 if squares & piece else _HALF
        while dests:
            dest = dests & -dests
            dests ^= dest
            yield key ^ flip ^ (dest << shift), piece, dest


def arrangements(position: Position, max_moves: int = 2) -> dict[int, tuple[int, int, int]]:
    """Every distinct arrangement of the side to move's pieces after 0 to
    ``max_moves`` moves: key ``squares | rounds << 36`` -> (parent key, from
    bit, to bit) of the move that first reached it (``(-1, 0, 0)`` for the
    start). Use :func:`moves_to` to read the moves back."""
    theirs = position.theirs
    start = position.own_squares | position.own_rounds << _HALF
    parents: dict[int, tuple[int, int, int]] = {start: (-1, 0, 0)}
    frontier = [start]
    for _ in range(max_moves):
        found = []
        for key in frontier:
            for new, piece, dest in one_move_keys(key, theirs):
                if new not in parents:
                    parents[new] = (key, piece, dest)
                    found.append(new)
        frontier = found
    return parents


def moves_to(parents: dict[int, tuple[int, int, int]], key: int) -> tuple[Step, ...]:
    """The moves that reach arrangement ``key`` in a table from :func:`arrangements`."""
    steps = []
    parent, src, dst = parents[key]
    while parent != -1:
        steps.append(Step(src.bit_length() - 1, dst.bit_length() - 1))
        parent, src, dst = parents[parent]
    return tuple(reversed(steps))


def _pushes(squares: int, rounds: int, their_squares: int, their_rounds: int,
            anchor_bit: int, pushers: int = -1) -> Iterator[tuple[int, int, int, int, int, int, bool]]:
    """Yield (pusher bit, step, squares, rounds, their squares, their rounds,
    wins) after each legal push of the arrangement (positions from the pusher's
    side), by the squares on ``pushers`` only (all of them by default). This is
    the one push scan: every other function here that pushes calls it."""
    own = squares | rounds
    occupied = own | their_squares | their_rounds
    rest = squares & pushers
    while rest:
        pusher = rest & -rest
        rest ^= pusher
        for ray, railed, step in _PUSH_RAYS[pusher.bit_length() - 1]:
            if not occupied & ray[0]:
                continue
            line = 0
            ended = False
            for bit in ray:
                if occupied & bit:
                    line |= bit
                else:
                    ended = True
                    break
            if line & anchor_bit:
                continue
            wins = False
            if not ended:
                if railed or own & ray[-1]:
                    continue
                wins = True
            moved = line | pusher
            keep = ~moved
            s = (squares & keep) | _shift(squares & moved, step)
            r = (rounds & keep) | _shift(rounds & moved, step) if rounds & moved else rounds
            ts = (their_squares & keep) | _shift(their_squares & moved, step) if their_squares & moved \
                else their_squares
            tr = (their_rounds & keep) | _shift(their_rounds & moved, step) if their_rounds & moved \
                else their_rounds
            yield pusher, step, s, r, ts, tr, wins


def legal_pushes(position: Position) -> list[Step]:
    """Every legal push of the side to move, as steps (pusher square -> the
    occupied square it steps into)."""
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    out = []
    for pusher, step, *_ in _pushes(position.own_squares, position.own_rounds, position.their_squares,
                                    position.their_rounds, anchor_bit):
        src = pusher.bit_length() - 1
        out.append(Step(src, src + step))
    return out


def push_result(position: Position, push: Step) -> tuple[Position, bool] | None:
    """The position after ``push`` (from the side that moves next, the anchor
    on the pusher) and whether it wins; ``None`` if the push is not legal."""
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    for pusher, step, s, r, ts, tr, wins in _pushes(position.own_squares, position.own_rounds,
                                                     position.their_squares, position.their_rounds, anchor_bit):
        src = pusher.bit_length() - 1
        if src == push.src and src + step == push.dst:
            return Position(ts, tr, s, r, push.dst), wins
    return None


def has_any_push(position: Position) -> bool:
    """Whether the side to move has a legal push without moving first."""
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    for _ in _pushes(position.own_squares, position.own_rounds, position.their_squares, position.their_rounds,
                     anchor_bit):
        return True
    return False


def can_complete_turn(position: Position, max_moves: int = 2) -> bool:
    """Whether some 0 to ``max_moves`` moves leave a legal push. A player who
    cannot complete a turn loses (docs/rulings.md)."""
    if has_any_push(position):
        return True
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    theirs = position.theirs
    ts, tr = position.their_squares, position.their_rounds
    # Lazily: the first arrangement with a push answers, and one usually turns
    # up within a few moves (every turn's start asks this).
    seen = {position.own_squares | position.own_rounds << _HALF}
    frontier = list(seen)
    for _ in range(max_moves):
        found = []
        for key in frontier:
            for new, _, _ in one_move_keys(key, theirs):
                if new in seen:
                    continue
                seen.add(new)
                for _ in _pushes(new & _LOW, new >> _HALF, ts, tr, anchor_bit):
                    return True
                found.append(new)
        frontier = found
    return False


def arrangement_keys(position: Position) -> Iterator[tuple[int, tuple[tuple[int, int], ...]]]:
    """The side to move's distinct arrangements after 0, then 1, then 2 moves
    (keys ``squares | rounds << 36``, with the moves as (from bit, to bit)),
    generated lazily in that order (the order of :func:`arrangements`) so a
    search that stops early never pays for the rest."""
    theirs = position.theirs
    start = position.own_squares | position.own_rounds << _HALF
    seen = {start}
    yield start, ()
    frontier: list[tuple[int, tuple[tuple[int, int], ...]]] = [(start, ())]
    for depth in range(2):
        found = []
        for key, moves in frontier:
            for new, piece, dest in one_move_keys(key, theirs):
                if new not in seen:
                    seen.add(new)
                    path = moves + ((piece, dest),)
                    if depth == 0:
                        found.append((new, path))
                    yield new, path
        frontier = found


#: A turn as bits: its moves ((from bit, to bit), ...), the pusher's bit and the push's bit offset.
TurnBits = tuple[tuple[tuple[int, int], ...], int, int]


def turn_results(position: Position) -> Iterator[tuple[Position, bool, TurnBits]]:
    """Every distinct position one full turn (0-2 moves, then a push) reaches
    from ``position``, lazily: (position from the side that moves next with
    the anchor on the pusher, whether the turn wins at once, the turn as
    bits). Order: by arrangement (as :func:`arrangement_keys`), then push."""
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    ts0, tr0 = position.their_squares, position.their_rounds
    seen: set[tuple[int, int, int, int, int]] = set()
    for key, moves in arrangement_keys(position):
        for pusher, step, s, r, ts, tr, wins in _pushes(key & _LOW, key >> _HALF, ts0, tr0, anchor_bit):
            dst = pusher.bit_length() - 1 + step
            final = (ts, tr, s, r, dst)
            if final in seen:
                continue
            seen.add(final)
            yield Position(ts, tr, s, r, dst), wins, (moves, pusher, step)


def _steps(moves: tuple[tuple[int, int], ...]) -> tuple[Step, ...]:
    return tuple(Step(a.bit_length() - 1, b.bit_length() - 1) for a, b in moves)


def turn_of(bits: TurnBits) -> Turn:
    """The :class:`~.turns.Turn` a turn as bits names."""
    moves, pusher, step = bits
    src = pusher.bit_length() - 1
    return Turn(_steps(moves), Step(src, src + step))


def successors(position: Position) -> list[Successor]:
    """Every distinct position one full turn (0-2 moves, then a push) can reach
    from ``position``, each with one turn that reaches it; the winning ones
    are flagged (:func:`turn_results`, as objects)."""
    out = []
    last: tuple[tuple[int, int], ...] | None = None
    steps: tuple[Step, ...] = ()
    for after, wins, (moves, pusher, step) in turn_results(position):
        if moves is not last:  # one arrangement's pushes share its moves
            last, steps = moves, _steps(moves)
        src = pusher.bit_length() - 1
        out.append(Successor(after, Turn(steps, Step(src, src + step)), wins))
    return out


def successor_count(position: Position) -> tuple[int, int]:
    """(distinct successors, winning ones)."""
    count = win_count = 0
    for _, wins, _ in turn_results(position):
        count += 1
        win_count += wins
    return count, win_count


def play_bits(position: Position, turn: TurnBits) -> tuple[Position, bool] | None:
    """The position after ``turn`` (from the side that moves next) and whether
    it wins, or ``None`` if the turn is not legal here. This is how a turn
    that parried one position is tried first on the next (a killer move)."""
    moves, pusher, step = turn
    squares, rounds = position.own_squares, position.own_rounds
    theirs = position.theirs
    for src, dst in moves:
        occupied = squares | rounds | theirs
        if not (squares | rounds) & src or occupied & dst:
            return None
        if not component(dst.bit_length() - 1, BOARD & ~occupied) & spread(src):
            return None  # no empty path from src to dst
        if squares & src:
            squares ^= src | dst
        else:
            rounds ^= src | dst
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    for _, pushed, s, r, ts, tr, wins in _pushes(squares, rounds, position.their_squares, position.their_rounds,
                                                 anchor_bit, pusher):
        if pushed == step:
            return Position(ts, tr, s, r, pusher.bit_length() - 1 + step), wins
    return None


# -- the immediate-win check ---------------------------------------------------

def _win_lines() -> list[tuple[tuple[int, int, int], ...]]:
    """Per edge square ``e``: every (line, pusher bit, 0) such that a square on
    the pusher bit pushing towards ``e`` would push the piece on ``e`` off an
    open edge, provided every square of ``line`` (``e`` back to the pusher,
    pusher excluded) is occupied."""
    table: list[tuple[tuple[int, int, int], ...]] = []
    for index, rays in enumerate(RAYS):
        lines = []
        for d, (ray, railed) in enumerate(rays):
            if ray or railed:
                continue  # not an open edge in this direction
            back, _ = rays[(d + 2) % 4]
            line = 1 << index
            for bit in back:
                lines.append((line, bit, 0))
                line |= bit
        table.append(tuple(lines))
    return table


_WIN_LINES = _win_lines()


def _fill_ok(q: int, need: int, squares: int, own: int, occupied: int, is_pusher_slot: bool) -> bool:
    """Whether one move brings an own piece not needed where it stands (a square
    if ``q`` is the pusher's slot) onto the empty square ``q``."""
    donors = (squares if is_pusher_slot else own) & ~need
    if not donors:
        return False
    return bool(spread(component(q.bit_length() - 1, BOARD & ~occupied)) & donors)


def _lacking(line: int, pusher: int, squares: int, own: int, occupied: int) -> tuple[int, int]:
    """(squares still to be filled for this winning line, pusher-slot state:
    0 own square there, 1 empty, 2 an own round there, 3 an opponent's piece)."""
    missing = line & ~occupied
    if squares & pusher:
        return missing, 0
    if not occupied & pusher:
        return missing | pusher, 1
    return missing, 2 if own & pusher else 3


def has_immediate_win(position: Position) -> bool:
    """Whether the side to move can push an opponent's piece off this turn
    (after 0-2 moves). Much faster than :func:`successors`: it looks only at
    the lines that end in an opponent's piece on an open edge."""
    squares, rounds = position.own_squares, position.own_rounds
    theirs = position.their_squares | position.their_rounds
    own = squares | rounds
    occupied = own | theirs
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    candidates = []  # (line, pusher, missing, slot state) with at most two arrivals needed
    rest = theirs
    while rest:
        edge = rest & -rest
        rest ^= edge
        for line, pusher, _ in _WIN_LINES[edge.bit_length() - 1]:
            if line & anchor_bit:
                continue
            missing, slot = _lacking(line, pusher, squares, own, occupied)
            if slot == 3:
                continue
            arrivals = missing.bit_count() + (slot == 2)
            if arrivals == 0:
                return True
            if arrivals > 2:
                continue
            candidates.append((line, pusher, missing, slot))
    if not candidates:
        return False
    # One move: a single missing square that a free piece can reach.
    sources = 0  # pieces whose first move may open the way, per candidate
    targets = 0  # squares a first move should fill
    for line, pusher, missing, slot in candidates:
        need = line | pusher
        if missing.bit_count() == 1 and slot != 2:
            if _fill_ok(missing, need, squares, own, occupied, missing == pusher):
                return True
            # A first move may clear the way: only a piece next to the
            # missing square's empty region (or the piece in the way) can.
            sources |= spread(component(missing.bit_length() - 1, BOARD & ~occupied)) & own
        elif slot == 2:
            sources |= pusher  # the round on the pusher's slot must leave first
            targets |= missing
        else:
            targets |= missing
    # Two moves: try the first moves that can matter, then the one-move test.
    comps = _components(BOARD & ~occupied)
    rest = own
    while rest:
        piece = rest & -rest
        rest ^= piece
        dests = _destinations(piece, comps)
        if not piece & sources:
            dests &= targets
        while dests:
            dest = dests & -dests
            dests ^= dest
            if squares & piece:
                squares1, own1 = squares ^ piece ^ dest, own ^ piece ^ dest
            else:
                squares1, own1 = squares, own ^ piece ^ dest
            occupied1 = own1 | theirs
            for line, pusher, _, _ in candidates:
                missing, slot = _lacking(line, pusher, squares1, own1, occupied1)
                count = missing.bit_count()
                if count == 0 and slot == 0:
                    return True
                if count == 1 and slot < 2 and _fill_ok(missing, line | pusher, squares1, own1, occupied1,
                                                        missing == pusher):
                    return True
    return False
