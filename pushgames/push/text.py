"""Push in words: notation (and its parser), move lists per viewer, prompts, the board as text.

Notation (each decision is one of these)::

    roll 5 | card Guns | pick 2 | draw Watcher            chance outcomes
    keep | reroll 2 5                                      Watchers' rerolls
    move 3 c4 | move 3+1 c4 | move 3 c4 diagonal           a die to an operative
    to c5 | stop                                           the walk, step by step
    flee 4 c4 d5 | recruit b2 | port c4 | switch c4 d9     die uses
    home c4 b2 | takeover c4 b2 | steal Blue | heal c4 d5
    play Guns c4 c5 | play Shatter c4 c5 incapacitate      cards (arguments by card)
    pass | attack c5 | skip | discard Guns | end
"""

from __future__ import annotations

from typing import Sequence

from ..core import NotationError
from ..core.knowledge import HIDDEN
from .board import square_name, BOXES
from .cards import (
    CARDS, DISCARD2, FACTIONS, KILL_OR_INC, LOOK_HAND, NAMES, OPERATIVE_LETTERS, OPERATIVE_NAMES,
    STEAL1, ATTACK,
)
from .common import DECK, Act, hand
from .state import (
    ANSWER_ROLL, DEFEND, END, PHASE_NAMES, VANISH_ROLL, Attack, Draft, FactionDraw, FirstRoll, Path,
    Pick, Place, PushState, Recovery, Reroll, Roll, Strike, Window,
)

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow")
TOKEN_NAMES = ("incapacitation", "capture", "neutralization")


def _sq(n: int) -> str:
    return square_name(n)


def notation(state: PushState, action: Act) -> str:
    v, a, b, c, d = action.verb, action.a, action.b, action.c, action.d
    if v in ("roll", "pick"):
        return f"{v} {a}"
    if v in ("card", "discard"):
        return f"{v} {NAMES[a]}"
    if v == "draw":
        return f"draw {OPERATIVE_NAMES[a]}"
    if v == "faction":
        return f"faction {FACTIONS[a]}"
    if v == "reroll":
        return "reroll " + " ".join(str(a))
    if v == "move":
        mod = "" if c == 0 else f"{c:+d}"
        return f"move {a}{mod} {_sq(b)}" + (" diagonal" if d else "")
    if v == "flee":
        return f"flee {a} {_sq(b)} {_sq(c)}"
    if v in ("to", "recruit", "port", "attack"):
        return f"{v} {_sq(a)}"
    if v in ("switch", "home", "takeover", "heal"):
        return f"{v} {_sq(a)} {_sq(b)}"
    if v == "steal":
        return f"steal {SEAT_NAMES[a]}"
    if v == "play":
        return "play " + " ".join([NAMES[a]] + play_arguments(a, b, c, d))
    return v


def play_arguments(face: int, b: int, c: int, d: int) -> list[str]:
    kind = CARDS[face].kind
    if b < 0:
        return []
    if kind in (DISCARD2, STEAL1, LOOK_HAND):
        return [SEAT_NAMES[b]]
    out = [_sq(b)] + ([_sq(c)] if c >= 0 else [])
    if kind == ATTACK and CARDS[face].effect == KILL_OR_INC and d >= 0:
        out.append("incapacitate" if d == 1 else "kill")
    return out


def _normal(text: str) -> str:
    return " ".join(str(text).split()).lower()


def parse(state: PushState, text: str, options: Sequence[Act]) -> Act:
    """The action among ``options`` whose notation is ``text`` (any case and spacing)."""
    wanted = _normal(text)
    for action in options:
        if _normal(notation(state, action)) == wanted:
            return action
    raise NotationError(f"{text!r} is not a Push move here")


def reveal_description(state: PushState) -> str:
    where = state.cards.awaiting()
    assert where is not None
    pile = where[0]
    if pile == DECK:
        return "A card of the deck is looked at"
    return f"{SEAT_NAMES[pile - 2]} draws a card"


def chance_description(state: PushState) -> str:
    top = state.stack[-1]
    if isinstance(top, FactionDraw):
        return f"{SEAT_NAMES[top.seats[0]]} draws a faction at random"
    if isinstance(top, Draft):
        seat, sq = top.queue[0]
        return f"{SEAT_NAMES[seat]} draws an operative for {_sq(sq)}"
    if isinstance(top, Pick):
        who = "discards" if top.thief < 0 else f"loses to {SEAT_NAMES[top.thief]}"
        return f"{SEAT_NAMES[top.victim]} {who} a random card"
    if isinstance(top, FirstRoll):
        return f"{SEAT_NAMES[top.contenders[len(top.rolls)]]} rolls for the first turn"
    if isinstance(top, Roll):
        return f"{SEAT_NAMES[state.turn]} rolls a move die"
    if isinstance(top, Recovery):
        sq, token = top.queue[0]
        return f"{SEAT_NAMES[state.turn]} rolls to remove the {TOKEN_NAMES[token]} of {_sq(sq)}"
    assert isinstance(top, Attack)
    if top.stage == VANISH_ROLL:
        owner = state.board[top.target].owner  # type: ignore
        return f"{SEAT_NAMES[owner]} rolls how far its Porter vanishes"
    return f"{SEAT_NAMES[top.actor]} rolls the attack on {_sq(top.target)}"


def notation_for(state: PushState, action: Act, viewer: int | None) -> str:
    v = action.verb
    if v == "card":
        where = state.cards.awaiting()
        assert where is not None
        pile, index = where
        card = state.cards.piles[pile][index]
        knows = viewer is not None and bool(card.seen_by >> viewer & 1)
        name = NAMES[action.a] if knows else "a card"
        if pile == DECK:
            return f"{SEAT_NAMES[_first_bit(card.seen_by)]} sees {name} in the deck"
        return f"{SEAT_NAMES[pile - 2]} draws {name}"
    if v == "pick":
        top = state.stack[-1]
        assert isinstance(top, Pick)
        face = state.cards.piles[hand(top.victim)][action.a].face
        if top.thief < 0:
            return f"{SEAT_NAMES[top.victim]} discards " + (NAMES[face] if face >= 0 else "a card")
        knows = viewer in (top.thief, top.victim) and face >= 0 and face != HIDDEN
        return (f"{SEAT_NAMES[top.thief]} steals {NAMES[face] if knows else 'a card'} from "
                f"{SEAT_NAMES[top.victim]}")
    if v == "roll":  # in words: "Red rolls 3", "Blue rolls the attack on e6: 5"
        said = chance_description(state)
        return said.replace("a move die",
                            str(action.a)) if "a move die" in said else f"{said}: {action.a}"
    if v == "draw":
        return notation(state, action)
    if v == "faction":
        return f"{chance_description(state).split()[0]} draws the {FACTIONS[action.a]} faction"
    seat = _decider(state)
    return f"{SEAT_NAMES[seat]}: {notation(state, action)}"


def _first_bit(bits: int) -> int:
    return (bits & -bits).bit_length() - 1


def _decider(state: PushState) -> int:
    if state.stack:
        top = state.stack[-1]
        if isinstance(top, (Path, Place, Reroll, Strike)):
            return top.seat
        if isinstance(top, (Window, Attack)) and top.queue:
            return top.queue[0]
    return state.turn


def prompt(state: PushState, seat: int) -> str:
    name = SEAT_NAMES[seat]
    if not state.stack:
        if state.phase == END:
            return f"{name}: discard down to your hand limit"
        dice = " ".join(map(str, sorted(state.dice))) or "none"
        return f"{name}: Move Phase (dice {dice}): use a die, play a card, or end"
    top = state.stack[-1]
    if isinstance(top, Path):
        more = ", or stop" if top.free and top.taken else ""
        steps = "step" if top.left == 1 else "steps"
        return (f"{name}: move the operative on {_sq(top.at)} ({top.left} "
                f"{steps}{' at most' if top.free else ''}){more}")
    if isinstance(top, Place):
        return f"{name}: choose an empty square for the operative on {_sq(top.at)}"
    if isinstance(top, Reroll):
        return f"{name}: reroll some move dice ({' '.join(map(str, state.dice))}), or keep them"
    if isinstance(top, Window):
        return f"{name}: answer {SEAT_NAMES[top.play.actor]}'s {NAMES[top.play.card]}, or pass"
    if isinstance(top, Attack):
        if top.stage == DEFEND:
            return f"{name}: negate the {NAMES[top.card]} attack on {_sq(top.target)}, or pass"
        assert top.stage == ANSWER_ROLL
        return f"{name}: have the attack roll {top.roll} on {_sq(top.target)} rerolled, or pass"
    if isinstance(top, Strike):
        return f"{name}: attack to kill from {_sq(top.at)}, or skip"
    return f"{name} to move"


def render(state: PushState) -> str:
    """The board (rank 11 at the top), each operative as type letter, owner
    number and tokens (i incapacitated, n neutralized, cN captured by seat N),
    then each player's faction and hand size, the phase and the dice."""
    box_owner = {sq: s for s, b in enumerate(state.box) for sq in BOXES[b]}
    lines = []
    for rank in range(10, -1, -1):
        cells = []
        for file in range(11):
            sq = rank * 11 + file
            op = state.board[sq]
            if sq == 60:
                cell = "##"
            elif op is None:
                cell = str(box_owner[sq] + 1) + ":" if sq in box_owner else "."
            else:
                cell = OPERATIVE_LETTERS[op.kind] + str(op.owner + 1) + ("i" if op.inc else "") + (
                    "n" if op.neut else "") + (f"c{op.captor + 1}" if op.captured else "")
            cells.append(cell.ljust(6))
        lines.append(f"{rank + 1:>2} " + "".join(cells).rstrip())
    lines.append("   " + "".join(f.ljust(6) for f in "abcdefghijk").rstrip())
    for s in range(state.seats):
        mark = "*" if s == state.turn else " "
        faction = FACTIONS[state.factions[s]] if state.factions[
            s] >= 0 else "a random faction, not drawn yet"
        lines.append(f"{mark}{SEAT_NAMES[s]} ({s + 1}): {faction}, "
                     f"{state.cards.size(hand(s))} cards")
    dice = " ".join(map(str, state.dice)) or "-"
    lines.append(
        f"round {state.round}, {SEAT_NAMES[state.turn]}'s {PHASE_NAMES[state.phase]}, dice {dice}; "
        f"deck {state.cards.size(DECK)}, discard {state.cards.size(1)}, pool {sum(state.pool)}")
    letters = ", ".join(f"{ch} {name}" for ch, name in zip(OPERATIVE_LETTERS, OPERATIVE_NAMES))
    lines.append(f"({letters})")
    return "\n".join(lines)


__all__ = ["notation", "parse", "prompt", "render", "notation_for", "SEAT_NAMES"]
