"""Push: quick rules of thumb for the small decisions that need no search.

Which card to discard or to spend on a Negate (the least useful one), whether
to answer a card or to have a roll rerolled, and what a seat does by reflex
while the planner samples what follows its own move (:func:`reflex`).

>>> from pushgames.push.cards import card_index
>>> CARD_POINTS[card_index("Guns")] > CARD_POINTS[card_index("See the Future")]
True
"""

from __future__ import annotations

import random

from ...push.cards import (
    ANSWER_ANY, ANSWER_ROLL as ANSWER_ROLL_CARD, ANSWER_SNIFFER, ANSWER_WATCHER, ANY, ATTACK,
    CAPTURE, CARDS, COMPANY, CONTROL, DIAGONAL, DISCARD2, DRAW2, EFFECT_NEEDS, FACTION, FORCE,
    GAIN_DICE, INCAPACITATE, KILL, KILL_INCAPACITATES, KILL_OR_INC, KILL_ORDER, LOOK_DECK,
    LOOK_HAND, MOVE5, MOVE5_ATTACK, NEGATE, NEGATE_FAO, NEGATE_KILL, NEGATE_MOVE, NEUTRALIZE,
    RECRUIT, RELIGION, REROLL_MOVES, STEAL1, SWAP_ADJACENT, TELEPORT, UNCAPTURE, WIPE_HAND,
)
from ...push.common import Act, controlled_kinds, hand_faces, hand_limit
from ...push.effects import shadow_modifier
from ...push.state import ANSWER_ROLL, DEFEND, END, Attack, PushState, Window

#: What a card is worth by what it does (attacks by their effect below).
_KIND_POINTS = {
    NEGATE: 2.0, NEGATE_KILL: 1.5, NEGATE_FAO: 1.5, NEGATE_MOVE: 2.0, FORCE: 3.0,
                TELEPORT: 3.0, MOVE5: 2.5,
    MOVE5_ATTACK: 3.0, KILL_ORDER: 2.0, DISCARD2: 1.5, STEAL1: 1.5, LOOK_DECK: 0.3, LOOK_HAND: 0.3,
                RECRUIT: 3.0,
    UNCAPTURE: 1.5, DRAW2: 2.0, REROLL_MOVES: 1.0, GAIN_DICE: 2.5, WIPE_HAND: 0.5,
                SWAP_ADJACENT: 1.5,
    ANSWER_ANY: 1.5, ANSWER_SNIFFER: 1.0, ANSWER_WATCHER: 1.0, ANSWER_ROLL_CARD: 1.5, FACTION: 2.5,
}
_EFFECT_POINTS = {KILL: 3.0, CONTROL: 3.5, CAPTURE: 2.5, NEUTRALIZE: 2.5, INCAPACITATE: 1.5,
                  KILL_OR_INC: 3.0}


def _points(face: int) -> float:
    spec = CARDS[face]
    if spec.kind != ATTACK:
        return _KIND_POINTS.get(spec.kind, 1.0)
    points = _EFFECT_POINTS[spec.effect]
    if spec.direction == DIAGONAL:
        points -= 0.3
    if spec.squads_only:
        points -= 1.5
    return points


#: CARD_POINTS[face]: a card's worth when its requirement is met.
CARD_POINTS: tuple[float, ...] = tuple(_points(face) for face in range(len(CARDS)))
#: A card whose operative type the seat does not control is worth this share.
UNUSABLE_SHARE = 0.3


def card_value(state: PushState, seat: int, face: int,
               kinds: frozenset[int] | None = None) -> float:
    """What ``face`` is worth to ``seat`` now (less if it cannot be played).
    ``kinds``: the operative types the seat controls, when already known."""
    spec = CARDS[face]
    points = CARD_POINTS[face]
    if spec.kind == FACTION:
        points = 3.0 if state.factions[seat] in (COMPANY, RELIGION) else 2.0
    if spec.requires != ANY and spec.requires not in (controlled_kinds(state, seat)
                                                      if kinds is None else kinds):
        points *= UNUSABLE_SHARE
    return points


def hand_quality(state: PushState, seat: int) -> float:
    """The worth of the cards ``seat`` will keep: the best up to its hand limit
    (the rest go in the End Phase); faces it cannot see count as average."""
    kinds = controlled_kinds(state, seat)
    values = sorted((card_value(state, seat, face, kinds) if face >= 0 else 1.5
                     for face in hand_faces(state, seat)),
                    reverse=True)
    return sum(values[:hand_limit(state, seat)])


def cheapest(state: PushState, seat: int, faces: list[int]) -> int:
    """The least valuable of ``faces`` (the one to discard or spend)."""
    return min(faces, key=lambda face: (card_value(state, seat, face), face))


def discard_choice(state: PushState, seat: int) -> Act:
    """The End Phase: discard the least useful card."""
    return Act("discard", cheapest(state, seat, sorted(set(hand_faces(state, seat)))))


def _affects(state: PushState, seat: int, window: Window) -> bool:
    """Whether the card in ``window`` strikes at ``seat`` (its operative or its hand)."""
    play = window.play
    spec = CARDS[play.card]
    if spec.kind in (ATTACK, FORCE,
                     KILL_ORDER) or (spec.kind == FACTION
                                     and state.factions[play.actor] == RELIGION):
        target = state.board[play.b] if 0 <= play.b < len(state.board) else None
        return target is not None and target.owner == seat
    if spec.kind in (DISCARD2, STEAL1, LOOK_HAND):
        return play.a == seat
    return False


def _roll_hits(state: PushState, attack: Attack) -> bool:
    """Whether the attack's roll as it stands does something to the target."""
    total = attack.roll + shadow_modifier(state, attack.target)
    if attack.effect == KILL:
        return total >= KILL_INCAPACITATES
    return total >= EFFECT_NEEDS[attack.effect]


def answer_choice(state: PushState, seat: int, legal: list[Act]) -> Act:
    """Answers out of turn and in an attack, by rule of thumb:

    - a Negate for an attacked operative is always played (the cheapest);
    - a card is negated when it strikes at the answering seat;
    - an attack roll is rerolled by its roller when it missed, by the
      target's controller when it hit.
    """
    plays = [a.a for a in legal if a.verb == "play"]
    pass_ = Act("pass")
    if not plays:
        return legal[0]
    top = state.stack[-1] if state.stack else None
    if isinstance(top, Window):
        return Act("play", cheapest(state, seat, plays)) if _affects(state, seat, top) else pass_
    if isinstance(top, Attack):
        if top.stage == DEFEND:
            return Act("play", cheapest(state, seat, plays))
        if top.stage == ANSWER_ROLL:
            target = state.board[top.target]
            hits = _roll_hits(state, top)
            if (seat == top.actor and not hits) or (target is not None
                                                    and target.owner == seat and hits):
                return Act("play", cheapest(state, seat, plays))
            return pass_
    return pass_


def reflex(state: PushState, seat: int, legal: list[Act], rand: random.Random) -> Act:
    """A seat's quick choice where the planner does not search: answers by
    :func:`answer_choice`, discards by :func:`discard_choice`, keeping the
    dice, attacking when a walk offers it, and any walk or square at random."""
    top = state.stack[-1] if state.stack else None
    if isinstance(top, (Window, Attack)):
        return answer_choice(state, seat, legal)
    if not state.stack and state.phase == END:
        return discard_choice(state, seat)
    verbs = {a.verb for a in legal}
    if "keep" in verbs:
        return Act("keep")
    attacks = [a for a in legal if a.verb == "attack"]
    if attacks:
        return attacks[0]
    return legal[rand.randrange(len(legal))]


__all__ = ["CARD_POINTS", "card_value", "hand_quality", "cheapest", "discard_choice",
           "answer_choice", "reflex"]
