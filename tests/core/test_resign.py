"""Resignation in the record format: ``#`` and the seat as a record's final mark
(issue 15). It round-trips through text, replays to a won game, undo takes it
back, and every misplaced or malformed mark is a typed RecordError."""

from __future__ import annotations

from typing import Any

import base64
import json
import zlib

import pytest

from pushgames import registry
from pushgames.core import (
    MAX_DECISIONS, RESIGNED, GameRecord, IllegalActionError, RecordError, Replay, ReplayError,
    replay_notations, replay_record,
)
from pushgames.core.record import AGREED_DRAW, is_final_mark, resignation, resigned_seat

from .test_record_errors import _FragileGame

PUSHPUSH = registry.get_game("pushpush")


def _pack(payload: object, fmt: str = "1") -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = json.dumps(payload).encode()
    return fmt + base64.urlsafe_b64encode(
        packer.compress(raw) + packer.flush()).decode().rstrip("=")


def _pushpush_line(*notations: str) -> Replay[Any, Any]:
    line = Replay.new(PUSHPUSH, {}, 3)
    for text in notations:
        line.push_notation(text)
    return line


# -- the notation ----------------------------------------------------------------
def test_a_resignation_is_the_mark_and_the_seat() -> None:
    assert RESIGNED == "#"
    assert [resignation(s) for s in (0, 1, 5)] == ["#0", "#1", "#5"]
    assert [resigned_seat(t) for t in ("#0", "#1", "#12")] == [0, 1, 12]


@pytest.mark.parametrize("text",
                         ["#", "#01", "#-1", "#x", "#1 ", "#123", "#\u0661", "=", "a1-b2",
                          "~roll 5", ""])
def test_anything_else_names_no_resigned_seat(text: str) -> None:
    assert resigned_seat(text) is None


def test_final_marks_cannot_be_any_game_notation() -> None:
    # Every notation starts with a letter or digit and a chance entry with "~":
    # a record's final marks start with "=" or "#" (pushgames.core.record).
    for game_id in registry.game_ids():
        game = registry.get_game(game_id)
        line = Replay.new(game, {}, 1)
        for _ in range(40):
            if game.to_move(line.state) < 0:
                break
            line.push(game.legal_actions(line.state)[-1])
        assert not any(is_final_mark(entry) for entry in line.entries()), game_id
    assert is_final_mark(AGREED_DRAW) and is_final_mark("#1") and is_final_mark("#junk")


# -- the outcome -------------------------------------------------------------------
def test_resigning_ends_a_two_seat_game_with_the_other_seat_winning() -> None:
    line = _pushpush_line("a1-b2", "a7-a6")
    line.resign(1)
    outcome = line.outcome
    assert outcome is not None
    assert outcome.winners == frozenset({0})
    assert outcome.termination == "resignation"
    assert outcome.reason == "Black (B) resigned"
    assert line.resigned == 1 and line.ending == "#1" and not line.agreed_draw
    assert line.record().actions == ("a1-b2", "a7-a6", "#1")


def test_either_seat_may_resign_whoever_is_to_move() -> None:
    line = _pushpush_line("a1-b2")  # Black to move
    line.resign(0)
    assert line.outcome is not None and line.outcome.winners == frozenset({1})
    assert line.outcome.reason == "White (A) resigned"


def test_a_finished_game_cannot_be_resigned_and_a_resigned_game_takes_no_moves() -> None:
    line = _pushpush_line("a1-b2")
    line.resign(1)
    with pytest.raises(IllegalActionError, match="the game is over"):
        line.resign(0)
    with pytest.raises(IllegalActionError, match="the game is over"):
        line.agree_draw()
    with pytest.raises(IllegalActionError, match="Black \\(B\\) resigned"):
        line.push_notation("a7-a6")
    drawn = _pushpush_line("a1-b2")
    drawn.agree_draw()
    with pytest.raises(IllegalActionError, match="the game is over"):
        drawn.resign(0)


def test_only_seats_of_a_two_seat_game_can_resign() -> None:
    line = _pushpush_line()
    with pytest.raises(IllegalActionError, match="seat 2 does not play"):
        line.resign(2)
    apocalypse = registry.get_game("apocalypse")
    three = Replay.new(apocalypse, {"seats": 3}, 1)
    with pytest.raises(IllegalActionError, match="only a game of two players"):
        three.resign(0)
    assert three.ending is None and three.outcome is None


# -- round trips -------------------------------------------------------------------
def test_a_resignation_round_trips_through_the_text_form() -> None:
    line = _pushpush_line("a1-b2", "a7-a6", "b2-c3")
    line.resign(0)
    text = line.encoded()
    assert text == line.record().encode()
    assert GameRecord.decode(text).actions[-1] == "#0"
    restored = registry.load_record(text)
    assert restored.resigned == 0 and restored.ply == 3
    assert restored.outcome == line.outcome
    assert restored.state == line.state


def test_a_resignation_round_trips_in_a_game_that_records_chance() -> None:
    pushout = registry.get_game("pushout")
    line = Replay.new(pushout, {}, 5)
    for _ in range(4):
        line.push(pushout.legal_actions(line.state)[0])
    line.resign(1)
    restored = registry.load_record(line.encoded())
    assert restored.entries() == line.entries() and restored.resigned == 1
    assert restored.outcome is not None and restored.outcome.winners == frozenset({0})


def test_a_seeded_record_may_end_with_a_resignation() -> None:
    line = replay_notations(PUSHPUSH, ["a1-b2", "#1"])
    assert line.ply == 1 and line.resigned == 1
    loaded = registry.load_record(_pack(["pushpush", 1, {}, 0, ["a1-b2", "#1"]]))
    assert loaded.resigned == 1 and loaded.notations() == ["a1-b2"]


def test_undo_takes_the_resignation_back_and_the_game_goes_on() -> None:
    line = _pushpush_line("a1-b2")
    line.resign(1)
    encoded = line.encoded()
    assert line.take_back_ending() == "#1"
    assert line.ending is None and line.outcome is None
    assert line.encoded() != encoded and line.encoded() == line.record().encode()
    line.push_notation("a7-a6")
    assert line.ply == 2
    assert line.take_back_ending() is None


def test_a_truncated_line_keeps_the_resignation_only_when_whole() -> None:
    line = _pushpush_line("a1-b2", "a7-a6")
    line.resign(1)
    assert line.truncated(2).resigned == 1
    assert line.truncated(1).ending is None and line.truncated(1).outcome is None


# -- typed errors ----------------------------------------------------------------------
@pytest.mark.parametrize("actions, ply, reason", [
    (["#1", "a1-b2"], 1, "last entry"),
    (["a1-b2", "#0", "a7-a6"], 2, "last entry"),
    (["a1-b2", "=", "#1"], 2, "last entry"),
    (["a1-b2", "#1", "="], 2, "last entry"),
    (["a1-b2", "#2"], 2, "seat 2 does not play"),
    (["a1-b2", "#01"], 2, "neither an agreed draw nor a resignation"),
    (["a1-b2", "#-1"], 2, "neither"),
    (["#x"], 1, "neither"),
    (["#"], 1, "neither"),
])
def test_a_bad_resignation_is_a_replay_error_naming_it(actions: list[str], ply: int,
                                                       reason: str) -> None:
    for fmt in ("1", "2"):
        with pytest.raises(ReplayError, match=reason) as caught:
            registry.load_record(_pack(["pushpush", 1, {}, 0, actions], fmt))
        assert isinstance(caught.value, RecordError)
        assert caught.value.ply == ply and caught.value.notation == actions[ply - 1]


def test_a_resignation_after_the_game_ended_is_refused() -> None:
    from tests.pushpush.lines import WHITE_WIN

    with pytest.raises(ReplayError, match="the game is over"):
        registry.load_record(_pack(["pushpush", 1, {}, 0, list(WHITE_WIN) + ["#1"]]))


def test_a_resignation_in_a_game_of_three_is_refused() -> None:
    with pytest.raises(ReplayError, match="only a game of two players"):
        registry.load_record(_pack(["apocalypse", 1, {"seats": 3}, 0, ["#0"]], "2"))


class _TwoSeatCounter(_FragileGame):
    def seat_count(self, state: object) -> int:
        return 2


def test_the_resignation_mark_is_not_a_decision() -> None:
    record = GameRecord.from_json(["fragile", 1, {}, 0, ["+"] * MAX_DECISIONS + ["#1"]])
    line = replay_record(record, lambda game_id: _TwoSeatCounter())
    assert line.ply == MAX_DECISIONS and line.resigned == 1
