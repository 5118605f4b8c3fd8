"""How the pointer and the keyboard reach the Pushout board (a mix-in of
:class:`pushweb.boards.pushout.board.PushoutBoard`): a mouse or pen pointing at a card
has the bar say what it does (the table changes only for the bar's Preview
button), the keyboard reaching a card previews its move; a SWITCH card dragged onto a
marked neighbour swaps with it; the arrow keys walk the table as it is seen
and, on a hole with a card to place, the small copies of it. A touch has no
hover: a tap plays at once, as a click does."""

from __future__ import annotations

from typing import Any

from pushgames.pushout import actions as act
from pushgames.pushout.state import MAIN
from pyscript import document

from ...dom import capture_pointer, closest_data, nn, release_pointer
from ..gridboard import DRAG_THRESHOLD_PX, arrow_step

KEYBOARD_HTML = (
    "<kbd>Tab</kbd> goes to the cards you can use (and the marked squares); the arrow keys move "
    "between squares as the table is seen. A card you reach shows the result of its move on the "
    "table; <kbd>Enter</kbd> or <kbd>Space</kbd> plays it. A SWITCH with several neighbours: "
    "<kbd>Enter</kbd> selects it, then <kbd>Enter</kbd> on a marked neighbour. "
    "A card that fell off (or a banked card, after <kbd>Enter</kbd> on it): on a marked hole the "
    "keyboard lands on a small copy of the card lying one way round, <kbd>\u2191</kbd> "
    "<kbd>\u2193</kbd> (or <kbd>\u2190</kbd> <kbd>\u2192</kbd>) go to the other way round, "
    "<kbd>Enter</kbd> places it. <kbd>Esc</kbd> cancels.")
#: On a small copy of a card to place, the keys to the other copy (stacked, so Up / Down;
#: Left / Right as well, which went there when the copies were side by side).
OTHER_WAY_KEYS = ("ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight")


def _number(text: str | None) -> int | None:
    return None if text is None else int(text)


class PointerAndKeys:
    """The board's pointer, focus and key handlers; the board supplies the
    state and the decisions (``_preview_action``, ``_preview``, ``_tap``,
    ``_submit``, ``cancel``)."""

    state: Any
    svg: Any
    table: Any
    cells: list[Any]
    cell_markup: list[str]
    legal: list[int]
    rows: int
    turned: bool | None
    selected: int | None
    selected_bank: int | None
    chosen: int | None
    preview_by: str | None
    focus: str | None
    drawing: bool
    still_at: tuple[float, float] | None
    #: A SWITCH card pressed (maybe to drag): its square, where it was pressed, the pointer's id,
    #: and
    #: whether it has moved far enough to be a drag.
    drag: dict[str, Any] | None = None

    def _preview_action(self, square: int) -> int | None:
        raise NotImplementedError

    def _preview(self, action: int | None, by: str | None, square: int | None = None) -> None:
        raise NotImplementedError

    def _point(self, action: int | None, square: int | None) -> None:
        raise NotImplementedError

    def _tap(self, square: int) -> None:
        raise NotImplementedError

    def _submit(self, action: int) -> None:
        raise NotImplementedError

    def cancel(self) -> None:
        raise NotImplementedError

    def _targets(self) -> dict[int, list[int]]:
        raise NotImplementedError

    def _draw(self, moved: tuple[dict[int, int], set[int]] | None = None) -> None:
        raise NotImplementedError

    def _say(self, text: str) -> None:
        raise NotImplementedError

    # -- dragging a SWITCH card onto the neighbour to swap with --------------
    def _on_pointerdown(self, event: Any) -> None:
        square = _number(closest_data(event, "sq"))
        if (
            event.button != 0
            or square is None
            or not self.legal
            or self.state.phase != MAIN
            or not any(
                act.kind(a) == "use" and act.use_parts(a)[0] == square and act.use_parts(a)[1]
                for a in self.legal
            )
        ):
            return
        self.drag = {"sq": square, "x": float(event.clientX), "y": float(event.clientY),
                     "id": event.pointerId,
                     "active": False}

    def _on_pointermove(self, event: Any) -> None:
        drag = self.drag
        if drag is None or event.pointerId != drag["id"]:
            return
        dx, dy = float(event.clientX) - drag["x"], float(event.clientY) - drag["y"]
        if not drag["active"]:
            if abs(dx) + abs(dy) < DRAG_THRESHOLD_PX:
                return
            self._lift(drag)
        # Screen pixels to table units (the table may be turned half round).
        scale = (-1 if self.turned else 1) * float(self.svg.viewBox.baseVal.width) / max(
            1.0, float(self.svg.getBoundingClientRect().width))
        card = nn(self.cells[drag["sq"]].querySelector(".po-face"))
        if card is not None:
            card.setAttribute("transform", f"translate({dx * scale:.1f} {dy * scale:.1f})")

    def _lift(self, drag: dict[str, Any]) -> None:
        """The drag begins: the card is selected (its neighbours marked) and drawn above the
        others."""
        square = drag["sq"]
        drag["active"] = True
        self.selected, self.selected_bank, self.chosen, self.preview_by = square, None, None, None
        self._say("")
        self._draw()
        cell = self.cells[square]
        self.table.appendChild(cell)  # last in the table: painted over every other card
        cell.classList.add("po-dragged")
        capture_pointer(self.svg, drag["id"])  # only now: a plain click keeps its own target

    def _on_pointerup(self, event: Any) -> None:
        drag = self.drag
        if drag is None or event.pointerId != drag["id"]:
            return
        self._drop_drag()
        if not drag["active"]:
            return  # a click: the click handler plays or selects
        self.still_at = (float(event.clientX), float(event.clientY))
        under = nn(document.elementFromPoint(event.clientX, event.clientY))
        found = nn(under.closest("[data-sq]")) if under is not None else None
        options = self._targets().get(int(found.getAttribute("data-sq")),
                                      []) if found is not None else []
        if len(options) == 1:
            self._submit(options[0])
            return
        self._draw()
        self._say("Drop the card on a marked square to swap it, or click one.")

    def _on_pointercancel(self, event: Any) -> None:
        if self.drag is not None and self.drag["active"]:
            self._drop_drag()
            self._draw()
        self.drag = None

    def _drop_drag(self) -> None:
        """Put the dragged card's cell back in its place among the others, to be drawn afresh."""
        drag, self.drag = self.drag, None
        if drag is None or not drag["active"]:
            return
        square = drag["sq"]
        cell = self.cells[square]
        cell.classList.remove("po-dragged")
        after = self.cells[square + 1] if square + 1 < len(
            self.cells) else self.table.querySelector(".po-halfway")
        self.table.insertBefore(cell, after)
        self.cell_markup[square] = ""  # its card was moved by hand: rebuild it
        release_pointer(self.svg, drag["id"])

    def _on_pointerover(self, event: Any) -> None:
        # A touch has no hover: its tap plays at once (the preview is for a mouse or a pen).
        if str(event.pointerType) == "touch" or self.drawing or self.state is None:
            return
        if self.still_at is not None and (abs(self.still_at[0] - float(event.clientX)) < 2
                                          and abs(self.still_at[1] - float(event.clientY)) < 2):
            return  # (a click's coordinates are whole pixels, a pointer event's may not be)
        self.still_at = None
        self._preview_square(_number(closest_data(event, "sq")), "pointer")

    def _on_focusin(self, event: Any) -> None:
        target = nn(event.target)
        # Only the keyboard's focus previews: a click focuses the card too, and plays it.
        if self.drawing or target is None or not target.matches(":focus-visible"):
            return
        place, square = closest_data(event, "po-place"), closest_data(event, "sq")
        if place is not None:
            self.focus = f'[data-po-place="{place}"]'
        elif square is not None:
            self.focus = f'[data-sq="{square}"]'
        self._preview_square(_number(square) if place is None else None, "keys")

    def _preview_square(self, square: int | None, by: str) -> None:
        """Preview the move of the card on ``square`` (None: none), or drop the
        preview ``by`` (the pointer or the keys) showed."""
        action = self._preview_action(square) if square is not None else None
        if by == "pointer":
            # Pointing tells (in the bar) and never redraws the table: a preview is asked for.
            # The words stay when the pointer leaves (for the bar's Preview button, maybe below
            # the fold): they name the card they are about.
            if action is not None:
                self._point(action, square)
            return
        if action is not None:
            self._preview(action, by, square)
        elif self.preview_by == by:
            self._preview(None, None)

    def _on_focusout(self, event: Any) -> None:
        related = nn(event.relatedTarget)
        if self.drawing or (related is not None and self.svg.contains(related)):
            return
        if self.preview_by == "keys":  # the keyboard left the table
            self._preview(None, None)

    def _on_keydown(self, event: Any) -> None:
        key = str(event.key)
        place, square = closest_data(event, "po-place"), closest_data(event, "sq")
        if place is not None and key in OTHER_WAY_KEYS and self._to_other_way(event, key):
            event.preventDefault()
            event.stopPropagation()
            return
        step = None
        if square is not None and self.rows:
            step = arrow_step(int(square), key, bool(self.turned), 5, self.rows, 5)
        if step is not None:
            self._focus_square(step)
        elif key == "Escape" and (self.selected is not None or self.selected_bank is not None or
                                  self.chosen is not None):
            self.cancel()
        elif key in ("Enter", " ") and place is not None:
            self.focus = f'[data-sq="{square}"]'  # the hole, where the card lies next
            self._submit(int(place))
        elif key in ("Enter", " ") and square is not None:
            self.focus = f'[data-sq="{square}"]'
            self._tap(int(square))
        else:
            return
        event.preventDefault()
        event.stopPropagation()

    def _focus_square(self, square: int) -> None:
        """Put the keyboard on ``square``: on a hole with two ways round, on the first of them."""
        cell = self.cells[square] if 0 <= square < len(self.cells) else None
        if cell is None:
            return
        way = nn(cell.querySelector("[data-po-place]"))
        if way is not None:
            self.focus = f'[data-po-place="{way.getAttribute("data-po-place")}"]'
            way.focus()
        else:
            self.focus = f'[data-sq="{square}"]'
            cell.setAttribute("tabindex", "0")
            cell.focus()

    def _to_other_way(self, event: Any, key: str) -> bool:
        """On a small copy of a card to place, Up / Down (and Left / Right, as before
        the copies were stacked) go to the copy lying the other way round on the
        same hole, if it is that way in the picture."""
        here = nn(event.target.closest("[data-po-place]"))
        ways = list(here.parentNode.querySelectorAll("[data-po-place]")) if here is not None else []
        index = next((i for i, way in enumerate(ways) if way.isSameNode(here)), -1)
        index += -1 if key in ("ArrowLeft", "ArrowUp") else 1
        if index < 0 or index >= len(ways):
            return False
        self.focus = f'[data-po-place="{ways[index].getAttribute("data-po-place")}"]'
        ways[index].focus()
        return True
