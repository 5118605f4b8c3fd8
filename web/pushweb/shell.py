"""The application: a small composition of the page's parts.

Routing by the address and the sessions it opens are :mod:`pushweb.router`;
the live position's facts :mod:`pushweb.live`; the commands that change the
live game (play, undo, redo, hand over, browse, end) :mod:`pushweb.play`; the
buttons are dispatched through one table (:mod:`pushweb.actions`) that each
part registers into. ``?embed=1`` shows only the board with minimal controls. The address holds
the live game's record, so it is a shareable link, except in a game whose
seats see different things (hands): there it names the save, since the
record holds every hand (``Session.fragment``).

The fragment, localStorage and other tabs are untrusted input: routing and
start-up catch every error, show it as a message and carry on (home, or the
game on screen). Saves and other tabs are handled by :mod:`pushweb.saves`.

The App owns the parts (game view, computer seats, saves, home page) and
hands each only the narrow interface it uses (:mod:`pushweb.parts`). Who
looks at the device, and when it is handed over between people, is
:mod:`pushweb.handoff`; undo stops where :func:`pushweb.live.undo_target` says.
"""

from __future__ import annotations

import traceback
from typing import Any

from pyscript import document, window

from .bylink import ByLink
from .prefs import Prefs
from .dom import by_id, closest_data, listen, nn, proxy
from .computer import Computer
from .actions import Actions, Click, Handler
from .gameview import GameView
from .router import Router
from .live import LivePosition
from .play import Play
from .home import HomeButtons, render_home, render_saves
from .keys import framed, on_keydown
from .saves import Saves
from .session import Session
from .ui import Messages, Overlay



class App:
    def __init__(self) -> None:
        self.embed = str(window.URLSearchParams.new(window.location.search).get("embed")
                         or "") == "1" or framed()
        self.messages = Messages()
        self.overlay = Overlay()
        self.session: Session | None = None
        self.storage_ok = not self.embed
        self.game_view = GameView(self)
        self.computer = Computer(self)  # computer seats (pushweb.computer)
        # The live position's facts, once per change (pushweb.live); by link only this device's seat
        # plays.
        self.bylink = ByLink(self)  # play by link (pushweb.bylink)
        self.prefs = Prefs()  # the sound and coordinates switches (pushweb.prefs)
        self.live = LivePosition(self.computer, self.bylink.may_play)
        self.play = Play(self)  # the live game's commands (pushweb.play)
        self.home = by_id("home-view")
        self.saves = Saves(self)
        self.router = Router(self)  # the address and the sessions it opens (pushweb.router)
        self.actions = Actions()  # data-action -> the part that answers it (pushweb.actions)
        self.home_buttons = HomeButtons(self)  # which game, who plays it, which save (pushweb.home)
        for part in (self._actions(), self.home_buttons.actions(), self.saves.actions(),
                     self.game_view.actions(), self.game_view.offers.actions()):
            self.actions.register(part)
        self._home_stale = False
        self._stale_proxy = proxy(self.guard(self._redraw_stale))

    # -- start --------------------------------------------------------------
    def start(self) -> None:
        if self.embed:
            document.documentElement.classList.add("embed")
        listen(document, "click", self.guard(self.on_click))
        # After every other click handler (the board's own on its root, the actions above).
        listen(document, "click", self.guard(self.game_view.after_keyboard_click))
        listen(document, "change", self.guard(self.on_change))
        listen(document, "submit", self.guard(self.on_submit))
        listen(document, "keydown", self.guard(self.on_keydown))
        listen(window, "hashchange", self.guard(lambda e: self.router.route()))
        listen(window, "storage", self.guard(self.saves.on_storage))
        listen(document, "focusout", self.guard(self.on_focusout))
        if self.storage_ok:
            self.guard(self.saves.scan)()  # report unreadable entries once, by key, at start
        self.router.route()
        self.guard(self.computer.start)()

    def guard(self, fn: Any) -> Any:
        """Wrap an event handler: an unexpected error becomes a visible message."""

        def handler(*args: Any) -> Any:
            try:
                return fn(*args)
            except Exception as error:  # noqa: BLE001 - shown to the user, logged for us
                window.console.error(traceback.format_exc())
                self.messages.show(f"Something went wrong: {error}", key="internal")
            return None

        return handler

    def set_hash(self, frag: str) -> None:
        self.router.set_hash(frag)

    def new_game(self, game: Any, options: dict[str, Any], seed: int | None, named: str) -> None:
        self.router.new_game(game, options, seed, named)

    def autosave(self) -> None:
        self.saves.autosave()

    def storage_full(self) -> None:
        self.messages.show(
            "Storage is full: this game is not being saved. Delete old saved games to make room.",
            key="quota")

    def storage_problem(self, detail: str) -> None:
        # Pyodide words a thrown DOMException as a paragraph about JavaScript values: the
        # person reads why in plain words, the console keeps the detail.
        window.console.warn(f"storage: {detail}")
        why = ("the browser refuses to store data for this site" if "SecurityError" in detail
               else detail if len(detail) <= 80 and "[object" not in detail
               else "the browser refused")
        self.messages.show(
            f"Saved games are not available in this browser ({why}): this game is not being "
            "saved.", key="quota")

    # -- playing ------------------------------------------------------------------
    def redraw(self, animate: bool = False) -> None:
        """Draw the game on screen again, then (never from inside drawing) let a
        computer seat to move think, or stop one that no longer must."""
        if self.game_view.render(animate=animate):
            self._after_drawn()

    def _after_drawn(self) -> None:
        """What follows a change once it is drawn: a sound, and a computer seat to
        move starts thinking (or one that no longer must stops)."""
        self.prefs.after_render(self.session, self.game_view.board)
        self.computer.on_render()  # pushweb.computer

    # -- views ------------------------------------------------------------------
    def show_home(self) -> None:
        self.game_view.hide()
        document.title = "pushgames"
        render_home(self)
        self.home.hidden = False

    def show_game(self, fresh: bool = False) -> None:
        self.home.hidden = True
        self.game_view.show(fresh)
        self._after_drawn()

    def refresh_saves(self) -> None:
        for box in document.querySelectorAll("[data-saves-list]"):
            render_saves(self, box)

    def _editing_in(self, root: Any) -> bool:
        active = nn(document.activeElement)
        return active is not None and str(
            getattr(active, "tagName", "")).lower() == "input" and root.contains(active)

    def refresh_lists(self) -> None:
        """Saves changed (another tab): redraw home or the saves panel, but not under the player's
        typing."""
        if not self.home.hidden:
            if self._editing_in(self.home):
                self._home_stale = True
            else:
                self._home_stale = False
                render_home(self)
        elif not self._editing_in(self.game_view.root):
            self.refresh_saves()

    def on_focusout(self, event: Any) -> None:
        if self._home_stale and not self.home.hidden:
            window.setTimeout(self._stale_proxy, 0)  # after the rename's change event

    def _redraw_stale(self) -> None:
        if self._home_stale and not self.home.hidden and not self._editing_in(self.home):
            self._home_stale = False
            render_home(self)

    def after_sync(self) -> None:
        """The live game or its save changed through another tab: show it."""
        session = self.session
        if session is not None and not self.game_view.root.hidden:
            self.set_hash(session.fragment())
            self.redraw(False)
        self.refresh_lists()

    # -- events ------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        """A click on a ``data-action`` element: the part that registered the action answers it."""
        target = nn(event.target.closest("[data-action]")) if hasattr(event.target,
                                                                      "closest") else None
        if target is None:
            return
        arg = nn(target.getAttribute("data-arg"))
        self.actions.dispatch(Click(str(target.getAttribute("data-action")),
                                    None if arg is None else str(arg),
                                    target, event))

    def _actions(self) -> dict[str, Handler]:
        """The actions the application answers itself: messages and dialogs."""
        return {
            "dismiss": lambda click: self.messages.dismiss(click.target),
            "overlay-pick": lambda click: self.overlay.pick(int(click.arg or 0)),
            "overlay-cancel": lambda click: self.overlay.cancel(),
        }

    def on_change(self, event: Any) -> None:
        if str(getattr(event.target, "id", "")) == "game-name" and self.session is not None:
            self.saves.rename(self.session.save_id, str(event.target.value), live=True)
            return
        save_id = closest_data(event, "rename")
        if save_id is not None:
            self.saves.rename(save_id, str(event.target.value))

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        self.game_view.panels.on_submit(event.target)

    def on_keydown(self, event: Any) -> None:
        on_keydown(self, event)

    # -- for views ----------------------------------------------------------------
    def showing_game(self) -> bool:
        """Whether the game view is on screen (not the home page)."""
        return not self.game_view.root.hidden

    def is_over(self) -> bool:
        return self.session is None or self.session.replay.outcome is not None
