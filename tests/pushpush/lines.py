"""Lines of Push Push play, each replayed through the engine by the tests that
use them (unit and browser tests alike), so a rules change cannot leave one
silently wrong."""

from __future__ import annotations

from typing import Iterable

from pushgames.core import start
from pushgames.pushpush import GAME
from pushgames.pushpush.rules import Move, PushPushState

#: Found with a best-first search over the engine (ball rank first): White (A) wins.
WHITE_WIN = ("a1-b2", "a7-a6", "b2-c3", "a6-a7", "c3-d4", "a7-a6", "d4-e5", "g7-g6",
             "e5-f6", "g6-g7")


def checked_line(notations: Iterable[str]) -> tuple[list[Move], PushPushState]:
    """The moves of ``notations`` (each checked legal by the engine) and the final state."""
    state = start(GAME)
    moves: list[Move] = []
    for text in notations:
        move = GAME.parse(state, text)
        moves.append(move)
        state = GAME.apply(state, move)
    return moves, state
