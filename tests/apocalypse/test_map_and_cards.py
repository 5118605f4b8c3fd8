"""The map (zones, coastal, West and East, adjacency) and the 90-card deck from the text's table."""

from __future__ import annotations

from typing import Iterable

import pytest

from pushgames.apocalypse.board import (
    COASTAL_REGIONS, EAST_REGIONS, NEIGHBOURS, REGION_CODES, REGION_NAMES, WEST_REGIONS,
    ZONE_REGIONS, ZONES, region_index,
)
from pushgames.apocalypse.cards import CARD_TABLE, CARDS, KINDS, MATCH_WORDS, TARGETS, card_named
from pushgames.core import NotationError


def codes(regions: Iterable[int]) -> set[str]:
    return {REGION_CODES[r] for r in regions}


def test_rows_and_columns_name_each_region_by_both() -> None:
    assert REGION_NAMES[:3] == ("Pacific North", "Central North", "Atlantic North")
    assert REGION_NAMES[6:] == ("Pacific South", "Central South", "Atlantic South")
    assert ZONES == ("North", "Temperate", "South", "Pacific", "Central", "Atlantic")
    assert codes(ZONE_REGIONS[1]) == {"PT", "CT",
                                      "AT"} and codes(ZONE_REGIONS[4]) == {"CN", "CT", "CS"}
    assert region_index("Atlantic Temperate") == region_index("at") == 5
    with pytest.raises(NotationError):
        region_index("XX")


def test_coastal_west_and_east_as_the_text_defines_them() -> None:
    assert codes(COASTAL_REGIONS) == {"PN", "PT", "PS", "AN", "AT", "AS"}
    assert codes(WEST_REGIONS) == {"PN", "PT", "PS", "CN", "CT", "CS"}
    assert codes(EAST_REGIONS) == {"CN", "CT", "CS", "AN", "AT", "AS"}


def test_adjacent_means_sharing_an_edge() -> None:
    assert codes(NEIGHBOURS[region_index("PN")]) == {"CN", "PT"}
    assert codes(NEIGHBOURS[region_index("CT")]) == {"CN", "PT", "AT", "CS"}
    assert codes(NEIGHBOURS[region_index("AS")]) == {"AT", "CS"}
    assert sum(len(n) for n in NEIGHBOURS) == 24


def test_the_deck_is_every_card_of_the_list_66_disasters_and_24_mitigations() -> None:
    assert len(CARDS) == 90 and len({c.name for c in CARDS}) == 90
    assert sum(c.is_disaster for c in CARDS) == 66 and sum(not c.is_disaster for c in CARDS) == 24
    assert [c.number for c in CARDS] == list(range(1, 91))
    # Totals taken from the text's list: severities, and how often each note occurs.
    assert sum(c.severity for c in CARDS if c.is_disaster) == 143
    assert sum(c.severity for c in CARDS if not c.is_disaster) == 57
    assert sum(c.note == "Any" for c in CARDS if c.is_disaster) == 26
    assert sum(c.note == "Steal" for c in CARDS) == 4


@pytest.mark.parametrize("name, type_, severity, note", [
    ("Canada Invades", "DW", 2, "North"), ("Atlantis Invades", "DW", 3, "Atlantic"),
    ("Mother Nature’s Wrath", "DNZ", 2, "Any"), ("California Breaks Off", "DNV", 2, "Pacific EZ"),
    ("Ebola Pandemic", "DE", 1, "Any EZ"), ("Body Snatchers", "DA", 2, "Steal"),
    ("Navy", "M", 2, "Military on Coasts only"),
                                                         ("X Files Investigation", "M", 2,
                                                          "Alien or Supernatural"),
    ("4 Horsemen of the Apocalypse", "DS", 4, "Latitude Split"),
                                                         ("Comet Strike", "DX", 3,
                                                          "Longitude Split"),
    ("Rising Sea Levels", "DNO", 1, "Coastal EZ"), ("Giant Laser", "M", 3, "Monster or Space"),
    ("Famine", "DN", 1, "South or Temperate"), ("All Hell Breaks Loose", "DSW", 4, "Any"),
    ("Extreme Draught", "DNZ", 1, "South"), ("Red Mans Revenge", "DS", 3, "Central"),
])
def test_cards_read_exactly_as_listed(name: str, type_: str, severity: int, note: str) -> None:
    card = card_named(name)
    assert (card.type, card.severity, card.note) == (type_, severity, note)
    assert CARD_TABLE[card.face] == (name, type_, severity, note)


def test_every_note_of_the_list_is_understood() -> None:
    for card in CARDS:
        if card.is_disaster:
            assert card.note in TARGETS and set(card.letters) <= set(KINDS)
        else:
            assert card.matches and set(
                card.note.replace(" on Coasts only", "").split(" or ")) <= set(MATCH_WORDS)


@pytest.mark.parametrize("mitigation, answers", [
    ("Army", "WG"), ("Air Force", "WG"), ("Marines", "WG"), ("Redneck Militias", "WG"),
                                                 ("Navy", "WG"),
    ("Quarantine", "E"), ("Antidote", "E"), ("Hazmat Teams", "H"), ("Men In Black", "A"),
    ("Army Corps of Engineers", "N"), ("Disaster Relief", "N"), ("Red Cross", "N"),
                                                 ("Plate Stabilizer", "V"),
    ("Eye of the Storm", "Z"), ("NASA", "X"), ("Elder Scrolls", "S"),
                                                 ("X Files Investigation", "AS"),
    ("Giant Laser", "GX"), ("National Guard", "GNW"), ("Astronauts", "AX"),
                                                 ("Missile Defense Shield", "GWX"),
    ("Best Scientists at Work", "AEGHNOSVWXZ"), ("Superhero Intervention", "AEGHNOSVWXZ"),
    ("Time Traveler", "AEGHNOSVWXZ"),
])
def test_each_mitigation_matches_the_disaster_kinds_of_its_note(
    mitigation: str, answers: str,
) -> None:
    card = card_named(mitigation)
    assert card.matches == "".join(sorted(answers))
    for disaster in (c for c in CARDS if c.is_disaster):
        expected = any(letter in answers for letter in disaster.letters)
        assert card.mitigates(disaster, region_index("PN")) == expected, disaster.name


def test_navy_mitigates_only_in_a_coastal_region() -> None:
    navy, war = card_named("Navy"), card_named("Race Wars")
    assert [navy.mitigates(war, r) for r in range(9)] == [r in COASTAL_REGIONS for r in range(9)]
    assert card_named("Army").mitigates(war, region_index("CT"))
    assert not navy.mitigates(card_named("Tsunami"), region_index("PN")), "Oceanic is not Military"


def test_a_mitigation_never_answers_a_mitigation() -> None:
    assert not card_named("Army").mitigates(card_named("Navy"), 0)
    with pytest.raises(ValueError):
        card_named("Army").target
