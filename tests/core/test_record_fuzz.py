"""Hostile records (issue 10): random, truncated, reversed, nested and mutated input
gives only typed errors (RecordError subclasses), with structural bounds on the work.
Every fuzz test of the record codec is here (test_record.py has the cases by hand).

No durations are asserted (the suite runs on loaded machines): the bounds are
the decoder's caps and the peak memory tracemalloc sees.
"""

from __future__ import annotations

import base64
import json
import random
import tracemalloc
import zlib

from hypothesis import given, settings
from hypothesis import strategies as st

from pushgames import registry
from pushgames.core import EncodingError, GameRecord, RecordError, Replay
from pushgames.core import record as record_module

GAME = registry.get_game("pushpush")


def _deflate(raw: bytes) -> str:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return "1" + base64.urlsafe_b64encode(
        packer.compress(raw) + packer.flush()).decode().rstrip("=")


def _load_typed(text: str) -> None:
    """Load ``text``; anything but success or a RecordError fails the test."""
    try:
        registry.load_record(text)
    except RecordError:
        pass


def _valid_text(seed: int, plies: int, game_id: str = "pushpush") -> str:
    game = registry.get_game(game_id)
    chooser = random.Random(seed)
    # Push Push either side first, so records carry options too.
    options = {"first": chooser.choice("AB")} if game_id == "pushpush" else {}
    line = Replay.new(game, options, seed)
    while line.ply < plies and game.to_move(line.state) >= 0:
        line.push(chooser.choice(list(game.legal_actions(line.state))))
    return line.record({"0": "Ann"}).encode()


@settings(max_examples=500)
@given(st.text(max_size=400))
def test_random_text_gives_record_errors_only(text: str) -> None:
    _load_typed(text)
    _load_typed("1" + text)


@settings(max_examples=300)
@given(st.binary(max_size=400))
def test_random_deflated_bytes_give_record_errors_only(raw: bytes) -> None:
    _load_typed(_deflate(raw))
    _load_typed("1" + base64.urlsafe_b64encode(raw).decode())


@settings(max_examples=100)
@given(depth=st.integers(3, 200_000), opener=st.sampled_from(["[", "{\"a\":", "[1,{\"b\":["]),
       wrapped=st.booleans())
def test_deeply_nested_payloads_are_encoding_errors(depth: int, opener: str, wrapped: bool) -> None:
    inner = opener * depth
    raw = ('["pushpush",1,{},0,' + inner + "]" if wrapped else inner).encode()
    text = _deflate(raw)
    try:
        registry.load_record(text)
    except EncodingError as error:
        assert "nested too deeply" in str(error) or "bad data" in str(error)
    else:
        raise AssertionError("a nested payload loaded")


@settings(max_examples=300)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 80), data=st.data(),
       game_id=st.sampled_from(["pushpush", "pushfight", "pushout"]))
def test_truncated_and_mutated_records_give_record_errors_only(seed: int, plies: int,
                                                               data: st.DataObject,
                                                              game_id: str) -> None:
    text = _valid_text(seed, plies, game_id)
    cut = data.draw(st.integers(0, len(text)))
    _load_typed(text[:cut])
    _load_typed(text[:cut] + "A" + text[cut + 1:])
    _load_typed(text[::-1])
    position = data.draw(st.integers(0, len(text) - 1))
    letter = data.draw(st.sampled_from("AZaz09-_=/+."))
    _load_typed(text[:position] + letter + text[position + 1:])


@settings(max_examples=200)
@given(seed=st.integers(0, 10_000), plies=st.integers(1, 40), data=st.data())
def test_mutated_payloads_give_record_errors_only(seed: int, plies: int,
                                                  data: st.DataObject) -> None:
    """Valid JSON with one field swapped for something else, re-deflated."""
    payload = GameRecord.decode(_valid_text(seed, plies)).to_json()
    odd = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=True),
                    st.text(max_size=30), st.lists(st.integers(), max_size=3),
                    st.dictionaries(st.text(max_size=5), st.text(max_size=5), max_size=3))
    field = data.draw(st.sampled_from(
        ["game", "version", "options", "seed", "actions", "names", "action"]))
    if field == "action" and payload["actions"]:
        payload["actions"][data.draw(st.integers(0, len(payload["actions"]) - 1))] = data.draw(odd)
    elif field == "options":
        payload["options"] = {data.draw(
            st.sampled_from(["first", "repetition", "x"])): data.draw(odd)}
    else:
        payload[field] = data.draw(odd)
    as_list = [payload.get(k) for k in ("game", "version", "options", "seed", "actions")]
    for shape in (payload, as_list):
        _load_typed(_deflate(json.dumps(shape).encode()))


def test_a_deflate_bomb_never_inflates_past_the_cap() -> None:
    """50 MB of brackets deflate to about 50 KB; the decoder stops at MAX_JSON."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(b"[" * 50_000_000) + packer.flush()
    text = "1" + base64.urlsafe_b64encode(packed).decode().rstrip("=")
    assert len(text) < record_module.MAX_TEXT
    tracemalloc.start()
    try:
        try:
            GameRecord.decode(text)
        except EncodingError as error:
            assert "too large" in str(error)
        else:
            raise AssertionError("a deflate bomb decoded")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 4 * record_module.MAX_JSON + 4 * len(text)


def test_the_largest_nested_link_stays_within_a_small_memory_bound() -> None:
    """A maximal nested payload is refused by the flat scan, never parsed."""
    text = _deflate(b"[" * (record_module.MAX_JSON - 1))
    tracemalloc.start()
    try:
        try:
            GameRecord.decode(text)
        except EncodingError as error:
            assert "nested too deeply" in str(error)
        else:
            raise AssertionError("a nested link decoded")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 16 * record_module.MAX_JSON
