"""The state of a game of Apocalypse USA, its phases and the action words.

A state is a frozen value. Tokens are one flat tuple, ``tokens[region *
seats + seat]``. Cards live in a :class:`pushgames.core.knowledge.Cards`:
pile 0 is the deck, pile 1 the discard (face up), pile ``2 + seat`` a hand.

The phase says what happens next; the chance phases are the rolls of a die
(see :data:`CHANCE_PHASES`), and a card being drawn waits for chance to decide
its face (``revealing``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core import Outcome, Rng
from ..core.knowledge import Cards
from .board import ADJACENT_PAIRS, REGION_CODES, REGIONS, ZONES
from .cards import CARDS

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
DECK, DISCARD = 0, 1
START_TOKENS = 6
START_HAND = 2
HAND_LIMIT = 7
#: The game ends at the end of a turn with at least this many empty regions.
EMPTY_REGIONS_TO_END = 2
#: 2: a draw through the end of the deck takes the old deck's cards first, and
#: the hand after a draw (its faces seen) decides the disaster phase; 1 drew
#: through the reshuffle at once and went on before the faces were seen.
RULES_VERSION = 2


def hand(seat: int) -> int:
    """The pile number of ``seat``'s hand."""
    return 2 + seat


class ApocalypseAction(str):
    """One decision or chance outcome: its notation (``"move PN-CN"``, ``"roll 3"``),
    as a value of its own type, so a label or any other text is not taken for one.

    Records store the notation, which is the text itself: ``str(action)`` and
    ``game.notation`` give it, ``game.parse`` gives the action back.

    >>> SWAP[0], str(SWAP[0])
    (ApocalypseAction('swap PN-CN'), 'swap PN-CN')
    >>> eval(repr(SWAP[0])) == SWAP[0]
    True
    """

    __slots__ = ()

    def __repr__(self) -> str:
        return f"ApocalypseAction({str.__repr__(self)})"


_act = ApocalypseAction


# -- phases -------------------------------------------------------------------------
(OPENING, POP_ROLL, POP, ACTION_ROLL, MIGRATE, TRANSFER, TRANSFER_WHO, GROWTH, LURE, LURE_WHO, TAKE,
 DIS_ROLL, DISASTER, TARGET, SPLIT, MITIGATE, DAMAGE, SCORE, DISCARD_PHASE, OVER) = range(20)
CHANCE_PHASES = frozenset({OPENING, POP_ROLL, ACTION_ROLL, DIS_ROLL})
POPULATION_PHASES = frozenset(
    {POP_ROLL, POP, ACTION_ROLL, MIGRATE, TRANSFER, TRANSFER_WHO, GROWTH, LURE, LURE_WHO,
     TAKE})
DISASTER_PHASES = frozenset({DIS_ROLL, DISASTER, TARGET, SPLIT, MITIGATE, DAMAGE})

# -- the population actions ---------------------------------------------------------
ACT_MIGRATE, ACT_TRANSFER, ACT_GROWTH, ACT_LURE, ACT_DRAW, ACT_LOOKOUTS = range(6)
#: The action words of notation, in the text's order.
ACTION_WORDS = tuple(ApocalypseAction(word)
                     for word in ("migrate", "transfer", "growth", "lure", "draw",
                                  "lookouts"))
#: The actions' names in the text.
ACTION_NAMES = ("Migrate", "Transfer", "Growth", "Lure", "S**t Happens", "Look Outs")
#: The ``what`` of a die in ``ApocalypseState.dice`` that is not an action's own:
#: the roll for how many population actions, and for how many disasters.
DIE_POPULATION, DIE_DISASTERS = 6, 7


@dataclass(frozen=True, slots=True)
class ApocalypseState:
    """A position. ``turn`` is the seat whose turn it is; ``phase`` what is due.

    ``left``: population actions or disasters still allowed this phase;
    ``used``: a bit per population action taken this turn; ``action``: the
    population action under way; ``count``: its steps left (or the damage
    points of a split still to place); ``pick``: a transfer's or lure's pair
    of regions waiting for whose token (index into ``ADJACENT_PAIRS`` or
    ``from * 9 + to``), or the last region a split hit; ``disaster``: the face
    being resolved, ``zone`` its zone, ``hits`` (region, damage) pairs;
    ``asking``: the seat asked to mitigate; ``contenders`` and ``rolls``: the
    roll for the first player; ``dice``: the dice rolled this turn, in order,
    each ``(what, value)`` with ``what`` a population action (``ACT_*``),
    :data:`DIE_POPULATION` or :data:`DIE_DISASTERS` (a board shows them as
    rolled); ``revealing``: a drawn card waits for its face (while a draw is
    under way the phase stays ``ACTION_ROLL`` and ``count`` holds the cards
    still to draw from the reshuffled discard); ``fresh``: the next decision
    opens a turn; ``version``: the rules version the game is played by (an
    old record replays as it was played); ``saves``: the mitigations played
    against the disaster under way, each ``(region, card face, seat, damage
    there before it)`` (public: the page explains the damage with them).
    """

    seats: int
    tokens: tuple[int, ...]
    vp: tuple[int, ...]
    cards: Cards
    turn: int = 0
    phase: int = OPENING
    left: int = 0
    used: int = 0
    action: int = -1
    count: int = 0
    pick: int = -1
    disaster: int = -1
    zone: int = -1
    hits: tuple[tuple[int, int], ...] = ()
    asking: int = -1
    contenders: tuple[int, ...] = ()
    rolls: tuple[int, ...] = ()
    dice: tuple[tuple[int, int], ...] = ()
    revealing: bool = False
    fresh: bool = True
    result: Outcome | None = None
    rng: Rng = Rng(0)
    version: int = RULES_VERSION
    saves: tuple[tuple[int, int, int, int], ...] = ()

    def count_of(self, region: int, seat: int) -> int:
        """``seat``'s tokens in ``region``."""
        return self.tokens[region * self.seats + seat]

    def region_total(self, region: int) -> int:
        n = self.seats
        return sum(self.tokens[region * n:region * n + n])

    def on_board(self, seat: int) -> int:
        """All of ``seat``'s tokens on the map."""
        return sum(self.tokens[seat::self.seats])

    def empty_regions(self) -> int:
        n = self.seats
        return sum(1 for r in range(REGIONS) if not any(self.tokens[r * n:r * n + n]))

    def hand_faces(self, seat: int) -> tuple[int, ...]:
        return tuple(c.face for c in self.cards.piles[2 + seat])

    def dominator(self, region: int) -> int:
        """The seat with strictly more tokens in ``region`` than each other, or -1."""
        n = self.seats
        counts = self.tokens[region * n:region * n + n]
        best = max(counts)
        if best == 0 or counts.count(best) > 1:
            return -1
        return counts.index(best)


class _Keep:
    """The default of :func:`evolve`: keep the field as it is."""


_KEEP: Any = _Keep()


def evolve(s: ApocalypseState, *,
           seats: int = _KEEP,
           tokens: tuple[int, ...] = _KEEP,
           vp: tuple[int, ...] = _KEEP,
           cards: Cards = _KEEP,
           turn: int = _KEEP,
           phase: int = _KEEP,
           left: int = _KEEP,
           used: int = _KEEP,
           action: int = _KEEP,
           count: int = _KEEP,
           pick: int = _KEEP,
           disaster: int = _KEEP,
           zone: int = _KEEP,
           hits: tuple[tuple[int, int], ...] = _KEEP,
           asking: int = _KEEP,
           contenders: tuple[int, ...] = _KEEP,
           rolls: tuple[int, ...] = _KEEP,
           dice: tuple[tuple[int, int], ...] = _KEEP,
           revealing: bool = _KEEP,
           fresh: bool = _KEEP,
           result: Outcome | None = _KEEP,
           rng: Rng = _KEEP,
           version: int = _KEEP,
           saves: tuple[tuple[int, int, int, int], ...] = _KEEP,
           ) -> ApocalypseState:
    """``dataclasses.replace`` for states, three times faster (search calls it on every step)."""
    return ApocalypseState(
        s.seats if seats is _KEEP else seats,
        s.tokens if tokens is _KEEP else tokens,
        s.vp if vp is _KEEP else vp,
        s.cards if cards is _KEEP else cards,
        s.turn if turn is _KEEP else turn,
        s.phase if phase is _KEEP else phase,
        s.left if left is _KEEP else left,
        s.used if used is _KEEP else used,
        s.action if action is _KEEP else action,
        s.count if count is _KEEP else count,
        s.pick if pick is _KEEP else pick,
        s.disaster if disaster is _KEEP else disaster,
        s.zone if zone is _KEEP else zone,
        s.hits if hits is _KEEP else hits,
        s.asking if asking is _KEEP else asking,
        s.contenders if contenders is _KEEP else contenders,
        s.rolls if rolls is _KEEP else rolls,
        s.dice if dice is _KEEP else dice,
        s.revealing if revealing is _KEEP else revealing,
        s.fresh if fresh is _KEEP else fresh,
        s.result if result is _KEEP else result,
        s.rng if rng is _KEEP else rng,
        s.version if version is _KEEP else version,
        s.saves if saves is _KEEP else saves,
    )


# -- the action texts, built once ------------------------------------------------------
def _card(face: int) -> str:
    return str(CARDS[face].number)


MOVE = tuple(tuple(_act(f"move {REGION_CODES[a]}-{REGION_CODES[b]}") for b in range(REGIONS))
             for a in range(REGIONS))
LURE_TEXT = tuple(tuple(_act(f"lure {REGION_CODES[a]}-{REGION_CODES[b]}") for b in range(REGIONS))
                  for a in range(REGIONS))
SWAP = tuple(_act(f"swap {REGION_CODES[a]}-{REGION_CODES[b]}") for a, b in ADJACENT_PAIRS)
GROW = tuple(_act(f"grow {code}") for code in REGION_CODES)
AT = tuple(_act(f"at {code}") for code in REGION_CODES)
HIT = tuple(_act(f"hit {code}") for code in REGION_CODES)
ZONE_TEXT = tuple(_act(f"zone {name}") for name in ZONES)
WITH = tuple(_act(f"with {name}") for name in SEAT_NAMES)
REMOVE = tuple(_act(f"remove {name}") for name in SEAT_NAMES)
CONVERT = tuple(_act(f"convert {name}") for name in SEAT_NAMES)
PLAY = tuple(_act(f"play {_card(f)}") for f in range(len(CARDS)))
TAKE_TEXT = tuple(_act(f"take {_card(f)}") for f in range(len(CARDS)))
DISCARD_TEXT = tuple(_act(f"discard {_card(f)}") for f in range(len(CARDS)))
MITIGATE_TEXT = tuple(tuple(_act(f"mitigate {_card(f)} {code}") for code in REGION_CODES)
                      for f in range(len(CARDS)))
ROLL = tuple(_act(f"roll {k}") for k in range(7))
FACE = tuple(_act(f"face {_card(f)}") for f in range(len(CARDS)))
DONE, SCORE_TEXT, PASS = _act("done"), _act("score"), _act("pass")
