"""Resign and Offer draw: who may, the one-click confirm, the computer's answer.

**Resign** (two-seat games only: with more seats a resignation would have to
make the others joint winners, see :mod:`pushgames.core.record`) resigns for
the seat of the person at the device (:func:`device_seat`): against the
computer the human's seat, in play by link this device's seat, and between
people at one device the seat to move. One more click confirms it in the
toolbar itself ("Resign as Black? Yes / No"), never a browser dialog.

**Offer draw** asks the other side:

- a computer seat answers from its static evaluation
  (:func:`pushgames.ai.draws.accepts_draw`) once the person confirmed the offer
  ("Offer a draw to Brown (computer)? Yes / No", as Resign is confirmed: one
  stray click never ends a game); it accepts when it is not better. Its answer
  is written in the toolbar where the question was (``#offer-answer``), where
  the eye is, as well as under the board;
  A declined offer changes nothing in the game and is no decision; the people
  may offer again once they have played :data:`TURNS_BETWEEN_OFFERS` more turns
  (lichess, too, makes an offer wait a few moves after one was declined);
- people at the same device answer in the toolbar: "Agree a draw? Yes / No";
- in play by link there is no button: an offer would have to travel in a
  link and be answered in another, and the record keeps only results.

The question stays up until it is answered, Escape is pressed, or the
position changes under it (a computer's move): then it is dropped unasked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from pushgames.ai.draws import accepts_draw

from .dom import by_id, nn
from .ui import announce

if TYPE_CHECKING:
    from .actions import Handler
    from .parts import GameHost
    from .session import Session

#: After a computer declined, the people play this many turns before offering again.
TURNS_BETWEEN_OFFERS = 3


@dataclass
class Question:
    """The toolbar's open question: what Yes does, and the position it was asked in."""

    kind: Literal["resign", "draw"]
    seat: int | None  # who resigns
    key: tuple[Any, ...]


@dataclass
class Declined:
    """The last offer a computer declined: in which game, after how many decisions."""

    session: "Session"
    ply: int


class Offers:
    """The toolbar's Resign and Offer draw buttons for the game on screen."""

    def __init__(self, app: "GameHost") -> None:
        self.app = app
        self.question: Question | None = None
        self.declined: Declined | None = None
        #: The position a computer's answer to an offer speaks of: a change drops the notice.
        self.notice_key: tuple[Any, ...] | None = None
        #: The button that opened the question: focus goes back to it once answered.
        self.opener: str | None = None

    # -- who may -----------------------------------------------------------------
    def _key(self) -> tuple[Any, ...]:
        session = self.app.session
        return () if session is None else (id(session), session.replay.ply, session.replay.ending)

    def device_seat(self) -> int | None:
        """The seat of the person at the device, or None when that is not one
        seat (nobody: a demo game; several people and a computer to move)."""
        session = self.app.session
        if session is None:
            return None
        by_link = self.app.bylink.device_seat()
        if by_link is not None:
            return by_link
        humans = self.app.computer.human_seats()
        if len(humans) == 1:
            return humans[0]
        seat = session.game.to_move(session.replay.state)
        return seat if seat in humans else None

    def resigning_seat(self) -> int | None:
        """Who the Resign button resigns for now (None: it is disabled)."""
        session = self.app.session
        if session is None or session.replay.outcome is not None or not two_seats(self.app):
            return None
        return self.device_seat()

    def turns_to_wait(self) -> int:
        """How many more turns the people play before they may offer a draw again."""
        declined, session = self.declined, self.app.session
        if declined is None or session is None or declined.session is not session:
            return 0
        replay = session.replay
        if replay.ply < declined.ply:
            return 0  # taken back to before the offer
        humans = set(self.app.computer.human_seats())
        played = 0
        for ply in range(declined.ply, replay.ply):
            seat, continues = replay.turn_mark(ply)
            played += seat in humans and not continues
        return max(0, TURNS_BETWEEN_OFFERS - played)

    # -- the buttons ---------------------------------------------------------------
    def update(self) -> None:
        """After each render: the buttons' state, and the question dropped if
        the position changed under it."""
        session = self.app.session
        if self.question is not None and self.question.key != self._key():
            self.close()
        if self.notice_key is not None and self.notice_key != self._key():
            self.app.messages.drop("draw-offer")
            self._show_answer("")
            self.notice_key = None
        running = session is not None and session.replay.outcome is None
        people = bool(self.app.computer.human_seats())
        draw, resign = by_id("offer-draw-button"), by_id("resign-button")
        draw.hidden = not people or self.app.bylink.device_seat() is not None
        wait = self.turns_to_wait() if running else 0
        draw.disabled = not running or wait > 0
        draw.title = (f"The offer was declined: you may offer a draw again after {wait} more "
                      f"turn{'s' * (wait != 1)} of yours" if wait else "Offer a draw")
        resign.hidden = not people or not two_seats(self.app)
        seat = self.resigning_seat()
        resign.disabled = seat is None
        resign.title = ("Resign the game" if seat is not None or not running
                        else "Resign on your own turn (the person to move resigns)")
        if self.question is not None:
            draw.hidden = resign.hidden = True

    def ask_resign(self) -> None:
        seat = self.resigning_seat()
        if seat is None:
            return
        session = self.app.session
        assert session is not None
        name = self.app.computer.name(seat, session.game.meta.seat_names[seat])
        self._ask(Question("resign", seat, self._key()), f"Resign as {name}?", "resign-button")

    def offer_draw(self) -> None:
        """A person offers a draw: the computers answer, or the people confirm."""
        session = self.app.session
        if session is None or session.replay.outcome is not None or self.turns_to_wait():
            return
        computers = self._computer_seats()
        if computers and len(self.app.computer.human_seats()) == 1:
            question = f"Offer a draw to {self._computer_names(computers).rstrip(',')}?"
        else:
            question = "Agree a draw?"
        self._ask(Question("draw", None, self._key()), question, "offer-draw-button")

    def _computer_seats(self) -> list[int]:
        session = self.app.session
        if session is None:
            return []
        return [s for s in range(session.game.seat_count(session.replay.state))
                if self.app.computer.is_computer(s)]

    def _computers_answer(self, computers: list[int]) -> None:
        session = self.app.session
        assert session is not None
        game, state = session.game, session.replay.state
        refusing = [s for s in computers if not accepts_draw(game, state, s)]
        if refusing:
            self.declined = Declined(session, session.replay.ply)
            text = f"{self._computer_names(refusing)} decline{'s' * (len(refusing) == 1)} the draw."
            self.app.messages.show(text, kind="info", key="draw-offer")
            self._show_answer(text)
            self.notice_key = self._key()
            announce(text)
            self.update()
            return
        text = f"{self._computer_names(computers)} accept{'s' * (len(computers) == 1)} the draw."
        self.app.messages.show(text, kind="info", key="draw-offer")
        self._show_answer(text)
        self.app.play.agree_draw()
        self.notice_key = self._key()  # it holds the draw now: Undo or a new game drops the notice

    def _show_answer(self, text: str) -> None:
        """The computer's answer in the toolbar, where the person just clicked."""
        answer = by_id("offer-answer")
        answer.textContent = text
        answer.hidden = not text

    def _computer_names(self, seats: list[int]) -> str:
        session = self.app.session
        assert session is not None, "offers are answered while a game is on screen"
        names = session.game.meta.seat_names
        return " and ".join(computer_name(self.app.computer.name(s, names[s])) for s in seats)

    def actions(self) -> dict[str, "Handler"]:
        """The toolbar's Offer draw and Resign and their Yes and No (pushweb.actions)."""
        def live(fn: "Handler") -> "Handler":
            return lambda click: None if self.app.session is None else fn(click)

        return {"draw": live(lambda click: self.offer_draw()),
                "resign": live(lambda click: self.ask_resign()),
                "offer-yes": live(lambda click: self.answer(True)),
                "offer-no": live(lambda click: self.answer(False))}

    # -- the question ----------------------------------------------------------------
    def _ask(self, question: Question, text: str, opener: str) -> None:
        self.question = question
        self.opener = opener
        self._show_answer("")  # an older answer is not the answer to this question
        by_id("offer-question").textContent = text
        box = by_id("offer-confirm")
        box.hidden = False
        self.update()
        nn(box.querySelector('[data-action="offer-no"]')).focus()  # a stray Enter does not resign

    def answer(self, yes: bool) -> None:
        question = self._drop_question()
        if yes and question is not None and question.key == self._key():
            if question.kind == "resign" and question.seat is not None:
                self.app.play.resign(question.seat)
            elif question.kind == "draw":
                computers = self._computer_seats()
                if computers:  # the people agree: now the computers answer
                    self._computers_answer(computers)
                else:
                    self.app.play.agree_draw()
        self.update()
        self._restore_focus()  # after the answer: the game may be over, focus goes to the result

    def close(self) -> None:
        """Drop the question unanswered (Escape, or the position changed under it)."""
        if self._drop_question() is None:
            return
        self.update()
        self._restore_focus()

    def _drop_question(self) -> Question | None:
        question, self.question = self.question, None
        box = nn(by_id("offer-confirm"))
        if box is not None:
            box.hidden = True
        return question

    def _restore_focus(self) -> None:
        """Keyboard focus goes back to the button that asked (or, once the game
        is over, to the result's first button) instead of falling to the page."""
        opener, self.opener = self.opener, None
        button = nn(by_id(opener)) if opener else None
        if button is None or button.hidden or button.disabled:
            button = nn(by_id("app").querySelector('[data-testid="result-rematch"]'))
        if button is not None:
            button.focus()


def two_seats(app: "GameHost") -> bool:
    session = app.session
    return session is not None and session.game.seat_count(session.replay.state) == 2


def computer_name(name: str) -> str:
    """"Brown (computer)", "Black (B), the computer" (a name that ends in brackets already)."""
    return f"{name}, the computer," if name.endswith(")") else f"{name} (computer)"
