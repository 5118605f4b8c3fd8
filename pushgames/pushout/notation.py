"""Pushout notation: short, readable and round-tripping.

Squares are ``a1``..``e4`` as White sees the board (``a1`` White's bottom-left;
rank 1 is White's scoring row, rank 4 Black's). A move names the card's square
and the action upright for the mover (the same letters whoever moves; left,
right and up are the mover's own):

- ``c2 L``, ``c2 R``, ``c2 U``, ``c2 T`` (turn = ROTATE), ``c2 S b2`` (SWITCH
  with b2), ``discard`` (discard the top card of the draw pile);
- placing a card that fell off: ``c2 w`` / ``c2 b`` (the colour of the end
  towards White; ``w`` is the usual way, each player reading their own
  colour), just ``c2`` for a face-down card, ``discard`` or ``bank``;
- Swiss Cheese bank: ``play 1U/5R c2 w`` and ``discard 1U/5R`` (a card is named
  by its white end, then its black end);
- chance, when a card is first seen: the card's name, ``1U/5R``.

Words are accepted too (``c2 left``, ``c2 rotate``, ``draw``), in any case.

>>> from pushgames.core import start
>>> from .rules import GAME
>>> state = start(GAME, {}, seed=1)
>>> [GAME.notation(state, a) for a in GAME.legal_actions(state)][:3]
['a1 U', 'b1 S a1', 'b1 S c1']
>>> GAME.notation(state, GAME.parse(state, "B1 switch c1"))
'b1 S c1'
"""

from __future__ import annotations

import re
from typing import Mapping, Sequence

from ..core import IllegalActionError, NotationError
from .actions import (
    DISCARD, PushoutAction, PushoutMove, drop_card, kind, place_parts, play_parts, reveal,
    revealed_card, use, use_parts,
)
from .board import square_index, square_name
from .cards import (
    ACTION_FOR, ACTION_LETTERS, ACTION_NAMES, CANON, COLOUR_FOR, FACE_DOWN, HOLE, LEFT, RIGHT,
    SWITCH, UP, card_name, cards_named,
)
from .moves import must_play_bank
from .state import MAIN, OVER, PLACE, PushoutState

_COLOUR_LETTERS = "wb"
_WORDS = {"left": "l", "right": "r", "up": "u", "switch": "s", "rotate": "t",
          "rot": "t", "turn": "t",
          "white": "w", "black": "b", "draw": "discard"}
_WORD_RE = re.compile(r"\b(" + "|".join(_WORDS) + r")\b")
_CARD = r"[0-5][lrust]/[0-5][lrust]"
_GRAMMAR = re.compile(
    rf"([a-e][1-4])(l|r|u|t|s[a-e][1-4]|w|b)?|discard|bank|play{_CARD}[a-e][1-4][wb]|discard{_CARD}"
)


def _key(text: str) -> str:
    """Text made comparable: lower case, words to letters, no spaces."""
    return re.sub(r"\s+", "", _WORD_RE.sub(lambda m: _WORDS[m[1]], text.strip().lower()))


def notation(state: PushoutState, action: PushoutAction) -> str:
    if isinstance(action, tuple):
        return "deal"
    what = kind(action)
    if what == "discard":
        return "discard"
    if what == "bank":
        return "bank"
    if what == "use":
        square, k = use_parts(action)
        if k:
            other = state.rules.geometry.step[state.turn][k - 1][square]
            return f"{square_name(square)} S {square_name(other)}"
        letter = ACTION_LETTERS[ACTION_FOR[state.turn][state.board[square]]]
        return f"{square_name(square)} {letter}"
    if what == "place":
        square, colour = place_parts(action)
        if FACE_DOWN[state.pending]:
            return square_name(square)
        return f"{square_name(square)} {_COLOUR_LETTERS[colour]}"
    if what == "play":
        card, square, colour = play_parts(action)
        return f"play {card_name(card)} {square_name(square)} {_COLOUR_LETTERS[colour]}"
    if what == "reveal":
        return card_name(revealed_card(action))
    return f"discard {card_name(drop_card(action))}"


def parse_seen(state: PushoutState, possible: Mapping[int, int], text: str) -> PushoutMove:
    """Chance's outcome as a record names it: the card seen (``1U/5R``), which
    must be one that nobody has seen yet (``possible``: card -> how many)."""
    name = "".join(str(text).split()).upper()
    ids = cards_named(name)
    if not ids:
        raise NotationError(f"{text!r} is not a card (write a card like 1U/5R)")
    if CANON[ids[0]] not in possible:
        raise IllegalActionError(f"no {name} is left among the cards nobody has seen")
    return reveal(CANON[ids[0]])


def parse(state: PushoutState, legal: Sequence[PushoutAction], text: str) -> PushoutAction:
    key = _key(text)
    for action in legal:
        # ``notation`` writes no word ``_key`` replaces and no whitespace but single spaces, so
        # its key is this (tests/pushout/test_notation.py checks it on every legal move):
        # a regular expression per legal move was most of a long record's replay.
        if notation(state, action).replace(" ", "").lower() == key:
            return action
    if not _GRAMMAR.fullmatch(key):
        raise NotationError(
            f"{text!r} is not Pushout notation (write it like c2 L, c2 S b2, discard, c2 w, bank)")
    guessed = _guess(state, key)
    if guessed is None:
        raise IllegalActionError(explain_illegal(state, DISCARD, text.strip()))
    letter = key[2:3]
    if guessed >= 0 and letter in ("l", "r", "u", "t") and state.phase == MAIN:
        code = state.board[use_parts(guessed)[0]]
        shown = ACTION_FOR[state.turn][code]
        if shown >= 0 and ACTION_LETTERS[shown].lower() != letter and not FACE_DOWN[code]:
            raise IllegalActionError(
                f"the end of {key[:2]} upright to you shows {ACTION_NAMES[shown]}")
    raise IllegalActionError(explain_illegal(state, guessed))


def _guess(state: PushoutState, key: str) -> int | None:
    """The action a well-formed but illegal text most likely means (for the reason)."""
    match = re.fullmatch(r"([a-e][1-4])(l|r|u|t|s([a-e][1-4]))?", key)
    if match is None or state.phase != MAIN:
        return None
    square = square_index(match[1])
    if square >= state.rules.geometry.squares:
        return None
    if match[3]:
        target = square_index(match[3])
        steps = state.rules.geometry.step[state.turn]
        for k in range(3):
            if steps[k][square] == target:
                return use(square, k + 1)
        return -1 - square
    return use(square, 0)


def explain_illegal(state: PushoutState, action: object, text: str = "") -> str:
    """Why ``action`` is not legal in ``state``, in words."""
    if state.phase == OVER:
        return "the game is over"
    if not isinstance(action, int):
        return "that is not a Pushout move"
    if state.phase == PLACE:
        return "now the card that fell off must be placed (c2 w / c2 b" + (", discard or bank)" if
                                                                          state.rules.swiss
                                                                           else ")")
    if action < 0:
        return (f"the card on {square_name(-1 - action)} can only switch with its neighbour to "
                "your left, right or above")
    action = PushoutMove(action)  # a plain number read back from the page names the same decision
    if must_play_bank(state):
        return ("you have more than three holes on your half: you must play a banked card "
                "into one of them")
    what = kind(action)
    if what in ("play", "drop"):
        return "that card is not in your bank, or there is no hole there"
    if what != "use":
        return f"{text or notation(state, action)} is not a legal move here"
    square, k = use_parts(action)
    code = state.board[square] if square < len(state.board) else HOLE
    name = square_name(square)
    seat = state.turn
    if code == HOLE:
        return f"there is no card on {name}"
    if FACE_DOWN[code]:
        return f"the card on {name} is face down: it cannot be used"
    if square == state.used:
        return f"Double Pushout moves two different cards: the card on {name} has moved this turn"
    upright = ACTION_FOR[seat][code]
    if state.rules.bw_moves and COLOUR_FOR[seat][code] != seat:
        return f"Black and White Pushout: the end of {name} upright to you is not your colour"
    if (k > 0) != (upright == SWITCH):
        return f"the end of {name} upright to you shows {ACTION_NAMES[upright]}"
    where = {LEFT: "at the left end of its row (for you)",
             RIGHT: "at the right end of its row (for you)",
             UP: "in the row furthest from you"}
    if upright in where:
        return f"{ACTION_NAMES[upright]} cannot be used {where[upright]}"
    return f"{notation(state, action)} is not a legal move in this position"
