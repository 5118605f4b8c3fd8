"""Sizing the board to the window from measured heights, not estimated ones.

The style sheet sizes the board as lichess does (style.css, ``.board-col``):
as wide as its column allows and no taller than the window height left once
what must stay in view is counted. What must stay in view (the status, the
strips, a game's own panels, the decision's buttons, the result bar; in an
embed the whole frame) used to be counted by estimates in pixels per game.
Estimates go stale: a strip that gained a line, a wider font, a wrapped
status made Pushout's embed 9 px taller than its frame. So the page measures
it: everything above the drawing's foot that does not scale with the board's
width is that foot's height minus ``aspect * width``; with the room kept under
the drawing (``--board-below``, ``--board-under``; in an embed, everything
measured) that figure (``--board-fixed``) replaces the estimates, which stay
only as the first paint's guess. Text that wraps
differently at the new width changes the figure again, so the measure is
repeated until it settles (a few rounds at most).
"""

from __future__ import annotations

import math
from typing import Any

from pyscript import document, window

from .dom import by_id, listen, nn, proxy

#: Rounds in a row that may still change the figure before the page stops
#: adjusting until the next change of size (a layout that never settles must
#: not make the page loop).
MAX_ROUNDS = 6


class BoardFit:
    """Watches the board's column and keeps ``--board-fixed`` measured."""

    def __init__(self, column: Any) -> None:
        self.column = column
        self.rounds = 0
        self.pending = False
        self._frame = proxy(self._on_frame)
        self.frozen = False
        self.observer = window.ResizeObserver.new(proxy(self._on_resize))
        for child in column.children:
            self.observer.observe(child)
        listen(window, "resize", self._on_window)

    def _on_window(self, *_: Any) -> None:
        self.frozen, self.rounds = False, 0  # a new size: measure afresh
        self._on_resize()

    def _on_resize(self, *_: Any) -> None:
        # Measured a frame later, not inside the observer: a change made there
        # would be a resize the same frame must report again (a loop error).
        if not self.pending and not self.frozen:
            self.pending = True
            window.requestAnimationFrame(self._frame)

    def settle(self) -> None:
        """Measure until the figure settles, now (after a drawing: the page is never
        seen, nor tested, at the first paint's guess). Each measure lays the page out."""
        for _ in range(MAX_ROUNDS):
            if not self.adjust():
                return

    def _on_frame(self, *_: Any) -> None:
        self.pending = False
        if self.adjust():
            self.rounds += 1
        else:
            self.rounds = 0  # settled
        if self.rounds > MAX_ROUNDS:
            self.frozen = True  # a layout that never settles: wait for the window to change
        elif self.rounds:
            self._on_resize()

    def adjust(self) -> bool:
        """Set the measured figure; False when it had it already (or no board shows)."""
        fixed = self.measure()
        if fixed is None:
            return False
        current = str(self.column.style.getPropertyValue("--board-fixed")).removesuffix("px")
        if current and abs(fixed - float(current)) < 1:
            return False
        self.column.style.setProperty("--board-fixed", f"{fixed}px")
        return True

    def measure(self) -> int | None:
        """The height in view that does not scale with the board (None: no board shown)."""
        host = nn(by_id("board-host"))
        if host is None or nn(host.offsetParent) is None:
            return None
        width = float(host.getBoundingClientRect().width)
        style = window.getComputedStyle(self.column)
        aspect = px(style, "--board-aspect") or 1.0
        root = document.documentElement
        if root.classList.contains("embed"):
            # A frame holds everything: measured to the foot of the page's content, not by
            # the document's scrollHeight, which is never less than the frame's height. With
            # that, any board that left the page shorter than its frame measured as a fixed
            # point, however small: a frame wider than 700 px (Push's and Pushout's panels
            # beside the board) kept the first paint's guess, a drawing of 15-111 px.
            app = nn(by_id("app")) or document.body
            bottom = float(app.getBoundingClientRect().bottom) + float(window.scrollY)
        else:
            # Measured down to the drawing's foot: what is above it does not come and go
            # (the status keeps two lines, the strips their height). Under it the page
            # keeps room for the decision's buttons or the result (--board-below) and the
            # board's own panels (--board-under): a message or an opened panel there
            # must not move or shrink the board.
            drawing = nn(host.querySelector('[data-testid="board"]')) or host
            # (--board-under read at the drawing: a board may set it by its own layout.)
            under = px(window.getComputedStyle(drawing), "--board-under")
            bottom = (float(drawing.getBoundingClientRect().bottom) + float(window.scrollY)
                      + px(style, "--board-below") + under)
        # Rounded up: rounded to the nearest, a frame's content ended up to half a pixel
        # past its foot, and the frame scrolled by one pixel (scrollHeight 801 of 800).
        return math.ceil(bottom - aspect * width)


def px(style: Any, name: str) -> float:
    """A custom property's number (``"105px"`` -> 105.0; unset -> 0.0)."""
    text = str(style.getPropertyValue(name)).strip().removesuffix("px")
    try:
        return float(text)
    except ValueError:
        return 0.0


def watch(column: Any) -> BoardFit:
    """Start measuring for the board's column (once per page)."""
    return BoardFit(column)
