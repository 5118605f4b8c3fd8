"""The view on screen, kept for the next start (issue 27).

When the page is left or hidden (a reload, a closed tab, another app on a phone),
the view on screen is kept in localStorage with the address it shows. The next
start at that same address draws it before Python is ready (index.html's first-paint
script): the board of a link or a save appears at once, as it will look, inert,
with "Starting Python..." in a corner. Python's first view replaces it in the same
task (``release``), so nothing jumps and no half-drawn frame is ever painted.

Nothing private is kept: a game where one seat may know what another does not
(hands of cards) is never kept, nor an embedded page, nor an old position of the
move list (a start shows the live one). The kept view is our own markup as the
page drew it; it is only ever shown for the address it was drawn for.
"""

from __future__ import annotations

import json
from typing import Any

from pyscript import document, window

from . import storage
from .dom import by_id, nn

KEY = storage.FIRST_PAINT_KEY
#: The format index.html's first-paint script reads.
FORMAT = 1
#: A larger view (a long move list) is not kept: saves need the space more.
MAX_CHARS = 150_000
#: Parts of a view a start never shows at once (open panels, messages, the chooser).
TRANSIENT = "#messages, .panel, #overlay, [data-testid=ai-thinking]"


def _kept_view(app: Any) -> Any:
    """The element whose drawing may be kept, or None."""
    if app.embed or not app.storage_ok:
        return None
    if not app.home.hidden:
        return app.home
    session, view = app.session, app.game_view
    if session is None or view.root.hidden or session.view_ply is not None:
        return None
    if session.game.meta.has_private_information or view.seating.hand_to is not None:
        return None
    return view.root


def keep(app: Any) -> None:
    """Keep the view on screen for the next start at this address (or forget the
    last one when this view may not be kept)."""
    view = _kept_view(app)
    try:
        if view is None:
            window.localStorage.removeItem(KEY)
            return
        clone = view.cloneNode(True)
        for part in clone.querySelectorAll(TRANSIENT):
            part.remove()
        html = str(clone.innerHTML)
        if len(html) > MAX_CHARS:
            window.localStorage.removeItem(KEY)
            return
        sheets = [[str(link.id), str(link.getAttribute("href"))]
                  for link in document.querySelectorAll("head link[rel=stylesheet][id]")]
        window.localStorage.setItem(KEY, json.dumps({
            "format": FORMAT, "fragment": app.router.fragment(), "view": str(view.id), "html": html, "sheets": sheets}))
    except Exception:  # noqa: BLE001 - full or refused storage: the next start draws nothing early
        forget()


def forget() -> None:
    """Drop the kept view (its space is wanted for a save)."""
    try:
        window.localStorage.removeItem(KEY)
    except Exception:  # noqa: BLE001 - storage refused: nothing is kept anyway
        pass


def release() -> None:
    """Python drew its own view: the early drawing is gone, the page takes input."""
    for view_id in ("home-view", "game-view"):
        view = nn(by_id(view_id))
        if view is not None:
            view.removeAttribute("inert")
    document.documentElement.removeAttribute("data-first-paint")
