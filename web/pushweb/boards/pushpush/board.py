"""The Push Push board: a 7 x 7 SVG grid, click / drag / keyboard moves.

Squares are ``file + 7 * rank`` (a1 = 0) as in ``pushgames.pushpush``. The SVG
user space is 100 units per square; row 0 is drawn at the top.
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.core import Outcome
from pushgames.pushpush import PASS, Move, PushPushState
from pushgames.pushpush.rules import SEAT_NAMES
from pushgames.pushpush.board import BALL, EMPTY, SIZE, square_name

from ...dom import show_hint
from .. import BoardHost, Frame
from ..gridboard import CELL, GridBoard, circle_mark

SEAT_COLOUR = ("white", "black")


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
        return ('<circle class="ball" r="25"/><path class="ball-seam" d="M-17 -18 Q0 0 -17 18 M17 '
                '-18 Q0 0 17 18"/>')
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
            parts.append(f'<g transform="translate({f * CELL + 50} '
                         f'{(6 - r) * CELL + 50})">{piece_svg(board[sq])}</g>')
    parts.append("</svg>")
    return "".join(parts)


RULES_HTML = """
<h3>Goal</h3>
<p>Push the ball off the board across your opponent's side. White (A) sits south and wins when
the ball leaves across the north edge; Black (B) sits north and wins when it leaves across the
south edge &mdash; no matter who pushed it.</p>
<h3>Setting up</h3>
<p>Each player has seven figures on their home row, valued 1, 2, 3, 4, 3, 2, 1 from file a to g.
The ball (value 0) starts on the centre square d4. White moves first unless the option says
otherwise.</p>
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
<li>The first-reply restriction only forbids the mirrored square for a figure of the same value;
every other move is allowed, and it applies to that one move only.</li>
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


KEYBOARD_HTML = (
    "<kbd>Tab</kbd> to the board, then the arrow keys move the cursor; <kbd>Enter</kbd> or "
    "<kbd>Space</kbd> selects one of your figures, and again on a marked square moves or pushes "
    "there (when the ball could also be deflected, a menu asks which push); "
    "<kbd>Esc</kbd> cancels.")


class PushPushBoard(GridBoard[PushPushState, Move]):
    game_id = "pushpush"
    keyboard_help = KEYBOARD_HTML
    FILES = RANKS = STRIDE = SIZE
    SQUARES = tuple(range(SIZE * SIZE))
    FILE_LABEL_Y = 744
    RANK_LABEL_X = -19

    def __init__(self) -> None:
        super().__init__(cursor=3 + SIZE * 3)  # d4
        self.hint: Any = None

    def render(self, state: Any, frame: Frame[PushPushState, Move]) -> None:
        super().render(state, frame)
        self._say("")

    # -- plug-in surface -------------------------------------------------
    def thumbnail_svg(self) -> str:
        return thumbnail()

    def rules_html(self) -> str:
        return RULES_HTML

    def extra_actions(self, state: Any, actions: Sequence[Move]) -> list[tuple[str, Move]]:
        return [("Pass (no legal move)", PASS)] if PASS in actions else []

    def result_words(self, outcome: Outcome, mover: int | None, you: int | None) -> str | None:
        """A ball pushed off its pusher's own edge says so: the engine's reason
        names only the edge, and a newcomer who just lost by their own push
        would read it as the opponent's doing."""
        if outcome.termination != "ball-off-board" or mover is None or mover in outcome.winners \
                or len(outcome.winners) != 1:
            return None
        winner = SEAT_NAMES[min(outcome.winners)]
        who = "You" if mover == you else SEAT_NAMES[mover]
        whose = "your" if mover == you else "its"
        return f"{who} pushed the ball off {whose} own edge: {winner} wins."

    def mount(self, host: BoardHost[PushPushState, Move]) -> Any:
        from pyscript import document

        wrap = document.createElement("div")
        wrap.className = "pp-board"
        wrap.innerHTML = (
            '<svg class="board-svg" viewBox="-36 -16 752 772" role="grid" '
            'aria-label="Push Push board" data-testid="board">'
            '<g class="edges"></g><g class="squares"></g><g class="pieces" aria-hidden="true"></g>'
            '<g class="marks" aria-hidden="true"></g>'
            '<g class="coords" aria-hidden="true"></g></svg>'
            # Why a click did nothing: laid just above the board (over the strips), so
            # showing it moves nothing.
            '<p class="board-hint" data-testid="board-hint" role="status" hidden></p>')
        self.hint = wrap.querySelector(".board-hint")
        self._attach_svg(host, wrap.querySelector("svg"))
        return wrap

    # -- drawing ---------------------------------------------------------
    def _build_static(self) -> None:
        """Squares and coordinates, and the coloured home edges."""
        super()._build_static()
        top, bottom = ("b", "w") if not self.flipped else ("w", "b")
        self.svg.querySelector(".edges").innerHTML = (
            f'<rect class="edge edge-{top}" x="0" y="-13" width="700" height="9"/>'
            f'<rect class="edge edge-{bottom}" x="0" y="704" width="700" height="9"/>')

    def _cell_class(self, sq: int) -> str:
        return "sq sq-d" if (sq % SIZE + sq // SIZE) % 2 == 0 else "sq sq-l"

    def _piece_markup(self, sq: int) -> str | None:
        code = self.state.board[sq]
        return None if code == EMPTY else piece_svg(code)

    def _moved_pieces(self) -> dict[int, int]:
        """new square -> old square of each piece the last move displaced (for animation)."""
        move, previous = self.frame.last_action, self.frame.previous_state
        if not isinstance(move, Move) or previous is None or move.src < 0:
            return {}
        before, after = previous.board, self.state.board
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
        return {new: old for new, old in out.items() if after[new] != EMPTY
                and after[new] == before[old]}

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

    def _paint_context(self) -> Any:
        last = self.frame.last_action
        last_squares = {last.src, last.dst} if isinstance(last, Move) and last.src >= 0 else set()
        dests = self._destinations()
        return dests, last_squares, self._deflections(dests)

    def _deflections(self, dests: dict[int, list[Move]]) -> dict[int, int]:
        """Where each deflected push of the selected figure puts the ball: landing
        square -> the ball's square now (shown before the player commits)."""
        out: dict[int, int] = {}
        for moves in dests.values():
            for move in moves:
                if move.deflected:
                    after = self.host.game.next_state(self.state, move)
                    if BALL in after.board:
                        out[after.board.index(BALL)] = move.dst
        return out

    def _look(self, sq: int, context: Any, marks: list[str]) -> tuple[list[str], str]:
        dests, last_squares, deflections = context
        code = self.state.board[sq]
        classes = self._cell_class(sq).split()
        label = self._last_and_selected(sq, last_squares, classes,
                                        f"{square_name(sq)}, {piece_name(code)}")
        if sq in dests:
            classes.append("dest")
            label += ", push here" if code != EMPTY else ", move here"
            marks.append(circle_mark(*self._xy(sq), ring=code != EMPTY))
            if any(m.deflected for m in dests[sq]):
                label += " (the ball can be deflected)"
        if sq in deflections:
            label += f", a deflected push from {square_name(deflections[sq])} puts the ball here"
            marks.append(self._ghost_ball(deflections[sq], sq))
        return classes, label

    def _paint_extra(self, context: Any) -> None:
        """Where the ball left the board (the move that ended the game): the
        ball drawn faintly on the edge it crossed, above the square it left."""
        left = self._ball_exit()
        if left is not None:
            x, y = left
            self.marks_layer.insertAdjacentHTML(
                "beforeend", '<g class="ball-left" data-testid="ball-left" '
                             f'transform="translate({x} {y})">'
                             f'{piece_svg(BALL)}<circle class="ball-left-ring" r="31"/></g>')

    def _ball_exit(self) -> tuple[int, int] | None:
        """The point on the board's edge where the last move pushed the ball off, or None."""
        move, previous = self.frame.last_action, self.frame.previous_state
        if (
            not isinstance(move, Move)
            or previous is None
            or move.src < 0
            or BALL not in previous.board
            or BALL in self.state.board
        ):
            return None
        ball = previous.board.index(BALL)
        df, dr = move.dst % SIZE - move.src % SIZE, move.dst // SIZE - move.src // SIZE
        x, y = self._xy(ball)
        half = CELL // 2
        x = min(SIZE * CELL, max(0, x + half + (-df if self.flipped else df) * half))
        north = (dr > 0) != self.flipped  # leaving upwards on the screen
        return x, (-8 if north else SIZE * CELL + 8)

    def _ghost_ball(self, ball: int, landing: int) -> str:
        """A faded ball where a deflected push would put it, with a dashed arrow from the ball."""
        (x1, y1), (x2, y2) = self._xy(ball), self._xy(landing)
        x1, y1, x2, y2 = x1 + 50, y1 + 50, x2 + 50, y2 + 50
        # The arrow stops at the ghost's rim (radius 25 plus a little).
        dx, dy = x2 - x1, y2 - y1
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        tx, ty = x2 - dx * 34 / length, y2 - dy * 34 / length
        # Presentation attributes, not the shared style sheet: the mark is this board's own.
        return (f'<g class="pp-deflect" data-testid="pp-deflect" data-landing="{landing}">'
                f'<line x1="{x1}" y1="{y1}" x2="{tx:.0f}" y2="{ty:.0f}" stroke="#4a1a06" '
                'stroke-width="6" stroke-dasharray="12 8" stroke-linecap="round"/>'
                f'<g transform="translate({x2} {y2})" opacity=".6"><circle class="ball" r="25" '
                'stroke-dasharray="8 5"/></g></g>')

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
            self._say("")
        elif self._movable(sq):
            self.selected = sq
            self._say("")
            self.host.announce(
                f"{square_name(sq)} selected: {len(self._destinations())} destinations")
        else:
            self._say(self._why_not(sq))
            self.selected = None
        self._paint()

    def _why_not(self, sq: int) -> str:
        """Why a click on ``sq`` (after the selection, if any) makes no move, in words."""
        game, state = self.host.game, self.state
        seat = game.to_move(state)
        code = state.board[sq]
        piece = piece_of(code)
        if self.selected is not None and (piece is None or piece[0] != seat):
            return "Not legal: " + str(game.why_illegal(state, Move(self.selected, sq)))
        if piece is not None and piece[0] == seat:
            # Every way the figure could go, and the first reason it may not:
            # the first-reply rule is the one players do not guess.
            reasons = [game.why_illegal(state, Move(sq, sq + df + SIZE * dr)) for df in (-1, 0, 1)
                       for dr in (-1, 0, 1)
                       if (df or dr) and 0 <= sq % SIZE + df < SIZE and 0 <= sq // SIZE + dr < SIZE]
            special = [r for r in reasons if "first reply" in r]
            return f"The {piece_name(code)} on {square_name(sq)} has no legal move" + (
                ": " + special[0].split(": ", 1)[-1] if special else ".")
        side = SEAT_COLOUR[seat].capitalize()
        return f"{side} to move: select one of {side}'s figures, then a marked square."

    def _say(self, text: str) -> None:
        show_hint(self.hint, text, self.host.announce)

    def _drop(self, src: int, dst: int) -> bool:
        dests = self._destinations()
        if dst not in dests:
            return False
        self._skip_anim = len(dests[dst]) == 1
        self._play(dests[dst])
        return True

    def _play(self, moves: list[Move]) -> None:
        host = self.host
        if len(moves) == 1:
            host.submit(moves[0])
            return
        options = []
        for move in sorted(moves, key=lambda m: m.deflected):
            after = host.game.next_state(self.state, move)
            where = square_name(after.board.index(BALL)) if BALL in after.board else "off the board"
            kind = "Deflected push" if move.deflected else "Normal push"
            options.append((f"{kind} (ball to {where})", move))
        host.choose(f"{square_name(moves[0].src)}-{square_name(moves[0].dst)}: which push?",
                    options)
