"""The one owner of the live position's derived facts.

Every part of the page (the board, the status line, the strips, the move
list, the controls, the offers, play by link) asks the same questions of the
game on screen: whose decision it is, who looks at the device, which actions
are legal, whether a person may act now, how far an undo goes. They are
answered here, once per change of the position (a decision, an undo, a
hand-off, a change of who plays), and every part reads the answers
(:class:`LiveFacts`) instead of asking the engine again. Pure Python (no DOM),
so it is tested in CPython (tests/shell/test_live.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Protocol

from pushgames.core import Outcome, Replay
from pushgames.core.perspective import undo_barrier

from .handoff import Seating, seat_to_show


class Session(Protocol):
    """The game on screen as far as its live facts need it (:class:`pushweb.session.Session`)."""

    replay: Replay[Any, Any]
    #: The seat whose person took the device last (pushweb.handoff), or None.
    revealed: int | None

    @property
    def game(self) -> Any: ...


class SeatKinds(Protocol):
    """Who plays each seat, as far as the live facts need it
    (:class:`pushweb.computer.Computer`)."""

    def human_seats(self) -> list[int]: ...
    def is_computer(self, seat: int) -> bool: ...


@dataclass(frozen=True)
class LiveFacts:
    """What the live position is and what may be done in it."""

    state: Any
    #: ``game.to_move(state)`` (a seat, or CHANCE / TERMINAL).
    to_move: int
    #: The result once the game is over (also a resignation or an agreed draw).
    outcome: Outcome | None
    #: The seat that must decide, or None (the game is over, or chance acts).
    deciding: int | None
    #: Whose view is drawn and whom the device must go to first (pushweb.handoff).
    seating: Seating
    #: Whether a person at this device may decide now (not a computer seat, not
    #: under the hand-off screen, and by link only this device's seat).
    takes_input: bool
    #: The deciding seat's legal actions when a person may decide, else empty.
    legal: tuple[Any, ...]
    #: How many decisions an undo keeps (None: nothing to undo), and why it may
    #: not (None: it may); see :func:`undo_target`.
    undo_to: int | None
    undo_barrier: str | None


def undo_target(replay: Replay[Any, Any], seats: SeatKinds, revealed: int | None,
                may_play: Callable[[int], bool] = lambda seat: True,
                ) -> tuple[int | None, str | None]:
    """(how many decisions an undo keeps, or None: nothing to undo; why it
    may not, or None).

    Undo takes back the last decision; against the computer also the
    computer's decisions before it, back to a position where a person is to
    decide. In a game with hidden information it never crosses a chance
    outcome or a reveal (pushgames.core.perspective.undo_barrier); with
    private information and several people at the device, a person takes back
    only their own decisions: once the device has been handed to the next
    person, the last one's move stands. By link (``may_play``: the seats this
    device decides for) a device takes back only its own moves, never the
    opponent's that came in the link, nor the opponent's resignation."""
    if replay.ending is not None:
        # Undo takes back the ending first (pushweb.play). By link only the device of the
        # seat that resigned may (a draw is never agreed by link: pushweb.offers).
        resigned = replay.resigned
        if resigned is not None and not may_play(resigned):
            return None, "your opponent resigned, and only they can take it back"
        return len(replay.actions), None
    if not replay.actions:
        return None, None
    game = replay.game
    target = len(replay.actions)
    humans = seats.human_seats()
    while target > 0:
        seat, _ = replay.turn_mark(target - 1)
        computer_move = seats.is_computer(seat)
        if seat >= 0 and not computer_move and not may_play(seat):
            return None, ("the last move is your opponent's: by link you take back only "
                          "your own")
        if game.meta.has_private_information and not computer_move and len(
            humans) > 1 and seat != revealed:
            return None, "the move was made before the device was handed over"
        barrier = undo_barrier(replay, target - 1)
        if barrier is not None:
            return None, barrier
        target -= 1
        mover = game.to_move(replay.state_at(target))
        if not (seats.is_computer(mover) and humans):
            break
    return target, None


class LivePosition:
    """Keeps the :class:`LiveFacts` of the session on screen, computed again
    only when the position or who plays it changed."""

    def __init__(self, seats: SeatKinds, may_play: Callable[[int], bool]) -> None:
        self.seats = seats
        #: Play by link: whether this device may decide for ``seat`` (pushweb.bylink).
        self.may_play = may_play
        self._key: tuple[Any, ...] | None = None
        self._facts: LiveFacts | None = None
        #: The session and line the facts are of, held so that their ids in the key stay theirs.
        self._of: tuple[Session, Replay[Any, Any]] | None = None

    def _key_of(self, session: Session) -> tuple[Any, ...]:
        replay = session.replay
        deciding = replay.game.to_move(replay.state)
        humans = tuple(self.seats.human_seats())
        # Whether this device played the last decision: by link, whether it may take it back.
        last = replay.turn_mark(len(replay.actions) - 1)[0] if replay.actions else -1
        resigned = replay.resigned
        return (id(session), id(replay), len(replay.actions), replay.ending,
                session.revealed, humans,
                deciding >= 0 and self.may_play(deciding), last >= 0 and self.may_play(last),
                resigned is not None and self.may_play(resigned))

    def facts(self, session: Session) -> LiveFacts:
        """The live facts of ``session``: the ones already known while nothing changed."""
        key = self._key_of(session)
        if self._facts is None or key != self._key:
            self._facts, self._key = self._compute(session), key
            self._of = (session, session.replay)
        return self._facts

    def _compute(self, session: Session) -> LiveFacts:
        replay, game = session.replay, session.game
        state = replay.state
        to_move = game.to_move(state)
        outcome = replay.outcome
        deciding = to_move if to_move >= 0 and outcome is None else None
        seating = seat_to_show(game.meta.has_private_information,
                               self.seats.human_seats(), deciding,
                               session.revealed)
        takes_input = (deciding is not None and not self.seats.is_computer(deciding)
                       and seating.hand_to is None
                       and self.may_play(deciding))
        legal = tuple(game.legal_actions(state)) if takes_input else ()
        undo_to, barrier = undo_target(replay, self.seats, session.revealed, self.may_play)
        return LiveFacts(state, to_move, outcome, deciding, seating, takes_input, legal,
                         undo_to, barrier)

    def play(self, session: Session, action: Any) -> str:
        """Play ``action`` in the live position and return its notation. One of
        the legal actions already known is played unchecked (the legal actions
        are never computed again for it); anything else goes through the
        engine's check, which says why it is not legal (``PushgamesError``,
        nothing played)."""
        facts = self.facts(session)
        replay = session.replay
        ply = len(replay.actions)
        replay.push(action, checked=action not in facts.legal)
        return replay.notation_at(ply)
