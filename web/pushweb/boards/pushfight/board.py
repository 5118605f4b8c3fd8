"""The Push Fight board: the 26-square board with its rails, setup by click or
drag, moves and pushes by click (push arrows); the analysis panel under it is
``panel.AnalysisPanel`` (the board draws its previews: :meth:`show_preview`).

Squares are the engine's bit indices (``file + 9 * rank``, see
``pushgames.pushfight.board``); the SVG user space is 100 units per square,
rank 4 at the top (rank 1 when flipped).
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.pushfight import RANDOM, STANDARD, Place, Position, Step
from pushgames.pushfight.rules import PushFightState
from pushgames.pushfight.turns import Action
from pushgames.pushfight.board import SQUARES, STRIDE, square_name
from pushgames.pushfight.rules import COLOUR_NAMES, HALVES, PLAY, SETUP

from ...dom import nn, show_hint
from .. import BoardHost, Frame, ensure_stylesheet
from ..gridboard import CELL, GridBoard, circle_mark
from .choices import Choice
from .panel import PANEL_HTML, AnalysisPanel
from .refusals import HOW_TO_PUSH, why_not
from .turn import TurnPicture, read_turn, turn_svg, turn_words

CSS_HREF = "./web/pushfight.css"
ARROW_ANGLE = {STRIDE: -90, 1: 0, -STRIDE: 90, -1: 180}  # screen angle of a push, board not flipped
# A push's click target in the arrow's frame (the push points along +x, the edge is x = 0):
# the square entered plus a wedge 20 units into the pusher's square.
ARROW_TARGET = "M0 -50 L100 -50 L100 50 L0 50 L-20 0 Z"
SIDE = ("w", "b")


def piece_svg(colour: int, square_piece: bool, anchored: bool = False) -> str:
    """A piece centred on (0, 0): squares are squares, rounds are discs; Brown's
    are dark with a light inner ring (told apart by shape and lightness, not hue)."""
    side = SIDE[colour]
    if square_piece:
        body = f'<rect class="pf-piece pf-{side}" x="-37" y="-37" width="74" height="74" rx="9"/>'
        inner = (
            '<rect class="pf-inner" x="-25" y="-25" width="50" height="50" rx="5"/>'
            if colour
            else ""
        )
    else:
        body = f'<circle class="pf-piece pf-{side}" r="38"/>'
        inner = '<circle class="pf-inner" r="26"/>' if colour else ""
    anchor = (
        (
            '<g class="pf-anchor" data-testid="anchor"><path class="pf-anchor-halo" d="{d}"/>'
            '<path class="pf-anchor-line" d="{d}"/></g>'
        ).format(d="M0 -24 a6 6 0 1 1 0.1 0 M0 -12 V22 M-15 4 Q-13 22 0 22 Q13 22 15 4 M-9 -6 H9")
        if anchored
        else ""
    )
    return body + inner + anchor


#: The pieces' colours, as pushfight.css paints them (the home page's picture and
#: the strips' marks cannot read the style sheet).
WHITE_FILL, BROWN_FILL = "#fbf8ef", "#5a3413"


def thumbnail() -> str:
    """The standard setup, static, for the home page."""
    position = Position.from_string(".OX.....oXx....oOx.....OX.")
    parts = ['<svg class="thumb pf-thumb" viewBox="-20 -30 840 460" aria-hidden="true" '
             'focusable="false">'
             # The home page does not load pushfight.css: the picture carries its own colours.
             '<style>.pf-thumb .pf-cell{fill:#e9e1cf;stroke:#8a7b62;stroke-width:3}'
             '.pf-thumb .pf-piece{stroke-width:4}.pf-thumb .pf-w{fill:' + WHITE_FILL
             + ';stroke:#1d1d1d}'
             '.pf-thumb .pf-b{fill:' + BROWN_FILL
             + ';stroke:#1a0d03}.pf-thumb .pf-inner{fill:none;stroke:#e8c9a3;stroke-width:4}'
             '.pf-thumb .pf-rail{fill:#3b3b3b}.pf-thumb '
             '.pf-centre{stroke:#3b2a14;stroke-width:7}</style>']
    for sq in SQUARES:
        x, y = (sq % STRIDE) * CELL, (3 - sq // STRIDE) * CELL
        parts.append(f'<rect class="pf-cell" x="{x}" y="{y}" width="100" height="100"/>')
        for colour, (squares, rounds) in enumerate(((position.own_squares, position.own_rounds),
                                                    (position.their_squares,
                                                     position.their_rounds))):
            if (squares | rounds) >> sq & 1:
                parts.append(f'<g transform="translate({x + 50} {y + 50})">'
                             f'{piece_svg(colour, bool(squares >> sq & 1))}</g>')
    parts.append('<rect class="pf-rail" x="200" y="-22" width="500" height="14"/>'
                 '<rect class="pf-rail" x="100" y="408" width="500" height="14"/>'
                 '<line class="pf-centre" x1="400" y1="0" x2="400" y2="400"/></svg>')
    return "".join(parts)


RULES_HTML = """
<h3>Goal</h3>
<p>Push one of your opponent's pieces off the board. The board has 26 squares; a
<strong>rail</strong> runs along the top of the top row and along the bottom of the bottom row, and
nothing can be pushed across a rail. Every other edge is open, including the edges next to the
missing corner squares.</p>
<h3>Pieces and setup</h3>
<p>Each side has three <strong>squares</strong> (they push) and two <strong>rounds</strong> (they
only move); there is one shared red <strong>anchor</strong>. White places its five pieces on its
half (files a&ndash;d), then Brown on files e&ndash;h, anywhere on their own half. Click a square of
your half to put the chosen piece there, or drag a placed piece elsewhere;
&ldquo;Standard setup&rdquo; and &ldquo;Random setup&rdquo; place all five at once.
White moves first.</p>
<h3>A turn</h3>
<p>Make 0, 1 or 2 <strong>moves</strong>, then exactly one <strong>push</strong>.</p>
<ul>
<li>A move takes one of your pieces along any path of empty, orthogonally connected squares to an
empty square (no jumping). The same piece may move twice. Select a piece: the squares it can reach
light up; click one.</li>
<li>A push: one of your squares steps one square up, down, left or right into an occupied square and
the whole touching line in front of it moves one square. Select a square and click an arrow.
Moves made this turn can be taken back with Undo until you push.</li>
<li>A push is not allowed if the line holds the anchored piece, if the last piece would cross a
rail, or if it would push one of your own pieces off the board.</li>
<li>After the push the anchor goes on the piece that pushed.</li>
</ul>
<h3>End of the game</h3>
<p>Pushing an opponent's piece off the board wins at once. A player who cannot complete a turn with
a legal push loses. Players may agree a draw; and (house rule, on by default) the third time the
same position comes up &mdash; same pieces, same anchor, same player to move &mdash; the game is
drawn.</p>
<h3>Clarifications</h3>
<ul>
<li>Pushing your own piece off the board is not allowed (as in Maks Verver's complete analysis of
the game; it has the same value as losing).</li>
<li>A move after which no push would be possible any more this turn is not offered: every turn you
start can be finished.</li>
<li>Nothing is anchored before the first push. Whether a player can push at all is checked at the
start of their turn; if not, they lose there and then.</li>
<li>During the setup a placed piece may be moved to another empty square of your half; Standard and
Random setup replace whatever you placed. Random setup is dealt by the game's seed, so a shared game
replays exactly.</li>
<li>Repetition counts positions at the start of each turn; the house rule can be switched off in the
new-game options.</li>
<li>A game can start from a position: paste a 26-character position string of the Push Fight
Analyzer (squares c4&ndash;g4, a3&ndash;h3, a2&ndash;h2, b1&ndash;f1; <code>o</code>/<code>O</code>
the side to move, <code>x</code>/<code>X</code> the other side, <code>Y</code> its anchored square)
into the new-game dialog, followed by <code>brown</code> if Brown is to move. Turns are written as
in the Analyzer, e.g. <code>d1-b1,d3-c3,d2-e2</code>, and so does each turn in the move list, where
every move and the push can be clicked on its own.</li>
</ul>
<h3>Credits</h3>
<p>Push Fight was designed by Brett Picotte. The position strings and turn notation are those of the
Push Fight Analyzer by Maks Verver. Rules text here is our own wording.</p>
"""


KEYBOARD_HTML = (
    "<kbd>Tab</kbd> to the board, then the arrow keys move the cursor over the 26 squares. "
    "In the setup, <kbd>Enter</kbd> or <kbd>Space</kbd> on an empty square of your half places the "
    "piece chosen above the board (square or round). In play, <kbd>Enter</kbd> selects one of your "
    "pieces, then <kbd>Enter</kbd> on a marked empty square moves it there, or on the piece next "
    "to a selected square piece pushes that line (the arrows show the pushes). "
    "<kbd>Esc</kbd> cancels.")


class PushFightBoard(GridBoard[PushFightState, Action]):
    game_id = "pushfight"
    keyboard_help = KEYBOARD_HTML
    FILES, RANKS = 8, 4
    STRIDE, SQUARES = STRIDE, SQUARES  # the engine's square numbering (module globals)
    FILE_LABEL_Y = 458
    RANK_LABEL_X = -22

    def __init__(self) -> None:
        super().__init__(cursor=SQUARES[15])  # c2
        self.root: Any = None
        self.hint: Any = None
        self.arrows_layer: Any = None
        self.place_square = True
        #: The side whose setup the "Place" choice belongs to.
        self._palette_colour = -1
        self.preview: Position | None = None
        #: The previewed way to finish the turn (its decisions draw as numbered arrows).
        self.preview_choice: Choice | None = None
        self.panel: AnalysisPanel | None = None
        self.turn_layer: Any = None

    # -- plug-in surface -------------------------------------------------
    def thumbnail_svg(self) -> str:
        return thumbnail()

    def rules_html(self) -> str:
        return RULES_HTML

    def seat_mark(self, seat: int) -> tuple[str, str] | None:
        """The strips' and status line's marks in the pieces' colours (Brown is brown)."""
        return ((WHITE_FILL, "#1d1d1d"), (BROWN_FILL, "#ffffff"))[seat]

    def extra_actions(self, state: Any, actions: Sequence[Action]) -> list[tuple[str, Action]]:
        if getattr(state, "phase", None) == SETUP and STANDARD in actions:
            placed = (state.squares[state.to_move] | state.rounds[state.to_move]).bit_count()
            # Pieces placed by hand are taken back: the button says so before the click.
            replaces = f" (replaces the {placed} you placed)" if placed > 1 else (
                " (replaces the piece you placed)" if placed else "")
            return [("Standard setup" + replaces, STANDARD), ("Random setup" + replaces, RANDOM)]
        return []

    def describe(self, state: Any) -> str:
        if state.result is not None:
            return ""
        colour = state.to_move
        if state.phase == SETUP:
            squares = 3 - state.squares[colour].bit_count()
            rounds = 2 - state.rounds[colour].bit_count()
            return (f"setting up: {squares} square{'s' * (squares != 1)} and {rounds} "
                    f"round{'s' * (rounds != 1)} to place")
        if state.moves_made == 0:
            return "move up to twice, then push"
        if state.moves_made == 1:
            return "one more move, or push"
        # How to push, for the person who must (not over the computer's push, nor in the
        # move list's earlier positions, where nobody can): render() ran just before.
        if self.frame.interactive and state is self.state:
            return f"now push: {HOW_TO_PUSH}"
        return "now push"

    def mount(self, host: BoardHost[PushFightState, Action]) -> Any:
        from pyscript import document

        ensure_stylesheet("pushfight-css", CSS_HREF)
        wrap = document.createElement("div")
        wrap.className = "pf-board"
        wrap.innerHTML = (
            '<div class="pf-stage">'
            # Why a click did nothing: laid just above the drawing (over the strips).
            '<p class="board-hint" data-testid="board-hint" role="status" hidden></p>'
            '<svg class="board-svg pf-svg" viewBox="-24 -34 848 468" role="grid" '
            'aria-label="Push Fight board" data-testid="board">'
            '<g class="pf-static"></g><g class="squares"></g>'
            '<g class="pf-over" aria-hidden="true"></g>'
            '<g class="pieces" aria-hidden="true"></g>'
            '<g class="pf-turn" data-testid="pf-turn" role="img"></g>'
            '<g class="marks" aria-hidden="true"></g>'
            '<g class="pf-arrows"></g><g class="coords" aria-hidden="true"></g></svg></div>'
            # Under the board: coming and going with the setup, it moves no square.
            '<div class="pf-palette" data-testid="pf-palette" hidden>'
            '<span class="pf-palette-label">Place:</span>'
            '<button type="button" data-place="square" data-testid="place-square" '
            'aria-pressed="true"></button>'
            '<button type="button" data-place="round" data-testid="place-round" '
            'aria-pressed="false"></button>'
            '</div>'
            + PANEL_HTML)  # the analysis panel (panel.py)
        self.root = wrap
        self.hint = wrap.querySelector(".board-hint")
        self._attach_svg(host, wrap.querySelector("svg"))
        self.arrows_layer = self.svg.querySelector(".pf-arrows")
        self.turn_layer = self.svg.querySelector(".pf-turn")
        host.listen(wrap.querySelector(".pf-palette"), "click", self._on_palette)
        self.panel = AnalysisPanel(self, wrap, host.listen)
        return wrap

    def render(self, state: Any, frame: Frame[PushFightState, Action]) -> None:
        self.preview = None
        self.preview_choice = None
        super().render(state, frame)
        show_hint(self.hint, "", self.host.announce)  # a new position: the last refusal is stale
        if state.phase == SETUP:
            colour = state.to_move
            if colour != self._palette_colour or not (state.squares[colour] | state.rounds[colour]):
                # Each side starts with "square": the pick of the side before
                # is not this player's (Brown's first click placed a round).
                self._palette_colour = colour
                self.place_square = True
            if state.squares[colour].bit_count() >= 3:
                self.place_square = False
            elif state.rounds[colour].bit_count() >= 2:
                self.place_square = True
        self._update_palette()
        if self.panel is not None:  # made by mount(), which comes first
            self.panel.render()

    # -- drawing ---------------------------------------------------------
    def _build_static(self) -> None:
        """Squares and coordinates, the rails and the centre line."""
        super()._build_static()
        # Rails: along the outer edge of c4-g4 and of b1-f1 (swapped when flipped).
        static = []
        for squares in (SQUARES[0:5], SQUARES[21:26]):
            xs = [self._xy(sq)[0] for sq in squares]
            y = -24 if self._xy(squares[0])[1] == 0 else 408
            static.append(f'<rect class="pf-rail" data-testid="rail" x="{min(xs)}" y="{y}" '
                          f'width="{len(squares) * CELL}" height="16" rx="6"/>')
        self.svg.querySelector(".pf-static").innerHTML = "".join(static)
        self.svg.querySelector(
            ".pf-over").innerHTML = '<line class="pf-centre" x1="400" y1="-4" x2="400" y2="404"/>'
        # The coordinates inside the edge cells, as lichess draws them (issue 26): the drawing
        # keeps no margin for them, so on a phone the cells take the width (44 px targets).
        files = "abcdefgh"[::-1] if self.flipped else "abcdefgh"
        ranks = "1234" if self.flipped else "4321"
        # A label where the rectangle has no square (a1, a4, g1, ...) lies on the page, not on a
        # cell: it keeps the page's colour for coordinates (light in the dark theme).
        def where(col: int, row: int) -> str:
            return "" if self._square_at(col, row) is not None else " pf-coord-out"

        coords = [f'<text class="coord pf-coord-file{where(i, 3)}" x="{i * CELL + 95}" '
                  f'y="{3 * CELL + 95}">{c}</text>' for i, c in enumerate(files)]
        coords += [
            f'<text class="coord pf-coord-rank{where(0, i)}" x="5" y="{i * CELL + 24}">{c}</text>'
            for i, c in enumerate(ranks)]
        self.svg.querySelector(".coords").innerHTML = "".join(coords)

    def _cell_class(self, sq: int) -> str:
        return "sq pf-cell"

    def _pieces(self) -> tuple[int, int, int, int, int]:
        """(white squares, white rounds, brown squares, brown rounds, anchor) to draw."""
        if self.preview is not None:
            p = self.preview  # from the side that moves next
            mover = self.state.to_move
            if mover == 0:
                return p.their_squares, p.their_rounds, p.own_squares, p.own_rounds, p.anchor
            return p.own_squares, p.own_rounds, p.their_squares, p.their_rounds, p.anchor
        s = self.state
        return s.squares[0], s.rounds[0], s.squares[1], s.rounds[1], s.anchor

    def _piece_at(self, sq: int) -> tuple[int, bool] | None:
        ws, wr, bs, br, _ = self._pieces()
        for colour, (squares, rounds) in enumerate(((ws, wr), (bs, br))):
            if squares >> sq & 1:
                return colour, True
            if rounds >> sq & 1:
                return colour, False
        return None

    def _piece_markup(self, sq: int) -> str | None:
        piece = self._piece_at(sq)
        return None if piece is None else piece_svg(piece[0], piece[1], sq == self._pieces()[4])

    def _moved_pieces(self) -> dict[int, int]:
        """new square -> old square of every piece the last decision moved."""
        frame = self.frame
        action, before = frame.last_action, frame.previous_state
        if (
            self.preview is not None
            or not isinstance(action, Step)
            or before is None
            or before.phase != PLAY
        ):
            return {}
        if not before.occupied >> action.dst & 1:
            return {action.dst: action.src}
        step = action.dst - action.src
        out = {action.dst: action.src}
        sq = action.dst
        while before.occupied >> sq & 1:
            out[sq + step] = sq
            sq += step
        return {new: old for new, old in out.items() if new in self.cells
                and self._piece_at(new) is not None}

    def _label(self, sq: int) -> str:
        piece = self._piece_at(sq)
        if piece is None:
            return f"{square_name(sq)}, empty"
        anchored = ", anchored" if sq == self._pieces()[4] else ""
        return (f"{square_name(sq)}, {COLOUR_NAMES[piece[0]].lower()} "
                f"{'square' if piece[1] else 'round'}{anchored}")

    def _options(self) -> tuple[set[int], dict[int, Any]]:
        """(squares the selected piece can move to, pushes by target square)."""
        moves: set[int] = set()
        pushes: dict[int, Any] = {}
        if self.selected is None or self.preview is not None:
            return moves, pushes
        occupied = self.state.occupied
        for action in self.legal:
            if isinstance(action, Step) and action.src == self.selected:
                if occupied >> action.dst & 1 and self.state.phase == PLAY:
                    pushes[action.dst] = action
                else:
                    moves.add(action.dst)
        return moves, pushes

    def _movable(self, sq: int) -> bool:
        return any(isinstance(a, Step) and a.src == sq for a in self.legal)

    def _placeable(self, sq: int) -> list[Place]:
        return [a for a in self.legal if isinstance(a, Place) and a.square == sq]

    def _accepts_input(self) -> bool:
        return bool(self.frame.interactive) and self.preview is None

    def _paint_context(self) -> Any:
        state = self.state
        moves, pushes = self._options()
        # The whole last turn is marked (its moves and its push), so a person
        # sees everything the other side (a computer too) did, not only the push.
        # A preview marks the pieces its turn moves, as the last turn is marked.
        steps = self.preview_choice.steps if self.preview_choice is not None else (
            () if self.preview is not None else self.frame.turn_actions)
        last_squares = {sq for step in steps if isinstance(step, Step)
                        for sq in (step.src, step.dst)}
        half = HALVES[state.to_move] if state.phase == SETUP and self.frame.interactive else 0
        return moves, pushes, last_squares, half

    def _look(self, sq: int, context: Any, marks: list[str]) -> tuple[list[str], str]:
        moves, pushes, last_squares, half = context
        classes = ["sq", "pf-cell"]
        if half >> sq & 1:
            classes.append("pf-half")
        label = self._last_and_selected(sq, last_squares, classes, self._label(sq))
        if sq in moves:
            classes.append("dest")
            label += ", move here"
            marks.append(circle_mark(*self._xy(sq)))
        if sq in pushes:
            label += ", push here"
        return classes, label

    def _paint_extra(self, context: Any) -> None:
        pushes = context[1]
        self.arrows_layer.innerHTML = "".join(self._arrow(pushes[sq]) for sq in self.SQUARES
                                              if sq in pushes)
        picture = self._turn_picture()
        self.turn_layer.innerHTML = "" if picture is None else turn_svg(picture,
                                                                        self._centre, piece_svg)
        words = "" if picture is None else turn_words(picture, square_name)
        self.turn_layer.setAttribute("aria-label",
                                     ("Previewed turn: " if self.preview_choice else "Last turn: ")
                                     + words if words else "")
        self.turn_layer.setAttribute("aria-hidden", "false" if words else "true")

    def _turn_picture(self) -> TurnPicture | None:
        """The turn to draw as numbered arrows: the previewed one, or the last one
        played (the computer's whole turn, read as a sequence)."""
        game = self.host.game
        if self.preview_choice is not None:
            return read_turn(game, self.state, self.preview_choice.steps)
        if self.preview is not None:
            return None
        return read_turn(game, self.frame.turn_start_state, self.frame.turn_actions)

    def _centre(self, file: int, rank: int) -> tuple[float, float]:
        """Centre of the cell (file, rank) in SVG units, also off the board (a piece pushed off)."""
        col, row = (self.FILES - 1 - file, rank) if self.flipped else (file, self.RANKS - 1 - rank)
        return col * CELL + 50.0, row * CELL + 50.0

    def _arrow(self, push: Step) -> str:
        """A clickable arrow on the edge between the pusher and the square it steps into."""
        x1, y1 = self._xy(push.src)
        x2, y2 = self._xy(push.dst)
        cx, cy = (x1 + x2) / 2 + 50, (y1 + y2) / 2 + 50
        angle = ARROW_ANGLE[push.dst - push.src] + (180 if self.flipped else 0)
        text = push.text()
        return (f'<g class="pf-arrow" data-push="{text}" data-testid="push-arrow" role="button" '
                f'aria-label="push {text}" transform="translate({cx} {cy}) rotate({angle})">'
                # An invisible target (issue 26: 44 px on a phone): the whole square the push enters
                # (a click there pushes anyway) and a wedge into the pusher, short of its centre,
                # so the targets of two pushes never overlap.
                f'<path class="pf-arrow-target" data-testid="push-target" d="{ARROW_TARGET}"/>'
                '<circle class="pf-arrow-hit" r="40"/><path class="pf-arrow-head" d="M-22 -26 L28 '
                '0 L-22 26 Z"/></g>')

    def _update_palette(self) -> None:
        palette = self.root.querySelector(".pf-palette")
        state = self.state
        setup = state.phase == SETUP and self.frame.interactive
        palette.hidden = not setup
        if not setup:
            return
        colour = state.to_move
        left_sq = 3 - state.squares[colour].bit_count()
        left_rd = 2 - state.rounds[colour].bit_count()
        for kind, left, pressed in (("square", left_sq, self.place_square),
                                    ("round", left_rd, not self.place_square)):
            button = palette.querySelector(f'[data-place="{kind}"]')
            button.textContent = f"{kind.capitalize()} ({left} left)"
            button.setAttribute("aria-pressed", "true" if pressed else "false")
            button.disabled = left == 0

    # -- what the analysis panel asks (panel.PanelBoard) -----------------
    @property
    def game(self) -> Any:
        return self.host.game

    def submit(self, action: Action) -> None:
        self.host.submit(action)

    def show_preview(self, choice: Choice | None) -> None:
        """Draw the position ``choice`` reaches, its turn as numbered arrows (None: the game's)."""
        self.preview = None if choice is None else choice.position
        self.preview_choice = choice
        self.selected = None
        self._draw_pieces(False)
        self._paint()

    # -- acting ----------------------------------------------------------
    def _on_palette(self, event: Any) -> None:
        from ...dom import closest_data

        kind = closest_data(event, "place")
        if kind is None:
            return
        self.place_square = kind == "square"
        self._update_palette()

    def _tap(self, sq: int) -> None:
        if not self.frame.interactive or self.state is None or self.preview is not None:
            return
        moves, pushes = self._options()
        host = self.host
        if self.selected is not None and sq in pushes:
            host.submit(pushes[sq])
            return
        if self.selected is not None and sq in moves:
            host.submit(Step(self.selected, sq))
            return
        refused = ""
        if sq == self.selected:
            self.selected = None
        elif self._movable(sq):
            self.selected = sq
            moves, pushes = self._options()
            host.announce(f"{square_name(sq)} selected: {len(moves)} "
                          f"square{'s' * (len(moves) != 1)} to move to, "
                          f"{len(pushes)} push{'es' * (len(pushes) != 1)}")
        elif self.state.phase == SETUP and self._placeable(sq):
            places = self._placeable(sq)
            wanted = [p for p in places if p.square_piece == self.place_square] or places
            host.submit(wanted[0])
            return
        else:
            refused = why_not(self.state, self.selected, sq, self.place_square)
            self.selected = None
        show_hint(self.hint, refused, host.announce)
        self._paint()

    def _drop(self, src: int, dst: int) -> bool:
        moves, pushes = self._options()
        if dst not in moves and dst not in pushes:
            return False
        self._skip_anim = dst in moves
        self.host.submit(pushes.get(dst) or Step(src, dst))
        return True

    # -- pointer: the push arrows (the rest is GridBoard's) -----------------
    @staticmethod
    def _arrow_of(event: Any) -> Any:
        target = nn(event.target)
        return nn(target.closest("[data-push]")) if target is not None and hasattr(target,
                "closest") else None

    def _on_pointerdown(self, event: Any) -> None:
        if self._arrow_of(event) is None:  # an arrow is handled on pointerup
            super()._on_pointerdown(event)

    def _on_pointerup(self, event: Any) -> None:
        arrow = self._arrow_of(event)
        if arrow is not None and self._drag is None:
            push = Step.from_text(str(arrow.getAttribute("data-push")))
            if push in self.legal:
                self.host.submit(push)
            return
        super()._on_pointerup(event)
