"""Scoring rows: totals and the automatic wins (a straight, five of a kind).

A row reads as the values upright for its owner. A hole counts 0. A face-down
card (only possible in a scoring middle row) never scores and spoils a win; so
does, in Black and White Scoring, a card whose upright end is not the owner's
colour (it counts 0 in the total and cannot be part of a win, not even as a
wild zero).

>>> win_kind((1, 2, 3, 4, 5), False), win_kind((5, 5, 5, 5, 5), False)
('straight', 'five')
>>> win_kind((0, 2, 0, 4, 5), True), win_kind((0, 0, 0, 0, 0), False)
('straight', 'zeros')
>>> win_kind((1, 2, -1, 4, 5), True) is None
True
"""

from __future__ import annotations

from itertools import product
from typing import Protocol, Sequence

from .board import Geometry
from .cards import COLOUR_FOR, VALUE_FOR

STRAIGHT_BONUS = 30
FIVE_KIND_BONUS = 20

#: :func:`fast_checker`'s tables: winning rows, their possible ends, per-seat
#: value tables, per-seat row starts.
WinCheck = tuple[dict[tuple[int, ...], str], frozenset[tuple[int, int]],
                 tuple[tuple[int, ...], ...], tuple[int, int]]


class Rules(Protocol):
    """What scoring reads of the variants in play (:class:`pushgames.pushout.variants.Rules`,
    which builds on this module, so this one does not import it)."""

    @property
    def bw_scoring(self) -> bool: ...
    @property
    def zeros_wild(self) -> bool: ...
    @property
    def middle_scores(self) -> bool: ...
    @property
    def geometry(self) -> Geometry: ...

STRAIGHT, FIVE, ZEROS = "straight", "five", "zeros"
_UP = (1, 2, 3, 4, 5)
_DOWN = (5, 4, 3, 2, 1)
BONUS = {STRAIGHT: STRAIGHT_BONUS, FIVE: FIVE_KIND_BONUS, ZEROS: 0}


def _score_table(seat: int, bw: bool) -> tuple[int, ...]:
    values, colours = VALUE_FOR[seat], COLOUR_FOR[seat]
    return tuple(v if not bw or colours[code] in (seat, -1) else -1
                 for code, v in enumerate(values))


#: ``_SCORE[bw_scoring][seat][code]``: the value a cell scores for ``seat``, -1 if it does not.
_SCORE = tuple(tuple(_score_table(seat, bw) for seat in (0, 1)) for bw in (False, True))


def row_values(rules: Rules, board: Sequence[int], squares: Sequence[int],
               seat: int) -> tuple[int, ...]:
    """The values ``seat`` scores on ``squares``; -1 marks a card that does not score."""
    values = _SCORE[rules.bw_scoring][seat]
    return tuple(values[board[q]] for q in squares)


def win_kind(values: Sequence[int], zeros_wild: bool) -> str | None:
    """``straight``, ``five``, ``zeros`` (five zeros: no win, but ends a deal of
    One Hundred), or None."""
    values = tuple(values)
    if -1 in values:
        return None
    if not zeros_wild:
        if values == _UP or values == _DOWN:
            return STRAIGHT
        first = values[0]
        if values.count(first) == 5:
            return ZEROS if first == 0 else FIVE
        return None
    known = [v for v in values if v]
    if not known:
        return ZEROS
    if all(v in (0, i + 1) for i, v in enumerate(values)) or all(v in (0, 5 - i)
                                                                 for i, v in enumerate(values)):
        return STRAIGHT
    if all(v in (0, known[0]) for v in values):
        return FIVE
    return None


#: ``_WINS[zeros_wild]``: every winning row of values and what it is (a dict
#: lookup is far cheaper than testing each row).
_WINS = tuple({row: kind for row in product(range(6), repeat=5)
               if (kind := win_kind(row, wild)) is not None}
              for wild in (False, True))


def scoring_rows(rules: Rules, seat: int) -> tuple[tuple[int, ...], ...]:
    geo = rules.geometry
    if rules.middle_scores:
        return (geo.scoring_row[seat], geo.middle_row[seat])
    return (geo.scoring_row[seat],)


def total(rules: Rules, board: Sequence[int], seat: int) -> int:
    """The seat's score: its scoring row (and middle row, if it scores)."""
    return sum(max(v, 0) for squares in scoring_rows(rules, seat)
               for v in row_values(rules, board, squares, seat))


def best_win(rules: Rules, board: Sequence[int], seat: int) -> str | None:
    """The best automatic win (straight, five, zeros) among the seat's rows."""
    values = _SCORE[rules.bw_scoring][seat].__getitem__
    wins = _WINS[rules.zeros_wild]
    geo = rules.geometry
    start = geo.scoring_row[seat][0]
    found = wins.get(tuple(map(values, board[start:start + 5])))
    if found == STRAIGHT or not rules.middle_scores:
        return found
    start = geo.middle_row[seat][0]
    other = wins.get(tuple(map(values, board[start:start + 5])))
    if other == STRAIGHT or (other == FIVE and found != FIVE) or found is None:
        return other if other is not None else found
    return found


#: ``_WIN_ENDS[zeros_wild]``: the (first, last) values of every winning row, so
#: that most rows are ruled out after reading two cells.
_WIN_ENDS = tuple(frozenset((row[0], row[4]) for row in wins) for wins in _WINS)


def fast_checker(rules: Rules) -> WinCheck | None:
    """(winning rows, their possible ends, per-seat value tables, per-seat row
    starts) when each seat scores one row (the common case), for the check after
    every move; None when middle rows score too (use :func:`best_win`)."""
    if rules.middle_scores:
        return None
    geo = rules.geometry
    return (_WINS[rules.zeros_wild], _WIN_ENDS[rules.zeros_wild], _SCORE[rules.bw_scoring],
            (geo.scoring_row[0][0], geo.scoring_row[1][0]))
