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
it off. A marked test that also needs a context of its own says so as below. How the page
is reset and checked: :class:`tests.browser.booted.BootedPage`.

Every browser context a test creates (``context``, ``page`` or ``new_context()``)
gets the guard, and ``pgLive()`` in its pages (:data:`tests.browser.guard.LIVE_JS`): the
live game as ``#game/record``, read from the save when the address names it (issue 22). Service
workers are blocked unless the test is marked ``service_worker`` (a file:
``pytestmark = [pytest.mark.fresh_context, pytest.mark.service_worker]``) or uses
``make_offline_ready``. How the guard blocks: :mod:`tests.browser.guard`.

A renderer crash fails the test it hit and explains itself (:mod:`tests.browser.crashes`):
the pages' last console lines, the machine, and Chromium's standard error, which the
``playwright`` fixture below asks Playwright's driver to keep. Nothing is retried. After a
crash (or if Chromium's process ended) the process's Chromium is closed and a new one
launched before the next test, with a new booted page and shared context in it
(``browsers``, :class:`tests.browser.crashes.BrowserKeeper`): one Chromium gone bad fails
one test, not the rest of its process's share. ``browser`` is therefore a per-test fixture
handing out the process's current Chromium (the same one from test to test until a crash).

Shared context (``PUSHGAMES_SHARED_CONTEXT=1``; otherwise a fresh context per test):
``context`` and ``page`` come from one browser context per session. Before each test that
context forgets the site's data (local and session storage, IndexedDB, cookies, service
workers, caches, permissions) and after it its pages are closed, each having left the site
first as the booted page's do (:mod:`tests.browser.leaving`: what a page writes as it goes
is in storage before it is forgotten), so no test sees another's saves or settings, while
the browser's HTTP and compiled-code caches stay warm. A test that needs a context of its
own gets one: it asks with ``@pytest.mark.fresh_context`` (a file: ``pytestmark =
pytest.mark.fresh_context``), or calls ``new_context()``, or uses the
``browser_context_args`` marker or ``make_offline_ready``. The fixtures' API is the same
either way.

Where things live: this file holds every fixture and hook (pytest finds fixtures in a
conftest); the machinery they use is in modules beside it: ``booted.py`` the booted page
(:class:`BootedPage`, which tests get it, ``READY`` and ``wait_ready``), ``contexts.py``
which context a test gets (the markers, :class:`SharedContext`), ``guard.py`` the guard and
what watches every context (:class:`NetGuard`, ``REFUSING_PROXY``, ``pgLive()``, the boot
count), ``leaving.py`` a test's pages left and closed, ``crashes.py`` the crash reports and
the Chromium keeper. Test files may import ``READY``, ``wait_ready``, ``BootedPage`` and
``NetGuard`` from here or from there.
"""

from __future__ import annotations

from playwright.sync_api import Browser, BrowserContext, Error, Page, Playwright, sync_playwright

import subprocess
import sys
from pathlib import Path
from typing import Any, Callable, Generator, Iterator

import pytest

from tests.tiers import COST_PROPERTY

from . import crashes
from .booted import RESTARTABLE, READY_TIMEOUT_MS, uses_booted_page
from .contexts import (
    LOADED_MACHINE_TIMEOUT_MS, SharedContext, wants_fresh_context, wants_service_worker,
)
from .guard import BOOTS, REFUSING_PROXY, live_games
# The names test files import from here (``as`` exports them under mypy --strict).
from .booted import READY as READY, BootedPage as BootedPage, wait_ready as wait_ready
from .guard import NetGuard as NetGuard

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"

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
    """A failed browser test names the games its pages show (:func:`live_games`). A test in
    which a page crashed, or that failed with "Target crashed", reports the crash: the
    pages, their last console lines, the machine, Chromium's standard error."""
    report = yield
    guard = getattr(item, "funcargs", {}).get("net_guard")
    if report.when == "call" and report.failed and isinstance(guard, NetGuard):
        # The deal and the computer's moves are random each run: the line played, to replay.
        report.sections.append(("The games on the test's pages", live_games(guard.contexts)))
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


@pytest.fixture(autouse=True)
def _count_boots(request: pytest.FixtureRequest) -> Iterator[None]:
    contexts, loads, workers, restarts = BOOTS.contexts, BOOTS.loads, BOOTS.workers, BOOTS.restarts
    yield
    # Torn down after the fixtures set up later (the page's context is closed first),
    # so the teardown report carries the test's whole cost.
    request.node.user_properties.append(
        (COST_PROPERTY, (BOOTS.loads - loads, BOOTS.contexts - contexts, BOOTS.workers - workers,
                         BOOTS.restarts - restarts)))


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


@pytest.fixture
def context(request: pytest.FixtureRequest, new_context: Callable[..., BrowserContext],
            net_guard: NetGuard, site_url: str) -> Iterator[BrowserContext]:
    """A context with the guard: a fresh one, or the shared one made clean (:class:`SharedContext`),
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
    shared.forget_site_data(site_url)
    shared.guard = net_guard  # checked by new_context's teardown, after this one
    yield shared.context
    shared.after_test(site_url)
    shared.guard = NetGuard()


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
            page.wait_for_selector('html[data-offline="ready"]', state="attached",
                                   timeout=timeout_ms)
            return
        page.reload()
        wait_ready(page)
    raise AssertionError("the service worker never took control of the page")


@pytest.fixture
def make_offline_ready() -> Callable[[Page], None]:
    """``make_offline_ready(page)`` after a first visit: the SW now controls the page."""
    return sw_controls


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
    net_guard.contexts.append(booted.context)  # a failure names the game it shows
    booted.reset()
    yield booted.page
    booted.after_test()
    booted.guard = NetGuard()
