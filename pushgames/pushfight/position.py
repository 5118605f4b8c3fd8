"""A Push Fight position as seen by the side to move, and its 26-character string.

The string is the Push Fight Analyzer's format (pushfight.verver.ch): the
squares in the order c4 d4 e4 f4 g4, a3..h3, a2..h2, b1..f1; ``.`` empty, ``o``
round and ``O`` square of the side to move, ``x`` round and ``X`` square of the
other side, ``Y`` the other side's square carrying the anchor.

>>> p = Position.from_string(STANDARD_STRING)
>>> p.to_string() == STANDARD_STRING, p.count()
(True, 10)
>>> p.flipped().to_string()
'.XO.....xOo....xXo.....XO.'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import NotationError
from .board import SQUARES, names_of, square_name

#: The standard setup from White's side (White = ``o``/``O``), from docs/rulings.md.
STANDARD_STRING = ".OX.....oXx....oOx.....OX."
NO_ANCHOR = -1


@dataclass(frozen=True, slots=True)
class Position:
    """The pieces and the anchor, from the side to move's point of view.

    Each field but ``anchor`` is a set of squares (a bitboard, see
    :mod:`.board`); ``anchor`` is the square index of the anchored piece or
    ``NO_ANCHOR``. The anchor always sits on one of ``their_squares``: it marks
    the piece that pushed last.
    """

    own_squares: int
    own_rounds: int
    their_squares: int
    their_rounds: int
    anchor: int = NO_ANCHOR

    @classmethod
    def from_string(cls, text: str) -> "Position":
        """Read the 26-character string; ``NotationError`` says what is wrong."""
        text = text.strip()
        if len(text) != 26:
            raise NotationError(f"a Push Fight position string has 26 characters, not {len(text)}")
        masks = {c: 0 for c in "oOxXY"}
        anchor = NO_ANCHOR
        for char, square in zip(text, SQUARES):
            if char == ".":
                continue
            if char not in masks:
                raise NotationError(f"{char!r} in a position string (use . o O x X Y)")
            masks[char] |= 1 << square
            if char == "Y":
                if anchor != NO_ANCHOR:
                    raise NotationError("a position string has at most one Y (the anchor)")
                anchor = square
        return cls(masks["O"], masks["o"], masks["X"] | masks["Y"], masks["x"], anchor)

    def to_string(self) -> str:
        out = []
        for square in SQUARES:
            bit = 1 << square
            if self.own_squares & bit:
                out.append("O")
            elif self.own_rounds & bit:
                out.append("o")
            elif square == self.anchor:
                out.append("Y")
            elif self.their_squares & bit:
                out.append("X")
            elif self.their_rounds & bit:
                out.append("x")
            else:
                out.append(".")
        return "".join(out)

    def __repr__(self) -> str:
        return f"Position.from_string({self.to_string()!r})"

    @property
    def own(self) -> int:
        return self.own_squares | self.own_rounds

    @property
    def theirs(self) -> int:
        return self.their_squares | self.their_rounds

    @property
    def occupied(self) -> int:
        return self.own_squares | self.own_rounds | self.their_squares | self.their_rounds

    def count(self) -> int:
        return self.occupied.bit_count()

    def flipped(self, anchor: int | None = None) -> "Position":
        """The same pieces from the other side's point of view (the anchor is
        dropped unless given: it belongs to the side that just pushed)."""
        return Position(self.their_squares, self.their_rounds, self.own_squares, self.own_rounds,
                        NO_ANCHOR if anchor is None else anchor)

    def check_pieces(self) -> None:
        """``NotationError`` if a side has more than 3 squares or 2 rounds
        (fewer is fine: pieces may have been pushed off).

        >>> Position.from_string("OOOO" + "." * 22).check_pieces()  # doctest: +NORMALIZE_WHITESPACE
        Traceback (most recent call last):
        ...
        pushgames.core.errors.NotationError: a side has at most 3 squares and 2 rounds
        (this has 4 O, 0 o, 0 X/Y, 0 x)
        """
        counts, listed = self._piece_counts()
        if counts[0] > 3 or counts[1] > 2 or counts[2] > 3 or counts[3] > 2:
            raise NotationError(f"a side has at most 3 squares and 2 rounds ({listed})")

    def _piece_counts(self) -> tuple[tuple[int, int, int, int], str]:
        """(own squares, own rounds, their squares, their rounds), and those counts in words."""
        counts = (self.own_squares.bit_count(), self.own_rounds.bit_count(),
                  self.their_squares.bit_count(), self.their_rounds.bit_count())
        return counts, f"this has {counts[0]} O, {counts[1]} o, {counts[2]} X/Y, {counts[3]} x"

    def check_complete(self) -> None:
        """``NotationError`` unless each side has 3 squares and 2 rounds on
        distinct squares (a position a game can start from)."""
        masks = (self.own_squares, self.own_rounds, self.their_squares, self.their_rounds)
        if sum(m.bit_count() for m in masks) != self.occupied.bit_count():
            raise NotationError("two pieces share a square")
        counts, listed = self._piece_counts()
        if counts != (3, 2, 3, 2):
            raise NotationError(f"each side needs 3 squares and 2 rounds ({listed})")
        if self.anchor != NO_ANCHOR and not self.their_squares >> self.anchor & 1:
            raise NotationError("the anchor must sit on a square of the side that just moved")

    def describe(self) -> str:
        """A readable list of the pieces (for messages)."""
        anchor = f"; anchor on {square_name(self.anchor)}" if self.anchor != NO_ANCHOR else ""
        return (
            f"own squares {names_of(self.own_squares)}, own rounds {names_of(self.own_rounds)}, "
            f"their squares {names_of(self.their_squares)}, their rounds "
            f"{names_of(self.their_rounds)}"
            + anchor)
