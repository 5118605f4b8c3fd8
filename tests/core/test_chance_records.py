"""Records keep each chance outcome as it happened, and nothing that has not
happened: no seed decides the future, a replay checks every recorded outcome,
and records written before (with a seed) replay exactly as they did."""

from __future__ import annotations

from typing import Any

import random

import pytest

from pushgames import registry
from pushgames.core import CHANCE, GameRecord, RecordError, ReplayError, resolve_chance
from pushgames.core.knowledge import UNSEEN
from pushgames.core.record import CHANCE_MARK
from pushgames.core.replay import Replay, replay_notations, replay_record
from pushgames.pushfight import RANDOM
from pushgames.pickpocket import COUNTS, DECK

PUSHFIGHT = registry.get_game("pushfight")
PICKPOCKET = registry.get_game("pickpocket")


def random_line(game: Any, plies: int, seed: int,
                options: dict[str, Any] | None = None) -> Replay[Any, Any]:
    line = Replay.new(game, options, seed)
    chooser = random.Random(seed)
    for _ in range(plies):
        if line.outcome is not None:
            break
        actions = game.legal_actions(line.state)
        line.push(actions[chooser.randrange(len(actions))])
    return line


def test_a_new_line_records_its_chance_and_no_seed() -> None:
    line = Replay.new(PUSHFIGHT, {}, 5)
    line.push(RANDOM)
    line.push(RANDOM)
    record = line.record()
    assert record.chance_recorded and record.seed == 0
    chance = [e for e in record.actions if e.startswith(CHANCE_MARK)]
    assert record.actions[0] == "random" and len(chance) == 2 and chance[0].startswith("~arrange ")
    text = line.encoded()
    assert text.startswith("2") and text == record.encode()
    again = replay_record(GameRecord.decode(text), registry.get_game)
    assert again.state == line.state and again.entries() == line.entries() == list(record.actions)


def test_a_link_of_an_unfinished_game_holds_nothing_no_seat_has_seen() -> None:
    line = random_line(PICKPOCKET, 3, seed=3, options={"seats": 3})
    assert line.outcome is None
    record = GameRecord.decode(line.encoded())
    one = replay_record(record, registry.get_game, chance_seed=1)
    other = replay_record(record, registry.get_game, chance_seed=2)
    assert one.state == other.state == line.state, "the record alone decides the present"
    cards = one.state.cards
    assert all(card.face == UNSEEN for card in cards.pile(DECK)), "the deck's faces are not decided"
    assert cards.pool is not None and sum(cards.pool) == cards.size(DECK) < sum(COUNTS)
    # Every face in the record was seen by its owner when it was drawn.
    faces = [e for e in record.actions if e.startswith(CHANCE_MARK + "face")]
    decided = sum(1 for pile in cards.piles for card in pile if card.face >= 0)
    assert len(faces) == decided
    # What comes next is decided only as it happens: two continuations differ.
    draws = set()
    for chance_seed in range(12):
        going_on = replay_record(record, registry.get_game, chance_seed=chance_seed)
        while not any(e.startswith(CHANCE_MARK) for e in going_on.entries()[len(record.actions):]):
            going_on.push(going_on.game.legal_actions(going_on.state)[0])  # until the next draw
        draws.add(tuple(going_on.entries()[len(record.actions):]))
    assert len(draws) > 1


def test_a_replay_checks_every_recorded_outcome() -> None:
    line = Replay.new(PUSHFIGHT, {}, 5)
    line.push(RANDOM)
    good = line.record().actions
    assert good[1].startswith(CHANCE_MARK)
    cases = {
        "impossible": (good[0], "~arrange 7 18"),  # squares outside White's half
        "missing": (good[0], "random"),  # a decision where chance must act
        "unasked": ("~arrange 7 18",),  # chance where a seat decides
        "garbled": (good[0], "~shuffle"),
    }
    for name, entries in cases.items():
        record = GameRecord("pushfight", 1, {}, 0, entries, chance_recorded=True)
        with pytest.raises(ReplayError):
            replay_record(record, registry.get_game)


def test_undo_keeps_the_chance_that_happened_before_it() -> None:
    line = random_line(PICKPOCKET, 12, seed=8, options={"seats": 2})
    for plies in (0, 1, 5, line.ply):
        cut = line.truncated(plies)
        assert cut.entries() == line.entries()[:line.entry_count(plies)]
        assert cut.encoded() == cut.record().encode()
        assert cut.state == line.state_at(plies)
    assert line.chance_outcomes(None), "the opening deal's faces came before the first decision"


def test_states_rebuilt_from_checkpoints_apply_the_recorded_outcomes() -> None:
    line = random_line(PICKPOCKET, 200, seed=4, options={"seats": 3, "turns": 60})
    replayed = replay_record(GameRecord.decode(line.encoded()), registry.get_game)
    assert list(replayed.states) == list(line.states)
    for ply in range(0, line.ply + 1, 7):
        assert replayed.state_at(ply) == line.state_at(ply)


def test_a_seeded_record_replays_its_chance_from_the_seed_as_before() -> None:
    record = GameRecord("pushfight", 1, {}, 11, ("random", "random", "c3-c4"))
    assert record.encode().startswith("1") and not GameRecord.decode(
        record.encode()).chance_recorded
    line = replay_record(GameRecord.decode(record.encode()), registry.get_game)
    state = resolve_chance(PUSHFIGHT, PUSHFIGHT.new_state({}, 11))
    for text in record.actions[:2]:
        state = resolve_chance(PUSHFIGHT, PUSHFIGHT.next_state(state, PUSHFIGHT.parse(state, text)))
    # Issue 22: the line now records the chance the seed made, and writes no seed.
    assert line.state_at(2) == state and line.chance_recorded
    reencoded = GameRecord.decode(line.encoded())
    assert (reencoded.seed, reencoded.chance_recorded) == (0, True)
    assert [e for e in reencoded.actions if not e.startswith(CHANCE_MARK)] == list(record.actions)
    assert replay_notations(PUSHFIGHT, record.actions, {}, 11).state == line.state
    again = replay_record(reencoded, registry.get_game)
    assert again.notations() == line.notations() and again.entries() == line.entries()


def seeded_pickpocket(decisions: int, seed: int = 5) -> GameRecord:
    """A format-1 (seeded) Pickpocket record of ``decisions`` decisions, as the old page wrote
    it."""
    line = Replay.new(PICKPOCKET, {"seats": 2}, seed, seeded=True)
    chooser = random.Random(seed)
    while line.ply < decisions:
        actions = PICKPOCKET.legal_actions(line.state)
        line.push(actions[chooser.randrange(len(actions))])
    record = line.record()
    assert not record.chance_recorded and record.seed == seed
    return record


def test_a_seeded_record_replays_as_before_but_chance_after_it_is_fresh() -> None:
    record = seeded_pickpocket(6)
    old = replay_notations(PICKPOCKET, record.actions, record.options, record.seed)
    # The recorded decisions and the chance between them come out as they always did.
    for chance_seed in (1, 2):
        line = replay_record(record, registry.get_game, chance_seed=chance_seed)
        assert line.notations() == list(record.actions)
        assert [line.state_at(p).cards for p in range(line.ply)] == [old.state_at(p).cards
                                                                     for p in range(old.ply)]
    # What chance did after the last decision (and does later) no longer follows from the seed.
    afters = set()
    for chance_seed in range(12):
        line = replay_record(record, registry.get_game, chance_seed=chance_seed)
        afters.add(tuple(line.entries()[line.entry_count(line.ply - 1):]))
    assert len(afters) > 1, "the seed's author cannot know the chance after the last decision"
    # A seeded record of no decision is a new game: its deal is fresh too.
    empty = GameRecord("pickpocket", record.rules_version, record.options, record.seed)
    deals = {tuple(replay_record(empty, registry.get_game, chance_seed=s).entries())
             for s in range(12)}
    assert len(deals) > 1


def test_a_record_that_stops_where_chance_must_act_is_refused() -> None:
    line = Replay.new(PUSHFIGHT, {}, 5)
    line.push(RANDOM, chance_follows=False)
    assert PUSHFIGHT.to_move(line.state) == CHANCE
    # Issue 22: opening it used to draw that chance afresh each time (a re-roll); now it is refused.
    with pytest.raises(RecordError, match="stops where chance must act"):
        replay_record(GameRecord.decode(line.encoded()), registry.get_game, chance_seed=9)
    # Cutting the last chance entry off a real record is refused the same way.
    whole = Replay.new(PICKPOCKET, {"seats": 2}, 3)
    entries = whole.record().actions
    assert entries[-1].startswith(CHANCE_MARK)
    cut = GameRecord("pickpocket", 1, dict(whole.options), 0, entries[:-1], chance_recorded=True)
    with pytest.raises(RecordError):
        replay_record(cut, registry.get_game)
    # A record of no entries at all is a new game's options: its opening chance is dealt as it
    # opens.
    new = GameRecord("pickpocket", 1, dict(whole.options), 0, (), chance_recorded=True)
    opened = replay_record(new, registry.get_game, chance_seed=4)
    assert PICKPOCKET.to_move(opened.state) >= 0 and opened.entries()[0].startswith(CHANCE_MARK)
