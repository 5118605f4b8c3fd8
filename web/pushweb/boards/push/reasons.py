"""Why a click on the Push board does nothing, and what a chosen card will do.

A click never does nothing silently: a square, a die or a card that is not
a choice now gets a sentence saying why (an operative that has used its die,
one a Wiper freezes, a card whose operative type you do not control...). A
card chosen in the hand is confirmed in words (what it does for you) with a
warning when it would do nothing (a Triad's Faction card with no die left).

Nothing here touches the browser (tests run it in CPython); the state is the
viewer's view, the words public or the viewer's own.
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.push.board import ORTH, square_name
from pushgames.push.cards import (
    ANSWER_ANY, ANSWER_ROLL, ANSWER_SNIFFER, ANSWER_WATCHER, ANY, ATTACK, CARDS, COMPANY, DIVISION,
    DRAW2, FACTION, FACTION_USES, FACTIONS, FORCE, NAMES, NEGATE, NEGATE_FAO, NEGATE_KILL,
    NEGATE_MOVE, OPERATIVE_NAMES, RECRUIT, RELIGION, REROLL_MOVES, TRIAD, WIPER,
)
from pushgames.push.common import controls, hand, hand_limit
from pushgames.push.state import END, Attack, Path, Place, Strike, Window
from pushgames.push.text import SEAT_NAMES

from .art import card_effect
from .choices import Selection

ANSWER_KINDS = (NEGATE, NEGATE_KILL, NEGATE_FAO, NEGATE_MOVE, ANSWER_ANY, ANSWER_SNIFFER,
                ANSWER_WATCHER, ANSWER_ROLL)


def _kind(op: Any) -> str:
    return OPERATIVE_NAMES[op.kind]


def _freezer(state: Any, sq: int, owner: int) -> int:
    """The square of an enemy Wiper that freezes the operative on ``sq``, or -1."""
    return next((n for n in ORTH[sq] if (o := state.board[n]) is not None and o.kind == WIPER
                 and o.owner != owner),
                -1)


def square_refusal(state: Any, legal: Sequence[Any], sel: Selection, sq: int, seat: int) -> str:
    """Why a click on ``sq`` chose nothing (``seat`` decides now)."""
    top = state.stack[-1] if state.stack else None
    if isinstance(top, Path):
        return "The walk goes on: click a lit square (each step, or where it should end)."
    if isinstance(top, Place):
        return "Choose one of the lit empty squares."
    if isinstance(top, Strike):
        return "Click a lit enemy to attack it, or Skip the attack."
    if isinstance(top, (Window, Attack)):
        return "Answer with a lit card of your hand, or Pass."
    if state.phase == END:
        return "End Phase: click a card of your hand to discard it."
    if sel.card is not None:
        return (f"{square_name(sq)} is not a target of {NAMES[sel.card]}: click a lit square, or "
                "Cancel.")
    op = state.board[sq]
    name = square_name(sq)
    if op is None:
        if sel.op is not None or sel.die is not None:
            return f"{name} is not a square this move can end on: click a lit square."
        return "Click one of your operatives (outlined), or a die first."
    if op.owner != seat and op.captor != seat:
        return (f"That is {SEAT_NAMES[op.owner]}'s {_kind(op)}: you move only your own operatives "
                "(and captives you hold).")
    if op.owner == seat and op.captured:
        return f"Your {_kind(op)} on {name} is captured by {SEAT_NAMES[op.captor]}: it cannot move."
    if op.owner == seat and (op.inc or op.neut):
        token = "incapacitated" if op.inc else "neutralized"
        return f"Your {_kind(op)} on {name} is {token}: it cannot move or attack until it recovers."
    if op.uid in state.moved:
        return (f"The {_kind(op)} on {name} has already used a die this turn "
                "(one die per operative).")
    wiper = _freezer(state, sq, op.owner) if op.owner == seat else -1
    if wiper >= 0:
        freezer = state.board[wiper]
        return (f"{SEAT_NAMES[freezer.owner]}'s Wiper on {square_name(wiper)} freezes the "
                f"{_kind(op)} on {name}: it cannot move.")
    if not state.dice:
        return "No move dice are left: play a card or end the Move Phase."
    if sel.die is not None:
        squares = "square" if sel.die == 1 else "squares"
        return f"The {_kind(op)} on {name} cannot walk exactly {sel.die} {squares} from here."
    return f"The {_kind(op)} on {name} has no move with these dice."


def die_refusal(state: Any, sel: Selection, value: int) -> str:
    """Why a die cannot be chosen now."""
    if state.stack or state.phase == END:
        return "The dice are not in play now."
    if sel.op is not None and (op := state.board[sel.op]) is not None:
        return (f"The {_kind(op)} on {square_name(sel.op)} cannot use a {value}: choose another "
                "die or operative.")
    return f"Nothing of yours can use a {value} now."


def card_refusal(state: Any, face: int, seat: int) -> str:
    """Why a card of the viewer's hand cannot be played now."""
    spec = CARDS[face]
    name = NAMES[face]
    top = state.stack[-1] if state.stack else None
    if isinstance(top, (Path, Place, Strike)):
        return f"{name} cannot be played now: finish the move under way first."
    if spec.kind in ANSWER_KINDS:
        return (f"{name} is an answer: it is played when the page asks you (an attack or a card to "
                "answer).")
    if spec.kind == FACTION:
        faction = state.factions[seat]
        if faction == TRIAD and state.diagonal:
            return "Your Faction card (Triad) is in effect already this turn."
        if faction == COMPANY:
            return ("Faction (Company) recruits: it needs an operative left in the pool and an "
                    "empty square of your box.")
        if faction == RELIGION:
            return ("Faction (Religion) is a kill attack: none of your operatives has an enemy "
                    "next to it.")
        return f"Faction ({FACTIONS[faction]}) cannot be played now."
    if spec.requires != ANY and not controls(state, seat, spec.requires):
        return (f"{name} needs an uncompromised {OPERATIVE_NAMES[spec.requires]} of yours on the "
                "board.")
    if spec.kind in (ATTACK, FORCE):
        who = ("your operatives" if spec.requires == ANY
               else f"your {OPERATIVE_NAMES[spec.requires]}s")
        return (f"{name} has no target: no enemy stands where {who} can attack "
                f"({card_effect(face).lower()}).")
    if spec.kind == RECRUIT:
        if not any(state.pool):
            return f"{name} recruits: no operative is left in the pool."
        return f"{name} recruits into an empty square of your box: your box is full."
    if spec.kind == REROLL_MOVES and not state.dice:
        return f"{name} rerolls move dice: none are left."
    return f"{name} has nothing to act on now."


def card_confirmation(state: Any, face: int, seat: int) -> tuple[str, str | None]:
    """(what the chosen card does for ``seat``, a warning when it would do nothing)."""
    spec = CARDS[face]
    faction = state.factions[seat]
    if spec.kind == FACTION and 0 <= faction < len(FACTIONS):
        words = f"Faction ({FACTIONS[faction]}): {FACTION_USES[faction]}"
    else:
        does = card_effect(face)
        words = f"{NAMES[face]}: {does[0].lower()}{does[1:]}"
    warning = None
    if spec.kind == FACTION and state.factions[seat] == TRIAD:
        unmoved = [sq for sq, op in enumerate(state.board) if op is not None and op.owner == seat
                   and not op.compromised and op.uid not in state.moved]
        if not state.dice:
            warning = "It would do nothing now: no move dice are left this turn."
        elif not unmoved:
            warning = "It would do nothing now: every operative of yours has used its die."
    elif (spec.kind == DRAW2 or spec.kind == FACTION and state.factions[seat] == DIVISION) and (
            state.cards.size(hand(seat)) + 1 > hand_limit(state, seat)):
        warning = (f"Your hand is at its limit ({hand_limit(state, seat)}): you will discard down "
                   "at the end.")
    return words, warning


__all__ = ["square_refusal", "die_refusal", "card_refusal", "card_confirmation"]
