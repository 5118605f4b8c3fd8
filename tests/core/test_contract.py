"""The shared pieces of the contract: options, outcomes, the generator, chance."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, get_args

import pytest

from pushgames.core import (
    TERMINATIONS, Game, GameMeta, OptionError, OptionSpec, OptionValue, Outcome, Rng, Termination,
)

META = GameMeta(
    id="toy", title="Toy", summary="", min_seats=2, max_seats=4, seat_names=("a", "b", "c", "d"),
    rules_version=1, credits="",
    options=(
        OptionSpec("seats", "Players", 2, minimum=2, maximum=4),
        OptionSpec("fast", "Fast", False),
        OptionSpec("deck", "Deck", "full", choices=("full", "short")),
    ),
)


def test_options_are_filled_with_defaults_and_coerced_from_text() -> None:
    assert META.normalize_options(None) == {"seats": 2, "fast": False, "deck": "full"}
    assert META.normalize_options({"seats": "3", "fast": "on", "deck": "short"}) == {
        "seats": 3, "fast": True, "deck": "short"}


@pytest.mark.parametrize("options, message", [
    ({"seats": 7}, "between 2 and 4"), ({"seats": "x"}, "whole number"),
                                              ({"fast": "maybe"}, "on/off"),
    ({"deck": "tiny"}, "one of full, short"), ({"colour": "red"}, "no option 'colour'"),
])
def test_bad_options_are_option_errors_with_a_reason(options: dict[str, object],
                                                     message: str) -> None:
    with pytest.raises(OptionError, match=message):
        META.normalize_options(options)


def test_several_seat_counts_are_chosen_through_the_seats_option() -> None:
    assert META.seat_count(META.normalize_options({"seats": 3})) == 3
    assert META.seat_count(META.normalize_options(None)) == 2


def _meta(**changes: Any) -> GameMeta:
    fields: dict[str, Any] = dict(
        id="toy", title="Toy", summary="", min_seats=2, max_seats=4,
                                  seat_names=("a", "b", "c", "d"),
        rules_version=1, credits="",
        options=(OptionSpec("seats", "Players", 2, minimum=2, maximum=4),))
    return GameMeta(**{**fields, **changes})


@pytest.mark.parametrize("changes, message", [
    ({"options": ()}, "no 'seats' option"),
    ({"options": (OptionSpec("seats", "Players", 2, minimum=2, maximum=3),)}, "number from 2 to 4"),
    ({"options": (OptionSpec("seats", "Players", "2", choices=("2", "3", "4")),)},
     "number from 2 to 4"),
    ({"seat_names": ("a", "b", "c")}, "a distinct name for each of its 4 seats"),
    ({"seat_names": ("a", "b", "c", "a")}, "a distinct name"),
    ({"min_seats": 1}, "within 2..6"),
    ({"max_seats": 7, "seat_names": tuple("abcdefg")}, "within 2..6"),
    ({"options": (OptionSpec("seats", "Players", 5, minimum=2, maximum=4),)},
     "default of option 'seats'"),
    ({"options": (OptionSpec("seats", "Players", 2, minimum=2, maximum=4),
                  OptionSpec("seats", "Players", 3, minimum=2, maximum=4))},
     "declares an option twice"),
    ({"options": (OptionSpec("seats", "Players", 2, minimum=2, maximum=4),
                  OptionSpec("deck", "Deck", "huge", choices=("full", "short")))},
     "default of option 'deck'"),
    ({"options": (OptionSpec("seats", "Players", 2, minimum=2, maximum=4),
                  OptionSpec("side", "Side", "x", choices=("x", "y"), seat=4))}, "about seat 4"),
])
def test_a_game_declaration_is_checked_when_it_is_made(changes: dict[str, Any],
                                                      message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _meta(**changes)


def test_a_game_with_several_seat_counts_has_no_silent_seat_count() -> None:
    # The rules are stubs: only the seat count, which needs none of them, is asked for.
    class Toy(Game[Mapping[str, OptionValue], str]):
        meta = _meta()

        def initial_state(self, options: Mapping[str, OptionValue],
                          seed: int) -> Mapping[str, OptionValue]:
            return options

        def to_move(self, state: Mapping[str, OptionValue]) -> int:
            raise NotImplementedError

        def legal_actions(self, state: Mapping[str, OptionValue]) -> Sequence[str]:
            raise NotImplementedError

        def next_state(self, state: Mapping[str, OptionValue],
                       action: str) -> Mapping[str, OptionValue]:
            raise NotImplementedError

        def outcome(self, state: Mapping[str, OptionValue]) -> Outcome | None:
            raise NotImplementedError

        def notation(self, state: Mapping[str, OptionValue], action: str) -> str:
            raise NotImplementedError

        def parse(self, state: Mapping[str, OptionValue], text: str) -> str:
            raise NotImplementedError

        def render_text(self, state: Mapping[str, OptionValue]) -> str:
            raise NotImplementedError

    with pytest.raises(NotImplementedError, match="seats option"):
        Toy().seat_count({})


def test_an_outcome_names_its_termination_for_programs() -> None:
    pushed = Outcome(frozenset({1}), "pushed off", termination="piece-pushed-off")
    assert pushed.termination == "piece-pushed-off"
    # The termination is required: there is no default ("unspecified" was one until
    # issue 25 made the set closed), and it is keyword-only.
    untyped: Any = Outcome
    with pytest.raises(TypeError, match="termination"):
        untyped(frozenset(), "x")
    with pytest.raises(TypeError):
        untyped(frozenset(), "x", None, "repetition")
    # Only the words of the closed set are accepted, the old default among the refused.
    for bad in ("unspecified", "pushed-off", "", "Pushed off", "pushed_off", "-x"):
        with pytest.raises(ValueError, match="termination"):
            untyped(frozenset(), "x", termination=bad)


def test_the_termination_set_is_the_literal_type_and_hyphenated_words() -> None:
    assert TERMINATIONS == frozenset(get_args(Termination))
    assert {"resignation", "agreed-draw", "repetition"} <= TERMINATIONS
    assert all(re.fullmatch(r"[a-z]+(?:-[a-z0-9]+)*", word) for word in TERMINATIONS)


def test_outcome_returns_for_wins_shared_wins_and_draws() -> None:
    assert Outcome(frozenset({1}), "x", termination="no-moves").returns(3) == (-1.0, 1.0, -1.0)
    assert Outcome(frozenset({0, 2}), "x", termination="no-moves").returns(3) == (1.0, -1.0, 1.0)
    assert Outcome(frozenset(), "x", termination="no-moves").returns(2) == (0.0, 0.0)


def test_rng_is_deterministic_immutable_and_uniform_enough() -> None:
    rng = Rng.from_seed(42)
    counts = [0] * 6
    for _ in range(6000):
        value, rng = rng.die()
        counts[value - 1] += 1
    assert all(800 < c < 1200 for c in counts)
    assert Rng.from_seed(42).shuffled(range(10)) == Rng.from_seed(42).shuffled(range(10))
    assert sorted(Rng.from_seed(1).shuffled(range(10))[0]) == list(range(10))


def test_a_choice_is_shown_in_its_own_words_and_kept_as_its_value() -> None:
    spec = OptionSpec("first", "Who moves first", "A", choices=("A", "B"),
                      choice_labels=("White", "Black"))
    assert [spec.choice_label(c) for c in spec.choices] == ["White", "Black"]
    assert spec.coerce("B") == "B"
    assert OptionSpec("n", "N", "x", choices=("x", "y")).choice_label("y") == "y"
    with pytest.raises(ValueError, match="one label per choice"):
        OptionSpec("first", "Who moves first", "A", choices=("A", "B"), choice_labels=("White",))
