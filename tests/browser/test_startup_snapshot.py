"""Later starts restore Python from a memory snapshot (issue 27, web/pyodide-start.mjs):
a start without one makes it once the page is ready and keeps it in Cache Storage; the
next start, the page's and its computer worker's, restores it instead of starting Python
and then plays as before. A snapshot that does not load is dropped and Python starts
as before, with no error shown.
"""

from __future__ import annotations

from typing import Callable

import pytest
from playwright.sync_api import Page

from .conftest import wait_ready
from .pushweb_helpers import click_move, page_replay, record_text, white_win_line

#: It keeps Cache Storage between two starts: a browser context of its own. A snapshot is
#: made only on a page the service worker controls (it belongs with the offline copy).
pytestmark = [pytest.mark.fresh_context, pytest.mark.service_worker]

MADE = 'html[data-snapshot="stored"], html[data-snapshot="failed"]'
WORKER_DONE = 'body[data-ai-worker="ready"], body[data-ai-worker="failed"]'
STARTED = "document.documentElement.dataset.pythonStart"
SNAPSHOTS = """async () => {
    const found = [];
    for (const name of await caches.keys()) {
        if (!name.startsWith("pushgames-snapshot:")) continue;
        for (const request of await (await caches.open(name)).keys()) found.push(request.url);
    }
    return found;
}"""
DAMAGE = """async () => {
    for (const name of await caches.keys()) {
        if (!name.startsWith("pushgames-snapshot:")) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) await cache.put(request,
            new Response("not a snapshot"));
    }
}"""


def test_a_later_start_restores_the_snapshot_and_takes_input(
        page: Page, open_page: Callable[..., Page]) -> None:
    line = white_win_line()[:4]
    # A computer seat, so that the computer's worker starts (only with one, issue 24).
    open_page(page, "?players=human,easy#pushpush/" + record_text(line))
    assert page.evaluate(STARTED) == "plain"
    page.wait_for_selector(MADE, state="attached", timeout=120_000)
    assert page.evaluate("document.documentElement.dataset.snapshot") == "stored"
    kept = page.evaluate(SNAPSHOTS)
    assert len(kept) == 1 and "/__pushgames_snapshot__/" in kept[0]

    page.reload()
    wait_ready(page)
    assert page.evaluate(STARTED) == "snapshot"
    assert page.locator("html[data-snapshot]").count() == 0  # none made again
    replay = page_replay(page)
    assert len(replay.actions) == len(line)
    click_move(page, replay.game.legal_actions(replay.state)[0])  # the page takes input
    assert len(page_replay(page).actions) == len(line) + 1
    # The computer worker starts from the same snapshot.
    page.wait_for_selector(WORKER_DONE, state="attached", timeout=120_000)
    assert page.evaluate("document.body.dataset.aiWorker") == "ready"


def test_a_snapshot_that_does_not_load_is_dropped_and_python_starts_as_before(
        page: Page, open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    page.wait_for_selector(MADE, state="attached", timeout=120_000)
    assert len(page.evaluate(SNAPSHOTS)) == 1
    page.evaluate(DAMAGE)
    page.reload()
    wait_ready(page)
    assert page.evaluate(STARTED) == "plain"
    assert page.get_by_test_id("start-error").is_hidden()
    # The damaged one is gone and a new one is made.
    page.wait_for_selector(MADE, state="attached", timeout=120_000)
    assert page.evaluate("document.documentElement.dataset.snapshot") == "stored"
    assert len(page.evaluate(SNAPSHOTS)) == 1
