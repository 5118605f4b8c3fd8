"""The generic shell: routing by fragment, sessions, saves, the game view.

URL scheme: ``#`` or nothing -> home; ``#<game>`` -> a new game;
``#<game>/<record>`` -> that game record (GameRecord text);
``#<game>/save=<id>`` -> that saved game (:mod:`pushweb.address`).
``?embed=1`` shows only the board with minimal controls. The address holds
the live game's record, so it is a shareable link, except in a game whose
seats see different things (hands): there it names the save, since the
record holds every hand (``Session.fragment``).

The fragment, localStorage and other tabs are untrusted input: routing and
start-up catch every error, show it as a message and carry on (home, or the
game on screen). Saves and other tabs are handled by :mod:`pushweb.saves`.

The App owns the parts (game view, computer seats, saves, home page) and
hands each only the narrow interface it uses (:mod:`pushweb.parts`). Who
looks at the device, and when it is handed over between people, is
:mod:`pushweb.handoff`; undo stops where :func:`App.undo_target` says.
"""

from __future__ import annotations

import random
import traceback
from typing import Any, Callable

from pushgames import registry
from pushgames.core import PushgamesError, Replay, is_final_mark
from pushgames.core.record import MAX_TEXT
from pyscript import document, window

from . import bylink, homesetup, storage
from .dom import by_id, closest_data, listen, nn, now_ms, proxy
from .computer import Computer, players_in_address
from .gameview import GameView
from .live import LivePosition
from .home import computer_seats, render_home, render_saves
from .keys import framed, on_keydown
from .address import open_earlier, open_later_save, open_named_save
from .saves import Saves
from .session import MAX_SEED, SAVE_MARK, Session, stamp
from .storage import Save
from .ui import Messages, Overlay, announce
from .boards import has_board



class App:
    def __init__(self) -> None:
        self.embed = str(window.URLSearchParams.new(window.location.search).get("embed") or "") == "1" or framed()
        self.messages = Messages()
        self.overlay = Overlay()
        self.session: Session | None = None
        self.storage_ok = not self.embed
        self.game_view = GameView(self)
        self.computer = Computer(self)  # computer seats (pushweb.computer)
        # The live position's facts, once per change (pushweb.live); by link only this device's seat plays.
        self.live = LivePosition(self.computer, lambda seat: bylink.may_play(self, seat))
        self.home = by_id("home-view")
        self.saves = Saves(self)
        self._home_stale = False
        self._routed = False
        self._stale_proxy = proxy(self.guard(self._redraw_stale))

    # -- start --------------------------------------------------------------
    def start(self) -> None:
        if self.embed:
            document.documentElement.classList.add("embed")
        listen(document, "click", self.guard(self.on_click))
        listen(document, "change", self.guard(self.on_change))
        listen(document, "submit", self.guard(self.on_submit))
        listen(document, "keydown", self.guard(self.on_keydown))
        listen(window, "hashchange", self.guard(lambda e: self.route()))
        listen(window, "storage", self.guard(self.saves.on_storage))
        listen(document, "focusout", self.guard(self.on_focusout))
        if self.storage_ok:
            self.guard(self.saves.scan)()  # report unreadable entries once, by key, at start
        self.route()
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

    # -- routing --------------------------------------------------------------
    def fragment(self) -> str:
        return str(window.location.hash or "")[1:]

    def route(self) -> None:
        """Show what the fragment names; any failure becomes a message, never a dead page."""
        try:
            self._route()
        except Exception as error:  # noqa: BLE001 - shown to the user, logged for us
            window.console.error(traceback.format_exc())
            self.messages.show(f"This page address could not be opened: {error}", key="bad-link")
            try:
                self._back_to_safety()
            except Exception:  # noqa: BLE001 - the message above is already shown
                window.console.error(traceback.format_exc())

    def _route(self) -> None:
        first, self._routed = not self._routed, True
        if not first:
            self.messages.drop("bad-link")  # a new address: the old complaint no longer applies
        self.overlay.close()
        frag = self.fragment()
        if not frag or frag == "home":
            self.show_home()
            return
        game_id, _, record = frag.partition("/")
        if not self._game_known(game_id):
            self.bad_link(f"there is no game called \u201c{game_id}\u201d on this page")
            return
        if record.startswith(SAVE_MARK):
            open_named_save(self, game_id, record[len(SAVE_MARK):])
            return
        if not record:
            game = registry.get_game(game_id)
            self.new_game(game, {}, None, named="")
            return
        current = self.session
        if current is not None and current.game.meta.id == game_id and current.record_text() == record:
            self.show_game()
            return
        if self.storage_ok:  # a link already saved (a reload, the same link again) reuses its save
            saved = self.saves.saved_copy(game_id, record, reloading=first)
            if saved is not None and self.open_save(saved, update_hash=False):
                return
            if open_later_save(self, game_id, record):
                return  # an earlier part of a saved game: the save, and a button for the earlier position
        try:
            replay = registry.load_record(record)
        except PushgamesError as error:
            self.bad_link(str(error))
            return
        if replay.game.meta.id != game_id:
            self.bad_link(f"the record is a {replay.game.meta.title} game, not {game_id}")
            return
        draft = self.saves.draft_for(game_id, record) if first and self.storage_ok and not players_in_address() \
            else None
        if draft is not None:  # a reload of this tab's new game, not saved yet: the same players and name
            self.adopt(replay, draft.name, draft)
            return
        title = replay.game.meta.title
        # A link without decisions is a new game: named like one.
        self.adopt(replay, f"{title}{' (link)' if replay.ply else ''}, {stamp(now_ms())}")

    def _game_known(self, game_id: str) -> bool:
        # The test games (registry.toy_game_ids) open by link, never from the home page.
        return game_id in registry.game_ids() + registry.toy_game_ids() and has_board(game_id)

    def bad_link(self, reason: str) -> None:
        self.messages.show(f"This link could not be opened: {reason}", key="bad-link")
        self._back_to_safety()

    def _back_to_safety(self) -> None:
        """Back to the game on screen (its own address), or home."""
        if self.session is not None:
            self.set_hash(self.session.fragment())
            self.show_game()
        else:
            self.set_hash("")
            self.show_home()

    def set_hash(self, frag: str) -> None:
        url = "#" + frag if frag else str(window.location.pathname) + str(window.location.search)
        window.history.replaceState(None, "", url)

    def go(self, frag: str) -> None:
        """Navigate (a history entry) to ``frag``; routing follows from hashchange."""
        if self.fragment() == frag:
            self.route()
        else:
            window.location.hash = "#" + frag if frag else "#"

    # -- sessions ---------------------------------------------------------------
    def new_game(self, game: Any, options: dict[str, Any], seed: int | None, named: str) -> None:
        """A new game; ``seed`` (the new-game form's Seed) fixes its chance in advance, and the page says so."""
        fixed = seed if seed is not None and game.meta.has_chance else None
        seed = random.randrange(MAX_SEED) if seed is None else seed
        replay = Replay.new(game, options, seed)
        self.adopt(replay, named or f"{game.meta.title}, {stamp(now_ms())}", fixed_seed=fixed)

    def hides_record(self, game: Any) -> bool:
        """Whether the address must name the save, not the record (which holds every hand)."""
        return bool(game.meta.has_private_information) and not self.embed

    def adopt(self, replay: Replay[Any, Any], name: str, draft: Save | None = None, keep_id: bool = False,
              fixed_seed: int | None = None) -> None:
        """Make ``replay`` the live game, a new save entry once it is worth
        keeping (:meth:`pushweb.saves.Saves.autosave`: a link with moves at
        once; until then the tab keeps it as a draft). ``draft``: the tab's
        draft of this game, brought back by a reload, with who plays it
        (``keep_id``: and its id, which the address names)."""
        save_id = (draft.id if keep_id and draft else storage.new_id()) if self.storage_ok else None
        fixed = draft.seed if draft else fixed_seed
        self.session = Session(replay, save_id, name, created=draft.created if draft else now_ms(),
                               computers=dict(draft.computers) if draft else {},
                               names=dict(draft.names) if draft else {}, hide_record=self.hides_record(replay.game),
                               fixed_seed=fixed, fixed_live=fixed is not None and draft is None)
        self.computer.sync()  # who plays (the new-game form's choice), before the draft remembers it
        self.saves.autosave()
        self.set_hash(self.session.fragment())
        self.show_game(fresh=True)

    def report_bad_entry(self, entry: storage.BadEntry) -> None:
        self.saves.report_bad(entry)

    def open_save(self, save: Save, update_hash: bool = True) -> bool:
        try:
            replay = registry.load_record(save.record)
        except PushgamesError as error:
            self.messages.show(f"The saved game \u201c{save.name}\u201d ({save.key}) could not be opened: "
                               f"{error}. It has been left as it is.", key="bad:" + save.key)
            return False
        if replay.game.meta.id != save.game or not has_board(save.game):
            self.messages.show(f"The saved game \u201c{save.name}\u201d ({save.key}) is not a game this page "
                               "can show. It has been left as it is.", key="bad:" + save.key)
            return False
        self.session = Session(replay, save.id, save.name, created=save.created, rev=save.rev, synced=save.record,
                               computers=dict(save.computers), names=dict(save.names),
                               hide_record=self.hides_record(replay.game), fixed_seed=save.seed)
        self.saves.point_here(save.id)
        if update_hash:
            self.go(self.session.fragment())
        else:
            self.set_hash(self.session.fragment())
            self.show_game(fresh=True)
        return True

    def autosave(self) -> None:
        self.saves.autosave()

    def storage_full(self) -> None:
        self.messages.show("Storage is full: this game is not being saved. Delete old saved games to make room.",
                           key="quota")

    def storage_problem(self, detail: str) -> None:
        self.messages.show(f"Saved games are not available in this browser ({detail}): this game is not being "
                           "saved.", key="quota")

    # -- playing ------------------------------------------------------------------
    def submit(self, action: Any, by_computer: bool = False) -> None:
        """Play ``action`` for the seat to move; ``by_computer`` only from pushweb.computer."""
        session = self.session
        if session is None or session.view_ply is not None:
            return
        facts = self.live.facts(session)
        seat = facts.to_move
        if not by_computer and facts.seating.hand_to is not None:
            return  # a click that raced the hand-off screen: nobody may act under it
        if not by_computer and seat >= 0 and self.computer.is_computer(seat):
            # A click that raced the board going still (or a stale chooser) must
            # not decide for the computer and drop its search.
            self.redraw(False)
            return
        try:
            before = facts.state
            text = self.live.play(session, action)  # the legal actions already known, not computed again
        except PushgamesError as error:
            self.messages.show(f"That move is not possible: {error}", key="illegal")
            self.redraw(False)
            return
        if self._too_long(session):
            return
        self.messages.drop("illegal")
        if session.redo and session.redo[-1] == text:
            session.redo.pop()
        else:
            session.redo.clear()
        self.after_change(animate=True)
        # Said as the page's viewer now may read it (the public words under a hand-off).
        said = session.game.notation_for(before, action, self.game_view.seating.viewer)
        announce(f"{said}. " + self.game_view.status_text())

    def _too_long(self, session: Session) -> bool:
        """After a decision: if the game's record no longer fits what a save or
        a link may hold (it could never be opened again), take the decision
        back at once, say so, and return True. Nothing too long is ever written."""
        if len(session.record_text()) <= MAX_TEXT:
            return False
        session.replay = session.replay.truncated(session.replay.ply - 1)
        session.redo.clear()
        self.messages.show(f"That move cannot be made: this game has grown as long as a saved game or a link may "
                           f"be ({MAX_TEXT:,} characters), so it could not be opened again. Agree a draw, or "
                           "start a new game.", key="illegal")
        self.redraw(False)
        return True

    def redraw(self, animate: bool = False) -> None:
        """Draw the game on screen again, then (never from inside drawing) let a
        computer seat to move think, or stop one that no longer must."""
        if self.game_view.render(animate=animate):
            self.computer.on_render()  # pushweb.computer

    def after_change(self, animate: bool) -> None:
        session = self.session
        assert session is not None
        session.view_ply = None
        self.autosave()
        self.set_hash(session.fragment())
        self.redraw(animate)

    def undo(self) -> None:
        """Take back the last decision (and, against the computer, its replies
        back to a person's decision), unless a barrier stands in the way: see
        :meth:`undo_target`."""
        session = self.session
        if session is None:
            return
        replay = session.replay
        ending = replay.take_back_ending()  # a draw agreed or a resignation: the game goes on
        if ending is not None:
            session.redo.append(ending)
            self.after_change(animate=False)
            return
        target, barrier = self.undo_target()
        if barrier is not None:
            self.messages.show(f"Cannot undo: {barrier}.", kind="info", key="illegal")
            self.redraw(False)
            return
        if target is None:
            return
        notations = replay.notations()
        session.redo.extend(reversed(notations[target:]))
        session.replay = replay.truncated(target)
        if self.game_view.seating.hand_to is not None:
            # Taken back from the hand-off screen: the device goes back to the
            # person whose decision it was, through a hand-off of their own,
            # never straight to their hand in front of the next person.
            session.revealed = None
            mover = session.game.to_move(session.replay.state)
            session.redo_seat = mover if mover >= 0 else None
            name = session.game.meta.seat_names[mover] if mover >= 0 else ""
            self.messages.show(f"{name}'s last move was taken back.", kind="info", key="illegal")
            announce(f"{name}'s last move was taken back.")  # the move's own words leave the live region
        else:
            session.redo_seat = session.revealed
        self.after_change(animate=False)

    def undo_target(self) -> tuple[int | None, str | None]:
        """(how many decisions an undo keeps, or None; why it may not, or None):
        :func:`pushweb.live.undo_target`, known once per change."""
        if self.session is None:
            return None, None
        facts = self.live.facts(self.session)
        return facts.undo_to, facts.undo_barrier

    def redo(self) -> None:
        session = self.session
        if session is None or not session.redo:
            return
        text = session.redo.pop()
        try:
            if is_final_mark(text):
                session.replay.end(text)
            else:
                session.replay.push_notation(text)
        except PushgamesError as error:
            session.redo.clear()
            self.messages.show(f"Cannot redo: {error}", key="illegal")
        self.after_change(animate=True)

    def reveal(self, seat: int) -> None:
        """The person at ``seat`` took the device (the hand-off screen's
        button): draw their view from now on."""
        session = self.session
        if session is None or self.game_view.seating.hand_to != seat:
            return  # a stale tap: the position changed under the screen
        session.revealed = seat
        if seat != session.redo_seat:
            session.redo.clear()  # redo never replays another person's decisions into this view
        self.redraw(False)
        self.game_view.focus_board()

    def agree_draw(self) -> None:
        """End the game as a draw agreed (asked and answered by pushweb.offers)."""
        self._end(lambda replay: replay.agree_draw())

    def resign(self, seat: int) -> None:
        """``seat`` resigns (confirmed by pushweb.offers): the other seat wins."""
        self._end(lambda replay: replay.resign(seat))

    def _end(self, how: Callable[[Replay[Any, Any]], None]) -> None:
        session = self.session
        if session is None or session.replay.outcome is not None:
            return
        try:
            how(session.replay)
        except PushgamesError as error:
            self.messages.show(f"The game cannot end so: {error}", key="illegal")
            return
        session.redo.clear()
        self.after_change(animate=False)
        announce(self.game_view.status_text())

    def goto_ply(self, ply: int | None) -> None:
        """Look at the position after ``ply`` decisions (None: the live one)."""
        session = self.session
        if session is None:
            return
        total = len(session.replay.actions)
        if ply is not None and not 0 <= ply < total:
            ply = None
        session.view_ply = ply
        self.redraw(ply is not None)

    def step(self, delta: int) -> None:
        session = self.session
        if session is None:
            return
        total = len(session.replay.actions)
        current = total if session.view_ply is None else session.view_ply
        target = max(0, min(total, current + delta))
        self.goto_ply(None if target == total else target)

    def flip(self) -> None:
        if self.session is not None:
            self.session.flipped = not self.session.flipped
            self.redraw(False)

    # -- views ------------------------------------------------------------------
    def show_home(self) -> None:
        self.game_view.hide()
        document.title = "pushgames"
        render_home(self)
        self.home.hidden = False

    def show_game(self, fresh: bool = False) -> None:
        self.home.hidden = True
        self.game_view.show(fresh)

    def refresh_saves(self) -> None:
        for box in document.querySelectorAll("[data-saves-list]"):
            render_saves(self, box)

    def _editing_in(self, root: Any) -> bool:
        active = nn(document.activeElement)
        return active is not None and str(getattr(active, "tagName", "")).lower() == "input" and root.contains(active)

    def refresh_lists(self) -> None:
        """Saves changed (another tab): redraw home or the saves panel, but not under the player's typing."""
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

    def delete_save(self, save_id: str, name: str) -> None:
        def really() -> None:
            try:
                storage.delete(save_id)
            except storage.StorageUnavailable as error:
                self.storage_problem(str(error))
            if self.session is not None and self.session.save_id == save_id:
                # the game stays on screen but is no longer saved
                self.session.save_id, self.session.rev, self.session.synced = None, 0, None
                self.messages.show("This game was deleted from the saved games and is no longer being saved.",
                                   kind="info", key="deleted-active", button=("Save it as a new game", "save-again"))
            self.saves.forget_bad(storage.SAVE_PREFIX + save_id)
            self.messages.drop("bad:" + storage.SAVE_PREFIX + save_id)
            self.refresh_lists()

        self.overlay.open(f"Delete the saved game \u201c{name}\u201d? This cannot be undone.",
                          [("Delete", really)], testid="confirm")

    def rename_save(self, save_id: str, name: str) -> None:
        name = name.strip()[: storage.MAX_NAME] or "Untitled game"
        if self.session is not None and self.session.save_id == save_id:
            self.session.name = name
            self.saves.autosave(renamed=True)
            self.refresh_saves()
            return
        entry = self.saves.read(save_id)
        if isinstance(entry, Save):
            entry.name = name
            entry.rev = storage.next_rev(entry.rev)  # tells a tab playing this save that it changed here
            try:
                storage.write(entry)
            except storage.StorageFull:
                self.storage_full()
            except storage.StorageUnavailable as error:
                self.storage_problem(str(error))
        self.refresh_saves()

    # -- events ------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        target = nn(event.target.closest("[data-action]")) if hasattr(event.target, "closest") else None
        if target is None:
            return
        action = str(target.getAttribute("data-action"))
        arg = nn(target.getAttribute("data-arg"))
        arg = None if arg is None else str(arg)
        if action == "dismiss":
            self.messages.dismiss(target)
        elif action == "overlay-pick":
            self.overlay.pick(int(arg or 0))
        elif action == "overlay-cancel":
            self.overlay.cancel()
        elif action == "open-game":
            self.go(arg or "")
        elif action == "play-computer" and arg in registry.game_ids():
            # The home page's one click: a new game, the computer in every seat but the first.
            self.computer.seat_next_game(computer_seats(registry.get_game(arg).meta), {})
            self.go(arg)
        elif action == "setup-game" and arg is not None and arg.partition(":")[0] in registry.game_ids():
            game_id, _, mode = arg.partition(":")
            homesetup.open_setup(registry.get_game(game_id).meta, mode)
        elif action == "setup-cancel":
            homesetup.close_setup()
        elif action == "setup-start" and arg in registry.game_ids():
            panel = nn(target.closest("[data-home-setup]"))
            if panel is not None:
                seats, levels = homesetup.read_setup(panel)
                self.computer.seat_next_game(levels, {})
                self.new_game(registry.get_game(arg), {"seats": seats}, None, named="")
        elif action == "open-save":
            entry = self.saves.read(arg)
            if isinstance(entry, Save):
                self.open_save(entry)
            elif isinstance(entry, storage.BadEntry) and entry.missing:
                self.messages.show("That saved game is no longer there (it was deleted in another tab).",
                                   kind="info", key="gone")
                self.refresh_lists()
        elif action == "save-again":
            self.saves.save_again()
        elif action == "open-earlier":
            open_earlier(self)
        elif action == "delete-save":
            self.delete_save(arg or "", str(target.getAttribute("data-name") or arg))
        elif action == "home":
            event.preventDefault()
            self.go("")
        else:
            self.game_view.on_action(action, arg, target)

    def on_change(self, event: Any) -> None:
        if str(getattr(event.target, "id", "")) == "game-name" and self.session is not None:
            self.session.name = str(event.target.value).strip()[: storage.MAX_NAME] or "Untitled game"
            self.saves.autosave(renamed=True)
            self.refresh_saves()
            return
        save_id = closest_data(event, "rename")
        if save_id is not None:
            self.rename_save(save_id, str(event.target.value))

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        self.game_view.on_submit(event.target)

    def on_keydown(self, event: Any) -> None:
        on_keydown(self, event)

    # -- for views ----------------------------------------------------------------
    def showing_game(self) -> bool:
        """Whether the game view is on screen (not the home page)."""
        return not self.game_view.root.hidden

    def is_over(self) -> bool:
        return self.session is None or self.session.replay.outcome is not None
