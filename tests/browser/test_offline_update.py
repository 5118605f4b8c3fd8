"""The offline cache and updates (sw.js, index.html): a first visit downloads each
file once, the page and its computer worker start offline afterwards, and a new
version waits beside an open old page until the person reloads through the banner.

The guard in conftest.py fails any of these tests on a non-local request, a
console error or an uncaught page error. Bytes are what our server sent
(``SiteServer.bytes_sent``): counts, never durations.
"""

from __future__ import annotations

import pytest

from playwright.sync_api import BrowserContext, Page
from typing import Callable

import shutil
import sys
import time
from pathlib import Path

from .conftest import READY, ROOT
from .pushweb_helpers import page_replay
from .test_ai_play import MOVES, click_move, start_against_computer

sys.path.insert(0, str(ROOT / "tools"))
from build_site import write_sw  # noqa: E402
from sitesrv import SiteServer, serve_directory  # noqa: E402

#: These tests change the browser context itself (offline, the service worker's state).
pytestmark = [pytest.mark.fresh_context, pytest.mark.service_worker]

MB = 1_000_000
WORKER_READY = 'body[data-ai-worker="ready"]'
#: A game where the computer plays Black: the page starts its worker (it starts none
#: where only people play), so a visit fetches, caches and boots the worker's files too.
VS_COMPUTER = "?players=human,easy#pushpush"
OFFLINE_READY = 'html[data-offline="ready"]'
CACHES = "async () => (await caches.keys()).filter((k) => k.startsWith('pushgames:')).sort()"
BANNER = '[data-testid="update-banner"]'
MARKER = "--pushgames-test-version"


def bytes_when_idle(server: SiteServer, quiet_s: float = 2.0, limit_s: float = 60.0) -> int:
    """Server bytes once nothing more was sent for ``quiet_s`` (the page and its
    service worker are done fetching)."""
    last: int = server.bytes_sent
    since, end = time.monotonic(), time.monotonic() + limit_s
    while time.monotonic() < end:
        time.sleep(0.25)
        if server.bytes_sent != last:
            last, since = server.bytes_sent, time.monotonic()
        elif time.monotonic() - since >= quiet_s:
            break
    return last


def cold_visit_bytes(
    new_context: Callable[..., BrowserContext], site_dir: Path, path: str,
    wait_for: tuple[str, ...],
) -> int:
    """Bytes our server sent for a first visit of ``path`` in a fresh browser, until idle."""
    server = serve_directory(site_dir)
    try:
        page = new_context().new_page()
        page.goto(server.url + path)
        for selector in wait_for:
            page.wait_for_selector(selector, state="attached", timeout=90_000)
        return bytes_when_idle(server)
    finally:
        server.stop()


def test_a_first_visit_costs_at_most_the_bare_page_plus_one_mb(
    new_context: Callable[..., BrowserContext], site_dir: Path,
) -> None:
    bare = cold_visit_bytes(new_context, site_dir, "bench/bare.html", (READY,))
    ours = cold_visit_bytes(new_context, site_dir, "index.html" + VS_COMPUTER,
                            (READY, WORKER_READY, OFFLINE_READY))
    wasm = (site_dir / "vendor/pyodide/pyodide.asm.wasm").stat().st_size
    print(f"\ncold visit, server bytes: ours {ours / MB:.2f} MB, bare page {bare / MB:.2f} MB, "
          f"difference {(ours - bare) / MB:+.2f} MB (target at most +1 MB)")
    assert wasm <= bare  # the count saw the runtime come down
    assert ours <= bare + MB, (ours, bare)


def play_one_move_against_the_computer(page: Page) -> None:
    """A new game against the computer (Easy): a move, and the computer answers."""
    start_against_computer(page, "easy")
    replay = page_replay(page)
    count = page.locator(MOVES).count()
    click_move(page, replay.game.parse(replay.state, "d1-d2"))
    page.wait_for_function(f"document.querySelectorAll('{MOVES}').length >= {count + 2}",
                           timeout=60_000)
    assert page.evaluate("document.body.dataset.aiWorker") == "ready"


def test_after_a_first_visit_the_page_and_its_computer_start_offline(
    context: BrowserContext, page: Page, open_page: Callable[..., Page],
    make_offline_ready: Callable[[Page], None], site_url: str, wait_ready: Callable[..., None],
) -> None:
    open_page(page, VS_COMPUTER)
    make_offline_ready(page)
    page.wait_for_selector(WORKER_READY, state="attached", timeout=90_000)
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        assert page.evaluate("navigator.onLine") is False
        page.wait_for_selector(WORKER_READY, state="attached", timeout=90_000)
        play_one_move_against_the_computer(page)
        # Push Fight's style sheet is fetched only when that game opens: cached ahead.
        page.goto(site_url + "index.html#pushfight")
        wait_ready(page)
        page.wait_for_function(
            "[...document.styleSheets].some((s) => s.href && s.href.endsWith('/web/pushfight.css')"
            " && s.cssRules.length > 0)")
    finally:
        context.set_offline(False)


def next_version(site: Path) -> str:
    """Turn the site in ``site`` into a new version (two files changed, sw.js rewritten)."""
    index = site / "index.html"
    index.write_text(index.read_text().replace("<title>", '<meta name="pushgames-test" '
                                                          'content="v2">\n  <title>'))
    css = site / "web" / "pushfight.css"
    css.write_text(css.read_text() + f'\n:root {{ {MARKER}: "v2"; }}\n')
    return write_sw(site)


def marker(page: Page) -> str:
    marker: str = page.evaluate(
        f"getComputedStyle(document.documentElement).getPropertyValue('{MARKER}').trim()")
    return marker


def test_a_new_version_waits_for_the_reload_the_banner_offers(
    page: Page, open_page: Callable[..., Page], make_offline_ready: Callable[[Page], None],
    site_dir: Path, tmp_path: Path, wait_ready: Callable[..., None],
) -> None:
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    server = serve_directory(copy)  # own origin: own service worker and caches
    try:
        open_page(page, VS_COMPUTER, base=server.url)
        make_offline_ready(page)
        page.wait_for_selector(WORKER_READY, state="attached", timeout=90_000)
        old = page.evaluate(CACHES)
        assert len(old) == 1
        assert page.locator(BANNER).is_hidden()

        before = bytes_when_idle(server, quiet_s=0.5)
        new_hash = next_version(copy)
        page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
        page.locator(BANNER).wait_for(state="visible", timeout=60_000)
        assert " ".join(page.locator(BANNER).inner_text().split()[
            :6]) == "A new version is ready: Reload"
        assert page.get_by_role("button", name="Not now").is_visible()
        # The new version's cache is complete beside the old one, which stays in use;
        # unchanged files were copied from it, not downloaded again.
        assert page.evaluate(CACHES) == sorted(old + [old[0].rsplit(":", 1)[0] + ":" + new_hash])
        update_bytes = bytes_when_idle(server, quiet_s=0.5) - before
        assert update_bytes < 100_000, update_bytes

        # A tab opened now still gets the old version, and the offer, which it can put off.
        other = page.context.new_page()
        open_page(other, "#pushpush", base=server.url)
        other.locator(BANNER).wait_for(state="visible", timeout=30_000)
        assert other.locator('meta[name="pushgames-test"]').count() == 0
        other.get_by_role("button", name="Not now").click()
        other.locator(BANNER).wait_for(state="hidden")
        other.close()

        # The old page keeps working from its own files: a move, the computer answers,
        # and Push Fight opens with the old style sheet.
        play_one_move_against_the_computer(page)
        page.evaluate("location.hash = '#pushfight'")
        page.wait_for_function(
            "[...document.styleSheets].some((s) => s.href && s.href.endsWith('/web/pushfight.css')"
            " && s.cssRules.length > 0)")
        assert marker(page) == ""
        assert page.locator('meta[name="pushgames-test"]').count() == 0

        # Reload through the banner: the new version, and only its cache is left.
        with page.expect_navigation(timeout=60_000):
            page.locator('[data-testid="update-reload"]').click()
        wait_ready(page)
        assert page.locator('meta[name="pushgames-test"]').count() == 1
        page.wait_for_function(
            f"getComputedStyle(document.documentElement).getPropertyValue('{MARKER}') !== ''")
        assert marker(page) == '"v2"'
        assert page.evaluate(CACHES) == [old[0].rsplit(":", 1)[0] + ":" + new_hash]
        assert page.locator(BANNER).is_hidden()
        page.wait_for_selector(OFFLINE_READY, state="attached", timeout=60_000)
    finally:
        server.stop()
