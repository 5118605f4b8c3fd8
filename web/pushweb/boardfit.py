"""Sizing the board to the window from measured heights, not estimated ones.

The style sheet sizes the board as lichess does (style.css, ``.board-col``):
as wide as its column allows and no taller than the window height left once
what must stay in view is counted. What must stay in view (the status, the
strips, a game's own panels, the decision's buttons, the result bar; in an
embed the whole frame) used to be counted by estimates in pixels per game.
Estimates go stale: a strip that gained a line, a wider font, a wrapped
status made Pushout's embed 9 px taller than its frame. So the page measures
it: everything that does not scale with the board's width is the height in
view minus ``aspect * width``, and that figure (``--board-fixed``) replaces
the estimates, which stay only as the first paint's guess. Text that wraps
differently at the new width changes the figure again, so the measure is
repeated until it settles (a few rounds at most).
"""

from __future__ import annotations

from typing import Any

from pyscript import document, window

from .dom import by_id, nn, proxy

#: Under the last thing that must be in view, a little air (the full page).
MARGIN_PX = 8
#: Rounds in a row that may still change the figure before the page stops
#: adjusting until the next change of size (a layout that never settles must
#: not make the page loop).
MAX_ROUNDS = 6
#: In the full page only these must be in view with the board (the game
#: controls and the side panels below may scroll); an embed shows everything.
IN_VIEW = ("board-host", "board-notes", "extra-actions")


class BoardFit:
    """Watches the board's column and keeps ``--board-fixed`` measured."""

    def __init__(self, column: Any) -> None:
        self.column = column
        self.rounds = 0
        self.pending = False
        self._frame = proxy(self._on_frame)
        self.observer = window.ResizeObserver.new(proxy(self._on_resize))
        for child in column.children:
            self.observer.observe(child)

    def _on_resize(self, *_: Any) -> None:
        # Measured a frame later, not inside the observer: a change made there
        # would be a resize the same frame must report again (a loop error).
        if not self.pending:
            self.pending = True
            window.requestAnimationFrame(self._frame)

    def _on_frame(self, *_: Any) -> None:
        self.pending = False
        fixed = self.measure()
        if fixed is None:
            return
        current = str(self.column.style.getPropertyValue("--board-fixed")).removesuffix("px")
        old = float(current) if current else None
        if old is not None and abs(fixed - old) < 1:
            self.rounds = 0  # settled
            return
        self.rounds += 1
        if self.rounds > MAX_ROUNDS:
            return
        self.column.style.setProperty("--board-fixed", f"{fixed}px")

    def measure(self) -> int | None:
        """The height in view that does not scale with the board (None: no board shown)."""
        host = nn(by_id("board-host"))
        if host is None or nn(host.offsetParent) is None:
            return None
        width = float(host.getBoundingClientRect().width)
        style = window.getComputedStyle(self.column)
        aspect = float(str(style.getPropertyValue("--board-aspect")).strip() or "1")
        root = document.documentElement
        if root.classList.contains("embed"):
            bottom = float(root.scrollHeight)
        else:
            bottom = MARGIN_PX + float(window.scrollY) + max(
                float(node.getBoundingClientRect().bottom)
                for node in (nn(by_id(name)) for name in IN_VIEW)
                if node is not None and not node.hidden)
        return round(bottom - aspect * width)


def watch(column: Any) -> BoardFit:
    """Start measuring for the board's column (once per page)."""
    return BoardFit(column)
