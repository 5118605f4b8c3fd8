"""The map of Apocalypse USA: a 3 x 3 grid of regions, its zones and neighbours.

Regions are numbered ``row * 3 + column``: rows North, Temperate, South (top
to bottom), columns Pacific, Central, Atlantic (left to right). A region is
named by its column and row ("Pacific North") and written in notation with
their initials ("PN").

>>> REGION_NAMES[0], REGION_CODES[5], region_index("as")
('Pacific North', 'AT', 8)
>>> [REGION_CODES[r] for r in ZONE_REGIONS[zone_index("Atlantic")]]
['AN', 'AT', 'AS']
>>> [REGION_CODES[r] for r in NEIGHBOURS[4]]
['CN', 'PT', 'AT', 'CS']
>>> COASTAL_REGIONS == frozenset(ZONE_REGIONS[PACIFIC] + ZONE_REGIONS[ATLANTIC])
True
"""

from __future__ import annotations

from ..core import NotationError

ROWS = ("North", "Temperate", "South")
COLUMNS = ("Pacific", "Central", "Atlantic")
REGIONS = 9

#: Zones: the three rows, then the three columns (indices into ``ZONES``).
ZONES = ROWS + COLUMNS
NORTH, TEMPERATE, SOUTH, PACIFIC, CENTRAL, ATLANTIC = range(6)

REGION_NAMES = tuple(f"{COLUMNS[r % 3]} {ROWS[r // 3]}" for r in range(REGIONS))
REGION_CODES = tuple(f"{COLUMNS[r % 3][0]}{ROWS[r // 3][0]}" for r in range(REGIONS))

#: The regions of each zone, top to bottom or left to right.
ZONE_REGIONS: tuple[tuple[int, ...], ...] = tuple(
    tuple(row * 3 + c for c in range(3)) for row in range(3)
) + tuple(tuple(r * 3 + column for r in range(3)) for column in range(3))

#: The Pacific and Atlantic zones are the coastal ones.
COASTAL_REGIONS = frozenset(ZONE_REGIONS[PACIFIC] + ZONE_REGIONS[ATLANTIC])
#: West is the Pacific and Central zones; East the Central and Atlantic zones.
WEST_REGIONS = frozenset(ZONE_REGIONS[PACIFIC] + ZONE_REGIONS[CENTRAL])
EAST_REGIONS = frozenset(ZONE_REGIONS[CENTRAL] + ZONE_REGIONS[ATLANTIC])


def _neighbours(region: int) -> tuple[int, ...]:
    row, column = divmod(region, 3)
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        r, c = row + dr, column + dc
        if 0 <= r < 3 and 0 <= c < 3:
            out.append(r * 3 + c)
    return tuple(out)


#: Regions sharing an edge (the RULINGS' "adjacent").
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(r) for r in range(REGIONS))
#: Every ordered pair of adjacent regions, in a fixed order.
ADJACENT_PAIRS: tuple[tuple[int, int],
                      ...] = tuple((a, b) for a in range(REGIONS) for b in NEIGHBOURS[a])


def region_index(code: str) -> int:
    """The region a two-letter code ("PN") or a full name ("Pacific North") names."""
    text = " ".join(code.split()).upper()
    for index in range(REGIONS):
        if text in (REGION_CODES[index], REGION_NAMES[index].upper()):
            return index
    raise NotationError(f"{code!r} is not a region (regions: {', '.join(REGION_CODES)})")


def zone_index(name: str) -> int:
    """The zone a name ("North", "pacific") names."""
    for index, zone in enumerate(ZONES):
        if name.strip().lower() == zone.lower():
            return index
    raise NotationError(f"{name!r} is not a zone (zones: {', '.join(ZONES)})")
