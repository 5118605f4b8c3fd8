"""The browser tests' guard, and what watches every browser context a test gets.

:func:`watch_context` is given every context (conftest.py's ``new_context``, the shared
context, the booted page's): it counts the context's boots (:data:`BOOTS`), gives its pages
``pgLive()`` (:data:`LIVE_JS`), and sends its requests, console errors, page errors and
renderer crashes to the running test's :class:`NetGuard`, whose ``problems`` fail the test
at ``new_context``'s teardown (conftest.py says which errors a test may allow).

How the guard blocks (issue 24, third pass): Chromium is launched with a proxy that
refuses every connection (:data:`REFUSING_PROXY`; only local hosts bypass it, and the
host resolver knows no name but 127.0.0.1), so nothing leaves the machine, and the
context's ``request`` event, which sees the requests of pages and of their workers,
records every non-local URL as ``blocked``. The guard does not route requests through
the test process (``context.route``), since routing turns Chromium's HTTP cache off and
every reload and worker start then fetched the whole of Pyodide again. Only a context
that allows the service worker is routed as well: the worker's own fetches (its cache
filling) reach ``context.route`` but not the ``request`` event.
"""

from __future__ import annotations

from playwright.sync_api import (
    BrowserContext, ConsoleMessage, Error, Page, Request, Route, WebError,
)

import re
from dataclasses import dataclass, field
from typing import Any, Callable
from urllib.parse import urlsplit

from . import crashes

LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
#: Every browser's proxy: port 9 (discard) refuses, so a non-local request fails at once
#: (``net::ERR_PROXY_CONNECTION_FAILED``). Local hosts go direct. See the module docstring.
REFUSING_PROXY = {"server": "http://127.0.0.1:9", "bypass": "localhost,127.0.0.1,[::1]"}


#: ``pgLive()``: the address as ``#game/record``. A game whose seats see different
#: things keeps its record out of the address (``#apocalypse/save=<id>``): the
#: tests then read it where the page keeps it, the save or this tab's draft.
LIVE_JS = """window.pgLive = () => {
    const m = /^#([^/]*)\\/save=(.+)$/.exec(location.hash);
    if (!m) return location.hash;
    const read = (raw) => {
        try { return JSON.parse(raw).record || null; } catch (e) { return null; }
    };
    let record = read(localStorage.getItem('pushgames:save:' + m[2]));
    if (!record && sessionStorage.getItem('pushgames:tab-draft-id') === m[2])
        record = read(sessionStorage.getItem('pushgames:tab-draft'));
    return record ? '#' + m[1] + '/' + record : location.hash;
};"""


#: A page's address and its live game (``pgLive()``; a page of another site has none).
LIVE_GAME_JS = """() => [location.href, typeof pgLive === 'function' ? pgLive() : '']"""
#: How long a failed test's page may take to say what it shows (a page that is busy or
#: gone is named without it).
LIVE_GAME_TIMEOUT_MS = 5_000


def live_games(contexts: list[BrowserContext]) -> str:
    """What the pages of ``contexts`` show, each as its address and live game (the record
    as ``#game/record``): a test whose deal or computer moves are random each run fails with
    the line it played, which opens as a link to replay it."""
    out = []
    for context in contexts:
        try:
            pages = list(context.pages)
        except Error:
            continue
        for page in pages:
            try:
                href, live = page.wait_for_function(
                    LIVE_GAME_JS, timeout=LIVE_GAME_TIMEOUT_MS).json_value()
            except Error as error:
                out.append(f"{page.url}: not read ({str(error).splitlines()[0]})")
                continue
            out.append(f"{href}\n  live game: {live or '(none)'}")
    return "\n".join(out) or "(no page open)"


class BootCount:
    """What a run costs independently of the machine's load: browser contexts made,
    documents loaded from a local server (each load of the page starts Pyodide cold) and
    workers started (the computer's worker, a second Pyodide). Each test's counts go into
    its report (``COST_PROPERTY``); the root conftest.py adds them up and prints them at
    the end of the run, with xdist's workers too."""

    def __init__(self) -> None:
        self.contexts = 0
        self.loads = 0
        self.workers = 0
        #: The shared page's app restarts (``BootedPage``): each stands for a load.
        self.restarts = 0

    def watch(self, context: Any) -> None:
        self.contexts += 1
        context.on("page", self._watch_page)

    def _watch_page(self, page: Any) -> None:
        page.on("load", lambda _page: self._loaded(page.url))
        # The page starts its computer's search worker (a second Pyodide) when a
        # computer seat needs it (web/pushweb/computer.py).
        page.on("worker", lambda _worker: self._worker_started())

    def _worker_started(self) -> None:
        self.workers += 1  # PyScript starts its workers from blob: addresses

    def _loaded(self, url: str) -> None:
        # favicon.ico, shown as a document, runs nothing: the shared page's reset passes
        # through it to see the site's storage (tests/browser/booted.py's ``leave``).
        address = urlsplit(url)
        if address.hostname in LOCAL_HOSTS and not address.path.endswith("/favicon.ico"):
            self.loads += 1


BOOTS = BootCount()


@dataclass
class NetGuard:
    requests: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    #: The addresses of the pages whose renderer crashed.
    crashed: list[str] = field(default_factory=list)
    #: The test's browser contexts (its own and the booted page's): a failure names the
    #: games their pages show (:func:`live_games`).
    contexts: list[BrowserContext] = field(default_factory=list)

    def on_request(self, request: Request) -> None:
        """Every request of the context's pages and their workers: a non-local one fails
        the test (the refusing proxy has already kept it on the machine)."""
        self.requests.append(request.url)
        if not is_local(request.url) and request.url not in self.blocked:
            self.blocked.append(request.url)

    def route(self, route: Route) -> None:
        """Only in a context that allows the service worker (see the module docstring)."""
        url = route.request.url
        if is_local(url):
            route.fallback()
        else:
            if url not in self.blocked:
                self.blocked.append(url)
            route.abort("blockedbyclient")

    def on_console(self, msg: ConsoleMessage) -> None:
        if msg.type == "error":
            loc = msg.location or {}
            where = f"{loc.get('url', '')}:{loc.get('lineNumber', '')}"
            self.console_errors.append(f"{msg.text} [{where}]")

    def on_weberror(self, web_error: WebError) -> None:
        self.page_errors.append(str(web_error.error))

    def install(self, context: BrowserContext, route: bool = False) -> None:
        watch_context(context, lambda: self, route)
        self.contexts.append(context)

    def problems(self, allowed: list[str]) -> list[str]:
        out = [f"non-local request attempted: {u}" for u in self.blocked]
        out += [f"Chromium's renderer crashed: {u} (see the section 'Chromium renderer crash')"
                for u in self.crashed]
        for kind, messages in (("console error", self.console_errors),
                               ("uncaught page error", self.page_errors)):
            out += [f"{kind}: {m}" for m in messages if not any(re.search(p, m) for p in allowed)]
        return out


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob", "about") or (parts.hostname or "") in LOCAL_HOSTS


def watch_context(context: BrowserContext, guard: Callable[[], NetGuard], route: bool) -> None:
    """Count the context's boots, give its pages ``pgLive()``, and send its requests,
    console errors and page errors to ``guard()`` (the running test's guard). ``route``:
    also route every request through the guard (a context with a service worker)."""
    BOOTS.watch(context)
    context.add_init_script(LIVE_JS)
    if route:
        context.route("**/*", lambda r: guard().route(r))
    context.on("request", lambda request: guard().on_request(request))
    context.on("console", lambda msg: guard().on_console(msg))
    context.on("weberror", lambda web_error: guard().on_weberror(web_error))
    context.on("page", lambda page: watch_page(page, guard))


def watch_page(page: Page, guard: Callable[[], NetGuard]) -> None:
    """A crash of ``page``'s renderer is recorded (:mod:`tests.browser.crashes`) and fails
    the running test through its guard, even if the test no longer waited on the page."""
    crashes.watch_page(page)
    page.on("crash", lambda crashed: guard().crashed.append(crashed.url))
