"""A renderer crash names itself (tests/browser/crashes.py): the crash is recorded with
the page's address and last console lines, the guard fails the test it hit, and the
report section shows them with Chromium's standard error; a crash of the shared booted page
costs the next test a new page, not a failure. The crash is made on purpose (Chromium's
``chrome://crash`` kills the tab's renderer).

After a crash the test process's next test runs in a new Chromium, and without one the
tests share one: that needs tests that run one after the other in one process, so
:func:`test_after_a_crash_the_next_test_runs_in_a_new_chromium_and_otherwise_in_the_same`
runs ``relaunch_cases.py`` in a pytest of its own and judges what it saw."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any, Callable

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


#: The cases run by the test below, in a pytest of their own.
CASES = Path(__file__).with_name("relaunch_cases.py")
#: ``relaunch_cases.py``'s tests by their facts' names, in the order they run.
CASE_NAMES = ("boot", "same", "crash", "after crash", "kill", "after kill")


def run_cases(tmp_path: Path) -> tuple[str, dict[str, set[str]], list[dict[str, Any]]]:
    """Run ``relaunch_cases.py`` in a pytest of its own: its output, each test's outcomes
    (``PASSED``, ``FAILED``, ``ERROR``: a test that failed in its call and at teardown has
    two) and the facts its tests wrote."""
    facts = tmp_path / "facts.jsonl"
    env = {name: value for name, value in os.environ.items()
           if not name.startswith(("PYTEST_", "DEBUG"))}  # not this run's xdist or options
    env["PUSHGAMES_RELAUNCH_FACTS"] = str(facts)
    env["DEBUG_FILE"] = str(tmp_path / "chromium.log")  # its crashes' log, kept with the facts
    done = subprocess.run(
        [sys.executable, "-m", "pytest", str(CASES), "-rA", "-q", "-p", "no:cacheprovider"],
        cwd=CASES.parents[2], env=env, capture_output=True, text=True, timeout=900)
    outcomes: dict[str, set[str]] = {}
    for outcome, test in re.findall(r"^(PASSED|FAILED|ERROR) \S+::(test_\w+)", done.stdout, re.M):
        outcomes.setdefault(test, set()).add(outcome)
    notes = [json.loads(line) for line in facts.read_text().splitlines()] if facts.exists() else []
    return done.stdout + done.stderr, outcomes, notes


def reports_of(output: str, test: str) -> str:
    """The failure and error reports of ``test`` in pytest's output (each begins with a
    line of underscores naming the test and ends where the next such line begins)."""
    blocks = re.split(r"^_{3,} (.+?) _{3,}$", output, flags=re.M)
    return "\n".join(body for head, body in zip(blocks[1::2], blocks[2::2])
                     if re.search(rf"\b{test}\[", head))


def test_after_a_crash_the_next_test_runs_in_a_new_chromium_and_otherwise_in_the_same(
    tmp_path: Path,
) -> None:
    output, outcomes, notes = run_cases(tmp_path)
    tail = output[-6000:]
    assert [note["name"] for note in notes] == list(CASE_NAMES), tail
    facts = {note["name"]: note for note in notes}
    # Each test ran in the process's one running Chromium, the one the fixture handed out.
    assert all(len(note["pids"]) == 1 and note["current"] for note in notes), notes
    # Without a crash two tests share one Chromium and its booted page (no new launch).
    assert outcomes["test_1_boots_the_shared_page"] == {"PASSED"}, tail
    assert outcomes["test_2_no_crash_so_the_same_chromium"] == {"PASSED"}, tail
    assert facts["boot"]["launches"] == facts["same"]["launches"] == 1, notes
    assert facts["boot"]["pids"] == facts["same"]["pids"] == facts["crash"]["pids"], notes
    assert facts["boot"]["booted_here"] and facts["same"]["booted_here"], notes
    # The test whose page crashed fails, with its report section; it is not retried.
    assert outcomes["test_3_the_shared_page_crashes"] == {"FAILED", "ERROR"}, tail  # + guard
    crashed = reports_of(output, "test_3_the_shared_page_crashes")
    assert "Chromium renderer crash" in crashed, tail
    assert "Chromium's renderer crashed (1 crash event(s) in this test)" in crashed, crashed
    assert "is closed and a new one launched before the next test" in crashed, crashed
    # It names its pages too, each unread where the crash left nothing to ask.
    assert "The games on the test's pages" in crashed and "not read (" in crashed, crashed
    # The next test runs in a new Chromium (a new process), with a booted page booted in
    # it, and the site works there.
    assert outcomes["test_4_after_the_crash"] == {"PASSED"}, tail
    assert facts["after crash"]["launches"] == 2, notes
    assert facts["after crash"]["pids"] != facts["crash"]["pids"], notes
    assert facts["after crash"]["booted_here"], notes
    # Chromium's whole process ending (killed) fails the test it hit, which says so...
    assert outcomes["test_5_chromium_is_killed"] == {"PASSED", "ERROR"}, tail  # at teardown
    killed = reports_of(output, "test_5_chromium_is_killed")
    assert "Chromium's browser process ended (launch 2 of this test process)" in killed, killed
    assert "(a new one is launched for the next test)" in killed, killed
    assert "Target page, context or browser has been closed" not in killed, killed
    assert facts["kill"]["pids"] == facts["after crash"]["pids"], notes
    # ... and the next test runs in a new Chromium, where the site loads and works.
    assert outcomes["test_6_after_the_kill"] == {"PASSED"}, tail
    assert facts["after kill"]["launches"] == 3, notes
    assert facts["after kill"]["pids"] != facts["kill"]["pids"], notes
