"""The shared pieces of the contract: options, outcomes, the generator, chance."""

from __future__ import annotations

import pytest

from pushgames.core import GameMeta, OptionError, OptionSpec, Outcome, Rng

META = GameMeta(
    id="toy", title="Toy", summary="", min_seats=2, max_seats=4, seat_names=("a", "b", "c", "d"),
    rules_version=1, credits="",
    options=(
        OptionSpec("players", "Players", 2, minimum=2, maximum=4),
        OptionSpec("fast", "Fast", False),
        OptionSpec("deck", "Deck", "full", choices=("full", "short")),
    ),
)


def test_options_are_filled_with_defaults_and_coerced_from_text():
    assert META.normalize_options(None) == {"players": 2, "fast": False, "deck": "full"}
    assert META.normalize_options({"players": "3", "fast": "on", "deck": "short"}) == {
        "players": 3, "fast": True, "deck": "short"}


@pytest.mark.parametrize("options, message", [
    ({"players": 7}, "between 2 and 4"), ({"players": "x"}, "whole number"), ({"fast": "maybe"}, "on/off"),
    ({"deck": "tiny"}, "one of full, short"), ({"colour": "red"}, "no option 'colour'"),
])
def test_bad_options_are_option_errors_with_a_reason(options, message):
    with pytest.raises(OptionError, match=message):
        META.normalize_options(options)


def test_outcome_returns_for_wins_shared_wins_and_draws():
    assert Outcome(frozenset({1}), "x").returns(3) == (-1.0, 1.0, -1.0)
    assert Outcome(frozenset({0, 2}), "x").returns(3) == (1.0, -1.0, 1.0)
    assert Outcome(frozenset(), "x").returns(2) == (0.0, 0.0)


def test_rng_is_deterministic_immutable_and_uniform_enough():
    rng = Rng.from_seed(42)
    counts = [0] * 6
    for _ in range(6000):
        value, rng = rng.die()
        counts[value - 1] += 1
    assert all(800 < c < 1200 for c in counts)
    assert Rng.from_seed(42).shuffled(range(10)) == Rng.from_seed(42).shuffled(range(10))
    assert sorted(Rng.from_seed(1).shuffled(range(10))[0]) == list(range(10))
