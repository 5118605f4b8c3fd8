"""The Push Push board: a 7 x 7 SVG grid, click / drag / keyboard moves.

Squares are ``file + 7 * rank`` (a1 = 0) as in ``pushgames.pushpush``. The SVG
user space is 100 units per square; row 0 is drawn at the top.
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.pushpush import PASS, Move
from pushgames.pushpush.board import BALL, EMPTY, SIZE, square_name

from ..dom import nn
from . import BoardHost, BoardView, Frame

CELL = 100
SEAT_COLOUR = ("white", "black")
DRAG_THRESHOLD_PX = 6
KEY_STEPS = {"ArrowUp": (0, 1), "ArrowDown": (0, -1), "ArrowLeft": (-1, 0), "ArrowRight": (1, 0)}


def piece_of(code: int) -> tuple[int, int] | None:
    """(owner, value) of a board code, (-1, 0) for the ball, None when empty."""
    if code == EMPTY:
        return None
    if code == BALL:
        return (-1, 0)
    return ((code - 2) // 4, (code - 2) % 4 + 1)


def piece_name(code: int) -> str:
    piece = piece_of(code)
    if piece is None:
        return "empty"
    if piece[0] < 0:
        return "ball"
    return f"{SEAT_COLOUR[piece[0]]} {piece[1]}"


def piece_svg(code: int) -> str:
    """One figure or the ball, centred on (0, 0)."""
    owner, value = piece_of(code)  # type: ignore[misc]
    if owner < 0:
        return ('<circle class="ball" r="25"/><path class="ball-seam" d="M-17 -18 Q0 0 -17 18 M17 -18 Q0 0 17 18"/>')
    side = "w" if owner == 0 else "b"
    ring = '<circle class="ring" r="31"/>' if owner == 1 else ""
    return (f'<circle class="fig fig-{side}" r="40"/>{ring}'
            f'<text class="val val-{side}" y="2">{value}</text>')


def thumbnail() -> str:
    from pushgames.pushpush.board import initial_board

    board = initial_board()
    parts = ['<svg class="thumb" viewBox="0 0 700 700" aria-hidden="true" focusable="false">']
    for sq in range(SIZE * SIZE):
        f, r = sq % SIZE, sq // SIZE
        parts.append(f'<rect x="{f * CELL}" y="{(6 - r) * CELL}" width="100" height="100" '
                     f'class="sq {"sq-d" if (f + r) % 2 == 0 else "sq-l"}"/>')
        if board[sq] != EMPTY:
            parts.append(f'<g transform="translate({f * CELL + 50} {(6 - r) * CELL + 50})">{piece_svg(board[sq])}</g>')
    parts.append("</svg>")
    return "".join(parts)


RULES_HTML = """
<h3>Goal</h3>
<p>Push the ball off the board across your opponent's side. White (A) sits south and wins when
the ball leaves across the north edge; Black (B) sits north and wins when it leaves across the
south edge &mdash; no matter who pushed it.</p>
<h3>Setting up</h3>
<p>Each player has seven figures on their home row, valued 1, 2, 3, 4, 3, 2, 1 from file a to g.
The ball (value 0) starts on the centre square d4. White moves first unless the option says otherwise.</p>
<h3>A turn</h3>
<p>Move one of your figures one square in any of the eight directions. If the square is empty,
that is the whole move. If it is occupied, you push: the whole line of touching pieces in that
direction moves one square, and every piece in the line must be worth less than the one pushing it
(mover &gt; first &gt; second &gt; &hellip;; the ball counts 0, so it can only be last in a line).
You may push pieces of either colour.</p>
<ul>
<li>A figure pushed off the board is out of the game.</li>
<li>A 4 can never be pushed. But a 1 may step onto an <em>enemy</em> 4 and remove it.</li>
<li>The ball may never leave across the east or west edge; such a push is not allowed.</li>
<li><strong>Deflected push.</strong> When your figure and the ball both stand on the same edge
line and you push the ball along that edge, you may instead deflect it: the ball goes to the square
diagonally next to where a normal push would put it, one step away from the edge. From a corner it
moves one square at right angles to the push instead. The square must be empty. Written with a
<code>'</code>, e.g. <code>a3-a4'</code>.</li>
<li><strong>First reply.</strong> In the second player's first move, a figure of the value the first
player just moved may not land on the square mirrored through d4 from where that figure landed.</li>
</ul>
<h3>End of the game</h3>
<p>The game ends when the ball leaves the board, or in a draw: when neither player can move, when
both agree, or (house rule, on by default) when the same position with the same player to move
comes up for the third time.</p>
<h3>Clarifications</h3>
<ul>
<li>A diagonal push that carries the ball off a corner leaves across the north or south edge (the
rank is what leaves the board), so it wins or loses accordingly.</li>
<li>A deflected push needs the ball directly in front of the mover, with nothing between.</li>
<li>The first-reply restriction only forbids the mirrored square for a figure of the same value; every
other move is allowed, and it applies to that one move only.</li>
<li>A player who has no legal move passes (a &ldquo;Pass&rdquo; button appears).</li>
<li>If neither player can move, the game is a draw.</li>
<li>Other positions where nobody can win any more are not detected automatically; use
&ldquo;Offer draw&rdquo; (draw by agreement) for them.</li>
<li>The third-repetition draw is a house rule and can be switched off in the new-game options.</li>
</ul>
<h3>Credits</h3>
<p>Based on the Push Push rules, version 1.0 (English edition, September 2024); the designer is not
named in that text. Rules text here is our own wording.</p>
"""


class PushPushView(BoardView):
    game_id = "pushpush"

    def __init__(self) -> None:
        self.host: BoardHost | None = None
        self.svg: Any = None
        self.cells: list[Any] = []
        self.pieces_layer: Any = None
        self.marks_layer: Any = None
        self.flipped: bool | None = None
        self.state: Any = None
        self.frame = Frame()
        self.legal: list[Move] = []
        self.selected: int | None = None
        self.cursor = 3 + 7 * 3
        self._cell_cache: dict[int, tuple[str, str, str]] = {}
        self._drag: dict[str, Any] | None = None
        self._skip_anim = False

    # -- plug-in surface -------------------------------------------------
    def thumbnail_svg(self) -> str:
        return thumbnail()

    def rules_html(self) -> str:
        return RULES_HTML

    def extra_actions(self, state: Any, actions: Sequence[Any]) -> list[tuple[str, Any]]:
        return [("Pass (no legal move)", PASS)] if PASS in actions else []

    def mount(self, host: BoardHost) -> Any:
        from pyscript import document

        self.host = host
        wrap = document.createElement("div")
        wrap.className = "pp-board"
        wrap.innerHTML = (
            '<svg class="board-svg" viewBox="-36 -16 752 772" role="grid" aria-label="Push Push board" '
            'data-testid="board">'
            '<g class="edges"></g><g class="squares"></g><g class="pieces" aria-hidden="true"></g>'
            '<g class="marks" aria-hidden="true"></g><g class="coords" aria-hidden="true"></g></svg>')
        self.svg = wrap.querySelector("svg")
        self.pieces_layer = self.svg.querySelector(".pieces")
        self.marks_layer = self.svg.querySelector(".marks")
        host.listen(self.svg, "pointerdown", self._on_pointerdown)
        host.listen(self.svg, "pointermove", self._on_pointermove)
        host.listen(self.svg, "pointerup", self._on_pointerup)
        host.listen(self.svg, "pointercancel", self._on_pointercancel)
        host.listen(self.svg, "keydown", self._on_keydown)
        host.listen(self.svg, "contextmenu", lambda e: e.preventDefault())
        return wrap

    def cancel(self) -> None:
        self.selected = None
        self._end_drag()
        if self.state is not None:
            self._paint()

    def render(self, state: Any, frame: Frame) -> None:
        previous = self.state
        self.state = state
        self.frame = frame
        self.selected = None
        self._end_drag()
        game = self.host.game  # type: ignore[union-attr]
        self.legal = list(game.legal_actions(state)) if frame.interactive else []
        if self.flipped != frame.flipped:
            self.flipped = frame.flipped
            self._build_static()
        animate = frame.animate and not self._skip_anim and previous is not None
        self._skip_anim = False
        self._draw_pieces(animate)
        self._paint()

    # -- geometry --------------------------------------------------------
    def _xy(self, sq: int) -> tuple[int, int]:
        f, r = sq % SIZE, sq // SIZE
        col, row = (6 - f, r) if self.flipped else (f, 6 - r)
        return col * CELL, row * CELL

    def _square_at(self, col: int, row: int) -> int | None:
        if not (0 <= col < SIZE and 0 <= row < SIZE):
            return None
        f, r = (6 - col, row) if self.flipped else (col, 6 - row)
        return f + SIZE * r

    def _square_from_event(self, event: Any) -> int | None:
        ctm = nn(self.svg.getScreenCTM())
        if ctm is None:
            return None
        point = self.svg.createSVGPoint()
        point.x, point.y = event.clientX, event.clientY
        p = point.matrixTransform(ctm.inverse())
        return self._square_at(int(p.x // CELL), int(p.y // CELL))

    # -- drawing ---------------------------------------------------------
    def _build_static(self) -> None:
        """Squares (focusable grid cells in visual row order), edges, coordinates."""
        rows = []
        for row in range(SIZE):
            cells = []
            for col in range(SIZE):
                sq = self._square_at(col, row)
                f, r = sq % SIZE, sq // SIZE  # type: ignore[operator]
                shade = "sq-d" if (f + r) % 2 == 0 else "sq-l"
                cells.append(f'<rect role="gridcell" class="sq {shade}" data-sq="{sq}" x="{col * CELL}" '
                             f'y="{row * CELL}" width="{CELL}" height="{CELL}" tabindex="-1"/>')
            rows.append('<g role="row">' + "".join(cells) + "</g>")
        self.svg.querySelector(".squares").innerHTML = "".join(rows)
        self.cells = [self.svg.querySelector(f'[data-sq="{sq}"]') for sq in range(SIZE * SIZE)]
        self._cell_cache = {}
        top, bottom = ("b", "w") if not self.flipped else ("w", "b")
        self.svg.querySelector(".edges").innerHTML = (
            f'<rect class="edge edge-{top}" x="0" y="-13" width="700" height="9"/>'
            f'<rect class="edge edge-{bottom}" x="0" y="704" width="700" height="9"/>')
        files = "abcdefg"[::-1] if self.flipped else "abcdefg"
        ranks = "1234567" if self.flipped else "7654321"
        coords = [f'<text class="coord" x="{i * CELL + 50}" y="744">{c}</text>' for i, c in enumerate(files)]
        coords += [f'<text class="coord" x="-19" y="{i * CELL + 58}">{c}</text>' for i, c in enumerate(ranks)]
        self.svg.querySelector(".coords").innerHTML = "".join(coords)

    def _moved_from(self, before: tuple[int, ...], after: tuple[int, ...], move: Move) -> dict[int, int]:
        """new square -> old square of each piece the move displaced (for animation)."""
        if move.src < 0:
            return {}
        out = {move.dst: move.src}
        if move.deflected:
            if BALL in after:
                out[after.index(BALL)] = move.dst
        else:
            df = move.dst % SIZE - move.src % SIZE
            dr = move.dst // SIZE - move.src // SIZE
            sq = move.dst
            while before[sq] != EMPTY:
                f, r = sq % SIZE + df, sq // SIZE + dr
                if not (0 <= f < SIZE and 0 <= r < SIZE):
                    break
                out[f + SIZE * r] = sq
                sq = f + SIZE * r
        return {new: old for new, old in out.items() if after[new] != EMPTY and after[new] == before[old]}

    def _draw_pieces(self, animate: bool) -> None:
        board = self.state.board
        moved: dict[int, int] = {}
        frame = self.frame
        if animate and isinstance(frame.last_action, Move) and frame.previous_state is not None:
            moved = self._moved_from(frame.previous_state.board, board, frame.last_action)
        parts = []
        for sq, code in enumerate(board):
            if code == EMPTY:
                continue
            x, y = self._xy(sq)
            slide = ""
            if sq in moved:
                ox, oy = self._xy(moved[sq])
                slide = f' anim" style="--fx:{ox - x}px;--fy:{oy - y}px'
            parts.append(f'<g class="pc" data-piece="{sq}" transform="translate({x + 50} {y + 50})">'
                         f'<g class="slide{slide}">{piece_svg(code)}</g></g>')
        self.pieces_layer.innerHTML = "".join(parts)

    def _destinations(self) -> dict[int, list[Move]]:
        out: dict[int, list[Move]] = {}
        if self.selected is None:
            return out
        for move in self.legal:
            if move.src == self.selected:
                out.setdefault(move.dst, []).append(move)
        return out

    def _movable(self, sq: int) -> bool:
        return any(m.src == sq for m in self.legal)

    def _paint(self) -> None:
        """Highlights, destination marks, accessible names, roving tabindex."""
        board = self.state.board
        dests = self._destinations()
        last = self.frame.last_action
        last_squares = {last.src, last.dst} if isinstance(last, Move) and last.src >= 0 else set()
        marks = []
        for sq in range(SIZE * SIZE):
            classes = ["sq", "sq-d" if (sq % SIZE + sq // SIZE) % 2 == 0 else "sq-l"]
            label = f"{square_name(sq)}, {piece_name(board[sq])}"
            if sq in last_squares:
                classes.append("last")
            if sq == self.selected:
                classes.append("selected")
                label += ", selected"
            if sq in dests:
                classes.append("dest")
                label += ", push here" if board[sq] != EMPTY else ", move here"
                x, y = self._xy(sq)
                kind = "ring" if board[sq] != EMPTY else "dot"
                marks.append(f'<circle class="mark mark-{kind}" cx="{x + 50}" cy="{y + 50}" '
                             f'r="{46 if kind == "ring" else 14}"/>')
            if sq == self.cursor:
                classes.append("cursor")
            values = (" ".join(classes), label, "0" if sq == self.cursor else "-1")
            if self._cell_cache.get(sq) != values:
                cell = self.cells[sq]
                cell.setAttribute("class", values[0])
                cell.setAttribute("aria-label", values[1])
                cell.setAttribute("tabindex", values[2])
                cell.setAttribute("aria-selected", "true" if sq == self.selected else "false")
                self._cell_cache[sq] = values
        self.marks_layer.innerHTML = "".join(marks)
        self.svg.classList.toggle("interactive", bool(self.frame.interactive))

    # -- acting ----------------------------------------------------------
    def _tap(self, sq: int) -> None:
        if not self.frame.interactive or self.state is None:
            return
        dests = self._destinations()
        if self.selected is not None and sq in dests:
            self._play(dests[sq])
            return
        if sq == self.selected:
            self.selected = None
        elif self._movable(sq):
            self.selected = sq
            self.host.announce(f"{square_name(sq)} selected: {len(self._destinations())} destinations")  # type: ignore[union-attr]
        else:
            code = self.state.board[sq]
            piece = piece_of(code)
            if piece is not None and piece[0] == self.host.game.to_move(self.state):  # type: ignore[union-attr]
                self.host.announce(f"the {piece_name(code)} on {square_name(sq)} has no legal move")  # type: ignore[union-attr]
            self.selected = None
        self._paint()

    def _play(self, moves: list[Move]) -> None:
        host = self.host
        if len(moves) == 1:
            host.submit(moves[0])  # type: ignore[union-attr]
            return
        options = []
        for move in sorted(moves, key=lambda m: m.deflected):
            after = host.game.next_state(self.state, move)  # type: ignore[union-attr]
            where = square_name(after.board.index(BALL)) if BALL in after.board else "off the board"
            kind = "Deflected push" if move.deflected else "Normal push"
            options.append((f"{kind} (ball to {where})", move))
        host.choose(f"{square_name(moves[0].src)}-{square_name(moves[0].dst)}: which push?", options)  # type: ignore[union-attr]

    # -- pointer: click, tap, drag and drop ------------------------------------
    def _on_pointerdown(self, event: Any) -> None:
        if event.button != 0 or not self.frame.interactive:
            return
        sq = self._square_from_event(event)
        if sq is None:
            return
        self.cursor = sq
        self._drag = {"sq": sq, "x": event.clientX, "y": event.clientY, "id": event.pointerId,
                      "active": False, "movable": self._movable(sq)}
        if self._drag["movable"]:
            event.preventDefault()  # no text selection or native drag; keep focus handling ours
            try:
                self.svg.setPointerCapture(event.pointerId)
            except Exception:
                pass
        cell = self.cells[sq]
        cell.focus()

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
                self.pieces_layer.appendChild(drag["el"])  # on top of the others
        element = drag.get("el")
        if element is not None:
            ctm = self.svg.getScreenCTM()
            point = self.svg.createSVGPoint()
            point.x, point.y = event.clientX, event.clientY
            p = point.matrixTransform(ctm.inverse())
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
        dests = self._destinations()
        if sq is not None and sq in dests:
            self._skip_anim = len(dests[sq]) == 1
            self._play(dests[sq])
        else:
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
        if drag is not None:
            try:
                self.svg.releasePointerCapture(drag["id"])
            except Exception:
                pass

    # -- keyboard ----------------------------------------------------------
    def _on_keydown(self, event: Any) -> None:
        key = event.key
        if key in KEY_STEPS:
            df, dr = KEY_STEPS[key]
            if self.flipped:
                df, dr = -df, -dr
            f = min(SIZE - 1, max(0, self.cursor % SIZE + df))
            r = min(SIZE - 1, max(0, self.cursor // SIZE + dr))
            self.cursor = f + SIZE * r
            self._paint()
            self.cells[self.cursor].focus()
        elif key in ("Enter", " ", "Spacebar"):
            self._tap(self.cursor)
        elif key == "Escape":
            if self.selected is None:
                return
            self.cancel()
        else:
            return
        event.preventDefault()
        event.stopPropagation()
