"""Test tiers for every pytest run (the repository root, so `pytest pushgames` gets them too).

Three tiers, from the markers declared in pyproject.toml (docs/testing.md):

``fast``     everything not marked below: engines, records, the page's pure Python and
             doctests. `make test-fast` runs it (`pytest -m "not browser and not slow"`).
``slow``     marked ``slow``: long simulations, arenas, the Push Fight analysis tables and
             the few doctests that search. Named in ``tests/tiers.py`` (or marked in place).
``browser``  marked ``browser``: every test under ``tests/browser/``, by directory, so a
             new browser test file is in the tier without an edit.

The markers are applied here at collection; items then run fast first, so a broken
engine fails in the first minute, then slow, then browser (files keep their order; the
longest browser tests first), except under pytest-xdist, where the slow tests are
spread over the first two thirds of the browser tier (``run_order`` in
tests/tiers.py says why). At the
end a line per tier gives its tests, the seconds its tests took (setup, call and
teardown added up) and its wall-clock span (first start to last end: under ``-n`` the
processes share the work and the tiers' spans overlap), which
`.ci/run` shows; and, after browser tests, what they cost in machine-independent
counts (browser contexts, page loads, workers started: each load and each worker boots
Pyodide). Both tables are added up from the test reports, so they work the same under
pytest-xdist (``-n``), where the reports come back from the worker processes.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Iterator
import pytest

from tests.tiers import COST_PROPERTY, TIER_PROPERTY, TIERS, run_order, tier_of_nodeid

#: Each collected item's tier, once its markers are final.
_STASH = pytest.StashKey[str]()


def _tier(item: pytest.Item) -> str:
    if item.get_closest_marker("browser"):
        return "browser"
    if item.get_closest_marker("slow"):
        return "slow"
    return "fast"


# First, so that the markers are there for `-m` and for other plugins' hooks.
@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        named = tier_of_nodeid(item.nodeid)
        if named == "browser":
            item.add_marker(pytest.mark.browser)
        elif named == "slow":
            item.add_marker(pytest.mark.slow)
        item.stash[_STASH] = _tier(item)
        item.user_properties.append((TIER_PROPERTY, item.stash[_STASH]))


# After every other plugin's hook: pytest's own (fixtures.py) groups the tests of a
# session-scoped parametrized fixture together (pytest-playwright's `[chromium]`), which
# would undo the spreading below.
@pytest.hookimpl(wrapper=True, specname="pytest_collection_modifyitems")
def _order_the_run(config: pytest.Config, items: list[pytest.Item]) -> Iterator[None]:
    yield
    # pytest-xdist collects in each worker process (which has ``workerinput``); every
    # worker computes the same order, and `--dist loadgroup` hands the tests out in it,
    # one at a time, as the processes free up.
    order = run_order([(item.nodeid, item.stash[_STASH]) for item in items],
                      distributed=hasattr(config, "workerinput"))
    items[:] = [items[i] for i in order]


def _property(report: pytest.TestReport, key: str) -> object:
    return next((value for name, value in report.user_properties if name == key), None)


class _TierClock:
    """Adds up each tier's test count, outcomes, seconds and wall-clock span, and the
    browser tests' costs, from the reports (in this process or from xdist's workers)."""

    def __init__(self) -> None:
        self.seconds: defaultdict[str, float] = defaultdict(float)
        self.tests: Counter[str] = Counter()
        self.failed: Counter[str] = Counter()
        self.first: dict[str, float] = {}
        self.last: dict[str, float] = {}
        #: (page loads, contexts, workers started, app restarts on the shared page, node id)
        #: of each browser test.
        self.costs: list[tuple[int, int, int, int, str]] = []

    def add(self, report: pytest.TestReport) -> None:
        tier = str(_property(report, TIER_PROPERTY) or "fast")
        self.seconds[tier] += report.duration
        if report.start:
            self.first[tier] = min(self.first.get(tier, report.start), report.start)
            self.last[tier] = max(self.last.get(tier, report.stop), report.stop)
        if report.when == "call":
            self.tests[tier] += 1
        if report.failed:
            self.failed[tier] += 1
        cost = _property(report, COST_PROPERTY)
        if report.when == "teardown" and isinstance(cost, (list, tuple)):
            loads, contexts, workers, restarts = (int(n) for n in cost)
            self.costs.append((loads, contexts, workers, restarts, report.nodeid))

    def wall(self, tier: str) -> float:
        return self.last.get(tier, 0.0) - self.first.get(tier, 0.0)


_CLOCK = _TierClock()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _CLOCK.add(report)


def _browser_cost(terminalreporter: pytest.TerminalReporter) -> None:
    costs = _CLOCK.costs
    if not costs:
        return
    tests = len(costs)
    loads = sum(c[0] for c in costs)
    terminalreporter.write_sep("-", "browser cost (machine-independent)")
    terminalreporter.write_line(
        f"{tests} browser tests: {sum(c[1] for c in costs)} browser contexts made, {loads} page "
        f"loads ({loads / tests:.2f} a test), {sum(c[2] for c in costs)} workers started (each "
        "page load and each worker starts Pyodide); "
        f"{sum(c[3] for c in costs)} app restarts on the shared page (no Pyodide start)")
    for page_loads, contexts, workers, _, nodeid in sorted(costs, reverse=True)[:5]:
        if page_loads > 1:
            terminalreporter.write_line(
                f"  {page_loads:3} loads, {contexts} contexts, {workers} workers  {nodeid}")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    _browser_cost(terminalreporter)
    ran = [tier for tier in TIERS if _CLOCK.tests[tier] or _CLOCK.failed[tier]]
    if not ran:
        return
    terminalreporter.write_sep("-", "time by tier")
    for tier in ran:
        terminalreporter.write_line(
            f"tier {tier:<8} {_CLOCK.tests[tier]:>5} tests  {_CLOCK.seconds[tier]:8.1f} s of tests"
            f"  {_CLOCK.wall(tier):8.1f} s wall"
            + (f"  {_CLOCK.failed[tier]} failed" if _CLOCK.failed[tier] else ""))
