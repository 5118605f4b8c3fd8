"""Pickpocket: a tiny card game made for the tests (2-3 players, private hands, a
random steal, a peek, an answer out of turn); the home page does not list it. It
has the shape every game has: the engine contract in :mod:`.rules`, registered
in :mod:`pushgames.registry`, its board in ``web/pushweb/boards/pickpocket/``."""

from .rules import (
    COUNTS, DECK, DISCARD, GAME, META, SEAT_NAMES, PickpocketGame, PickpocketState, hand,
)

__all__ = ["COUNTS", "DECK", "DISCARD", "GAME", "META", "SEAT_NAMES", "PickpocketGame",
           "PickpocketState",
           "hand"]
