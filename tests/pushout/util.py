"""Helpers for the Pushout tests: positions by hand, moves by notation."""

from __future__ import annotations

from typing import Any

from pushgames.core import TERMINAL
from pushgames.pushout import GAME, custom_state, square_index
from pushgames.pushout.cards import (
    ACTION_FOR, CARD_OF, COLOUR_FOR, FACE_DOWN, HOLE, VALUE_FOR, card_name, is_face_up,
)
from pushgames.pushout.state import PushoutState

#: A standard test board: Black's scoring row on top, White's at the bottom.
#: Every card lies the usual way, so White reads the first (white) half of each
#: name and Black the second.
BOARD = [
    "2U/4U 3L/3L 3R/3R 2T/4L 1S/5S",   # rank 4: Black's scoring row
    "# # # # #",                       # rank 3: Black's middle row
    "# # # # #",                       # rank 2: White's middle row
    "1L/5T 1R/5T 2R/4S 1U/5R 3S/3S",   # rank 1: White's scoring row
]
PILE = ["2L/4S", "3T/3S"]  # top card last: 3T/3S is drawn first


def position(rows: Any = None, **kw: Any) -> PushoutState:
    kw.setdefault("pile", PILE)
    return custom_state(rows or BOARD, **kw)


def do(state: PushoutState, *texts: str) -> PushoutState:
    """Play notations in order (checked; no chance in these positions)."""
    for text in texts:
        state = GAME.apply(state, GAME.parse(state, text))
    return state


def legal(state: PushoutState) -> list[str]:
    return [GAME.notation(state, a) for a in GAME.legal_actions(state)]


def at(state: PushoutState, name: str) -> str:
    """What lies on a square: ``.``, ``#`` (face down), or ``NAME`` / ``NAME:b``."""
    code = state.board[square_index(name)]
    if code == HOLE:
        return "."
    if FACE_DOWN[code]:
        return "#"
    card = CARD_OF[code]
    return card_name(card) + ("" if COLOUR_FOR[0][code] == 0 else ":b")


def reads(state: PushoutState, name: str, seat: int) -> tuple[int, str]:
    """(value, action name) of the end upright for ``seat`` on a square."""
    code = state.board[square_index(name)]
    assert is_face_up(code)
    return VALUE_FOR[seat][code], "LRUST"[ACTION_FOR[seat][code]]


def row(state: PushoutState, rank: int) -> list[str]:
    return [at(state, f"{f}{rank}") for f in "abcde"]


def names(cards: Any) -> list[str]:
    return [card_name(c) for c in cards]


def over(state: PushoutState) -> bool:
    return GAME.to_move(state) == TERMINAL
