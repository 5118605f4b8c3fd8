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
failed with ``Target crashed`` (:func:`crash_section`), and the guard
(:mod:`tests.browser.guard`) fails a test in which a page crashed even if the test was no
longer waiting on that page. Nothing is retried: a crash still fails its test.

One Chromium can go bad (docs/testing.md: after one crash, six more pages of the same
Chromium crashed over seven minutes, in fresh contexts too, while the other test
processes' Chromiums had none). So a test process's Chromium is kept by a
:class:`BrowserKeeper`: once one of its pages crashed (or a test failed with ``Target
crashed``), or its process ended (Playwright's ``disconnected``, recorded here like a
crash), the keeper closes it and launches a new one before the next test, and the
session's objects made in it (the shared booted page, the shared context) are made again
in the new one. A run without a crash launches one Chromium per test process, as before.
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
from typing import Any, Callable, Iterator, TypeVar

from playwright.sync_api import Browser, ConsoleMessage, Page

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
    #: ``"renderer"``: a page's renderer died (``url`` is the page's); ``"browser"``:
    #: Chromium's whole process ended (``url`` names the launch, ``seconds_open`` is the
    #: time since it).
    kind: str = "renderer"

    def text(self) -> str:
        stamp = time.strftime("%H:%M:%S", time.gmtime(self.at))
        if self.kind == "browser":
            return (f"Chromium's browser process ended ({self.url}) at {stamp} UTC, "
                    f"{self.seconds_open:.1f} s after it was launched; machine: {self.machine}")
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
        if KEEPER is not None:
            KEEPER.condemn(crashed.context.browser, f"a page crashed: {crashed.url}")

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
    what = ("Chromium's browser process ended" if any(c.kind == "browser" for c in crashes)
            else "Chromium's renderer crashed")
    head = (f"{what} ({len(crashes)} crash event(s) in this test). "
            "Not retried; see docs/testing.md, \"Renderer crashes\".")
    parts = [head] + [crash.text() for crash in crashes]
    if not crashes:
        parts.append(f"no crash event yet; machine now: {machine()}")
    if KEEPER is not None and KEEPER.condemned:
        parts.append(f"This test process's Chromium (launch {KEEPER.launches}) is closed and a "
                     "new one launched before the next test (why: "
                     f"{KEEPER.condemned}), so that a Chromium gone bad fails no other test.")
    log = browser_log_since(log_offset)
    parts.append(f"Chromium's standard error during the test ({log_path()}, "
                 f"{len(log)} lines after start-up noise):")
    parts.append("\n".join("  " + line for line in log) or "  (nothing)")
    return "\n".join(parts)


T = TypeVar("T")

#: This test process's keeper (made by the browser conftest's ``browsers`` fixture): a
#: crash event condemns its Chromium.
KEEPER: BrowserKeeper | None = None


class BrowserKeeper:
    """This test process's Chromium: launched at the first test that needs it and kept
    for every later one, unless it was condemned (one of its pages crashed, a test failed
    with ``Target crashed``, or its process ended); then :meth:`current` closes it and
    launches a new one, and :meth:`kept` makes the session's objects again in the new one.
    The test that saw the crash still fails (nothing is retried); the next test starts
    in a new Chromium."""

    def __init__(self, launch: Callable[[], Browser]) -> None:
        global KEEPER
        self._launch = launch
        self.browser: Browser | None = None
        #: Chromiums launched so far by this process.
        self.launches = 0
        #: Why the current Chromium must be replaced before the next test ("" if it need not).
        self.condemned = ""
        self._launched_at = 0.0
        self._closing = False
        #: name -> (the Chromium it was made in, the object, how to close it).
        self._kept: dict[str, tuple[Browser, Any, Callable[[Any], None]]] = {}
        KEEPER = self

    def current(self) -> Browser:
        """The Chromium for the test about to start (a new one if the last was condemned
        or has ended)."""
        if self.browser is not None and (self.condemned or not self.browser.is_connected()):
            self._close_browser()
        if self.browser is None:
            self.browser = self._launch()
            self.launches += 1
            self._launched_at = time.monotonic()
            self.browser.on("disconnected", self._on_disconnected)
        return self.browser

    def condemn(self, browser: Browser | None, why: str) -> None:
        """``browser`` (if it is the current one) is replaced before the next test."""
        if browser is not None and browser is self.browser and not self.condemned:
            self.condemned = why

    def kept(self, browser: Browser, name: str, make: Callable[[Browser], T],
             close: Callable[[T], None]) -> T:
        """The object ``name`` made in ``browser`` by ``make`` (made at the first call in
        each Chromium; ``close`` ends it at the end of the session)."""
        held = self._kept.get(name)
        if held is None or held[0] is not browser:
            self._kept.pop(name, None)  # made in a Chromium since closed: nothing to close
            value = make(browser)
            self._kept[name] = (browser, value, close)
            return value
        made: T = held[1]
        return made

    def close(self) -> None:
        """At the end of the session: what was made in the Chromium, then the Chromium."""
        for _, value, close in self._kept.values():
            try:
                close(value)
            except Exception:  # noqa: BLE001 - a context of a Chromium that has ended
                pass
        self._kept.clear()
        if self.browser is not None:
            self._close_browser()

    def _close_browser(self) -> None:
        """Close the current Chromium (its contexts and pages go with it)."""
        browser, self.browser = self.browser, None
        self.condemned = ""
        self._kept.clear()
        if browser is None:
            return
        self._closing = True
        try:
            browser.close()
        except Exception:  # noqa: BLE001 - a Chromium whose process has already ended
            pass
        finally:
            self._closing = False

    def _on_disconnected(self, browser: Browser) -> None:
        """Chromium's process ended while a test ran: recorded as a crash (the test's
        report tells it) and a new Chromium launched before the next test."""
        if self._closing or browser is not self.browser:
            return
        CRASHES.append(Crash(f"launch {self.launches} of this test process", time.time(),
                             time.monotonic() - self._launched_at, (), machine(),
                             kind="browser"))
        self.condemn(browser, "its process ended")


def chromium_processes() -> list[int]:
    """The process ids of the Chromiums this test process launched and that still run
    (each a child of Playwright's driver, which is a child of this process; renderers
    and Chromium's helpers carry ``--type=`` and are left out)."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{name}/stat").read_text()
        except OSError:  # the process ended while we looked
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        children.setdefault(parent, []).append(int(name))
    found = []
    for driver in children.get(os.getpid(), []):
        for pid in children.get(driver, []):
            argv = _cmdline(str(pid)).split(b"\0")
            if argv[0].endswith(b"chromium") and not any(a.startswith(b"--type=") for a in argv):
                found.append(pid)
    return sorted(found)
