"""Records written under rules version 1 (the whole deck shuffled from the seed
at each deal) replay exactly as before: the same states, the same notations,
the same final position. The corpus was written by the version-1 engine."""

from __future__ import annotations

import pytest

from pushgames.core import TERMINAL, GameRecord, play, start
from pushgames.pushout import GAME

from .legacy_corpus import fingerprint, load
from pushgames.pushout.state import PushoutState

CORPUS = load()


def replay_v1(record: GameRecord) -> tuple[list[PushoutState], list[str]]:
    """Every state of a version-1 record replayed (the state before the deal
    first), and the notation of each decision read back from its state."""
    first = GAME.new_state(record.options, record.seed, rules_version=record.rules_version)
    state = start(GAME, record.options, record.seed, rules_version=record.rules_version)
    states: list[PushoutState] = [first, state]
    notes: list[str] = []
    for text in record.actions:
        action = GAME.parse(state, text)
        notes.append(GAME.notation(state, action))
        state = play(GAME, state, action)
        states.append(state)
    return states, notes


def test_the_corpus_covers_the_variants_and_long_matches() -> None:
    records = [GameRecord.decode(entry["record"]) for entry in CORPUS]
    assert len(records) >= 300 and all(r.rules_version == 1 for r in records)
    for name in ("single", "double", "swiss", "conveyor", "bw_moves", "bw_scoring", "bw_middle",
                 "zeros_wild",
                 "hundred"):
        assert sum(bool(r.options[name]) for r in records) >= 20, name
    assert max(entry["states"] for entry in CORPUS) > 1000, "One Hundred matches deal several times"


@pytest.mark.parametrize("number", range(0, len(CORPUS), 25))
def test_a_version_1_record_starts_with_the_whole_deck_dealt_from_its_seed(number: int) -> None:
    record = GameRecord.decode(CORPUS[number]["record"])
    state = start(GAME, record.options, record.seed, rules_version=1)
    assert state.unseen is None and sorted(state.pile + tuple(
        (c - 1) // 2 if c < 97 else c - 97 for c in state.board)) == sorted(state.rules.deck)
    fresh = start(GAME, record.options, record.seed)
    assert fresh.unseen is not None and set(fresh.pile) == {
        48}, "a new game decides nothing it does not show"


def test_every_version_1_record_replays_exactly() -> None:
    for number, entry in enumerate(CORPUS):
        record = GameRecord.decode(entry["record"])
        states, notes = replay_v1(record)
        assert notes == list(record.actions), number
        assert len(states) == entry["states"], number
        assert fingerprint(states) == entry["fingerprint"], f"game {number} went another way"
        assert GAME.to_move(states[-1]) == TERMINAL
        assert GAME.render_text(states[-1]) == entry["final"], number
