'''The deck of Apocalypse USA: the text's 90 cards, from one table.

Each card is a :class:`CardType`: its name, type letters (``D`` disaster or
``M`` mitigation, then the disaster's kinds), severity (a mitigation's value)
and the note that says what a disaster targets or what a mitigation answers.
A card's number (1..90) is its place in the text's list; inside the engine a
card's *face* is that number minus one.

>>> len(CARDS), sum(c.is_disaster for c in CARDS), sum(not c.is_disaster for c in CARDS)
(90, 66, 24)
>>> meteor = card_named("Meteor Impact")
>>> meteor.number, meteor.letters, meteor.severity, meteor.target.kind
(21, 'X', 3, 'one')
>>> giant_laser = card_named("Giant Laser")
>>> giant_laser.mitigates(meteor, 0), giant_laser.mitigates(card_named("Bubonic Plague"), 0)
(True, False)
>>> navy = card_named("Navy")
>>> navy.mitigates(card_named("Race Wars"), 0), navy.mitigates(card_named("Race Wars"), 4)
(True, False)

The Geopolitical Factor expansion the text mentions is not in it, so it is
not here.
'''

from __future__ import annotations

from dataclasses import dataclass

from ..core import NotationError
from .board import (
    ATLANTIC, CENTRAL, COASTAL_REGIONS, NORTH, PACIFIC, REGIONS, SOUTH, TEMPERATE, WEST_REGIONS,
    ZONE_REGIONS,
)

#: The text's card list, in its order: name, type letters, severity, notes.
CARD_TABLE: tuple[tuple[str, str, int, str], ...] = (
    ('Canada Invades',               'DW',  2, 'North'),
    ('Japan Invades',                'DW',  2, 'Pacific'),
    ('Mexico Invades',               'DW',  1, 'South'),
    ('Atlantis Invades',             'DW',  3, 'Atlantic'),
    ('Major Hurricane',              'DNZ', 2, 'South'),
    ('Tsunami',                      'DNO', 3, 'Coastal'),
    ('Tidal Wave',                   'DNO', 3, 'Coastal'),
    ('Cataclysmic Firestorm',        'DNZ', 2, 'South'),
    ('Extreme Draught',              'DNZ', 1, 'South'),
    ('Catastrophic Earthquakes',     'DNV', 2, 'Pacific'),
    ('California Breaks Off',        'DNV', 2, 'Pacific EZ'),
    ('Biological Warfare',           'DEH', 2, 'Any'),
    ('Ebola Pandemic',               'DE',  1, 'Any EZ'),
    ('Civil War',                    'DW',  2, 'Split'),
    ('Race Wars',                    'DW',  2, 'Any'),
    ('Volcanic Eruption',            'DNV', 2, 'West'),
    ('Magma Surge',                  'DNV', 3, 'Central'),
    ('Mother Nature’s Wrath',        'DNZ', 2, 'Any'),
    ('Tectonic Upheaval',            'DNV', 3, 'West'),
    ('Ecological Disaster',          'DH',  2, 'Any'),
    ('Meteor Impact',                'DX',  3, 'Any'),
    ('Nuclear Meltdown',             'DH',  2, 'Any'),
    ('Zombie Outbreak',              'DHW', 3, 'Any'),
    ('Killer Bees',                  'DN',  2, 'South'),
    ('Quarantine',                   'M',   2, 'Epidemic'),
    ('Best Scientists at Work',      'M',   2, 'Any'),
    ('Religious Wars',               'DW',  2, 'Any'),
    ('Demon Invasion',               'DSW', 3, 'Any'),
    ('Body Snatchers',               'DA',  2, 'Steal'),
    ('Godzilla',                     'DG',  3, 'Coastal'),
    ('Army',                         'M',   2, 'Military'),
    ('Air Force',                    'M',   2, 'Military'),
    ('Navy',                         'M',   2, 'Military on Coasts only'),
    ('Marines',                      'M',   2, 'Military'),
    ('Mars Attacks',                 'DAW', 3, 'Any'),
    ('Red Mans Revenge',             'DS',  3, 'Central'),
    ('Soylent Green Factory',        'DH',  2, 'Steal'),
    ('X Files Investigation',        'M',   2, 'Alien or Supernatural'),
    ('Alien Abductions',             'DA',  1, 'Steal'),
    ('Hazmat Teams',                 'M',   2, 'Human'),
    ('Nanobot Plague',               'DH',  3, 'Any'),
    ('The Blob',                     'DAG', 3, 'Any'),
    ('Giant Ant Swarm',              'DG',  3, 'Any'),
    ('Giant Mutant Spiders',         'DG',  2, 'Any'),
    ('Men In Black',                 'M',   3, 'Alien'),
    ('Antidote',                     'M',   3, 'Epidemic'),
    ('Giant Laser',                  'M',   3, 'Monster or Space'),
    ('Killer Tomatoes',              'DG',  2, 'Any'),
    ('Rising Sea Levels',            'DNO', 1, 'Coastal EZ'),
    ('4 Horsemen of the Apocalypse', 'DS',  4, 'Latitude Split'),
    ('Super Tornadoes',              'DNZ', 2, 'Central'),
    ('Glacial Movements',            'DNZ', 1, 'North'),
    ('Radon Gas Leak',               'DNV', 1, 'North'),
    ('Great Blizzard',               'DNZ', 1, 'North EZ'),
    ('Hyper Solar Flare',            'DNX', 1, 'Latitude EZ'),
    ('Magnetic Pole Flip',           'DNX', 1, 'Longitude EZ'),
    ('Super Freeze Over',            'DNZ', 2, 'North EZ'),
    ('Severe Heat Wave',             'DNZ', 1, 'South EZ'),
    ('Comet Strike',                 'DX',  3, 'Longitude Split'),
    ('Bubonic Plague',               'DE',  2, 'Any'),
    ('Rapture',                      'DS',  4, 'Split'),
    ('Elder Scrolls',                'M',   4, 'Supernatural'),
    ('Asteroid Collision',           'DX',  4, 'Any'),
    ('Nuclear Terrorism',            'DH',  2, 'Any'),
    ('Nerve Gas Attack',             'DH',  1, 'Any'),
    ('Army Corps of Engineers',      'M',   2, 'Natural'),
    ('National Guard',               'M',   1, 'Military or Natural'),
    ('Astronauts',                   'M',   3, 'Space or Aliens'),
    ('Xeno Infestation',             'DAW', 3, 'Any'),
    ('Disaster Relief',              'M',   2, 'Natural'),
    ('Cuba Invades',                 'DW',  1, 'South'),
    ('Cult Activity',                'DHS', 1, 'Steal'),
    ('Eye of the Storm',             'M',   2, 'Weather'),
    ('Storm of the Century',         'DNZ', 2, 'Coastal'),
    ('CHUDS Attack',                 'DW',  2, 'Any'),
    ('Superhero Intervention',       'M',   4, 'Any'),
    ('NASA',                         'M',   2, 'Space'),
    ('Flash Flood',                  'DNZ', 2, 'Any'),
    ('Vampire Outbreak',             'DSW', 3, 'Any'),
    ('Cthulhu Awakens',              'DS',  4, 'Coastal'),
    ('Redneck Militias',             'M',   1, 'Military'),
    ('Red Cross',                    'M',   2, 'Natural'),
    ('Missile Defense Shield',       'M',   2, 'Military or Space'),
    ('Time Traveler',                'M',   4, 'Any'),
    ('Seismic Core Shock',           'DNV', 2, 'Latitude EZ'),
    ('Plate Stabilizer',             'M',   3, 'Geologic'),
    ('Famine',                       'DN',  1, 'South or Temperate'),
    ('Giant Sinkholes',              'DNV', 1, 'Any'),
    ('Rivers Change Course',         'DN',  2, 'Any'),
    ('All Hell Breaks Loose',        'DSW', 4, 'Any'),
)

#: The disaster kinds, by letter (the text's legend).
KINDS = {"W": "War", "G": "Monster", "N": "Natural", "V": "Geologic", "O": "Oceanic",
         "Z": "Weather",
         "E": "Epidemic", "H": "Man-Made", "S": "Supernatural", "X": "Space", "A": "Alien"}

#: What each word of a mitigation's note matches (RULINGS: Military = War or
#: Monster; Human = Man-Made; "X or Y" matches either; Any matches all).
MATCH_WORDS = {"Military": "WG", "Epidemic": "E", "Human": "H", "Natural": "N", "Geologic": "V",
               "Weather": "Z",
               "Space": "X", "Alien": "A", "Aliens": "A", "Supernatural": "S", "Monster": "G",
               "Any": "".join(KINDS)}

ALL_REGIONS = tuple(range(REGIONS))
ROW_ZONES = (NORTH, TEMPERATE, SOUTH)
COLUMN_ZONES = (PACIFIC, CENTRAL, ATLANTIC)


@dataclass(frozen=True, slots=True)
class Target:
    """What a disaster hits.

    ``kind`` is ``one`` (one region of ``regions``), ``zone`` (every region of
    one zone of ``zones``: the text's EZ), ``split`` (the severity divided over
    the regions of one zone of ``zones``, or over any regions when ``zones`` is
    empty) or ``steal`` (convert tokens in one region of ``regions``).
    """

    kind: str
    regions: tuple[int, ...] = ()
    zones: tuple[int, ...] = ()


def _zone_regions(*zones: int) -> tuple[int, ...]:
    return tuple(sorted({r for z in zones for r in ZONE_REGIONS[z]}))


#: Every disaster note of the text and the target it means (RULINGS).
TARGETS: dict[str, Target] = {
    "Any": Target("one", ALL_REGIONS),
    "North": Target("one", _zone_regions(NORTH)),
    "South": Target("one", _zone_regions(SOUTH)),
    "Pacific": Target("one", _zone_regions(PACIFIC)),
    "Central": Target("one", _zone_regions(CENTRAL)),
    "Atlantic": Target("one", _zone_regions(ATLANTIC)),
    "Coastal": Target("one", tuple(sorted(COASTAL_REGIONS))),
    "West": Target("one", tuple(sorted(WEST_REGIONS))),
    "South or Temperate": Target("one", _zone_regions(SOUTH, TEMPERATE)),
    "Pacific EZ": Target("zone", zones=(PACIFIC,)),
    "North EZ": Target("zone", zones=(NORTH,)),
    "South EZ": Target("zone", zones=(SOUTH,)),
    "Coastal EZ": Target("zone", zones=(PACIFIC, ATLANTIC)),
    "Any EZ": Target("zone", zones=ROW_ZONES + COLUMN_ZONES),
    "Latitude EZ": Target("zone", zones=ROW_ZONES),
    "Longitude EZ": Target("zone", zones=COLUMN_ZONES),
    "Split": Target("split"),
    "Latitude Split": Target("split", zones=ROW_ZONES),
    "Longitude Split": Target("split", zones=COLUMN_ZONES),
    "Steal": Target("steal", ALL_REGIONS),
}


@dataclass(frozen=True, slots=True)
class CardType:
    """One card of the deck (see the module docstring)."""

    number: int
    name: str
    type: str
    severity: int
    note: str

    @property
    def face(self) -> int:
        return self.number - 1

    @property
    def is_disaster(self) -> bool:
        return self.type.startswith("D")

    @property
    def letters(self) -> str:
        """A disaster's kind letters (``""`` for a mitigation)."""
        return self.type[1:] if self.is_disaster else ""

    @property
    def target(self) -> Target:
        if not self.is_disaster:
            raise ValueError(f"{self.name} is a mitigation card: it has no target")
        return TARGETS[self.note]

    @property
    def matches(self) -> str:
        """A mitigation's matching letters: every kind it answers."""
        words = self.note.replace(" on Coasts only", "").split(" or ")
        return "".join(sorted({letter for word in words for letter in MATCH_WORDS[word]}))

    @property
    def coasts_only(self) -> bool:
        """Navy: it mitigates only in a coastal region."""
        return self.note.endswith("on Coasts only")

    def mitigates(self, disaster: "CardType", region: int) -> bool:
        """Whether this mitigation may lower ``disaster``'s damage in ``region``."""
        if self.is_disaster or not disaster.is_disaster:
            return False
        if self.coasts_only and region not in COASTAL_REGIONS:
            return False
        return any(letter in self.matches for letter in disaster.letters)

    def __str__(self) -> str:
        return f"{self.name} ({self.severity})"


CARDS: tuple[CardType, ...] = tuple(CardType(i + 1, *row) for i, row in enumerate(CARD_TABLE))
#: One card of each face: the deck's composition for :mod:`pushgames.core.knowledge`.
COUNTS: tuple[int, ...] = (1,) * len(CARDS)
DISASTER_FACES = frozenset(c.face for c in CARDS if c.is_disaster)
#: ``MITIGATES[m][d]``: whether mitigation face ``m`` answers disaster face ``d``
#: somewhere (Navy only in coastal regions: see :meth:`CardType.mitigates`).
MITIGATES: tuple[frozenset[int], ...] = tuple(
    frozenset(d.face for d in CARDS if d.is_disaster and any(x in c.matches for x in d.letters))
    if not c.is_disaster else frozenset() for c in CARDS
)
NAVY_FACES = frozenset(c.face for c in CARDS if not c.is_disaster and c.coasts_only)


def card_named(name: str) -> CardType:
    """The card with this name (any case)."""
    for card in CARDS:
        if card.name.lower() == name.strip().lower():
            return card
    raise KeyError(name)


def card_number(text: str) -> int:
    """The face of a card written by its number (1..90) in notation."""
    if not text.isdigit() or not 1 <= int(text) <= len(CARDS):
        raise NotationError(f"{text!r} is not a card number (1 to {len(CARDS)})")
    return int(text) - 1
