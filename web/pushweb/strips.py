"""A strip per player above the board: who plays each seat, whose turn it is,
and who must answer now.

The strips know nothing of the App: the game view hands them plain values
(:class:`PlayerStrip` per seat, the turn's owner, the deciding seat and the
prompt's words). Names come from the new-game form (a person's typing), so
they go into the page as textContent only. Six seats are told apart by
colour, by shape (``strip-mark seat-N``) and by a letter, never by colour alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from pyscript import document

from .dom import el, nn


@dataclass(frozen=True)
class PlayerStrip:
    """One seat as the strips show it."""

    seat: int
    #: The seat's own name in the game ("White", "Red").
    seat_name: str
    #: The player's name as typed in the form (may be the seat's name).
    name: str
    #: "Human" or "Computer (Hard)".
    kind: str
    #: The board's colours for the seat's mark (background, ink), or None: the shell's.
    mark: tuple[str, str] | None = None


def seat_letter(seat_names: Sequence[str], seat: int) -> str:
    """A letter for the seat's mark: its name's initial, or its number when
    another seat of the game has the same initial (White and Brown stay W/B,
    but White and Wine would be 1/2).

    >>> seat_letter(("White", "Black"), 1), seat_letter(("White", "Wine"), 1)
    ('B', '2')
    """
    initial = seat_names[seat][:1].upper()
    same = [n for n in seat_names if n[:1].upper() == initial]
    return initial if len(same) == 1 else str(seat + 1)


def fact_key(label: str) -> str:
    """A fact's label as an attribute's name ("VP" -> "vp").

    >>> fact_key("Operatives on board")
    'operativesonboard'
    """
    return "".join(c for c in label.lower() if c.isalnum())


def mark_style(mark: tuple[str, str] | None) -> str:
    """The inline style of a seat mark in a board's colours ("" keeps the shell's).

    >>> mark_style(("#d62828", "#ffffff"))
    'background:#d62828;color:#ffffff'
    """
    return f"background:{mark[0]};color:{mark[1]}" if mark else ""


class Strips:
    """The strips in ``box``; rebuilt only when the players change."""

    def __init__(self, box: Any) -> None:
        self.box = box
        self.players: tuple[PlayerStrip, ...] = ()
        self.rows: dict[int, Any] = {}

    def render(self, players: Sequence[PlayerStrip], turn: int | None,
               deciding: int | None, prompt: str,
               facts: Mapping[int, Sequence[tuple[str, int | str]]] | None = None) -> None:
        """Show ``players``; ``turn`` owns the turn, ``deciding`` must decide now
        (an answer out of turn when it differs from ``turn``); ``prompt`` says
        what; ``facts`` are each seat's public facts (``game.seat_facts``)."""
        players = tuple(players)
        if players != self.players:
            self._build(players)
        seat_names = {player.seat: player.seat_name for player in players}
        for seat, row in self.rows.items():
            self._show_facts(row, (facts or {}).get(seat, ()))
            state = nn(row.querySelector(".strip-state"))
            if seat == deciding and deciding != turn:
                row.setAttribute("data-strip", "answer")
                # "Red: negate ..." on Red's own strip drops the name: the line is one line.
                text = "must answer: " + prompt.removeprefix(f"{seat_names.get(seat)}: ")
            elif seat == turn:
                row.setAttribute("data-strip", "turn")
                text = "to move" if deciding == turn else "their turn"
            else:
                row.setAttribute("data-strip", "idle")
                text = ""
            if state is not None and str(state.textContent) != text:
                state.textContent = text
                state.title = text  # the line is cut to one line: pointing at it shows it whole
            row.classList.toggle("strip-active", seat in (turn, deciding))

    def _show_facts(self, row: Any, facts: Sequence[tuple[str, int | str]]) -> None:
        box = nn(row.querySelector(".strip-facts"))
        text = " \u00b7 ".join(f"{label} {value}" for label, value in facts)
        if box is not None and str(box.textContent) != text:
            # A span per fact, its label and the separator after it apart: a board's style
            # sheet may fold a fact (and its separator) or its label on a narrow screen
            # (Push with three or four players on a phone). The words read the same.
            box.replaceChildren(*(
                el("span", {"class": "strip-fact", "data-fact": fact_key(label)}, None, (
                    el("span", {"class": "strip-fact-label"}, f"{label} "),
                    document.createTextNode(
                        str(value) + (" \u00b7 " if n < len(facts) - 1 else ""))))
                for n, (label, value) in enumerate(facts)))
            for label, value in facts:  # a test or a style can read one fact by its label
                box.setAttribute(f"data-fact-{fact_key(label)}", str(value))

    def host(self, seat: int | None, element: Any) -> None:
        """Put ``element`` (the computer's thinking indicator) on ``seat``'s strip."""
        row = self.rows.get(seat) if seat is not None else None
        if row is not None and nn(element.parentNode) is not row:
            row.appendChild(element)

    def _build(self, players: tuple[PlayerStrip, ...]) -> None:
        self.players = players
        names = [p.seat_name for p in players]
        self.box.replaceChildren()
        self.rows = {}
        for player in players:
            row = el("div", {"class": f"strip seat-{player.seat}",
                             "data-testid": f"strip-{player.seat}",
                             "data-seat": player.seat})
            row.appendChild(el("span",
                               {"class": f"strip-mark seat-{player.seat}", "aria-hidden": "true",
                                "style": mark_style(player.mark) or None},
                               seat_letter(names, player.seat)))
            who = el("span", {"class": "strip-who"})
            who.appendChild(el("span", {"class": "strip-name", "data-testid": "strip-name"},
                               player.name))
            if player.name != player.seat_name:
                # "You (White)", but "You · White (A)": never two closing brackets.
                seat = (f" \u00b7 {player.seat_name}" if player.seat_name.endswith(")")
                        else f" ({player.seat_name})")
                who.appendChild(el("span", {"class": "strip-seat"}, seat))
            row.appendChild(who)
            row.appendChild(el("span", {"class": "strip-kind", "data-testid": "strip-kind"},
                               player.kind))
            row.appendChild(el("span", {"class": "strip-facts", "data-testid": "strip-facts"}))
            row.appendChild(el("span", {"class": "strip-state", "data-testid": "strip-state"}))
            self.box.appendChild(row)
            self.rows[player.seat] = row
