"""The view on screen, kept for the next start (issue 27).

When the page is left or hidden (a reload, a closed tab, another app on a phone),
the view on screen is kept in localStorage with the address it shows, beside the views
kept for the last few other addresses (:data:`MAX_VIEWS`, newest first: a save reopened
at its own address after another game was on screen still starts drawn). The next
start at one of those addresses draws its view before Python is ready (index.html's first-paint
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
from .dom import by_id, focus_lost, nn

KEY = storage.FIRST_PAINT_KEY
#: The format index.html's first-paint script reads (it still reads 1: one view, at the top level).
FORMAT = 2
#: A larger view (a long move list) is not kept: saves need the space more.
MAX_CHARS = 150_000
#: Views kept, one an address, newest first; the oldest go first past MAX_TOTAL characters.
MAX_VIEWS = 4
MAX_TOTAL = 300_000
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


def kept_views(text: str | None) -> list[dict[str, Any]]:
    """The views kept (``text``: the stored value), newest first; [] for anything else.

    >>> kept_views(json.dumps({"format": 2, "views": [{"fragment": "a", "html": "x"}, 3]}))
    [{'fragment': 'a', 'html': 'x'}]
    >>> kept_views(json.dumps({"format": 1, "fragment": "b", "html": "y"}))[0]["fragment"]
    'b'
    >>> kept_views("{"), kept_views(None), kept_views("[]")
    ([], [], [])
    """
    try:
        data = json.loads(text) if text else None
    except ValueError:
        return []
    if not isinstance(data, dict):
        return []
    format_ = data.get("format")
    views = data.get("views") if format_ == 2 else [data] if format_ == 1 else []
    if not isinstance(views, list):
        return []
    return [view for view in views if isinstance(view, dict)
            and isinstance(view.get("fragment"), str) and isinstance(view.get("html"), str)]


def merged(views: list[dict[str, Any]], fragment: str,
           entry: dict[str, Any] | None) -> list[dict[str, Any]]:
    """``views`` with this address's view replaced by ``entry`` (or dropped), newest first,
    at most :data:`MAX_VIEWS` of them and :data:`MAX_TOTAL` characters of markup.

    >>> a, b = {"fragment": "a", "html": ""}, {"fragment": "b", "html": ""}
    >>> [view["fragment"] for view in merged([a, b], "b", b)]
    ['b', 'a']
    >>> merged([{"fragment": "a", "html": ""}], "a", None)
    []
    """
    others = [view for view in views if view["fragment"] != fragment]
    out = ([entry] if entry is not None else []) + others
    out = out[:MAX_VIEWS]
    while len(out) > 1 and sum(len(view["html"]) for view in out) > MAX_TOTAL:
        out.pop()
    return out


def keep(app: Any) -> None:
    """Keep the view on screen for the next start at this address (or forget this
    address's view when the view on screen may not be kept)."""
    view = _kept_view(app)
    fragment = app.router.fragment()
    try:
        entry = None
        if view is not None:
            clone = view.cloneNode(True)
            for part in clone.querySelectorAll(TRANSIENT):
                part.remove()
            html = str(clone.innerHTML)
            sheets = [[str(link.id), str(link.getAttribute("href"))]
                      for link in document.querySelectorAll("head link[rel=stylesheet][id]")]
            if len(html) <= MAX_CHARS:
                entry = {"fragment": fragment, "view": str(view.id), "html": html, "sheets": sheets}
        views = merged(kept_views(nn(window.localStorage.getItem(KEY))), fragment, entry)
        if not views:
            window.localStorage.removeItem(KEY)
            return
        try:
            window.localStorage.setItem(KEY, json.dumps({"format": FORMAT, "views": views}))
        except Exception:  # noqa: BLE001 - full storage: this view alone, else nothing
            window.localStorage.removeItem(KEY)
            if entry is not None:
                window.localStorage.setItem(KEY, json.dumps({"format": FORMAT, "views": [entry]}))
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
    # A hand-off screen drawn while the view was inert could not take the keyboard (a
    # focus() there does nothing): its button takes it now, as a later hand-off's does.
    cover, ready = nn(by_id("handoff")), nn(by_id("handoff-ready"))
    if cover is not None and ready is not None and not cover.hidden and focus_lost():
        ready.focus()
