"""Cases for ``test_crash_report.py``'s nested run, not a test file of its own (its name
does not match ``test_*.py``): six tests that must run in order in one pytest process,
which ``test_crash_report.py`` runs in a pytest of their own and then judges from their
outcomes, their reports and the facts each writes to ``$PUSHGAMES_RELAUNCH_FACTS`` (a
line of JSON per test: the process's Chromium launches so far, the process ids of its
Chromiums running, whether the booted page lives in the test's Chromium).

1-2: two tests without a crash (they must share one Chromium and one booted page);
3: the booted page's renderer is crashed on purpose (the test must fail, reported);
4: the next test (it must run in a new Chromium, with a booted page booted in it, that
works); 5: Chromium's whole process is killed (the test must fail, reported); 6: the next
test (again a new Chromium, and the site loads and works in it).
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path
from typing import Any, Callable

import pytest
from playwright.sync_api import Browser, Error, Page

from tests.browser import crashes
from tests.browser.conftest import BootedPage

from .pushweb_helpers import click_move, move_texts, white_win_line

#: Where the facts go (set by ``test_crash_report.py``).
FACTS = "PUSHGAMES_RELAUNCH_FACTS"


def note(name: str, browser: Browser, browsers: crashes.BrowserKeeper,
         booted: BootedPage | None = None) -> None:
    """Append this test's facts to the file ``test_crash_report.py`` reads."""
    assert FACTS in os.environ, f"run by test_crash_report.py, which sets ${FACTS}"
    facts: dict[str, Any] = {
        "name": name, "launches": browsers.launches, "pids": crashes.chromium_processes(),
        "current": browsers.browser is browser and browser.is_connected(),
        "booted_here": booted is not None and booted.context.browser is browser,
    }
    with Path(os.environ[FACTS]).open("a") as out:
        out.write(json.dumps(facts) + "\n")


def plays(page: Page) -> None:
    """The site in ``page`` works: a click plays White's first move."""
    click_move(page, white_win_line()[0])
    assert len(move_texts(page)) == 1


@pytest.mark.shared_page
def test_1_boots_the_shared_page(page: Page, booted_page: BootedPage, browser: Browser,
                                 browsers: crashes.BrowserKeeper,
                                 open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    note("boot", browser, browsers, booted_page)


@pytest.mark.shared_page
def test_2_no_crash_so_the_same_chromium(page: Page, booted_page: BootedPage, browser: Browser,
                                         browsers: crashes.BrowserKeeper,
                                         open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    plays(page)
    note("same", browser, browsers, booted_page)


@pytest.mark.shared_page
def test_3_the_shared_page_crashes(page: Page, booted_page: BootedPage, browser: Browser,
                                   browsers: crashes.BrowserKeeper,
                                   open_page: Callable[..., Page]) -> None:
    open_page(page, "#pushpush")
    note("crash", browser, browsers, booted_page)
    try:
        page.goto("chrome://crash")
    except Error:
        # The crash event comes with the browser's next messages: wait for it (a real
        # crash is known by it too), then fail this test, as a real crash does.
        other = page.context.new_page()
        for _ in range(1200):
            if browsers.condemned:
                break
            other.wait_for_timeout(50)
        raise


@pytest.mark.shared_page
def test_4_after_the_crash(page: Page, booted_page: BootedPage, browser: Browser,
                           browsers: crashes.BrowserKeeper,
                           open_page: Callable[..., Page]) -> None:
    note("after crash", browser, browsers, booted_page)
    open_page(page, "#pushpush")
    plays(page)


@pytest.mark.fresh_context
def test_5_chromium_is_killed(page: Page, browser: Browser,
                              browsers: crashes.BrowserKeeper) -> None:
    note("kill", browser, browsers)
    page.set_content("<p>about to lose its browser</p>")
    (pid,) = crashes.chromium_processes()
    os.kill(pid, signal.SIGKILL)  # the Chromium this test process launched, by its id
    # Playwright hears of it with its next message: ask until a call fails, then until the
    # keeper knows (it ends when it does; long, for a loaded machine).
    for _ in range(600):
        try:
            page.evaluate("1")
        except Error:
            if browsers.condemned:
                break
        time.sleep(0.1)


@pytest.mark.fresh_context
def test_6_after_the_kill(page: Page, browser: Browser, browsers: crashes.BrowserKeeper,
                          open_page: Callable[..., Page]) -> None:
    note("after kill", browser, browsers)
    open_page(page, "#pushpush")
    plays(page)
