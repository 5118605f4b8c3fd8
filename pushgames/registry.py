"""The games this version has, by id. Games are imported on first use.

Adding a game is one line in ``_GAMES``: its id and the module that defines
``GAME`` (a :class:`pushgames.core.Game`).
"""

from __future__ import annotations

import importlib
from typing import Any

from .core import Game, GameRecord, Replay, UnknownGameError, replay_record

_GAMES: dict[str, str] = {
    "pushpush": "pushgames.pushpush",
    "pushout": "pushgames.pushout",
    "pushfight": "pushgames.pushfight",
    "apocalypse": "pushgames.apocalypse",
    "push": "pushgames.push",
}
#: Games for the tests: loadable by id (a link, the command line), never listed.
_TEST_GAMES: dict[str, str] = {
    "pickpocket": "pushgames.pickpocket",
}
_loaded: dict[str, Game[Any, Any]] = {}


def game_ids() -> list[str]:
    return list(_GAMES)


def get_game(game_id: str) -> Game[Any, Any]:
    """The game with this id; ``UnknownGameError`` names the ids there are."""
    module = _GAMES.get(game_id) or _TEST_GAMES.get(game_id)
    if module is None:
        known = ", ".join(_GAMES)
        raise UnknownGameError(f"there is no game called {game_id!r} (games: {known})")
    if game_id not in _loaded:
        _loaded[game_id] = importlib.import_module(module).GAME
    return _loaded[game_id]


def toy_game_ids() -> list[str]:
    """The games made for the tests (not part of the collection)."""
    return list(_TEST_GAMES)


def all_games() -> list[Game[Any, Any]]:
    return [get_game(game_id) for game_id in _GAMES]


def load_record(text: str) -> Replay[Any, Any]:
    """Decode and replay a record's text form (a link or a save)."""
    return replay_record(GameRecord.decode(text), get_game)
