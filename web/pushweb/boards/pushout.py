"""The Pushout board: cards in SVG, turned towards the player to move.

Squares are ``file + 5 * rank`` as in ``pushgames.pushout`` (a1 = 0, White's
scoring row is rank 1). The table is drawn as White sees it and turned 180
degrees (with a short animation) when Black is to move, unless the player keeps
it fixed. Every state drawn here is already ``game.view(state, seat)``: the
pile order and face-down faces are not in it.

Play: click a card to see the move its upright end allows you and a preview of
the result, then Play (or click the card again). SWITCH asks for the neighbour.
A card that fell off asks for its place (the holes are marked) and its
orientation; discarding, banking and the pile are buttons.
"""

from __future__ import annotations

from typing import Any, Sequence

from pushgames.pushout import actions as act
from pushgames.pushout.board import square_name
from pushgames.pushout.cards import ACTION_FOR, ACTION_NAMES, CARD_OF, FACE_DOWN, UNKNOWN, VALUE_FOR, card_name
from pushgames.pushout.scoring import total
from pushgames.pushout.state import MAIN, PLACE

from ..dom import closest_data, el, nn
from . import BoardHost, BoardPlugin, Frame, ensure_stylesheet
from .gridboard import arrow_step
from .pushout_progress import progress_text
from .pushout_cards import CARD_H, CARD_W, card_svg, describe_code, loose_card_svg, thumbnail
from .pushout_rules import RULES_HTML

CELL_W, CELL_H = 130, 182
SEATS = ("White", "Black")
FOLLOW_KEY = "pushgames:pushout:follow"
CSS_HREF = "./web/pushout.css"
KEYBOARD_HTML = (
    "<kbd>Tab</kbd> goes to the cards you can use (and the marked squares); the arrow keys move between "
    "squares as the table is seen. <kbd>Enter</kbd> or <kbd>Space</kbd> on a card shows a preview of its "
    "move, and again on the same card plays it (or use Play); for SWITCH, a banked card or a card that fell "
    "off, press it on a marked square. <kbd>Esc</kbd> cancels.")


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


class PushoutBoard(BoardPlugin):
    embed_height = 980  # measured: 930 px tall at 400 px wide (strips with facts, move list)
    game_id = "pushout"
    keyboard_help = KEYBOARD_HTML

    def __init__(self) -> None:
        self.host: BoardHost | None = None
        self.root: Any = None
        self.svg: Any = None
        self.table: Any = None
        self.coords: Any = None
        self.info: Any = None
        self.bar: Any = None
        self.state: Any = None
        self.frame = Frame()
        self.legal: list[int] = []
        self.rows = 0
        self.follow = True
        self.turned: bool | None = None
        self.selected: int | None = None      # a board square
        self.selected_bank: int | None = None  # a banked card (canonical id)
        self.chosen: int | None = None        # the action being previewed
        self.focus: int | None = None         # the square the keyboard is on (kept across redraws)

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
            owner = state.rules.geometry.owner[state.pending_hole]
            return f"{SEATS[owner]} places the card that fell off"
        if state.phase == MAIN and state.rules.double:
            return f"move {3 - state.moves_left} of 2"
        return ""

    def extra_actions(self, state: Any, actions: Sequence[Any]) -> list[tuple[str, Any]]:
        out: list[tuple[str, Any]] = []
        for action in actions:
            what = act.kind(action)
            if what == "discard":
                out.append(("Discard the fallen card" if state.phase == PLACE else
                            ("Discard the top card of the pile" if state.pile else
                             "Draw from the empty pile (ends the game)"), action))
            elif what == "bank":
                out.append(("Bank the fallen card", action))
            elif what == "drop":
                out.append((f"Discard banked {card_name(act.drop_card(action))}", action))
        return out

    def mount(self, host: BoardHost) -> Any:
        from pyscript import document

        ensure_css()
        self.host = host
        self.follow = _read_follow()
        root = document.createElement("div")
        root.className = "po-board"
        root.innerHTML = (
            '<div class="po-info" data-testid="po-info"></div>'
            '<svg class="board-svg po-svg" role="grid" aria-label="Pushout table" data-testid="board">'
            '<g class="po-table"></g><g class="po-coords" aria-hidden="true"></g></svg>'
            '<div class="po-bar" data-testid="po-bar" aria-live="polite"></div>'
            '<label class="po-follow"><input type="checkbox" data-po="follow" data-testid="po-follow"> '
            'Turn the table towards the player to move</label>')
        self.root = root
        self.svg = root.querySelector("svg")
        self.table = root.querySelector(".po-table")
        self.coords = root.querySelector(".po-coords")
        self.info = root.querySelector(".po-info")
        self.bar = root.querySelector(".po-bar")
        root.querySelector('[data-po="follow"]').checked = self.follow
        host.listen(root, "click", self._on_click)
        host.listen(root, "change", self._on_change)
        host.listen(self.svg, "keydown", self._on_keydown)
        return root

    def cancel(self) -> None:
        self.selected = self.selected_bank = self.chosen = None
        if self.state is not None:
            self._draw()

    def render(self, state: Any, frame: Frame) -> None:
        self.state = state
        self.frame = frame
        self.selected = self.selected_bank = self.chosen = None
        game = self.host.game  # type: ignore[union-attr]
        self.legal = list(game.legal_actions(state)) if frame.interactive and state.board else []
        self._draw()

    # -- geometry --------------------------------------------------------
    def _reader(self) -> int:
        """The seat whose side of the table is at the bottom of the picture."""
        seat = self.frame.seat if self.follow and self.frame.seat is not None else 0
        return (1 - seat) if self.frame.flipped else seat

    def _xy(self, square: int) -> tuple[int, int]:
        """Centre of a square in table coordinates (White's view; the table
        group itself turns for Black)."""
        f, r = square % 5, square // 5
        return f * CELL_W + CELL_W // 2, (self.rows - 1 - r) * CELL_H + CELL_H // 2

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

    # -- drawing -----------------------------------------------------------
    def _draw(self) -> None:
        state = self.state
        if not state.board:
            return
        rules = state.rules
        if self.rows != rules.rows:
            self.rows = rules.rows
            width, height = 5 * CELL_W, self.rows * CELL_H
            self.svg.setAttribute("viewBox", f"-30 -6 {width + 36} {height + 40}")
            self.table.setAttribute("style", f"transform-origin: {width / 2}px {height / 2}px")
            self.turned = None
        reader = self._reader()
        turned = reader == 1
        if turned != self.turned:
            self.turned = turned
            self.table.classList.toggle("po-turned", turned)
            self.svg.setAttribute("data-facing", "black" if turned else "white")  # whose side is at the bottom
            self._draw_coords(turned)
        shown = state
        changed: set[int] = set()
        if self.chosen is not None:
            shown = self.host.game.next_state(state, self.chosen)  # type: ignore[union-attr]
            changed = {q for q, (a, b) in enumerate(zip(state.board, shown.board)) if a != b}
        targets = self._targets()
        last = self._last_squares()
        usable = {act.use_parts(a)[0] for a in self.legal if act.kind(a) == "use"}
        parts = []
        for square, code in enumerate(shown.board):
            x, y = self._xy(square)
            classes = ["po-cell"]
            label = f"{square_name(square)}, {describe_code(code)}"
            if square in usable and self.chosen is None:
                classes.append("po-usable")
            if square == self.selected:
                classes.append("po-selected")
                label += ", selected"
            if square in targets:
                classes.append("po-target")
                label += ", choose this square"
            if square in changed:
                classes.append("po-changed")
            if square in last and self.chosen is None:
                classes.append("po-last")
                label += ", changed last turn"
            parts.append(
                f'<g class="{" ".join(classes)}" data-sq="{square}" role="gridcell" '
                f'tabindex="{0 if square in usable or square in targets else -1}" '
                f'aria-label="{label}" transform="translate({x} {y})">'
                f'<rect class="po-slot" x="{-CELL_W // 2 + 2}" y="{-CELL_H // 2 + 2}" width="{CELL_W - 4}" '
                f'height="{CELL_H - 4}" rx="12"/>{card_svg(code, 0)}'
                f'<rect class="po-ring" x="{-CARD_W // 2 - 4}" y="{-CARD_H // 2 - 4}" width="{CARD_W + 8}" '
                f'height="{CARD_H + 8}" rx="13"/></g>')
        half = self.rows * CELL_H // 2
        parts.append(f'<line class="po-halfway" x1="0" x2="{5 * CELL_W}" y1="{half}" y2="{half}"/>')
        self.table.innerHTML = "".join(parts)
        if self.focus is not None:
            cell = nn(self.table.querySelector(f'[data-sq="{self.focus}"]'))
            if cell is not None:
                cell.setAttribute("tabindex", "0")
                cell.focus()
        self.svg.classList.toggle("interactive", bool(self.legal))
        self._draw_info()
        self._draw_bar(shown)

    def _draw_coords(self, turned: bool) -> None:
        files = "edcba" if turned else "abcde"
        ranks = [str(r) for r in (range(1, self.rows + 1) if turned else range(self.rows, 0, -1))]
        height = self.rows * CELL_H
        parts = [f'<text class="po-coord" x="{i * CELL_W + CELL_W // 2}" y="{height + 26}">{f}</text>'
                 for i, f in enumerate(files)]
        parts += [f'<text class="po-coord" x="-15" y="{i * CELL_H + CELL_H // 2 + 6}">{r}</text>'
                  for i, r in enumerate(ranks)]
        self.coords.innerHTML = "".join(parts)

    def _last_squares(self) -> set[int]:
        # Against the state before the whole last turn: both moves of a Double
        # turn, and where a fallen card went, are marked together.
        last, before = self.frame.last_action, self.frame.turn_start_state
        if before is None:
            before = self.frame.previous_state
        if not isinstance(last, int) or before is None or len(before.board) != len(self.state.board):
            return set()
        return {q for q, (a, b) in enumerate(zip(before.board, self.state.board)) if a != b}

    def _draw_info(self) -> None:
        state = self.state
        rules = state.rules
        info = self.info
        info.replaceChildren()

        def item(testid: str, label: str, value: str) -> Any:
            box = el("div", {"class": "po-stat", "data-testid": testid})
            box.appendChild(el("span", {"class": "po-stat-label"}, label))
            box.appendChild(el("span", {"class": "po-stat-value"}, value))
            info.appendChild(box)
            return box

        item("po-pile", "Draw pile", str(len(state.pile)))
        discard = item("po-discard", "Discard", str(len(state.discard)))
        if state.discard:
            top = state.discard[-1]  # UNKNOWN while chance is still to say which card it is
            before = self.frame.turn_start_state or self.frame.previous_state
            fell = before is not None and len(before.discard) < len(state.discard) and self.chosen is None
            holder = el("span", {"class": "po-top" + (" po-fell" if fell else ""), "data-testid": "po-discard-top",
                                 "title": "top: " + ("a card being turned up" if top == UNKNOWN else card_name(top))})
            holder.innerHTML = loose_card_svg(top, 64)  # our own markup
            discard.appendChild(holder)
            if fell:  # the card the last turn pushed off (or discarded) is on top
                discard.appendChild(el("span", {"class": "po-fell-note", "data-testid": "po-fell"},
                                       "discarded last turn"))
        item("po-scores", "Scoring rows", f"White {total(rules, state.board, 0)} \u00b7 "
                                          f"Black {total(rules, state.board, 1)}")
        item("po-turns", "Turns played", f"White {state.turns_done[0]} \u00b7 Black {state.turns_done[1]}")
        # How close each scoring row is to an automatic win (pushout_progress).
        for seat, colour in ((0, "White"), (1, "Black")):
            values = [VALUE_FOR[seat][state.board[q]] for q in rules.geometry.scoring_row[seat]]
            item(f"po-progress-{seat}", f"{colour}'s row", progress_text(values, rules.zeros_wild))
        if rules.hundred:
            text = f"deal {state.deal}: White {state.tally[0]} \u00b7 Black {state.tally[1]} (to 100)"
            item("po-match", "Match", text)
            if state.last_deal is not None:
                last = state.last_deal
                item("po-last-deal", f"Deal {last.deal}",
                     f"{last.reason}; +{last.points[0]} / +{last.points[1]}")
        if rules.swiss:
            for seat in (0, 1):
                box = item(f"po-bank-{seat}", f"{SEATS[seat]}'s bank", str(len(state.banks[seat])))
                for card in state.banks[seat]:
                    if card == UNKNOWN:  # banked face down: chance is still to say which card it is
                        holder = el("span", {"class": "po-bank-card", "data-testid": "po-bank-card",
                                             "aria-label": "banked card being turned up"})
                        holder.innerHTML = loose_card_svg(card, 34)  # our own markup
                        box.appendChild(holder)
                        continue
                    canon = self._canon_playable(card) if seat == state.turn else None
                    holder = el("button" if canon is not None else "span",
                                {"type": "button" if canon is not None else None, "class": "po-bank-card",
                                 "data-po-bank": canon, "data-testid": "po-bank-card",
                                 "aria-label": f"banked {card_name(card)}" + (", play it" if canon is not None
                                                                             else ""),
                                 "aria-pressed": ("true" if canon == self.selected_bank else "false")
                                 if canon is not None else None})
                    holder.innerHTML = loose_card_svg(card, 34)  # our own markup
                    box.appendChild(holder)

    def _canon_playable(self, card: int) -> int | None:
        from pushgames.pushout.cards import CANON

        canon = CANON[card]
        return canon if any(act.kind(a) == "play" and act.play_parts(a)[0] == canon for a in self.legal) else None

    def _draw_bar(self, shown: Any) -> None:
        bar = self.bar
        bar.replaceChildren()
        state = self.state
        if state.phase == PLACE:
            owner = state.rules.geometry.owner[state.pending_hole]
            bar.appendChild(el("span", {}, f"Fell off, {SEATS[owner]} decides where it goes: "))
            holder = el("span", {"class": "po-fallen", "data-testid": "po-fallen"})
            if FACE_DOWN[state.pending]:
                holder.textContent = "a face-down card"
            else:
                holder.innerHTML = loose_card_svg(CARD_OF[state.pending], 44)  # our own markup
            bar.appendChild(holder)
            if self.legal:
                bar.appendChild(el("span", {}, " \u2014 click a marked square."))
            return
        if not self.legal:
            return
        if self.chosen is not None:
            game = self.host.game  # type: ignore[union-attr]
            text = game.notation(state, self.chosen)
            bar.appendChild(el("span", {"class": "po-preview-text", "data-testid": "po-preview"},
                               f"Preview of {text}: {self._explain(self.chosen, shown)}"))
            bar.appendChild(el("button", {"type": "button", "class": "primary", "data-po": "play",
                                          "data-testid": "po-play"}, "Play"))
            bar.appendChild(el("button", {"type": "button", "data-po": "cancel", "data-testid": "po-cancel"},
                               "Cancel"))
        elif self.selected is not None:
            bar.appendChild(el("span", {}, f"{square_name(self.selected)}: SWITCH \u2014 click the card (or hole) "
                                           "to swap with."))
            bar.appendChild(el("button", {"type": "button", "data-po": "cancel", "data-testid": "po-cancel"},
                               "Cancel"))
        elif self.selected_bank is not None:
            bar.appendChild(el("span", {}, f"Play banked {card_name(self.selected_bank)}: click a marked hole."))
        else:
            bar.appendChild(el("span", {}, "Click a card you can use (marked), or discard from the pile."))

    def _explain(self, action: int, shown: Any) -> str:
        state = self.state
        square, k = act.use_parts(action)
        what = ACTION_NAMES[ACTION_FOR[state.turn][state.board[square]]]
        if k:
            return f"SWITCH {square_name(square)} with its neighbour"
        if shown.phase == PLACE:
            return f"{what}; a card falls off and must be placed"
        if len(shown.discard) > len(state.discard):
            gone = shown.discard[-1]
            return f"{what}; {'a face-down card' if gone == UNKNOWN else card_name(gone)} is discarded"
        return what

    # -- acting ------------------------------------------------------------
    def _tap(self, square: int) -> None:
        if not self.legal:
            return
        targets = self._targets()
        if square in targets:
            self._pick(targets[square])
            return
        if self.chosen is not None and square == self.selected and act.use_parts(self.chosen)[1] == 0:
            self.host.submit(self.chosen)  # type: ignore[union-attr]
            return
        uses = self._uses_of(square)
        self.selected_bank = None
        if not uses or square == self.selected:
            self.selected = self.chosen = None
        else:
            self.selected = square
            self.chosen = uses[0] if len(uses) == 1 and act.use_parts(uses[0])[1] == 0 else None
        self._draw()

    def _pick(self, options: list[int]) -> None:
        state = self.state
        kinds = {act.kind(a) for a in options}
        if kinds == {"use"}:
            self.chosen = options[0]
            self._draw()
            return
        if len(options) == 1:
            self.host.submit(options[0])  # type: ignore[union-attr]
            return
        if "place" in kinds:
            card = CARD_OF[state.pending]
            square = act.place_parts(options[0])[0]
        else:
            card, square, _ = act.play_parts(options[0])
        self.host.choose(f"{card_name(card)} on {square_name(square)}: which way round?",  # type: ignore[union-attr]
                         [(self._orientation_label(card, a), a) for a in options])

    @staticmethod
    def _orientation_label(card: int, action: int) -> str:
        from pushgames.pushout.cards import oriented_code
        from pushgames.pushout.cards import VALUE_FOR as V

        colour = act.place_parts(action)[1] if act.kind(action) == "place" else act.play_parts(action)[2]
        code = oriented_code(card, colour)
        a0, a1 = ACTION_NAMES[ACTION_FOR[0][code]], ACTION_NAMES[ACTION_FOR[1][code]]
        way = "White end towards White (w)" if colour == 0 else "Black end towards White (b)"
        return f"{way}: White reads {V[0][code]} {a0}, Black reads {V[1][code]} {a1}"

    def _on_click(self, event: Any) -> None:
        self.focus = None
        control = closest_data(event, "po")
        if control == "play" and self.chosen is not None:
            self.host.submit(self.chosen)  # type: ignore[union-attr]
            return
        if control == "cancel":
            self.cancel()
            return
        bank = closest_data(event, "po-bank")
        if bank is not None:
            self.selected = self.chosen = None
            self.selected_bank = None if self.selected_bank == int(bank) else int(bank)
            self._draw()
            return
        square = closest_data(event, "sq")
        if square is not None:
            self._tap(int(square))

    def _on_change(self, event: Any) -> None:
        if closest_data(event, "po") == "follow":
            self.follow = bool(event.target.checked)
            _write_follow(self.follow)
            if self.state is not None:
                self._draw()

    def _on_keydown(self, event: Any) -> None:
        key = str(event.key)
        square = closest_data(event, "sq")
        step = None
        if square is not None and self.rows:
            step = arrow_step(int(square), key, bool(self.turned), 5, self.rows, 5)
        if step is not None:
            self.focus = step
            target = nn(self.table.querySelector(f'[data-sq="{self.focus}"]'))
            if target is not None:
                target.setAttribute("tabindex", "0")
                target.focus()
            event.preventDefault()
            event.stopPropagation()
            return
        if key == "Escape" and (self.selected is not None or self.selected_bank is not None):
            self.cancel()
            event.preventDefault()
            event.stopPropagation()
        elif key in ("Enter", " "):
            if square is not None:
                self.focus = int(square)
                self._tap(int(square))
                event.preventDefault()
                event.stopPropagation()

