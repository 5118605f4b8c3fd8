"""Nothing nobody has seen is decided (rules version 2): chance says which card
each card is exactly when some seat first sees it, from the cards nobody has
seen, and every such outcome round-trips through notation."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

import pytest

from pushgames.core import (
    CHANCE, IllegalActionError, NotationError, Rng, TERMINAL, play, resolve_chance, start,
)
from pushgames.core import OptionValue
from pushgames.pushout import GAME, PushoutState, custom_state, square_index
from pushgames.pushout.cards import CANON, HIDDEN, UNKNOWN, VALUE_FOR, card_name, home_code
from pushgames.pushout.hidden import unseen_cards
from pushgames.pushout.state import BANK_TOP, DEALING, DISCARD_TOP, MAIN, OVER, SHOW, SHOW_DRY

from .test_winning import PLAIN_BLACK
from .util import BOARD, at, do
from ..outcome import finished

SWISS = {"swiss": True}


def fresh(rows: list[str] | None = None, **kw: Any) -> PushoutState:
    return custom_state(rows or BOARD, undecided=True, **kw)


def squares(*names: str) -> tuple[int, ...]:
    return tuple(square_index(n) for n in names)


def check_event(state: PushoutState) -> dict[str, float]:
    """The chance event at ``state``: uniform over the cards nobody has seen,
    identical cards as one outcome; returns {card name: probability}."""
    assert GAME.to_move(state) == CHANCE and GAME.legal_actions(state) == ()
    event = GAME.chance_event(state)
    counts = Counter(card_name(CANON[c]) for c in unseen_of(state))
    outcomes = {GAME.notation(state, a): p for a, p in event.outcomes}
    total = len(unseen_of(state))
    assert outcomes == pytest.approx({name: n / total for name, n in counts.items()})
    for action, _ in event.outcomes:
        assert GAME.parse(state, GAME.notation(state, action)) == action
    assert GAME.prompt(state) == event.description
    return outcomes


def unseen_of(state: PushoutState) -> tuple[int, ...]:
    """The cards nobody has seen, which a state with nothing decided always lists."""
    assert state.unseen is not None, "the state lists no unseen cards"
    return state.unseen


def see(state: PushoutState, name: str) -> PushoutState:
    """Chance says the next card seen is ``name``."""
    check_event(state)
    return GAME.next_state(state, GAME.parse(state, name))


def test_a_new_game_decides_nothing_but_its_generator() -> None:
    for options in ({}, {"single": True}, {"swiss": True, "hundred": True}):
        states = [GAME.new_state(options, seed) for seed in (1, 2, 99)]
        assert len({s._replace(rng=Rng(0)) for s in states}) == 1, "the seed decides no card"
        state = states[0]
        geo = state.rules.geometry
        assert state.board == (HIDDEN,) * geo.squares and set(state.pile) == {UNKNOWN}
        assert state.unseen == tuple(sorted(state.rules.deck)) and state.phase == DEALING
        assert state.shows == geo.scoring_row[0] + geo.scoring_row[1], "White's row is dealt first"
        dealt = start(GAME, options, 1)
        assert all(dealt.board[q] == HIDDEN for q in geo.middle_row[0] + geo.middle_row[1])
        assert set(dealt.pile) == {UNKNOWN} and len(unseen_of(dealt)) == len(dealt.rules.deck) - 10


def test_the_deal_asks_chance_for_each_card_dealt_face_up() -> None:
    state = GAME.new_state({}, 5)
    seen = []
    while GAME.to_move(state) == CHANCE:
        outcomes = check_event(state)
        assert GAME.chance_event(state).description.endswith("is dealt face up")
        action, _ = GAME.chance_event(state).sample(state.rng)
        seen.append(state.shows[0])
        assert GAME.notation_for(state, action, 0).startswith(f"{'abcde'[state.shows[0] % 5]}")
        before = len(unseen_of(state))
        state = GAME.next_state(state, action)
        assert len(unseen_of(state)) == before - 1 and sum(outcomes.values()) == pytest.approx(1)
    assert seen == list(range(5)) + list(
        range(15, 20)) and state.phase == MAIN and GAME.to_move(state) == 0


def test_discarding_from_the_pile_shows_the_card() -> None:
    state = do(fresh(turns_done=(0, 0)), "discard")
    assert state.phase == SHOW and state.shows == (DISCARD_TOP,) and state.discard == (UNKNOWN,)
    assert GAME.chance_event(state).description == "a card goes face up onto the discard pile"
    state = see(state, "3T/3S")
    assert [card_name(c) for c in state.discard] == ["3T/3S"] and GAME.to_move(state) == 1
    assert len(unseen_of(state)) == 27 + 10 and len(state.pile) == 27


def test_up_turns_up_the_card_entering_the_far_row_and_draws_face_up_into_the_hole() -> None:
    state = do(fresh(), "d1 U")
    assert state.shows == squares("d1", "d4") and state.board[square_index("d4")] == HIDDEN
    state = see(state, "1U/5R")
    assert at(state, "d1") == "1U/5R" and state.shows == squares("d4")
    state = see(state, "2L/4S")
    assert at(state, "d4") == "2L/4S" and at(state, "d3") == "#" and at(state, "d2") == "1U/5R"
    assert GAME.to_move(state) == 1 and state.turns_done == (4, 3)


def test_a_card_drawn_into_a_middle_row_stays_undecided() -> None:
    rows = list(BOARD)
    rows[2] = "1U/5R # # # #"
    state = do(fresh(rows), "a2 U")
    assert state.shows == squares("a4"), "only the card entering Black's row is seen"
    state = see(state, "5L/1U")
    assert state.board[square_index("a2")] == HIDDEN and at(state, "a3") == "1U/5R"


def test_switching_a_face_down_card_into_a_scoring_row_turns_it_up() -> None:
    state = do(fresh(), "e1 S e2")
    assert state.shows == squares("e1") and at(state, "e2") == "3S/3S"
    state = see(state, "4S/2L")
    assert at(state, "e1") == "4S/2L" and GAME.to_move(state) == 1


def test_face_down_cards_pushed_along_a_middle_row_stay_undecided() -> None:
    rows = list(BOARD)
    rows[2] = "1R/5T # # # #"
    state = do(fresh(rows), "a2 R")  # the face-down card falling off goes back face down, unseen
    assert GAME.to_move(state) == 1 and at(state,
                                           "a2") == "#" and state.board[
        square_index("a2")] == HIDDEN
    state = do(fresh(rows, options={"conveyor": True}), "a2 R")
    assert GAME.to_move(state) == 1 and state.board[square_index("a2")] == HIDDEN


def test_conveyor_a_face_down_card_displaced_onto_the_discard_pile_is_seen() -> None:
    rows = list(BOARD)
    rows[2] = "# 1R/5T # # #"
    state = do(fresh(rows, options={"conveyor": True}), "b2 R")
    assert state.shows == (DISCARD_TOP,
                           ) and state.board[square_index("b2")] == HIDDEN, "drawn face down"
    state = see(state, "2T/4R")
    assert [card_name(c) for c in state.discard] == ["2T/4R"] and at(state, "a2") == "#"


@pytest.mark.parametrize("where, place",
                         [("discard", DISCARD_TOP), ("bank", BANK_TOP - 0), ("a1", 0)])
def test_swiss_a_face_down_card_that_fell_off_is_seen_when_discarded_banked_or_put_in_a_scoring_row(
    where: str, place: int,
) -> None:
    rows = [PLAIN_BLACK, "# # # # #", "1R/5T # # # #", ". 1R/5T 2R/4S 1U/5R 3S/3S"]
    state = do(fresh(rows, options=SWISS), "a2 R")
    assert state.pending == HIDDEN and GAME.to_move(state) == 0
    assert do(state, "a2").board[
        square_index("a2")] == HIDDEN, "a face-down card put in a middle row stays unseen"
    shown = do(state, where)
    assert shown.shows == (place,)
    after = see(shown, "1S/5S")
    names = {"discard": [card_name(c) for c in after.discard],
             "bank": [card_name(c) for c in after.banks[0]],
             "a1": [at(after, "a1")]}
    assert names[where] == ["1S/5S"] and GAME.to_move(after) == 1


def test_a_card_turned_up_as_the_pile_runs_out_counts_before_the_deal_ends() -> None:
    decided = custom_state(BOARD)
    discard = [card_name(c) for c in decided.pile]
    state = do(fresh(discard=discard, turns_done=(0, 0)), "d1 U")
    assert state.phase == SHOW_DRY and state.shows == squares("d4") and not state.pile
    card = unseen_of(state)[-1]
    ended = see(state, card_name(card))
    assert ended.phase == OVER and GAME.to_move(ended) == TERMINAL
    seen = VALUE_FOR[1][home_code(card)]
    scores = finished(GAME.outcome(ended)).scores
    assert scores is not None, "Pushout scores every finished game"
    assert scores[1] == 4 + 3 + 3 + seen + 5, "Black's row counts the card seen (d4's 2T/4L is off)"


def test_one_hundred_deals_again_with_nothing_decided() -> None:
    decided = custom_state(BOARD)
    discard = [card_name(c) for c in decided.pile]
    state = do(fresh(discard=discard, options={"hundred": True}), "discard")
    assert state.phase == DEALING and state.deal == 2 and set(state.pile) == {UNKNOWN}
    assert state.unseen == tuple(sorted(state.rules.deck)) and state.board == (HIDDEN,) * 20
    assert state.last_deal is not None and GAME.to_move(resolve_chance(GAME, state)) == 1


def test_chance_refuses_a_card_that_nobody_can_still_see() -> None:
    state = GAME.new_state({}, 3)
    for name in ("1U/5R", "1U/5R"):  # both copies of the card
        state = GAME.next_state(state, GAME.parse(state, name))
    with pytest.raises(IllegalActionError, match="no 1U/5R is left"):
        GAME.parse(state, "1U/5R")
    with pytest.raises(NotationError):
        GAME.parse(state, "9Z/9Z")
    with pytest.raises(IllegalActionError, match="no 5R/1U is left"):
        GAME.parse(start(GAME, {"single": True}, 1)._replace(phase=SHOW,
                                                             shows=(DISCARD_TOP,)), "5R/1U")
    assert GAME.parse(state, " 1r / 5t ") == GAME.parse(state, "1R/5T"), "any case, any spaces"


def play_recording(seed: int, options: Mapping[str, OptionValue]
                   ) -> tuple[list[PushoutState], list[str]]:
    """A random game with every chance outcome kept: (states, notations), chance included."""
    chooser = random.Random(seed)
    state = GAME.new_state(options, seed)
    states, notes = [state], []
    while GAME.to_move(state) != TERMINAL:
        if GAME.to_move(state) == CHANCE:
            check_event(state)
            action, rng = GAME.chance_event(state).sample(state.rng)
            state = GAME.with_rng(state, rng)
        else:
            actions = GAME.legal_actions(state)
            action = actions[chooser.randrange(len(actions))]
        text = GAME.notation(state, action)
        assert GAME.parse(state, text) == action, text
        notes.append(text)
        state = GAME.next_state(state, action)
        states.append(state)
    return states, notes


@pytest.mark.parametrize("options",
                         [{}, {"swiss": True, "conveyor": True, "double": True}, {"single": True},
                          {"hundred": True, "single": True, "swiss": True}])
def test_a_game_replayed_from_its_recorded_outcomes_goes_the_same_way_whatever_the_seed(
    options: dict[str, OptionValue],
) -> None:
    states, notes = play_recording(4, options)
    assert sum(GAME.to_move(s) == CHANCE for s in states) >= 10
    state = GAME.new_state(options, 12345)  # another seed: the outcomes decide, not the generator
    replayed = [state]
    for text in notes:
        action = GAME.parse(state, text)
        state = GAME.next_state(state,
                                action) if GAME.to_move(
            state) == CHANCE else GAME.apply(state, action)
        replayed.append(state)
    assert [s._replace(rng=Rng(0)) for s in replayed] == [s._replace(rng=Rng(0)) for s in states]


def test_play_resolves_the_cards_seen_with_the_games_generator() -> None:
    state = start(GAME, {}, 8)
    after = play(GAME, state, GAME.parse(state, "discard"))
    assert GAME.to_move(after) == 1 and after.discard[0] < 48
    assert play(GAME, state, GAME.parse(state,
                                        "discard")) == after, "the same generator, the same card"


def test_a_search_sample_of_a_chance_state_already_holds_the_card_to_be_seen() -> None:
    state = do(fresh(), "d1 U")
    view = GAME.view(state, 1)
    assert view == state._replace(rng=Rng(0))
    sample = GAME.determinize(view, 1, Rng(4))
    assert sample.unseen is None and GAME.view(sample, 1) == view
    (action, p), = GAME.chance_event(sample).outcomes
    assert p == 1.0 and GAME.chance_event(sample).sample(Rng(1))[0] == action
    after = resolve_chance(GAME, sample)
    assert GAME.to_move(after) == 1 and HIDDEN not in after.board[:5] + after.board[15:]
    assert len(unseen_cards(GAME.view(after, 0))) == len(
        unseen_cards(view)) - 2, "d1 and d4 were seen"
