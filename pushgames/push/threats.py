"""Threats to the centre: which seat could hold a whole ring around f6 soon,
and the squares it still needs (public facts: the board and the dice only).

A *ring* is the four orthogonal (``straight``) or the four diagonal
neighbours of f6; holding either with one's own uncaptured operatives at the
end of one's turn wins. For each seat and ring, :func:`threats` reports a
:class:`Threat` when the seat holds three of the ring, or when it *could*
take the whole ring in one turn: every square it lacks is empty and can be
matched to a different operative of its own that can walk there with a die.

"Could" reads the rules of the dice only (cards are hidden): for the seat
whose Move Phase is under way, its remaining dice and the operatives that
have not moved yet; for every other seat, its next turn's three dice (any
values), before which its Recovery may lift an incapacitation or a
neutralization. A walk of ``d`` steps needs a die of at least ``d`` (a
Sniffer's +1 helps by one); an orthogonal walker's die must also leave an
even number of spare steps (a walk of exactly N steps zig-zags in pairs; Movers
and Phasers walk orthogonally too). A Porter's 6 reaches any empty square;
Phasers and Movers are measured as if the board were empty (they pass or
push), the others around the operatives in the way (boxes closed to them
are walls). Wipers freeze their enemies.

>>> from pushgames.push.state import Op
>>> from pushgames.push.board import parse_square as sq
>>> from pushgames.core import start
>>> from pushgames.push import GAME
>>> state = start(GAME, {"seats": 2}, seed=1)
>>> board = [None] * 121
>>> for name in ("e6", "g6", "f7"):
...     board[sq(name)] = Op(12, 1, sq(name))
>>> board[sq("f2")] = Op(12, 1, 99)
>>> quiet = state._replace(board=tuple(board), turn=0, stack=(), dice=())
>>> [describe(t, 0, quiet.board) for t in threats(quiet)]
['Blue needs f5 to hold the straight centre: block it']
"""

from __future__ import annotations

from collections import deque
from itertools import permutations
from typing import NamedTuple, Sequence

from .board import AROUND, DIAG_AROUND_CENTRE, ORTH, ORTH_AROUND_CENTRE, SQUARES, square_name
from .cards import MOVER, OPERATIVE_NAMES, PHASER, PORTER, SHIFTER, SNIFFER, WIPER
from .moves import closed_mask
from .state import MOVE, Op, PushState, Roll
from .text import SEAT_NAMES

RINGS: tuple[tuple[int, ...], ...] = (tuple(ORTH_AROUND_CENTRE), tuple(DIAG_AROUND_CENTRE))
RING_WORDS = ("straight", "diagonal")
#: The move dice of a turn (cards may add more; they are hidden).
TURN_DICE = 3
ANY_DIE = (1, 2, 3, 4, 5, 6)
FAR = 99


class Threat(NamedTuple):
    """A seat close to holding one ring: ``needs`` are the ring squares it
    lacks that are empty, ``blockers`` those another operative stands on
    (including its own captured ones); ``could`` says whether it could take
    every square of ``needs`` in the turn ahead (never with blockers)."""

    seat: int
    ring: int
    held: int
    needs: tuple[int, ...]
    blockers: tuple[int, ...]
    could: bool


def _frozen(board: Sequence[Op | None], sq: int, owner: int) -> bool:
    return any((o := board[n]) is not None and o.kind == WIPER and o.owner != owner for n in ORTH[sq])


def _distances(board: Sequence[Op | None], target: int, closed: int, king: bool, through: bool) -> list[int]:
    """Steps from every square to ``target`` walking over empty open squares
    (``through``: over any open square). The walker's own square is the end of
    the search, so an occupied square still gets its distance."""
    dist = [FAR] * SQUARES
    dist[target] = 0
    queue = deque([target])
    while queue:
        sq = queue.popleft()
        step = dist[sq] + 1
        for n in (AROUND[sq] if king else ORTH[sq]):
            if dist[n] != FAR or closed >> n & 1:
                continue
            dist[n] = step
            if through or board[n] is None:
                queue.append(n)
    return dist


def _movers(state: PushState, seat: int, this_turn: bool, ring: tuple[int, ...]) -> list[tuple[int, Op]]:
    """The operatives of ``seat`` that may walk in the turn ahead (not those
    holding a square of ``ring`` already)."""
    out = []
    for sq, op in enumerate(state.board):
        if op is None or op.owner != seat or op.captured or sq in ring or _frozen(state.board, sq, seat):
            continue
        if this_turn and (op.compromised or op.uid in state.moved):
            continue
        out.append((sq, op))
    return out


#: Not an operative type: a Changer's switch onto an occupied square, which takes a 6
#: wherever the Changer stands (read by :func:`fits` as a walker's type).
SWITCH = -1


def fits(steps: int, die: int, kind: int) -> bool:
    """Whether a die of ``die`` walks an operative ``steps`` away onto its target.

    Only a Shifter (diagonal steps) or a Sniffer (its +1 or -1) can use an odd
    number of spare steps: every other operative walks orthogonally, and an
    orthogonal walk between two squares always has the same parity (the board
    is a chessboard), whether it passes operatives (a Phaser) or pushes them (a
    Mover). A :data:`SWITCH` needs a 6.

    >>> fits(2, 3, MOVER), fits(2, 4, MOVER), fits(2, 3, SHIFTER), fits(0, 6, SWITCH)
    (False, True, True, True)
    """
    if kind == SWITCH:
        return die == 6
    if kind == PORTER and die == 6:
        return True
    reach = die + (1 if kind == SNIFFER else 0)
    if steps > reach:
        return False
    if kind == SHIFTER:
        return True  # diagonal steps: the spare steps fit
    return kind == SNIFFER or (die - steps) % 2 == 0


def could_fill(state: PushState, seat: int, needs: tuple[int, ...], ring: tuple[int, ...] = ()) -> bool:
    """Whether ``seat`` could walk a different operative onto each of ``needs``
    (all empty) with a different die of the turn ahead (see the module)."""
    this_turn = state.turn == seat and state.phase == MOVE and not any(isinstance(f, Roll) for f in state.stack)
    dice = state.dice if this_turn else ANY_DIE * TURN_DICE
    count = len(state.dice) if this_turn else TURN_DICE
    if not needs or len(needs) > count:
        return False
    movers = _movers(state, seat, this_turn, ring)
    if len(movers) < len(needs):
        return False
    closed = closed_mask(state.box, seat)
    steps: list[list[int]] = []
    for target in needs:
        plain = _distances(state.board, target, closed, False, False)
        king = _distances(state.board, target, closed, True, False)
        free = _distances(state.board, target, closed, False, True)
        steps.append([king[sq] if op.kind == SHIFTER else free[sq] if op.kind in (PHASER, MOVER) else plain[sq]
                      for sq, op in movers])
    values = sorted(set(dice)) if not this_turn else list(dice)
    for chosen in permutations(range(len(movers)), len(needs)):
        if this_turn:
            if any(all(fits(steps[i][m], die, movers[m][1].kind) for i, (m, die) in enumerate(zip(chosen, order)))
                   for order in permutations(values, len(needs))):
                return True
        elif all(any(fits(steps[i][m], v, movers[m][1].kind) for v in values) for i, m in enumerate(chosen)):
            return True
    return False


def threats(state: PushState) -> tuple[Threat, ...]:
    """Every seat's threat on each ring (see the module), seats in turn order
    from the seat whose turn it is."""
    out = []
    board = state.board
    for offset in range(state.seats):
        seat = (state.turn + offset) % state.seats
        for ring, squares in enumerate(RINGS):
            held = sum(1 for sq in squares if (op := board[sq]) is not None and op.owner == seat and not op.captured)
            needs = tuple(sorted(sq for sq in squares if board[sq] is None))
            blockers = tuple(sorted(sq for sq in squares if (op := board[sq]) is not None
                             and (op.owner != seat or op.captured)))
            could = held == 4 or not blockers and could_fill(state, seat, needs, squares)
            if held >= 3 or could:
                out.append(Threat(seat, ring, held, needs, blockers, could))
    return tuple(out)


def _squares(squares: tuple[int, ...]) -> str:
    names = [square_name(sq) for sq in squares]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def describe(threat: Threat, viewer: int | None, board: Sequence[Op | None]) -> str:
    """The threat in words for ``viewer`` ("You" for its own seat)."""
    you = viewer == threat.seat
    who = "You" if you else SEAT_NAMES[threat.seat]
    ring = f"the {RING_WORDS[threat.ring]} centre"
    if threat.held == 4:
        return f"{who} {'hold' if you else 'holds'} all of {ring}: the end of {'your' if you else 'its'} turn wins"
    in_way = ", ".join(f"{SEAT_NAMES[op.owner]}'s {OPERATIVE_NAMES[op.kind]} on {square_name(sq)}"
                       for sq in threat.blockers if (op := board[sq]) is not None)
    if not threat.needs:
        verb = "is" if len(threat.blockers) == 1 else "are"
        return f"{who} {'hold' if you else 'holds'} 3 of {ring}; {in_way} {verb} in the way"
    text = f"{who} {'need' if you else 'needs'} {_squares(threat.needs)} to hold {ring}"
    if threat.blockers:
        text += f" ({in_way} in the way)"
    if not you and threat.could:
        text += ": block it" if len(threat.needs) == 1 else ": block one of them"
    return text


def marked_squares(found: tuple[Threat, ...]) -> dict[int, list[Threat]]:
    """The squares to mark on the board: each needed square, with the threats on it."""
    out: dict[int, list[Threat]] = {}
    for threat in found:
        for sq in threat.needs:
            out.setdefault(sq, []).append(threat)
    return out


__all__ = ["Threat", "threats", "describe", "could_fill", "fits", "marked_squares", "RINGS",
           "RING_WORDS", "SWITCH"]
