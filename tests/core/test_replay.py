"""core.Replay's reading API: states rebuilt from checkpoints, turn marks, notations."""

from __future__ import annotations

from typing import Any

import pytest

from pushgames import registry
from pushgames.core import Replay, replay_notations
from pushgames.core.replay import CHECKPOINT

PUSHFIGHT = registry.get_game("pushfight")


def _line(plies: int) -> Replay[Any, Any]:
    game = registry.get_game("pushpush")
    line = Replay.new(game, {"repetition": False})
    shuffle = ["b1-b2", "b7-b6", "b2-b1", "b6-b7"]
    for ply in range(plies):
        line.push_notation(shuffle[ply % 4])
    return line


def test_states_index_like_a_list() -> None:
    line = _line(2 * CHECKPOINT + 5)
    states = [line.state_at(ply) for ply in range(line.ply + 1)]
    assert len(line.states) == line.ply + 1
    assert line.states[-1] == line.state and line.states[0] == states[0]
    assert line.states[CHECKPOINT - 2: CHECKPOINT + 3] == states[CHECKPOINT - 2: CHECKPOINT + 3]
    assert list(line.states) == states == line.states
    with pytest.raises(IndexError):
        line.state_at(line.ply + 1)
    with pytest.raises(IndexError):
        line.state_at(-1)


def test_the_shuffle_history_counts_every_visit() -> None:
    line = _line(4 * 50)
    assert line.state.history.repeats == 51 and line.state.history.size == 201


def test_turn_marks_group_a_push_fight_turn() -> None:
    line = replay_notations(PUSHFIGHT, ["standard", "standard", "c2-b3", "d1-a3", "a3-b3"])
    marks = [line.turn_mark(ply) for ply in range(line.ply)]
    assert marks == [(0, False), (1, False), (0, False), (0, True), (0, True)]
    assert line.notations() == ["standard", "standard", "c2-b3", "d1-a3", "a3-b3"]
    assert line.notation_at(-1) == "a3-b3"


def test_a_truncated_line_plays_on_like_the_original() -> None:
    line = _line(CHECKPOINT + 3)
    cut = line.truncated(CHECKPOINT - 1)
    assert cut.ply == CHECKPOINT - 1 and cut.state == line.state_at(CHECKPOINT - 1)
    for text in line.notations()[CHECKPOINT - 1:]:
        cut.push_notation(text)
    assert cut.state == line.state and list(cut.states) == list(line.states)
    assert cut.record() == line.record()
