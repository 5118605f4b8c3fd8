"""The disaster phase: targets of every kind, mitigation answered in turn order, damage chosen by
the player."""

from __future__ import annotations

import pytest

from pushgames.apocalypse import GAME
from pushgames.apocalypse.cards import card_named
from pushgames.apocalypse.state import DAMAGE, DISASTER, MITIGATE, SCORE, SPLIT, TARGET, hand
from pushgames.core import IllegalActionError

from .util import BLUE, GREEN, RED, YELLOW, counts, do, face, legal, number, table
from typing import Any
from pushgames.apocalypse.state import ApocalypseState


def disaster_table(
    card: str, seats: int = 3, others: list[list[str]] | None = None, **kw: Any,
) -> ApocalypseState:
    """Red's disaster phase with ``card`` in hand and one disaster to play."""
    hands = [[card]] + (others or [[] for _ in range(seats - 1)])
    return table(seats, hands=hands, phase=DISASTER, left=1, **kw)


def play(card: str, **kw: Any) -> ApocalypseState:
    return do(disaster_table(card, **kw), f"play {number(card)}")


def test_the_roll_limits_how_many_disasters_are_played_and_done_stops_early() -> None:
    state = table(hands=[["Meteor Impact", "Famine", "Killer Bees"], [], []], phase=DISASTER - 1)
    state = do(state, "roll 2")
    assert state.phase == DISASTER and set(legal(state)) == {"done"} | {
        f"play {number(n)}" for n in ("Meteor Impact", "Famine", "Killer Bees")}
    state = do(state, f"play {number('Famine')}", "at PS")
    state = do(state, "remove Blue", f"play {number('Killer Bees')}", "at CS", "remove Green",
               "remove Red")
    assert state.phase == SCORE, "two disasters on a roll of 2"
    assert state.hand_faces(RED) == (face("Meteor Impact"),)
    state = do(table(hands=[["Famine"], [], []], phase=DISASTER, left=3), "done")
    assert state.phase == SCORE and state.hand_faces(RED) == (face("Famine"),)


def test_a_played_disaster_goes_face_up_to_the_discard() -> None:
    state = play("Meteor Impact")
    assert state.phase == TARGET and state.cards.pile(1)[-1].face == face("Meteor Impact")
    assert GAME.prompt(state) == "Red: choose where Meteor Impact (3) strikes (Any)"


@pytest.mark.parametrize("card, regions", [
    ("Canada Invades", "PN CN AN"), ("Japan Invades", "PN PT PS"), ("Mexico Invades", "PS CS AS"),
    ("Atlantis Invades", "AN AT AS"), ("Magma Surge", "CN CT CS"), ("Tsunami", "PN AN PT AT PS AS"),
    ("Volcanic Eruption", "PN CN PT CT PS CS"), ("Famine", "PT CT AT PS CS AS"),
    ("Meteor Impact", "PN CN AN PT CT AT PS CS AS"),
                                           ("Body Snatchers", "PN CN AN PT CT AT PS CS AS"),
])
def test_a_one_region_target_offers_each_region_of_its_zone(card: str, regions: str) -> None:
    assert set(legal(play(card))) == {f"at {code}" for code in regions.split()}


def test_a_one_region_disaster_removes_its_severity_there() -> None:
    state = do(play("Meteor Impact", fill=0, tokens={"PS": (2, 2, 1)}), "at PS")
    assert state.phase == DAMAGE and state.hits == ((6, 3),)
    assert legal(state) == ["remove Red", "remove Blue",
                            "remove Green"], "anyone's tokens, the player's own too"
    assert GAME.prompt(state) == "Red: whose token Meteor Impact removes in Pacific South (3 left)"
    state = do(state, "remove Blue", "remove Blue")
    assert legal(state) == ["remove Red", "remove Green"]
    state = do(state, "remove Green")
    assert counts(state, "PS") == (2, 0, 0) and state.phase == SCORE


def test_damage_takes_every_token_without_a_question_when_there_are_fewer() -> None:
    state = do(play("Meteor Impact", fill=0, tokens={"PS": (1, 1, 0), "PN": (9, 9, 9)}), "at PS")
    assert counts(state, "PS") == (0, 0, 0) and state.phase == SCORE
    state = do(play("Meteor Impact", fill=0, tokens={"PS": (0, 5, 0)}), "at PS")
    assert counts(state, "PS") == (0, 2, 0), "only one seat's tokens there: no question"


@pytest.mark.parametrize("card, zone, regions", [
    ("California Breaks Off", None, "PN PT PS"), ("Great Blizzard", None, "PN CN AN"),
    ("Severe Heat Wave", None, "PS CS AS"), ("Rising Sea Levels", "Atlantic", "AN AT AS"),
    ("Ebola Pandemic", "Central", "CN CT CS"), ("Hyper Solar Flare", "Temperate", "PT CT AT"),
    ("Magnetic Pole Flip", "Pacific", "PN PT PS"), ("Seismic Core Shock", "South", "PS CS AS"),
])
def test_an_ez_disaster_hits_every_region_of_its_zone(
    card: str, zone: str | None, regions: str,
) -> None:
    state = play(card, fill=0, tokens={code: (4, 0, 0)
                                       for code in "PN CN AN PT CT AT PS CS AS".split()})
    if zone is not None:
        assert state.phase == TARGET
        state = do(state, f"zone {zone}")
    severity = card_named(card).severity
    hit = set(regions.split())
    for code in "PN CN AN PT CT AT PS CS AS".split():
        assert counts(state, code) == ((4 - severity if code in hit else 4), 0, 0), code


@pytest.mark.parametrize("card, zones", [
    ("Rising Sea Levels", {"Pacific", "Atlantic"}),
                                         ("Ebola Pandemic",
                                          {"North", "Temperate", "South", "Pacific",
                                           "Central", "Atlantic"}),
    ("Hyper Solar Flare", {"North", "Temperate", "South"}),
                                         ("Magnetic Pole Flip", {"Pacific", "Central", "Atlantic"}),
    ("4 Horsemen of the Apocalypse", {"North", "Temperate", "South"}),
    ("Comet Strike", {"Pacific", "Central", "Atlantic"}),
])
def test_a_zone_choice_offers_the_zones_of_the_note(card: str, zones: set[str]) -> None:
    assert set(legal(play(card))) == {f"zone {z}" for z in zones}


def test_a_split_places_its_severity_point_by_point_over_any_regions() -> None:
    state = play("Rapture", fill=0, tokens={"CN": (0, 3, 0), "AS": (0, 0, 3)})
    assert state.phase == SPLIT and len(legal(state)) == 9
    state = do(state, "hit CN")
    assert legal(state) == ["hit " + c for c in "CN AN PT CT AT PS CS AS".split()], (
        "in the order of the regions"
    )
    state = do(state, "hit CN", "hit CN", "hit AS")
    assert counts(state, "CN") == (0, 0, 0) and counts(state, "AS") == (0, 0, 2)


def test_a_latitude_or_longitude_split_stays_in_the_chosen_row_or_column() -> None:
    state = do(play("4 Horsemen of the Apocalypse"), "zone South")
    assert legal(state) == ["hit PS", "hit CS", "hit AS"]
    state = do(play("Comet Strike"), "zone Central")
    assert legal(state) == ["hit CN", "hit CT", "hit CS"]
    state = do(state, "hit CT", "hit CS", "hit CS")
    assert state.hits == ((4, 1), (7, 2)) and state.phase == DAMAGE


def test_a_steal_converts_opponent_tokens_to_the_players_colour() -> None:
    state = do(play("Body Snatchers", fill=0, tokens={"CT": (4, 2, 1)}), "at CT")
    assert legal(state) == ["convert Blue", "convert Green"], "never the player's own tokens"
    state = do(state, "convert Green")
    assert counts(state, "CT") == (6, 1, 0) and state.on_board(RED) == 6
    state = do(play("Alien Abductions", fill=0, tokens={"CT": (4, 2, 0)}), "at CT")
    assert counts(state, "CT") == (5, 1, 0)


# -- mitigation ---------------------------------------------------------------------------
def test_only_players_with_a_matching_card_are_asked_in_turn_order() -> None:
    others = [["Quarantine"], ["Giant Laser"], ["NASA"]]
    state = do(play("Meteor Impact", seats=4, others=others), "at PS")
    assert state.phase == MITIGATE and GAME.to_move(
        state) == GREEN, "Blue holds nothing against Space"
    assert GAME.prompt(state) == "Green: mitigate Meteor Impact (3) in Pacific South, or pass"
    assert legal(state) == [f"mitigate {number('Giant Laser')} PS", "pass"]
    assert GAME.continues_turn(state)
    passed = do(state, "pass")
    assert GAME.to_move(passed) == YELLOW
    after = do(passed, f"mitigate {number('NASA')} PS")
    assert after.phase == DAMAGE and after.hits == ((6, 1),)
    assert after.cards.pile(1)[-1].face == face("NASA") and after.hand_faces(YELLOW) == ()
    assert GAME.notation_for(passed, f"mitigate {number('NASA')} PS", None) == \
        "Yellow mitigates Meteor Impact with NASA (2) in Pacific South: damage there 3 \u2192 1"


def test_a_mitigation_lowers_the_damage_not_below_zero_and_ends_the_asking_when_nothing_is_left(
) -> None:
    others = [[], ["Giant Laser"], ["NASA"]]
    state = do(play("Meteor Impact", seats=4, others=others), "at PS",
               f"mitigate {number('Giant Laser')} PS")
    assert state.phase == SCORE and counts(state, "PS") == (6, 6, 6,
                                                            6), "Yellow is not asked: nothing left"
    state = do(play("Nerve Gas Attack", seats=4,
                    others=[["Superhero Intervention"], [], []]), "at PS",
               f"mitigate {number('Superhero Intervention')} PS")
    assert counts(state, "PS") == (6, 6, 6, 6)


def test_a_player_may_play_several_mitigations_and_the_player_of_the_disaster_is_never_asked(
) -> None:
    state = do(play("Asteroid Collision", others=[["NASA", "Giant Laser"], []],
                    fill=0, tokens={"PS": (5, 0, 5)}), "at PS", f"mitigate {number('NASA')} PS")
    assert GAME.to_move(state) == BLUE and legal(state) == [
        f"mitigate {number('Giant Laser')} PS", "pass"]
    state = do(state, f"mitigate {number('Giant Laser')} PS")
    assert counts(state, "PS") == (5, 0, 5)
    red_holds = table(2, hands=[["Asteroid Collision", "NASA"], []], phase=DISASTER, left=1)
    red_holds = do(red_holds, f"play {number('Asteroid Collision')}", "at PS")
    assert red_holds.phase == DAMAGE and red_holds.asking == -1


def test_a_mitigation_works_in_one_region_only() -> None:
    state = do(play("California Breaks Off", others=[["Plate Stabilizer"], []], fill=0,
                    tokens={"PN": (0, 3, 0), "PT": (0, 3, 0), "PS": (0, 3, 0)}))
    assert set(legal(state)) == {f"mitigate {number('Plate Stabilizer')} {c}"
                                 for c in ("PN", "PT", "PS")} | {"pass"}
    assert GAME.prompt(state) == (
        "Blue: mitigate California Breaks Off in Pacific North (2), Pacific Temperate (2), "
        "Pacific South (2), or pass")
    state = do(state, f"mitigate {number('Plate Stabilizer')} PT")
    assert counts(state, "PN") == (0, 1, 0) and counts(state, "PT") == (0, 3, 0) and counts(state,
            "PS") == (0, 1, 0)


def test_navy_is_asked_only_for_a_coastal_region() -> None:
    inland = do(play("Race Wars", others=[["Navy"], []]), "at CT")
    assert inland.phase == DAMAGE, "Navy cannot mitigate in Central Temperate: Blue is not asked"
    coast = do(play("Race Wars", others=[["Navy"], []]), "at PT")
    assert GAME.to_move(coast) == BLUE and legal(coast) == [f"mitigate {number('Navy')} PT", "pass"]


def test_nobody_is_asked_where_no_token_can_be_lost() -> None:
    state = do(play("Meteor Impact", others=[["NASA"], []], fill=0,
                    tokens={"PN": (3, 3, 3)}), "at PS")
    assert state.phase == SCORE


def test_a_steal_can_be_mitigated() -> None:
    state = do(play("Body Snatchers", others=[["Men In Black"], []], fill=0,
                    tokens={"CT": (0, 3, 3)}), "at CT")
    assert GAME.to_move(state) == BLUE
    state = do(state, f"mitigate {number('Men In Black')} CT")
    assert counts(state, "CT") == (0, 3, 3)


def test_a_mitigation_is_refused_when_it_does_not_match() -> None:
    state = do(play("Meteor Impact", others=[["NASA", "Army"], []]), "at PS")
    with pytest.raises(IllegalActionError):
        do(state, f"mitigate {number('Army')} PS")
    assert state.cards.size(hand(BLUE)) == 2
