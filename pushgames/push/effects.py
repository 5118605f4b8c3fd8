"""What cards do: the answers other seats may give, attacks and their rolls,
and the changes to operatives (kill, tokens, control, sent home).

A card is put on the discard as it is played; then every other seat able to
answer it ("Negate any Action", "Negate Sniffer Action", "Negate a Watcher
Action") is asked in turn order; then it takes effect. An attack first asks
the attacked operative's controller for a Negate card (when it holds one that
applies), then rolls, then asks the seats able to have the roll rerolled
(a Rebel's Faction card, See Decisions), then applies the roll.
"""

from __future__ import annotations

from .board import AROUND, BOX_OF, DIAG, ORTH
from .cards import (
    ANSWER_ANY, ANSWER_SNIFFER, ANSWER_WATCHER, ANY, ATTACK, BLEEDER, BOTH, CAPTURE, CARDS, COMPANY,
    CONTROL, DIAGONAL, DISCARD2, DIVISION, DRAW2, EFFECT_NEEDS, FACTION, FACTION_CARD, FORCE,
    GAIN_DICE, INCAPACITATE, KILL, KILL_INCAPACITATES, KILL_OR_INC, KILL_ORDER, LOOK_DECK,
    LOOK_HAND, MERCENARY, MOVE5, MOVE5_ATTACK, MOVER, NEGATE, NEGATE_FAO, NEGATE_KILL, NEGATE_MOVE,
    NEUTRALIZE, PHASER, PORTER, REBEL, RECRUIT, RELIGION, REROLL_MOVES, SHADOW, SHIFTER, SNIFFER,
    SQUAD, STEAL1, SWAP_ADJACENT, TELEPORT, TRIAD, UNCAPTURE, WATCHER, WIPE_HAND, CardSpec,
)
from .common import (
    DECK, DISCARD, add_gone, controls, draw_cards, hand, hand_faces, holds, with_board,
)
from .moves import claims_for, closed_mask, closed_to, first_empty_in_box
from .state import (
    ATTACK_AFTER, DEFEND, NO_CAPTOR, ROLL, STEP_DIAGONAL, STEP_PUSH, STEP_THROUGH, Attack, Draft,
    Frame, Path, Pick, Place, Play, PushState, Reroll, Roll, Window, ANSWER_ROLL,
)
from ..core.knowledge import EVERYONE, seat_bit

MOVE_CARD_STEPS = 5
LOOK_DEPTH = 7


def push(state: PushState, frame: Frame) -> PushState:
    return state._replace(stack=state.stack + (frame,))


def pop(state: PushState) -> PushState:
    return state._replace(stack=state.stack[:-1])


def replace_top(state: PushState, frame: Frame) -> PushState:
    return state._replace(stack=state.stack[:-1] + (frame,))


def meets(state: PushState, seat: int, requires: int) -> bool:
    return requires == ANY or controls(state, seat, requires)


def ability_flags(kind: int) -> int:
    """How an operative of ``kind`` steps when it moves by itself."""
    return (
        STEP_DIAGONAL
        if kind == SHIFTER
        else STEP_THROUGH
        if kind == PHASER
        else STEP_PUSH
        if kind == MOVER
        else 0
    )


def path_for(state: PushState, seat: int, sq: int, steps: int, free: bool, flags: int,
             card: int = -1) -> Path:
    op = state.board[sq]
    assert op is not None
    return Path(seat, op.uid, sq, sq, steps, 1 << sq, flags, free, 0, card)


# -- answers to a card --------------------------------------------------------

def answer_faces(state: PushState, seat: int, spec: CardSpec) -> list[int]:
    """The cards ``seat`` may answer a card of ``spec`` with."""
    out = []
    for face in sorted(set(hand_faces(state, seat))):
        kind = CARDS[face].kind
        if kind == ANSWER_WATCHER and spec.requires == WATCHER:
            out.append(face)
        elif kind in (ANSWER_ANY, ANSWER_SNIFFER) and controls(state, seat, SHADOW) and (
                kind == ANSWER_ANY or spec.requires == SNIFFER):
            out.append(face)
    return out


def open_card(state: PushState, play: Play) -> PushState:
    """The card of ``play`` is on the discard: ask who may answer it, else resolve it."""
    spec = CARDS[play.card]
    queue = tuple(s for i in range(1, state.seats)
                  if answer_faces(state, s := (play.actor + i) % state.seats, spec))
    if queue:
        return push(state, Window(play, queue))
    return resolve_card(state, play)


def answer(state: PushState, face: int) -> PushState:
    """The asked seat answers the card with ``face``: the card is negated."""
    window = state.stack[-1]
    assert isinstance(window, Window)
    return pop(discard_played(state, window.queue[0], face))


def let_card_pass(state: PushState) -> PushState:
    window = state.stack[-1]
    assert isinstance(window, Window)
    if len(window.queue) > 1:
        return replace_top(state, window._replace(queue=window.queue[1:]))
    return resolve_card(pop(state), window.play)


def discard_played(state: PushState, seat: int, face: int) -> PushState:
    pile = state.cards.piles[hand(seat)]
    index = next(i for i, c in enumerate(pile) if c.face == face)
    return state._replace(cards=state.cards.move(hand(seat), index, DISCARD, seen_by=EVERYONE))


def resolve_card(state: PushState, play: Play) -> PushState:
    """The card takes effect (nobody negated it)."""
    spec, actor = CARDS[play.card], play.actor
    kind = spec.kind
    if kind in (ATTACK, FORCE):
        effect = KILL if kind == FORCE else spec.effect
        if effect == KILL_OR_INC:
            effect = INCAPACITATE if play.c == 1 else KILL
        return start_attack(state, actor, play.card, play.a, play.b, effect)
    if kind == FACTION:
        faction = state.factions[actor]
        if faction == DIVISION:
            return draw_cards(state, actor, 2)
        if faction == TRIAD:
            return state._replace(diagonal=True)
        if faction == COMPANY:
            return push(state, Draft(((actor, play.a),)))
        if faction == MERCENARY:
            return push(state, Roll(1))
        if faction == RELIGION:
            return start_attack(state, actor, play.card, play.a, play.b, KILL)
        return state
    if kind == TELEPORT:
        return push(state, Place(actor, play.a, play.card))
    if kind in (MOVE5, MOVE5_ATTACK):
        op = state.board[play.a]
        assert op is not None
        flags = ability_flags(op.kind) | (ATTACK_AFTER if kind == MOVE5_ATTACK else 0)
        return push(state, path_for(state, actor, play.a, MOVE_CARD_STEPS, True, flags, play.card))
    if kind == KILL_ORDER:
        return start_attack(state, actor, play.card, play.a, play.b, KILL)
    if kind in (DISCARD2, STEAL1):
        count = min(2 if kind == DISCARD2 else 1, state.cards.size(hand(play.a)))
        return push(state, Pick(play.a, -1 if kind == DISCARD2 else actor,
                                count)) if count else state
    if kind == LOOK_DECK:
        size = state.cards.size(DECK)
        shown = list(range(max(0, size - LOOK_DEPTH), size))
        cards = state.cards.show(DECK, seat_bit(actor), shown)
        return state._replace(cards=cards, reveal=cards.awaiting() is not None)
    if kind == LOOK_HAND:
        return state._replace(cards=state.cards.show(hand(play.a), seat_bit(actor)))
    if kind == RECRUIT:
        return push(state, Draft(((actor, play.a),)))
    if kind == UNCAPTURE:
        op = state.board[play.a]
        assert op is not None
        return with_board(state, {play.a: op._replace(captor=NO_CAPTOR)})
    if kind == DRAW2:
        return draw_cards(state, actor, 2)
    if kind == REROLL_MOVES:
        return push(state, Reroll(actor, 1))
    if kind == GAIN_DICE:
        return push(state, Roll(2))
    if kind == WIPE_HAND:
        cards = state.cards
        while cards.size(hand(actor)):
            cards = cards.move(hand(actor), -1, DISCARD, seen_by=EVERYONE)
        return draw_cards(state._replace(cards=cards), actor, 4)
    if kind == SWAP_ADJACENT:
        return swap(state, play.a, play.b)
    return state


def swap(state: PushState, a: int, b: int) -> PushState:
    return with_board(state, {a: state.board[b], b: state.board[a]})


def can_swap(state: PushState, a: int, b: int) -> bool:
    """Whether the operatives on ``a`` and ``b`` may change places (neither
    lands in a box closed to it)."""
    one, two = state.board[a], state.board[b]
    return (
        one is not None
        and two is not None
        and not closed_mask(state.box, one.owner) >> b & 1
        and not closed_mask(state.box, two.owner) >> a & 1
    )


# -- attacks -------------------------------------------------------------------

def strike_squares(state: PushState, attacker: int, direction: int) -> tuple[int, ...]:
    op = state.board[attacker]
    if (op is not None and op.kind == BLEEDER) or direction == BOTH:
        return AROUND[attacker]
    return DIAG[attacker] if direction == DIAGONAL else ORTH[attacker]


def attack_targets(state: PushState, attacker: int, direction: int, squads_only: bool = False,
                   any_target: bool = False) -> list[int]:
    """Squares the operative on ``attacker`` may attack: enemies in reach (any
    other operative for a Kill Order), only Squads if it stands next to an
    enemy Squad (martyrs) or the card says so."""
    board = state.board
    op = board[attacker]
    assert op is not None
    reach = [n for n in strike_squares(state, attacker, direction)
             if (t := board[n]) is not None and (any_target or t.owner != op.owner)]
    if not reach:
        return reach
    martyrs = False
    for n in AROUND[attacker]:
        t = board[n]
        if t is not None and t.kind == SQUAD and t.owner != op.owner:
            martyrs = True
            break
    if martyrs or squads_only:
        reach = [n for n in reach if board[n].kind == SQUAD]  # type: ignore[union-attr]
    return reach


def defence_faces(state: PushState, attack: Attack) -> list[int]:
    """The Negate cards the attacked operative's controller may play."""
    target = state.board[attack.target]
    assert target is not None
    seat = target.owner
    out = []
    for face in sorted(set(hand_faces(state, seat))):
        spec = CARDS[face]
        fits = spec.requires == ANY or spec.requires == target.kind
        if spec.kind == NEGATE and fits:
            out.append(face)
        elif spec.kind == NEGATE_KILL and fits and attack.effect == KILL:
            out.append(face)
        elif spec.kind == FORCE and target.kind == MOVER:
            out.append(face)
        elif spec.kind == NEGATE_MOVE and target.kind == PORTER and not target.compromised:
            out.append(face)
        elif spec.kind == NEGATE_FAO and any(
                (o := state.board[n]) is not None and o.kind == SHADOW and o.owner == seat
                                             and not o.compromised
                for n in AROUND[attack.target]):
            out.append(face)
    return out


def start_attack(state: PushState, actor: int, card: int, attacker: int, target: int,
                 effect: int) -> PushState:
    attack = Attack(actor, card, attacker, target, effect, ROLL)
    defender = state.board[target]
    if defender is not None and defence_faces(state, attack):
        attack = attack._replace(stage=DEFEND, queue=(defender.owner,))
    return push(state, attack)


def reroll_faces(state: PushState, seat: int, attack: Attack) -> list[int]:
    """The cards ``seat`` may have the attack roll rerolled with."""
    out = []
    if state.factions[seat] == REBEL and holds(state, seat, FACTION_CARD):
        out.append(FACTION_CARD)
    see = SEE_DECISIONS
    if seat != attack.actor and holds(state, seat, see) and controls(state, seat, WATCHER):
        out.append(see)
    return out


def after_roll(state: PushState, attack: Attack) -> PushState:
    """Ask the seats that may still have the roll rerolled, else apply it."""
    order = [(attack.actor + i) % state.seats for i in range(state.seats)]
    queue = tuple(s for s in order if s not in attack.asked and reroll_faces(state, s, attack))
    if queue:
        return replace_top(state, attack._replace(stage=ANSWER_ROLL, queue=queue))
    return apply_attack(pop(state), attack)


def shadow_modifier(state: PushState, target: int) -> int:
    """-1 against a Shadow or an operative next to a Shadow of its controller."""
    board = state.board
    op = board[target]
    assert op is not None
    if op.kind == SHADOW:
        return -1
    for n in AROUND[target]:
        o = board[n]
        if o is not None and o.kind == SHADOW and o.owner == op.owner:
            return -1
    return 0


def apply_attack(state: PushState, attack: Attack) -> PushState:
    """The roll (with the Shadow modifier) takes effect on the target."""
    total = attack.roll + shadow_modifier(state, attack.target)
    effect, sq = attack.effect, attack.target
    if effect == KILL:
        if total >= EFFECT_NEEDS[KILL]:
            return kill(state, sq)
        return incapacitate(state, sq) if total >= KILL_INCAPACITATES else state
    if total < EFFECT_NEEDS[effect]:
        return state
    op = state.board[sq]
    assert op is not None
    if effect == INCAPACITATE:
        return incapacitate(state, sq)
    if effect == NEUTRALIZE:
        return with_board(state, {sq: op._replace(neut=True)})
    if effect == CAPTURE:
        return with_board(state, {sq: op._replace(captor=attack.actor)})
    assert effect == CONTROL
    return take_control(state, sq, attack.actor)


def kill(state: PushState, sq: int) -> PushState:
    op = state.board[sq]
    assert op is not None
    return add_gone(with_board(state, {sq: None}), op.kind)


def incapacitate(state: PushState, sq: int) -> PushState:
    """An Incapacitation token; a second one sends the operative to its box
    (discarded if the box is full)."""
    op = state.board[sq]
    assert op is not None
    if not op.inc:
        return with_board(state, {sq: op._replace(inc=True)})
    return send_home(state, sq)


def send_home(state: PushState, sq: int) -> PushState:
    """The operative goes to an empty square of its controller's box (it stays
    if it is in it already), or is discarded when the box is full."""
    op = state.board[sq]
    assert op is not None
    if BOX_OF[sq] == state.box[op.owner]:
        return state
    home = first_empty_in_box(state.board, state.box, op.owner)
    if home < 0:
        return kill(state, sq)
    return with_board(state, {sq: None, home: op})


def take_control(state: PushState, sq: int, seat: int) -> PushState:
    """``seat`` now controls the operative (a capture by it ends); standing in
    a box closed to its new controller, it goes to that one's box or is discarded."""
    op = state.board[sq]
    assert op is not None
    op = op._replace(owner=seat, captor=NO_CAPTOR if op.captor == seat else op.captor)
    state = with_board(state, {sq: op})
    if closed_to(claims_for(state.box), seat, sq):
        return send_home(state, sq)
    return state


SEE_DECISIONS = next(i for i, c in enumerate(CARDS) if c.name == "See Decisions")
