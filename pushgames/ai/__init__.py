"""Computer players for every game: a general ISMCTS player and game-specific searches.

``choose(game, view, seat, budget, rng)`` is the whole interface: a player
gets its seat's view only (``game.view(state, seat)``), a :class:`Budget`
(time and/or nodes, plus a cancel hook) and its own generator, and returns a
legal action. :func:`level_player` picks the player and budget of a level.
"""

from .budget import Budget, Clock, SearchStopped
from .levels import LEVEL_NAMES, Level, level_player, levels_for
from .player import Player, RandomPlayer, SearchResult

__all__ = ["Budget", "Clock", "SearchStopped", "LEVEL_NAMES", "Level", "level_player", "levels_for",
           "Player", "RandomPlayer", "SearchResult"]
