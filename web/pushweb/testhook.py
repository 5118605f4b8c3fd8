"""The browser tests' restart without a reload (issue 24):
``window.pgRestart(fragment, query="", clear=False)``.

Only a page whose tests asked for it before it started (``window.pgTestHooks = true``,
set by an init script in ``tests/browser/booted.py``) has the hook; a visitor's page
never imports this module. Booting Pyodide is most of a page load, so the tests keep
one booted page and, between tests, build the application again from scratch on the
running Python, as a load of the address would: the page's own markup back as it was
when Python started, the listeners on ``window`` and ``document`` removed, a new
:class:`pushweb.shell.App` started at ``fragment``. Storage is the caller's to clear.

The computer's worker (a second Pyodide, which pyscript keeps by name, so a new app
could not start its own) is kept: the old app's computer is retired (every search and
answer of it stale, none of its coroutines writes to the page again) and the worker is
handed to the next app, which takes it when a computer seat first needs it, as it would
start one, and first makes it forget what it kept between questions.
``clear`` empties the site's local and session storage after the old app is retired and
before the new one starts, in the same call: a save the old app had still to write (a
computer's move due) is either in storage before that, and emptied, or never written. The
tests' reset clears so (emptied in a call of its own, a computer's move landing between the
two calls was listed by the new home page).
``window.pgComputerCheck()`` says whether anything of the retired computers still runs
(a search the worker had begun cannot be interrupted: the tests wait until it ended)
and whether the new app's computer is as a load leaves it. It refuses (and says why)
while the worker is still starting or failed to start (an app cannot hand over what it
does not hold yet); the tests then load the page instead.
"""

from __future__ import annotations

import json
import sys
from typing import Any, Callable

from pyscript import document, window

from . import address, computer as computer_module, dom


class Pristine:
    """The page's markup and attributes as they were before the first app started."""

    def __init__(self) -> None:
        body = document.body
        #: (the element now on the page, an untouched copy) for each child of <body>
        #: but the scripts (they already ran; moving one could run it again).
        self.parts: list[tuple[Any, Any]] = [
            (child, child.cloneNode(True)) for child in body.children
                                             if str(child.tagName) != "SCRIPT"]
        # A view the last visit kept (index.html's first paint) is not the page's own markup.
        for _, copy in self.parts:
            for view in copy.querySelectorAll("#home-view, #game-view"):
                view.replaceChildren()
                view.removeAttribute("inert")
                view.hidden = True
        self.html_attrs = [(name, value) for name, value in attributes(document.documentElement)
                           if name != "data-first-paint"]
        self.body_attrs = attributes(body)
        self.title = str(document.title)

    def restore(self) -> None:
        kept = []
        for index, (now, copy) in enumerate(self.parts):
            fresh = copy.cloneNode(True)
            now.replaceWith(fresh)
            self.parts[index] = (fresh, copy)
            kept.append(fresh)
        for child in list(document.body.children):  # what an app added to <body> goes
            if str(child.tagName) != "SCRIPT" and not any(child == part for part in kept):
                child.remove()
        set_attributes(document.documentElement, self.html_attrs)
        set_attributes(document.body, self.body_attrs)
        document.title = self.title


def attributes(element: Any) -> list[tuple[str, str]]:
    return [(str(a.name), str(a.value)) for a in element.attributes]


def set_attributes(element: Any, wanted: list[tuple[str, str]]) -> None:
    for name in [str(a.name) for a in element.attributes]:
        element.removeAttribute(name)
    for name, value in wanted:
        element.setAttribute(name, value)


def install(start: Callable[[], Any]) -> None:
    """Keep the page as it is now (before the first app) and offer ``pgRestart``.
    ``start`` builds and starts an app and returns it."""
    pristine = Pristine()
    state: dict[str, Any] = {"app": start()}
    #: The computers of the apps replaced, until none of their coroutines runs.
    retired: list[Any] = []

    def restart(fragment: str, query: str = "", clear: bool = False) -> str:
        """Start a new app at ``?query#fragment`` (both "": home, the address without a
        query); "" when done, else why not. ``query`` is "" or starts with "?". ``clear``:
        storage emptied once nothing of the old app can write to it any more."""
        app = state["app"]
        computer = app.computer
        # ``?aiworker=0`` switches the worker off before any starts ("failed", no worker,
        # nothing scheduled): nothing of the old app's computer can still act then.
        switched_off = (computer.worker_state == "failed" and computer.worker is None
                        and not computer.start_scheduled)
        if computer.worker_state not in ("idle", "ready") and not switched_off:
            return f"the computer's worker is {computer.worker_state}"
        worker = computer.worker if computer.worker_state == "ready" else computer.kept_worker
        computer.retire()
        retired.append(computer)
        for target, event, listener in dom.PAGE_LISTENERS:
            target.removeEventListener(event, listener)
        dom.PAGE_LISTENERS.clear()
        if clear:
            # One JavaScript turn from the retirement above to the new app's start: no
            # coroutine of the old app runs in between, and the retired one writes nothing.
            window.localStorage.clear()
            window.sessionStorage.clear()
        if app.game_view.fit is not None:  # it measures the old board's column
            app.game_view.fit.observer.disconnect()
        forget_module_state()
        pristine.restore()
        # The whole address is set: a query the last app was loaded or restarted with goes.
        url = str(window.location.pathname) + query + ("#" + fragment if fragment else "")
        window.history.replaceState(None, "", url)
        if worker is not None:  # the next Computer made takes it
            computer_module.HANDED_OVER[:] = [worker]
        state["app"] = start()
        computer_module.HANDED_OVER.clear()
        return ""

    def check() -> str:
        """JSON: the coroutines of retired computers still running (``busy``; the tests
        wait for 0), whether a worker is kept for the app (``kept``), and what of the
        app's computer differs from a new one (``new``: [] when nothing)."""
        retired[:] = [old for old in retired if old.tasks]
        now = state["app"].computer
        fresh = {"generation": 0, "tasks": 0, "dropped": 0, "seats": {}, "thinking_key": None,
                 "answer": None, "worker": None, "start_scheduled": False, "retired": False}
        differs = [name for name, value in fresh.items() if getattr(now, name) != value]
        if now.worker_state != "idle":
            differs.append(f"worker_state={now.worker_state}")
        return json.dumps({"busy": sum(old.tasks for old in retired),
                           "kept": now.kept_worker is not None, "new": differs})

    window.pgRestart = dom.proxy(restart)
    window.pgComputerCheck = dom.proxy(check)


def forget_module_state() -> None:
    """What a module keeps for the page's life and a new app must not inherit."""
    address._EARLIER.clear()
    push_board = sys.modules.get("pushweb.boards.push.board")
    if push_board is not None:  # its rules-filter listener on document was removed above
        push_board._filter_listening = False  # type: ignore[attr-defined]
