"""Routing by the address's fragment, and the sessions it opens.

URL scheme: ``#`` or nothing -> home; ``#<game>`` -> a new game;
``#<game>/<record>`` -> that game record (GameRecord text);
``#<game>/save=<id>`` -> that saved game (:mod:`pushweb.address`). The
fragment is untrusted input: every failure becomes a message, never a dead
page. The application owns one :class:`Router` (``app.router``).
"""

from __future__ import annotations

import random
import traceback
from typing import Any

from pushgames import registry
from pushgames.core import PushgamesError, Replay
from pyscript import window

from .address import open_later_save, open_named_save
from .boards import has_board
from .computer import players_in_address
from .dom import now_ms
from .parts import RouterHost, SaveKeeper
from .session import MAX_SEED, SAVE_MARK, Session, stamp
from .sketch import record_part
from .storage import Save
from .ui import Messages
from . import storage


class Router:
    """What the address shows, and the live game's session it opens."""

    def __init__(self, app: RouterHost) -> None:
        self.app = app
        self._routed = False

    # What pushweb.address reads (it is handed the router).
    @property
    def session(self) -> Session | None:
        return self.app.session

    @property
    def messages(self) -> Messages:
        return self.app.messages

    @property
    def storage_ok(self) -> bool:
        return self.app.storage_ok

    @property
    def saves(self) -> SaveKeeper:
        return self.app.saves

    def show_game(self, fresh: bool = False) -> None:
        self.app.show_game(fresh)

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
        self.app.overlay.close()
        frag = self.fragment()
        if not frag or frag == "home":
            self.app.show_home()
            return
        game_id, _, record = frag.partition("/")
        # a shared link's sketch drew the board early; the record decides
        record = record_part(record)
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
        if (
            current is not None
            and current.game.meta.id == game_id
            and current.record_text() == record
        ):
            self.show_game()
            return
        if self.storage_ok:  # a link already saved (a reload, the same link again) reuses its save
            saved = self.saves.saved_copy(game_id, record, reloading=first)
            if saved is not None and self.open_save(saved, update_hash=False):
                return
            if open_later_save(self, game_id, record):
                # an earlier part of a saved game: the save, and a button for the earlier position
                return
        try:
            replay = registry.load_record(record)
        except PushgamesError as error:
            self.bad_link(str(error))
            return
        if replay.game.meta.id != game_id:
            self.bad_link(f"the record is a {replay.game.meta.title} game, not {game_id}")
            return
        draft = (
            self.saves.draft_for(game_id, record)
            if first and self.storage_ok and not players_in_address()
            else None
        )
        # a reload of this tab's new game, not saved yet: the same players and name
        if draft is not None:
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
            self.app.show_home()

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
        """A new game; ``seed`` (the new-game form's Seed) fixes its chance in advance, and the page
        says so."""
        fixed = seed if seed is not None and game.meta.has_chance else None
        seed = random.randrange(MAX_SEED) if seed is None else seed
        replay = Replay.new(game, options, seed)
        self.adopt(replay, named or f"{game.meta.title}, {stamp(now_ms())}", fixed_seed=fixed)

    def hides_record(self, game: Any) -> bool:
        """Whether the address must name the save, not the record (which holds every hand)."""
        return bool(game.meta.has_private_information) and not self.app.embed

    def adopt(self, replay: Replay[Any, Any], name: str, draft: Save | None = None,
              keep_id: bool = False,
              fixed_seed: int | None = None) -> None:
        """Make ``replay`` the live game, a new save entry once it is worth
        keeping (:meth:`pushweb.saves.Saves.autosave`: a link with moves at
        once; until then the tab keeps it as a draft). ``draft``: the tab's
        draft of this game, brought back by a reload, with who plays it
        (``keep_id``: and its id, which the address names)."""
        save_id = (draft.id if keep_id and draft else storage.new_id()) if self.storage_ok else None
        fixed = draft.seed if draft else fixed_seed
        session = self.app.session = Session(
            replay, save_id, name, created=draft.created if draft else now_ms(),
            computers=dict(draft.computers) if draft else {},
                                             names=dict(draft.names) if draft else {},
            hide_record=self.hides_record(replay.game), fixed_seed=fixed,
                                             fixed_live=fixed is not None and draft is None)
        # who plays (the new-game form's choice), before the draft remembers it
        self.app.computer.sync()
        self.saves.autosave()
        self.set_hash(session.fragment())
        self.show_game(fresh=True)

    def open_save(self, save: Save, update_hash: bool = True) -> bool:
        try:
            replay = registry.load_record(save.record)
        except PushgamesError as error:
            self.messages.show(
                f"The saved game \u201c{save.name}\u201d ({save.key}) could not be opened: "
                f"{error}. It has been left as it is.", key="bad:" + save.key)
            return False
        if replay.game.meta.id != save.game or not has_board(save.game):
            self.messages.show(
                f"The saved game \u201c{save.name}\u201d ({save.key}) is not a game this page "
                "can show. It has been left as it is.", key="bad:" + save.key)
            return False
        session = self.app.session = Session(
            replay, save.id, save.name, created=save.created, rev=save.rev, synced=save.record,
            computers=dict(save.computers), names=dict(save.names),
                                             hide_record=self.hides_record(replay.game),
            fixed_seed=save.seed)
        self.saves.point_here(save.id)
        if update_hash:
            self.go(session.fragment())
        else:
            self.set_hash(session.fragment())
            self.show_game(fresh=True)
        return True
