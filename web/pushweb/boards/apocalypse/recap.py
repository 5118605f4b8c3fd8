"""What just happened at an Apocalypse USA table: the last turn of every other
seat in a few lines (actions with their dice, disasters and what they took where,
the score), and the regions those disasters hit, so a player coming back to the
device sees it without scrolling the move list.

Pure Python (no ``pyscript``): the page draws :func:`recap_html`; tests call
:func:`recent_turns`. Each turn is replayed from the line's state before it; what
a seat may not know (a drawn card, a card taken from another) is never named:
only counts, and the words of ``game.notation_for`` for the viewer.

>>> from pushgames.core import Replay
>>> from pushgames.apocalypse import GAME
>>> line = Replay.new(GAME, {"seats": 2}, seed=3)
>>> for text in ("done", "done", "pass"):   # Blue's whole turn: no action, no disaster, no score
...     _ = line.push(text)
>>> [(t.seat, t.lines) for t in recent_turns(line, len(line.actions), 0)]
[(1, ('No population action',))]
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from pushgames.apocalypse.board import REGION_NAMES, REGIONS
from pushgames.apocalypse.cards import CARDS, card_number
from pushgames.apocalypse.state import ACTION_NAMES, ACTION_WORDS, SEAT_NAMES, ApocalypseState
from pushgames.apocalypse.text import notation_for

from .usmap import SEAT_COLOURS, SEAT_INK


@dataclass(frozen=True, slots=True)
class TurnRecap:
    """One seat's turn in a few lines, and the regions its disasters took tokens from."""

    seat: int
    lines: tuple[str, ...]
    hit: frozenset[int]
    ongoing: bool = False


def _turn_starts(line: Any, ply: int) -> list[int]:
    return [p for p in range(ply) if not line.turn_mark(p)[1]]


def recent_turns(line: Any, ply: int, viewer: int | None) -> list[TurnRecap]:
    """The turns before position ``ply``, newest first: back to the viewer's
    own last turn (not included), at most one turn per other seat. The turn
    under way is included when it is another seat's (a mitigation asked)."""
    state = line.state_at(ply)
    seats = state.seats
    starts = _turn_starts(line, ply)
    out: list[TurnRecap] = []
    ends = starts[1:] + [ply]
    for start, end in reversed(list(zip(starts, ends))):
        seat = line.turn_mark(start)[0]
        ongoing = end == ply and not state.fresh and state.result is None
        if seat == viewer and not ongoing:
            break
        if seat == viewer:
            continue
        if seat < 0 or seat in {t.seat for t in out}:
            break
        out.append(_summary(line, start, end, viewer, ongoing))
        if len(out) >= seats - 1:
            break
    return out


class _Disaster:
    """A disaster being followed through a turn: its tokens before, who saved how much."""

    def __init__(self, state: ApocalypseState) -> None:
        self.face = state.disaster
        self.name = CARDS[state.disaster].name
        self.before = state
        self.saves: list[str] = []


def _summary(line: Any, start: int, end: int, viewer: int | None, ongoing: bool) -> TurnRecap:
    """Decisions ``start`` to ``end`` (one turn) in a few lines."""
    game = line.game
    state: ApocalypseState = line.state_at(start)
    seat = state.turn
    actions: list[str] = []
    events: list[str] = []
    hit: set[int] = set()
    disaster: _Disaster | None = None
    struck: list[str] = []     # disasters that took tokens, with what and where
    harmless: list[str] = []   # those that took none
    drawn = discarded = 0

    def close(after: ApocalypseState) -> None:
        nonlocal disaster
        if disaster is not None:
            lost = _losses(disaster.before, after)
            hit.update(r for r, _ in lost)
            saved = f" ({', '.join(disaster.saves)})" if disaster.saves else ""
            if lost:
                what = "; ".join(f"{who} in {REGION_NAMES[r]}" for r, who in lost)
                struck.append(f"{disaster.name}: {what}{saved}")
            else:
                harmless.append(f"{disaster.name}{saved}")
            disaster = None

    for p in range(start, end):
        action = line.actions[p]
        verb, _, arg = action.partition(" ")
        outcomes = [outcome for outcome, _ in line.chance_outcomes(p)]
        if verb in ACTION_WORDS and not arg and verb != "lookouts":
            die = next((o.split()[1] for o in outcomes if o.startswith("roll ")), "")
            name = ACTION_NAMES[ACTION_WORDS.index(verb)]
            actions.append(f"{name} ({die})" if die else name)
        elif verb == "take":  # "Red takes a card from Green", named to thief and victim only
            actions.append("Look Outs: " + notation_for(state, action, viewer).split(" ", 1)[1])
        elif verb == "play":
            close(state)
        elif verb == "mitigate" and disaster is not None:
            card = CARDS[card_number(arg.split()[0])]
            disaster.saves.append(
                f"{SEAT_NAMES[state.asking]} saved {card.severity} with {card.name}")
        elif verb == "score":
            events.append("Score: " + notation_for(state, action, viewer).split(": ", 1)[1])
        elif verb == "discard":
            discarded += 1
        state = game.next_state(state, action)
        if verb == "play":
            disaster = _Disaster(state)
        drawn += sum(1 for o in outcomes if o.startswith("face "))
        for outcome in outcomes:
            state = game.next_state(state, outcome)
        if disaster is not None and state.disaster != disaster.face:
            close(state)
    close(state)
    first = " \u00b7 ".join(actions) if actions else "No population action"
    if drawn:
        first += f" (drew {drawn} card{'s' * (drawn != 1)})"
    if harmless:
        struck.append(f"{', '.join(harmless)}: no tokens lost")
    lines = [first] + ([" \u00b7 ".join(struck)] if struck else []) + events
    if discarded:
        lines.append(f"Discarded {discarded} card{'s' * (discarded != 1)}")
    return TurnRecap(seat, tuple(lines), frozenset(hit), ongoing)


def _losses(before: ApocalypseState, after: ApocalypseState) -> list[tuple[int, str]]:
    """(region, "Red 3, Blue 1") for each region where seats lost tokens."""
    out = []
    for region in range(REGIONS):
        lost = [(s, before.count_of(region, s) - after.count_of(region, s))
                for s in range(before.seats)]
        words = ", ".join(f"{SEAT_NAMES[s]} \u2212{k}" for s, k in lost if k > 0)
        if words:
            out.append((region, words))
    return out


def recap_html(turns: list[TurnRecap]) -> str:
    """The recap as our own markup: a seat's name in its colour, then its lines."""
    if not turns:
        return ""
    rows = []
    for turn in turns:
        name = SEAT_NAMES[turn.seat]
        label = f"{name} (now)" if turn.ongoing else name
        lines = "".join(f"<li>{escape(text)}</li>" for text in turn.lines)
        rows.append(
            f'<li class="ap-recap-turn" data-testid="ap-recap-turn" data-seat="{turn.seat}">'
            f'<span class="ap-other-name" style="background:{SEAT_COLOURS[turn.seat]};'
            f'color:{SEAT_INK[turn.seat]}">{label}</span><ul>{lines}</ul></li>')
    return ('<h4 class="ap-hand-h">What just happened</h4>'
            '<ol class="ap-recap-list" aria-label="What the other players '
            f'did">{"".join(rows)}</ol>')


__all__ = ["TurnRecap", "recap_html", "recent_turns"]
