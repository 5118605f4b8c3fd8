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
    tuple((ray, railed, step) for (ray, railed), step in zip(rays, DIRECTIONS) if ray)
                                                                   for rays in RAYS
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
            anchor_bit: int, pushers: int = -1) -> Iterator[
                tuple[int, int, int, int, int, int, bool]]:
    """Yield (pusher bit, step, squares, rounds, their squares, their rounds,
    wins) after each legal push of the arrangement (positions from the pusher's
    side), by the squares on ``pushers`` only (all of them by default). This is
    the push scan every function here that pushes calls, but :func:`turn_fields`,
    the searches' inner loop, which has it written out for speed
    (``tests/pushfight/test_immediate_win.py`` keeps the two the same)."""
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
            ts = (
                (their_squares & keep) | _shift(their_squares & moved, step)
                if their_squares & moved
                else their_squares
            )
            tr = (
                (their_rounds & keep) | _shift(their_rounds & moved, step)
                if their_rounds & moved
                else their_rounds
            )
            yield pusher, step, s, r, ts, tr, wins


def legal_pushes(position: Position) -> list[Step]:
    """Every legal push of the side to move, as steps (pusher square -> the
    occupied square it steps into)."""
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    out = []
    for pusher, step, *_ in _pushes(position.own_squares, position.own_rounds,
                                    position.their_squares,
                                    position.their_rounds, anchor_bit):
        src = pusher.bit_length() - 1
        out.append(Step(src, src + step))
    return out


def push_result(position: Position, push: Step) -> tuple[Position, bool] | None:
    """The position after ``push`` (from the side that moves next, the anchor
    on the pusher) and whether it wins; ``None`` if the push is not legal."""
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    for pusher, step, s, r, ts, tr, wins in _pushes(position.own_squares, position.own_rounds,
                                                     position.their_squares,
                                                    position.their_rounds, anchor_bit):
        src = pusher.bit_length() - 1
        if src == push.src and src + step == push.dst:
            return Position(ts, tr, s, r, push.dst), wins
    return None


def has_any_push(position: Position) -> bool:
    """Whether the side to move has a legal push without moving first."""
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    for _ in _pushes(position.own_squares, position.own_rounds, position.their_squares,
                     position.their_rounds,
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
        # one_move_keys() written out (flood fills and all): this feeds the search's inner loop.
        for key, moves in frontier:
            squares = key & _LOW
            own = squares | key >> _HALF
            empty = BOARD & ~(own | theirs)
            comps = []
            rest = empty
            while rest:
                reach = rest & -rest
                while True:
                    grown = reach | (reach << 1 | reach >> 1 | reach << 9 | reach >> 9) & empty
                    if grown == reach:
                        break
                    reach = grown
                comps.append(reach)
                rest &= ~reach
            rest = own
            while rest:
                piece = rest & -rest
                rest ^= piece
                around = piece << 1 | piece >> 1 | piece << 9 | piece >> 9
                dests = 0
                for comp in comps:
                    if comp & around:
                        dests |= comp
                if squares & piece:
                    flip, shift = piece, 0
                else:
                    flip, shift = piece << _HALF, _HALF
                while dests:
                    dest = dests & -dests
                    dests ^= dest
                    new = key ^ flip ^ (dest << shift)
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
    bits). Order: by arrangement (as :func:`arrangement_keys`), then push
    (as :func:`_pushes`)."""
    for (own_squares, own_rounds, their_squares, their_rounds, anchor, wins,
         turn) in turn_fields(position):
        yield Position(own_squares, own_rounds, their_squares, their_rounds, anchor), wins, turn


def turn_fields(position: Position) -> Iterator[tuple[int, int, int, int, int, bool, TurnBits]]:
    """:func:`turn_results` with each position as its five fields (own squares, own
    rounds, their squares, their rounds, anchor), for the searches' inner loops:
    most turns they look at are dismissed by :func:`win_at_once` before a
    :class:`~.position.Position` is needed.

    The push scan of :func:`_pushes` is written out here (no generator per
    arrangement, no shift calls): calling :func:`_pushes` instead made Hard's search
    about 6% slower (12 positions of logged games at 30,000 turns, three runs each,
    alternated). ``tests/pushfight/test_immediate_win.py`` compares it with the
    composition of :func:`arrangement_keys` and :func:`_pushes` on random positions."""
    anchor_bit = 0 if position.anchor == NO_ANCHOR else 1 << position.anchor
    ts0, tr0 = position.their_squares, position.their_rounds
    theirs = ts0 | tr0
    board = BOARD
    seen: set[tuple[int, int, int, int, int]] = set()
    add = seen.add
    for key, moves in arrangement_keys(position):
        squares = key & _LOW
        rounds = key >> _HALF
        own = squares | rounds
        occupied = own | theirs
        rest = squares
        while rest:
            pusher = rest & -rest
            rest ^= pusher
            index = pusher.bit_length() - 1
            for ray, railed, step in _PUSH_RAYS[index]:
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
                if step > 0:
                    s = (squares & keep) | ((squares & moved) << step & board)
                    r = ((rounds & keep) | ((rounds & moved) << step & board)
                         if rounds & moved else rounds)
                    ts = (ts0 & keep) | ((ts0 & moved) << step & board) if ts0 & moved else ts0
                    tr = (tr0 & keep) | ((tr0 & moved) << step & board) if tr0 & moved else tr0
                else:
                    s = (squares & keep) | ((squares & moved) >> -step & board)
                    r = ((rounds & keep) | ((rounds & moved) >> -step & board)
                         if rounds & moved else rounds)
                    ts = (ts0 & keep) | ((ts0 & moved) >> -step & board) if ts0 & moved else ts0
                    tr = (tr0 & keep) | ((tr0 & moved) >> -step & board) if tr0 & moved else tr0
                dst = index + step
                final = (ts, tr, s, r, dst)
                if final in seen:
                    continue
                add(final)
                yield ts, tr, s, r, dst, wins, (moves, pusher, step)


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
    for _, pushed, s, r, ts, tr, wins in _pushes(squares, rounds, position.their_squares,
                                                 position.their_rounds,
                                                 anchor_bit, pusher):
        if pushed == step:
            return Position(ts, tr, s, r, pusher.bit_length() - 1 + step), wins
    return None


# -- the immediate-win check ---------------------------------------------------

def _win_rays() -> list[tuple[tuple[tuple[int, int, int], ...], ...]]:
    """Per edge square ``e``, per open edge of ``e``: every (line, pusher bit, line |
    pusher) such that a square on the pusher bit pushing towards ``e`` pushes the
    piece on ``e`` off that edge, provided every square of ``line`` (``e`` back to the
    pusher, pusher excluded) is occupied. Shortest line first, so a scan stops at
    the first line the anchor blocks or that lacks more than two pieces (every
    longer line in that direction does too)."""
    table: list[tuple[tuple[tuple[int, int, int], ...], ...]] = []
    for index, rays in enumerate(RAYS):
        groups = []
        for d, (ray, railed) in enumerate(rays):
            if ray or railed:
                continue
            back, _ = rays[(d + 2) % 4]
            line = 1 << index
            group = []
            for bit in back:
                group.append((line, bit, line | bit))
                line |= bit
            if group:
                groups.append(tuple(group))
        table.append(tuple(groups))
    return table


_WIN_RAYS = _win_rays()
#: The squares next to an open edge (a piece elsewhere cannot be pushed off in one push).
_EDGE_SQUARES = sum(1 << index for index, groups in enumerate(_WIN_RAYS) if groups)


def has_immediate_win(position: Position) -> bool:
    """Whether the side to move can push an opponent's piece off this turn
    (after 0-2 moves). Much faster than :func:`successors`: it looks only at
    the lines that end in an opponent's piece on an open edge."""
    return win_at_once(position.own_squares, position.own_rounds, position.their_squares,
                       position.their_rounds, position.anchor)


def win_at_once(squares: int, rounds: int, their_squares: int, their_rounds: int,
                anchor: int) -> bool:
    """:func:`has_immediate_win` of the position with these fields, without the
    :class:`~.position.Position` (the searches ask this of every turn they look
    at, and most are dismissed by it: see :func:`turn_fields`).

    Everything is written out inline (no helper calls, no flood-fill calls): this
    was half of Hard's time. ``tests/pushfight/test_immediate_win.py`` compares it
    with every turn's result (:func:`turn_results`) on random positions."""
    theirs = their_squares | their_rounds
    own = squares | rounds
    occupied = own | theirs
    anchor_bit = 0 if anchor == NO_ANCHOR else 1 << anchor
    # (line, pusher, missing, slot, line | pusher) with at most two arrivals needed (missing:
    # the empty squares to fill, the pusher's slot too if empty); slot: 0 an own square on
    # the pusher's slot, 1 empty, 2 an own round there (it must leave, a square arrive).
    candidates = []
    rest = theirs & _EDGE_SQUARES
    while rest:
        edge = rest & -rest
        rest ^= edge
        for group in _WIN_RAYS[edge.bit_length() - 1]:
            for line, pusher, need in group:
                if line & anchor_bit:
                    break  # every longer line holds the anchor too
                missing = line & ~occupied
                count = missing.bit_count()
                if count > 2:
                    break  # every longer line lacks these too
                if squares & pusher:
                    if count == 0:
                        return True
                    if count == 1 and (missing << 1 | missing >> 1 | missing << 9 | missing >> 9) \
                            & own & ~need:
                        return True  # a free piece next to the one gap steps in
                    candidates.append((line, pusher, missing, 0, need))
                elif not occupied & pusher:
                    if count == 0 and (pusher << 1 | pusher >> 1 | pusher << 9 | pusher >> 9) \
                            & squares & ~need:
                        return True  # a free square next to the pusher's slot steps in
                    if count < 2:
                        candidates.append((line, pusher, missing | pusher, 1, need))
                elif own & pusher and count < 2:
                    candidates.append((line, pusher, missing, 2, need))
    if not candidates:
        return False
    empty = BOARD & ~occupied
    # One move: a single missing square that a free piece can reach.
    sources = 0  # pieces whose first move may open the way, per candidate
    targets = 0  # squares a first move should fill
    for line, pusher, missing, slot, need in candidates:
        if slot == 2:
            sources |= pusher  # the round on the pusher's slot must leave first
            targets |= missing
        elif missing & (missing - 1):
            targets |= missing
        else:
            # Whether a piece not needed where it stands (a square for the pusher's slot)
            # touches the missing square's empty region: flood it (component()) from the
            # missing square, and stop at the first such piece next to it.
            donors = (squares if missing == pusher else own) & ~need
            reach = missing
            while True:
                around = reach << 1 | reach >> 1 | reach << 9 | reach >> 9
                if around & donors:
                    return True
                grown = reach | around & empty
                if grown == reach:
                    break
                reach = grown
            # A first move may clear the way: only a piece next to the
            # missing square's empty region (or the piece in the way) can.
            sources |= around & own
    # Two moves: try the first moves that can matter, then the one-move test.
    comps = _components(empty)
    rest = own
    while rest:
        piece = rest & -rest
        rest ^= piece
        around = (piece | piece << 1 | piece >> 1 | piece << 9 | piece >> 9) & BOARD
        dests = 0
        for comp in comps:
            if comp & around:
                dests |= comp
        if not piece & sources:
            dests &= targets
        while dests:
            dest = dests & -dests
            dests ^= dest
            moved = piece | dest
            squares1 = squares ^ moved if squares & piece else squares
            own1 = own ^ moved
            occupied1 = own1 | theirs
            empty1 = empty ^ moved
            for line, pusher, _, _, need in candidates:
                missing = line & ~occupied1
                if squares1 & pusher:
                    if not missing:
                        return True
                    if missing & (missing - 1):
                        continue
                    donors = own1 & ~need
                elif occupied1 & pusher or missing:
                    continue
                else:
                    missing = pusher
                    donors = squares1 & ~need
                if not donors:
                    continue
                reach = missing  # flooded as above, stopping at the first donor next to it
                while True:
                    around = reach << 1 | reach >> 1 | reach << 9 | reach >> 9
                    if around & donors:
                        return True
                    grown = reach | around & empty1
                    if grown == reach:
                        break
                    reach = grown
    return False
