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
from typing import Iterator, NamedTuple, Sequence

from .board import AROUND, CENTRE, DIAG_AROUND_CENTRE, ORTH, ORTH_AROUND_CENTRE, SQUARES, STEP, square_name
from .cards import CHANGER, MOVER, OPERATIVE_NAMES, PHASER, PORTER, SHIFTER, SNIFFER, WIPER
from .effects import can_swap
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
    #: The square of the seat's own Changer or Mover that could clear the one
    #: blocker in the same turn (a Changer switching places with it on a 6, a
    #: Mover pushing it off and standing there) while other operatives take
    #: ``needs``; -1 when none can (:func:`clearer`). ``could`` is then True too.
    clearer: int = -1


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


def _turn_dice(state: PushState, seat: int) -> tuple[bool, tuple[int, ...], int]:
    """Whether ``seat`` is in its Move Phase with dice rolled, the die values it
    may use, and how many dice (its remaining ones, or a whole turn's)."""
    this_turn = state.turn == seat and state.phase == MOVE and not any(isinstance(f, Roll) for f in state.stack)
    if this_turn:
        return True, tuple(state.dice), len(state.dice)
    return False, ANY_DIE, TURN_DICE


def _walk_steps(state: PushState, seat: int, needs: tuple[int, ...], movers: list[tuple[int, Op]]
                ) -> list[list[int]]:
    """steps[i][m]: how far operative ``m`` of ``movers`` walks onto ``needs[i]``."""
    closed = closed_mask(state.box, seat)
    steps: list[list[int]] = []
    for target in needs:
        plain = _distances(state.board, target, closed, False, False)
        king = _distances(state.board, target, closed, True, False)
        free = _distances(state.board, target, closed, False, True)
        steps.append([king[sq] if op.kind == SHIFTER else free[sq] if op.kind in (PHASER, MOVER) else plain[sq]
                      for sq, op in movers])
    return steps


def _assignable(this_turn: bool, dice: tuple[int, ...], options: list[list[tuple[int, int, int]]]) -> bool:
    """Whether each target ``i`` can be taken by a different operative with a
    different die: ``options[i]`` lists (operative index, steps, walker type)."""
    values = list(dice) if this_turn else sorted(set(dice))
    count = len(options)
    if count > (len(dice) if this_turn else TURN_DICE):
        return False

    def fill(i: int, used: frozenset[int], left: tuple[int, ...]) -> bool:
        if i == count:
            return True
        for index, steps, kind in options[i]:
            if index in used:
                continue
            for k, die in enumerate(left):
                if fits(steps, die, kind) and fill(i + 1, used | {index}, left[:k] + left[k + 1:] if this_turn else left):
                    return True
        return False

    return fill(0, frozenset(), tuple(values))


def could_fill(state: PushState, seat: int, needs: tuple[int, ...], ring: tuple[int, ...] = ()) -> bool:
    """Whether ``seat`` could walk a different operative onto each of ``needs``
    (all empty) with a different die of the turn ahead (see the module)."""
    this_turn, dice, count = _turn_dice(state, seat)
    if not needs or len(needs) > count:
        return False
    movers = _movers(state, seat, this_turn, ring)
    if len(movers) < len(needs):
        return False
    steps = _walk_steps(state, seat, needs, movers)
    # A Porter's 6 reaches any empty square, even one its walk could not (FAR): fits decides.
    options = [[(m, steps[i][m], op.kind) for m, (_, op) in enumerate(movers)] for i in range(len(needs))]
    return _assignable(this_turn, dice, options)


def push_starts(board: Sequence[Op | None], seat: int, ring: tuple[int, ...], blocked: int,
                at: int) -> Iterator[int]:
    """Each square from which the Mover on ``at`` can take its last (orthogonal)
    step onto ``blocked``, pushing the line there away: the push may neither run
    into f6 nor shove one of the seat's own operatives off ``ring``. The page's
    warnings and the computer's evaluation both measure the walk to these squares."""
    for d in range(4):
        behind = STEP[blocked][d ^ 1]  # ORTH_DIRS pair up: 0/1 and 2/3 are opposites
        if behind < 0 or behind == CENTRE:
            continue
        sq = blocked
        shoves_own = False
        while sq >= 0 and (op := board[sq]) is not None and sq != at:
            shoves_own = shoves_own or (sq in ring and op.owner == seat and not op.captured)
            sq = STEP[sq][d]
        if sq != CENTRE and not shoves_own:
            yield behind


def _push_steps(state: PushState, seat: int, ring: tuple[int, ...], blocked: int, at: int) -> int:
    """The fewest steps in which the Mover on ``at`` walks onto ``blocked`` by
    pushing the line there away (:func:`push_starts`), or :data:`FAR`."""
    free = _distances(state.board, at, closed_mask(state.box, seat), False, True)
    return min((1 + (0 if behind == at else free[behind])
                for behind in push_starts(state.board, seat, ring, blocked, at)), default=FAR)


def clearer(state: PushState, seat: int, ring: tuple[int, ...], needs: tuple[int, ...], blocked: int) -> int:
    """The square of ``seat``'s free Changer or Mover that could clear ``blocked``
    (the one ring square another operative stands on) and stand there in the
    turn ahead, while different operatives walk onto ``needs`` with the other
    dice; -1 when none could. A Changer switches places with the blocker on a
    6 (wherever it stands); a Mover walks there and pushes it off (measured as
    the computer measures it: :func:`pushgames.ai.games.push_eval.push_distance`)."""
    this_turn, dice, count = _turn_dice(state, seat)
    if len(needs) + 1 > count:
        return -1
    movers = _movers(state, seat, this_turn, ring)
    steps = _walk_steps(state, seat, needs, movers)
    others = [[(m, steps[i][m], op.kind) for m, (_, op) in enumerate(movers)] for i in range(len(needs))]
    for index, (sq, op) in enumerate(movers):
        if op.kind == CHANGER:
            if not can_swap(state, sq, blocked):
                continue
            clear = (index, 0, SWITCH)
        elif op.kind == MOVER:
            clear = (index, _push_steps(state, seat, ring, blocked, sq), MOVER)
            if clear[1] >= FAR:
                continue
        else:
            continue
        if _assignable(this_turn, dice, [[clear]] + others):
            return sq
    return -1


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
            by = -1
            if len(blockers) == 1 and held < 4:
                by = clearer(state, seat, squares, needs, blockers[0])
            if held >= 3 or could or by >= 0:
                out.append(Threat(seat, ring, held, needs, blockers, could or by >= 0, by))
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
    if threat.clearer >= 0:
        return _clearing(threat, you, who, ring, board)
    if not threat.needs:
        verb = "is" if len(threat.blockers) == 1 else "are"
        return f"{who} {'hold' if you else 'holds'} 3 of {ring}; {in_way} {verb} in the way"
    text = f"{who} {'need' if you else 'needs'} {_squares(threat.needs)} to hold {ring}"
    if threat.blockers:
        text += f" ({in_way} in the way)"
    if not you and threat.could:
        text += ": block it" if len(threat.needs) == 1 else ": block one of them"
    return text


def _clearing(threat: Threat, you: bool, who: str, ring: str, board: Sequence[Op | None]) -> str:
    """A threat through the one operative in the way, which the seat's Changer
    could switch away or its Mover push off: "Blue needs e5 and g5 to hold the
    diagonal centre: its Mover on d3 could push Red's Squad off g5: block e5"."""
    blocked = threat.blockers[0]
    op, tool = board[blocked], board[threat.clearer]
    assert op is not None and tool is not None, "a clearing threat names two operatives"
    whose = "your" if you else "its"
    owner = "your" if you and op.owner == threat.seat else f"{SEAT_NAMES[op.owner]}'s"
    target = f"{owner} {OPERATIVE_NAMES[op.kind]}"
    if tool.kind == CHANGER:
        how = (f"{whose} Changer on {square_name(threat.clearer)} could switch places with {target} "
               f"on {square_name(blocked)} (a 6)")
    else:
        how = f"{whose} Mover on {square_name(threat.clearer)} could push {target} off {square_name(blocked)}"
    if not threat.needs:
        return f"{who} {'hold' if you else 'holds'} 3 of {ring}, and {how}"
    squares = _squares(tuple(sorted(threat.needs + (blocked,))))
    text = f"{who} {'need' if you else 'needs'} {squares} to hold {ring}: {how}"
    if not you:
        text += f": block {_squares(threat.needs)}" if len(threat.needs) == 1 else \
            f": block one of {_squares(threat.needs)}"
    return text


def marked_squares(found: tuple[Threat, ...]) -> dict[int, list[Threat]]:
    """The squares to mark on the board: each needed square, with the threats on it."""
    out: dict[int, list[Threat]] = {}
    for threat in found:
        for sq in threat.needs:
            out.setdefault(sq, []).append(threat)
    return out


__all__ = ["Threat", "threats", "describe", "could_fill", "clearer", "fits", "marked_squares", "RINGS",
           "RING_WORDS", "SWITCH"]
