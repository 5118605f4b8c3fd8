"""Every way a record can fail to load is a RecordError subclass naming the problem (issue 10)."""

from __future__ import annotations

import base64
import json
import zlib
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

import pytest

from pushgames import registry
from pushgames.core import (
    AGREED_DRAW, MAX_DECISIONS, TERMINAL, EncodingError, Game, GameMeta, GameRecord, OptionSpec,
    OptionValue, RecordError, RecordTooLongError, Replay, ReplayError, Rng, replay_notations,
    replay_record,
)
from pushgames.core import record as record_module

#: The link of issue 10: a record whose JSON nests 20,000 brackets.
NESTED_LINK = "17cExAQAAAMKgoOvfwxoeQAEAAAAAAAAAAAAAAAAAAAAAAADwYA"


def _pack(payload: object) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = json.dumps(payload).encode()
    return "1" + base64.urlsafe_b64encode(
        packer.compress(raw) + packer.flush()).decode().rstrip("=")


def test_the_nested_link_of_the_issue_is_an_encoding_error_naming_the_nesting() -> None:
    with pytest.raises(EncodingError, match="nested too deeply"):
        registry.load_record(NESTED_LINK)


@pytest.mark.parametrize("position", [
    "." * 26,  # matches the option's pattern, but no pieces at all
    "Y" * 26,  # every square anchored
    ".OX.....oXx....oOx.....OX. brown".replace("O", "X"),  # the wrong number of squares and rounds
])
def test_a_push_fight_start_position_that_cannot_be_played_is_a_record_error(position: str) -> None:
    with pytest.raises(RecordError, match="options") as caught:
        registry.load_record(_pack(["pushfight", 1, {"position": position}, 0, []]))
    assert type(caught.value) is RecordError  # not a bare OptionError or NotationError
    assert "position" in str(caught.value)


def test_a_position_string_that_breaks_the_pattern_is_a_record_error() -> None:
    with pytest.raises(RecordError, match="options are not valid"):
        registry.load_record(_pack(["pushfight", 1, {"position": "not a position"}, 0, []]))


@pytest.mark.parametrize("game_id, bad",
                         [("pushpush", "zz-9"), ("pushfight", "q9-x0"), ("pushout", "%%%")])
def test_malformed_notation_is_a_replay_error_naming_the_move(game_id: str, bad: str) -> None:
    with pytest.raises(ReplayError) as caught:
        registry.load_record(_pack([game_id, 1, {}, 0, [bad]]))
    assert caught.value.ply == 1 and caught.value.notation == bad and bad in str(caught.value)


# -- a game whose engine fails on odd input with a plain Python error ----------
@dataclass(frozen=True, slots=True)
class _CountState:
    count: int
    rng: Rng


class _FragileGame(Game[_CountState, int]):
    """Counts up; ``new_state`` fails on option ``start`` 13 and ``parse`` on "boom"
    with the plain errors a game's corner case might raise."""

    meta = GameMeta("fragile", "Fragile", "A test game.", 2, 2, ("Counter", "Watcher"), 1, "test",
                    options=(OptionSpec("start", "Start", 0, minimum=0, maximum=20),))

    def initial_state(self, options: Mapping[str, OptionValue], seed: int) -> _CountState:
        if options["start"] == 13:
            raise KeyError("no table entry for 13")
        return _CountState(int(options["start"]), Rng.from_seed(seed))

    def to_move(self, state: _CountState) -> int:
        return TERMINAL if state.count >= 10_000_000 else 0

    def legal_actions(self, state: _CountState) -> Sequence[int]:
        return (1,)

    def next_state(self, state: _CountState, action: int) -> _CountState:
        return _CountState(state.count + action, state.rng)

    def seat_count(self, state: _CountState) -> int:
        return 1

    def outcome(self, state: _CountState) -> None:
        return None

    def render_text(self, state: _CountState) -> str:
        return str(state.count)

    def notation(self, state: _CountState, action: int) -> str:
        return "+"

    def parse(self, state: _CountState, text: str) -> int:
        if text == "boom":
            raise IndexError("list index out of range")
        return 1


def _fragile(game_id: str) -> Game[Any, Any]:
    return _FragileGame()


def test_an_engine_failure_on_odd_options_is_a_record_error_naming_it() -> None:
    with pytest.raises(RecordError, match="options cannot start a game.*KeyError") as caught:
        replay_record(GameRecord("fragile", 1, {"start": 13}, 0, ()), _fragile)
    assert isinstance(caught.value.__cause__, KeyError)  # the bug stays visible to developers


def test_an_engine_failure_on_odd_notation_is_a_replay_error_naming_the_move() -> None:
    with pytest.raises(ReplayError, match="move 2.*boom.*IndexError") as caught:
        replay_record(GameRecord("fragile", 1, {}, 0, ("+", "boom")), _fragile)
    assert caught.value.ply == 2


# -- the cap on decisions ----------------------------------------------------------
def test_a_record_over_the_cap_is_refused_before_anything_is_replayed() -> None:
    payload = ["pushpush", 1, {}, 0, ["d1-d2"] * (MAX_DECISIONS + 1)]
    with pytest.raises(RecordTooLongError, match="at most 50,000 moves.*50,001"):
        GameRecord.decode(_pack(payload))
    with pytest.raises(RecordTooLongError):
        GameRecord.from_json(payload)


def test_the_agreed_draw_mark_is_not_a_decision() -> None:
    record = GameRecord.from_json(["fragile", 1, {}, 0, ["+"] * MAX_DECISIONS + [AGREED_DRAW]])
    line = replay_record(record, _fragile)
    assert line.ply == MAX_DECISIONS and line.agreed_draw


def test_replay_and_play_stop_at_the_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(record_module, "MAX_DECISIONS", 5)
    with pytest.raises(RecordTooLongError):
        replay_notations(_FragileGame(), ["+"] * 6)
    line = replay_notations(_FragileGame(), ["+"] * 5)
    with pytest.raises(RecordTooLongError, match="at most 5"):
        line.push(1)
    assert line.ply == 5


def test_the_cap_is_a_record_error() -> None:
    assert issubclass(RecordTooLongError, RecordError)
    assert Replay.new(_FragileGame()).ply == 0


def test_a_record_longer_than_a_link_may_be_is_refused_when_written_too() -> None:
    """Issue 22: a game is never written that could not be opened again."""
    from pushgames.core.record import MAX_TEXT, check_text

    fits = "2" + "A" * (MAX_TEXT - 1)
    check_text(fits)
    with pytest.raises(EncodingError, match="too long"):
        GameRecord.decode(fits + "A")  # what opening it would say
    with pytest.raises(RecordTooLongError, match="at most 200,000 characters"):
        check_text(fits + "A")
