"""Pushout decisions as small integers (fast to generate, hash and compare).

A turn is one decision (two in Double), plus a placement decision when a card
falls off the side of a row and someone must say where and how it goes.

- ``use(square, k)``: use the card on ``square`` with the action upright for
  the mover; ``k`` is 0, except for SWITCH: 1, 2, 3 = swap with the
  neighbour to the mover's left, right, or above.
- ``DISCARD``: discard the top card of the draw pile (in the main decision),
  or discard the fallen card (in a placement decision).
- ``BANK``: bank the fallen card (Swiss Cheese).
- ``place(square, colour)``: put the fallen card on the hole ``square`` with
  the end of ``colour`` towards White (south); face-down cards ignore it.
- ``play(card, square, colour)``: put a banked card on a hole (Swiss Cheese).
- ``drop(card)``: discard a banked card (Swiss Cheese).
- ``reveal(card)``: chance's outcome when a card is first seen: it is
  ``card`` (the lowest id of the cards with that name: identical cards are one
  outcome).

>>> kind(use(7, 2)), use_parts(use(7, 2))
('use', (7, 2))
>>> kind(play(30, 4, 1)), play_parts(play(30, 4, 1))
('play', (30, 4, 1))
"""

from __future__ import annotations

DISCARD = 200
BANK = 201
_PLACE = 300
_PLAY = 1000
_DROP = 5000
REVEAL = 6000


def use(square: int, k: int = 0) -> int:
    return square * 4 + k


def use_parts(action: int) -> tuple[int, int]:
    return divmod(action, 4)


def place(square: int, colour: int = 0) -> int:
    return _PLACE + 2 * square + colour


def place_parts(action: int) -> tuple[int, int]:
    return divmod(action - _PLACE, 2)


def play(card: int, square: int, colour: int) -> int:
    return _PLAY + 64 * card + 2 * square + colour


def play_parts(action: int) -> tuple[int, int, int]:
    card, rest = divmod(action - _PLAY, 64)
    return card, rest // 2, rest % 2


def drop(card: int) -> int:
    return _DROP + card


def drop_card(action: int) -> int:
    return action - _DROP


def reveal(card: int) -> int:
    return REVEAL + card


def revealed_card(action: int) -> int:
    return action - REVEAL


def kind(action: int) -> str:
    """``use``, ``discard``, ``bank``, ``place``, ``play``, ``drop`` or ``reveal``."""
    if action < DISCARD:
        return "use"
    if action == DISCARD:
        return "discard"
    if action == BANK:
        return "bank"
    if action < _PLAY:
        return "place"
    if action < _DROP:
        return "play"
    return "drop" if action < REVEAL else "reveal"
