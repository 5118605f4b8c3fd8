"""Browser-test fixtures: the built site on a local server, headless Debian
Chromium, and a guard that fails a test on any non-local request, console
error or uncaught page error.

Fixtures for tests:

``site_url``            ``http://127.0.0.1:PORT/`` serving ``_site/`` (built if missing).
``open_page``           ``open_page(page, fragment="", base=None)``: go to the site and
                        wait until Python set ``body[data-ready="true"]``.
``wait_ready``          ``wait_ready(page)``: just the waiting (after a reload).
``serve``               ``serve(directory)`` -> URL of another local server.
``make_offline_ready``  ``make_offline_ready(page)``: wait until the service worker
                        controls the page and its cache holds every file the page needs.
``allow_console_errors`` a list; append regex patterns of console/page errors
                        that a test expects (they then do not fail it).
``net_guard``           what the guard saw: ``requests`` (every URL), ``blocked``,
                        ``console_errors``, ``page_errors``.
``booted_page``         the :class:`BootedPage` of this process (``page`` of a test
                        marked ``shared_page``; see below and docs/testing.md).

The shared booted page: a test marked ``shared_page`` (a file: ``pytestmark =
pytest.mark.shared_page``) gets as ``page`` one page per process with Python already
started, made as a first visit to the home page leaves it before each test (storage
emptied, the app restarted on the running Python by ``window.pgRestart``, the page's
state checked against a real load's); its first ``open_page(page, "#fragment")``
restarts the app there instead of loading the page. ``PUSHGAMES_SHARED_PAGE=0`` turns
it off. A marked test that also needs a context of its own says so as below.

Every browser context a test creates (``context``, ``page`` or ``new_context()``)
gets the guard, and ``pgLive()`` in its pages (:data:`LIVE_JS`): the live game as
``#game/record``, read from the save when the address names it (issue 22). Service
workers are blocked unless the test is marked ``service_worker`` (a file:
``pytestmark = [pytest.mark.fresh_context, pytest.mark.service_worker]``) or uses
``make_offline_ready``.

How the guard blocks (issue 24, third pass): Chromium is launched with a proxy that
refuses every connection (:data:`REFUSING_PROXY`; only local hosts bypass it, and the
host resolver knows no name but 127.0.0.1), so nothing leaves the machine, and the
context's ``request`` event, which sees the requests of pages and of their workers,
records every non-local URL as ``blocked``. The guard does not route requests through
the test process (``context.route``), since routing turns Chromium's HTTP cache off and
every reload and worker start then fetched the whole of Pyodide again. Only a context
that allows the service worker is routed as well: the worker's own fetches (its cache
filling) reach ``context.route`` but not the ``request`` event.

A renderer crash fails the test it hit and explains itself (:mod:`tests.browser.crashes`):
the pages' last console lines, the machine, and Chromium's standard error, which the
``playwright`` fixture below asks Playwright's driver to keep. Nothing is retried. After a
crash (or if Chromium's process ended) the process's Chromium is closed and a new one
launched before the next test, with a new booted page and shared context in it
(``browsers``, :class:`tests.browser.crashes.BrowserKeeper`): one Chromium gone bad fails
one test, not the rest of its process's share. ``browser`` is therefore a per-test fixture
handing out the process's current Chromium (the same one from test to test until a crash).

Shared context (``PUSHGAMES_SHARED_CONTEXT=1``; otherwise a fresh context per test):
``context`` and ``page`` come from one browser context per session. Before each test
that context forgets the site's data (local and session storage, IndexedDB, cookies,
service workers, caches, permissions) and after it its pages are closed, so no test
sees another's saves or settings, while the browser's HTTP and compiled-code caches
stay warm. A test that needs a context of its own gets one: it asks with
``@pytest.mark.fresh_context`` (a file: ``pytestmark = pytest.mark.fresh_context``),
or calls ``new_context()``, or uses the ``browser_context_args`` marker or
``make_offline_ready``. The fixtures' API is the same either way.
"""

from __future__ import annotations

from playwright.sync_api import (
    Browser, BrowserContext, ConsoleMessage, Error, Page, Playwright, Request, Route, WebError,
    sync_playwright,
)

import difflib
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Generator, Iterator
from urllib.parse import urlsplit

import pytest

from tests.tiers import COST_PROPERTY

from . import crashes

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"
READY = 'body[data-ready="true"]'
READY_TIMEOUT_MS = 60_000
LOADED_MACHINE_TIMEOUT_MS = 60_000
LOCAL_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
#: See the module docstring. Opt-in (``PUSHGAMES_SHARED_CONTEXT=1``) until a whole browser
#: tier has run green with it; then the default becomes "1".
SHARED_CONTEXT = os.environ.get("PUSHGAMES_SHARED_CONTEXT", "0") == "1"
#: The marker of a test that needs a browser context of its own (it goes offline, say).
FRESH_CONTEXT = "fresh_context"
#: The marker of a test whose page needs the service worker (offline, updates, the
#: installed app, the first paint a cached page keeps). Every other test blocks service
#: workers: a first visit then skips registering one, passing every file through it and
#: filling its cache (about 15 MB hashed and stored, about a sixth of a page load).
SERVICE_WORKER = "service_worker"
#: The marker of a file (``pytestmark = pytest.mark.shared_page``) or test whose ``page`` is
#: the booted page the browser tests share: see :class:`BootedPage`.
SHARED_PAGE = "shared_page"
#: ``PUSHGAMES_SHARED_PAGE=0`` gives ``shared_page`` tests a fresh context and a real load
#: each, as before (to compare, or to show a test does not lean on the shared page).
USE_SHARED_PAGE = os.environ.get("PUSHGAMES_SHARED_PAGE", "1") != "0"
#: What a shared context forgets between tests (Chrome DevTools Protocol storage types).
SITE_DATA = "cookies,indexeddb,local_storage,service_workers,cache_storage"
#: Every browser's proxy: port 9 (discard) refuses, so a non-local request fails at once
#: (``net::ERR_PROXY_CONNECTION_FAILED``). Local hosts go direct. See the module docstring.
REFUSING_PROXY = {"server": "http://127.0.0.1:9", "bypass": "localhost,127.0.0.1,[::1]"}

sys.path.insert(0, str(ROOT / "tools"))
from sitesrv import CHROMIUM, CHROMIUM_ARGS, SiteServer, serve_directory  # noqa: E402


def ensure_site() -> Path:
    """``make test`` builds ``_site``; a bare ``pytest tests/browser`` builds it here."""
    if not (SITE / "index.html").is_file() or not (SITE / "sw.js").is_file():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py")], check=True)
    return SITE


@pytest.fixture(scope="session")
def site_dir() -> Path:
    return ensure_site()


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    server = serve_directory(site_dir)
    yield server.url
    server.stop()


@pytest.fixture(scope="session")
def serve() -> Iterator[Callable[[Path], str]]:
    """``serve(directory)`` -> URL of a further local server (e.g. a modified copy)."""
    servers: list[SiteServer] = []

    def _serve(directory: Path) -> str:
        servers.append(serve_directory(directory))
        return servers[-1].url

    yield _serve
    for server in servers:
        server.stop()


@pytest.fixture(scope="session")
def playwright(_pw_api_request_contexts: Any) -> Iterator[Playwright]:
    """pytest-playwright's, with its driver writing Chromium's standard error to a log
    that a renderer crash's report shows (:mod:`tests.browser.crashes`)."""
    with crashes.driver_env():
        pw = sync_playwright().start()
    if _pw_api_request_contexts:
        _pw_api_request_contexts.instrument(pw)
    yield pw
    pw.stop()
    if not crashes.CRASHES and crashes.log_path() == crashes.BROWSER_LOG:
        crashes.BROWSER_LOG.unlink(missing_ok=True)  # kept only when a page crashed


@pytest.fixture(autouse=True)
def _crash_report(request: pytest.FixtureRequest) -> None:
    """Where this test starts in the crash record and Chromium's log (read by
    ``pytest_runtest_makereport`` below when a page crashed)."""
    request.node.stash[CRASH_START] = (len(crashes.CRASHES), crashes.browser_log_size())


#: Per test: (crashes seen before it, Chromium's log size when it started).
CRASH_START = pytest.StashKey[tuple[int, int]]()
#: Per test: the crash section was added to one of its reports already.
CRASH_TOLD = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None],
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A test in which a page crashed, or that failed with "Target crashed", reports the
    crash: the pages, their last console lines, the machine, Chromium's standard error."""
    report = yield
    start = item.stash.get(CRASH_START, None)
    if start is None or item.stash.get(CRASH_TOLD, False):
        return report
    seen = crashes.CRASHES[start[0]:]
    # On the first report that failed, or at teardown: the section of a passed report
    # (a crash the test's call did not wait on) would not be shown beside the guard's failure.
    told_here = report.failed or report.when == "teardown"
    if told_here and (seen or "Target crashed" in str(report.longrepr)):
        item.stash[CRASH_TOLD] = True
        if crashes.KEEPER is not None:  # a crash whose event has not arrived (yet)
            crashes.KEEPER.condemn(crashes.KEEPER.browser, "a test failed with Target crashed")
        report.sections.append(("Chromium renderer crash", crashes.crash_section(seen, start[1])))
    return report


@pytest.fixture(scope="session")
def browsers(launch_browser: Callable[[], Browser]) -> Iterator[crashes.BrowserKeeper]:
    """This process's Chromium, replaced before the next test after a crash."""
    keeper = crashes.BrowserKeeper(launch_browser)
    yield keeper
    keeper.close()


@pytest.fixture
def browser(browsers: crashes.BrowserKeeper) -> Browser:
    """pytest-playwright's session ``browser`` made per test: the process's Chromium,
    launched once and again only after a crash (see the module docstring)."""
    return browsers.current()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    # Debian's chromium (TOOLCHAIN.md); `--browser-channel` cannot point there.
    # The refusing proxy is half of the net guard (NetGuard).
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS,
            "proxy": REFUSING_PROXY}


def wants_service_worker(request: pytest.FixtureRequest) -> bool:
    """Whether the test's pages may register the service worker (see ``SERVICE_WORKER``)."""
    return (request.node.get_closest_marker(SERVICE_WORKER) is not None
            or "make_offline_ready" in request.node.fixturenames)


#: ``pgLive()``: the address as ``#game/record``. A game whose seats see different
#: things keeps its record out of the address (``#apocalypse/save=<id>``): the
#: tests then read it where the page keeps it, the save or this tab's draft.
LIVE_JS = """window.pgLive = () => {
    const m = /^#([^/]*)\\/save=(.+)$/.exec(location.hash);
    if (!m) return location.hash;
    const read = (raw) => { try { return JSON.parse(raw).record || null; } catch (e) { return null; } };
    let record = read(localStorage.getItem('pushgames:save:' + m[2]));
    if (!record && sessionStorage.getItem('pushgames:tab-draft-id') === m[2])
        record = read(sessionStorage.getItem('pushgames:tab-draft'));
    return record ? '#' + m[1] + '/' + record : location.hash;
};"""


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
        if urlsplit(url).hostname in LOCAL_HOSTS:
            self.loads += 1


BOOTS = BootCount()


@pytest.fixture(autouse=True)
def _count_boots(request: pytest.FixtureRequest) -> Iterator[None]:
    contexts, loads, workers, restarts = BOOTS.contexts, BOOTS.loads, BOOTS.workers, BOOTS.restarts
    yield
    # Torn down after the fixtures set up later (the page's context is closed first),
    # so the teardown report carries the test's whole cost.
    request.node.user_properties.append(
        (COST_PROPERTY, (BOOTS.loads - loads, BOOTS.contexts - contexts, BOOTS.workers - workers,
                         BOOTS.restarts - restarts)))


@dataclass
class NetGuard:
    requests: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    #: The addresses of the pages whose renderer crashed.
    crashed: list[str] = field(default_factory=list)

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
            self.console_errors.append(f"{msg.text} [{loc.get('url', '')}:{loc.get('lineNumber', '')}]")

    def on_weberror(self, web_error: WebError) -> None:
        self.page_errors.append(str(web_error.error))

    def install(self, context: BrowserContext, route: bool = False) -> None:
        watch_context(context, lambda: self, route)

    def problems(self, allowed: list[str]) -> list[str]:
        out = [f"non-local request attempted: {u}" for u in self.blocked]
        out += [f"Chromium's renderer crashed: {u} (see the section 'Chromium renderer crash')"
                for u in self.crashed]
        for kind, messages in (("console error", self.console_errors), ("uncaught page error", self.page_errors)):
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


@pytest.fixture
def allow_console_errors() -> list[str]:
    """Regex patterns of console/page errors this test expects."""
    return []


@pytest.fixture
def net_guard() -> NetGuard:
    return NetGuard()


@pytest.fixture
def new_context(new_context: Callable[..., BrowserContext], net_guard: NetGuard,
                allow_console_errors: list[str], request: pytest.FixtureRequest,
                ) -> Iterator[Callable[..., BrowserContext]]:
    """pytest-playwright's ``new_context`` with the guard on every context."""
    contexts: list[BrowserContext] = []

    def _new_context(**kwargs: Any) -> BrowserContext:
        kwargs.setdefault("service_workers", "allow" if wants_service_worker(request) else "block")
        context = new_context(**kwargs)
        # A loaded machine (CI beside other jobs) can take seconds per click in
        # Pyodide: the tests wait for behaviour, so a generous default costs nothing.
        context.set_default_timeout(LOADED_MACHINE_TIMEOUT_MS)
        net_guard.install(context, route=kwargs["service_workers"] == "allow")
        contexts.append(context)
        return context

    yield _new_context
    # Let events that arrived after the test's last Playwright call be dispatched.
    for context in contexts:
        for page in context.pages:
            try:
                page.wait_for_timeout(50)
            except Exception:  # noqa: BLE001 - a page the test closed: nothing more to hear
                pass
    problems = net_guard.problems(allow_console_errors)
    start = request.node.stash.get(CRASH_START, (len(crashes.CRASHES), 0))[0]
    problems += [f"{crash.text()} (a new one is launched for the next test)"
                 for crash in crashes.CRASHES[start:] if crash.kind == "browser"]
    for context in contexts:
        if context.browser is not None and not context.browser.is_connected():
            try:
                # Closed here, quietly: pytest-playwright's own close would stop its
                # tracing first and fail the teardown a second time, saying only "closed".
                context.close()
            except Error:
                pass
    if problems:
        pytest.fail("browser guard:\n  " + "\n  ".join(problems), pytrace=False)


class SharedContext:
    """One browser context for many tests; its events go to the running test's guard."""

    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.guard = NetGuard()
        watch_context(context, lambda: self.guard, route=False)  # service workers blocked

    def forget_site_data(self, origins: list[str]) -> None:
        """Storage, service workers and caches of ``origins`` go; the HTTP cache stays."""
        self.context.clear_permissions()
        scratch = self.context.new_page()
        try:
            cdp = self.context.new_cdp_session(scratch)
            for origin in origins:
                cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": SITE_DATA})
        finally:
            scratch.close()


@pytest.fixture
def shared_context(
    browser: Browser, browsers: crashes.BrowserKeeper, browser_context_args: dict[str, Any],
) -> SharedContext:
    """One per Chromium: made at its first use, kept until the session ends or a crash
    replaces the Chromium."""
    def make(browser: Browser) -> SharedContext:
        # A test that needs the service worker gets a context of its own (wants_fresh_context).
        context = browser.new_context(**browser_context_args, service_workers="block")
        context.set_default_timeout(LOADED_MACHINE_TIMEOUT_MS)
        return SharedContext(context)

    return browsers.kept(browser, "shared_context", make, lambda shared: shared.context.close())


def wants_fresh_context(request: pytest.FixtureRequest) -> bool:
    node = request.node
    return (not SHARED_CONTEXT or node.get_closest_marker(FRESH_CONTEXT) is not None
            or node.get_closest_marker("browser_context_args") is not None
            or wants_service_worker(request))


@pytest.fixture
def context(request: pytest.FixtureRequest, new_context: Callable[..., BrowserContext], net_guard: NetGuard,
            site_url: str) -> Iterator[BrowserContext]:
    """A context with the guard: a fresh one, or the shared one made clean (see above),
    or the booted page's (a ``shared_page`` test: its ``page`` fixture cleans it)."""
    if uses_booted_page(request):
        booted: BootedPage = request.getfixturevalue("booted_page")
        booted.guard = net_guard
        yield booted.context
        booted.guard = NetGuard()
        return
    if wants_fresh_context(request):
        yield new_context()
        return
    shared: SharedContext = request.getfixturevalue("shared_context")
    shared.forget_site_data([site_url.rstrip("/")])
    shared.guard = net_guard  # checked by new_context's teardown, after this one
    yield shared.context
    for page in list(shared.context.pages):
        try:
            page.wait_for_timeout(50)  # events already sent still reach this test's guard
            page.close()
        except Exception:  # noqa: BLE001 - a page the test closed itself
            pass
    shared.guard = NetGuard()


def wait_ready(page: Page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    page.wait_for_selector(READY, state="attached", timeout=timeout_ms)


@pytest.fixture(name="wait_ready")
def wait_ready_fixture() -> Callable[..., None]:
    """``wait_ready(page)``: wait until Python set ``body[data-ready="true"]``."""
    return wait_ready


@pytest.fixture
def open_page(site_url: str, request: pytest.FixtureRequest) -> Callable[..., Page]:
    """``open_page(page, fragment="", base=None)``: load the site, wait for Python. On the
    booted page, a test's first ``open_page`` of a fragment (no query, no other base)
    restarts the app at that fragment instead of loading the page (:class:`BootedPage`)."""
    booted: BootedPage | None = (
        request.getfixturevalue("booted_page") if uses_booted_page(request) else None)

    def _open(page: Page, fragment: str = "", base: str | None = None) -> Page:
        restartable = RESTARTABLE.fullmatch(fragment) if base is None else None
        if booted is not None and page is booted.page and booted.unopened and restartable:
            booted.unopened = False
            query, hash_ = restartable.group(1) or "", restartable.group(2) or ""
            booted.restart(hash_[1:], query)
            wait_ready(page)
            return page
        if booted is not None and page is booted.page:
            booted.unopened = False
        page.goto((base or site_url) + fragment)
        wait_ready(page)
        return page

    return _open


def sw_controls(page: Page, timeout_ms: int = READY_TIMEOUT_MS) -> None:
    """Wait until the service worker controls ``page`` and has cached what it needs offline."""
    if not page.evaluate("'serviceWorker' in navigator"):
        raise AssertionError("no navigator.serviceWorker in this page")
    page.wait_for_function(
        """async () => {
            const regs = await navigator.serviceWorker.getRegistrations();
            if (!regs.length) return false;
            await navigator.serviceWorker.ready;
            return true;
        }""",
        timeout=timeout_ms, polling=250)
    for _ in range(5):
        if page.evaluate("!!navigator.serviceWorker.controller"):
            # The page asks the worker for the files it did not fetch itself; the
            # worker's answer sets <html data-offline="ready"> (index.html).
            page.wait_for_selector('html[data-offline="ready"]', state="attached", timeout=timeout_ms)
            return
        page.reload()
        wait_ready(page)
    raise AssertionError("the service worker never took control of the page")


@pytest.fixture
def make_offline_ready() -> Callable[[Page], None]:
    """``make_offline_ready(page)`` after a first visit: the SW now controls the page."""
    return sw_controls


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
    scroll: [scrollX, scrollY], focus: document.activeElement ? document.activeElement.tagName : null,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    openDialogs: document.querySelectorAll('dialog[open], [role=dialog]:not([hidden])').length,
    homeShown: !document.getElementById('home-view').hidden,
    gameShown: !document.getElementById('game-view').hidden,
  };
}"""


class BootedPage:
    """One page with Pyodide started, shared by the ``shared_page`` tests of a process.

    Booting Pyodide is most of a page load (seconds of a 2-core machine). Before each
    test the page is put back to what a first visit to the home page shows: storage
    emptied, then ``window.pgRestart("")`` (:mod:`pushweb.testhook`, present only in
    this context's pages) builds the application again on the running Python, and
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
        self.page.goto("about:blank")
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
            page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); scrollTo(0, 0); }")
            why = page.evaluate("() => window.pgRestart('')")
            if why == "":
                BOOTS.restarts += 1
                # A search the replaced app's worker had begun cannot be interrupted: wait
                # until it ended, so that anything its answer could do is done before the
                # page is compared below (a retired computer writes nothing; the check
                # would see it if it did).
                page.wait_for_function("() => JSON.parse(window.pgComputerCheck()).busy === 0")
                page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
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
        assert state == self.home, "the shared page is not as a fresh load of the home page:\n" + "\n".join(
            differences(self.home, state))

    def after_test(self) -> None:
        """Close the pages a test opened beside the shared one."""
        for other in list(self.context.pages):
            try:
                other.wait_for_timeout(50)  # events already sent still reach this test's guard
                if other is not self.page:
                    other.close()
            except Exception:  # noqa: BLE001 - a page the test closed itself
                pass


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


@pytest.fixture
def booted_page(browser: Browser, browsers: crashes.BrowserKeeper,
                browser_context_args: dict[str, Any], site_url: str) -> BootedPage:
    """One per Chromium: booted at its first use, kept until the session ends or a crash
    replaces the Chromium (the next test then boots one in the new Chromium)."""
    return browsers.kept(browser, "booted_page",
                         lambda browser: BootedPage(browser, browser_context_args, site_url),
                         lambda booted: booted.context.close())


@pytest.fixture
def page(request: pytest.FixtureRequest, new_context: Callable[..., BrowserContext],
         net_guard: NetGuard) -> Iterator[Page]:
    """A new page in ``context``; or, in a ``shared_page`` test, the booted page made as a
    first visit leaves it (:class:`BootedPage`)."""
    if not uses_booted_page(request):
        context: BrowserContext = request.getfixturevalue("context")
        yield context.new_page()
        return
    booted: BootedPage = request.getfixturevalue("booted_page")
    booted.guard = net_guard  # checked by new_context's teardown, after this one
    booted.reset()
    yield booted.page
    booted.after_test()
    booted.guard = NetGuard()
