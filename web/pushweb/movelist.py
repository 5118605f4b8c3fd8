"""The move list, kept in step with the game at a small cost per move.

Rebuilding the whole list on every render costs seconds in a game of 20,000
decisions (each element is several calls from Python into the DOM). This list
instead remembers what it shows and, after a move, an undo or a redo, touches
only the entries that changed. It shows a window of about ``WINDOW``
decisions: the latest ones while the game is played, or those around a
position looked at; buttons at either end show more, and a jump far away
moves the window (a couple of hundred entries rebuilt, never the whole game).

One entry a turn: its decisions in the game's notation, each a button whose
``data-arg`` is its number (the position after it), side by side with no
separator (a "," as an item of its own could start or end a wrapped line);
the style sheet draws a turn of several decisions as one patch.

In a game with hidden information every line is as the viewer may read it
(:mod:`pushgames.core.perspective`): a decision in ``game.notation_for``,
then what chance did after it ("Blue draws a card"; "Blue draws a 3" to
Blue), and the deal under "Start". A new viewer (a hand-off) rebuilds the
window; texts are computed only for the decisions shown.
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.core import AGREED_DRAW, Replay, resigned_seat
from pushgames.core.perspective import decision_lines, opening_lines
from pyscript import document

from .dom import el, nn

#: Decisions in the window, and added by each "earlier moves" / "later moves" click.
WINDOW = 200


class MoveList:
    """What the ``<ol>`` shows. The model holds every decision (its notation,
    turn number and seat: plain Python lists); the list shows decisions
    ``first`` to ``last`` (whole turns, except where the game is cut short)."""

    def __init__(self, listing: Any) -> None:
        self.listing = listing
        self.key: tuple[Any, ...] | None = None
        self.notes: list[str] = []
        self.turns: list[int] = []
        self.seats: list[int] = []
        self.first, self.last = 1, 0
        # the line after the last move: a draw agreed, a resignation
        self.ending_shown: str | None = None
        self.replay: Replay[Any, Any] | None = None
        self.viewer: int | None = None

    def render(self, replay: Replay[Any, Any], index: int, *, viewer: int | None = None,
               more: str = "") -> None:
        """Show ``replay``'s decisions as ``viewer`` may read them, with the
        position after ``index`` marked; ``more`` ("earlier" or "later")
        widens the window that way."""
        notes = replay.notations()
        self.replay, self.viewer = replay, viewer
        key: tuple[Any, ...] = (replay.game.meta.id, tuple(sorted(replay.options.items())),
                                replay.seed, viewer)
        if replay.game.meta.has_hidden_information:
            # A line that records chance has no seed: two games are told apart
            # by their chance too (the deal, and what each decision drew).
            key += tuple(text for _, text in replay.chance_outcomes(None))
            notes = [note + "".join("\x1f" + text for _, text in replay.chance_outcomes(ply))
                     for ply, note in enumerate(notes)]
        kept = self._common_prefix(notes) if key == self.key else -1
        if kept < 0:
            self._reset(key)
            kept = 0
        self._truncate(kept)
        touches_end = self.last == kept
        for number in range(kept + 1, len(notes) + 1):
            seat, continues = replay.turn_mark(number - 1)
            turn = self.turns[-1] if self.turns else 0
            self.notes.append(notes[number - 1])
            self.turns.append(turn + 1 if turn == 0 or not continues else turn)
            self.seats.append(seat)
        total = len(notes)
        if total > kept:
            self._show_ending(None)
            if touches_end and self.last >= self.first:
                self._append(total)
        if more == "earlier" and self.first > 1:
            self._prepend(self._turn_start(max(1, self.first - WINDOW)))
        elif more == "later" and self.last < total:
            self._append(self._turn_end(min(total, self.last + WINDOW)))
        self._reach(index, total)
        self._ends(total)
        self._show_ending(replay.ending)
        self._mark(index, at_end=index == total)

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

    def _turn_end(self, number: int) -> int:
        """The last decision of the turn holding decision ``number``."""
        turn = self.turns[number - 1]
        while number < len(self.turns) and self.turns[number] == turn:
            number += 1
        return number

    # -- the window ----------------------------------------------------------------
    def _reach(self, index: int, total: int) -> None:
        """Make the button of position ``index`` shown: widen the window by a
        little, or move it when the position is far away (or nothing is shown)."""
        if index <= 0 or self.first <= index <= self.last:
            if self.last < self.first and total:
                self._recentre(total, total)  # nothing shown yet: the latest moves
            return
        if self.last >= self.first and self.first - WINDOW <= index < self.first:
            self._prepend(self._turn_start(max(1, index - WINDOW // 2)))
        elif self.last >= self.first and self.last < index <= self.last + WINDOW:
            self._append(self._turn_end(min(total, index + WINDOW // 2)))
        else:
            self._recentre(index, total)

    def _recentre(self, index: int, total: int) -> None:
        for item in list(self.listing.querySelectorAll("li.turn")):
            item.remove()
        end = total if index >= total - WINDOW // 2 else self._turn_end(
            min(total, index + WINDOW // 2))
        self.first = self._turn_start(max(1, min(index, end - WINDOW + 1)))
        self.last = self.first - 1
        self._append(end)

    def _ends(self, total: int) -> None:
        """The "earlier moves" and "later moves" buttons at either end."""
        earlier, later = self.listing.querySelector(
            "li.mv-more"), self.listing.querySelector("li.mv-later")
        earlier.hidden = self.first <= 1
        if self.first > 1:
            earlier.firstElementChild.textContent = (f"\u2026 {self.first - 1:,} earlier moves "
                                                     "(show more)")
        later.hidden = self.last >= total
        if self.last < total:
            later.firstElementChild.textContent = (f"\u2026 {total - self.last:,} later moves "
                                                   "(show more)")

    # -- the list ------------------------------------------------------------------
    def _reset(self, key: tuple[Any, ...]) -> None:
        self.key = key
        self.notes, self.turns, self.seats = [], [], []
        self.first, self.last = 1, 0
        self.ending_shown = None
        start = el("li", {"class": "mv-start"})
        start.appendChild(el("button",
                             {"type": "button", "data-action": "goto", "data-arg": 0,
                              "class": "mv"},
                             "Start"))
        earlier = el("li", {"class": "mv-more", "hidden": True})
        earlier.appendChild(el("button",
                               {"type": "button", "data-action": "more-moves",
                                "data-arg": "earlier",
                                "class": "mv", "data-testid": "more-moves"}, "Earlier moves"))
        later = el("li", {"class": "mv-later", "hidden": True})
        later.appendChild(el("button",
                             {"type": "button", "data-action": "more-moves", "data-arg": "later",
                              "class": "mv", "data-testid": "later-moves"}, "Later moves"))
        if self.replay is not None and self.replay.game.meta.has_hidden_information:
            dealt = opening_lines(self.replay, self.viewer)
            if dealt:
                start.appendChild(deal_entry(dealt))
        self.listing.replaceChildren(start, earlier, later)

    def _truncate(self, kept: int) -> None:
        """Drop every decision after the first ``kept`` (an undo): the buttons after
        decision ``kept`` in its turn's entry, and every later entry."""
        if kept >= len(self.notes):
            return
        self._show_ending(None)
        if kept < self.first:
            for item in list(self.listing.querySelectorAll("li.turn")):
                item.remove()
            self.first, self.last = kept + 1, kept
        elif kept < self.last:
            last = self.listing.querySelector(f'button[data-arg="{kept}"]')
            while nn(last.nextSibling) is not None and "mv-chance" in str(
                last.nextSibling.className).split():
                last = last.nextSibling  # what chance did after decision ``kept`` stays with it
            while nn(last.nextSibling) is not None:
                last.nextSibling.remove()
            item = last.parentElement
            following = nn(item.nextElementSibling)
            while following is not None and "turn" in str(following.className).split():
                following.remove()
                following = nn(item.nextElementSibling)
            self.last = kept
        del self.notes[kept:], self.turns[kept:], self.seats[kept:]

    def _entries(self, start: int, stop: int, item: Any) -> Any:
        """A fragment with decisions ``start``..``stop``; those that continue the
        turn of ``item`` (the entry shown before them, or None) go into it."""
        fragment = document.createDocumentFragment()
        for number in range(start, stop + 1):
            turn, seat = self.turns[number - 1], self.seats[number - 1]
            starts = number == 1 or self.turns[number - 2] != turn
            if starts or item is None:
                item = el("li", {"class": f"turn seat-{seat}"})
                fragment.appendChild(item)
            text, chance = self._lines(number - 1)
            item.appendChild(el("button",
                                {"type": "button", "data-action": "goto", "data-arg": number,
                                 "class": f"mv seat-{seat}", "data-testid": "move"},
                                f"{turn}. {text}" if starts else text))
            if chance:
                item.appendChild(el("span", {"class": "mv-chance", "data-testid": "move-chance"},
                                    "; ".join(chance)))
        return fragment

    def _lines(self, ply: int) -> tuple[str, tuple[str, ...]]:
        """Decision ``ply`` and what chance did after it, as the viewer reads them."""
        replay = self.replay
        if replay is None or not replay.game.meta.has_hidden_information:
            return self.notes[ply], ()
        return decision_lines(replay, ply, self.viewer)

    def _append(self, stop: int) -> None:
        """Show decisions after the window's last up to ``stop``."""
        if stop <= self.last:
            return
        later = self.listing.querySelector("li.mv-later")
        previous = nn(later.previousElementSibling)
        if previous is None or "turn" not in str(previous.className).split():
            previous = None
        later.parentNode.insertBefore(self._entries(self.last + 1, stop, previous), later)
        self.last = stop

    def _prepend(self, wanted: int) -> None:
        """Show decisions from ``wanted`` (a turn's first) up to the window's first."""
        if wanted >= self.first:
            return
        anchor = nn(self.listing.querySelector(
            "li.turn")) or self.listing.querySelector("li.mv-later")
        self.listing.insertBefore(self._entries(wanted, self.first - 1, None), anchor)
        self.first = wanted

    def _show_ending(self, ending: str | None) -> None:
        """The line after the last move for a game that ended without one:
        "= draw agreed", "Black (B) resigned" (the record's final mark)."""
        if ending == self.ending_shown:
            return
        item = nn(self.listing.querySelector("li.mv-end"))
        if item is not None:
            item.remove()
        if ending is not None and self.replay is not None:
            seat = resigned_seat(ending)
            text = (f"{AGREED_DRAW} draw agreed" if seat is None
                    else f"{self.replay.game.meta.seat_names[seat]} resigned")
            kind = "mv-draw" if seat is None else "mv-resign"
            self.listing.appendChild(el("li",
                                        {"class": f"mv-end {kind}",
                                         "data-testid": "move-ending"}, text))
        self.ending_shown = ending

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


def deal_entry(dealt: Sequence[str]) -> Any:
    """The chance before the first decision as one folded entry under Start:
    Pushout's ten "a1 is dealt: ..." lines opened the list before any move
    (issue 26). Its heading comes from the lines themselves, so the shell
    names no game: a table dealt card by card, or a deal of hands or factions."""
    heading = "The table is dealt" if all(" is dealt" in line
                                          for line in dealt) else "The opening deal"
    fold = el("details", {"class": "mv-deal", "data-testid": "move-deal"})
    fold.appendChild(el("summary", {"data-testid": "move-deal-head"}, heading))
    fold.appendChild(el("span", {"class": "mv-chance", "data-testid": "move-chance"},
                        "; ".join(dealt)))
    return fold

