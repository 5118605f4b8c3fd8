"""Addresses that are not a whole record: a save named by id, and links to
an earlier position of a saved game.

In a game where the seats see different things (hands of cards,
``GameMeta.seats_see_alike`` false) the record holds every hand, so the
page's address never holds it: it names the game and its save,
``#apocalypse/save=<id>`` (:data:`pushweb.session.SAVE_MARK`), and a reload
opens that save (or this tab's new game not stored yet, its draft). Share
and Embed still make a link of the whole game, after saying what it holds.

A link whose decisions are an earlier part of a game saved here, in a game
with chance, opens the saved game and says so: opening the earlier position
would draw its next die or card again (a re-roll); a button opens it anyway.
"""

from __future__ import annotations

from typing import Any, Protocol

from pushgames import registry
from pushgames.core import PushgamesError, Replay

from .dom import now_ms
from .session import Session, stamp
from .storage import Save
from .ui import Messages


class SaveFinder(Protocol):
    def read(self, save_id: str | None, quiet: bool = False) -> Any: ...
    def draft_by_id(self, game_id: str, save_id: str) -> Save | None: ...
    def extending(self, game_id: str, record: str) -> Save | None: ...


class AddressHost(Protocol):
    """What opening an address uses (the shell's App)."""

    @property
    def session(self) -> Session | None: ...
    @property
    def messages(self) -> Messages: ...
    @property
    def storage_ok(self) -> bool: ...
    @property
    def saves(self) -> SaveFinder: ...
    def show_game(self, fresh: bool = False) -> None: ...
    def open_save(self, save: Save, update_hash: bool = True) -> bool: ...
    def adopt(self, replay: Replay[Any, Any], name: str, draft: Save | None = None,
              keep_id: bool = False) -> None: ...
    def bad_link(self, reason: str) -> None: ...


#: The link an "earlier position" message offers to open: (game id, record), per page.
_EARLIER: dict[str, tuple[str, str]] = {}


def open_named_save(app: AddressHost, game_id: str, save_id: str) -> None:
    """``#game/save=<id>``: the game on screen, the save, or this tab's new game of that id."""
    current = app.session
    if current is not None and current.game.meta.id == game_id and current.save_id == save_id:
        app.show_game()
        return
    if app.storage_ok:
        entry = app.saves.read(save_id)
        if isinstance(entry, Save) and entry.game == game_id:
            if not app.open_save(entry, update_hash=False):
                app.bad_link("its saved game cannot be opened")
            return
        draft = app.saves.draft_by_id(game_id, save_id)
        if draft is not None:
            try:
                replay = registry.load_record(draft.record)
            except PushgamesError as error:
                app.bad_link(str(error))
                return
            app.adopt(replay, draft.name, draft, keep_id=True)
            return
    app.bad_link(
        "it names a saved game that is not in this browser (a game's own address works only in the "
        "browser that plays it; Share makes a link that moves a game)")


def open_later_save(app: AddressHost, game_id: str, record: str) -> bool:
    """If ``record``'s decisions are an earlier part of a game saved here (a
    game with chance), open that saved game, say so, and return True."""
    if not app.storage_ok or not registry.get_game(game_id).meta.has_chance:
        return False
    later = app.saves.extending(game_id, record)
    if later is None or not app.open_save(later, update_hash=False):
        return False
    _EARLIER["link"] = (game_id, record)
    app.messages.show(
        f"This link shows an earlier position of your saved game \u201c{later.name}\u201d, "
        "which has been played on since: the saved game is opened as it stands. "
        "The earlier position would draw its next cards and dice afresh.",
        kind="info", key="earlier",
        button=("Open the earlier position instead", "open-earlier"), public=True)
    return True


def open_earlier(app: AddressHost) -> None:
    """The player asked for the earlier position the message offered: a new game from the link."""
    app.messages.drop("earlier")
    if "link" not in _EARLIER:
        return
    game_id, record = _EARLIER.pop("link")
    try:
        replay = registry.load_record(record)
    except PushgamesError as error:
        app.bad_link(str(error))
        return
    app.adopt(replay, f"{replay.game.meta.title} (link), {stamp(now_ms())}")
