"""Which tests are slow, and how a test's node id names its tier (see the root conftest.py).

Every test under ``tests/browser/`` is a browser test by its directory. A non-browser test
that takes more than about two seconds on the 2-core machine belongs in ``SLOW`` (or gets
``@pytest.mark.slow`` in its file): the fast tier stays about a minute. An entry is a file
(every test in it), a test function (every parametrization) or one parametrized case.
"""

from __future__ import annotations

BROWSER_DIR = "tests/browser/"
TIERS = ("fast", "slow", "browser")
#: The ``user_properties`` key a test's tier travels under in its reports (to
#: pytest-xdist's controller too), for the root conftest.py's "time by tier".
TIER_PROPERTY = "tier"
#: The ``user_properties`` key of a browser test's cost, (page loads, contexts, workers
#: started), set by tests/browser/conftest.py, added up by the root conftest.py.
COST_PROPERTY = "browser_cost"

#: Node ids (or their file / function prefixes) of the slow tests, with why.
SLOW: tuple[str, ...] = (
    # Hypothesis simulations: thousands of random games, invariants after every decision.
    "tests/pushpush/test_simulation.py",
    "tests/pushfight/test_simulation.py",
    "tests/pushout/test_simulation.py",
    "tests/apocalypse/test_simulation.py",
    "tests/push/test_simulation.py",
    # Hostile records in bulk, and the memory bounds of the largest ones.
    "tests/core/test_record_fuzz.py",
    # Records of 20,000 decisions.
    "tests/core/test_long_games.py",
    "tests/pushout/test_legacy.py::test_every_version_1_record_replays_exactly",
    "tests/pushout/test_state.py"
    "::test_the_repr_of_every_state_of_a_game_pastes_back_to_an_equal_state",
    # Push Fight: whole analyses against the reference, and searches two turns deep.
    "pushgames/pushfight/tactics.py::pushgames.pushfight.tactics.two_turn_mark",
    "tests/pushfight/test_analysis.py::test_random_positions_match_the_reference",
    "tests/pushfight/test_analysis.py::test_sparse_random_positions_match_the_reference",
    "tests/pushfight/test_analysis.py"
    "::test_a_turn_can_be_completed_exactly_when_some_arrangement_has_a_push",
    "tests/ai/test_pushfight_tactics.py::test_refutation_agrees_with_the_plain_check",
    "tests/ai/test_pushfight_tactics.py::test_white_was_lost_in_two_before_the_fifth_turn",
    "tests/ai/test_pushfight_tactics.py::test_avoids_a_loss_in_two",
    "tests/ai/test_pushfight_tactics.py::test_the_previous_hard_is_an_arena_level_only",
    "tests/ai/test_pushfight_tactics.py::test_easy_sees_a_win_in_two_only_sometimes",
    "tests/ai/test_pushfight_ai.py::test_does_not_allow_a_fork",
    "tests/ai/test_pushfight_hard.py"
    "::test_the_issue_games_second_white_turn_was_safe_for_two_turns_and_lost_in_three",
    "tests/ai/test_pushfight_hard.py"
    "::test_hard_plays_a_turn_that_holds_where_the_previous_hard_lost_in_three",
    "tests/ai/test_pushfight_hard.py"
    "::test_when_the_budget_ends_before_any_proof_hard_plays_the_turn_that_withstood_longest",
    "tests/ai/test_pushfight_hard.py::test_the_standard_opening_is_in_the_book_for_white_and_brown",
    "tests/ai/test_pushfight_ai.py::test_never_leaves_a_win_in_one",
    "tests/ai/test_pushfight_tactics.py::test_can_parry_agrees_with_the_plain_check",
    "tests/ai/test_pushfight_tactics.py::test_the_loss_in_two_positions_are_what_they_claim",
    "tests/ai/test_pushfight_tactics.py::test_the_win_in_two_positions_are_what_they_claim",
    "tests/ai/test_pushfight_ai.py::test_easy_misses_some_defences_but_not_all",
    "tests/ai/test_pushpush_ai.py::test_every_level_stops_a_loss_in_one",
    "tests/ai/test_pushpush_ai.py::test_hard_finds_a_forced_win_in_two",
    "tests/ai/test_pushpush_ai.py::test_legal_action_within_a_time_budget",
    # Many random games or histories checked against a plain model.
    "tests/core/test_history.py::test_counts_match_a_counter_even_when_hashes_collide",
    "tests/core/test_knowledge.py"
    "::test_every_card_stays_accounted_for_and_views_hold_no_stranger_face",
    # Whole games between computer levels.
    "tests/ai/test_arena.py::test_push_fight_arena_from_random_setups_against_the_previous_hard",
    "tests/ai/test_arena.py::test_arena_through_the_main_command_line",
    "tests/ai/test_arena.py::test_seats_alternate_and_results_are_from_as_side",
    "tests/ai/test_arena.py::test_every_game_plays_to_the_end_or_the_cap",
    # tests/core/test_conformance.py marks its own: every seed after the first.
)

#: The browser tests that take longest (a whole game against the computer, the longest
#: records, two tabs, the first visit's bytes), by file or test, in the form of ``SLOW``.
#: They run first in the browser tier: under ``make test``'s processes (xdist hands out
#: tests as the processes free up) the tier then ends on short tests, and neither process
#: waits long for the other's last test. Only the order changes.
LONG_BROWSER: tuple[str, ...] = (
    "tests/browser/test_ai_play.py::"
    "test_a_whole_game_against_the_computer_while_the_board_stays_responsive",
    "tests/browser/test_apocalypse_whole_game.py",
    "tests/browser/test_offline_update.py",
    "tests/browser/test_longest_record.py",
    "tests/browser/test_apocalypse_pass_and_play.py",
    "tests/browser/test_tabs.py",
)


def _names(nodeid: str, entry: str) -> bool:
    return nodeid == entry or nodeid.startswith((entry + "::", entry + "["))


def tier_of_nodeid(nodeid: str) -> str | None:
    """"browser", "slow", or None (the tier the test's own markers give: fast by default).

    >>> tier_of_nodeid("tests/browser/test_tabs.py::test_two_tabs")
    'browser'
    >>> tier_of_nodeid("tests/core/test_record.py::test_unknown_game_is_named")
    """
    if nodeid.startswith(BROWSER_DIR):
        return "browser"
    if any(_names(nodeid, entry) for entry in SLOW):
        return "slow"
    return None


def runs_early(nodeid: str) -> bool:
    """Whether a browser test is one of ``LONG_BROWSER`` (run first in its tier).

    >>> runs_early("tests/browser/test_tabs.py::test_two_tabs[chromium]")
    True
    >>> runs_early("tests/browser/test_prefs.py::test_dark[chromium]")
    False
    """
    return any(_names(nodeid, entry) for entry in LONG_BROWSER)


def run_order(tests: list[tuple[str, str]], distributed: bool) -> list[int]:
    """The order to run ``tests`` ((node id, tier) pairs) in, as their indices.

    The fast tier first, so that a broken engine fails in the first minute; then, in one
    process, the slow tier and the browser tier; under pytest-xdist the browser tier with
    the slow tests spread over its first two thirds. In the browser tier the tests of
    ``LONG_BROWSER`` come first, so the tier ends on short tests and no process waits long
    for another's last one. Within a tier, files keep their order.

    Why the spreading: a browser test mostly waits (for Chromium, Pyodide, the page's
    timers) and a slow test is plain Python on one core. The quiet ``make test`` runs of
    27 November 2026 (two processes, the tiers one after the other) took 693-721 s of wall
    time for 576-612 CPU-seconds of their whole process tree on 2 cores; the browser tier
    used about 250 CPU-seconds for its 1,000-1,080 s of tests, so the cores were idle most
    of that time. With slow tests beside browser tests the CPU work of the one fills the
    waits of the other; the last third is short browser tests only, so the tail stays short.

    >>> tests = [("tests/browser/test_prefs.py::a", "browser"), ("tests/a.py::s", "slow"),
    ...          ("tests/browser/test_tabs.py::b", "browser"), ("tests/a.py::f", "fast")]
    >>> run_order(tests, distributed=False)
    [3, 1, 2, 0]
    >>> run_order(tests, distributed=True)
    [3, 2, 1, 0]
    """
    by_tier: dict[str, list[int]] = {tier: [] for tier in TIERS}
    for index, (_, tier) in enumerate(tests):
        by_tier[tier].append(index)
    fast, slow = by_tier["fast"], by_tier["slow"]
    browser = sorted(by_tier["browser"], key=lambda i: not runs_early(tests[i][0]))
    if not distributed or not browser or not slow:
        return fast + slow + browser
    span = max(1, 2 * len(browser) // 3)
    # Each test's place along the browser tier: browser test j at j, slow test k of n in
    # the middle of its share of the first two thirds; the sort is stable (browser first).
    places = [(float(j), index) for j, index in enumerate(browser)]
    places += [((k + 0.5) * span / len(slow), index) for k, index in enumerate(slow)]
    places.sort(key=lambda pair: pair[0])
    return fast + [index for _, index in places]
