"""A Push Fight turn drawn as a sequence: numbered arrows for its moves (bent
along the way the piece walked, when it turned a corner) and
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
>>> picture.moves, picture.push
((Step.from_text('b3-d4'),), Step.from_text('d4-e4'))
>>> picture.fallen  # Brown's square on g4 goes over the edge into h4
Fallen(colour=1, square_piece=True, file=7, rank=3)
>>> at = lambda f, r: (f * 100 + 50, (3 - r) * 100 + 50)
>>> turn_svg(picture, at, lambda c, s: "").count('data-step=')
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
#: How far a badge's centre keeps from the anchored piece's centre: the anchor and its halo
#: reach about 37 units across and 50 up and down, the badge 17 more.
ANCHOR_CLEAR = 70


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
    """A turn's moves, its push (None while the turn goes on) and what fell;
    ``paths`` holds each move's squares as the piece walked them (src .. dst)."""

    moves: tuple[Step, ...]
    push: Step | None
    fallen: Fallen | None
    paths: tuple[tuple[int, ...], ...] = ()


def read_turn(game: Any, start: Any, actions: Sequence[Any]) -> TurnPicture | None:
    """The picture of the turn ``actions`` played from ``start`` (a turn of the
    play, not of the setup); None when there is nothing to draw."""
    if start is None or not actions:
        return None
    state = start
    moves: list[Step] = []
    paths: list[tuple[int, ...]] = []
    push: Step | None = None
    fallen: Fallen | None = None
    for action in actions:
        if not isinstance(action, Step) or state.phase != PLAY:
            return None
        if state.occupied >> action.dst & 1:
            push, fallen = action, pushed_off(state, action)
        else:
            moves.append(action)
            paths.append(walk(state.occupied, action.src, action.dst))
        state = game.next_state(state, action)
    return TurnPicture(tuple(moves), push, fallen, tuple(paths))


def walk(occupied: int, src: int, dst: int) -> tuple[int, ...]:
    """The squares a piece walks from ``src`` to ``dst`` over empty squares: a
    shortest way, with the fewest bends among them (the way a player would
    trace it); just the two ends when no way is found.

    >>> from pushgames.pushfight.board import square_index as at, square_name
    >>> [square_name(q) for q in walk(0, at("b2"), at("e2"))]  # straight along the rank
    ['b2', 'c2', 'd2', 'e2']
    >>> [square_name(q) for q in walk(1 << at("c2") | 1 << at("d2"), at("b2"), at("e2"))]
    ['b2', 'b3', 'c3', 'd3', 'e3', 'e2']
    """
    # Dijkstra on (square, heading): a step costs 1000, a change of heading 1.
    best: dict[tuple[int, int], int] = {}
    came: dict[tuple[int, int], tuple[int, int] | None] = {}
    frontier: list[tuple[int, int, int, tuple[int, int] | None]] = [(0, src, 0, None)]
    while frontier:
        frontier.sort(reverse=True)
        cost, square, heading, before = frontier.pop()
        if (square, heading) in best:
            continue
        best[square, heading], came[square, heading] = cost, before
        if square == dst:
            path = [square]
            node = before
            while node is not None:
                path.append(node[0])
                node = came[node]
            return tuple(reversed(path))
        for step in (1, -1, STRIDE, -STRIDE):
            nxt = square + step
            if not is_square(nxt) or occupied >> nxt & 1:  # (a rank's guard cell: no wrapping)
                continue
            turn = 1 if heading and heading != step else 0
            frontier.append((cost + 1000 + turn, nxt, step, (square, heading)))
    return (src, dst)


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


def arrow_svg(tail: tuple[float, float], tip: tuple[float, float], number: int, kind: str,
              bends: Sequence[tuple[float, float]] = (),
              badges: list[tuple[float, float]] | None = None,
              avoid: Sequence[tuple[float, float]] = ()) -> tuple[str, str]:
    """One numbered arrow from ``tail`` to ``tip`` (SVG units), through the
    corners ``bends`` of a path that turns: ``kind`` is "move" or "push" (its
    colour). The badge sits halfway along the shaft, or further along when an
    earlier arrow's badge (in ``badges``, which gains this one) is there, or a
    point of ``avoid`` (the anchor's square: a piece moved away and then pushed
    back leaves its badge where the anchor goes): two walks may share squares, and
    each number must stay readable. Returns (the arrow, its badge): the turn draws
    the badges last, whole, over every arrow and piece."""
    points = [tail, *bends, tip]
    (x1, y1), (x2, y2) = points[-2], tip
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    bx, by = x2 - ux * HEAD_LEN, y2 - uy * HEAD_LEN  # where the head starts
    px, py = -uy * HEAD_HALF, ux * HEAD_HALF
    shaft = [*points[:-1], (bx, by)]
    taken = badges if badges is not None else []
    spots = [along(shaft, share) for share in (.5, .3, .7, .15, .85)]

    def clear(spot: tuple[float, float], points: Sequence[tuple[float, float]],
              room: float) -> bool:
        return all(math.hypot(spot[0] - x, spot[1] - y) > room for x, y in points)

    free = [spot for spot in spots if clear(spot, taken, 2.2 * BADGE_R)] or spots[:1]
    # The first free spot clear of the anchor, else the free spot farthest from it.
    mx, my = next((spot for spot in free if clear(spot, avoid, ANCHOR_CLEAR)),
                  max(free, key=lambda spot: min(
                      (math.hypot(spot[0] - x, spot[1] - y) for x, y in avoid),
                      default=0.0)))
    taken.append((mx, my))
    drawn = " ".join(f"{x:.0f},{y:.0f}" for x, y in shaft)
    arrow = (f'<g class="pf-seq pf-seq-{kind}" data-testid="pf-seq-arrow" data-step="{number}">'
             f'<polyline class="pf-seq-shaft" points="{drawn}" stroke-width="{SHAFT}"/>'
             f'<polygon class="pf-seq-head" points="{x2:.0f},{y2:.0f} {bx + px:.0f},{by + py:.0f} '
             f'{bx - px:.0f},{by - py:.0f}"/></g>')
    badge = (f'<g class="pf-seq-mark" data-testid="pf-seq-badge" data-badge="{number}">'
             f'<circle class="pf-seq-badge" cx="{mx:.0f}" cy="{my:.0f}" r="{BADGE_R}"/>'
             f'<text class="pf-seq-number" x="{mx:.0f}" y="{my + 7:.0f}">{number}</text></g>')
    return arrow, badge


def along(points: Sequence[tuple[float, float]], share: float) -> tuple[float, float]:
    """The point ``share`` of the way along a polyline.

    >>> along([(0, 0), (100, 0), (100, 100)], .5), along([(0, 0), (100, 0), (100, 100)], .75)
    ((100.0, 0.0), (100.0, 50.0))
    """
    lengths = [math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(points, points[1:])]
    left = sum(lengths) * share
    for (a, b), length in zip(zip(points, points[1:]), lengths):
        if left <= length and length:
            return a[0] + (b[0] - a[0]) * left / length, a[1] + (b[1] - a[1]) * left / length
        left -= length
    return float(points[-1][0]), float(points[-1][1])


def turn_svg(picture: TurnPicture, place: Place, piece: Callable[[int, bool], str]) -> str:
    """The whole turn: the moves' arrows (1, 2), the push's (last) and the
    fallen piece (``piece(colour, square_piece)`` draws one centred on 0, 0)."""
    def centre(square: int) -> tuple[float, float]:
        return place(square % STRIDE, square // STRIDE)

    def short(tail: tuple[float, float], tip: tuple[float, float],
              by: float) -> tuple[float, float]:
        length = math.hypot(tip[0] - tail[0], tip[1] - tail[1]) or 1.0
        return tip[0] - (tip[0] - tail[0]) * by / length, tip[1] - (tip[1] - tail[1]) * by / length

    parts = []
    marks: list[str] = []
    badges: list[tuple[float, float]] = []
    # After the push the anchor is on the piece that pushed, on the square it pushed into.
    avoid = [] if picture.push is None else [centre(picture.push.dst)]
    for number, move in enumerate(picture.moves, 1):
        path = picture.paths[number - 1] if number <= len(picture.paths) else (move.src, move.dst)
        # Drawn through the corners of the walk only: squares on a straight stretch add nothing.
        corners = [centre(b) for a, b, c in zip(path, path[1:], path[2:]) if b - a != c - b]
        tail, tip = centre(move.src), centre(move.dst)
        arrow, mark = arrow_svg(tail, short(corners[-1] if corners else tail, tip, 12),
                                number, "move",
                                corners, badges, avoid)
        parts.append(arrow)
        marks.append(mark)
    if picture.fallen is not None:
        fallen = picture.fallen
        x, y = place(fallen.file, fallen.rank)
        # Off the left or right edge is beyond the drawing (its margin is 24 units, kept narrow
        # so that on a phone the cells take the width): the piece, at 0.45, lies across the
        # margin and the end square's edge, inside the drawing (a piece reaches 48 units from
        # its centre with its stroke) and about clear of the piece there. At 0.3 in the margin
        # alone it was 8 px wide on a phone.
        edge = x < 0 or x > 800
        scale = 0.45 if edge else 0.8
        x = min(max(x, -24.0 + 48 * scale), 824.0 - 48 * scale)
        if edge:
            # There it was about 20 px wide on a phone, at the screen's edge. The corner
            # beside the end square it left (a4 or a1, h4 or h1: never squares, so empty)
            # has room for it whole, next to where the push was (issue 26).
            corner = (0 if fallen.file < 0 else 7, 3 if fallen.rank >= 2 else 0)
            if not is_square(corner[0] + STRIDE * corner[1]):
                (x, y), scale = place(*corner), 0.8
        parts.append(
            f'<g class="pf-fallen" data-testid="pf-fallen" transform="translate({x:.0f} {y:.0f}) '
            f'scale({scale})">{piece(fallen.colour, fallen.square_piece)}'
            '<path class="pf-fallen-cross" d="M-30 -30 L30 30 M30 -30 L-30 30"/></g>')
    if picture.push is not None:
        tail, tip = centre(picture.push.src), centre(picture.push.dst)
        arrow, mark = arrow_svg(tail, tip, len(picture.moves) + 1, "push", (), badges, avoid)
        parts.append(arrow)
        marks.append(mark)
    return "".join(parts + marks)


def turn_words(picture: TurnPicture, name: Callable[[int], str]) -> str:
    """The sequence in words (the layer's accessible description)."""
    steps = [f"{i}. move {name(m.src)} to {name(m.dst)}" for i, m in enumerate(picture.moves, 1)]
    if picture.push is not None:
        steps.append(
            f"{len(steps) + 1}. push from {name(picture.push.src)} into {name(picture.push.dst)}")
    return "; ".join(steps)
