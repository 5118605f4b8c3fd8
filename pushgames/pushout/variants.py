"""The eight variants of seeds/002 as options, and the rules they add up to.

>>> rules = Rules.from_options(META_OPTIONS_DEFAULTS | {"single": True, "double": True})
>>> rules.rows, rules.moves_per_turn, len(rules.deck)
(2, 2, 24)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from ..core import OptionSpec, OptionValue
from .actions import PushoutMove
from .board import Geometry
from .cards import FULL_DECK, SINGLE_DECK, USABLE, USABLE_OWN_COLOUR
from .scoring import WinCheck, fast_checker

OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "single", "Single Pushout", False, help="24 cards (the list once) and no middle rows."
    ),
    OptionSpec("double", "Double Pushout", False, help="Each turn is two moves."),
    OptionSpec(
        "swiss",
        "Swiss Cheese Pushout",
        False,
        help="Pushed-off cards may go to any hole, be discarded or banked; holes stay open.",
    ),
    OptionSpec(
        "conveyor",
        "Conveyor Belt Pushout",
        False,
        help="A card pushed off one end of a row comes back at the other end.",
    ),
    OptionSpec(
        "bw_moves",
        "Black and White Pushout",
        False,
        help="You may only use cards whose end upright to you is your colour.",
    ),
    OptionSpec(
        "bw_scoring",
        "Black and White Scoring",
        False,
        help="Only cards upright to you in your colour score.",
    ),
    OptionSpec(
        "bw_middle",
        "B&W Scoring: include your middle row",
        False,
        help="With Black and White Scoring: your middle row scores too.",
    ),
    OptionSpec(
        "zeros_wild",
        "Zeros Wild",
        False,
        help="Holes (zeros) are wild in straights and five of a kind.",
    ),
    OptionSpec(
        "hundred", "One Hundred Pushout", False, help="A match of deals; first to 100 points wins."
    ),
)
META_OPTIONS_DEFAULTS: dict[str, OptionValue] = {spec.name: spec.default for spec in OPTIONS}

#: Points in One Hundred to win the match (the automatic-win bonuses are in :mod:`.scoring`).
MATCH_POINTS = 100


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of one game, turned into what the rules look at."""

    single: bool
    double: bool
    swiss: bool
    conveyor: bool
    bw_moves: bool
    bw_scoring: bool
    bw_middle: bool
    zeros_wild: bool
    hundred: bool
    #: Rules versions 1 and 2 played Double Pushout with the win checked after
    #: each move and the same card usable twice; their records replay so.
    double_per_move: bool = False
    #: Derived once (the hot paths read these as plain attributes).
    rows: int = field(init=False, repr=False, compare=False)
    geometry: Geometry = field(init=False, repr=False, compare=False)
    deck: tuple[int, ...] = field(init=False, repr=False, compare=False)
    moves_per_turn: int = field(init=False, repr=False, compare=False)
    middle_scores: bool = field(init=False, repr=False, compare=False)
    usable: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    #: ``offers[seat][square][code]``: the actions a card with that code there offers ``seat``.
    offers: tuple[tuple[tuple[tuple[PushoutMove, ...], ...], ...], ...] = field(init=False,
            repr=False, compare=False)
    #: The fast automatic-win check (``scoring.fast_checker``), None when middle rows score.
    win_check: WinCheck | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        put = object.__setattr__
        put(self, "rows", 2 if self.single else 4)
        put(self, "geometry", Geometry.of(self.rows))
        put(self, "deck", SINGLE_DECK if self.single else FULL_DECK)
        put(self, "moves_per_turn", 2 if self.double else 1)
        # Black and White Scoring with the agreed extension to the middle row.
        put(self, "middle_scores", self.bw_scoring and self.bw_middle and not self.single)
        usable = USABLE_OWN_COLOUR if self.bw_moves else USABLE
        put(self, "usable", usable)
        uses = self.geometry.uses
        put(self, "offers", tuple(tuple(
            tuple(uses[seat][q][a] if a >= 0 else () for a in usable[seat])
            for q in range(self.geometry.squares)) for seat in (0, 1)))
        put(self, "win_check", fast_checker(self))

    @classmethod
    def from_options(cls, options: Mapping[str, OptionValue],
                     double_per_move: bool = False) -> "Rules":
        key = tuple(bool(options.get(spec.name, spec.default))
                    for spec in OPTIONS) + (double_per_move,)
        rules = _CACHE.get(key)
        if rules is None:
            rules = _CACHE[key] = cls(*key)
        return rules

    def options(self) -> dict[str, OptionValue]:
        return {spec.name: getattr(self, spec.name) for spec in OPTIONS}

    def __repr__(self) -> str:
        on = [name for name, value in self.options().items() if value]
        # The options only (records of rules version 1 fingerprint states by this text).
        return f"Rules.from_options({dict.fromkeys(on, True)!r})"


_CACHE: dict[tuple[bool, ...], Rules] = {}
