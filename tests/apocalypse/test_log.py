"""The log in sentences that name everything (issue 21): each Lure move with its
regions, each casualty with its region, casualties taken without a question, a
score call with each seat's gain and total, the dice and what they were for, and
the mitigations played against the disaster under way (``state.saves``)."""

from __future__ import annotations

from pushgames.apocalypse import GAME
from pushgames.apocalypse.state import DISASTER, MITIGATE, POP, SCORE
from pushgames.apocalypse.text import damage_explained

from .util import BLUE, GREEN, do, face, number, table


def test_each_lure_move_names_its_regions_and_whose_token() -> None:
    state = do(table(3, fill=0, tokens={"PN": (1, 2, 0), "CN": (1, 1, 1)}, phase=POP, left=1),
               "lure", "roll 2")
    assert GAME.notation_for(state, "lure PN-AS",
                             None) == "Red lures a Blue token from Pacific North to Atlantic South"
    assert GAME.notation_for(state, "lure CN-AS", None) == \
        "Red lures an opponent's token from Central North to Atlantic South"
    asked = do(state, "lure CN-AS")
    assert GAME.notation_for(asked, "with Green",
                             None) == "Red lures a Green token from Central North to Atlantic South"


def test_the_dice_say_what_they_were_for() -> None:
    state = table(3, phase=POP, left=2)
    rolled = do(state, "migrate")
    assert GAME.notation_for(rolled, "roll 4",
                             None) == "Red rolls 4 for Migrate: moves up to 4 of its tokens"
    assert GAME.notation_for(do(state, "draw"), "roll 1",
                             None) == "Red rolls 1 for S**t Happens: draws 1 card"
    start = do(table(3, phase=SCORE), "pass")
    assert GAME.notation_for(start, "roll 5", None) == "Blue rolls 5: up to 5 population actions"


def test_casualties_name_their_region_and_those_taken_without_a_question_are_told() -> None:
    hands = [["Meteor Impact"], [], []]
    state = do(table(3, fill=0, tokens={"PS": (2, 2, 1), "CS": (0, 5, 0)}, hands=hands,
                     phase=DISASTER, left=2),
               f"play {number('Meteor Impact')}")
    assert GAME.notation_for(state, "at CS", None) == \
        "Red strikes Central South with Meteor Impact; tokens lost: Blue 3 in Central South"
    asked = do(state, "at PS")
    assert GAME.notation_for(asked, "remove Blue",
                             None) == "Red removes a Blue token in Pacific South (Meteor Impact)"
    hands = [["Meteor Impact"], [], []]
    two = do(table(3, fill=0, tokens={"PS": (2, 2, 0)}, hands=hands, phase=DISASTER, left=1),
             f"play {number('Meteor Impact')}", "at PS", "remove Blue")
    assert GAME.notation_for(two, "remove Blue", None) == \
        ("Red removes a Blue token in Pacific South (Meteor Impact); tokens lost: "
         "Red 1 in Pacific South")


def test_a_score_call_tells_each_seats_gain_and_total() -> None:
    state = table(3, fill=0, tokens={"PN": (3, 1, 0), "CN": (2, 0, 0), "AN": (0, 4, 1),
                                     "PT": (1, 1, 0)},
                  phase=SCORE, vp=(9, 8, 4))
    assert GAME.notation_for(state, "score", None) == "Red calls a score: Red +2 (11), Blue +1 (9)"
    assert GAME.notation_for(state, "pass", None) == "Red does not call a score"


def test_the_mitigations_against_the_disaster_under_way_are_kept_to_explain_its_damage() -> None:
    hands = [["Godzilla"], ["Redneck Militias", "Army"], []]
    state = do(table(3, hands=hands, phase=DISASTER, left=1), f"play {number('Godzilla')}", "at PN",
               f"mitigate {number('Redneck Militias')} PN")
    assert state.saves == ((0, face("Redneck Militias"), BLUE, 3),
                           ), "Godzilla 3 - Redneck Militias 1 (Blue)"
    assert state.phase == MITIGATE and state.hits == ((0, 2),)
    state = do(state, f"mitigate {number('Army')} PN")
    assert state.phase == SCORE and state.saves == (), "forgotten once the disaster is over"


def test_a_mitigation_tells_how_far_the_damage_dropped() -> None:
    hands = [["Godzilla"], ["Redneck Militias"], []]
    state = do(table(3, hands=hands, phase=DISASTER, left=1), f"play {number('Godzilla')}", "at PN")
    assert GAME.notation_for(state, f"mitigate {number('Redneck Militias')} PN", None) == \
        ("Blue mitigates Godzilla with Redneck Militias (1) in Pacific North: damage there 3 "
         "\u2192 2")
    assert GAME.notation_for(state, "pass", GREEN) == "Blue does not mitigate Godzilla"


def test_the_disaster_panel_says_why_the_damage_dropped() -> None:
    hands = [["Godzilla"], ["Redneck Militias", "Army"], []]
    state = do(table(3, hands=hands, phase=DISASTER, left=1), f"play {number('Godzilla')}", "at PN")
    assert damage_explained(state, 0, 3) == "3", "nobody mitigated yet"
    state = do(state, f"mitigate {number('Redneck Militias')} PN")
    assert damage_explained(state, 0, 2) == "Godzilla 3 \u2212 Redneck Militias 1 (Blue) = 2"
    state = do(state, "pass", "remove Red")
    assert damage_explained(state, 0, 1) == ("Godzilla 3 \u2212 Redneck Militias 1 (Blue) = 2 "
                                             "(1 still to take)")
