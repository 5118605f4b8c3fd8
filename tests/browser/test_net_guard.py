"""The net guard itself (tests/browser/guard.py): local requests pass, and a request to
any other host, from the page or from a worker, is kept on the machine and recorded, so
that the guard's teardown fails the test (``NetGuard.problems``, which ``new_context``'s
teardown turns into ``pytest.fail``). Checked in each kind of context the fixtures make:
the shared booted page, a fresh context, and a context that allows the service worker
(the one kind still routed through the test process)."""

from __future__ import annotations

from typing import Any, Callable

import pytest
from playwright.sync_api import Page

from tests.browser.conftest import NetGuard
from tests.browser.guard import live_games

from .pushweb_helpers import click_move, white_win_line

#: From the page and from a dedicated worker (the computer's search runs in one): each
#: fetch's outcome, "ok" or the error it raised.
FETCHES_JS = """async ([local, far, farWorker]) => {
    const one = async (url) => { try { await fetch(url); return 'ok'; } catch (e) {
        return String(e); } };
    const code = `fetch(${JSON.stringify(farWorker)}).then(() => postMessage('ok'),
                                                        (e) => postMessage(String(e)))`;
    const worker = new Worker(URL.createObjectURL(new Blob([code])));
    const fromWorker = await new Promise((done) => { worker.onmessage = (m) => done(m.data); });
    worker.terminate();
    return {local: await one(local), far: await one(far), worker: fromWorker};
}"""
FAR = "http://example.com/"
FAR_WORKER = "http://example.com/from-a-worker"


def check_guard(page: Page, local: str, net_guard: NetGuard) -> None:
    outcome: dict[str, Any] = page.evaluate(FETCHES_JS, [local, FAR, FAR_WORKER])
    page.wait_for_timeout(100)  # the request events reach the test process
    assert outcome["local"] == "ok"
    assert local in net_guard.requests
    # The far requests never left the machine: the fetch failed in the page.
    assert outcome["far"].startswith("TypeError") and outcome["worker"].startswith("TypeError")
    assert sorted(net_guard.blocked) == [FAR, FAR_WORKER]
    problems = net_guard.problems([])
    assert f"non-local request attempted: {FAR}" in problems
    assert f"non-local request attempted: {FAR_WORKER}" in problems
    # What this test provoked on purpose must not fail it; nothing else is left.
    net_guard.blocked.clear()
    net_guard.console_errors.clear()
    assert net_guard.problems([]) == []


@pytest.mark.shared_page
def test_the_shared_page_passes_local_requests_and_the_guard_fails_on_others(
    page: Page, open_page: Callable[..., Page], site_url: str, net_guard: NetGuard,
) -> None:
    open_page(page)
    assert net_guard.blocked == []
    check_guard(page, site_url + "index.html", net_guard)


@pytest.mark.fresh_context
def test_a_fresh_context_passes_local_requests_and_the_guard_fails_on_others(
    page: Page, site_url: str, net_guard: NetGuard,
) -> None:
    # A plain file of the site: the guard does not need Python started.
    page.goto(site_url + "web/style.css")
    assert net_guard.blocked == [] and site_url + "web/style.css" in net_guard.requests
    check_guard(page, site_url + "index.html", net_guard)


@pytest.mark.fresh_context
@pytest.mark.service_worker
def test_a_context_with_the_service_worker_is_guarded_too(
    page: Page, site_url: str, net_guard: NetGuard,
) -> None:
    page.goto(site_url + "web/style.css")
    assert net_guard.blocked == []
    check_guard(page, site_url + "index.html", net_guard)


@pytest.mark.shared_page
def test_a_failed_tests_report_names_the_game_each_of_its_pages_shows(
    page: Page, open_page: Callable[..., Page], new_context: Callable[..., Any],
    net_guard: NetGuard,
) -> None:
    # What conftest.py's report hook adds to a failed test's report, from the guard's
    # contexts: the booted page's and the test's own.
    open_page(page, "#pushpush")
    click_move(page, white_win_line()[0])
    live = page.evaluate("pgLive()")
    assert live.startswith("#pushpush/") and len(live) > len("#pushpush/")
    other = new_context().new_page()
    other.set_content("<p>no game here</p>")
    text = live_games(net_guard.contexts)
    assert f"{page.url}\n  live game: {live}" in text, text
    assert "about:blank\n  live game: (none)" in text, text
