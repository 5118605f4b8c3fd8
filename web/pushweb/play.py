"""The live game's commands: play a decision, take it back and redo it, hand
the device over, end the game by agreement or resignation, browse the moves,
turn the board. The application owns one :class:`Play` (``app.play``); the
board, the keys, the offers and the computer seats call it.
"""

from __future__ import annotations

from typing import Any, Callable

from pushgames.core import PushgamesError, RecordTooLongError, Replay, is_final_mark
from pushgames.core.record import MAX_DECISIONS, MAX_TEXT

from .parts import PlayHost
from .session import Session
from .ui import announce


class Play:
    """The commands that change the live game (or which of its positions is shown)."""

    def __init__(self, app: PlayHost) -> None:
        self.app = app

    def submit(self, action: Any, by_computer: bool = False) -> None:
        """Play ``action`` for the seat to move; ``by_computer`` only from pushweb.computer."""
        session = self.app.session
        if session is None or session.view_ply is not None:
            return
        facts = self.app.live.facts(session)
        seat = facts.to_move
        if not by_computer and facts.seating.hand_to is not None:
            return  # a click that raced the hand-off screen: nobody may act under it
        if not by_computer and seat >= 0 and self.app.computer.is_computer(seat):
            # A click that raced the board going still (or a stale chooser) must
            # not decide for the computer and drop its search.
            self.app.redraw(False)
            return
        ply = session.replay.ply
        try:
            before = facts.state
            # the legal actions already known, not computed again
            text = self.app.live.play(session, action)
        except RecordTooLongError:
            # The most decisions (with chance's entries) a record may hold: refused like a
            # record past MAX_TEXT. In a game with chance the decision may already stand
            # with the chance after it refused: it goes too, or a save would stop where
            # chance must act (a record no page opens).
            self._refuse_too_long(session, ply, f"at most {MAX_DECISIONS:,} moves")
            return
        except PushgamesError as error:
            self.app.messages.show(f"That move is not possible: {error}", key="illegal")
            self.app.redraw(False)
            return
        if self._too_long(session):
            return
        self.app.messages.drop("illegal")
        if session.redo and session.redo[-1] == text:
            session.redo.pop()
        else:
            session.redo.clear()
        self.after_change(animate=True)
        # Said as the page's viewer now may read it (the public words under a hand-off).
        said = session.game.notation_for(before, action, self.app.game_view.seating.viewer)
        announce(f"{said}. " + self.app.game_view.status_text())

    def _too_long(self, session: Session) -> bool:
        """After a decision: if the game's record no longer fits what a save or
        a link may hold (it could never be opened again), take the decision
        back at once, say so, and return True. Nothing too long is ever written."""
        if len(session.record_text()) <= MAX_TEXT:
            return False
        self._refuse_too_long(session, session.replay.ply - 1, f"{MAX_TEXT:,} characters")
        return True

    def _refuse_too_long(self, session: Session, ply: int, limit: str) -> None:
        """Take the live game back to decision ``ply`` (where it stood before the
        refused decision) and say why, with what the players can do instead."""
        if session.replay.ply > ply:
            session.replay = session.replay.truncated(ply)
        session.redo.clear()
        self.app.messages.show(
            f"That move cannot be made: this game has grown as long as a saved game "
            f"or a link may be ({limit}), so it could not be opened again. Agree a "
            "draw, or start a new game.", key="illegal")
        self.app.redraw(False)

    def after_change(self, animate: bool) -> None:
        session = self.app.session
        assert session is not None
        session.view_ply = None
        self.app.autosave()
        self.app.set_hash(session.fragment())
        self.app.redraw(animate)

    def undo(self) -> None:
        """Take back the last decision (and, against the computer, its replies
        back to a person's decision), unless a barrier stands in the way: see
        :meth:`undo_target`."""
        session = self.app.session
        if session is None:
            return
        replay = session.replay
        target, barrier = self.undo_target()
        if barrier is not None:
            self.app.messages.show(f"Cannot undo: {barrier}.", kind="info", key="illegal")
            self.app.redraw(False)
            return
        ending = replay.take_back_ending()  # a draw agreed or a resignation: the game goes on
        if ending is not None:
            session.redo.append(ending)
            self.after_change(animate=False)
            return
        if target is None:  # no decision yet (the button is disabled: the key says why)
            self.app.messages.show("Nothing to undo: no move has been played yet.", kind="info",
                                   key="illegal")
            return
        notations = replay.notations()
        session.redo.extend(reversed(notations[target:]))
        session.replay = replay.truncated(target)
        if self.app.game_view.seating.hand_to is not None:
            # Taken back from the hand-off screen: the device goes back to the
            # person whose decision it was, through a hand-off of their own,
            # never straight to their hand in front of the next person.
            session.revealed = None
            mover = session.game.to_move(session.replay.state)
            session.redo_seat = mover if mover >= 0 else None
            name = session.game.meta.seat_names[mover] if mover >= 0 else ""
            self.app.messages.show(f"{name}'s last move was taken back.", kind="info",
                                   key="illegal")
            # the move's own words leave the live region
            announce(f"{name}'s last move was taken back.")
        else:
            session.redo_seat = session.revealed
        self.after_change(animate=False)

    def undo_target(self) -> tuple[int | None, str | None]:
        """(how many decisions an undo keeps, or None; why it may not, or None):
        :func:`pushweb.live.undo_target`, known once per change."""
        if self.app.session is None:
            return None, None
        facts = self.app.live.facts(self.app.session)
        return facts.undo_to, facts.undo_barrier

    def redo(self) -> None:
        session = self.app.session
        if session is None or not session.redo:
            return
        try:
            self._redo_one(session)
            # The computer's undone replies come back as they were played: it
            # does not think again (and perhaps play something else).
            while (
                session.redo
                and self.app.computer.is_computer(session.game.to_move(session.replay.state))
                and not is_final_mark(session.redo[-1])
            ):
                self._redo_one(session)
        except PushgamesError as error:
            session.redo.clear()
            self.app.messages.show(f"Cannot redo: {error}", key="illegal")
        self.after_change(animate=True)

    @staticmethod
    def _redo_one(session: Session) -> None:
        text = session.redo.pop()
        if is_final_mark(text):
            session.replay.end(text)
        else:
            session.replay.push_notation(text)

    def reveal(self, seat: int) -> None:
        """The person at ``seat`` took the device (the hand-off screen's
        button): draw their view from now on."""
        session = self.app.session
        if session is None or self.app.game_view.seating.hand_to != seat:
            return  # a stale tap: the position changed under the screen
        session.revealed = seat
        if seat != session.redo_seat:
            session.redo.clear()  # redo never replays another person's decisions into this view
        self.app.redraw(False)
        self.app.game_view.focus_board()

    def agree_draw(self) -> None:
        """End the game as a draw agreed (asked and answered by pushweb.offers)."""
        self._end(lambda replay: replay.agree_draw())

    def resign(self, seat: int) -> None:
        """``seat`` resigns (confirmed by pushweb.offers): the other seat wins."""
        self._end(lambda replay: replay.resign(seat))

    def _end(self, how: Callable[[Replay[Any, Any]], None]) -> None:
        session = self.app.session
        if session is None or session.replay.outcome is not None:
            return
        try:
            how(session.replay)
        except PushgamesError as error:
            self.app.messages.show(f"The game cannot end so: {error}", key="illegal")
            return
        session.redo.clear()
        self.after_change(animate=False)
        announce(self.app.game_view.status_text())

    def goto_ply(self, ply: int | None) -> None:
        """Look at the position after ``ply`` decisions (None: the live one)."""
        session = self.app.session
        if session is None:
            return
        total = len(session.replay.actions)
        if ply is not None and not 0 <= ply < total:
            ply = None
        session.view_ply = ply
        self.app.redraw(ply is not None)

    def step(self, delta: int) -> None:
        session = self.app.session
        if session is None:
            return
        total = len(session.replay.actions)
        current = total if session.view_ply is None else session.view_ply
        target = max(0, min(total, current + delta))
        self.goto_ply(None if target == total else target)

    def flip(self) -> None:
        if self.app.session is not None:
            self.app.session.flipped = not self.app.session.flipped
            self.app.redraw(False)
