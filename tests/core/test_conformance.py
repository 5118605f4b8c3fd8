"""What every game promises through the contract, checked for every registered
game (and the test games) over random games. A new game runs this suite by
being registered: nothing here names a game.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pushgames import registry
from pushgames.core import CHANCE, TERMINAL, TERMINATIONS, GameRecord, Replay, Rng, replay_record
from pushgames.core.simulate import random_game

GAME_IDS = registry.game_ids() + registry.toy_game_ids()
SEEDS = range(12)
#: The first seeds of every game and seat count run in the fast tier; the others
#: are marked slow (docs/testing.md), so `make test-fast` still sees every game.
FAST_SEEDS = 1
#: Random play ends well within this in every game (Push Push's longest
#: random games wander for about 2,000 decisions).
MAX_DECISIONS = 6_000
#: Legal actions checked per state for the notation round trip.
SAMPLE = 40


def max_decisions(game: Any) -> int:
    """The cap for ``game``: a game whose random games are longer by nature
    (Apocalypse USA at 6 seats wanders for up to about 12,000 decisions
    before two regions empty) declares its own ``random_game_decisions``."""
    return int(getattr(game, "random_game_decisions", MAX_DECISIONS))


def seat_counts(game: Any) -> list[int]:
    return list(range(game.meta.min_seats, game.meta.max_seats + 1))


def options_for(game: Any, seats: int) -> dict[str, object]:
    return {"seats": seats} if game.meta.min_seats != game.meta.max_seats else {}


def cases() -> list[Any]:
    out = []
    for game_id in GAME_IDS:
        game = registry.get_game(game_id)
        out += [pytest.param(game_id, seats, seed,
                             marks=() if seed < FAST_SEEDS else pytest.mark.slow)
                for seats in seat_counts(game) for seed in SEEDS]
    return out


class _PlayedGames(dict[tuple[str, int, int], Any]):
    """Random games by (game id, seats, seed), each played when a test first asks
    (a run of the fast tier plays only the games it checks)."""

    def __missing__(self, key: tuple[str, int, int]) -> Any:
        game_id, seats, seed = key
        game = registry.get_game(game_id)
        self[key] = random_game(game, options_for(game, seats), seed,
                                max_decisions=max_decisions(game))
        return self[key]


@pytest.fixture(scope="module")
def played() -> dict[tuple[str, int, int], Any]:
    return _PlayedGames()


@pytest.mark.parametrize("game_id, seats, seed", cases())
def test_random_games_end_with_a_named_termination(played: dict[tuple[str, int, int], Any],
                                                   game_id: str, seats: int,
        seed: int) -> None:
    game = registry.get_game(game_id)
    line = played[game_id, seats, seed]
    assert not line.capped, f"a random game did not end in {max_decisions(game)} decisions"
    outcome = line.outcome(game)
    assert outcome is not None and outcome.reason
    # Stronger than "not unspecified" (the default until issue 25 removed it): the end is
    # one of the closed set, however the Outcome was made.
    assert outcome.termination in TERMINATIONS, (f"{game_id} ended without naming how: "
                                                 f"{outcome.reason}")
    assert game.seat_count(line.final) == seats
    assert all(0 <= w < seats for w in outcome.winners)


@pytest.mark.parametrize("game_id, seats, seed", cases())
def test_notation_round_trips_and_apply_equals_next_state(played: dict[tuple[str, int, int], Any],
                                                          game_id: str, seats: int,
        seed: int) -> None:
    game = registry.get_game(game_id)
    line = played[game_id, seats, seed]
    sampler = random.Random(seed)
    for state, action in zip(line.states, line.actions):
        actions = list(game.legal_actions(state))
        assert len(set(actions)) == len(actions), "no action is offered twice"
        for legal in sampler.sample(actions, min(SAMPLE, len(actions))) + [action]:
            text = game.notation(state, legal)
            assert game.parse(state, text) == legal, text
            assert isinstance(game.notation_for(state, legal, None), str)
        assert game.apply(state, action) == game.next_state(state, action)


@pytest.mark.parametrize("game_id, seats, seed", cases())
def test_views_offer_the_movers_actions_and_determinizations_look_the_same(
    played: dict[tuple[str, int, int], Any], game_id: str, seats: int,
        seed: int) -> None:
    game = registry.get_game(game_id)
    line = played[game_id, seats, seed]
    rng = Rng.from_seed(seed)
    differed = 0
    for number, state in enumerate(line.states):
        mover = game.to_move(state)
        if mover >= 0:
            assert game.legal_actions(game.view(state, mover)) == game.legal_actions(state)
            prompt = game.prompt(state)
            assert prompt.startswith(game.meta.seat_names[mover]), prompt
        if number % 5 and number != len(line.states) - 1:
            continue  # every fifth state, and the last, for every seat
        for seat in range(seats):
            seen = game.view(state, seat)
            sample = game.determinize(seen, seat, rng)
            rng = Rng.from_seed(rng.next64()[0])
            # A sample differs from the truth only where the seat cannot see:
            # its view of the sample is the view it has.
            assert game.view(sample, seat) == seen
            assert game.legal_actions(sample) == game.legal_actions(state) or mover != seat
            differed += game.with_rng(sample, Rng(0)) != game.with_rng(state, Rng(0))
    # A game with hidden information hides something: samples are not the truth.
    assert bool(differed) == game.meta.has_hidden_information


@pytest.mark.parametrize("game_id, seats, seed", [c for c in cases() if c.values[2] < 4])
def test_records_replay_to_the_same_game(played: dict[tuple[str, int, int], Any],
                                         game_id: str, seats: int,
        seed: int) -> None:
    game = registry.get_game(game_id)
    line = played[game_id, seats, seed]
    notes = []
    state = line.states[0]
    for state, action in zip(line.states, line.actions):
        notes.append(game.notation(state, action))
    record = GameRecord(game.meta.id, game.meta.rules_version, line.options, seed, tuple(notes))
    replay = replay_record(GameRecord.decode(record.encode()), registry.get_game)
    assert replay.state == line.final
    assert replay.notations() == notes


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_chance_and_the_end_are_named_by_to_move(game_id: str) -> None:
    game = registry.get_game(game_id)
    fresh = game.new_state(options_for(game, game.meta.min_seats), 1)
    assert game.to_move(fresh) >= CHANCE
    if game.to_move(fresh) == CHANCE:
        assert game.legal_actions(fresh) == ()
        assert game.prompt(fresh) == game.chance_event(fresh).description
    played = random_game(game, options_for(game, game.meta.min_seats), 1)
    assert game.to_move(played.final) == TERMINAL and game.legal_actions(played.final) == ()
    assert game.prompt(played.final) == "The game is over"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_new_line_records_every_chance_outcome_and_replays_from_them(game_id: str) -> None:
    game = registry.get_game(game_id)
    for seed in range(3):
        line = Replay.new(game, options_for(game, game.meta.max_seats), seed)
        chooser = random.Random(seed)
        for _ in range(300):
            if line.outcome is not None:
                break
            actions = game.legal_actions(line.state)
            line.push(actions[chooser.randrange(len(actions))])
        record = GameRecord.decode(line.encoded())
        assert record.chance_recorded and record.seed == 0, "a record never holds a seed"
        for other_seed in (1, 2):
            again = replay_record(record, registry.get_game, chance_seed=other_seed)
            assert again.state == line.state and again.entries() == list(record.actions)


@pytest.mark.parametrize("game_id, seats, seed", [c for c in cases() if c.values[2] < 4])
def test_seat_facts_are_public_and_seats_that_see_alike_do(played: dict[tuple[str, int, int], Any],
                                                           game_id: str, seats: int,
        seed: int) -> None:
    """A strip's facts (``seat_facts``) are the same whoever looks, so the
    page may show them to everyone; a game declaring ``seats_see_alike``
    shows every seat (and a spectator) the same view, so it needs no hand-off."""
    game = registry.get_game(game_id)
    line = played[game_id, seats, seed]
    for number, state in enumerate(line.states):
        if number % 7 and number != len(line.states) - 1:
            continue
        views = [game.view(state, seat) for seat in [*range(seats), None]]
        for seat in range(seats):
            facts = game.seat_facts(state, seat)
            assert all(isinstance(label, str) and label and isinstance(value, (int, str))
                       for label, value in facts)
            assert all(game.seat_facts(seen, seat) == facts for seen in views)
        if game.meta.seats_see_alike:
            assert all(seen == views[0] for seen in views)
    assert game.meta.has_private_information == (game.meta.has_hidden_information
                                                 and not game.meta.seats_see_alike)


def test_the_games_with_cards_in_hand_show_them_on_the_strips() -> None:
    for game_id in ("pickpocket", "apocalypse", "push"):
        game = registry.get_game(game_id)
        state = Replay.new(game, {"seats": 3}, 1).state
        assert game.meta.has_private_information, game_id
        assert dict(game.seat_facts(state, 0))["cards"] == state.cards.size(2), game_id
    pushout = registry.get_game("pushout")
    assert not pushout.meta.has_private_information
    assert "row" in dict(pushout.seat_facts(Replay.new(pushout, {}, 1).state, 0))
