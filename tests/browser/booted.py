"""The booted page the ``shared_page`` browser tests share, and what "ready" means.

:class:`BootedPage` is one page per Chromium with Python started, put back before each test
to what a first visit to the home page shows (its docstring says how, and how that is
checked); :func:`uses_booted_page` says which tests get it as their ``page``, and
:data:`RESTARTABLE` which first ``open_page`` it restarts rather than loads. :func:`wait_ready`
waits for :data:`READY`, which Python sets on any page once the app runs. The fixtures
(``booted_page``, ``page``, ``open_page``, ``wait_ready``) are in conftest.py, whose docstring
says how a test asks for the booted page.
"""

from __future__ import annotations

from playwright.sync_api import Browser, Error, Page

import difflib
import json
import os
import re
from typing import Any

import pytest

from .contexts import FRESH_CONTEXT, LOADED_MACHINE_TIMEOUT_MS, SITE_DATA, wants_service_worker
from .guard import BOOTS, NetGuard, watch_context
from .leaving import close_pages, leave, see_left, wait_for_left

READY = 'body[data-ready="true"]'
READY_TIMEOUT_MS = 60_000
#: The marker of a file (``pytestmark = pytest.mark.shared_page``) or test whose ``page`` is
#: the booted page the browser tests share: see :class:`BootedPage`.
SHARED_PAGE = "shared_page"
#: ``PUSHGAMES_SHARED_PAGE=0`` gives ``shared_page`` tests a fresh context and a real load
#: each, as before (to compare, or to show a test does not lean on the shared page).
USE_SHARED_PAGE = os.environ.get("PUSHGAMES_SHARED_PAGE", "1") != "0"


def wait_ready(page: Page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    page.wait_for_selector(READY, state="attached", timeout=timeout_ms)


#: What must be as a fresh load of the home page left it, after each restart: the whole
#: body (views, dialogs, messages, ``data-ready``, ``data-ai-worker``), the root element's
#: attributes, the address, the title, storage, scrolling, focus and the colour scheme.
PAGE_STATE_JS = """() => {
  // The hidden loading line says "Still starting Python" once a load took 8 s: a load's
  // own timing, not the app's state.
  const body = document.body.cloneNode(true);
  const loading = body.querySelector('#loading-text');
  if (loading) loading.textContent = '';
  // The computer's worker kept for the next app (pushweb.testhook) keeps the <script> that
  // started it; counted here, and checked against the hook's word that a worker is kept.
  const workers = body.querySelectorAll('script[worker]');
  workers.forEach(script => script.remove());
  return {
    body: body.outerHTML, workerScripts: workers.length,
    html: [...document.documentElement.attributes].map(a => a.name + '=' + a.value).sort(),
    href: location.href, title: document.title,
    local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort(),
    scroll: [scrollX, scrollY],
    focus: document.activeElement ? document.activeElement.tagName : null,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    openDialogs: document.querySelectorAll('dialog[open], [role=dialog]:not([hidden])').length,
    homeShown: !document.getElementById('home-view').hidden,
    gameShown: !document.getElementById('game-view').hidden,
  };
}"""


class BootedPage:
    """One page with Pyodide started, shared by the ``shared_page`` tests of a process.

    Booting Pyodide is most of a page load (seconds of a 2-core machine). Before each
    test the page is put back to what a first visit to the home page shows:
    ``window.pgRestart("", "", true)`` (:mod:`pushweb.testhook`, present only in this
    context's pages) retires the app, empties storage and builds the application again on
    the running Python, and
    the page's state (:data:`PAGE_STATE_JS`) must equal the state a real load of the
    home page had (taken once, after the first load): the test fails otherwise. The
    test's first ``open_page(page, "#fragment")`` restarts the app at that fragment, as
    a load of the address would. The computer's worker a test started is kept for the
    next app (:mod:`pushweb.testhook`): the reset waits until the replaced computer's
    search in flight has ended and checks that nothing of it still runs, that the new
    app's computer is as a load makes it and that the only worker ``<script>`` is the
    kept worker's. Where a restart cannot stand for a load (the worker failed to start,
    the address has a query or another base, the page was closed), the page is loaded
    again instead, empty storage first.
    """

    def __init__(self, browser: Browser, context_args: dict[str, Any], site_url: str) -> None:
        self.site_url = site_url
        self.context = browser.new_context(**context_args, service_workers="block")
        self.context.set_default_timeout(LOADED_MACHINE_TIMEOUT_MS)
        self.guard = NetGuard()
        watch_context(self.context, lambda: self.guard, route=False)  # service workers blocked
        self.context.add_init_script("window.pgTestHooks = true;")
        #: The booted page's renderer crashed (the test it hit failed through its guard):
        #: the next test gets a new page, loaded.
        self.crashed = False
        self.context.on("page", lambda page: page.on("crash", self._on_crash))
        self.page = self.context.new_page()
        self.viewport = self.page.viewport_size
        self.unopened = True
        try:
            self.load()
        except Exception:
            # The next test makes another (in a new Chromium if this one crashed).
            try:
                self.context.close()
            except Error:
                pass  # a Chromium that has ended: the load's own error says more
            raise
        self.home: dict[str, Any] = self.page.evaluate(PAGE_STATE_JS)
        assert self.home.pop("workerScripts") == 0, "a first load of the home page started a worker"
        self.home["computer"] = {"busy": 0, "new": [], "workerScripts": 0}

    def _on_crash(self, page: Page) -> None:
        if page is self.page:
            self.crashed = True

    def load(self, address: str = "") -> None:
        """A real load of the home page (or ``address``) with the site's storage empty."""
        if self.page.is_closed():
            self.page = self.context.new_page()
        else:
            leave(self.page, self.site_url)
        see_left(self.page, self.site_url)  # what the pages left wrote lands before the clear
        cdp = self.context.new_cdp_session(self.page)
        try:
            cdp.send("Storage.clearDataForOrigin",
                     {"origin": self.site_url.rstrip("/"), "storageTypes": SITE_DATA})
        finally:
            cdp.detach()
        self.page.goto(self.site_url + address)
        wait_ready(self.page)

    def restart(self, fragment: str, query: str = "") -> None:
        """A new app at ``query#fragment`` (the reset left no computer running; a worker
        the last test started is kept for this app's computer seats)."""
        why: str = self.page.evaluate("([f, q]) => window.pgRestart(f, q)", [fragment, query])
        assert why == "", f"the app could not restart: {why}"
        BOOTS.restarts += 1

    def reset(self) -> None:
        """Before a test: the page as a first visit to the home page shows it (checked)."""
        if self.crashed and not self.page.is_closed():
            self.page.close()  # load() opens a new one
        self.crashed = False
        page = self.page
        if not page.is_closed():
            page.set_viewport_size(self.viewport or {"width": 1280, "height": 720})
            page.emulate_media(media="null", color_scheme="null", reduced_motion="null",
                               forced_colors="null")  # "null": no emulation
        # A query the last test loaded with (``?aiworker=0``) goes with the restart; a page
        # loaded with ``?embed=1`` (read before Python starts) or at another path is loaded.
        reusable = (not page.is_closed() and restartable_address(page.url, self.site_url)
                    and page.evaluate("typeof window.pgRestart === 'function'"))
        why = ""
        if reusable:
            # A computer's worker still starting is handed over once it is up (or failed).
            page.wait_for_function("() => document.body.dataset.aiWorker !== 'starting'")
            wait_for_left(page)  # the booted page shows a document of the site
            # Storage is emptied inside the restart, once the old app's computer is retired
            # and before the new app reads it: emptied in a call of its own, a computer's
            # move that fell between that call and the restart (the last test ended while it
            # was due) was saved, and the new home page listed it.
            why = page.evaluate("() => { scrollTo(0, 0); return window.pgRestart('', '', true); }")
            if why == "":
                BOOTS.restarts += 1
                # A search the replaced app's worker had begun cannot be interrupted: wait
                # until it ended, so that anything its answer could do is done before the
                # page is compared below (a retired computer writes nothing; the check,
                # storage included, would see it if it did).
                page.wait_for_function("() => JSON.parse(window.pgComputerCheck()).busy === 0")
        if not reusable or why:
            self.load()
        self.unopened = True
        state = self.page.evaluate(PAGE_STATE_JS)
        computer = json.loads(self.page.evaluate("() => window.pgComputerCheck()"))
        # The app's computer is as a load makes it, nothing of a replaced one still runs,
        # and the only worker <script> on the page is that of the worker kept for it.
        state["computer"] = {"busy": computer["busy"], "new": computer["new"],
                             "workerScripts": state.pop("workerScripts")
                             - (1 if computer["kept"] else 0)}
        if state != self.home:
            # This test fails; the page is loaded afresh so that the next ones need not.
            self.load()
        assert state == self.home, (
            "the shared page is not as a fresh load of the home page:\n"
            + "\n".join(differences(self.home, state)))

    def after_test(self) -> None:
        """Close the pages a test opened beside the shared one, each after it left the site
        (:func:`leave`: what it writes as it is left lands before the next reset's clear)."""
        close_pages(self.context, self.site_url, keep=self.page)


#: What a test's first ``open_page`` on the booted page may restart instead of loading: an
#: optional query of the keys the app reads as it runs (who plays, the worker switched off,
#: a link's seat and id) and an optional fragment. ``?embed=1`` and other pages are loaded.
RESTARTABLE = re.compile(r"(\?(?:(?:players|aiworker|you|link)=[^&#]*&?)+)?(#.*)?")


def restartable_address(url: str, site_url: str) -> bool:
    """Whether ``pgRestart`` may stand for a load of ``url``: the site's own path, and a
    query (if any) of the keys in :data:`RESTARTABLE` only."""
    if not url.startswith(site_url):
        return False
    return RESTARTABLE.fullmatch(url[len(site_url):]) is not None


def differences(want: dict[str, Any], got: dict[str, Any]) -> list[str]:
    """What differs, shortly: the body's markup as a diff of its tags."""
    out: list[str] = []
    for key in want:
        if want[key] == got.get(key):
            continue
        if key == "body":
            out += difflib.unified_diff(str(want[key]).split("><"), str(got[key]).split("><"),
                                        "fresh load", "restarted", n=1, lineterm="")
        else:
            out.append(f"{key}: fresh load {want[key]!r}, restarted {got.get(key)!r}")
    return [line[:300] for line in out[:60]]


def uses_booted_page(request: pytest.FixtureRequest) -> bool:
    """A ``shared_page`` test that asks for nothing a shared page cannot give."""
    node = request.node
    return (USE_SHARED_PAGE and node.get_closest_marker(SHARED_PAGE) is not None
            and node.get_closest_marker(FRESH_CONTEXT) is None
            and node.get_closest_marker("browser_context_args") is None
            and not wants_service_worker(request))
