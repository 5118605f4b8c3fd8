"""The game view's panels under the toolbar: the new-game form (the same
game, new options and players) and the share and embed panels (a link to
the position or the whole game, and the markup that embeds it).

At most one is open: opening one closes the others, and so do Escape, a
hand-off and a game newly shown (:meth:`Panels.close`). The game view owns
them (``GameView.panels``) and routes its buttons here; the new-game form's
submit comes from the shell's one ``submit`` listener."""

from __future__ import annotations

from typing import Any, Callable

from pushgames.core import OptionError
from pyscript import document, window

from . import newgame, share
from .dom import by_id, listen, nn
from .parts import PanelsHost, live_session

PANEL_IDS = ("new-game-form", "share-panel", "embed-panel")


class Panels:
    """The new-game form and the share and embed panels of the game on screen."""

    def __init__(self, app: PanelsHost,
                 seat_mark: Callable[[int], tuple[str, str] | None]) -> None:
        self.app = app
        #: The board's mark of a seat (its colours, shape and letter) for the form's seat rows.
        self.seat_mark = seat_mark

    def build(self) -> None:
        """Listen to the form once its markup is in the page (``GameView._build``)."""
        listen(by_id("new-game-form"), "input", self.app.guard(self._on_form_input))

    def close(self) -> None:
        for panel_id in PANEL_IDS:
            by_id(panel_id).hidden = True
        share.empty_boxes()

    def show_share(self, whole: bool) -> None:
        self.close()
        session = self.app.session
        assert session is not None
        share.share(session, whole=whole)

    def show_embed(self, whole: bool) -> None:
        self.close()
        session = self.app.session
        assert session is not None
        # The computer's seats go along (?players=): a person alone against it gets no hand-off.
        levels, _ = self.app.computer.seating()
        seats = session.game.seat_count(session.replay.state)
        players = ",".join(levels.get(s, "human") for s in range(seats)) if levels else ""
        share.embed(session, whole=whole, players=players)

    # -- the new-game form ----------------------------------------------------------
    def toggle_new_form(self) -> None:
        form = by_id("new-game-form")
        if not form.hidden:
            form.hidden = True
            return
        self.close()
        meta = live_session(self.app).game.meta
        marks = [self.seat_mark(seat) for seat in range(meta.max_seats)]
        newgame.build(form, meta, self.app.computer.seat_fields(meta, marks))
        self._show_seat_rows()
        form.hidden = False

    def _on_form_input(self, event: Any) -> None:
        if str(getattr(event.target, "name", "")) == "opt-seats":
            self._show_seat_rows()

    def _show_seat_rows(self) -> None:
        """One row of the form per player, with the options about that seat
        (a faction): as many as the "seats" option says."""
        form = by_id("new-game-form")
        field = nn(form.querySelector('[name="opt-seats"]'))
        try:
            count = int(str(field.value)) if field is not None else None
        except ValueError:
            count = None
        for row in form.querySelectorAll("[data-seat-row]"):
            row.hidden = count is not None and int(str(row.getAttribute("data-seat-row"))) >= count

    def on_submit(self, form: Any) -> None:
        if str(form.id) != "new-game-form" or self.app.session is None:
            return
        game = self.app.session.game
        try:
            options, seed = newgame.read(form, game.meta)
        except OptionError as error:
            self.app.messages.show(f"Cannot start that game: {error}", key="options")
            return
        self.app.messages.drop("options")
        form.hidden = True
        self.app.computer.read_form(form, game.meta)
        self.app.new_game(game, options, seed, named="")
        self._bring_board_into_view()

    def _bring_board_into_view(self) -> None:
        """After Start, show the new game from its top. The form made the page
        taller, and closing it leaves the view scrolled where the click was: on a
        phone (form under the board) with the board out of sight above, on a wide
        screen (form beside it) some 50 px down with the header and status cut
        off. When everything from the page's top to the board's foot fits the
        window, go to the page's top; when it does not, start the view at the
        status line, which says whose turn it is, with the board under it."""
        box = by_id("board-host").getBoundingClientRect()
        board_foot = float(box.bottom) + float(window.scrollY)  # in page coordinates
        if board_foot <= float(document.documentElement.clientHeight):
            window.scrollTo(0, 0)
        else:
            nn(document.querySelector(".status-row")).scrollIntoView(True)
