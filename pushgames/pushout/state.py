"""The Pushout state: an immutable value made of tuples of small ints.

It is a named tuple rather than a frozen dataclass because a random playout
builds one per decision: a tuple is built in one step, where a frozen
dataclass sets its nineteen fields one by one (about ten times slower).

Nothing nobody has seen is decided (rules version 2). The cards no seat has
seen are the ``unseen`` pool; in their places the state holds placeholders:
``HIDDEN`` for a face-down card on the board (or a face-down card that fell
off), ``UNKNOWN`` for each card of the draw pile. When a card is first seen
(dealt or drawn face up, turned up, discarded or banked) its place gets a
placeholder and is listed in ``shows``: chance then says, place by place,
which card it is, from the pool (see :mod:`.reveal`).

A state whose ``unseen`` is ``None`` has every card decided: a game of rules
version 1 (the whole deck shuffled from the seed at each deal), a position set
up by hand, or a search's sample (``determinize``). It plays as version 1 did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..core import Outcome, Rng
from .variants import Rules

#: Phases: chance shuffles and deals the whole deck (version 1, and the next
#: deal of a decided state), a seat chooses a move, a seat places a fallen card,
#: over; then chance says which cards are seen: those dealt face up (then the
#: first turn), those a move showed (then the turn goes on), those a move showed
#: as it found the pile empty (then the deal ends).
DEAL, MAIN, PLACE, OVER, DEALING, SHOW, SHOW_DRY = range(7)
#: The phases in which chance says which card is seen.
SHOWING = (DEALING, SHOW, SHOW_DRY)
#: Places in ``shows`` other than a board square: the top of the discard pile,
#: the newest card of a seat's bank (``BANK_TOP - seat``).
DISCARD_TOP = -1
BANK_TOP = -2


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
    ``last_deal`` are One Hundred's match record. ``unseen`` holds the ids of
    the cards nobody has seen, in order (``None``: every card is decided), and
    ``shows`` the places of cards being seen whose face chance has yet to say,
    the next first (a square, ``DISCARD_TOP`` or ``BANK_TOP - seat``).
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
    unseen: tuple[int, ...] | None = None
    shows: tuple[int, ...] = ()
    #: Double Pushout (rules version 3): between the two moves of a turn, the
    #: square of the card the first move used (where it lies now), which the
    #: second move may not use ("move two cards"); -1 otherwise.
    used: int = -1


def new_state(fields: tuple) -> PushoutState:  # type: ignore[type-arg]
    """``PushoutState(*fields)`` without the keyword-handling constructor: the
    playout hot path builds one state per decision."""
    return _tuple_new(PushoutState, fields)


_tuple_new = tuple.__new__
