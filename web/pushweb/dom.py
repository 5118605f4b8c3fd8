"""Small DOM helpers for the page-side Python (PyScript / Pyodide).

Everything that came from storage or a link is put into the page with
``textContent`` or ``value`` (never as markup); markup strings are used only for
our own fixed SVG and rules text.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from pyscript import document, window
from pyscript.ffi import create_proxy

#: Every proxy handed to JavaScript stays referenced here for the page's life
#: (a dropped proxy becomes a "borrowed proxy" error when JS calls it).
_PROXIES: list[Any] = []

try:
    from pyodide.ffi import jsnull as _JSNULL
except ImportError:  # older Pyodide: JS null arrives as None
    _JSNULL = None


def nn(value: Any) -> Any:
    """``value`` with JavaScript null (and undefined) turned into None."""
    return None if value is None or value is _JSNULL else value


def proxy(fn: Callable[..., Any]) -> Any:
    """A JS-callable proxy of ``fn`` that is kept alive."""
    p = create_proxy(fn)
    _PROXIES.append(p)
    return p


#: The listeners on ``window`` and ``document``: they outlive the app that added them,
#: so the tests' reload-free restart (:mod:`pushweb.testhook`) removes them.
PAGE_LISTENERS: list[tuple[Any, str, Any]] = []


def listen(target: Any, event: str, fn: Callable[..., Any]) -> Any:
    """``target.addEventListener(event, fn)`` with a kept proxy; returns the proxy."""
    p = proxy(fn)
    target.addEventListener(event, p)
    if target == window or target == document:  # a JsProxy compares by JavaScript identity
        PAGE_LISTENERS.append((target, event, p))
    return p


def by_id(element_id: str) -> Any:
    return document.getElementById(element_id)


def el(tag: str, attrs: dict[str, Any] | None = None, text: str | None = None,
       children: Iterable[Any] = ()) -> Any:
    """A new HTML element; ``attrs`` with value ``None``/``False`` are skipped,
    ``True`` sets an empty attribute; ``text`` is set as textContent."""
    node = document.createElement(tag)
    for name, value in (attrs or {}).items():
        if value is None or value is False:
            continue
        node.setAttribute(name, "" if value is True else str(value))
    if text is not None:
        node.textContent = text
    for child in children:
        node.appendChild(child)
    return node


def clear(node: Any) -> None:
    node.replaceChildren()


def show(node: Any, visible: bool = True) -> None:
    node.hidden = not visible


def show_hint(hint: Any, text: str, announce: Callable[[str], None]) -> None:
    """Show (or with "" hide) a hint laid over a board, such as why a click made
    no move, and say it to screen readers."""
    if hint is None:
        return
    hint.textContent = text
    hint.hidden = not text
    if text:
        announce(text)


def capture_pointer(node: Any, pointer_id: Any) -> None:
    """Keep a drag's pointer events on ``node``; a pointer already gone (lifted
    before the call arrives) cannot be captured, and the drag goes on without."""
    try:
        node.setPointerCapture(pointer_id)
    except Exception:  # noqa: BLE001 - InvalidPointerId
        pass


def release_pointer(node: Any, pointer_id: Any) -> None:
    """Let go of a captured pointer (nothing to do if it was never captured)."""
    try:
        node.releasePointerCapture(pointer_id)
    except Exception:  # noqa: BLE001 - InvalidPointerId / NotFoundError
        pass


def closest_data(event: Any, attr: str) -> str | None:
    """The ``data-<attr>`` value of the nearest element around the event target."""
    target = nn(event.target)
    if target is None or not hasattr(target, "closest"):
        return None
    found = nn(target.closest(f"[data-{attr}]"))
    if found is None:
        return None
    value: str | None = found.getAttribute(f"data-{attr}")
    return value


def escape(text: str) -> str:
    """Escape text for our own markup strings (used for fixed, generated SVG)."""
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def now_ms() -> int:
    return int(window.Date.now())


def reveal_within(box: Any, part: Any) -> None:
    """Scroll ``box`` (an element that scrolls on its own) by the least that shows all of
    ``part`` (its top first, when it is taller than the box), as ``scrollIntoView``'s
    "nearest" would, but never the page: only the box moves. A box that does not scroll
    (or is not laid out as a box: ``display: contents``) is left alone."""
    if box.scrollHeight <= box.clientHeight:
        return
    outer, inner = box.getBoundingClientRect(), part.getBoundingClientRect()
    if inner.top < outer.top:
        box.scrollTop -= outer.top - inner.top
    elif inner.bottom > outer.bottom:
        box.scrollTop += min(inner.bottom - outer.bottom, inner.top - outer.top)


#: What Tab would stop at inside a board: a roving cursor or an option (``tabindex="0"``; a
#: board's other squares carry ``tabindex="-1"``), or a button that can be pressed.
LIVE_CONTROL = '[tabindex="0"], button:not(:disabled)'


def focus_lost() -> bool:
    """True when the keyboard's focus is nowhere (on the page's body): the element that had
    it was redrawn or removed by what it did."""
    active = nn(document.activeElement)
    return active is None or bool(active == document.body)


def refocus_within(box: Any, preferred: str = "") -> None:
    """When the focus was lost (:func:`focus_lost`), put it on ``preferred`` inside ``box``
    if it matches a live control there, else on ``box``'s first live control (if any)."""
    if box is None or not focus_lost():
        return
    target = nn(box.querySelector(preferred)) if preferred else None
    target = target or nn(box.querySelector(LIVE_CONTROL))
    if target is not None:
        target.focus()
