"""The population phase: the roll for how many actions, each action with its own die, no action
twice."""

from __future__ import annotations

import pytest

from pushgames.apocalypse import GAME
from pushgames.apocalypse.state import (
    ACTION_ROLL, DIS_ROLL, MIGRATE, POP, POP_ROLL, SCORE, TAKE, TRANSFER_WHO, hand,
)
from pushgames.core import CHANCE, IllegalActionError
from pushgames.core.knowledge import HIDDEN

from .util import BLUE, GREEN, RED, counts, do, face, legal, number, table


def test_the_turn_rolls_for_how_many_actions_and_each_action_rolls_its_own_die() -> None:
    state = table(phase=POP_ROLL)
    assert GAME.to_move(state) == CHANCE and GAME.prompt(
        state) == "Red rolls for how many population actions"
    assert dict(GAME.chance_event(state).outcomes) == {f"roll {k}": 1 / 6 for k in range(1, 7)}
    state = do(state, "roll 2")
    assert state.phase == POP and state.left == 2
    state = do(state, "migrate")
    assert state.phase == ACTION_ROLL and GAME.chance_event(
        state).description == "Red rolls for Migrate"
    state = do(state, "roll 1", "move PN-CN")
    assert counts(state, "PN") == (5, 6, 6) and counts(state, "CN") == (7, 6, 6)
    assert state.phase == POP and state.left == 1


def test_no_action_twice_a_turn_and_no_more_than_the_roll() -> None:
    state = do(table(phase=POP_ROLL), "roll 2", "growth", "roll 1", "grow PN")
    assert "growth" not in legal(state) and "migrate" in legal(state)
    with pytest.raises(IllegalActionError):
        do(state, "growth")
    state = do(state, "migrate", "roll 1", "move PN-CN")
    assert state.phase == SCORE, ("two actions on a roll of 2: the population phase is over (no "
                                  "disaster in hand)")


def test_done_ends_the_population_phase_early_and_a_disaster_hand_rolls_for_disasters() -> None:
    state = do(table(phase=POP_ROLL, hands=[["Meteor Impact"], [], []]), "roll 6", "done")
    assert state.phase == DIS_ROLL and GAME.prompt(state) == "Red rolls for how many disasters"


def test_migrate_moves_up_to_the_roll_of_own_tokens_between_any_regions() -> None:
    state = do(table(phase=POP, left=1), "migrate", "roll 3")
    assert state.phase == MIGRATE and "done" in legal(state) and len(legal(state)) == 9 * 8 + 1
    state = do(state, "move PN-AS", "move CT-AS")
    assert counts(state, "AS") == (8, 6, 6)
    state = do(state, "done")
    assert state.phase == SCORE and counts(state, "PN") == (5, 6, 6)
    only_two = do(table(fill=0, tokens={"PN": (1, 0, 0)}, phase=POP, left=1), "migrate", "roll 2")
    assert all(a.startswith("move PN-") for a in legal(only_two) if a != "done")


def test_transfer_swaps_own_and_opponent_tokens_in_adjacent_regions_the_roll_times() -> None:
    state = table(2, fill=0, tokens={"PN": (2, 0), "CN": (0, 3), "AS": (0, 4)}, phase=POP, left=1)
    state = do(state, "transfer", "roll 2")
    assert legal(state) == ["swap PN-CN"], "only own tokens next to an opponent's can swap"
    state = do(state, "swap PN-CN")
    assert counts(state, "PN") == (1, 1) and counts(state, "CN") == (1, 2)
    assert state.phase == 5 and state.count == 1
    assert set(legal(state)) == {"swap PN-CN", "swap CN-PN"}
    state = do(state, "swap CN-PN")
    assert counts(state, "PN") == (2, 0) and state.phase == SCORE
    totals = [state.on_board(s) for s in range(2)]
    assert totals == [2, 7], "a transfer changes no one's number of tokens"


def test_transfer_asks_whose_token_when_several_opponents_are_there() -> None:
    state = table(3, fill=0, tokens={"PN": (1, 0, 0), "CN": (0, 1, 1)}, phase=POP, left=1)
    state = do(state, "transfer", "roll 1", "swap PN-CN")
    assert state.phase == TRANSFER_WHO and legal(state) == ["with Blue", "with Green"]
    assert GAME.prompt(state) == "Red: whose token, Blue or Green?"
    state = do(state, "with Green")
    assert counts(state, "PN") == (0, 0, 1) and counts(state, "CN") == (1, 1, 0)


def test_transfer_is_not_offered_without_an_opponent_next_to_an_own_token() -> None:
    state = table(2, fill=0, tokens={"PN": (3, 0), "AS": (0, 3)}, phase=POP, left=1)
    assert "transfer" not in legal(state)


def test_growth_adds_the_roll_in_regions_already_occupied() -> None:
    state = table(2, fill=0, tokens={"PN": (1, 0), "CS": (2, 5), "AS": (0, 4)}, phase=POP, left=1)
    state = do(state, "growth", "roll 3")
    assert legal(state) == ["grow PN", "grow CS"]
    state = do(state, "grow PN", "grow PN", "grow CS")
    assert counts(state, "PN") == (3, 0) and counts(state, "CS") == (3, 5) and state.phase == SCORE


def test_lure_moves_the_roll_of_opponent_tokens_or_all_there_are() -> None:
    state = table(3, fill=0, tokens={"PN": (4, 3, 0), "CT": (0, 0, 2)}, phase=POP, left=1)
    state = do(state, "lure", "roll 5")
    assert {a.split()[1].split("-")[0] for a in legal(state)} == {"PN", "CT"}
    state = do(state, "lure PN-AS", "lure CT-AS")
    assert counts(state, "AS") == (0, 1, 1) and counts(state, "PN") == (4, 2, 0)
    assert state.count == 3 and "done" not in legal(state), "Lure moves the whole roll"
    state = do(state, "lure AS-PS", "with Blue", "lure PS-AS", "lure AS-CS", "with Green")
    assert state.phase == SCORE and state.on_board(BLUE) + state.on_board(GREEN) == 5


def test_lure_with_fewer_opponent_tokens_than_the_roll_moves_as_many_as_there_are() -> None:
    state = table(2, fill=0, tokens={"PN": (3, 1), "CT": (0, 1)}, phase=POP, left=1)
    state = do(state, "lure", "roll 6")
    assert state.count == 2
    state = do(state, "lure PN-AS", "lure CT-AS")
    assert counts(state, "AS") == (0, 2) and state.phase == SCORE


def test_lure_asks_whose_token_when_several_opponents_share_the_region() -> None:
    state = do(table(3, phase=POP, left=1), "lure", "roll 1", "lure CN-AN")
    assert legal(state) == ["with Blue", "with Green"]
    state = do(state, "with Blue")
    assert counts(state, "CN") == (6, 5, 6) and counts(state, "AN") == (6, 7, 6)


def test_shit_happens_draws_the_roll_each_face_decided_by_chance_as_it_is_seen() -> None:
    state = do(table(phase=POP, left=1), "draw", "roll 2")
    assert GAME.to_move(state) == CHANCE and GAME.chance_event(
        state).description == "Red draws a card"
    assert len(GAME.chance_event(state).outcomes) == 90
    meteor = number("Meteor Impact")
    assert GAME.notation_for(state, f"face {meteor}", RED) == "Red draws Meteor Impact (3)"
    assert GAME.notation_for(state, f"face {meteor}", BLUE) == "Red draws a card"
    state = do(state, f"face {meteor}")
    with pytest.raises(IllegalActionError):
        do(state, f"face {meteor}")  # that card is no longer in the deck
    state = do(state, f"face {number('Army')}")
    assert state.hand_faces(RED) == (face("Meteor Impact"),
                                     face("Army")) and state.cards.size(0) == 88


def test_look_outs_shows_every_other_hand_to_the_looker_only_then_takes_one() -> None:
    hands = [["Army"], ["Meteor Impact", "NASA"], ["Famine"]]
    state = do(table(hands=hands, phase=POP, left=1), "lookouts")
    assert state.phase == TAKE and GAME.to_move(state) == RED
    assert set(legal(state)) == {f"take {number(n)}" for n in ("Meteor Impact", "NASA", "Famine")}
    red, green = GAME.view(state, RED), GAME.view(state, GREEN)
    assert red.hand_faces(BLUE) == (face("Meteor Impact"), face("NASA"))
    assert green.hand_faces(BLUE) == (HIDDEN, HIDDEN)
    take = f"take {number('NASA')}"
    assert GAME.notation_for(state, take, RED) == "Red takes NASA (2) from Blue"
    assert GAME.notation_for(state, take, BLUE) == "Red takes NASA (2) from Blue"
    assert GAME.notation_for(state, take, GREEN) == "Red takes a card from Blue"
    assert GAME.notation_for(state, take, None) == "Red takes a card from Blue"
    after = do(state, take)
    assert after.hand_faces(RED) == (face("Army"),
                                     face("NASA")) and after.hand_faces(
        BLUE) == (face("Meteor Impact"),)
    assert GAME.view(after, BLUE).hand_faces(RED) == (HIDDEN,
                                                      face("NASA")), "the victim knows what it lost"
    assert GAME.view(after, GREEN).hand_faces(RED) == (HIDDEN, HIDDEN)
    assert GAME.view(after, RED).hand_faces(GREEN) == (face("Famine"),
                                                       ), "the looker keeps what it saw"
    assert GAME.view(after, GREEN).hand_faces(BLUE) == (HIDDEN,)


def test_look_outs_rolls_no_die_and_needs_a_card_in_another_hand() -> None:
    assert "lookouts" not in legal(table(phase=POP, left=1))
    state = do(table(hands=[[], ["Army"], []], phase=POP, left=1), "lookouts")
    assert GAME.to_move(state) == RED and state.phase == TAKE


def test_the_population_actions_change_tokens_only_by_growth() -> None:
    state = table(3, phase=POP, left=6, hands=[[], ["Army"], []])
    before = [state.on_board(s) for s in range(3)]
    state = do(state, "migrate", "roll 2", "move PN-CN", "done", "lure", "roll 1",
               "lure CN-AN", "with Blue",
               "transfer", "roll 1", "swap PN-CN", "with Green")
    assert [state.on_board(s) for s in range(3)] == before
    state = do(state, "growth", "roll 2", "grow AS", "grow AS")
    assert [state.on_board(s) for s in range(3)] == [before[0] + 2] + before[1:]
    assert state.cards.size(hand(RED)) == 0
