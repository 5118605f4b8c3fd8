"""The line under the Pushout table: what to do now, or what the previewed move does.

It is laid out as [fallen card] text [Cancel] on one row whose height is
reserved in pushout.css, so its changing words never move the buttons below
it. A game over asks nothing: the bar is empty and the board's ``po-over``
class gives its room back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from pushgames.pushout import actions as act
from pushgames.pushout.board import square_name
from pushgames.pushout.cards import ACTION_FOR, ACTION_NAMES, CARD_OF, FACE_DOWN, UNKNOWN, card_name
from pushgames.pushout.rules import SEAT_NAMES
from pushgames.pushout.state import PLACE

from ...dom import el
from .cards import loose_code_svg


@dataclass(frozen=True)
class BarView:
    """What the board is doing now, as the bar tells it."""

    state: Any
    #: The state on the table: the preview's result while a move is previewed.
    shown: Any
    legal: Sequence[int]
    #: The game ended here (also by resignation or an agreed draw): nothing to ask.
    over: bool
    #: The seat whose side of the table is at the bottom (the fallen card is drawn that way).
    reader: int
    chosen: int | None
    by_keys: bool
    selected: int | None
    selected_bank: int | None
    #: The squares marked for the selected SWITCH card's swap.
    swap_squares: Sequence[int]
    notation: Callable[[int], str]


def draw_bar(bar: Any, view: BarView) -> None:
    """Fill ``bar`` (the board's ``po-bar`` element) with what ``view`` says to say."""
    bar.replaceChildren()
    state = view.state

    def text(words: str, testid: str = "po-bar-text") -> None:
        bar.appendChild(el("span", {"class": "po-bar-text", "data-testid": testid}, words))

    def cancel_button() -> None:
        bar.appendChild(el("button", {"type": "button", "data-po": "cancel", "data-testid": "po-cancel"},
                           "Cancel"))

    if view.over:
        return
    if state.phase == PLACE:
        owner = state.rules.geometry.owner[state.pending_hole]
        name = "a face-down card" if FACE_DOWN[state.pending] else card_name(CARD_OF[state.pending])
        # Drawn as it lay on the table, seen from the table's bottom side.
        holder = el("span", {"class": "po-fallen", "data-testid": "po-fallen", "role": "img",
                             "aria-label": f"fell off: {name}"})
        holder.innerHTML = loose_code_svg(state.pending, view.reader, 44)  # our own markup
        bar.appendChild(holder)
        words = f"Fell off: {SEAT_NAMES[owner]} places it"
        text(words + (" \u2014 " + place_words(state) if view.legal else "."))
        return
    if not view.legal:
        return
    if view.chosen is not None:
        how = "Enter plays it" if view.by_keys else "click to play it"
        text(f"Preview of {view.notation(view.chosen)}: {explain(state, view.chosen, view.shown)} \u2014 {how}.",
             "po-preview")
        if view.selected is not None:
            cancel_button()
    elif view.selected is not None:
        names = " or ".join(square_name(q) for q in sorted(view.swap_squares))
        text(f"{square_name(view.selected)} SWITCH: click {names} (marked) to swap with it.")
        cancel_button()
    elif view.selected_bank is not None:
        text(f"Play banked {card_name(view.selected_bank)}: click the small card on a marked hole that lies "
             "the way you want it.")
        cancel_button()
    else:
        text("Click a marked card to play its move (point at it to see the result first), or discard from "
             "the pile.")


def place_words(state: Any) -> str:
    """How to place the card that fell off."""
    if FACE_DOWN[state.pending]:
        words = "click a marked hole."
    else:
        words = "click the small card lying the way you want on a marked hole."
    return words[:-1] + ", or bank or discard it." if state.rules.swiss else words


def explain(state: Any, action: int, shown: Any) -> str:
    """What playing ``action`` (a card's use) does; ``shown`` is the state after it."""
    square, k = act.use_parts(action)
    what = ACTION_NAMES[ACTION_FOR[state.turn][state.board[square]]]
    if k:
        other = state.rules.geometry.step[state.turn][k - 1][square]
        return f"SWITCH: {square_name(square)} and {square_name(other)} change places"
    if shown.phase == PLACE:
        fallen = "a face-down card" if FACE_DOWN[shown.pending] else card_name(CARD_OF[shown.pending])
        return f"{what}; {fallen} falls off and must be placed"
    if len(shown.discard) > len(state.discard):
        gone = shown.discard[-1]
        return f"{what}; {'a face-down card' if gone == UNKNOWN else card_name(gone)} is discarded"
    return what
