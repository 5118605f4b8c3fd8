"""Pushout: a two-player card game of pushing cards off the table (seeds/002)."""

from .board import square_index, square_name
from .positions import custom_state
from .rules import GAME, META, PushoutGame
from .state import PushoutState
from .variants import Rules

__all__ = ["GAME", "META", "PushoutGame", "PushoutState", "Rules", "custom_state", "square_index",
           "square_name"]
