"""The games this version has, one registration record each. Games are
imported on first use.

Adding a game is one line in ``ENTRIES``: a :class:`GameEntry` naming the
game's engine package (which defines ``GAME``, a :class:`pushgames.core.Game`),
its board in the page and its computer players. The board is named, never
imported: the engines never import the page, the page reads the name
(``pushweb.boards``).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from .core import Game, Replay, UnknownGameError, replay_record
from .core.record import decoded


@dataclass(frozen=True)
class GameEntry:
    """One game: where its engine, its page board and its computer players live."""

    id: str
    #: The package that defines ``GAME`` (and optionally ``COMMANDS``).
    engine: str
    #: The page's board plug-in, ``"module:Class"`` (under web/pushweb/boards/<id>/).
    board: str
    #: The module whose ``levels(game)`` gives Easy, Medium and Hard, or None:
    #: the general player (pushgames.ai.levels).
    players: str | None = None
    #: False for a game made for the tests: loadable by id (a link, the command
    #: line), never listed.
    listed: bool = True


ENTRIES: tuple[GameEntry, ...] = (
    GameEntry("pushpush", "pushgames.pushpush", "pushweb.boards.pushpush.board:PushPushBoard",
              "pushgames.ai.games.pushpush"),
    GameEntry("pushout", "pushgames.pushout", "pushweb.boards.pushout.board:PushoutBoard",
              "pushgames.ai.games.pushout"),
    GameEntry("pushfight", "pushgames.pushfight", "pushweb.boards.pushfight.board:PushFightBoard",
              "pushgames.ai.games.pushfight"),
    GameEntry("apocalypse", "pushgames.apocalypse",
              "pushweb.boards.apocalypse.board:ApocalypseBoard",
              "pushgames.ai.games.apocalypse"),
    GameEntry("push", "pushgames.push", "pushweb.boards.push.board:PushBoard",
              "pushgames.ai.games.push"),
    GameEntry("pickpocket", "pushgames.pickpocket",
              "pushweb.boards.pickpocket.board:PickpocketBoard",
              listed=False),
)
_BY_ID: dict[str, GameEntry] = {entry.id: entry for entry in ENTRIES}
_loaded: dict[str, Game[Any, Any]] = {}


def game_ids() -> list[str]:
    return [entry.id for entry in ENTRIES if entry.listed]


def find(game_id: str) -> GameEntry | None:
    """The registration of the game with this id, or None."""
    return _BY_ID.get(game_id)


def entry(game_id: str) -> GameEntry:
    """The registration of the game with this id; ``UnknownGameError`` names the ids there are."""
    found = _BY_ID.get(game_id)
    if found is None:
        known = ", ".join(game_ids())
        raise UnknownGameError(f"there is no game called {game_id!r} (games: {known})")
    return found


def get_game(game_id: str) -> Game[Any, Any]:
    """The game with this id; ``UnknownGameError`` names the ids there are."""
    if game_id not in _loaded:
        _loaded[game_id] = importlib.import_module(entry(game_id).engine).GAME
    return _loaded[game_id]


def toy_game_ids() -> list[str]:
    """The games made for the tests (not part of the collection)."""
    return [entry.id for entry in ENTRIES if not entry.listed]


def all_games() -> list[Game[Any, Any]]:
    return [get_game(game_id) for game_id in game_ids()]


def load_record(text: str) -> Replay[Any, Any]:
    """Decode and replay a record's text form (a link or a save)."""
    return replay_record(decoded(text), get_game)  # the page has often just read the same text
