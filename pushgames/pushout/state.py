"""The Pushout state: an immutable value made of tuples of small ints.

It is a named tuple rather than a frozen dataclass because a random playout
builds one per decision: a tuple is built in one step, where a frozen
dataclass sets its sixteen fields one by one (about ten times slower).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..core import Outcome, Rng
from .variants import Rules

#: Phases: chance deals, a seat chooses a move, a seat places a fallen card, over.
DEAL, MAIN, PLACE, OVER = range(4)


@dataclass(frozen=True, slots=True)
class DealResult:
    """How a deal of One Hundred ended and the points each seat took from it."""

    deal: int
    reason: str
    points: tuple[int, int]


class PushoutState(NamedTuple):
    """A Pushout position.

    ``board`` holds cell codes (see :mod:`.cards`), ``pile`` the draw pile with
    its top card last, ``discard`` the face-up discard pile (newest last),
    ``banks`` each seat's banked cards (Swiss Cheese). ``turn`` is the seat
    whose turn it is, ``moves_left`` its moves still to make this turn
    (including the current one), ``turns_done`` the turns each seat has
    completed in this deal. In the ``PLACE`` phase ``pending`` is the code of
    the card that fell off and ``pending_hole`` the square the mover left; the
    seat whose half that row is in decides. ``deal``, ``tally`` and
    ``last_deal`` are One Hundred's match record.
    """

    board: tuple[int, ...]
    pile: tuple[int, ...]
    discard: tuple[int, ...]
    banks: tuple[tuple[int, ...], tuple[int, ...]]
    turn: int
    phase: int
    moves_left: int
    turns_done: tuple[int, int]
    pending: int
    pending_hole: int
    deal: int
    tally: tuple[int, int]
    last_deal: DealResult | None
    result: Outcome | None
    rules: Rules
    rng: Rng


def new_state(fields: tuple) -> PushoutState:  # type: ignore[type-arg]
    """``PushoutState(*fields)`` without the keyword-handling constructor: the
    playout hot path builds one state per decision."""
    return _tuple_new(PushoutState, fields)


_tuple_new = tuple.__new__
