"""What the square-grid board views share: an SVG board of square cells that
can be flipped, with pointer select / drag-and-drop and a keyboard cursor.

A square is ``file + stride * rank`` (rank 0 at the bottom for the first
player), as the engines number them. The SVG user space is ``CELL`` units per
square; visual row 0 is the top row. A subclass says which squares exist and
how big the grid is, writes the SVG skeleton (with the layers below) and fills
in the game-specific hooks:

``_cell_class(sq)``         base class of a square's ``<rect>`` (built once per flip).
``_piece_markup(sq)``       the piece drawn on ``sq`` (centred on 0, 0) or None.
``_moved_pieces()``         new square -> old square of the pieces the last action moved.
``_paint_context()``        what one repaint needs (destinations, last move...).
``_look(sq, context, marks)`` (classes, aria label) of a square; may add marks.
``_movable(sq)``            whether a pointer press on ``sq`` may start a drag.
``_tap(sq)``                a click, tap, Enter or Space on ``sq``.
``_drop(src, dst)``         a piece dragged from ``src`` released on ``dst``;
                            True when that made a move.

The SVG must hold ``<g class="squares">``, ``<g class="pieces">``,
``<g class="marks">`` and ``<g class="coords">``; the cells get ``role="gridcell"``
inside ``role="row"`` groups in visual order, with a roving tabindex on the cursor.
"""

from __future__ import annotations

from typing import Any

from ..dom import capture_pointer, nn, release_pointer
from . import A, BoardHost, BoardPlugin, Frame, S

CELL = 100
#: A press becomes a drag once the pointer travelled this far (else it is a click).
DRAG_THRESHOLD_PX = 6
#: Arrow key -> (file step, rank step) as the board is seen unflipped.
KEY_STEPS = {"ArrowUp": (0, 1), "ArrowDown": (0, -1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}
ACTIVATE_KEYS = ("Enter", " ", "Spacebar")


def arrow_step(square: int, key: str, turned: bool, files: int, ranks: int,
               stride: int) -> int | None:
    """The square an arrow key moves a cursor on ``square`` to (kept on the
    ``files`` x ``ranks`` grid), or None when ``key`` is not an arrow key.

    >>> arrow_step(0, "ArrowUp", False, 7, 7, 7), arrow_step(0, "ArrowUp", True, 7, 7, 7)
    (7, 0)
    """
    if key not in KEY_STEPS:
        return None
    df, dr = KEY_STEPS[key]
    if turned:
        df, dr = -df, -dr
    f = min(files - 1, max(0, square % stride + df))
    r = min(ranks - 1, max(0, square // stride + dr))
    return f + stride * r


def circle_mark(x: int, y: int, ring: bool = False) -> str:
    """A destination mark on the square whose corner is (x, y): a dot, or a ring
    round a piece."""
    cx, cy = x + CELL // 2, y + CELL // 2
    if not ring:
        return f'<circle class="mark mark-dot" cx="{cx}" cy="{cy}" r="14"/>'
    # A light solid halo under the dark dashes: the ring shows on dark figures too.
    return (f'<circle class="mark-ring-halo" cx="{cx}" cy="{cy}" r="46"/>'
            f'<circle class="mark mark-ring" cx="{cx}" cy="{cy}" r="46"/>')


class GridBoard(BoardPlugin[S, A]):
    """A flippable SVG square-grid board; see the module docstring."""

    #: Grid size as drawn (files across, ranks down) and the square numbering.
    FILES = 7
    RANKS = 7
    STRIDE = 7
    #: The squares that exist, in index order.
    SQUARES: tuple[int, ...] = tuple(range(49))
    #: Where the coordinate letters and digits go (SVG user units).
    FILE_LABEL_Y = 744
    RANK_LABEL_X = -19

    def __init__(self, cursor: int) -> None:
        self.svg: Any = None
        self.cells: dict[int, Any] = {}
        self.pieces_layer: Any = None
        self.marks_layer: Any = None
        self.flipped: bool | None = None
        self.state: Any = None
        self.frame: Frame[S, A] = Frame()
        self.legal: list[A] = []
        self.selected: int | None = None
        self.cursor = cursor
        self._on_grid = frozenset(self.SQUARES)
        self._cell_cache: dict[int, tuple[str, str, str]] = {}
        self._drag: dict[str, Any] | None = None
        self._skip_anim = False

    # -- plug-in surface -------------------------------------------------
    def _attach_svg(self, host: BoardHost[S, A], svg: Any) -> None:
        """Remember the board ``<svg>`` (already in ``mount``'s markup) and its
        layers, and listen to its pointer and keyboard events."""
        self.host = host
        self.svg = svg
        # Chromium makes an <svg> with focus listeners a Tab stop of its own, a second one
        # before the cursor's square (which alone should take the Tab: roving tabindex).
        svg.setAttribute("tabindex", "-1")
        self.pieces_layer = svg.querySelector(".pieces")
        self.marks_layer = svg.querySelector(".marks")
        host.listen(svg, "pointerdown", self._on_pointerdown)
        host.listen(svg, "pointermove", self._on_pointermove)
        host.listen(svg, "pointerup", self._on_pointerup)
        host.listen(svg, "pointercancel", self._on_pointercancel)
        host.listen(svg, "keydown", self._on_keydown)
        host.listen(svg, "focusout", self._on_focusout)
        host.listen(svg, "contextmenu", lambda e: e.preventDefault())

    def cancel(self) -> None:
        self.selected = None
        lifted = self._drag is not None and self._drag.get("el") is not None
        self._end_drag()
        if self.state is not None:
            if lifted:
                self._draw_pieces(False)
            self._paint()

    def render(self, state: Any, frame: Frame[S, A]) -> None:
        previous = self.state
        self.state = state
        self.frame = frame
        self.selected = None
        self._end_drag()
        self.legal = list(frame.legal) if frame.interactive else []
        if self.flipped != frame.flipped:
            self.flipped = frame.flipped
            self._build_static()
        animate = frame.animate and not self._skip_anim and previous is not None
        self._skip_anim = False
        self._draw_pieces(animate)
        self._paint()

    # -- geometry --------------------------------------------------------
    def _xy(self, sq: int) -> tuple[int, int]:
        """Top-left corner of a square in SVG user units."""
        f, r = sq % self.STRIDE, sq // self.STRIDE
        col, row = (self.FILES - 1 - f, r) if self.flipped else (f, self.RANKS - 1 - r)
        return col * CELL, row * CELL

    def _square_at(self, col: int, row: int) -> int | None:
        if not (0 <= col < self.FILES and 0 <= row < self.RANKS):
            return None
        f, r = (self.FILES - 1 - col, row) if self.flipped else (col, self.RANKS - 1 - row)
        sq = f + self.STRIDE * r
        return sq if sq in self._on_grid else None

    def _svg_point(self, event: Any) -> Any:
        """The pointer's position in SVG user units (None while the board is not laid out)."""
        ctm = nn(self.svg.getScreenCTM())
        if ctm is None:
            return None
        point = self.svg.createSVGPoint()
        point.x, point.y = event.clientX, event.clientY
        return point.matrixTransform(ctm.inverse())

    def _square_from_event(self, event: Any) -> int | None:
        p = self._svg_point(event)
        return None if p is None else self._square_at(int(p.x // CELL), int(p.y // CELL))

    # -- drawing ---------------------------------------------------------
    def _build_static(self) -> None:
        """Squares (focusable grid cells in visual row order) and coordinates;
        a subclass adds its own furniture (edges, rails)."""
        rows = []
        for row in range(self.RANKS):
            cells = []
            for col in range(self.FILES):
                sq = self._square_at(col, row)
                if sq is not None:
                    cells.append(
                        f'<rect role="gridcell" class="{self._cell_class(sq)}" data-sq="{sq}" '
                        f'x="{col * CELL}" y="{row * CELL}" width="{CELL}" height="{CELL}" '
                        'tabindex="-1"/>')
            if cells:
                rows.append('<g role="row">' + "".join(cells) + "</g>")
        self.svg.querySelector(".squares").innerHTML = "".join(rows)
        self.cells = {sq: self.svg.querySelector(f'[data-sq="{sq}"]') for sq in self.SQUARES}
        self._cell_cache = {}
        files = "abcdefghijklmnop"[:self.FILES]
        ranks = "".join(str(r) for r in range(self.RANKS, 0, -1))
        if self.flipped:
            files, ranks = files[::-1], ranks[::-1]
        coords = [f'<text class="coord" x="{i * CELL + 50}" y="{self.FILE_LABEL_Y}">{c}</text>'
                  for i, c in enumerate(files)]
        coords += [f'<text class="coord" x="{self.RANK_LABEL_X}" y="{i * CELL + 58}">{c}</text>'
                   for i, c in enumerate(ranks)]
        self.svg.querySelector(".coords").innerHTML = "".join(coords)

    def _draw_pieces(self, animate: bool) -> None:
        """Every piece in its square; the ones the last action moved slide in."""
        moved = self._moved_pieces() if animate else {}
        parts = []
        for sq in self.SQUARES:
            markup = self._piece_markup(sq)
            if markup is None:
                continue
            x, y = self._xy(sq)
            slide = ""
            if sq in moved:
                ox, oy = self._xy(moved[sq])
                slide = f' anim" style="--fx:{ox - x}px;--fy:{oy - y}px'
            parts.append(
                f'<g class="pc" data-piece="{sq}" transform="translate({x + 50} {y + 50})">'
                f'<g class="slide{slide}">{markup}</g></g>')
        self.pieces_layer.innerHTML = "".join(parts)

    def _paint(self) -> None:
        """Highlights, marks, accessible names and the roving tabindex."""
        context = self._paint_context()
        marks: list[str] = []
        for sq, cell in self.cells.items():
            classes, label = self._look(sq, context, marks)
            if sq == self.cursor:
                classes.append("cursor")
            values = (" ".join(classes), label, "0" if sq == self.cursor else "-1")
            if self._cell_cache.get(sq) != values:
                cell.setAttribute("class", values[0])
                cell.setAttribute("aria-label", values[1])
                cell.setAttribute("tabindex", values[2])
                cell.setAttribute("aria-selected", "true" if sq == self.selected else "false")
                self._cell_cache[sq] = values
        self.marks_layer.innerHTML = "".join(marks)
        self._paint_extra(context)
        self.svg.classList.toggle("interactive", self._accepts_input())

    def _last_and_selected(self, sq: int, last_squares: set[int], classes: list[str],
                           label: str) -> str:
        """Add the "last" and "selected" looks of ``sq``; returns the label."""
        if sq in last_squares:
            classes.append("last")
        if sq == self.selected:
            classes.append("selected")
            label += ", selected"
        return label

    # -- hooks -------------------------------------------------------------
    def _cell_class(self, sq: int) -> str:
        return "sq"

    def _piece_markup(self, sq: int) -> str | None:
        raise NotImplementedError

    def _moved_pieces(self) -> dict[int, int]:
        return {}

    def _paint_context(self) -> Any:
        return None

    def _look(self, sq: int, context: Any, marks: list[str]) -> tuple[list[str], str]:
        raise NotImplementedError

    def _paint_extra(self, context: Any) -> None:
        """Layers of the subclass's own to draw after the squares (e.g. arrows)."""

    def _accepts_input(self) -> bool:
        return bool(self.frame.interactive)

    def _movable(self, sq: int) -> bool:
        raise NotImplementedError

    def _tap(self, sq: int) -> None:
        raise NotImplementedError

    def _drop(self, src: int, dst: int) -> bool:
        raise NotImplementedError

    # -- pointer: click, tap, drag and drop ------------------------------------
    def _on_pointerdown(self, event: Any) -> None:
        if event.button != 0 or not self._accepts_input():
            return
        sq = self._square_from_event(event)
        if sq is None:
            return
        self.cursor = sq
        self._drag = {"sq": sq, "x": event.clientX, "y": event.clientY, "id": event.pointerId,
                      "active": False, "movable": self._movable(sq)}
        if self._drag["movable"]:
            event.preventDefault()  # no text selection or native drag; keep focus handling ours
            capture_pointer(self.svg, event.pointerId)
        # Focus follows the pointer (the keyboard then goes on from here), but
        # a focus moved by script counts as the keyboard's in Chromium: the
        # class keeps the cursor's ring off until a key is pressed.
        self.svg.classList.add("pointer-focus")
        self.cells[sq].focus()

    def _on_focusout(self, event: Any) -> None:
        if not self.svg.contains(event.relatedTarget):
            self.svg.classList.remove("pointer-focus")  # back by Tab: the ring shows again

    def _on_pointermove(self, event: Any) -> None:
        drag = self._drag
        if drag is None or not drag["movable"] or event.pointerId != drag["id"]:
            return
        if not drag["active"]:
            if abs(event.clientX - drag["x"]) + abs(event.clientY - drag["y"]) < DRAG_THRESHOLD_PX:
                return
            drag["active"] = True
            if self.selected != drag["sq"]:
                self.selected = drag["sq"]
                self._paint()
            drag["el"] = nn(self.pieces_layer.querySelector(f'[data-piece="{drag["sq"]}"]'))
            if drag["el"] is not None:
                drag["el"].classList.add("dragging")
                # Last child of the board: above the other pieces and the destination marks.
                self.svg.appendChild(drag["el"])
        element = drag.get("el")
        p = self._svg_point(event) if element is not None else None
        if p is not None and element is not None:
            element.setAttribute("transform", f"translate({p.x:.1f} {p.y:.1f})")

    def _on_pointerup(self, event: Any) -> None:
        drag = self._drag
        if drag is None or event.pointerId != drag["id"]:
            return
        sq = self._square_from_event(event)
        if not drag["active"]:
            self._drag = None
            if sq is not None:
                self._tap(sq)
            return
        self._end_drag()
        if sq is None or not self._drop(drag["sq"], sq):
            self._draw_pieces(False)
            self._paint()

    def _on_pointercancel(self, event: Any) -> None:
        if self._drag is not None and self._drag.get("active"):
            self._end_drag()
            self._draw_pieces(False)
            self._paint()
        self._drag = None

    def _end_drag(self) -> None:
        drag = self._drag
        self._drag = None
        if drag is not None and drag.get("el") is not None:
            # lifted out of the pieces layer: the next drawing puts the piece back
            drag["el"].remove()
        if drag is not None:
            release_pointer(self.svg, drag["id"])

    # -- keyboard ----------------------------------------------------------
    def _on_keydown(self, event: Any) -> None:
        self.svg.classList.remove("pointer-focus")
        key = event.key
        target = arrow_step(self.cursor, key, bool(self.flipped), self.FILES,
                            self.RANKS, self.STRIDE)
        if target is not None:
            if target in self._on_grid:
                self.cursor = target
                self._paint()
                self.cells[self.cursor].focus()
        elif key in ACTIVATE_KEYS:
            self._tap(self.cursor)
        elif key == "Escape":
            if self.selected is None:
                return
            self.cancel()
        else:
            return
        event.preventDefault()
        event.stopPropagation()
