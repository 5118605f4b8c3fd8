"""The tier list names tests that exist (a renamed test must not drop out of the slow
tier into the fast one unnoticed, nor stay listed under an old name; the same for the
browser tests listed to run first)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.tiers import BROWSER_DIR, LONG_BROWSER, SLOW, run_order, runs_early, tier_of_nodeid

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("entry", SLOW + LONG_BROWSER)
def test_every_slow_entry_names_a_file_and_its_test(entry: str) -> None:
    path, _, name = entry.partition("::")
    source = ROOT / path
    assert source.is_file(), f"{path} does not exist"
    function = name.partition("[")[0]
    if function and path.startswith("tests/"):
        assert re.search(rf"^def {re.escape(function)}\(", source.read_text(), re.M), entry
    elif function:  # a doctest: the module's dotted name, then the object's
        assert function.split(".")[-1] in source.read_text(), entry


def test_a_node_id_gets_its_tier() -> None:
    assert tier_of_nodeid(BROWSER_DIR + "test_tabs.py::test_x") == "browser"
    assert tier_of_nodeid(
        "tests/pushpush/test_simulation.py::test_random_games_keep_every_invariant") == "slow"
    assert tier_of_nodeid(
        "tests/ai/test_arena.py::test_arena_through_the_main_command_line_x") is None
    assert (
        tier_of_nodeid(
            "tests/pushpush/test_rules.py"
            "::test_ball_off_the_north_edge_wins_for_a_whoever_pushed_it"
        )
        is None
    )


def test_the_run_order_puts_fast_first_and_spreads_the_slow_tests_over_the_browser_tier() -> None:
    tests = ([(f"tests/core/test_{i}.py::t", "fast") for i in range(5)]
             + [(f"tests/ai/test_{i}.py::t", "slow") for i in range(20)]
             + [(f"{BROWSER_DIR}test_{i}.py::t", "browser") for i in range(30)]
             + [(LONG_BROWSER[0], "browser")])
    alone = run_order(tests, distributed=False)
    assert [tests[i][1] for i in alone] == ["fast"] * 5 + ["slow"] * 20 + ["browser"] * 31
    assert runs_early(tests[alone[25]][0])  # the longest browser test first in its tier
    spread = run_order(tests, distributed=True)
    assert sorted(spread) == list(range(len(tests)))
    tiers = [tests[i][1] for i in spread]
    assert tiers[:5] == ["fast"] * 5 and runs_early(tests[spread[5]][0])
    assert tiers[-10:] == ["browser"] * 10  # the last third: browser tests only
    # Slow tests among the browser tests, never two thirds of them in one run of slow ones.
    assert max(len(run) for run in "".join(t[0] for t in tiers[5:]).split("b")) < 14
    # Within a tier the order is kept.
    slow = [i for i in spread if tests[i][1] == "slow"]
    assert slow == sorted(slow)
