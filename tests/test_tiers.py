"""The tier list names tests that exist (a renamed test must not drop out of the slow
tier into the fast one unnoticed, nor stay listed under an old name; the same for the
browser tests listed to run first)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.tiers import BROWSER_DIR, LONG_BROWSER, SLOW, tier_of_nodeid

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
    assert tier_of_nodeid("tests/pushpush/test_simulation.py::test_random_games_keep_every_invariant") == "slow"
    assert tier_of_nodeid("tests/ai/test_arena.py::test_arena_through_the_main_command_line_x") is None
    assert tier_of_nodeid("tests/pushpush/test_rules.py::test_ball_off_the_north_edge_wins_for_a_whoever_pushed_it") is None
