"""Decisions and turns of Push Fight, and their notation.

A turn is several decisions by the same seat: up to two moves, then the push,
each written ``from-to`` (the push's ``to`` is the occupied square the pusher
steps into). The turn notation of the Push Fight Analyzer is the comma-join of
one turn's decisions: ``d1-a2,d3-c3,c2-d2``. Setup decisions are ``O@c3`` (place
a square on c3), ``o@c3`` (a round), ``c3-b2`` (move a placed piece),
``standard`` and ``random`` (place all five at once).

>>> Turn.from_text("d1-a2,d3-c3,c2-d2")
Turn.from_text('d1-a2,d3-c3,c2-d2')
>>> Turn.from_text("c2-d2").moves
()
>>> Step.from_text("b1-c1").text()
'b1-c1'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core import NotationError
from .board import square_index, square_name

_SQUARE = r"([a-h][1-4])"
_STEP_RE = re.compile(_SQUARE + "-" + _SQUARE)
_PLACE_RE = re.compile(r"([oO])@" + _SQUARE)


def _square(name: str) -> int:
    try:
        return square_index(name)
    except ValueError as error:
        raise NotationError(str(error)) from None


@dataclass(frozen=True, slots=True)
class Step:
    """A move or a push: the piece on ``src`` goes to ``dst`` (square indices,
    see :mod:`.board`). Whether it is a push depends on the position: a push
    is the one step that ends on an occupied square."""

    src: int
    dst: int

    @classmethod
    def from_text(cls, text: str) -> "Step":
        match = _STEP_RE.fullmatch(text.strip())
        if not match:
            raise NotationError(f"{text!r} is not a Push Fight step (write it like d1-a2)")
        return cls(_square(match[1]), _square(match[2]))

    def text(self) -> str:
        return f"{square_name(self.src)}-{square_name(self.dst)}"

    def __repr__(self) -> str:
        return f"Step.from_text({self.text()!r})"


@dataclass(frozen=True, slots=True)
class Place:
    """A setup decision: put a square (``square_piece``) or a round on ``square``."""

    square: int
    square_piece: bool

    def text(self) -> str:
        return ("O" if self.square_piece else "o") + "@" + square_name(self.square)

    def __repr__(self) -> str:
        return f"Place({square_name(self.square)!r} -> {self.text()!r})"


@dataclass(frozen=True, slots=True)
class SetupChoice:
    """A setup decision that places all five pieces at once: ``"standard"``
    (the usual four-on-the-line setup) or ``"random"`` (chance arranges them)."""

    kind: str

    def text(self) -> str:
        return self.kind


@dataclass(frozen=True, slots=True)
class Arrange:
    """Chance's answer to a random setup: the setting side's squares and rounds
    (bitboards). Chance actions are replayed from the seed, never recorded."""

    squares: int
    rounds: int

    def text(self) -> str:
        return f"arrange {self.squares:x} {self.rounds:x}"


STANDARD = SetupChoice("standard")
RANDOM = SetupChoice("random")
Action = Step | Place | SetupChoice | Arrange


def parse_decision(text: str) -> Action:
    """One decision's notation, without a position (legality is checked later).

    >>> parse_decision("O@c3"), parse_decision("standard")
    (Place('c3' -> 'O@c3'), SetupChoice(kind='standard'))
    """
    text = text.strip()
    if text in ("standard", "random"):
        return SetupChoice(text)
    match = _PLACE_RE.fullmatch(text)
    if match:
        return Place(_square(match[2]), match[1] == "O")
    if _STEP_RE.fullmatch(text):
        return Step.from_text(text)
    raise NotationError(
        f"{text!r} is not a Push Fight decision (write d1-a2, O@c3, o@c3, standard or random)")


@dataclass(frozen=True, slots=True)
class Turn:
    """One whole turn: zero to two moves, then the push."""

    moves: tuple[Step, ...]
    push: Step

    @classmethod
    def from_text(cls, text: str) -> "Turn":
        parts = [p for p in text.strip().split(",")]
        if not 1 <= len(parts) <= 3:
            raise NotationError(f"{text!r}: a turn is up to two moves and a push, comma-separated")
        steps = [Step.from_text(p) for p in parts]
        return cls(tuple(steps[:-1]), steps[-1])

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.moves + (self.push,)

    def text(self) -> str:
        return ",".join(step.text() for step in self.steps)

    def __repr__(self) -> str:
        return f"Turn.from_text({self.text()!r})"
