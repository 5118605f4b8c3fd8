"""Game records: the codec's round trip and typed errors for every kind of bad input
(random and damaged input, fuzzed: test_record_fuzz.py)."""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pushgames import registry
from pushgames.core import (
    EncodingError, GameRecord, NewerVersionError, RecordError, Replay, ReplayError,
    UnknownGameError,
)
from typing import Any
from ..outcome import finished

GAME = registry.get_game("pushpush")


def _pack(payload: object) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = json.dumps(payload).encode()
    return "1" + base64.urlsafe_b64encode(
        packer.compress(raw) + packer.flush()).decode().rstrip("=")


def _random_line(seed: int, plies: int) -> Replay[Any, Any]:
    chooser = random.Random(seed)
    line = Replay.new(GAME, {"first": chooser.choice("AB")}, seed)
    for _ in range(plies):
        if line.outcome is not None:
            break
        line.push(chooser.choice(list(GAME.legal_actions(line.state))))
    return line


def test_round_trip_of_a_played_game_restores_position_and_moves() -> None:
    line = _random_line(1, 40)
    text = line.record({"0": "Ann", "1": "Bo"}).encode()
    assert all(c.isalnum() or c in "-_" for c in text)
    restored = registry.load_record(text)
    assert restored.state == line.state
    assert restored.notations() == line.notations()
    assert GameRecord.decode(text).names == {"0": "Ann", "1": "Bo"}


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), plies=st.integers(0, 60))
def test_round_trip_for_random_games(seed: int, plies: int) -> None:
    line = _random_line(seed, plies)
    record = line.record()
    assert GameRecord.decode(record.encode()) == record
    assert registry.load_record(record.encode()).state == line.state


def test_agreed_draw_round_trips() -> None:
    line = _random_line(2, 6)
    line.agree_draw()
    restored = registry.load_record(line.record().encode())
    assert restored.agreed_draw and finished(restored.outcome).is_draw


def test_unknown_game_is_named() -> None:
    with pytest.raises(UnknownGameError, match="'chess'"):
        registry.load_record(_pack(["chess", 1, {}, 0, []]))


def test_newer_rules_version_is_refused() -> None:
    with pytest.raises(NewerVersionError, match="newer version"):
        registry.load_record(_pack(["pushpush", 99, {}, 0, []]))


def test_an_illegal_action_names_its_ply() -> None:
    with pytest.raises(ReplayError) as caught:
        registry.load_record(_pack(["pushpush", 1, {}, 0, ["d1-d2", "d1-d3"]]))
    assert caught.value.ply == 2 and "d1-d3" in str(caught.value)


def test_an_agreed_draw_in_the_middle_is_refused() -> None:
    with pytest.raises(ReplayError):
        registry.load_record(_pack(["pushpush", 1, {}, 0, ["=", "d1-d2"]]))


def test_bad_options_are_refused() -> None:
    with pytest.raises(RecordError, match="options"):
        registry.load_record(_pack(["pushpush", 1, {"first": "C"}, 0, []]))
    with pytest.raises(RecordError, match="options"):
        registry.load_record(_pack(["pushpush", 1, {"colour": "red"}, 0, []]))


@pytest.mark.parametrize("payload", [
    {"not": "a list"}, [1, 2, 3], ["pushpush", "1", {}, 0, []], ["pushpush", 1, [], 0, []],
    ["pushpush", 1, {}, -1, []], ["pushpush", 1, {}, 0, [3]], ["pushpush", 1, {}, True, []],
    ["", 1, {}, 0, []], ["pushpush", 1, {"x": [1]}, 0, []], ["pushpush", 1, {}, 0, [], {"0": 5}],
])
def test_wrong_shapes_are_encoding_errors(payload: object) -> None:
    with pytest.raises(EncodingError):
        GameRecord.decode(_pack(payload))


def test_a_deflate_bomb_is_refused() -> None:
    bomb = "1" + base64.urlsafe_b64encode(zlib.compress(b"[" + b" " * 5_000_000, 9)[2:-4]).decode()
    with pytest.raises(EncodingError):
        GameRecord.decode(bomb)


def test_an_encoder_given_all_entries_at_once_writes_the_text_entries_given_one_by_one_write() -> (
    None
):
    """``RecordEncoder.add_all`` (a record opened from its text) and ``add`` (a move at a
    time) give the same text, however the entries are cut: deflate's output does not
    depend on how its input is split between calls without a flush."""
    import random

    from pushgames.core.record import RecordEncoder

    chooser = random.Random(5)
    words = ["c1-c2", "a3-a4'", "pass", "~a1:1L/5T", "b1 S c1", "\u00e9\u00e8 \"q\" \\", "x" * 200]
    for length in (0, 1, 2, 17, 3_000, 40_000):
        entries = [chooser.choice(words) + str(chooser.randrange(9)) for _ in range(length)]
        one_by_one = RecordEncoder("pushpush", 1, {"repetition": False}, 0)
        for entry in entries:
            one_by_one.add(entry)
        at_once = RecordEncoder("pushpush", 1, {"repetition": False}, 0)
        at_once.add_all(entries)
        cut = chooser.randrange(length + 1)
        in_parts = RecordEncoder("pushpush", 1, {"repetition": False}, 0)
        for entry in entries[:cut]:
            in_parts.add(entry)
        in_parts.add_all(entries[cut:])
        in_parts.add_all([])
        expected = one_by_one.text(("=",), {"0": "Ann"})
        assert at_once.text(("=",), {"0": "Ann"}) == expected
        assert in_parts.text(("=",), {"0": "Ann"}) == expected
        assert at_once.count == in_parts.count == one_by_one.count == length
        at_once.add("pass")
        one_by_one.add("pass")
        assert at_once.text() == one_by_one.text()


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(
    ["~", "~a1:1L/5T", "=", "#", "#0", "#12", "a=", "a#", "c1-c2", "", "~#", "=="]),
                max_size=30))
def test_decision_count_leaves_out_chance_outcomes_and_final_marks_wherever_they_are(
    entries: list[str]) -> None:
    """``decision_count`` counts with C loops; it must count as the plain reading does:
    entries that are neither a chance outcome nor a final mark, at any position."""
    from pushgames.core.record import CHANCE_MARK, is_final_mark

    expected = sum(1 for e in entries if not e.startswith(CHANCE_MARK) and not is_final_mark(e))
    assert GameRecord("pushout", 1, {}, 0, tuple(entries),
                      chance_recorded=True).decision_count == expected


def test_decoded_reads_a_text_once_and_still_applies_a_limit_lowered_since(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pushgames.core import record as record_module

    text = GameRecord("pushpush", 1, {}, 0, ("d1-d2", "c7-c6")).encode()
    first = record_module.decoded(text)
    assert record_module.decoded(text) is first  # the page's open path shares one reading
    assert first == GameRecord.decode(text)
    # A limit lowered after the text was read (the page's own check does this) applies.
    monkeypatch.setattr(record_module, "MAX_TEXT", len(text) - 1)
    with pytest.raises(EncodingError, match="too long"):
        record_module.decoded(text)
    # A text that cannot be read is refused every time, never kept.
    for _ in range(2):
        with pytest.raises(EncodingError):
            record_module.decoded("2not-a-record")
