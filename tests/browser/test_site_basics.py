"""The built site: starts from local files only, runs offline, replaces its cache.

The guard in conftest.py fails any of these tests on a non-local request, a
console error or an uncaught page error.
"""

from __future__ import annotations

import pytest

from playwright.sync_api import BrowserContext, Page
from typing import Callable

import fnmatch
from functools import partial
import re
import shutil
import subprocess
import sys
import threading
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from build_site import SW_ON_DEMAND  # noqa: E402
from sitesrv import QuietHandler, SiteServer  # noqa: E402
from .conftest import NetGuard  # noqa: E402

#: These tests change the browser context itself (offline, the service worker's state).
pytestmark = [pytest.mark.fresh_context, pytest.mark.service_worker]

SW_CACHES = "async () => (await caches.keys()).filter((k) => k.startsWith('pushgames:'))"


def build_hash(site: Path) -> str:
    match = re.search(r'const BUILD_HASH = "([0-9a-f]{16})";', (site / "sw.js").read_text())
    assert match, "sw.js carries no BUILD_HASH"
    return match.group(1)


def test_page_starts_python_from_local_files_only(
    page: Page, open_page: Callable[..., Page], site_url: str, net_guard: NetGuard,
) -> None:
    # A computer seat (?players=): the page also starts the computer's worker, a second
    # Pyodide, which must come from local files as well (a page where only people play
    # starts none).
    open_page(page, "?players=human,easy#pushpush")
    assert page.evaluate("document.body.dataset.ready") == "true"
    page.wait_for_selector('body[data-ai-worker="ready"]', state="attached", timeout=90_000)
    wasm = [u for u in net_guard.requests if u.endswith("/vendor/pyodide/pyodide.asm.wasm")]
    assert wasm and all(u.startswith(site_url) for u in wasm), "Pyodide did not come from vendor/"
    assert any(u.startswith(site_url) and u.endswith("/wheels/pushgames-0.1.0-py3-none-any.whl")
               for u in net_guard.requests)
    assert any(u.startswith(site_url) and u.endswith("/web/ai_worker.py")
               for u in net_guard.requests)
    assert not net_guard.blocked


def test_site_works_under_a_sub_path(
    page: Page, open_page: Callable[..., Page], site_dir: Path, serve: Callable[[Path], str],
    tmp_path: Path,
) -> None:
    (tmp_path / "some" / "where").mkdir(parents=True)
    (tmp_path / "some" / "where" / "pushgames").symlink_to(site_dir, target_is_directory=True)
    base = serve(tmp_path) + "some/where/pushgames/"
    open_page(page, base=base)
    assert page.evaluate("document.body.dataset.ready") == "true"


def test_service_worker_caches_every_file_the_page_can_need(
    page: Page, open_page: Callable[..., Page], make_offline_ready: Callable[[Page], None],
    site_dir: Path,
) -> None:
    open_page(page)
    make_offline_ready(page)
    names = page.evaluate(SW_CACHES)
    assert len(names) == 1 and names[0].endswith(":" + build_hash(site_dir)), names
    cached = set(page.evaluate(
        """async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)""", names[0]))
    base = page.evaluate("navigator.serviceWorker.controller.scriptURL").rsplit("/", 1)[0] + "/"
    files = sorted(p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*") if p.is_file())
    files.remove("sw.js")  # the browser keeps the worker script itself
    # Files the page never loads are cached only if fetched (build_site.SW_ON_DEMAND).
    on_demand = {f for f in files if any(fnmatch.fnmatch(f, pattern) for pattern in SW_ON_DEMAND)}
    assert on_demand and "vendor/pyodide/pyodide.asm.wasm" not in on_demand
    assert {base + f for f in files if f not in on_demand} <= cached
    assert not {base + f for f in on_demand} & cached


def test_second_visit_starts_with_the_network_off(
    context: BrowserContext, page: Page, open_page: Callable[..., Page],
    make_offline_ready: Callable[[Page], None], site_url: str, wait_ready: Callable[..., None],
) -> None:
    open_page(page)
    make_offline_ready(page)
    context.set_offline(True)
    try:
        page.reload()
        wait_ready(page)
        assert page.evaluate("navigator.onLine") is False
        # The fragment and "./" vs "index.html" map onto the same cached entry.
        page.goto(site_url + "index.html#pushpush")
        wait_ready(page)
    finally:
        context.set_offline(False)


def test_new_build_replaces_the_old_cache_once_the_page_reloads(
    page: Page, open_page: Callable[..., Page], make_offline_ready: Callable[[Page], None],
    site_dir: Path, serve: Callable[[Path], str], tmp_path: Path, wait_ready: Callable[..., None],
) -> None:
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    base = serve(copy)  # own origin: own service worker and caches
    open_page(page, base=base)
    make_offline_ready(page)
    old = build_hash(copy)
    assert page.evaluate(SW_CACHES)[0].endswith(":" + old)

    new = "feed" + old[4:] if not old.startswith("feed") else "beef" + old[4:]
    sw = copy / "sw.js"
    sw.write_text(sw.read_text().replace(old, new))
    page.evaluate("async () => { const r = await navigator.serviceWorker.getRegistration(); "
                  "await r.update(); }")
    # The new build waits (its cache complete) while this page of the old one is open.
    page.locator('[data-testid="update-banner"]').wait_for(state="visible", timeout=60_000)
    assert sorted(k.rsplit(":", 1)[1] for k in page.evaluate(SW_CACHES)) == sorted([old, new])
    with page.expect_navigation(timeout=60_000):
        page.locator('[data-testid="update-reload"]').click()
    wait_ready(page)
    assert [k.rsplit(":", 1)[1] for k in page.evaluate(SW_CACHES)] == [new]


def test_build_is_reproducible_and_checks_pyscript_toml(tmp_path: Path) -> None:
    def build(name: str) -> Path:
        out = tmp_path / name
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(out)],
                       check=True, capture_output=True)
        return out

    # Two builds in a row hash the same (other engineers edit the tree while tests
    # run, so one retry absorbs an edit that fell between the two builds).
    for attempt in range(2):
        first, second = build(f"a{attempt}"), build(f"b{attempt}")
        if build_hash(first) == build_hash(second):
            break
    assert build_hash(first) == build_hash(second)
    with open(second / "pyscript.toml", "rb") as f:
        cfg = tomllib.load(f)
    assert cfg["interpreter"] == "./web/pyodide-start.mjs"
    for src in cfg.get("files", {}):
        assert (second / src).is_file(), src


class SlowStyleHandler(QuietHandler):
    """Serves the site, but holds the page's style sheet for a few seconds."""

    def do_GET(self) -> None:
        if self.path.split("?")[0].endswith("/web/style.css"):
            time.sleep(3)
        super().do_GET()


def test_python_starts_from_local_files_while_the_style_sheet_is_slow(
    page: Page, open_page: Callable[..., Page], site_dir: Path, net_guard: NetGuard,
) -> None:
    """PyScript reads the page's ``config`` once, when its module runs. Started
    while a slow style sheet held the parser before the body's ``<script
    type="py">``, it found no config and fetched Pyodide from its CDN (a page
    loaded under load did this): it must start once the whole document is read."""
    server = SiteServer(site_dir)
    server.RequestHandlerClass = partial(SlowStyleHandler, directory=str(site_dir))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        open_page(page, base=server.url)
        assert page.evaluate("document.body.dataset.ready") == "true"
        assert not net_guard.blocked, f"fetched from elsewhere: {net_guard.blocked}"
    finally:
        server.stop()
