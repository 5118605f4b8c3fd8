"""A renderer crash names itself (tests/browser/crashes.py): the crash is recorded with
the page's address and last console lines, the guard fails the test it hit, and the
report section shows them with Chromium's standard error; a crash of the shared booted page
costs the next test a new page, not a failure. The crash is made on purpose (Chromium's
``chrome://crash`` kills the tab's renderer)."""

from __future__ import annotations

from typing import Callable

import pytest
from playwright.sync_api import Error, Page

from tests.browser import crashes
from tests.browser.conftest import BootedPage, NetGuard


def crash_page(page: Page, net_guard: NetGuard) -> None:
    """Kill ``page``'s renderer and wait until the guard heard of it."""
    with pytest.raises(Error):
        page.goto("chrome://crash")
    # The crash event reaches the test process with the next messages from the browser; on
    # a loaded machine that may take a while, so the wait is long (it ends when it arrives).
    other = page.context.new_page()
    for _ in range(1200):
        if net_guard.crashed:
            break
        other.wait_for_timeout(50)
    other.close()


def forget_crash(seen: int, net_guard: NetGuard) -> None:
    """Made on purpose: it must not fail the test (nor keep the log as a real crash does)."""
    del crashes.CRASHES[seen:]
    net_guard.crashed.clear()
    net_guard.blocked[:] = [url for url in net_guard.blocked if not url.startswith("chrome:")]


@pytest.mark.fresh_context
def test_a_renderer_crash_is_recorded_with_the_pages_console_and_fails_the_guard(
    page: Page, net_guard: NetGuard,
) -> None:
    seen, offset = len(crashes.CRASHES), crashes.browser_log_size()
    page.set_content("<p>about to crash</p>")
    page.evaluate("console.log('the last word before the crash')")
    crash_page(page, net_guard)
    assert len(crashes.CRASHES) == seen + 1, crashes.CRASHES[seen:]
    crash = crashes.CRASHES[-1]
    assert any("log: the last word before the crash" in line for line in crash.console), crash
    assert "MB available" in crash.machine and crash.seconds_open > 0
    assert len(net_guard.crashed) == 1
    assert any(p.startswith("Chromium's renderer crashed: ") for p in net_guard.problems([]))
    section = crashes.crash_section(crashes.CRASHES[seen:], offset)
    assert section.startswith("Chromium's renderer crashed (1 crash event(s) in this test)")
    assert "the last word before the crash" in section
    assert f"Chromium's standard error during the test ({crashes.log_path()}" in section
    forget_crash(seen, net_guard)
    assert net_guard.problems([]) == []  # nothing else is left


@pytest.mark.shared_page
def test_after_the_shared_page_crashed_the_next_test_gets_a_new_page_booted_afresh(
    page: Page, booted_page: BootedPage, open_page: Callable[..., Page], net_guard: NetGuard,
) -> None:
    open_page(page, "#pushpush")
    seen = len(crashes.CRASHES)
    crash_page(page, net_guard)
    assert booted_page.crashed and net_guard.crashed == [page.url]
    forget_crash(seen, net_guard)
    booted_page.reset()  # what the next test's ``page`` does first (it checks the page too)
    assert booted_page.page is not page and page.is_closed() and not booted_page.crashed
    assert booted_page.page.evaluate("document.body.dataset.ready") == "true"
