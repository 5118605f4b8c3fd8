"""Push: psychic factions fight for the centre of an 11 x 11 board (seeds/000).

>>> from pushgames.core import start
>>> state = start(GAME, {"seats": 3}, seed=2)
>>> GAME.seat_count(state), sum(op is not None for op in state.board)
(3, 12)
"""

from .clarifications import CLARIFICATIONS
from .rules import META, SEAT_NAMES, PushGame
from .state import PushState
from .common import Act

GAME = PushGame()

__all__ = ["GAME", "CLARIFICATIONS", "META", "SEAT_NAMES", "PushGame", "PushState", "Act"]
