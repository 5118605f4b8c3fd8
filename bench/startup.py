"""Page start-up in headless Debian chromium, real page vs a bare PyScript page.

For each page (and a shared Push Push link with its sketch, ``link``), ``runs`` times: a cold visit
in a fresh browser context, then (once the service worker, if any, is active) a warm reload in the
same context. Measured in the page, from navigation start (``performance.now()``):
``ready`` = ``body[data-ready="true"]`` (the board takes input), ``board`` = the
board first visible (``#board-host > *``: a view kept by the last visit, drawn before
Python, or Python's own; the bare page has no board, so its ``board`` is its
``ready``), ``pieces`` = a piece of the board first visible (a plain board surface is not;
for the bare page its ``ready``), ``progress`` = ``#loading-progress`` first visible, ``fcp`` =
first contentful paint. Bytes: ``page`` = the page's own
network bytes (CDP encodedDataLength, until ready; what a service worker fetches for
the page is not in it: a first visit of ours goes through one), ``server`` = all body bytes our
server sent during the visit: for a cold visit until the page and its service
worker are done (the offline cache complete; no computer seat, so no computer
worker) and the server sent nothing for ``IDLE_S`` seconds.
Every host but 127.0.0.1 is unresolvable; any non-local request is reported.
"""

from __future__ import annotations

from typing import Any, Callable

import statistics
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from sitesrv import CHROMIUM, CHROMIUM_ARGS, serve_directory  # noqa: E402

PAGES = {"real": "index.html#pushpush", "bare": "bench/bare.html"}


def shared_link() -> str:
    """A shared Push Push link as Share writes it (a position of 8 plies, with its sketch)."""
    import random

    for path in (ROOT, ROOT / "web"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from pushgames import registry
    from pushgames.core import Replay
    from pushweb import sketch

    game, rng = registry.get_game("pushpush"), random.Random(27)
    replay = Replay.new(game, {}, 27)
    for _ in range(8):
        replay.push(rng.choice(list(game.legal_actions(replay.state))))
    return "index.html#pushpush/" + replay.encoded() + sketch.link_suffix("pushpush", replay.state)


#: Also timed: a shared link's first visit (its sketch drawn before Python) and its reload.
LINK_PAGE = "link"
#: What a cold visit still does after the page is ready (none on the bare page): the
#: service worker caches the files the page did not fetch; a worker keeps a snapshot of
#: Python for later starts (web/pyodide-start.mjs). (The computer's worker starts only with
#: a computer seat, none here; tests/browser/test_offline_update.py counts a first visit
#: with one.)
SETTLED = {"real": ["html[data-offline]",
                    'html[data-snapshot="stored"], html[data-snapshot="failed"]']}
# (A warm reload before the snapshot is kept starts Python afresh.)
SETTLED["link"] = SETTLED["real"]
IDLE_S = 2.0
#: A cold visit may cost at most the bare PyScript page plus this (issue 10).
COLD_EXTRA_TARGET = 1_000_000
#: The real page ready in at most this fraction of the bare page's time, cold and warm (issue 27).
READY_RATIO_TARGET = 0.9
#: The board visible this soon after navigation, before Python is ready (issue 27).
BOARD_VISIBLE_TARGET_MS = 300

INIT_SCRIPT = """
(() => {
  const b = window.__bench = {};
  const check = () => {
    const body = document.body;
    if (!body) return;
    if (b.progress === undefined) {
      const el = document.getElementById("loading-progress");
      if (el && el.checkVisibility && el.checkVisibility()) b.progress = performance.now();
    }
    if (b.board === undefined) {
      const board = document.querySelector("#board-host > *");
      if (board && board.checkVisibility && board.checkVisibility()) b.board = performance.now();
    }
    if (b.pieces === undefined) {  // the position's pieces, not a plain board (a link's sketch)
      const piece = document.querySelector('#board-host [data-testid="board"] .pc');
      if (piece && piece.checkVisibility && piece.checkVisibility({visibilityProperty: true})) {
        b.pieces = performance.now();
      }
    }
    if (b.ready === undefined && body.dataset.ready === "true") b.ready = performance.now();
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});
})();
"""

SW_STATE = """async () => {
  if (!('serviceWorker' in navigator)) return 'none';
  const r = await navigator.serviceWorker.getRegistration();
  if (!r) return 'none';
  return (r.active && navigator.serviceWorker.controller) ? 'active' : 'installing';
}"""


def _measure(page: Any, server: Any, cdp_bytes: list[int],
             navigate: Callable[[], object]) -> dict[str, Any]:
    cdp_bytes[0] = 0
    before = server.bytes_sent
    t0 = time.perf_counter()
    navigate()
    page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=90_000)
    wall = (time.perf_counter() - t0) * 1000
    marks = page.evaluate("""() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0];
        return {...window.__bench, fcp: fcp ? fcp.startTime : null};
    }""")
    ready = marks.get("ready") or wall
    return {"ready": ready, "board": marks.get("board") or ready,
            "pieces": marks.get("pieces") or ready,
            "progress": marks.get("progress"),
            "fcp": marks.get("fcp"),
            "page_bytes": cdp_bytes[0], "server_bytes_at_ready": server.bytes_sent - before,
            "_before": before}


def wait_server_idle(server: Any, quiet_s: float = IDLE_S, limit_s: float = 90.0) -> None:
    """Until the server sent nothing for ``quiet_s`` seconds."""
    last, since, end = server.bytes_sent, time.monotonic(), time.monotonic() + limit_s
    while time.monotonic() < end:
        time.sleep(0.1)
        if server.bytes_sent != last:
            last, since = server.bytes_sent, time.monotonic()
        elif time.monotonic() - since >= quiet_s:
            return


def run_startup_bench(site: Path, runs: int = 5,
                      log: Callable[[str], object] = print) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    server = serve_directory(site)
    pages = {**PAGES, LINK_PAGE: shared_link()}
    results: dict[str, dict[str, list[dict[str, Any]]]] = {label: {"cold": [], "warm": []}
                                                           for label in pages}
    foreign: list[str] = []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                         headless=True)
            # Real and bare alternate, so a change of the machine's load hits both alike.
            for i in range(runs):
                for label, path in pages.items():
                    url = server.url + path
                    context = browser.new_context(service_workers="allow")
                    context.add_init_script(INIT_SCRIPT)
                    context.on("request", lambda r: None
                               if urlsplit(r.url).hostname in ("127.0.0.1", "localhost")
                               or r.url.startswith(("data:", "blob:")) else foreign.append(r.url))
                    page = context.new_page()
                    cdp = context.new_cdp_session(page)
                    cdp.send("Network.enable")
                    cdp_bytes = [0]

                    def on_finished(ev: Any, acc: list[int] = cdp_bytes) -> None:
                        acc[0] += int(ev.get("encodedDataLength", 0))

                    cdp.on("Network.loadingFinished", on_finished)
                    cold = _measure(page, server, cdp_bytes, lambda: page.goto(url))
                    # Let the worker and the service worker finish before the warm reload.
                    for selector in SETTLED.get(label, []):
                        page.wait_for_selector(selector, state="attached", timeout=90_000)
                    wait_server_idle(server)
                    deadline = time.monotonic() + 90
                    sw = page.evaluate(SW_STATE)
                    while sw == "installing" and time.monotonic() < deadline:
                        page.wait_for_timeout(250)
                        sw = page.evaluate(SW_STATE)
                    cold["server_bytes_visit"] = server.bytes_sent - cold.pop("_before")
                    cold["sw"] = sw
                    warm = _measure(page, server, cdp_bytes, lambda: page.reload())
                    warm.pop("_before")
                    warm["server_bytes_visit"] = warm["server_bytes_at_ready"]
                    warm["sw"] = sw
                    results[label]["cold"].append(cold)
                    results[label]["warm"].append(warm)
                    log(f"  {label} run {i + 1}/{runs}: cold ready {cold['ready']:.0f} ms (board "
                        f"{cold['board']:.0f}, pieces {cold['pieces']:.0f}), warm ready "
                        f"{warm['ready']:.0f} ms (board {warm['board']:.0f}, pieces "
                        f"{warm['pieces']:.0f}) (service worker: {sw})")
                    context.close()
            browser.close()
    finally:
        server.stop()
    return {"results": results, "foreign": foreign}


def median(values: list[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else None
