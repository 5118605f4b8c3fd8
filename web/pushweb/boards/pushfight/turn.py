"""A Push Fight turn drawn as a sequence: numbered arrows for its moves and
its push (as lichess draws arrows: a broad translucent shaft and head from
one square's centre to another's), and the piece a push put off the board,
drawn faded where it went.

Each arrow carries its number in a badge at its middle, so the order of the
two moves and the push reads at a glance (the same piece may move twice).
Everything here is markup for the board's ``pf-turn`` layer, in the board's
SVG units (100 a square); the board says where a square is (``Place``).

>>> from pushgames.pushfight import GAME, Position, parse_turn, state_from_position
>>> state = state_from_position(Position.from_string("..XxX.O.o..x.O.o..X...O..."))
>>> picture = read_turn(GAME, state, parse_turn(GAME, state, "b3-d4,d4-e4").steps)
>>> picture.moves, picture.push, picture.fallen  # Brown's square on g4 goes over the edge into h4
((Step.from_text('b3-d4'),), Step.from_text('d4-e4'), Fallen(colour=1, square_piece=True, file=7, rank=3))
>>> turn_svg(picture, lambda f, r: (f * 100 + 50, (3 - r) * 100 + 50), lambda c, s: "").count('data-step=')
2
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from pushgames.pushfight import Step
from pushgames.pushfight.board import STRIDE, is_square
from pushgames.pushfight.rules import PLAY

#: Centre of a (file, rank) cell in SVG units, also of cells off the board.
Place = Callable[[int, int], tuple[float, float]]

SHAFT = 15    # lichess: about a sixth of a square
HEAD_LEN = 34
HEAD_HALF = 24
BADGE_R = 17


@dataclass(frozen=True, slots=True)
class Fallen:
    """The piece a push put off the board: its colour, kind, and the cell
    (maybe off the grid) it was pushed into."""

    colour: int
    square_piece: bool
    file: int
    rank: int


@dataclass(frozen=True, slots=True)
class TurnPicture:
    """A turn's moves, its push (None while the turn goes on) and what fell."""

    moves: tuple[Step, ...]
    push: Step | None
    fallen: Fallen | None


def read_turn(game: Any, start: Any, actions: Sequence[Any]) -> TurnPicture | None:
    """The picture of the turn ``actions`` played from ``start`` (a turn of the
    play, not of the setup); None when there is nothing to draw."""
    if start is None or not actions:
        return None
    state = start
    moves: list[Step] = []
    push: Step | None = None
    fallen: Fallen | None = None
    for action in actions:
        if not isinstance(action, Step) or state.phase != PLAY:
            return None
        if state.occupied >> action.dst & 1:
            push, fallen = action, pushed_off(state, action)
        else:
            moves.append(action)
        state = game.next_state(state, action)
    return TurnPicture(tuple(moves), push, fallen)


def pushed_off(state: Any, push: Step) -> Fallen | None:
    """The piece ``push`` puts off the board in ``state`` (before it), if any."""
    step = push.dst - push.src
    df, dr = {1: (1, 0), -1: (-1, 0), STRIDE: (0, 1), -STRIDE: (0, -1)}[step]
    square = push.dst
    while True:
        f, r = square % STRIDE + df, square // STRIDE + dr
        beyond = f + STRIDE * r
        inside = 0 <= f < 8 and 0 <= r < 4 and is_square(beyond)
        if not inside:
            piece = state.piece_at(square)
            return None if piece is None else Fallen(piece[0], piece[1], f, r)
        if not state.occupied >> beyond & 1:
            return None  # the line ends on the board
        square = beyond


def arrow_svg(tail: tuple[float, float], tip: tuple[float, float], number: int, kind: str) -> str:
    """One numbered arrow from ``tail`` to ``tip`` (SVG units): ``kind`` is
    "move" or "push" (its colour)."""
    (x1, y1), (x2, y2) = tail, tip
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    bx, by = x2 - ux * HEAD_LEN, y2 - uy * HEAD_LEN  # where the head starts
    px, py = -uy * HEAD_HALF, ux * HEAD_HALF
    mx, my = (x1 + bx) / 2, (y1 + by) / 2
    return (f'<g class="pf-seq pf-seq-{kind}" data-testid="pf-seq-arrow" data-step="{number}">'
            f'<line class="pf-seq-shaft" x1="{x1:.0f}" y1="{y1:.0f}" x2="{bx:.0f}" y2="{by:.0f}" '
            f'stroke-width="{SHAFT}"/>'
            f'<polygon class="pf-seq-head" points="{x2:.0f},{y2:.0f} {bx + px:.0f},{by + py:.0f} '
            f'{bx - px:.0f},{by - py:.0f}"/>'
            f'<circle class="pf-seq-badge" cx="{mx:.0f}" cy="{my:.0f}" r="{BADGE_R}"/>'
            f'<text class="pf-seq-number" x="{mx:.0f}" y="{my + 7:.0f}">{number}</text></g>')


def turn_svg(picture: TurnPicture, place: Place, piece: Callable[[int, bool], str]) -> str:
    """The whole turn: the moves' arrows (1, 2), the push's (last) and the
    fallen piece (``piece(colour, square_piece)`` draws one centred on 0, 0)."""
    def centre(square: int) -> tuple[float, float]:
        return place(square % STRIDE, square // STRIDE)

    def short(tail: tuple[float, float], tip: tuple[float, float], by: float) -> tuple[float, float]:
        length = math.hypot(tip[0] - tail[0], tip[1] - tail[1]) or 1.0
        return tip[0] - (tip[0] - tail[0]) * by / length, tip[1] - (tip[1] - tail[1]) * by / length

    parts = []
    for number, move in enumerate(picture.moves, 1):
        tail, tip = centre(move.src), centre(move.dst)
        parts.append(arrow_svg(tail, short(tail, tip, 12), number, "move"))
    if picture.fallen is not None:
        fallen = picture.fallen
        x, y = place(fallen.file, fallen.rank)
        # Off the left or right edge is beyond the drawing: the piece hangs over the margin.
        x = min(max(x, -20.0), 820.0)
        parts.append(f'<g class="pf-fallen" data-testid="pf-fallen" transform="translate({x:.0f} {y:.0f}) '
                     f'scale({0.5 if x in (-20.0, 820.0) else 0.8})">{piece(fallen.colour, fallen.square_piece)}'
                     '<path class="pf-fallen-cross" d="M-30 -30 L30 30 M30 -30 L-30 30"/></g>')
    if picture.push is not None:
        tail, tip = centre(picture.push.src), centre(picture.push.dst)
        parts.append(arrow_svg(tail, tip, len(picture.moves) + 1, "push"))
    return "".join(parts)


def turn_words(picture: TurnPicture, name: Callable[[int], str]) -> str:
    """The sequence in words (the layer's accessible description)."""
    steps = [f"{i}. move {name(m.src)} to {name(m.dst)}" for i, m in enumerate(picture.moves, 1)]
    if picture.push is not None:
        steps.append(f"{len(steps) + 1}. push from {name(picture.push.src)} into {name(picture.push.dst)}")
    return "; ".join(steps)
