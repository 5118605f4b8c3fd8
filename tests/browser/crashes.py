"""Chromium renderer crashes, told in the report of the test they hit.

A renderer that dies surfaces in a test as Playwright's bare ``Target crashed`` from
whichever call was waiting on the page (``test_tabs.py`` once failed so, in a quiet
``make test``, while its second tab booted; the cause is not known: docs/testing.md,
"Renderer crashes"). So that the next one explains itself, each test process keeps:

- per page, its last console lines (:func:`watch_page`), and for every crash the
  page's address, how long it had been open, those lines and the machine's memory
  and load at that moment (:data:`CRASHES`);
- Chromium's own standard error, renderers included, which Playwright's driver drops
  unless asked: :func:`driver_env` asks it to write it to :data:`BROWSER_LOG` (one file a
  test process; a V8 "out of memory" or a failed check is printed there by the renderer
  as it dies).

The browser conftest adds both to the report of a test in which a page crashed or that
failed with ``Target crashed`` (:func:`crash_section`), and its guard fails a test in
which a page crashed even if the test was no longer waiting on that page. Nothing is
retried: a crash still fails its test.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from playwright.sync_api import ConsoleMessage, Page

#: Chromium's standard error for this test process (Playwright's ``pw:browser`` log).
BROWSER_LOG = Path(tempfile.gettempdir()) / f"pushgames-chromium-{os.getpid()}.log"
#: Console lines kept per page.
CONSOLE_TAIL = 25
#: Lines of Chromium's log shown with a crash.
LOG_TAIL = 60
#: What Chromium prints on every start of this machine (no D-Bus in the container):
#: left out of a crash's report.
NOISE = re.compile(r"dbus/|Failed to connect to the bus|unexpected operator")


@dataclass(frozen=True)
class Crash:
    """One renderer crash as the test process saw it."""

    url: str
    at: float  # time.time()
    seconds_open: float
    console: tuple[str, ...]
    machine: str

    def text(self) -> str:
        stamp = time.strftime("%H:%M:%S", time.gmtime(self.at))
        lines = [f"page {self.url} crashed at {stamp} UTC, {self.seconds_open:.1f} s after "
                 f"it opened; machine: {self.machine}",
                 f"its last {len(self.console)} console lines:"]
        return "\n".join(lines + ["  " + line for line in self.console])


#: Every crash this process saw, in order.
CRASHES: list[Crash] = []


def machine() -> str:
    """Load average, available memory and Chromium's processes, read from /proc."""
    try:
        load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
        info = dict(line.split(":", 1) for line in Path("/proc/meminfo").read_text().splitlines()
                    if ":" in line)
        available = int(info["MemAvailable"].split()[0]) // 1024
        renderers = sum(1 for pid in os.listdir("/proc") if pid.isdigit()
                        and b"--type=renderer" in _cmdline(pid))
    except (OSError, KeyError, ValueError) as error:
        return f"not read ({error})"
    return f"load average {load}, {available} MB available, {renderers} renderer processes"


def _cmdline(pid: str) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:  # the process ended while we looked
        return b""


def watch_page(page: Page) -> None:
    """Keep ``page``'s last console lines and record its crash in :data:`CRASHES`."""
    opened = time.monotonic()
    tail: deque[str] = deque(maxlen=CONSOLE_TAIL)

    def on_console(message: ConsoleMessage) -> None:
        tail.append(f"{time.monotonic() - opened:6.1f} s {message.type}: {message.text[:300]}")

    def on_crash(crashed: Page) -> None:
        CRASHES.append(Crash(crashed.url, time.time(), time.monotonic() - opened,
                             tuple(tail), machine()))

    page.on("console", on_console)
    page.on("crash", on_crash)


@contextmanager
def driver_env() -> Iterator[None]:
    """While Playwright's driver starts: ask it to write Chromium's standard error to
    :data:`BROWSER_LOG` (``DEBUG=pw:browser``, ``DEBUG_FILE``; a ``DEBUG`` already set
    is kept and added to)."""
    saved = {name: os.environ.get(name) for name in ("DEBUG", "DEBUG_FILE")}
    os.environ["DEBUG"] = ",".join(filter(None, (saved["DEBUG"], "pw:browser")))
    os.environ["DEBUG_FILE"] = saved["DEBUG_FILE"] or str(BROWSER_LOG)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def browser_log_size() -> int:
    """Where the log ends now (a test's report shows what was written after)."""
    try:
        return log_path().stat().st_size
    except OSError:
        return 0


def log_path() -> Path:
    return Path(os.environ.get("DEBUG_FILE") or BROWSER_LOG)


def browser_log_since(offset: int) -> list[str]:
    """Chromium's log lines written after ``offset``, less its start-up noise."""
    try:
        with log_path().open("rb") as log:
            log.seek(offset)
            text = log.read().decode("utf-8", "replace")
    except OSError as error:
        return [f"(Chromium's log {log_path()} not read: {error})"]
    lines = [line for line in text.splitlines() if line.strip() and not NOISE.search(line)]
    return lines[-LOG_TAIL:]


def crash_section(crashes: list[Crash], log_offset: int) -> str:
    """The report section of a test in which pages crashed (``crashes`` may be empty
    when the test failed with ``Target crashed`` before the event arrived)."""
    head = (f"Chromium's renderer crashed ({len(crashes)} crash event(s) in this test). "
            "Not retried; see docs/testing.md, \"Renderer crashes\".")
    parts = [head] + [crash.text() for crash in crashes]
    if not crashes:
        parts.append(f"no crash event yet; machine now: {machine()}")
    log = browser_log_since(log_offset)
    parts.append(f"Chromium's standard error during the test ({log_path()}, "
                 f"{len(log)} lines after start-up noise):")
    parts.append("\n".join("  " + line for line in log) or "  (nothing)")
    return "\n".join(parts)
