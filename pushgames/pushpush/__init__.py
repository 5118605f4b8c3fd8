"""Push Push: the 7 x 7 game of pushing the ball off the opponent's side."""

from .board import square_index, square_name
from .rules import META, PASS, Move, PushPushGame, PushPushState, custom_state

GAME = PushPushGame()

__all__ = ["GAME", "META", "PASS", "Move", "PushPushGame", "PushPushState", "custom_state",
           "square_index", "square_name"]
