"""Random games through the contract with every variant combination: invariants
after every decision, notation round trips, and exact replay from the record."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from pushgames.core import CHANCE, TERMINAL, GameRecord, Rng, play, replay_notations, start
from pushgames.pushout import GAME
from pushgames.pushout.cards import CARD_OF, FACE_DOWN, HIDDEN, HOLE, UNKNOWN, is_face_down
from pushgames.pushout.state import PLACE
from pushgames.pushout.variants import OPTIONS
from pushgames.registry import load_record
from ..outcome import finished
from pushgames.pushout.state import PushoutState

MAX_DECISIONS = 20000
NAMES = [spec.name for spec in OPTIONS]


def check_invariants(state: PushoutState) -> None:
    rules = state.rules
    board = [code for code in state.board if code != HOLE]
    pending = [state.pending] if state.phase == PLACE else []
    decided = [CARD_OF[code] for code in board + pending if code != HIDDEN]
    decided += [card for card in state.pile if card != UNKNOWN] + list(state.discard)
    decided += list(state.banks[0]) + list(state.banks[1])
    undecided = (board + pending).count(HIDDEN) + list(state.pile).count(UNKNOWN)
    if state.unseen is None:
        assert undecided == 0
    else:
        assert undecided == len(
            state.unseen), "each undecided card is one of the cards nobody has seen"
        assert len(decided) == len(board + pending) - (board + pending).count(HIDDEN) + len(
            state.discard
        ) + len(state.banks[0]) + len(state.banks[1]), (
            "nothing in the state decides a face-down card or the pile"
        )
        decided += list(state.unseen)
    assert sorted(decided) == sorted(
        rules.deck), "every card is on the board, in a pile, in a bank or unseen"
    assert len(rules.deck) == (24 if rules.single else 48)
    geo = rules.geometry
    assert not any(is_face_down(state.board[q]) for q in geo.scoring_row[0] + geo.scoring_row[1])
    if not rules.swiss and GAME.to_move(state) != TERMINAL:
        holes = {q for q, code in enumerate(state.board) if code == HOLE}
        assert holes <= ({state.pending_hole} if state.phase == PLACE else set()), \
            "outside Swiss Cheese a hole is filled within the move that makes it"
    assert len(state.board) == geo.squares


def check_view(state: PushoutState) -> None:
    """Both seats' views hide every face-down face and the pile order, and drop the generator."""
    for seat in (0, 1):
        view = GAME.view(state, seat)
        assert all(code == HIDDEN for code in view.board + (view.pending,) if FACE_DOWN[code])
        assert view.pile == (UNKNOWN,) * len(state.pile) and view.rng == Rng(0)
        assert GAME.legal_actions(view) == GAME.legal_actions(state)


def play_random_game(
    seed: int, options: dict[str, bool],
) -> tuple[PushoutState, list[str], list[PushoutState]]:
    """A game of random decisions, checked after each: (final state, notations, every state)."""
    chooser = random.Random(seed)
    state = start(GAME, options, seed)
    states, notations = [state], []
    for _ in range(MAX_DECISIONS):
        seat = GAME.to_move(state)
        if seat == TERMINAL:
            break
        assert seat in (0, 1)
        actions = GAME.legal_actions(state)
        assert actions and len(set(actions)) == len(actions)
        action = actions[chooser.randrange(len(actions))]
        text = GAME.notation(state, action)
        assert GAME.parse(state, text) == action, text
        notations.append(text)
        state = play(GAME, state, action)
        assert GAME.to_move(state) != CHANCE
        check_invariants(state)
        states.append(state)
    else:
        raise AssertionError("a random game did not end")
    line = replay_notations(GAME, notations, options, seed)
    assert line.states == states
    return state, notations, states


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=2**40),
       st.lists(st.booleans(), min_size=len(NAMES), max_size=len(NAMES)))
def test_random_games_keep_every_invariant(seed: int, flags: list[bool]) -> None:
    options = dict(zip(NAMES, flags))
    options["hundred"] = options["hundred"] and seed % 4 == 0  # matches are long: fewer of them
    state, _, _ = play_random_game(seed, options)
    assert GAME.outcome(state) is not None


def test_every_legal_action_round_trips_through_notation() -> None:
    for options in ({}, {"swiss": True}, {"single": True, "double": True}):
        chooser = random.Random(1)
        state = start(GAME, options, 1)
        for _ in range(200):
            if GAME.to_move(state) == TERMINAL:
                break
            actions = GAME.legal_actions(state)
            for action in actions:
                assert GAME.parse(state, GAME.notation(state, action)) == action
            state = play(GAME, state, actions[chooser.randrange(len(actions))])


def test_random_games_end_in_every_way_the_rules_allow() -> None:
    reasons: Counter[str] = Counter()
    for seed in range(150):
        state, _, _ = play_random_game(seed, {})
        reason = finished(GAME.outcome(state)).reason
        reasons["pile" if "pile" in reason else "straight" if "straight" in reason else "five"] += 1
    assert reasons["pile"] and reasons["straight"] and reasons["five"]


def test_a_record_replays_the_same_game_from_seed_and_decisions() -> None:
    options = {"swiss": True, "bw_scoring": True, "zeros_wild": True}
    state, notations, _ = play_random_game(42, options)
    record = GameRecord("pushout", GAME.meta.rules_version, options, 42, tuple(notations))
    assert load_record(record.encode()).state == state
    assert not any(FACE_DOWN[c] for c in state.board[:5])


def test_every_combination_of_the_variants_keeps_the_invariants() -> None:
    """A seeded loop through all 2**9 option combinations (the hypothesis test may miss
    some): the opening of a random game in each, invariants and views after every decision."""
    for number, flags in enumerate(itertools.product((False, True), repeat=len(NAMES))):
        options = dict(zip(NAMES, flags))
        chooser = random.Random(number)
        state = start(GAME, options, number)
        assert state.rules.options() == options
        for _ in range(60):
            if GAME.to_move(state) == TERMINAL:
                break
            actions = GAME.legal_actions(state)
            state = play(GAME, state, actions[chooser.randrange(len(actions))])
            check_invariants(state)
            check_view(state)
