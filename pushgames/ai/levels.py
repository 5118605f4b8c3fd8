"""Levels: per game, which player and which budget make Easy, Medium and Hard.

A game's registration (:class:`pushgames.registry.GameEntry`) may name a module,
in :mod:`pushgames.ai.games`, that defines ``levels(game)``; any other game gets
the general ISMCTS player. Each level
has two budgets: ``arena`` (node limits only, so arena results reproduce on
any machine) and ``browser`` (a time limit, at most 3 s, for the page).

>>> from pushgames.registry import get_game
>>> sorted(levels_for(get_game("pushpush")))
['easy', 'hard', 'medium']
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable

from ..core import Game
from ..registry import find
from .budget import Budget
from .player import Player, RandomPlayer

LEVEL_NAMES = ("easy", "medium", "hard")
#: Levels the arena accepts but the page never offers (a game's earlier
#: players, kept so that a claim like "Hard beats the previous Hard" re-runs).
ARENA_LEVELS = ("hard-v1", "hard-v2", "alphabeta")
#: The longest a level may think in the browser (the issue's limit).
BROWSER_SECONDS_MAX = 3.0


@dataclass(frozen=True, slots=True)
class Level:
    """A player with its arena budget (nodes) and its browser budget (time)."""

    player: Player
    arena: Budget
    browser: Budget


def generic_levels(game: Game[Any, Any]) -> dict[str, Level]:
    """The general player for a game with no module of its own: ISMCTS with random playouts."""
    from .mcts import ISMCTSPlayer

    return {
        "easy": Level(ISMCTSPlayer(noise=0.15, name="ismcts-easy"), Budget(nodes=60),
                      Budget(seconds=0.5, nodes=60)),
        "medium": Level(ISMCTSPlayer(name="ismcts-medium"), Budget(nodes=300),
                        Budget(seconds=1.5, nodes=300)),
        "hard": Level(ISMCTSPlayer(name="ismcts-hard"), Budget(nodes=1500),
                      Budget(seconds=BROWSER_SECONDS_MAX)),
    }


def game_module(game: Game[Any, Any]) -> Any:
    """The game's own players' module (its registration's ``players``), or ``None``."""
    found = find(game.meta.id)
    return None if found is None or found.players is None else importlib.import_module(
        found.players)


def levels_for(game: Game[Any, Any]) -> dict[str, Level]:
    """The levels of ``game``: its own module's, else the general player's."""
    module = game_module(game)
    return generic_levels(game) if module is None else module.levels(game)


def openings_for(game: Game[Any, Any]) -> dict[str, Callable[..., Any]]:
    """Named ways to start an arena game (``--opening NAME``): functions
    ``(game, options, seed) -> state`` from the game's module (``OPENINGS``)."""
    module = game_module(game)
    return dict(getattr(module, "OPENINGS", {})) if module is not None else {}


def level_player(game: Game[Any, Any], level: str, *,
                 browser: bool = False) -> tuple[Player, Budget]:
    """The player and budget for ``level`` (``random``, ``easy``, ``medium``, ``hard``)."""
    if level == "random":
        return RandomPlayer(), Budget(nodes=1)
    table = levels_for(game)
    if level not in table:
        raise ValueError(f"unknown level {level!r} (levels: random, {', '.join(sorted(table))})")
    chosen = table[level]
    return chosen.player, chosen.browser if browser else chosen.arena
