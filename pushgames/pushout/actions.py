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

A decision is a :class:`PushoutMove`: an ``int`` (the engine and the search
decode it with shifts and tables, and a playout makes tens of thousands) whose
``repr`` you can paste back, in the python-chess style; the deal of version 1
records is a :data:`Deal` (the shuffled deck). Records store notation, never
these numbers.

>>> use(7, 2), DISCARD, place(3, 1), reveal(12)
(PushoutMove.use(7, 2), PushoutMove.DISCARD, PushoutMove.place(3, 1), PushoutMove.reveal(12))
>>> eval(repr(play(30, 4, 1)), {"PushoutMove": PushoutMove}) == play(30, 4, 1)
True
"""

from __future__ import annotations

from typing import ClassVar, TypeAlias

_DISCARD = 200
_BANK = 201
_PLACE = 300
_PLAY = 1000
_DROP = 5000
_REVEAL = 6000


class PushoutMove(int):
    """One Pushout decision (or chance's "this card was seen"), an immutable int.

    Arithmetic on it gives a plain ``int``; the engine reads it through
    :func:`kind` and the ``*_parts`` functions. ``str`` is the number, ``repr``
    the constructor that makes it again.
    """

    __slots__ = ()
    DISCARD: ClassVar[PushoutMove]
    BANK: ClassVar[PushoutMove]

    @classmethod
    def use(cls, square: int, k: int = 0) -> PushoutMove:
        return cls(square * 4 + k)

    @classmethod
    def place(cls, square: int, colour: int = 0) -> PushoutMove:
        return cls(_PLACE + 2 * square + colour)

    @classmethod
    def play(cls, card: int, square: int, colour: int) -> PushoutMove:
        return cls(_PLAY + 64 * card + 2 * square + colour)

    @classmethod
    def drop(cls, card: int) -> PushoutMove:
        return cls(_DROP + card)

    @classmethod
    def reveal(cls, card: int) -> PushoutMove:
        # Made once per card (a playout samples one per card seen).
        return _REVEALS[card] if 0 <= card < len(_REVEALS) else cls(_REVEAL + card)

    # An int subclass would print its repr for str() and f-strings: keep the number.
    __str__ = int.__repr__

    def __repr__(self) -> str:
        what = kind(self)
        if what in ("discard", "bank"):
            return f"PushoutMove.{what.upper()}"
        parts = {"use": use_parts, "place": place_parts, "play": play_parts}.get(what)
        args = parts(self) if parts is not None else (drop_card(self) if what == "drop"
                                                       else revealed_card(self),)
        return f"PushoutMove.{what}({', '.join(map(str, args))})"


PushoutMove.DISCARD = PushoutMove(_DISCARD)
PushoutMove.BANK = PushoutMove(_BANK)
DISCARD = PushoutMove.DISCARD
BANK = PushoutMove.BANK
#: Chance's outcome "the card first seen is ``card``" is ``REVEAL + card`` (:func:`reveal`).
REVEAL = _REVEAL
#: Chance's outcome in version 1 records: the whole deck shuffled, then dealt.
Deal: TypeAlias = tuple[int, ...]
#: What a Pushout state is given: a decision, a card seen, or (version 1) the deal.
PushoutAction: TypeAlias = PushoutMove | Deal
_REVEALS: tuple[PushoutMove, ...] = tuple(PushoutMove(_REVEAL + card) for card in range(64))


#: The constructors, as functions (the engine's and the board's spelling).
use = PushoutMove.use
place = PushoutMove.place
play = PushoutMove.play
drop = PushoutMove.drop
reveal = PushoutMove.reveal


def use_parts(action: int) -> tuple[int, int]:
    return divmod(action, 4)


def place_parts(action: int) -> tuple[int, int]:
    return divmod(action - _PLACE, 2)


def play_parts(action: int) -> tuple[int, int, int]:
    card, rest = divmod(action - _PLAY, 64)
    return card, rest // 2, rest % 2


def drop_card(action: int) -> int:
    return action - _DROP


def revealed_card(action: int) -> int:
    return action - _REVEAL


def kind(action: int) -> str:
    """``use``, ``discard``, ``bank``, ``place``, ``play``, ``drop`` or ``reveal``."""
    if action < _DISCARD:
        return "use"
    if action == _DISCARD:
        return "discard"
    if action == _BANK:
        return "bank"
    if action < _PLAY:
        return "place"
    if action < _DROP:
        return "play"
    return "drop" if action < _REVEAL else "reveal"
