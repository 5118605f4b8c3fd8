"""The Pushout board: cards in SVG, turned towards the player to move.

Squares are ``file + 5 * rank`` as in ``pushgames.pushout`` (a1 = 0, White's
scoring row is rank 1). The table is drawn as White sees it and turned 180
degrees (with a short animation) when Black is to move, unless the player keeps
it fixed. Every state drawn here is already ``game.view(state, seat)``: the
pile order and face-down faces are not in it.

Play takes as few clicks as the decision needs:

- a card whose upright end offers one move plays it at one click (or Enter);
  pointing at it with a mouse says in the bar what it does, and the bar's
  Preview button shows the result on the table (the cards slide to where the
  move puts them; the table is marked "PREVIEW" across its middle) with Play it
  and Back; reaching a card with the keyboard previews it the same way;
- a SWITCH card with several neighbours is selected by the first click, which
  marks the neighbours; the second click, on one of them, plays (pointing at a
  marked neighbour previews that swap); dragging the card onto one plays too;
- a card that fell off, or a banked card (selected by a click on it), goes
  onto a hole at one click on one of the two small copies drawn on every
  marked hole, each lying the way round the card will lie (a face-down card
  has no way round: the hole itself is the button);
- discarding, banking and the pile are the shell's buttons.

A click that makes no move says why, in a hint laid just above the table.
The table's fixed markup (cells, coordinates, the small copies on a hole, the
preview's mark) is :mod:`.table`; the pointer and the keys, :mod:`.input`.
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.pushout import actions as act
from pushgames.pushout.board import square_name
from pushgames.pushout.actions import PushoutAction
from pushgames.pushout.cards import CARD_OF
from pushgames.pushout.state import MAIN, OVER, PLACE, PushoutState
from pushgames.pushout.words import card_words, decision_words

from ...dom import closest_data, nn, show_hint
from .. import BoardHost, BoardPlugin, Frame, ensure_stylesheet
from .bar import BarView, draw_bar, place_words
from .cards import card_svg, describe_code, thumbnail
from .info import draw_info
from .input import KEYBOARD_HTML, PointerAndKeys
from .motion import motion
from .rules import RULES_HTML
from .table import (
    CELL_H, CELL_W, LAST_DOT, RING, SLOT, cell_xy, cells_markup, coords_markup, preview_mark_markup,
    ways_markup,
)

FOLLOW_KEY = "pushgames:pushout:follow"
CSS_HREF = "./web/pushout.css"


def ensure_css() -> None:
    """Load this view's stylesheet once (the shell's page only links its own)."""
    ensure_stylesheet("pushout-css", CSS_HREF)


def _read_follow() -> bool:
    try:
        from pyscript import window

        return str(nn(window.localStorage.getItem(FOLLOW_KEY)) or "1") != "0"
    except Exception:  # noqa: BLE001 - storage refused: default
        return True


def _write_follow(value: bool) -> None:
    try:
        from pyscript import window

        window.localStorage.setItem(FOLLOW_KEY, "1" if value else "0")
    except Exception:  # noqa: BLE001 - storage refused: the setting lasts this page only
        pass


def no_hover() -> bool:
    """A screen that cannot point (a phone's touch): the bar's words say "tap"."""
    from pyscript import window

    return bool(window.matchMedia("(hover: none)").matches)


class PushoutBoard(PointerAndKeys, BoardPlugin[PushoutState, PushoutAction]):
    # measured: 985 px tall at 400 px wide (strips with facts, the bar, move list)
    embed_height = 1040
    game_id = "pushout"
    keyboard_help = KEYBOARD_HTML

    def __init__(self) -> None:
        self.root: Any = None
        self.svg: Any = None
        self.table: Any = None
        self.cells: list[Any] = []
        self.cell_markup: list[str] = []    # what each cell holds now
        self.coords: Any = None
        self.info: Any = None
        self.bar: Any = None
        self.hint: Any = None
        self.state: Any = None
        self.frame: Frame[PushoutState, PushoutAction] = Frame()
        self.legal: list[int] = []
        self.rows = 0
        self.follow = True
        self.turned: bool | None = None
        self.selected: int | None = None      # a SWITCH card waiting for the neighbour to swap with
        self.selected_bank: int | None = None  # a banked card (canonical id) waiting for its hole
        self.chosen: int | None = None        # the action previewed on the table
        # "keys" or "button" (asked for): each takes back only its own
        self.preview_by: str | None = None
        # the move the mouse points at: told in the bar, not drawn
        self.pointed: int | None = None
        self.pointed_square: int | None = None
        self.preview_square: int | None = None  # the square whose click plays the previewed move
        # selector of what the keyboard is on (kept across redraws)
        self.focus: str | None = None
        # focus events raised by drawing itself are not the player's
        self.drawing = False
        # played while previewed: already in place, no slide again
        self.previewed_play: int | None = None
        # Where the pointer clicked: the browser says "over" again there when the table changes
        # under a
        # still pointer, which must not preview the next player's move over the move just made.
        self.still_at: tuple[float, float] | None = None

    # -- plug-in surface -------------------------------------------------
    def thumbnail_svg(self) -> str:
        try:
            ensure_css()
        except Exception:  # noqa: BLE001 - outside the page (tests): no stylesheet to load
            pass
        return thumbnail()

    def rules_html(self) -> str:
        return RULES_HTML

    def describe(self, state: Any) -> str:
        if state.phase == PLACE:
            # after "Black to move \u2014": one line on a phone; the bar says more
            return "a card fell off"
        if state.phase == MAIN and state.rules.double:
            return f"move {3 - state.moves_left} of 2"
        return ""

    def extra_actions(self, state: Any, actions: Sequence[Any]) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = []
        for action in actions:
            what = act.kind(action)
            if what == "discard":
                # Short enough for both of a fallen card's buttons to share one row on a phone.
                out.append(("Discard fallen card" if state.phase == PLACE else
                            ("Discard the top card of the pile" if state.pile else
                             "Draw from the empty pile (ends the game)"), action))
            elif what == "bank":
                out.append(("Bank fallen card", action))
            elif what == "drop":
                out.append((f"Discard banked {card_words(act.drop_card(action))}", action))
        return out

    def mount(self, host: BoardHost[PushoutState, PushoutAction]) -> Any:
        from pyscript import document

        ensure_css()
        self.host = host
        self.follow = _read_follow()
        root = document.createElement("div")
        root.className = "po-board"
        root.innerHTML = (
            '<div class="po-info" data-testid="po-info"></div>'
            '<div class="po-stage">'
            '<svg class="board-svg po-svg" role="grid" aria-label="Pushout table" '
            'data-testid="board">'
            '<g class="po-table"></g><g class="po-coords" aria-hidden="true"></g>'
            '<g class="po-preview-mark" data-testid="po-preview-mark" aria-hidden="true"></g></svg>'
            # Why a click made no move: laid just above the table, so showing it moves nothing.
            '<p class="board-hint" data-testid="board-hint" role="status" hidden></p></div>'
            '<div class="po-bar" data-testid="po-bar" aria-live="polite"></div>'
            '<label class="po-follow">'
            '<input type="checkbox" data-po="follow" data-testid="po-follow"> '
            'Turn the table towards the player to move</label>')
        self.root = root
        self.svg = root.querySelector("svg")
        # Focus listeners make Chromium's <svg> a Tab stop of its own: only its cards are.
        self.svg.setAttribute("tabindex", "-1")
        self.table = root.querySelector(".po-table")
        self.coords = root.querySelector(".po-coords")
        self.info = root.querySelector(".po-info")
        self.bar = root.querySelector(".po-bar")
        self.hint = root.querySelector(".board-hint")
        root.querySelector('[data-po="follow"]').checked = self.follow
        host.listen(root, "click", self._on_click)
        host.listen(root, "change", self._on_change)
        host.listen(self.svg, "keydown", self._on_keydown)
        host.listen(self.svg, "pointerdown", self._on_pointerdown)
        host.listen(self.svg, "pointermove", self._on_pointermove)
        host.listen(self.svg, "pointerup", self._on_pointerup)
        host.listen(self.svg, "pointercancel", self._on_pointercancel)
        host.listen(self.svg, "pointerover", self._on_pointerover)
        host.listen(self.svg, "focusin", self._on_focusin)
        host.listen(self.svg, "focusout", self._on_focusout)
        return root

    def cancel(self) -> None:
        self.selected = self.selected_bank = self.chosen = self.preview_by = None
        self.pointed = self.pointed_square = None
        if self.state is not None:
            self._say("")
            self._draw()

    def render(self, state: Any, frame: Frame[PushoutState, PushoutAction]) -> None:
        self.pointed = self.pointed_square = None
        already_shown = self.previewed_play is not None and frame.last_action == self.previewed_play
        self.previewed_play = None
        self._drop_drag()  # a drag cut short by a new position (another tab, a new game)
        self.state = state
        self.frame = frame
        self.selected = self.selected_bank = self.chosen = self.preview_by = None
        # A game over asks nothing more: the space kept for the bar's words and the pile's buttons
        # goes.
        self.root.classList.toggle("po-over", state.phase == OVER or frame.over)
        # The table's decisions (never chance's deal, which is no int).
        self.legal = [a for a in frame.legal
                      if isinstance(a, int)] if frame.interactive and state.board else []
        moved: tuple[dict[int, int], set[int]] = ({}, set())
        if frame.animate and not already_shown and frame.previous_state is not None:
            moved = motion(frame.previous_state, frame.last_action)
        self._say("")
        self._draw(moved)

    # -- geometry --------------------------------------------------------
    def _reader(self) -> int:
        """The seat whose side of the table is at the bottom of the picture."""
        seat = self.frame.seat if self.follow and self.frame.seat is not None else 0
        return (1 - seat) if self.frame.flipped else seat

    # -- what the user may do ----------------------------------------------
    def _uses_of(self, square: int) -> list[int]:
        return [a for a in self.legal if act.kind(a) == "use" and act.use_parts(a)[0] == square]

    def _targets(self) -> dict[int, list[int]]:
        """Squares the user may click next, with the actions each stands for."""
        out: dict[int, list[int]] = {}
        state = self.state
        if not self.legal:
            return out
        if state.phase == PLACE:
            for a in self.legal:
                if act.kind(a) == "place":
                    out.setdefault(act.place_parts(a)[0], []).append(a)
        elif self.selected_bank is not None:
            for a in self.legal:
                if act.kind(a) == "play" and act.play_parts(a)[0] == self.selected_bank:
                    out.setdefault(act.play_parts(a)[1], []).append(a)
        elif self.selected is not None:
            geo = state.rules.geometry
            for a in self._uses_of(self.selected):
                square, k = act.use_parts(a)
                if k:
                    out.setdefault(geo.step[state.turn][k - 1][square], []).append(a)
        return out

    def _preview_action(self, square: int) -> int | None:
        """The move a click on ``square`` would play at once (to preview), if any."""
        if not self.legal or self.state.phase != MAIN or self.selected_bank is not None:
            return None
        options = self._targets().get(square) or self._uses_of(square)
        return options[0] if len(options) == 1 else None

    def _placing_card(self) -> int:
        """The card the marked holes are for: the fallen one, or the banked one selected."""
        if self.state.phase == PLACE:
            return int(CARD_OF[self.state.pending])
        assert self.selected_bank is not None, ("holes are marked for a fallen card or a selected "
                                                "banked one")
        return self.selected_bank

    # -- drawing -----------------------------------------------------------
    def _draw(self, moved: tuple[dict[int, int], set[int]] | None = None) -> None:
        """The table (sliding ``moved``'s cards in: see ``motion``), the facts and the bar."""
        state = self.state
        if not state.board:
            return
        self.drawing = True
        try:
            shown = self._draw_table(moved or ({}, set()))
        finally:
            self.drawing = False
        draw_info(self.info, state, self.frame, self.legal, self.selected_bank,
                  self.chosen is not None)
        self._draw_bar(shown)

    def _build_table(self) -> None:
        """The cells, once per board size: they stay while the game goes on, so
        the pointer and the keyboard focus stay on them across redraws."""
        rows = self.state.rules.rows
        self.rows = rows
        width, height = 5 * CELL_W, rows * CELL_H
        self.svg.setAttribute("viewBox", f"-30 -6 {width + 36} {height + 40}")
        self.table.setAttribute("style", f"transform-origin: {width / 2}px {height / 2}px")
        self.table.innerHTML = cells_markup(rows)
        self.cells = [self.table.querySelector(f'[data-sq="{square}"]')
                      for square in range(5 * rows)]
        self.cell_markup = [""] * len(self.cells)
        self.turned = None

    def _draw_table(self, moved: tuple[dict[int, int], set[int]]) -> Any:
        """The cells of the state, or of the preview's result; returns the state drawn."""
        state = self.state
        if self.rows != state.rules.rows or not self.cells:
            self._build_table()
        turned = self._reader() == 1
        if turned != self.turned:
            self.turned = turned
            self.table.classList.toggle("po-turned", turned)
            # whose side is at the bottom
            self.svg.setAttribute("data-facing", "black" if turned else "white")
            self._draw_coords(turned)
        shown = state
        changed: set[int] = set()
        slides, spun = moved
        if self.chosen is not None:
            shown = self.host.game.next_state(state, act.PushoutMove(self.chosen))
            changed = {q for q, (a, b) in enumerate(zip(state.board, shown.board)) if a != b}
            slides, spun = motion(state, self.chosen)
        previewing = self.chosen is not None
        targets = self._targets()
        last = set() if previewing else self._last_squares()
        usable = {act.use_parts(a)[0] for a in self.legal if act.kind(a) == "use"}
        for square, code in enumerate(shown.board):
            options = targets.get(square, [])
            ways = len(options) > 1  # a card to place either way round: a small copy each way
            classes = ["po-cell"]
            label = f"{square_name(square)}, {describe_code(code)}"
            if square in usable and not previewing:
                classes.append("po-usable")
            if square == self.selected:
                classes.append("po-selected")
                label += ", selected"
            if options:
                classes.append("po-target")
            if square in changed:
                classes.append("po-changed")
            if square in last:
                classes.append("po-last")
                label += ", changed last turn"
            if not previewing:
                label += self._click_words(square, options)
            # what a click on it plays
            elif square == self.preview_square and self.chosen is not None:
                label += f", preview: click to play {self._notation(self.chosen)}"
            card = card_svg(code, 0)
            if square in slides:
                was, now = cell_xy(slides[square], self.rows), cell_xy(square, self.rows)
                fx, fy = (a - b for a, b in zip(was, now))
                card = f'<g class="po-slide" style="--fx:{fx}px;--fy:{fy}px">{card}</g>'
            elif square in spun:
                card = f'<g class="po-spin">{card}</g>'
            cell = self.cells[square]
            cell.setAttribute("class", " ".join(classes))
            cell.setAttribute("aria-label", label)
            cell.setAttribute("tabindex",
                              "0" if (square in usable or options) and not ways else "-1")
            markup = (SLOT + card + RING + (self._ways_markup(square, options) if ways else "")
                      + (LAST_DOT if square in last else ""))
            if markup != self.cell_markup[square]:  # untouched, a slide or a focus in it goes on
                cell.innerHTML = markup  # our own markup
                self.cell_markup[square] = markup
        self.svg.classList.toggle("interactive", bool(self.legal))
        self.svg.classList.toggle("po-previewing", previewing)
        self._mark_preview(previewing)
        self._restore_focus()
        return shown

    def _click_words(self, square: int, options: list[int]) -> str:
        """What a click on ``square`` does, for its accessible name."""
        if len(options) > 1:
            return ", a hole for the card: choose the way round on its two small copies"
        if options:
            action = options[0]
            if act.kind(action) == "use":
                return f", click to play {self._notation(action)}"
            return ", click to place the card here"
        if self.state.phase != MAIN or self.selected_bank is not None:
            return ""
        uses = self._uses_of(square)
        if len(uses) > 1:
            return ", SWITCH: click, then the neighbour to swap with"
        return f", click to play {self._notation(uses[0])}" if uses else ""

    def _notation(self, action: int) -> str:
        """A decision in words, as the move list says it (``d1 LEFT``, not ``d1 L``)."""
        assert self.state is not None
        return decision_words(self.state, act.PushoutMove(action))

    def _ways_markup(self, hole: int, options: list[int]) -> str:
        """The small copies of the card to place on ``hole``, one for each way round."""
        return ways_markup(self._placing_card(), hole, options, bool(self.turned))

    def _restore_focus(self) -> None:
        if self.focus is None:
            return
        target = nn(self.table.querySelector(self.focus))
        if target is not None and not target.matches(":focus"):
            if target.getAttribute("data-sq") is not None:
                target.setAttribute("tabindex", "0")
            target.focus()

    def _draw_coords(self, turned: bool) -> None:
        self.coords.innerHTML = coords_markup(self.rows, turned)

    def _last_squares(self) -> set[int]:
        # Against the state before the whole last turn: both moves of a Double
        # turn, and where a fallen card went, are marked together.
        last, before = self.frame.last_action, self.frame.turn_start_state
        if before is None:
            before = self.frame.previous_state
        if not isinstance(last, int) or before is None or len(
            before.board) != len(self.state.board):
            return set()
        return {q for q, (a, b) in enumerate(zip(before.board, self.state.board)) if a != b}

    def _mark_preview(self, previewing: bool) -> None:
        """A preview is marked as one across the table: it must never pass for the game."""
        mark = self.svg.querySelector(".po-preview-mark")
        if not previewing:
            mark.innerHTML = ""
            return
        mark.innerHTML = preview_mark_markup(self.rows)

    def _point(self, action: int | None, square: int | None) -> None:
        """The mouse points at the card of ``action`` (None: at none): the bar says what it does."""
        if action == self.pointed or self.chosen is not None:
            return
        self.pointed, self.pointed_square = action, square
        self._draw_bar(self.state)

    def _draw_bar(self, shown: Any) -> None:
        """The line under the table (``bar``)."""
        pointed = self.pointed if self.chosen is None else None
        draw_bar(self.bar, BarView(
            state=self.state, shown=shown, legal=self.legal, over=self.frame.over,
                                   reader=self._reader(),
            chosen=self.chosen, by_keys=self.preview_by == "keys", pointed=pointed,
            pointed_shown=None if pointed is None else self.host.game.next_state(
                self.state, act.PushoutMove(pointed)),
            deliberate=self.preview_by == "button", selected=self.selected,
            selected_bank=self.selected_bank,
                                   swap_squares=list(self._targets())
                                   if self.selected is not None else [],
            notation=self._notation, touch=no_hover()))

    def _say(self, text: str) -> None:
        """Show (or with "" hide) why a click made no move, and say it to screen readers."""
        show_hint(self.hint, text, self.host.announce)

    # -- acting ------------------------------------------------------------
    def _submit(self, action: int) -> None:
        if action not in self.legal:
            return
        self.previewed_play = action if action == self.chosen else None
        # A number read back from the page (data-place) is the same decision typed.
        self.host.submit(act.PushoutMove(action))

    def _tap(self, square: int) -> None:
        if not self.legal:
            return
        targets = self._targets()
        if square in targets:
            options = targets[square]
            if len(options) == 1:
                self._submit(options[0])
            else:
                self._say(
                    f"Which way round? Click one of the two small cards on {square_name(square)}.")
            return
        if square == self.selected:
            self.cancel()
            return
        uses = self._uses_of(square)
        if len(uses) == 1 and self.selected_bank is None:
            self._submit(uses[0])
        elif uses and self.selected_bank is None:
            self.selected, self.chosen, self.preview_by = square, None, None
            self._say("")
            self.host.announce(
                f"{square_name(square)} SWITCH selected: choose the neighbour to swap with, "
                + " or ".join(square_name(q) for q in sorted(self._targets())))
            self._draw()
        else:
            self._say(self._why_not(square))

    def _why_not(self, square: int) -> str:
        """Why a click on ``square`` makes no move, in words."""
        state = self.state
        if state.phase == PLACE:
            return "First place the card that fell off: " + place_words(state)
        if self.selected_bank is not None:
            return (f"Banked {card_words(self.selected_bank)}: click one of the small cards on a "
                    "marked hole (or the banked card again to keep it).")
        reason = str(self.host.game.why_illegal(state, act.use(square, 0)))
        if self.selected is not None:
            reason += f" (SWITCH {square_name(self.selected)} swaps only with a marked square)"
        return "Not possible: " + reason + "."

    def _preview(self, action: int | None, by: str | None, square: int | None = None) -> None:
        if action == self.chosen:
            return
        self.chosen, self.preview_by = action, (by if action is not None else None)
        self.preview_square = square if action is not None else None
        self._draw()

    def _on_click(self, event: Any) -> None:
        self.focus = None
        self.still_at = (float(event.clientX), float(event.clientY))
        place = closest_data(event, "po-place") or self._way_at(event.clientX, event.clientY)
        if place is not None:
            self._submit(int(place))
            return
        control = closest_data(event, "po")
        if control == "cancel":
            self.cancel()
            return
        if control == "preview" and self.pointed is not None:
            self._preview(self.pointed, "button", self.pointed_square)
            return
        if control == "play" and self.chosen is not None:
            self._submit(self.chosen)
            return
        bank = closest_data(event, "po-bank")
        if bank is not None:
            self.selected = self.chosen = self.preview_by = None
            self.selected_bank = None if self.selected_bank == int(bank) else int(bank)
            self._say("")
            self._draw()
            return
        square = closest_data(event, "sq")
        if square is not None:
            self._tap(int(square))

    def _way_at(self, x: float, y: float) -> str | None:
        """The way round whose target holds the point: its reach past the cell (WAY_REACH)
        lies under a neighbouring card drawn later, which the click reached instead."""
        for hit in self.table.querySelectorAll(".po-way-hit"):
            box = hit.getBoundingClientRect()
            if box.left <= x <= box.right and box.top <= y <= box.bottom:
                return str(hit.parentNode.getAttribute("data-po-place"))
        return None

    def _on_change(self, event: Any) -> None:
        if closest_data(event, "po") == "follow":
            self.follow = bool(event.target.checked)
            _write_follow(self.follow)
            if self.state is not None:
                self._draw()
