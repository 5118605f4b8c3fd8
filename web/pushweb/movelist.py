"""The move list, kept in step with the game at a small cost per move.

Rebuilding the whole list on every render costs seconds in a game of 20,000
decisions (each element is several calls from Python into the DOM). This list
instead remembers what it shows and, after a move, an undo or a redo, touches
only the entries that changed. It shows a window of the latest decisions (at
least ``WINDOW``); a button at the top adds earlier ones, and stepping back
past the window's start widens it.

One entry a turn: its decisions in the game's notation, comma-separated (Push
Fight's turn notation, d1-a2,d3-c3,c2-d2); each decision is a button whose
``data-arg`` is its number (the position after it).
"""

from __future__ import annotations

from typing import Any

from pushgames.core import AGREED_DRAW, Replay
from pyscript import document

from .dom import el, nn

#: Decisions shown at first (rounded back to a turn's start) and added per "earlier moves" click.
WINDOW = 200


class MoveList:
    """What the ``<ol>`` shows. The model holds every decision (its notation,
    turn number and seat: plain Python lists); the list shows decisions
    ``first`` onwards (``first`` is always a turn's first decision)."""

    def __init__(self, listing: Any) -> None:
        self.listing = listing
        self.key: tuple[Any, ...] | None = None
        self.notes: list[str] = []
        self.turns: list[int] = []
        self.seats: list[int] = []
        self.first = 1
        self.draw_shown = False

    def render(self, replay: Replay, index: int, *, more: bool = False) -> None:
        """Show ``replay``'s decisions with the position after ``index`` marked;
        ``more`` shows another window of earlier decisions."""
        notes = replay.notations()
        key = (replay.game.meta.id, tuple(sorted(replay.options.items())), replay.seed)
        kept = self._common_prefix(notes) if key == self.key else -1
        fresh = kept < self.first - 1  # another game, or an older line than the window shows
        if fresh:
            self._reset(key)
            kept = 0
        else:
            self._truncate(kept)
        for number in range(kept + 1, len(notes) + 1):
            seat, continues = replay.turn_mark(number - 1)
            turn = self.turns[-1] if self.turns else 0
            self.notes.append(notes[number - 1])
            self.turns.append(turn + 1 if turn == 0 or not continues else turn)
            self.seats.append(seat)
        if fresh and notes:
            self.first = self._turn_start(max(1, len(notes) - WINDOW + 1))
        if len(notes) > kept:
            self._show_draw(False)
            self._append(max(kept + 1, self.first), len(notes))
        wanted = self.first
        if more and self.first > 1:
            wanted = self._turn_start(max(1, self.first - WINDOW))
        if 0 < index < wanted:
            wanted = self._turn_start(max(1, index - WINDOW // 2))
        if wanted < self.first:
            self._prepend(wanted)
        more_item = self.listing.querySelector("li.mv-more")
        more_item.hidden = self.first <= 1
        if self.first > 1:
            more_item.firstElementChild.textContent = f"\u2026 {self.first - 1:,} earlier moves (show more)"
        self._show_draw(replay.agreed_draw)
        self._mark(index, at_end=index == len(notes))

    # -- the model ---------------------------------------------------------------
    def _common_prefix(self, notes: list[str]) -> int:
        """How many decisions ``notes`` shares with the model (an undo keeps all
        but one, a move all); -1 when they part earlier. Compared in C."""
        size = min(len(self.notes), len(notes))
        return size if self.notes[:size] == notes[:size] else -1

    def _turn_start(self, number: int) -> int:
        """The first decision of the turn holding decision ``number``."""
        turn = self.turns[number - 1]
        while number > 1 and self.turns[number - 2] == turn:
            number -= 1
        return number

    # -- the list ------------------------------------------------------------------
    def _reset(self, key: tuple[Any, ...]) -> None:
        self.key = key
        self.notes, self.turns, self.seats = [], [], []
        self.first = 1
        self.draw_shown = False
        start = el("li", {"class": "mv-start"})
        start.appendChild(el("button", {"type": "button", "data-action": "goto", "data-arg": 0, "class": "mv"},
                             "Start"))
        more = el("li", {"class": "mv-more", "hidden": True})
        more.appendChild(el("button", {"type": "button", "data-action": "more-moves", "class": "mv",
                                       "data-testid": "more-moves"}, "Earlier moves"))
        self.listing.replaceChildren(start, more)

    def _truncate(self, kept: int) -> None:
        """Drop every decision after the first ``kept`` (an undo): the buttons after
        decision ``kept`` in its turn's entry, and every later entry."""
        if kept >= len(self.notes):
            return
        self._show_draw(False)
        if kept < self.first:
            for item in list(self.listing.querySelectorAll("li.turn")):
                item.remove()
        else:
            last = self.listing.querySelector(f'button[data-arg="{kept}"]')
            while nn(last.nextSibling) is not None:
                last.nextSibling.remove()
            item = last.parentElement
            while nn(item.nextElementSibling) is not None:
                item.nextElementSibling.remove()
        del self.notes[kept:], self.turns[kept:], self.seats[kept:]

    def _entries(self, start: int, stop: int, item: Any) -> Any:
        """A fragment with decisions ``start``..``stop``; those that continue the
        turn of ``item`` (the last entry shown, or None) go into it."""
        fragment = document.createDocumentFragment()
        for number in range(start, stop + 1):
            turn, seat = self.turns[number - 1], self.seats[number - 1]
            starts = number == 1 or self.turns[number - 2] != turn
            if starts or item is None:
                item = el("li", {"class": f"turn seat-{seat}"})
                fragment.appendChild(item)
            else:
                item.appendChild(el("span", {"class": "mv-sep", "aria-hidden": "true"}, ","))
            text = self.notes[number - 1]
            item.appendChild(el("button", {"type": "button", "data-action": "goto", "data-arg": number,
                                           "class": f"mv seat-{seat}", "data-testid": "move"},
                                f"{turn}. {text}" if starts else text))
        return fragment

    def _append(self, start: int, stop: int) -> None:
        last = nn(self.listing.lastElementChild)
        if last is not None and "turn" not in str(last.className).split():
            last = None
        self.listing.appendChild(self._entries(start, stop, last))

    def _prepend(self, wanted: int) -> None:
        """Show decisions ``wanted`` (a turn's first) up to the window's first."""
        fragment = self._entries(wanted, self.first - 1, None)
        self.listing.insertBefore(fragment, nn(self.listing.querySelector("li.turn")))
        self.first = wanted

    def _show_draw(self, agreed: bool) -> None:
        if agreed == self.draw_shown:
            return
        if agreed:
            self.listing.appendChild(el("li", {"class": "mv-draw"}, f"{AGREED_DRAW} draw agreed"))
        else:
            item = nn(self.listing.querySelector("li.mv-draw"))
            if item is not None:
                item.remove()
        self.draw_shown = agreed

    def _mark(self, index: int, at_end: bool) -> None:
        """Move ``aria-current`` to the position after decision ``index``."""
        current = nn(self.listing.querySelector('[aria-current="step"]'))
        if current is not None:
            current.removeAttribute("aria-current")
        target = nn(self.listing.querySelector(f'button[data-arg="{index}"]'))
        if target is not None:
            target.setAttribute("aria-current", "step")
        if at_end:
            self.listing.scrollTop = self.listing.scrollHeight
