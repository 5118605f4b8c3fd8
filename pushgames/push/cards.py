"""The Action deck: 74 names, 78 cards (the Faction card five times).

Each card is a :class:`CardSpec`: its name, the operative type it requires
(``ANY``), what it does (:data:`KIND` codes) and, for an attack, its effect and
the directions it may strike in.

>>> len(CARDS), sum(COUNTS)
(74, 78)
>>> spec = CARDS[card_index("Shatter")]
>>> spec.kind == ATTACK and spec.effect == KILL_OR_INC and OPERATIVE_NAMES[spec.requires]
'Bleeder'
"""

from __future__ import annotations

from typing import NamedTuple

OPERATIVE_NAMES = ("Watcher", "Sniffer", "Pusher", "Mover", "Shifter", "Shadow", "Bleeder",
                   "Stitcher", "Wiper",
                   "Porter", "Phaser", "Changer", "Squad")
(WATCHER, SNIFFER, PUSHER, MOVER, SHIFTER, SHADOW, BLEEDER, STITCHER, WIPER, PORTER,
 PHASER, CHANGER,
 SQUAD) = range(13)
#: Counters of each type in the shared pool (46 in all).
POOL = (6, 5, 5, 4, 3, 3, 4, 2, 2, 2, 2, 2, 6)
ANY = -1
#: Single letters for the board diagram.
OPERATIVE_LETTERS = "WNPMFHBSIOXCQ"

FACTIONS = ("Division", "Rebel", "Triad", "Company", "Mercenary", "Religion")
DIVISION, REBEL, TRIAD, COMPANY, MERCENARY, RELIGION = range(6)
FACTION_USES = ("draw 2 cards", "reroll any attack roll",
                "one die move this turn may step diagonally",
                "recruit an operative", "roll an extra move die",
                "a kill attack by any own operative")

# What a card does.
(ATTACK, NEGATE, NEGATE_KILL, NEGATE_FAO, NEGATE_MOVE, TELEPORT, MOVE5, MOVE5_ATTACK,
 KILL_ORDER, DISCARD2,
 STEAL1, LOOK_DECK, LOOK_HAND, RECRUIT, UNCAPTURE, DRAW2, REROLL_MOVES, GAIN_DICE, WIPE_HAND,
 SWAP_ADJACENT,
 ANSWER_ANY, ANSWER_SNIFFER, ANSWER_WATCHER, ANSWER_ROLL, FACTION, FORCE) = range(26)
# Attack effects.
KILL, INCAPACITATE, NEUTRALIZE, CAPTURE, CONTROL, KILL_OR_INC = range(6)
EFFECT_NAMES = ("kill", "incapacitate", "neutralize", "capture", "control", "kill or incapacitate")
#: The lowest roll (after modifiers) that has the effect; a kill attack
#: incapacitates from 3 and kills from 5.
EFFECT_NEEDS = (5, 2, 3, 4, 5)
KILL_INCAPACITATES = 3
# Directions an attack may strike in.
ORTHOGONAL, DIAGONAL, BOTH = range(3)


class CardSpec(NamedTuple):
    name: str
    requires: int
    kind: int
    effect: int = KILL
    direction: int = ORTHOGONAL
    squads_only: bool = False


def _a(name: str, requires: int, effect: int, direction: int = ORTHOGONAL,
       squads_only: bool = False) -> CardSpec:
    return CardSpec(name, requires, ATTACK, effect, direction, squads_only)


CARDS: tuple[CardSpec, ...] = (
    CardSpec("Faction", ANY, FACTION),
    CardSpec("Trackers", SNIFFER, DISCARD2),
    CardSpec("Disorientation", BLEEDER, NEGATE),
    CardSpec("Know Destination", PORTER, TELEPORT),
    CardSpec("Disappear", PORTER, NEGATE_MOVE),
    CardSpec("Disguise", CHANGER, MOVE5),
    CardSpec("Visitation", PORTER, MOVE5_ATTACK),
    CardSpec("Kill Order", PUSHER, KILL_ORDER),
    CardSpec("Vanish", PORTER, NEGATE_MOVE),
    _a("False Friend", CHANGER, KILL),
    _a("Doppelganger", CHANGER, KILL, DIAGONAL),
    CardSpec("Friendly Visage", CHANGER, NEGATE),
    _a("Treachery", CHANGER, NEUTRALIZE),
    CardSpec("Innocent Bystander", CHANGER, NEGATE),
    CardSpec("See the Future", WATCHER, LOOK_DECK),
    CardSpec("Know Intentions", WATCHER, LOOK_HAND),
    _a("Sonic Scream", BLEEDER, INCAPACITATE),
    _a("Guns", ANY, KILL),
    CardSpec("Money", ANY, RECRUIT),
    CardSpec("For Hire", ANY, RECRUIT),
    _a("Hunted Down", SNIFFER, CAPTURE),
    CardSpec("Escape", ANY, UNCAPTURE),
    CardSpec("Rescue", ANY, UNCAPTURE),
    _a("Push", PUSHER, CONTROL),
    _a("Implant Memories", PUSHER, NEUTRALIZE),
    _a("Fatal Command", PUSHER, KILL),
    _a("Suicidal Thoughts", PUSHER, KILL, DIAGONAL),
    _a("Mind Control", PUSHER, CONTROL, DIAGONAL),
    _a("Mind Wipe", WIPER, NEUTRALIZE),
    _a("Surprise", ANY, KILL),
    _a("Ambush", ANY, KILL, DIAGONAL),
    CardSpec("Danger Sense", WATCHER, NEGATE),
    CardSpec("Mesmerize", PUSHER, NEGATE),
    CardSpec("Forget", WIPER, DISCARD2),
    CardSpec("Force Projection", MOVER, FORCE),
    _a("Shatter", BLEEDER, KILL_OR_INC),
    CardSpec("Run Away", ANY, NEGATE),
    CardSpec("Safe Place", ANY, NEGATE),
    _a("Automatic Weapons", SQUAD, KILL),
    _a("Firepower", SQUAD, KILL),
    _a("Surrounded", SQUAD, CAPTURE),
    CardSpec("Move Undetected", SHADOW, NEGATE),
    CardSpec("Keep Hidden", SHADOW, NEGATE_FAO),
    CardSpec("Walk Through Walls", PHASER, MOVE5),
    CardSpec("Retreat", PHASER, NEGATE),
    CardSpec("Bypass Security", PHASER, MOVE5),
    CardSpec("No Obstacle", PHASER, MOVE5_ATTACK),
    _a("Personal Army", PUSHER, CONTROL, squads_only=True),
    CardSpec("Deflection", MOVER, NEGATE),
    _a("Levitation", MOVER, KILL_OR_INC),
    _a("Collapse Structure", MOVER, KILL, DIAGONAL),
    _a("Leverage", ANY, NEUTRALIZE),
    CardSpec("Need Him Alive", ANY, NEGATE_KILL),
    CardSpec("Let Plot Unfold", ANY, NEGATE),
    _a("Paralysis", STITCHER, INCAPACITATE),
    _a("Kinetic Blow", MOVER, KILL, BOTH),
    CardSpec("Inertial Fields", MOVER, NEGATE_KILL),
    CardSpec("Substitution", SHIFTER, SWAP_ADJACENT),
    _a("Rupture Blood Vessels", BLEEDER, KILL),
    CardSpec("Illusions", SHIFTER, NEGATE),
    _a("Trap", ANY, CAPTURE),
    CardSpec("Prediction", WATCHER, DRAW2),
    _a("Know Location", SNIFFER, NEUTRALIZE),
    CardSpec("Psychometrics", SNIFFER, STEAL1),
    CardSpec("Memento", SNIFFER, MOVE5),
    CardSpec("Changing Future", ANY, ANSWER_WATCHER),
    CardSpec("See Decisions", WATCHER, ANSWER_ROLL),
    CardSpec("Notebook", WATCHER, REROLL_MOVES),
    CardSpec("Contacts", SHIFTER, RECRUIT),
    CardSpec("Hide Building", SHADOW, ANSWER_ANY),
    CardSpec("Avoid Detection", SHADOW, ANSWER_SNIFFER),
    CardSpec("Intentional Wipe", WIPER, WIPE_HAND),
    _a("Selective Memory Loss", WIPER, NEUTRALIZE),
    CardSpec("Secret Notes", WIPER, GAIN_DICE),
)
FACTION_CARD = 0
#: How many of each face the deck holds.
COUNTS: tuple[int, ...] = tuple(5 if spec.kind == FACTION else 1 for spec in CARDS)
NAMES: tuple[str, ...] = tuple(spec.name for spec in CARDS)
_BY_NAME = {name.lower(): index for index, name in enumerate(NAMES)}
#: Cards played when their player decides in its Move Phase (not as answers).
NEGATES = frozenset(i for i, c in enumerate(CARDS)
                    if c.kind in (NEGATE, NEGATE_KILL, NEGATE_FAO, NEGATE_MOVE, FORCE))
ANSWERS = frozenset(i for i, c in enumerate(CARDS)
                    if c.kind in (ANSWER_ANY, ANSWER_SNIFFER, ANSWER_WATCHER))
#: Cards a Faction card answers by faction: only the Rebel's use is an answer.


def card_index(name: str) -> int:
    """The face index of a card name (any case); ``KeyError`` if there is none."""
    return _BY_NAME[" ".join(name.split()).lower()]


def match_card_name(text: str) -> tuple[int, str] | None:
    """The longest card name ``text`` starts with, and the rest of the text."""
    low = text.lower()
    best: tuple[int, str] | None = None
    for name, index in _BY_NAME.items():
        if (low == name or low.startswith(name + " ")) and (best is None
                                                            or len(name) > len(NAMES[best[0]])):
            best = (index, text[len(name):].strip())
    return best
