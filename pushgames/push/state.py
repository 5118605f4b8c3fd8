"""Push's state values: operatives, the frames of a decision under way, the state.

Every value is an immutable ``NamedTuple`` (fast to build and compare). A
state's ``stack`` holds what is under way, innermost last: a card waiting for
answers, an attack, a path being walked, a die to roll. With an empty stack
the seat whose turn it is decides (its Move Phase, or its End Phase discards).
"""

from __future__ import annotations

from typing import NamedTuple, Union

from ..core import Outcome, Rng
from ..core.knowledge import Cards

# The compromise tokens an operative may carry.
NO_CAPTOR = -1


class Op(NamedTuple):
    """An operative counter: its type, its controller, its tokens, and a number
    that tells it apart for the game (each operative uses one die a turn)."""

    kind: int
    owner: int
    uid: int
    inc: bool = False
    neut: bool = False
    captor: int = NO_CAPTOR

    @property
    def compromised(self) -> bool:
        return self.inc or self.neut or self.captor != NO_CAPTOR

    @property
    def captured(self) -> bool:
        return self.captor != NO_CAPTOR


# Phases (the Fate and Recovery phases pass without decisions of the player).
SETUP, MOVE, END = range(3)
PHASE_NAMES = ("Set-up", "Move Phase", "End Phase")

# What a move path is for and how it may step.
STEP_DIAGONAL = 1  # Shifter, or a Triad's Faction card
STEP_THROUGH = 2   # Phaser
STEP_PUSH = 4      # Mover
AVOID_SHADOWS = 8  # a Sniffer's +1/-1: may not end near an enemy Shadow's protection
ATTACK_AFTER = 16  # Visitation, No Obstacle: attack to kill at the end
AVERTS = 32        # Disappear, Vanish: the walk averts an attack


class Path(NamedTuple):
    """An operative walking: ``left`` steps to go (exactly, or up to ``left``
    once ``free`` and at least one step was taken)."""

    seat: int
    uid: int
    at: int
    start: int
    left: int
    visited: int
    flags: int
    free: bool
    taken: int = 0
    card: int = -1


class Place(NamedTuple):
    """An operative about to land on a square of the seat's choice (Port, Know Destination)."""

    seat: int
    at: int
    card: int  # -1: a Porter's 6


class Reroll(NamedTuple):
    """Watchers' rerolls (``left`` of them), or a Notebook's one."""

    seat: int
    left: int


class Roll(NamedTuple):
    """Chance rolls ``number`` move dice for the turn's player; ``then_reroll``:
    the Watchers may reroll once they are all rolled."""

    number: int
    then_reroll: bool = False


class Recovery(NamedTuple):
    """Recovery rolls still to make: (square, token) with token 0 incapacitated,
    1 captured, 2 neutralized."""

    queue: tuple[tuple[int, int], ...]


class FactionDraw(NamedTuple):
    """Seats whose faction is drawn at random, still to draw (set-up)."""

    seats: tuple[int, ...]


class Draft(NamedTuple):
    """Operatives to draw from the pool: (seat, square) each (set-up, recruits)."""

    queue: tuple[tuple[int, int], ...]


class FirstRoll(NamedTuple):
    """The roll for the first player: who still rolls, and the rolls so far."""

    contenders: tuple[int, ...]
    rolls: tuple[int, ...]


class Pick(NamedTuple):
    """Chance takes ``number`` random cards from ``victim``'s hand, to ``thief``'s
    hand or (thief -1) to the discard."""

    victim: int
    thief: int
    number: int


class Play(NamedTuple):
    """A card played by ``actor``: its face and arguments (squares, a seat, a mode)."""

    actor: int
    card: int
    a: int = -1
    b: int = -1
    c: int = -1


class Window(NamedTuple):
    """Other seats that may answer a played card, in turn order (head decides)."""

    play: Play
    queue: tuple[int, ...]


# Attack stages.
DEFEND, ROLL, ANSWER_ROLL, VANISH_ROLL = range(4)


class Attack(NamedTuple):
    """An attack under way. ``actor`` rolls (the card's player); ``attacker``
    and ``target`` are squares; ``queue`` the seats still to ask."""

    actor: int
    card: int
    attacker: int
    target: int
    effect: int
    stage: int
    queue: tuple[int, ...] = ()
    roll: int = 0
    asked: tuple[int, ...] = ()
    negate: int = -1  # the Disappear / Vanish card being tried


class Strike(NamedTuple):
    """After a Visitation / No Obstacle walk: attack to kill from ``at``, or skip."""

    seat: int
    at: int
    card: int


class Discard(NamedTuple):
    """The End Phase: the turn's player discards down to its hand limit."""

    seat: int


Frame = Union[Path, Place, Reroll, Roll, Recovery, Draft, FactionDraw, FirstRoll, Pick, Window,
              Attack, Strike,
              Discard]


class PushState(NamedTuple):
    """A whole position. ``board[sq]`` is an :class:`Op` or ``None``; ``pool``
    and ``gone`` count counters by type; ``dice`` are the unused move dice;
    ``moved`` the operatives that used a die this turn, ``healed`` the
    Stitchers that healed; ``box`` each seat's box (0-3)."""

    seats: int
    factions: tuple[int, ...]
    box: tuple[int, ...]
    board: tuple[Op | None, ...]
    pool: tuple[int, ...]
    gone: tuple[int, ...]
    next_uid: int
    cards: Cards
    turn: int
    first: int
    round: int
    round_limit: int
    phase: int
    dice: tuple[int, ...]
    moved: frozenset[int]
    healed: frozenset[int]
    recruited: bool
    diagonal: bool
    stack: tuple[Frame, ...]
    reveal: bool
    result: Outcome | None
    rng: Rng
    #: No decision has been made yet in this turn (its first one starts a move-list entry).
    fresh: bool = False
