"""Pushout decisions and cards in words, as a move list reads them.

The notation (:mod:`.notation`) is short and round-trips (``c3 S c4``,
``1U/5R``); a player reading the game's log wants the actions and the cards
spelled out, and a decision that ends the game (drawing from the empty pile)
said as what it is.

>>> from pushgames.core import start
>>> from .rules import GAME
>>> state = start(GAME, {}, seed=1)
>>> [decision_words(state, GAME.parse(state, t)) for t in ("a1 U", "b1 S c1", "discard")]
['a1 UP', 'b1 SWITCH with c1', 'discards the top card of the pile']
>>> card_words(0), card_words(24)
('1 UP / 5 RIGHT', '5 RIGHT / 1 UP')
"""

from __future__ import annotations

from .actions import drop_card, kind, place_parts, play_parts, use_parts
from .board import square_name
from .cards import (
    ACTION_FOR, ACTION_NAMES, CARD_OF, FACE_DOWN, COLOUR_NAMES, end_action, end_value, printing,
)
from .state import PLACE, PushoutState


def card_words(card: int) -> str:
    """A card's two ends in words, the white end first (as ``card_name`` orders them)."""
    white_end = printing(card)
    return " / ".join(f"{end_value(card, end)} {ACTION_NAMES[end_action(card, end)]}"
                      for end in (white_end, 1 - white_end))


def _way_round(colour: int) -> str:
    return f"{COLOUR_NAMES[colour]} end towards White"


def decision_words(state: PushoutState, action: int) -> str:
    """A player's decision in ``state`` in words (the seat is said by the list)."""
    what = kind(action)
    if what == "use":
        square, k = use_parts(action)
        if k:
            other = state.rules.geometry.step[state.turn][k - 1][square]
            return f"{square_name(square)} SWITCH with {square_name(other)}"
        return f"{square_name(square)} {ACTION_NAMES[ACTION_FOR[state.turn][state.board[square]]]}"
    if what == "discard":
        if state.phase == PLACE:
            return "discards the card that fell off"
        # The rules' end of the game: a player who must draw from an empty pile ends it.
        return "discards the top card of the pile" if state.pile else ("draws from the empty pile: "
                                                                       "the game ends")
    if what == "bank":
        return "banks the card that fell off"
    if what == "place":
        square, colour = place_parts(action)
        if FACE_DOWN[state.pending]:
            return f"places the fallen card face down on {square_name(square)}"
        fallen = card_words(CARD_OF[state.pending])
        return f"places {fallen} on {square_name(square)}, {_way_round(colour)}"
    if what == "play":
        banked, square, colour = play_parts(action)
        return f"plays banked {card_words(banked)} on {square_name(square)}, {_way_round(colour)}"
    return f"discards banked {card_words(drop_card(action))}"
