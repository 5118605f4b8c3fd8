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
from pushgames.pushout.cards import CARD_OF, FACE_DOWN, UNKNOWN
from pushgames.pushout.rules import SEAT_NAMES
from pushgames.pushout.state import PLACE
from pushgames.pushout.words import card_words, decision_words

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
    #: The move the mouse points at, told in words (the table stays as it is), and the state after
    #: it.
    pointed: int | None
    pointed_shown: Any
    #: The preview was asked for (the bar's "Preview" button): it offers Play and Back.
    deliberate: bool
    selected: int | None
    selected_bank: int | None
    #: The squares marked for the selected SWITCH card's swap.
    swap_squares: Sequence[int]
    notation: Callable[[int], str]
    #: A touch screen (no hover): the words say "tap" and offer no pointing.
    touch: bool = False


def draw_bar(bar: Any, view: BarView) -> None:
    """Fill ``bar`` (the board's ``po-bar`` element) with what ``view`` says to say."""
    bar.replaceChildren()
    state = view.state

    def text(words: str, testid: str = "po-bar-text") -> None:
        if view.touch:  # a finger taps; "click" reads as a mouse's word
            words = words.replace("Click ", "Tap ").replace("click ", "tap ")
        bar.appendChild(el("span", {"class": "po-bar-text", "data-testid": testid}, words))

    def cancel_button() -> None:
        bar.appendChild(el("button",
                           {"type": "button", "data-po": "cancel", "data-testid": "po-cancel"},
                           "Cancel"))

    if view.over:
        return
    if state.phase == PLACE:
        owner = state.rules.geometry.owner[state.pending_hole]
        name = "a face-down card" if FACE_DOWN[
            state.pending] else card_words(CARD_OF[state.pending])
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
        # Asked for, it has its own buttons (and the table says "not played"): no more words.
        how = (
            ""
            if view.deliberate
            else " \u2014 Enter plays it"
            if view.by_keys
            else " \u2014 click to play it"
        )
        text(f"Preview of {said(state, view.chosen, view.shown)}{how}.", "po-preview")
        if view.deliberate:
            bar.appendChild(el("button",
                               {"type": "button", "data-po": "play",
                                "data-testid": "po-play"}, "Play it"))
            bar.appendChild(el("button",
                               {"type": "button", "data-po": "cancel", "data-testid": "po-cancel"},
                               "Back"))
        elif view.selected is not None:
            cancel_button()
    elif view.pointed is not None and view.selected is None and view.selected_bank is None:
        # Pointing tells what the card does; the table changes only when asked (Preview).
        text(f"{said(state, view.pointed, view.pointed_shown)} \u2014 click the card to play it.",
             "po-pointed")
        bar.appendChild(el("button",
                           {"type": "button", "data-po": "preview",
                            "data-testid": "po-preview-button"},
                           "Preview"))
    elif view.selected is not None:
        names = " or ".join(square_name(q) for q in sorted(view.swap_squares))
        text(f"{square_name(view.selected)} SWITCH: click {names} (marked) to swap with it.")
        cancel_button()
    elif view.selected_bank is not None:
        text(f"Play banked {card_words(view.selected_bank)}: click the small card on a marked hole "
             "that lies the way you want it.")
        cancel_button()
    else:
        # A touch cannot point at a card (no hover): it is not offered there.
        point = "" if view.touch else " (point at it to see what it does)"
        text(f"Click a marked card to play its move{point}, or discard from the pile.")


def place_words(state: Any) -> str:
    """How to place the card that fell off."""
    if FACE_DOWN[state.pending]:
        words = "click a marked hole."
    else:
        words = "click the small card lying the way you want on a marked hole."
    return words[:-1] + ", or bank or discard it." if state.rules.swiss else words


def said(state: Any, action: int, shown: Any) -> str:
    """A card's use in words, as the move list says it, and what follows from it."""
    words = decision_words(state, action)
    then = explain(state, action, shown)
    return f"{words}: {then}" if then else words


def explain(state: Any, action: int, shown: Any) -> str:
    """What follows from playing ``action`` (a card's use); ``shown`` is the state after it."""
    square, k = act.use_parts(action)
    if k:
        other = state.rules.geometry.step[state.turn][k - 1][square]
        return f"{square_name(square)} and {square_name(other)} change places"
    if shown.phase == PLACE:
        fallen = "a face-down card" if FACE_DOWN[
            shown.pending] else card_words(CARD_OF[shown.pending])
        return f"{fallen} falls off and must be placed"
    if len(shown.discard) > len(state.discard):
        gone = shown.discard[-1]
        return f"{'a face-down card' if gone == UNKNOWN else card_words(gone)} is discarded"
    return ""
