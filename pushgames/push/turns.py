"""The turn: set-up, the Fate, Recovery, Move and End phases, victory, and
the Move Phase's choices (dice, abilities, cards)."""

from __future__ import annotations

from .board import AROUND, DIAG_AROUND_CENTRE, ORTH, ORTH_AROUND_CENTRE, STEP
from .cards import (
    ANY, ATTACK, BLEEDER, CARDS, CHANGER, COMPANY, DIVISION, DISCARD2, DRAW2, FACTION, FORCE,
    GAIN_DICE, KILL_OR_INC, KILL_ORDER, LOOK_DECK, LOOK_HAND, MERCENARY, MOVE5, MOVE5_ATTACK,
    ORTHOGONAL, PORTER, PUSHER, RECRUIT, RELIGION, REROLL_MOVES, SHIFTER, SNIFFER, STEAL1, STITCHER,
    SWAP_ADJACENT, TELEPORT, TRIAD, UNCAPTURE, WATCHER, WIPE_HAND, WIPER,
)
from .common import DECK, Act, draw_cards, empty_box_squares, hand, hand_faces, hand_limit, own_box
from .effects import MOVE_CARD_STEPS, ability_flags, attack_targets, can_swap
from .moves import can_walk, claims_for, closed_mask, protected_squares
from .state import (
    AVOID_SHADOWS, END, MOVE, STEP_DIAGONAL, STEP_PUSH, STEP_THROUGH, Frame, Op, PushState,
    Recovery, Reroll, Roll,
)
from ..core import Outcome
from .text import SEAT_NAMES

#: Recovery: the roll that removes an incapacitation, a capture, a neutralization.
RECOVERY_NEEDS = (4, 5, 6)
MOVE_DICE = 3
FATE_DRAW = 3
HAND_SIZE, FIRST_HAND_SIZE = 5, 3


def deal(state: PushState) -> PushState:
    """Five cards each, three to the first player, dealt from the first player on."""
    for i in range(state.seats):
        seat = (state.first + i) % state.seats
        state = draw_cards(state, seat, FIRST_HAND_SIZE if seat == state.first else HAND_SIZE)
    return state


def begin_turn(state: PushState) -> PushState:
    """Fate (draw 3), Recovery (its rolls), then the Move Phase's dice."""
    seat = state.turn
    state = draw_cards(state, seat, FATE_DRAW)
    queue = []
    for sq, op in enumerate(state.board):
        if op is not None and op.owner == seat:
            for token, has in enumerate((op.inc, op.captured, op.neut)):
                if has:
                    queue.append((sq, token))
    stack: tuple[Frame, ...] = (Roll(MOVE_DICE, True),
                                ) + ((Recovery(tuple(queue)),) if queue else ())
    return state._replace(phase=MOVE, dice=(), moved=frozenset(), healed=frozenset(),
                          recruited=False,
                          diagonal=False, stack=stack, fresh=True)


def recover(state: PushState, roll: int) -> PushState:
    """One recovery roll for the head of the queue: +1 in its own box."""
    frame = state.stack[-1]
    assert isinstance(frame, Recovery)
    (sq, token), rest = frame.queue[0], frame.queue[1:]
    op = state.board[sq]
    assert op is not None
    bonus = 1 if own_box(state, op.owner, sq) else 0
    if roll + bonus >= RECOVERY_NEEDS[token]:
        op = (op._replace(inc=False), op._replace(captor=-1), op._replace(neut=False))[token]
        board = list(state.board)
        board[sq] = op
        state = state._replace(board=tuple(board))
    return state._replace(stack=state.stack[:-1] + ((Recovery(rest),) if rest else ()))


def watchers(state: PushState, seat: int) -> int:
    return sum(1 for op in state.board if op is not None and op.owner == seat and op.kind == WATCHER
               and not op.compromised)


def dice_rolled(state: PushState) -> PushState:
    """The move dice are down: the Watchers may reroll, one reroll each."""
    count = watchers(state, state.turn)
    return state._replace(stack=state.stack + (Reroll(state.turn, count),)) if count else state


def reroll_choices(dice: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every distinct non-empty selection of dice values to reroll."""
    found: set[tuple[int, ...]] = set()
    for mask in range(1, 1 << len(dice)):
        found.add(tuple(sorted(d for i, d in enumerate(dice) if mask >> i & 1)))
    return sorted(found)


def encode_values(values: tuple[int, ...]) -> int:
    return int("".join(map(str, values)))


def decode_values(code: int) -> tuple[int, ...]:
    return tuple(int(ch) for ch in str(code))


def end_turn(state: PushState) -> PushState:
    """End Phase done: victory for the player whose turn it was, then the next turn."""
    seat = state.turn
    if wins(state, seat):
        return state._replace(stack=(), dice=(), result=Outcome(
            frozenset({seat}), f"{SEAT_NAMES[seat]} controls the centre",
                                                                termination="centre-control"))
    if sum(1 for op in state.board if op is not None) + sum(state.pool) < 4:
        return state._replace(stack=(), dice=(), result=Outcome(
            frozenset(), "fewer than four operatives are left: nobody can control the centre",
            termination="no-possible-winner"))
    turn = (seat + 1) % state.seats
    rnd = state.round + (turn == state.first)
    if state.round_limit and rnd > state.round_limit:
        return state._replace(
            stack=(),
            dice=(),
            round=rnd,
            result=Outcome(
                frozenset(),
                f"the round limit ({state.round_limit} rounds) was reached",
                termination="round-limit",
            ),
        )
    return begin_turn(state._replace(turn=turn, round=rnd))


def centre_held(state: PushState, seat: int) -> tuple[int, int]:
    """How many of the 4 orthogonal and of the 4 diagonal neighbours of f6 the
    seat holds with operatives that count (not captured): 4 of either wins."""
    board = state.board
    orth, diag = (sum(1 for sq in ring if (op := board[sq]) is not None and op.owner == seat
                      and not op.captured)
                  for ring in (ORTH_AROUND_CENTRE, DIAG_AROUND_CENTRE))
    return orth, diag


def wins(state: PushState, seat: int) -> bool:
    """All 4 orthogonal or all 4 diagonal neighbours of f6 held by the seat's own uncaptured
    operatives."""
    return 4 in centre_held(state, seat)


def after_end(state: PushState) -> PushState:
    """The End Phase: discards are decisions while the hand is over the limit."""
    if state.cards.size(hand(state.turn)) > hand_limit(state, state.turn):
        return state._replace(phase=END, dice=())
    return end_turn(state._replace(phase=END, dice=()))


# -- the Move Phase's choices ---------------------------------------------------

def frozen(state: PushState, sq: int, op: Op) -> bool:
    """Wipers: an operative orthogonally next to an enemy Wiper cannot move."""
    board = state.board
    return any((o := board[n]) is not None and o.kind == WIPER and o.owner != op.owner
               for n in ORTH[sq])


def free_to_move(state: PushState, sq: int, op: Op, seat: int) -> bool:
    return op.owner == seat and not op.compromised and op.uid not in state.moved and not frozen(
        state, sq, op)


def walkable(state: PushState, sq: int, steps: int, flags: int, exact: bool = True,
             avoid: frozenset[int] | None = None) -> bool:
    """Whether the operative on ``sq`` can make a move of ``steps`` (at most
    ``steps`` when not ``exact``) stepping as ``flags`` say."""
    op = state.board[sq]
    assert op is not None
    if not flags & (AVOID_SHADOWS | STEP_PUSH | STEP_THROUGH) and straight_walk(state, sq,
            steps, op.owner):
        return True
    if avoid is None:
        avoid = protected_squares(state.board, op.owner) if flags & AVOID_SHADOWS else frozenset()
    return can_walk(state.board, claims_for(state.box), state.box, sq, sq, steps, 1 << sq, flags,
                    op.owner, exact,
                    avoid)


def straight_walk(state: PushState, sq: int, steps: int, owner: int) -> bool:
    """A quick sufficient test: ``steps`` empty open squares in a straight line."""
    board, closed = state.board, closed_mask(state.box, owner)
    for d in range(4):
        at = sq
        for _ in range(steps):
            at = STEP[at][d]
            if at < 0 or board[at] is not None or closed >> at & 1:
                break
        else:
            return True
    return False


def longest_straight(state: PushState, sq: int, owner: int) -> int:
    """The longest straight orthogonal line of empty open squares from ``sq``
    (any move up to that long can be made along it, whatever the abilities)."""
    board, closed = state.board, closed_mask(state.box, owner)
    best = 0
    for d in range(4):
        at, length = sq, 0
        while True:
            at = STEP[at][d]
            if at < 0 or board[at] is not None or closed >> at & 1:
                break
            length += 1
        best = max(best, length)
    return best


def move_actions(state: PushState, seat: int) -> list[Act]:
    out: list[Act] = []
    values = sorted(set(state.dice))
    board = state.board
    ops = [(sq, op) for sq, op in enumerate(board) if op is not None]
    wipers = [sq for sq, op in ops if op.kind == WIPER and op.owner != seat]
    near_wiper = {n for w in wipers for n in ORTH[w]}
    moved = state.moved
    shielded: frozenset[int] | None = None
    if values:
        for sq, op in ops:
            if op.uid in moved:
                continue
            if op.captor == seat:
                out += [Act("move", d, sq, 0, 0) for d in values if walkable(state, sq, d, 0)]
                continue
            if op.owner != seat or op.compromised:
                continue
            # the enemy flees: a Wiper next to the Bleeder does not stop that
            if op.kind == BLEEDER:
                for n in AROUND[sq]:
                    t = board[n]
                    if t is not None and t.owner != seat:
                        out += [Act("flee", d, sq, n) for d in values if walkable(state, n, d, 0)]
            if sq in near_wiper and frozen(state, sq, op):
                continue
            flags = ability_flags(op.kind)
            variants = [(flags, 0)]
            if state.diagonal and not flags & STEP_DIAGONAL:
                variants.append((flags | STEP_DIAGONAL, 1))
            run = longest_straight(state, sq, op.owner)
            for d in values:
                for f, diag in variants:
                    if d <= run or walkable(state, sq, d, f):
                        out.append(Act("move", d, sq, 0, diag))
                    if op.kind == SNIFFER:
                        if shielded is None:
                            shielded = protected_squares(board, seat)
                        for mod in (-1, 1):
                            if d + mod >= 1 and walkable(state, sq, d + mod, f | AVOID_SHADOWS,
                                                         True, shielded):
                                out.append(Act("move", d, sq, mod, diag))
    if 6 in state.dice:
        if not state.recruited and any(state.pool):
            out += [Act("recruit", sq) for sq in empty_box_squares(state, seat)]
        for sq, op in ops:
            if op.kind in (PORTER, CHANGER) and free_to_move(state, sq, op, seat):
                if op.kind == PORTER:
                    out.append(Act("port", sq))
                else:
                    out += [Act("switch", sq, t)
                            for t, _ in ops if t != sq and can_swap(state, sq, t)]
    if 5 in state.dice:
        for sq, op in ops:
            if op.owner == seat and op.compromised and not op.captured and not own_box(state, seat,
                    sq):
                out += [Act("home", sq, t) for t in empty_box_squares(state, seat)]
    if 2 in state.dice:
        for sq, op in ops:
            if op.owner != seat and op.neut:
                out += [Act("takeover", sq, t) for t in empty_box_squares(state, seat)]
    if 1 in state.dice:
        held = {op.owner for _, op in ops if op.captor == seat and op.owner != seat}
        out += [Act("steal", v) for v in sorted(held) if state.cards.size(hand(v))]
    for sq, op in ops:
        if (
            op.kind == STITCHER
            and op.owner == seat
            and not op.compromised
            and op.uid not in state.healed
        ):
            out += [Act("heal", sq, n) for n in AROUND[sq]
                    if (t := board[n]) is not None and t.owner == seat and t.inc]
    out += card_plays(state, seat, ops)
    out.append(Act("end"))
    return out


def card_plays(state: PushState, seat: int, ops: list[tuple[int, Op]] | None = None) -> list[Act]:
    """Every card ``seat`` may play in its Move Phase, with its arguments."""
    out: list[Act] = []
    board = state.board
    if ops is None:
        ops = [(sq, op) for sq, op in enumerate(board) if op is not None]
    mine = [(sq, op) for sq, op in ops if op.owner == seat and not op.compromised]
    kinds = {op.kind for _, op in mine}
    reach: dict[tuple[int, int, bool], list[int]] = {}
    opponents = [s for s in range(state.seats) if s != seat and state.cards.size(hand(s))]
    for face in sorted(set(hand_faces(state, seat))):
        spec = CARDS[face]
        kind = spec.kind
        if kind == FACTION:
            faction = state.factions[seat]
            if faction in (DIVISION, MERCENARY) or (faction == TRIAD and not state.diagonal):
                out.append(Act("play", face))
            elif faction == COMPANY and any(state.pool):
                out += [Act("play", face, sq) for sq in empty_box_squares(state, seat)]
            elif faction == RELIGION:
                out += [Act("play", face, sq, t)
                        for sq, _ in mine for t in attack_targets(state, sq, ORTHOGONAL)]
            continue
        if kind in (ATTACK, FORCE):
            modes = (0, 1) if spec.effect == KILL_OR_INC and kind == ATTACK else (-1,)
            for sq, op in mine:
                if spec.requires in (ANY, op.kind):
                    key = (sq, spec.direction, spec.squads_only)
                    targets = reach.get(key)
                    if targets is None:
                        targets = reach[key] = attack_targets(state, sq, spec.direction,
                                                              spec.squads_only)
                    for t in targets:
                        out += [Act("play", face, sq, t, m) for m in modes]
            continue
        if spec.requires != ANY and spec.requires not in kinds:
            continue
        if kind == TELEPORT:
            out += [Act("play", face, sq)
                    for sq, op in mine if op.kind == PORTER and not frozen(state, sq, op)]
        elif kind in (MOVE5, MOVE5_ATTACK):
            out += [Act("play", face, sq)
                    for sq, op in mine if op.kind == spec.requires and not frozen(
                state, sq, op) and walkable(state, sq, MOVE_CARD_STEPS, ability_flags(op.kind),
                                            exact=False)]
        elif kind == KILL_ORDER:
            pushers = [sq for sq, op in mine if op.kind == PUSHER]
            for e in sorted({n for p in pushers for n in AROUND[p]}):
                enemy = board[e]
                if enemy is not None and enemy.owner != seat and not enemy.compromised:
                    out += [Act("play", face, e, t)
                            for t in attack_targets(state, e, ORTHOGONAL, any_target=True)]
        elif kind in (DISCARD2, STEAL1, LOOK_HAND):
            out += [Act("play", face, s) for s in opponents]
        elif kind == LOOK_DECK:
            if state.cards.size(DECK):
                out.append(Act("play", face))
        elif kind == RECRUIT:
            if any(state.pool):
                out += [Act("play", face, sq) for sq in empty_box_squares(state, seat)]
        elif kind == UNCAPTURE:
            out += [Act("play", face, sq) for sq, op in ops if op.owner == seat and op.captured]
        elif kind in (DRAW2, GAIN_DICE, WIPE_HAND):
            out.append(Act("play", face))
        elif kind == REROLL_MOVES:
            if state.dice:
                out.append(Act("play", face))
        elif kind == SWAP_ADJACENT:
            for sq, op in mine:
                if op.kind == SHIFTER and not frozen(state, sq, op):
                    out += [Act("play", face, sq, t) for t in AROUND[sq] if can_swap(state, sq, t)]
    return out


