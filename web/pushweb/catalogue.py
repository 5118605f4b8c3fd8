"""What the home page shows of each game, without importing any engine or board.

``catalogue.json`` beside this module is generated from the registry
(:mod:`pushgames.registry`, the one source) and each game's board by
``tools/build_catalogue.py``; ``tests/test_catalogue.py`` checks it is in step.
Importing the five engines and their boards cost most of a first visit's home
page start; a game's engine and board are imported when that game opens.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class CatalogueEntry:
    """One listed game as its home page tile shows it.

    >>> entry = CatalogueEntry("g", "G", "A game.", 2, 4, ("A", "B"), 2, "<svg/>")
    >>> entry.varies, entry.players_text
    (True, '2\u20134 players')
    """

    id: str
    title: str
    summary: str
    min_seats: int
    max_seats: int
    seat_names: tuple[str, ...]
    #: The seat count of a game with the default options.
    seats: int
    #: The board's static picture (our own markup).
    thumbnail: str

    @property
    def varies(self) -> bool:
        """Whether the game is played by a choice of seat counts (``homesetup.varies``)."""
        return self.min_seats != self.max_seats

    @property
    def players_text(self) -> str:
        low, high = self.min_seats, self.max_seats
        return f"{low} players" if low == high else f"{low}\u2013{high} players"


PATH = Path(__file__).with_name("catalogue.json")
_entries: list[CatalogueEntry] | None = None


def decode(text: str) -> list[CatalogueEntry]:
    return [CatalogueEntry(**{**item, "seat_names": tuple(item["seat_names"])})
            for item in json.loads(text)]


def entries() -> list[CatalogueEntry]:
    """The listed games with a board, in the registry's order."""
    global _entries
    if _entries is None:
        _entries = decode(PATH.read_text(encoding="utf-8"))
    return _entries


def title(game_id: str) -> str | None:
    """A listed game's title, or None."""
    return next((entry.title for entry in entries() if entry.id == game_id), None)
