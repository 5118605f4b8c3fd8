"""The Push board: the 11 x 11 board with the centre, the faction boxes and the
victory squares, operative counters, the dice tray, the viewer's hand, and the
decision panel (what is being answered, which of several ways was meant).

Squares are the engine's (``rank * 11 + file``, a1 = 0). Every state drawn is
already ``game.view(state, seat)``: only the viewer's hand has faces. A person
says a whole intention in a few clicks (die, operative, the square to end on;
card, operative, target) and the board submits the engine's small decisions
one after another (see :mod:`.choices`).
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.push.board import (
    BOX_OF, CENTRE, DIAG_AROUND_CENTRE, ORTH_AROUND_CENTRE, SIZE, square_name,
)
from pushgames.push.cards import NAMES
from pushgames.push.common import Act, hand, hand_limit
from pushgames.push.state import END, MOVE, PushState, Attack, Path, Place, Reroll, Window
from pushgames.push.text import SEAT_NAMES
from pushgames.push.log import recent_turns
from pushgames.push.threats import RING_WORDS, Threat, marked_squares, threats
from pushgames.push.turns import encode_values

from ...dom import capture_pointer, closest_data, escape, nn, refocus_within
from .. import BoardHost, Frame, ensure_stylesheet
from ..gridboard import CELL, DRAG_THRESHOLD_PX, GridBoard, circle_mark
from .art import card_svg, counter_svg, op_name, thumbnail
from .choices import (
    Options, Plan, Selection, button_actions, direct_plays, involved_squares, options,
    playable_faces,
)
from .reasons import card_confirmation, card_refusal, die_refusal, square_refusal
from .panels import (
    callout_html, hand_html, known_html, log_html, table_html, threats_html, tray_html,
    under_way_html,
)
from .rules import FILTER_ID, RULES_HTML, filter_cards

CSS_HREF = "./web/push.css"
KEYBOARD_HTML = (
    "<kbd>Tab</kbd> reaches the dice, the board and your cards. On the board the arrow keys move "
    "the cursor; <kbd>Enter</kbd> or <kbd>Space</kbd> picks the operative under it, "
    "then a lit square ends the move there (choose a die first with <kbd>Enter</kbd> on it, "
    "or a card in your hand). <kbd>Esc</kbd> cancels the selection.")
VICTORY = frozenset(ORTH_AROUND_CENTRE) | frozenset(DIAG_AROUND_CENTRE)
_filter_listening = False
#: From this width the page's right column stands beside the board (style.css, .game-layout):
#: the log goes there, always in view (beside the board, under a long hand, it sat below the
#: panel's scrolled edge at 1280x720). Narrower, the column follows the board's controls, and
#: the log stays under the hand.
BESIDE = "(min-width: 900px)"
#: The window's width as BESIDE asks it, and the board whose log follows it (the last mounted):
#: one listener for the page's life.
_beside: Any = None
_log_board: PushBoard | None = None


def _follow_width(event: Any) -> None:
    board = _log_board
    if board is not None and board.root is not None and board.root.isConnected:
        board._place_log()


class PushBoard(GridBoard[PushState, Act]):
    game_id = "push"
    embed_height = 1280  # measured: 1219 px tall at 400 px wide (board, dice tray, hand)
    keyboard_help = KEYBOARD_HTML
    FILES = RANKS = STRIDE = SIZE
    SQUARES = tuple(range(SIZE * SIZE))
    FILE_LABEL_Y = 1136
    RANK_LABEL_X = -20

    def __init__(self) -> None:
        super().__init__(cursor=CENTRE - 1)
        self.root: Any = None
        self.log: Any = None  # the log's section: under the hand, or in the right column
        self.sel = Selection()
        self.reroll_pick: frozenset[int] = frozenset()
        self.plans_asked: list[Plan] = []  # several ways to finish: the panel asks which
        self.opts = Options()
        self._die_drag: dict[str, Any] | None = None
        self._dragged = False  # the click that follows a die's drag is not a click
        self._titles: dict[int, str] = {}  # each cell's hover text, as last written
        self._wanted_titles: dict[int, str] = {}
        self.threats: tuple[Threat, ...] = ()  # of the state drawn (public facts)
        self.note = ""  # why the last click chose nothing (shown until the next click or move)
        # (line and viewer, decisions) the log was read for
        self._log_key: tuple[Any, int] | None = None

    # -- plug-in surface -------------------------------------------------
    def thumbnail_svg(self) -> str:
        return thumbnail()

    def rules_html(self) -> str:
        return RULES_HTML

    def describe(self, state: Any) -> str:
        # Called with the whole state: only public facts.
        if state.result is not None or not state.seats:
            return ""
        # The prompt before it names the seat, the phase and the dice: said once.
        return f"round {state.round}"

    def extra_actions(self, state: Any, actions: Sequence[Act]) -> list[tuple[str, Act]]:
        return button_actions(state, actions)

    def mount(self, host: BoardHost[PushState, Act]) -> Any:
        from pyscript import document

        ensure_stylesheet("push-css", CSS_HREF)
        root = document.createElement("div")
        root.className = "ps-board"
        side = SIZE * CELL
        # Three parts: the table's line, the board with what is over it, and the panel of
        # the decision (dice, hand). push.css sets the panel beside the board on a wide
        # column, the table's line over it (the board is then as high as the panel's
        # column), and all three one under the other on a narrow one. The log is a fourth
        # part, placed by _place_log.
        root.innerHTML = (
            '<div class="ps-table" data-testid="ps-table"></div>'
            '<div class="ps-main">'
            '<div class="ps-threats" data-testid="ps-threats" role="status"></div>'
            '<div class="ps-svg-wrap">'
            f'<svg class="board-svg ps-svg" viewBox="-40 -6 {side + 46} {side + 48}" role="grid" '
            'aria-label="Push board" data-testid="board"><g class="squares"></g>'
            '<g class="ps-over" aria-hidden="true"></g><g class="pieces" aria-hidden="true"></g>'
            '<g class="marks" aria-hidden="true"></g>'
            '<g class="coords" aria-hidden="true"></g></svg>'
            '<div class="ps-callout" data-testid="ps-callout" aria-live="polite"></div></div></div>'
            '<div class="ps-side" data-testid="ps-side">'
            '<div class="ps-decision" data-testid="ps-decision"></div>'
            '<div class="ps-tray" data-testid="ps-tray" role="group" aria-label="Move dice"></div>'
            '<div class="ps-hand" data-testid="ps-hand" role="group" aria-label="Your hand"></div>'
            '</div>')
        self.root = root
        log = document.createElement("section")
        log.className = "ps-log"
        log.setAttribute("data-testid", "ps-log")
        log.setAttribute("aria-label", "Game log")
        self.log = log
        self._attach_svg(host, root.querySelector("svg"))
        self._place_log()
        host.listen(root, "click", self._on_click)
        tray = root.querySelector(".ps-tray")
        host.listen(tray, "pointerdown", self._on_die_down)
        host.listen(tray, "pointermove", self._on_die_move)
        host.listen(tray, "pointerup", self._on_die_up)
        host.listen(tray, "pointercancel", lambda e: self._drop_die_drag())
        global _filter_listening, _log_board
        # the rules panel is the shell's: one listener for the page's life
        if not _filter_listening:
            _filter_listening = True
            host.listen(document, "input", self._on_filter)
        if _log_board is None:
            host.listen(_beside, "change", _follow_width)
        _log_board = self
        return root

    def _place_log(self) -> None:
        """The log in the right column while it is beside the board, else under the hand."""
        from pyscript import window

        global _beside
        if _beside is None:
            _beside = window.matchMedia(BESIDE)
        aside = self.host.aside()
        beside = aside is not None and bool(_beside.matches)
        (aside if beside else self.root.querySelector(".ps-side")).appendChild(self.log)

    def cancel(self) -> None:
        self.sel = Selection()
        self.plans_asked = []
        super().cancel()
        self._draw_panels()

    def render(self, state: Any, frame: Frame[PushState, Act]) -> None:
        self.threats = threats(state) if state.result is None and state.seats else ()
        self.note = ""
        self.sel = Selection()
        self.reroll_pick = frozenset()
        self.plans_asked = []
        super().render(state, frame)
        self._draw_panels()
        top = state.stack[-1] if state.stack else None
        if self.root is not None:
            self._draw_log(state, frame, top)
        if self._deciding() and isinstance(top, (Window, Attack)):
            # Asked out of turn: say so (the panel itself is not a live region).
            self.host.announce(self.host.game.prompt(state))

    def _draw_log(self, state: Any, frame: Frame[PushState, Act], top: Any) -> None:
        """The log and the call-out. One step further into a walk adds no line
        (a walk is told when it ends), so the log read then is kept: a
        computer's walk plays step after step without rereading the game."""
        line = frame.line
        key = (id(line), frame.seat)
        stepped = isinstance(frame.last_action, Act) and frame.last_action.verb == "to"
        if stepped and isinstance(top, (Path, Place)) and self._log_key == (key, frame.ply - 1):
            self._log_key = (key, frame.ply)
            return
        turns = recent_turns(line, frame.ply,
                             frame.seat) if line is not None and line.actions else []
        self.log.innerHTML = log_html(turns)  # our own markup
        self.root.querySelector(".ps-callout").innerHTML = callout_html(state, turns)
        self._log_key = (key, frame.ply)

    # -- what the viewer may do ---------------------------------------------
    def _deciding(self) -> bool:
        """The viewer decides now (the board takes clicks)."""
        return bool(self.legal) and bool(self.frame.interactive)

    def _paint_context(self) -> Any:
        game = self.host.game
        self.opts = options(game, self.state, self.legal,
                            self.sel) if self._deciding() else Options()
        self.opts.focus |= involved_squares(self.state)
        last = self._last_squares()
        return self.opts, last, marked_squares(self.threats)

    def _last_squares(self) -> set[int]:
        before, state = self.frame.turn_start_state, self.state
        if before is None or state is None or len(before.board) != len(state.board):
            return set()
        return {sq for sq, (a, b) in enumerate(zip(before.board, state.board)) if a != b}

    # -- drawing: the board ---------------------------------------------------
    def _build_static(self) -> None:
        super()._build_static()
        self._titles = {}  # new cells: no titles yet
        # Ranks 10 and 11 have two digits: the coordinates are written here.
        files = "abcdefghijk"[::-1] if self.flipped else "abcdefghijk"
        ranks = [str(r) for r in (range(1, SIZE + 1) if self.flipped else range(SIZE, 0, -1))]
        coords = [f'<text class="coord" x="{i * CELL + 50}" y="{self.FILE_LABEL_Y}">{c}</text>'
                  for i, c in enumerate(files)]
        coords += [f'<text class="coord" x="{self.RANK_LABEL_X}" y="{i * CELL + 60}">{r}</text>'
                   for i, r in enumerate(ranks)]
        self.svg.querySelector(".coords").innerHTML = "".join(coords)
        parts = []
        x, y = self._xy(CENTRE)
        parts.append(f'<text class="ps-centre-star" x="{x + 50}" y="{y + 66}">\u2605</text>')
        for sq in VICTORY:
            vx, vy = self._xy(sq)
            sign = "+" if sq in ORTH_AROUND_CENTRE else "\u00d7"
            parts.append(f'<rect class="ps-vic-frame" x="{vx + 5}" y="{vy + 5}" width="90" '
                         'height="90" rx="6"/>'
                         f'<text class="ps-vic-sign" x="{vx + 88}" y="{vy + 26}">{sign}</text>')
        self.svg.querySelector(".ps-over").innerHTML = "".join(parts)

    def _box_owner(self, sq: int) -> int:
        """The seat whose box ``sq`` is in, or -1 (unclaimed boxes are ordinary squares)."""
        box = BOX_OF[sq]
        state = self.state
        if box < 0 or state is None:
            return -1
        return state.box.index(box) if box in state.box else -1

    def _piece_markup(self, sq: int) -> str | None:
        op = self.state.board[sq]
        return None if op is None else counter_svg(op)

    def _moved_pieces(self) -> dict[int, int]:
        action, before = self.frame.last_action, self.frame.previous_state
        if not isinstance(action, Act) or action.verb != "to" or before is None or not before.stack:
            return {}
        top = before.stack[-1]
        return {action.a: top.at} if isinstance(top,
                                                Path) and self.state.board[
            action.a] is not None else {}

    def _look(self, sq: int, context: Any, marks: list[str]) -> tuple[list[str], str]:
        opts, last, threatened = context
        f, r = sq % SIZE, sq // SIZE
        classes = ["sq", "ps-cell", "ps-dark" if (f + r) % 2 == 0 else "ps-light"]
        op = self.state.board[sq]
        words = [square_name(sq)]
        owner = self._box_owner(sq)
        if sq == CENTRE:
            classes.append("ps-centre")
            words.append("the centre (nobody may enter)")
        elif owner >= 0:
            classes.append(f"ps-box ps-box-{owner}")
            words.append(f"{SEAT_NAMES[owner]}'s box")
        if sq in VICTORY:
            classes.append("ps-vic")
            words.append("victory square "
                         + ("orthogonal" if sq in ORTH_AROUND_CENTRE else "diagonal"))
        words.append(op_name(op) if op is not None else "empty")
        for threat in threatened.get(sq, ())[:1]:
            x, y = self._xy(sq)
            marks.append(
                f'<rect class="ps-threat-mark ps-threat-{threat.seat}" x="{x + 14}" y="{y + 14}" '
                'width="72" height="72" rx="10"/>')
        for threat in threatened.get(sq, ()):
            words.append(
                f"needed by {SEAT_NAMES[threat.seat]} for the {RING_WORDS[threat.ring]} centre")
        label = ", ".join(words)
        # Hover shows the operative in full (the counters themselves take no pointer events).
        self._wanted_titles[sq] = op_name(op) if op is not None else label
        if sq in last:
            classes.append("last")
        if sq in opts.focus:
            classes.append("selected")
            label += ", selected"
        if sq in opts.plans:
            classes.append("dest")
            plans = opts.plans[sq]
            label += ", " + (plans[0].label if len(plans) == 1 else f"{len(plans)} choices")
            marks.append(circle_mark(*self._xy(sq), ring=op is not None))
        elif sq in opts.pickable:
            classes.append("ps-pickable")
            label += ", can act"
        return classes, label

    def _paint_extra(self, context: Any) -> None:
        from pyscript import document

        for sq, text in self._wanted_titles.items():
            if self._titles.get(sq) == text:
                continue
            cell = self.cells[sq]
            title = nn(cell.querySelector("title"))
            if title is None:
                title = document.createElementNS("http://www.w3.org/2000/svg", "title")
                cell.appendChild(title)
            title.textContent = text
            self._titles[sq] = text

    # -- drawing: the panels ----------------------------------------------------
    def _draw_panels(self) -> None:
        state, root = self.state, self.root
        if state is None or root is None:
            return
        viewer = self.frame.seat
        deciding = self._deciding()
        top = state.stack[-1] if state.stack else None
        root.querySelector(".ps-table").innerHTML = table_html(state)  # our own markup
        root.querySelector(".ps-threats").innerHTML = threats_html(state, self.threats, viewer)
        legal = self.legal if deciding else []
        reroll = isinstance(top, Reroll) and deciding
        move_phase = deciding and top is None and state.phase == MOVE
        usable = self.opts.dice if move_phase else set()
        root.querySelector(".ps-tray").innerHTML = tray_html(
            state, usable, self.sel.die, reroll, self.reroll_pick, move_phase or reroll)
        answers = {a.a for a in legal if a.verb == "play"} if isinstance(top,
                                                                         (Window,
                                                                          Attack)) else set()
        playable = playable_faces(legal) if move_phase else set()
        discarding = deciding and top is None and state.phase == END
        root.querySelector(".ps-hand").innerHTML = hand_html(state, viewer, playable,
                                                             self.sel.card, discarding,
                                                              answers) + known_html(state, viewer)
        root.querySelector(".ps-decision").innerHTML = self._decision_html(state, legal)

    def _decision_html(self, state: Any, legal: Sequence[Act]) -> str:
        parts = []
        game = self.host.game
        if game.to_move(state) >= 0 and not self.frame.over:  # a resignation leaves a decision due
            parts.append(
                f'<p class="ps-prompt" data-testid="ps-prompt">{escape(game.prompt(state))}</p>')
        parts.append(under_way_html(state))
        if self.plans_asked:
            parts.append('<div class="ps-choices" data-testid="ps-choices"><span>Which one?</span>')
            for index, plan in enumerate(self.plans_asked):
                parts.append('<button type="button" data-ps="plan" '
                             f'data-index="{index}">{escape(plan.label)}</button>')
            parts.append('<button type="button" data-ps="cancel">Cancel</button></div>')
        elif self.sel.card is not None:
            face = self.sel.card
            buttons = "".join(
                f'<button type="button" class="primary" data-ps="direct" data-index="{i}" '
                f'data-testid="ps-play-direct">{escape(label)}</button>'
                for i, (label, _) in enumerate(direct_plays(legal, face)))
            hint = "" if buttons else (" Click the operative that acts, then its target."
                                       if self.opts.pickable
                                       else " Click a lit square.")
            seat = self.frame.seat if self.frame.seat is not None else state.turn
            does, warning = card_confirmation(state, face, seat)
            warn = (f'<p class="ps-warn" data-testid="ps-card-warning">{escape(warning)}</p>'
                    if warning else "")
            parts.append(
                f'<div class="ps-card-chosen" data-testid="ps-card-chosen">{card_svg(face)}'
                f'<p><strong>{escape(does)}</strong>.{hint}</p>{warn}{buttons}'
                '<button type="button" data-ps="cancel">Cancel</button></div>')
        elif self._deciding() and not state.stack and state.phase == MOVE:
            if self.sel.op is not None and self.sel.die is None and len(self.opts.dice) > 1:
                hint = "Now choose a die for it."
            elif self.sel.die is not None and self.sel.op is None:
                hint = f"Die {self.sel.die}: click an operative (or a lit square)."
            elif self.sel.op is not None:
                hint = "Click a lit square."
            else:
                hint = "Click a die, then an operative (or drag the die onto it); or play a card."
            parts.append(f'<p class="ps-hint">{hint}</p>')
        elif self._deciding() and not state.stack and state.phase == END:
            # The prompt says "discard down to your hand limit": say how, and how many.
            seat = self.frame.seat if self.frame.seat is not None else state.turn
            over = state.cards.size(hand(seat)) - hand_limit(state, seat)
            cards = "card" if over == 1 else "cards"
            parts.append(f'<p class="ps-hint" data-testid="ps-discard-hint">Click a card in '
                         f'your hand to discard it ({over} {cards} to go).</p>')
        if self.note:
            parts.append(f'<p class="ps-refusal" data-testid="ps-refusal">{escape(self.note)}</p>')
        return "".join(parts)

    # -- acting -----------------------------------------------------------------
    def _repaint(self) -> None:
        self._paint()
        self._draw_panels()

    def _movable(self, sq: int) -> bool:
        return False  # the board's own drags are not moves: dice are dragged instead

    def _drop(self, src: int, dst: int) -> bool:
        return False

    def _refuse(self, text: str) -> None:
        """Say why a click chose nothing, on the page and to screen readers."""
        self.note = text
        self._draw_panels()
        self.host.announce(text)

    def _tap(self, sq: int) -> None:
        if not self._deciding():
            state = self.state
            if (
                state is not None
                and not self.frame.over
                and state.result is None
                and self.host is not None
            ):
                mover = self.host.game.to_move(state)
                if 0 <= mover < len(SEAT_NAMES):
                    self._refuse(f"Not your move: it is {SEAT_NAMES[mover]}'s decision now.")
            return
        self.note = ""
        opts = self.opts
        if sq in opts.plans:
            plans = opts.plans[sq]
            if len(plans) == 1:
                self._run(plans[0])
            else:
                self.plans_asked = plans
                self._draw_panels()
            return
        sel = self.sel
        if sq in opts.pickable:
            self.sel = Selection(sel.die, sel.op, sel.card,
                                 sq) if sel.card is not None else Selection(sel.die, sq)
        else:
            seat = self.frame.seat if self.frame.seat is not None else self.state.turn
            self.note = square_refusal(self.state, self.legal, sel, sq, seat)
            self.host.announce(self.note)
            if sel.card is not None:
                self.sel = Selection(card=sel.card)
            else:
                self.sel = Selection(sel.die) if sel.op is not None else Selection()
        self.plans_asked = []
        self.selected = self.sel.op if self.sel.card is None else self.sel.first
        self._repaint()

    def _run(self, plan: Plan) -> None:
        """Submit the plan's decisions in order; stop if one is not legal any more."""
        host = self.host
        for index, action in enumerate(plan.actions):
            if index and (action not in self.legal or not self.frame.interactive):
                return
            host.submit(action)

    def _choose_die(self, value: int) -> None:
        sel = self.sel
        self.sel = Selection(None if sel.die == value and sel.op is None else value, sel.op)
        self.plans_asked = []
        self._repaint()

    def _cursor_to_choice(self) -> None:
        """A die or card chosen from the keyboard: the board's cursor (which the shell focuses
        next, pushweb.gameview) goes to the first operative or square it now offers, unless it
        is on one; it was where it was left, often the centre, ten arrow presses away."""
        squares = self.opts.pickable or set(self.opts.plans)
        if squares and self.cursor not in squares:
            self.cursor = min(squares)
            self._paint()

    def _on_click(self, event: Any) -> None:
        what = closest_data(event, "ps")
        if self._dragged:
            self._dragged = False
            return
        if what is None or not self._deciding():
            return
        target = nn(event.target).closest("[data-ps]")
        index = int(str(target.getAttribute("data-index") or 0))
        top = self.state.stack[-1] if self.state.stack else None
        keyboard = int(event.detail or 0) == 0  # Enter or Space on the die or card
        if what == "die":
            value = int(str(target.getAttribute("data-value")))
            if isinstance(top, Reroll):
                self.reroll_pick = self.reroll_pick ^ {index}
                self._draw_panels()
                # Several dice may be picked: the keyboard stays on this one, drawn anew.
                refocus_within(self.root, f'[data-ps="die"][data-index="{index}"]')
            elif str(target.getAttribute("aria-disabled")) == "true":
                self._refuse(die_refusal(self.state, self.sel, value))
            else:
                self._choose_die(value)
                if keyboard:
                    self._cursor_to_choice()
        elif what == "reroll":
            values = tuple(sorted(self.state.dice[i] for i in self.reroll_pick))
            action = Act("reroll", encode_values(values)) if values else None
            if action in self.legal:
                self.host.submit(action)
        elif what == "card":
            self._on_card(int(str(target.getAttribute("data-face"))), top)
            if keyboard:
                self._cursor_to_choice()
        elif what == "direct" and self.sel.card is not None:
            plays = direct_plays(self.legal, self.sel.card)
            if 0 <= index < len(plays):
                self.host.submit(plays[index][1])
        elif what == "plan" and 0 <= index < len(self.plans_asked):
            self._run(self.plans_asked[index])
        elif what == "cancel":
            self.cancel()

    def _on_card(self, face: int, top: Any) -> None:
        if isinstance(top, (Window, Attack)) or (top is None and self.state.phase == END):
            verb = "discard" if top is None else "play"
            action = next((a for a in self.legal if a.verb == verb and a.a == face), None)
            if action is not None:
                self.host.submit(action)
            return
        if face not in playable_faces(self.legal):
            seat = self.frame.seat if self.frame.seat is not None else self.state.turn
            self._refuse(card_refusal(self.state, face, seat))
            return
        self.sel = Selection() if self.sel.card == face else Selection(card=face)
        self.plans_asked = []
        self.selected = None
        self._repaint()
        if self.sel.card is not None:
            count = len(self.opts.plans) + len(self.opts.pickable)
            squares = "square" if count == 1 else "squares"
            self.host.announce(f"{NAMES[face]} chosen: {count} {squares} to choose from"
                               if count else f"{NAMES[face]} chosen")

    # -- dragging a die onto an operative -------------------------------------------
    def _on_die_down(self, event: Any) -> None:
        self._dragged = False
        target = nn(event.target)
        button = nn(target.closest('[data-ps="die"]')) if target is not None else None
        if button is None or button.disabled or event.button != 0 or isinstance(
                self.state.stack[-1] if self.state.stack else None, Reroll):
            return
        self._die_drag = {"value": int(str(button.getAttribute("data-value"))), "x": event.clientX,
                          "y": event.clientY, "id": event.pointerId, "el": button, "active": False}
        capture_pointer(button, event.pointerId)

    def _on_die_move(self, event: Any) -> None:
        drag = self._die_drag
        if drag is None or event.pointerId != drag["id"]:
            return
        dx, dy = event.clientX - drag["x"], event.clientY - drag["y"]
        if not drag["active"] and abs(dx) + abs(dy) >= DRAG_THRESHOLD_PX:
            drag["active"] = True
            drag["el"].classList.add("ps-die-dragging")
        if drag["active"]:
            drag["el"].style.transform = f"translate({dx:.0f}px, {dy:.0f}px)"

    def _on_die_up(self, event: Any) -> None:
        drag = self._die_drag
        if drag is None or event.pointerId != drag["id"]:
            return
        self._drop_die_drag()
        if not drag["active"]:
            return  # a click: handled by the click listener
        event.preventDefault()
        self._dragged = True
        sq = self._square_from_event(event)
        self.sel = Selection(drag["value"])
        self.plans_asked = []
        self._paint()
        if sq is not None and sq in self.opts.pickable:
            self.sel = Selection(drag["value"], sq)
            self.selected = sq
        self._repaint()

    def _drop_die_drag(self) -> None:
        drag = self._die_drag
        self._die_drag = None
        if drag is not None:
            drag["el"].classList.remove("ps-die-dragging")
            drag["el"].style.transform = ""

    # -- the rules panel's card filter ----------------------------------------------
    @staticmethod
    def _on_filter(event: Any) -> None:
        target = nn(event.target)
        if target is None or str(getattr(target, "id", "")) != FILTER_ID:
            return
        panel = nn(target.closest(".rules-body"))
        if panel is not None:
            filter_cards(panel, str(target.value))


__all__ = ["PushBoard"]
