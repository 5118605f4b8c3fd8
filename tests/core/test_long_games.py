"""Long games (issue 10): records of thousands of decisions open linearly and
replay exactly, in every game; states rebuilt from checkpoints equal the states
of a plain step-by-step replay.
"""

from __future__ import annotations

from typing import Any

import tracemalloc
from functools import lru_cache

import pytest

from bench.records_bench import long_record
from pushgames import registry
from pushgames.core import GameRecord, resolve_chance
from pushgames.core.record import CHANCE_MARK
from pushgames.core.replay import CHECKPOINT


@lru_cache(maxsize=None)
def _record(game_id: str, decisions: int) -> str:
    text, made = long_record(game_id, decisions)
    assert made == decisions, f"the generator stopped at {made}"
    return text


def _plain_states(text: str) -> list[Any]:
    """Every state by stepping from the start (the reference the checkpoints must match)."""
    record = GameRecord.decode(text)
    game = registry.get_game(record.game_id)
    recorded = record.chance_recorded
    state = game.new_state(record.options, record.seed)
    if not recorded:
        state = resolve_chance(game, state)
    states = []
    for entry in record.actions:
        if recorded and entry.startswith(CHANCE_MARK):  # a chance outcome after the last decision
            state = game.next_state(state, game.parse(state, entry[len(CHANCE_MARK):]))
            continue
        states.append(state)
        state = game.next_state(state, game.parse(state, entry))
        if not recorded:
            state = resolve_chance(game, state)
    return states + [state]


def test_a_20000_move_push_push_record_opens_and_replays_exactly() -> None:
    text = _record("pushpush", 20_000)
    assert len(text) < 200_000
    line = registry.load_record(text)
    assert line.ply == 20_000 and line.outcome is None
    # the history really is long
    assert not line.state.repetition_draw and line.state.history.size > 1_000
    assert line.encoded() == text == line.record().encode()
    plain = _plain_states(text)
    assert line.state == plain[-1]
    for ply in (0, 1, CHECKPOINT - 1, CHECKPOINT, CHECKPOINT + 1, 12_345, 19_999, 20_000):
        assert line.state_at(ply) == plain[ply]
    assert line.states[-2] == plain[-2] and list(line.states[5:8]) == plain[5:8]


def test_a_move_and_an_undo_on_a_long_game() -> None:
    line = registry.load_record(_record("pushpush", 20_000))
    before = line.state
    game = line.game
    line.push(game.legal_actions(line.state)[0])
    assert line.ply == 20_001 and line.encoded() == line.record().encode()
    undone = line.truncated(20_000)
    assert undone.state == before and undone.ply == 20_000
    assert undone.encoded() == _record("pushpush", 20_000)
    assert undone.notations() == line.notations()[:-1]


def test_undo_keeps_the_link_encoder() -> None:
    """The page encodes after every move: an undo must not deflate the whole game again."""
    text = _record("pushpush", 2_000)
    line = registry.load_record(text)
    assert line.encoded() == text
    line.push(line.game.legal_actions(line.state)[0])
    longer = line.encoded()
    undone = line.truncated(2_000)
    # handed over, not rebuilt
    assert undone._encoder is not None and undone._encoder.count == 2_000
    assert undone.encoded() == text
    undone.push(line.actions[-1])
    assert undone.encoded() == longer


@pytest.mark.parametrize("game_id, decisions", [("pushfight", 1_500), ("pushout", 6_000)])
def test_long_push_fight_and_pushout_records_replay_exactly(game_id: str, decisions: int) -> None:
    text = _record(game_id, decisions)
    line = registry.load_record(text)
    plain = _plain_states(text)
    assert line.ply == decisions and line.state == plain[-1]
    assert list(line.states) == plain
    assert all(line.state_at(ply) == plain[ply] for ply in range(0, decisions + 1, 37))


def _peak_bytes_to_open(text: str) -> int:
    tracemalloc.start()
    try:
        registry.load_record(text)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_opening_grows_about_linearly_in_memory() -> None:
    """Ten times the decisions take at most 25 times the memory (the old replay
    copied the whole history into every state: quadratic, MemoryError at 40,000
    decisions). It is more than 10 because each checkpoint keeps its own version
    of the history trie (a log factor, about 0.3 KB a decision at 20,000)."""
    small = _peak_bytes_to_open(_record("pushpush", 2_000))
    large = _peak_bytes_to_open(_record("pushpush", 20_000))
    assert large < 25 * small
    assert large < 1_000 * 20_000  # under 1 KB a decision, everything included


def test_the_computer_does_not_replay_a_long_game_before_each_search() -> None:
    from pushgames.ai import service

    text = _record("pushpush", 20_000)
    first = service.replay_for(text)
    assert first.ply == 20_000
    line = registry.load_record(text)
    line.push(line.game.legal_actions(line.state)[0])
    again = service.replay_for(line.encoded())
    # extended, not rebuilt
    assert again is first and again.ply == 20_001 and again.state == line.state
    back = service.replay_for(text)
    assert back.ply == 20_000 and back.state == registry.load_record(text).state  # an undo cuts it
    other = service.replay_for(_record("pushpush", 2_000))
    assert other.ply == 2_000 and other is not back
