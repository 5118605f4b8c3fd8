"""Where the cards a Pushout decision moves come from, so the board can slide
them in (and turn a rotated card) instead of making them jump.

>>> from pushgames.core import start
>>> from pushgames.pushout import GAME
>>> state = start(GAME, {}, seed=1)
>>> slides, turned = motion(state, GAME.parse(state, "b1 S c1"))
>>> sorted(slides.items()), turned
([(1, 2), (2, 1)], set())
"""

from __future__ import annotations

from typing import Any

from pushgames.pushout import actions as act
from pushgames.pushout.board import DIR_LEFT, DIR_RIGHT, DIR_UP
from pushgames.pushout.cards import ACTION_FOR, HOLE, LEFT, ROTATE, UP


def motion(state: Any, action: Any) -> tuple[dict[int, int], set[int]]:
    """(new square -> old square of each card that ``action`` moves one square,
    the squares whose card it turns 180 degrees), for a card used in ``state``;
    nothing for other decisions (a fallen or banked card just appears)."""
    if not isinstance(action, int) or act.kind(action) != "use" or not state.board:
        return {}, set()
    geo, seat, board = state.rules.geometry, state.turn, state.board
    square, k = act.use_parts(action)
    if k:
        other = geo.step[seat][k - 1][square]
        slides = {other: square, square: other}
        return {new: old for new, old in slides.items() if board[old] != HOLE}, set()
    what = ACTION_FOR[seat][board[square]]
    if what == ROTATE:
        return {}, {square}
    direction = DIR_UP if what == UP else DIR_LEFT if what == LEFT else DIR_RIGHT
    slides, previous = {}, square
    for q in geo.ray[seat][direction][square]:  # the row (or column) moves up to the first hole
        slides[q] = previous
        if board[q] == HOLE:
            break
        previous = q
    return slides, set()
