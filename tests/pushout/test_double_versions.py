"""Double Pushout changed in rules version 3 (a turn moves two different cards,
the win is checked after the whole turn): a record written under version 2
that moved one card twice still replays as it did, and the same decisions are
refused under version 3."""

from __future__ import annotations

import dataclasses

import pytest

from pushgames.registry import get_game
from pushgames.core import GameRecord, ReplayError, Replay, Rng, replay_record
from pushgames.pushout import GAME
from pushgames.pushout.actions import kind, use_parts
from typing import Any, cast

OPTIONS = GAME.meta.normalize_options({"double": True})


def one_card_twice_line(rules_version: int) -> Replay[Any, Any]:
    """A Double line whose first turn switches a card and then switches the same card back."""
    line = Replay(GAME, OPTIONS, 0, GAME.new_state(OPTIONS, 0, rules_version), Rng.from_seed(11),
                  rules_version)
    line._resolve()
    state = line.state
    for action in GAME.legal_actions(state):
        if kind(cast(int, action)) == "use" and use_parts(cast(int, action))[1]:
            after = GAME.next_state(state, action)
            back = [a for a in GAME.legal_actions(after) if kind(cast(int, a)) == "use"
                    and use_parts(cast(int, a))[1]
                    and GAME.next_state(after, a).board == state.board]
            if back and GAME.to_move(after) == GAME.to_move(state):
                line.push(action)
                line.push(back[0])
                return line
    raise AssertionError("no switch to play twice in this deal")


def test_a_version_2_record_that_moved_one_card_twice_replays_as_it_did() -> None:
    line = one_card_twice_line(2)
    record = line.record()
    assert record.rules_version == 2 and GAME.meta.rules_version == 3
    again = replay_record(GameRecord.decode(record.encode()), get_game)
    assert again.notations() == line.notations() and again.state.board == line.state.board
    assert GAME.to_move(again.state) == 1, "the turn of two moves went to Black"


def test_the_same_decisions_are_refused_under_version_3() -> None:
    record = one_card_twice_line(2).record()
    newer = dataclasses.replace(record, rules_version=3)
    with pytest.raises(ReplayError, match="two different cards"):
        replay_record(GameRecord.decode(newer.encode()), get_game)
