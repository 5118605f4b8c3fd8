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

A ring others stand on is a threat too when the seat could clear it in the
same turn: one operative in the way that its Changer switches with (a 6) or
its Mover pushes off (:func:`clearer`), or two or more that one walk of its
Mover pushes off, walked with the engine's own steps and pushes
(:func:`sweeper`); in both, different operatives take the squares left empty.

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

from .board import (
    AROUND, CENTRE, DIAG_AROUND_CENTRE, ORTH, ORTH_AROUND_CENTRE, SIZE, SQUARES, STEP, square_name,
)
from .cards import CHANGER, MOVER, OPERATIVE_NAMES, PHASER, PORTER, SHIFTER, SNIFFER, WIPER
from .effects import can_swap
from .moves import claims_for, closed_mask, walk_steps
from .state import MOVE, STEP_PUSH, Op, PushState, Roll
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
    #: With two or more blockers: the square of the seat's Mover whose one walk
    #: pushes them all off the ring (:func:`sweeper`).
    clearer: int = -1


def _frozen(board: Sequence[Op | None], sq: int, owner: int) -> bool:
    return any((o := board[n]) is not None and o.kind == WIPER and o.owner != owner
               for n in ORTH[sq])


def _distances(board: Sequence[Op | None], target: int, closed: int, king: bool,
               through: bool) -> list[int]:
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


def _movers(state: PushState, seat: int, this_turn: bool,
            ring: tuple[int, ...]) -> list[tuple[int, Op]]:
    """The operatives of ``seat`` that may walk in the turn ahead (not those
    holding a square of ``ring`` already)."""
    out = []
    for sq, op in enumerate(state.board):
        if op is None or op.owner != seat or op.captured or sq in ring or _frozen(state.board, sq,
                seat):
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
    this_turn = state.turn == seat and state.phase == MOVE and not any(isinstance(f, Roll)
                                                                       for f in state.stack)
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
        steps.append([king[sq] if op.kind == SHIFTER else free[sq] if op.kind in (PHASER, MOVER)
                      else plain[sq]
                      for sq, op in movers])
    return steps


def _assignable(this_turn: bool, dice: tuple[int, ...], options: list[list[tuple[int, int, int]]],
                limit: int = TURN_DICE) -> bool:
    """Whether each target ``i`` can be taken by a different operative with a
    different die: ``options[i]`` lists (operative index, steps, walker type);
    ``limit``: how many dice a turn ahead (not this one) has for them."""
    values = list(dice) if this_turn else sorted(set(dice))
    count = len(options)
    if count > (len(dice) if this_turn else limit):
        return False

    def fill(i: int, used: frozenset[int], left: tuple[int, ...]) -> bool:
        if i == count:
            return True
        for index, steps, kind in options[i]:
            if index in used:
                continue
            for k, die in enumerate(left):
                if fits(steps, die, kind) and fill(i + 1, used | {index},
                                                   left[:k] + left[k + 1:] if this_turn else left):
                    return True
        return False

    return fill(0, frozenset(), tuple(values))


def could_fill(state: PushState, seat: int, needs: tuple[int, ...],
               ring: tuple[int, ...] = ()) -> bool:
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
    options = [[(m, steps[i][m], op.kind) for m, (_, op) in enumerate(movers)]
               for i in range(len(needs))]
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


def clearer(state: PushState, seat: int, ring: tuple[int, ...], needs: tuple[int, ...],
            blocked: int) -> int:
    """The square of ``seat``'s free Changer or Mover that could clear ``blocked``
    (the one ring square another operative stands on) and stand there in the
    turn ahead, while different operatives walk onto ``needs`` with the other
    dice; -1 when none could. A Changer switches places with the blocker on a
    6 (wherever it stands); a Mover walks there and pushes it off (measured as
    the computer measures it: :func:`pushgames.ai.games.push_threats.push_distance`)."""
    this_turn, dice, count = _turn_dice(state, seat)
    if len(needs) + 1 > count:
        return -1
    movers = _movers(state, seat, this_turn, ring)
    steps = _walk_steps(state, seat, needs, movers)
    others = [[(m, steps[i][m], op.kind) for m, (_, op) in enumerate(movers)]
              for i in range(len(needs))]
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


def _blocked(board: Sequence[Op | None], seat: int, ring: tuple[int, ...]) -> list[int]:
    return [sq for sq in ring if (op := board[sq]) is not None
            and (op.owner != seat or op.captured)]


def _out_of_line(at: int, blocked: list[int], left: int) -> bool:
    """Whether a Mover on ``at`` with ``left`` steps to go surely cannot push
    every one of ``blocked`` away: a push moves an operative only along the
    step that pushes it, so the Mover must first step onto a square in its
    row or its file (at least the shorter offset, then the pushing step)."""
    rank, file = divmod(at, SIZE)
    return any(1 + min(abs(rank - sq // SIZE), abs(file - sq % SIZE)) > left for sq in blocked)


def sweeps(board: Sequence[Op | None], box: tuple[int, ...], seat: int,
           ring: tuple[int, ...], at: int,
           lengths: frozenset[int]) -> Iterator[tuple[int, tuple[Op | None, ...]]]:
    """Each walk of ``seat``'s Mover on ``at`` of exactly one of ``lengths``
    steps after which no other operative stands on ``ring``: (its steps, the
    board after it), each once. The steps and pushes are the engine's own
    (:func:`pushgames.push.moves.push_line`: a line pushed off the board
    re-enters its owner's box after the step); walks that cannot reach every
    blocker in line are cut early (:func:`_out_of_line`), so a Mover far from
    the ring costs a few steps and one near it at most a few hundred."""
    claims = claims_for(box)
    longest = max(lengths)

    def walk(now: Sequence[Op | None], sq: int, visited: int, done: int
             ) -> Iterator[tuple[int, tuple[Op | None, ...]]]:
        blocked = _blocked(now, seat, ring)
        if not blocked and done in lengths:
            yield done, tuple(now)
        left = longest - done
        if left == 0 or _out_of_line(sq, blocked, left):
            return
        for n, _, after in walk_steps(now, claims, box, sq, visited, STEP_PUSH, seat):
            yield from walk(after, n, visited | 1 << n, done + 1)

    seen: set[tuple[int, tuple[Op | None, ...]]] = set()
    for found in walk(board, at, 1 << at, 0):
        if found not in seen:  # two walks of one length may leave the same board
            seen.add(found)
            yield found


def _rest_fills(state: PushState, seat: int, ring: tuple[int, ...], after: tuple[Op | None, ...],
                mover: Op, steps: int, this_turn: bool, dice: tuple[int, ...]) -> bool:
    """Whether, after the Mover's sweep of ``steps`` (a die of that value),
    other operatives can walk onto the ring squares the sweep left empty with
    the other dice."""
    needs = tuple(sq for sq in ring if after[sq] is None)
    if not needs:
        return True
    if this_turn:
        rest = list(dice)
        rest.remove(steps)
        left, limit = tuple(rest), len(rest)
    else:
        left, limit = dice, TURN_DICE - 1
    if len(needs) > limit:
        return False
    swept = state._replace(board=after, moved=state.moved | {mover.uid})
    movers = [(sq, op) for sq, op in _movers(swept, seat, this_turn, ring) if op.uid != mover.uid]
    steps_to = _walk_steps(swept, seat, needs, movers)
    options = [[(m, steps_to[i][m], op.kind) for m, (_, op) in enumerate(movers)]
               for i in range(len(needs))]
    return _assignable(this_turn, left, options, limit)


def sweeper(state: PushState, seat: int, ring: tuple[int, ...]) -> int:
    """The square of ``seat``'s free Mover that could push every operative in
    the way off ``ring`` (two or more) in one walk of a die it may have, while
    different operatives walk onto the squares left empty with the other
    dice; -1 when none could (see :func:`sweeps`). A Mover already on the ring
    may walk off it to sweep."""
    this_turn, dice, _ = _turn_dice(state, seat)
    blocked = _blocked(state.board, seat, ring)
    lengths = frozenset(dice)
    if not blocked or not lengths:
        return -1
    for at, op in _movers(state, seat, this_turn, ()):
        if op.kind != MOVER or _out_of_line(at, blocked, max(lengths)):
            continue
        for found in sweeps(state.board, state.box, seat, ring, at, lengths):
            if _rest_fills(state, seat, ring, found[1], op, found[0], this_turn, dice):
                return at
    return -1


def in_hand(state: PushState, seat: int) -> bool:
    """Whether ``seat``, in its Move Phase with dice rolled, could complete a
    ring nobody else stands on with the dice and the operatives it has left."""
    this_turn, dice, _ = _turn_dice(state, seat)
    if not this_turn or not dice:
        return False
    for ring in RINGS:
        needs = tuple(sq for sq in ring if state.board[sq] is None)
        if needs and not _blocked(state.board, seat, ring) and could_fill(state, seat, needs, ring):
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
            held = sum(1 for sq in squares if (op := board[sq]) is not None and op.owner == seat
                       and not op.captured)
            needs = tuple(sorted(sq for sq in squares if board[sq] is None))
            blockers = tuple(sorted(sq for sq in squares if (op := board[sq]) is not None
                             and (op.owner != seat or op.captured)))
            could = held == 4 or not blockers and could_fill(state, seat, needs, squares)
            by = -1
            if len(blockers) == 1 and held < 4:
                by = clearer(state, seat, squares, needs, blockers[0])
            elif len(blockers) >= 2:
                by = sweeper(state, seat, squares)
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
        return (f"{who} {'hold' if you else 'holds'} all of {ring}: the end of "
                f"{'your' if you else 'its'} turn wins")
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
    """A threat through the operatives in the way, which the seat's Changer
    could switch away or its Mover push off: "Blue needs e5 and g5 to hold the
    diagonal centre: its Mover on d3 could push Red's Squad off g5: block e5"
    (with two or more: "... could push Red's Squad off e7 and Red's Pusher off
    g7 in one walk ...")."""
    tool = board[threat.clearer]
    assert tool is not None, "a clearing threat names its Changer or Mover"
    whose = "your" if you else "its"

    def target(sq: int) -> str:
        op = board[sq]
        assert op is not None, "a blocker stands on its square"
        owner = "your" if you and op.owner == threat.seat else f"{SEAT_NAMES[op.owner]}'s"
        return f"{owner} {OPERATIVE_NAMES[op.kind]}"

    blocked = threat.blockers[0]
    if tool.kind == CHANGER:
        how = (f"{whose} Changer on {square_name(threat.clearer)} could switch places with "
               f"{target(blocked)} on {square_name(blocked)} (a 6)")
    else:
        pushed = [f"{target(sq)} off {square_name(sq)}" for sq in threat.blockers]
        off = pushed[0] if len(pushed) == 1 else ", ".join(
            pushed[:-1]) + " and " + pushed[-1] + " in one walk"
        how = f"{whose} Mover on {square_name(threat.clearer)} could push {off}"
    if not threat.needs:
        held = threat.held
        return f"{who} {'hold' if you else 'holds'} {held} of {ring}, and {how}"
    squares = _squares(tuple(sorted(threat.needs + threat.blockers)))
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


__all__ = ["Threat", "threats", "describe", "could_fill", "clearer", "sweeper", "sweeps", "in_hand",
           "fits", "marked_squares", "RINGS",
           "RING_WORDS", "SWITCH"]
