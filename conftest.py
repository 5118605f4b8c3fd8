"""Test tiers for every pytest run (the repository root, so `pytest pushgames` gets them too).

Three tiers, from the markers declared in pyproject.toml (docs/testing.md):

``fast``     everything not marked below: engines, records, the page's pure Python and
             doctests. `make test-fast` runs it (`pytest -m "not browser and not slow"`).
``slow``     marked ``slow``: long simulations, arenas, the Push Fight analysis tables and
             the few doctests that search. Named in ``tests/tiers.py`` (or marked in place).
``browser``  marked ``browser``: every test under ``tests/browser/``, by directory, so a
             new browser test file is in the tier without an edit.

The markers are applied here at collection; items then run fast first, slow next,
browser last (a stable sort: files keep their order), so a broken engine fails in the
first minute. At the end a line per tier gives its tests and time (setup, call and
teardown added up), which `.ci/run` shows.
"""

from __future__ import annotations

from collections import Counter, defaultdict
import pytest

from tests.tiers import tier_of_nodeid

TIERS = ("fast", "slow", "browser")
#: Each collected item's tier, once its markers are final.
_STASH = pytest.StashKey[str]()


def _tier(item: pytest.Item) -> str:
    if item.get_closest_marker("browser"):
        return "browser"
    if item.get_closest_marker("slow"):
        return "slow"
    return "fast"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        named = tier_of_nodeid(item.nodeid)
        if named == "browser":
            item.add_marker(pytest.mark.browser)
        elif named == "slow":
            item.add_marker(pytest.mark.slow)
        item.stash[_STASH] = _tier(item)
    items.sort(key=lambda item: TIERS.index(item.stash[_STASH]))


class _TierClock:
    """Adds up each tier's test count, outcomes and seconds."""

    def __init__(self) -> None:
        self.seconds: defaultdict[str, float] = defaultdict(float)
        self.tests: Counter[str] = Counter()
        self.failed: Counter[str] = Counter()
        self.tier_of: dict[str, str] = {}

    def add(self, report: pytest.TestReport) -> None:
        tier = self.tier_of.get(report.nodeid, "fast")
        self.seconds[tier] += report.duration
        if report.when == "call":
            self.tests[tier] += 1
        if report.failed:
            self.failed[tier] += 1


_CLOCK = _TierClock()


def pytest_collection_finish(session: pytest.Session) -> None:
    _CLOCK.tier_of = {item.nodeid: item.stash[_STASH] for item in session.items}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _CLOCK.add(report)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    ran = [tier for tier in TIERS if _CLOCK.tests[tier] or _CLOCK.failed[tier]]
    if not ran:
        return
    terminalreporter.write_sep("-", "time by tier")
    for tier in ran:
        terminalreporter.write_line(
            f"tier {tier:<8} {_CLOCK.tests[tier]:>5} tests  {_CLOCK.seconds[tier]:8.1f} s"
            + (f"  {_CLOCK.failed[tier]} failed" if _CLOCK.failed[tier] else ""))
