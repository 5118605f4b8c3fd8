"""Two-turn tactics: forced wins and forced losses within two turns.

Most Push Fight positions are won at once by the side to move, so the game's
tactics are short: a turn *wins in two* when every opponent turn after it
leaves us a win at once (the opponent cannot *parry*), and a turn *loses in
two* when the opponent has such a turn in reply. Both reduce to one question,
:func:`can_parry`: does the side to move have a turn that wins at once or
leaves no win at once? That question usually has a quick yes, so everything
here enumerates turns lazily and stops at the first answer.

``tick`` arguments: a callable invoked once per turn examined; a search passes
its budget check there (which raises to stop), the panel passes nothing.

>>> from .position import STANDARD_STRING
>>> p = Position.from_string(STANDARD_STRING)
>>> can_parry(p)
True
>>> p2 = Position.from_string(".O.Yo....oXx...O..xX....O.")  # every turn loses next turn
>>> can_parry(p2), has_immediate_win(p2)
(False, False)
"""

from __future__ import annotations

from typing import Callable

from .analysis import TurnBits, has_immediate_win, play_bits, turn_fields, turn_results, win_at_once
from .position import Position

__all__ = ["Tick", "TurnBits", "turn_results", "play_bits", "can_parry",
           "known_refutation", "remember",
           "refutation", "wins_in_two", "loses_in_two", "Undecided", "node_limit",
           "two_turn_mark", "WINS_NOW",
           "LOSES_NEXT", "WINS_IN_TWO", "LOSES_IN_TWO", "HOLDS", "UNDECIDED"]

Tick = Callable[[], object]


def _noop() -> None:
    return None


#: How many recent parrying turns :func:`can_parry` tries before enumerating.
KILLERS = 4


def can_parry(position: Position, tick: Tick = _noop,
              killers: list[TurnBits] | None = None) -> bool:
    """Whether the side to move has a turn that wins at once or leaves the
    opponent no win at once. ``False`` also when it has no turn at all (it
    loses). A position where this is ``False`` is lost in two for the side to
    move: whatever it does, the opponent wins next turn.

    ``killers``: recent parrying turns, tried first and updated (a parry of
    one position often parries its neighbours in a search)."""
    if killers:
        for turn in killers:
            tick()
            tried = play_bits(position, turn)
            if tried is not None and (tried[1] or not has_immediate_win(tried[0])):
                return True
    # The positions' fields, not Positions: most turns leave a win at once (see turn_fields).
    for (own_squares, own_rounds, their_squares, their_rounds, anchor, wins,
         turn) in turn_fields(position):
        tick()
        if wins or not win_at_once(own_squares, own_rounds, their_squares, their_rounds, anchor):
            if killers is not None:
                remember(killers, turn)
            return True
    return False


def known_refutation(after: Position, refuters: list[TurnBits], tick: Tick = _noop,
                     killers: list[TurnBits] | None = None) -> Position | None:
    """The reply of one of ``refuters`` (turns that refuted other candidates:
    the same fork often refutes many) if, from ``after``, it wins at once or
    leaves a position we cannot parry; else ``None``."""
    for turn in refuters:
        tick()
        tried = play_bits(after, turn)
        if tried is not None and (tried[1] or not has_immediate_win(tried[0])
                                  and not can_parry(tried[0], tick, killers)):
            return tried[0]
    return None


def remember(turns: list[TurnBits], turn: TurnBits, keep: int = KILLERS) -> None:
    """Put ``turn`` first in a most-recent-first list of at most ``keep`` turns."""
    if turn in turns:
        turns.remove(turn)
    turns.insert(0, turn)
    del turns[keep:]


def refutation(after: Position, tick: Tick = _noop, killers: list[TurnBits] | None = None,
               refuters: list[TurnBits] | None = None) -> Position | None:
    """A reply to ``after`` (the opponent to move) that wins at once or that
    we cannot parry: proof that the turn leading to ``after`` loses within two
    turns. ``None`` if there is no such reply (the turn does not lose in two).

    Known refuting turns (``refuters``, updated) are tried first. A reply
    that leaves us a win at once is dismissed by the cheap check (most
    replies are: it saves a quarter of the work); the others are searched
    for a parry, the most recent parries (``killers``) first."""
    killers = [] if killers is None else killers
    if refuters:
        known = known_refutation(after, refuters, tick, killers)
        if known is not None:
            return known
    for (own_squares, own_rounds, their_squares, their_rounds, anchor, wins,
         turn) in turn_fields(after):
        tick()
        if wins:
            if refuters is not None:
                remember(refuters, turn)
            return Position(own_squares, own_rounds, their_squares, their_rounds, anchor)
        if win_at_once(own_squares, own_rounds, their_squares, their_rounds, anchor):
            continue
        reply = Position(own_squares, own_rounds, their_squares, their_rounds, anchor)
        if not can_parry(reply, tick, killers):
            if refuters is not None:
                remember(refuters, turn)
            return reply
    return None


def wins_in_two(after: Position, tick: Tick = _noop) -> bool:
    """Whether the turn that led to ``after`` wins by force: every opponent
    turn from ``after`` leaves us a win at once (and none wins at once for it)."""
    return not can_parry(after, tick)


def loses_in_two(after: Position, tick: Tick = _noop) -> bool:
    """Whether the turn that led to ``after`` loses by force within two turns
    (the opponent wins at once, or has a turn we cannot parry)."""
    return refutation(after, tick) is not None


class Undecided(Exception):
    """Raised by a :func:`node_limit` tick once its nodes are spent."""


def node_limit(nodes: int) -> Tick:
    """A tick that raises :class:`Undecided` after ``nodes`` turns examined."""
    left = [nodes]

    def tick() -> None:
        left[0] -= 1
        if left[0] < 0:
            raise Undecided

    return tick


#: :func:`two_turn_mark` answers, as the analysis panel words them.
WINS_NOW, LOSES_NEXT, WINS_IN_TWO, LOSES_IN_TWO, HOLDS, UNDECIDED = (
    "wins now", "loses next turn", "wins in two", "loses in two", "holds two turns", "undecided")


def two_turn_mark(after: Position, wins: bool, nodes: int | None = None) -> str:
    """What two turns of search say about the turn that led to ``after``
    (``wins``: it pushed a piece off): one of :data:`WINS_NOW`, :data:`LOSES_NEXT`,
    :data:`WINS_IN_TWO`, :data:`LOSES_IN_TWO`, :data:`HOLDS` (none of these),
    or :data:`UNDECIDED` when ``nodes`` turns were not enough.

    >>> p = Position.from_string(".XOx.....xOo...X.o......YO")
    >>> marks = {two_turn_mark(a, w) for a, w, _ in turn_results(p)}
    >>> sorted(marks)
    ['holds two turns', 'loses in two', 'loses next turn', 'wins in two']
    """
    if wins:
        return WINS_NOW
    if has_immediate_win(after):
        return LOSES_NEXT
    tick = _noop if nodes is None else node_limit(nodes)
    try:
        if not can_parry(after, tick):
            return WINS_IN_TWO
        return LOSES_IN_TWO if refutation(after, tick) is not None else HOLDS
    except Undecided:
        return UNDECIDED
