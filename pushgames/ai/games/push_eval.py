"""Push: how good a position is for each seat, in points.

A seat wins by holding all four orthogonal or all four diagonal neighbours of
f6 (a *ring*) with its own uncaptured operatives at the end of its turn, so the
evaluation is mostly about the rings:

- each ring square a seat holds is worth :data:`HOLD`, and holding two or three
  of one ring adds :data:`RING_BONUS` (the fourth is the win itself);
- each ring square still empty is worth what the seat's nearest free
  operative can hope for: :func:`approach` of its walking distance, each
  operative counted for one square only (a greedy matching, nearest first,
  ties broken as the seat sees the board turned to its box: :data:`FRAME`);
- a seat's two rings count as the better one plus a quarter of the other (an
  operative on one ring often helps the other; the better ring is the plan).

Then material: operatives by their tokens, captives held, cards in hand (up to
the hand limit), and a heavy penalty below the four uncaptured operatives a
win needs. A seat's value is its total minus its strongest rival's, so the
same function serves two to four seats (as Apocalypse USA's does).

Distances are precomputed walks on the empty board around f6 (orthogonal, or
king moves for a Shifter): occupied squares are ignored, the dice do the rest.
They, the rings, and the reading of which seat threatens to take a ring in its
next turn (and with what chance) are :mod:`.push_threats`'.

>>> from pushgames.core import start
>>> from pushgames.push import GAME
>>> state = start(GAME, {"seats": 2}, seed=1)
>>> totals = seat_totals(state)
>>> len(totals), evaluate(state, 0) == -evaluate(state, 1)
(2, True)
"""

from __future__ import annotations

from typing import NamedTuple
from functools import lru_cache

from ...push.cards import CHANGER, MOVER, PORTER, SHIFTER, SNIFFER, TRIAD, WATCHER
from ...push.common import HAND_LIMIT
from ...push.state import Op, PushState
from ...push.threats import in_hand
from ...push.turns import FATE_DRAW, wins
from .push_threats import (
    BOARD_CACHE, DISTANCE, FRAME, REACH, RINGS, STUCK, THREAT_SQUARES, any_matching, block_chance,
    clearing_threat, faction_chance, fill_chance, stepped_chance, sweep_threat, unseen_threat,
    walkers_of, wiped_squares,
)

#: Points for a ring square held, and extra for holding 0..3 squares of one ring.
HOLD = 12.0
RING_BONUS = (0.0, 0.0, 6.0, 20.0, 60.0)
#: The other ring counts this much beside the better one.
OTHER_RING = 0.25
#: An operative on its own side's completed ring during its own turn: ending the turn wins.
WIN_NOW = 2_000.0
#: A ring the seat on move can complete with the dice it holds (:func:`in_hand`):
#: less than the win itself, more than anything else, so a plan that keeps the
#: win in hand (a Mover's sweep before the two walks that fill the ring) is taken.
WIN_IN_HAND = 1_000.0
#: Operatives by their state; captives a seat holds; cards in hand.
FREE_OP, INCAPACITATED_OP, NEUTRALIZED_OP, CAPTURED_OP = 3.0, 2.0, 1.5, 1.0
CAPTIVE_HELD = 0.5
CARD = 1.0
#: Per uncaptured operative missing below the four a win needs.
SHORT_OF_FOUR = 10.0
#: A rival that could take a ring in its next turn, and one's own such threat.
RIVAL_THREAT, OWN_THREAT = 150.0, 15.0
#: Hard: the same, times the chance that the seat's next roll fills the ring.
RIVAL_THREAT_CHANCE, OWN_THREAT_CHANCE = 300.0, 30.0


class Style(NamedTuple):
    """How a level weighs the position (Medium and Easy: the defaults).

    ``chance``: a threat is weighed by the chance its dice fill the ring
    (:func:`fill_chance`); ``blocked_share``: a ring another operative stands
    on counts at this share of its value (it cannot be completed before an
    attack or a push clears it), except for the first player when
    ``first_races`` (ahead in the race, it races); ``slope``: what each step
    closer to an empty ring square is worth (:func:`approach`)."""

    chance: bool = False
    blocked_share: float = 1.0
    slope: float = 0.45
    #: The first player races: for it blocked rings count whole (``blocked_share`` 1).
    first_races: bool = False
    #: One's own threat counts this much more times the chance that no rival
    #: blocks it before one's next turn (:func:`block_chance`).
    unblocked: float = 0.0
    #: The rivals' threats the plain reading misses count too (:func:`unseen_threat`:
    #: a captive that may recover, a ring held three times whose blocker a
    #: Changer or a Mover clears, a Mover on the ring sweeping its blocker).
    unseen: bool = False
    #: A seat's free Mover and Changer each count this much more (the operatives
    #: that clear a blocker off a ring: most of Hard's losses to Medium), so that an
    #: attack or a card on the rival's clearer is worth more than on another.
    clearers: float = 0.0
    #: A Triad rival's threats count with the chance that it holds a Faction card
    #: (one die's walk may then step diagonally once: any die long enough fits, of
    #: either parity), read from its hand size (:func:`faction_chance`).
    faction_steps: bool = False


PLAIN = Style()


def approach(distance: int, slope: float = PLAIN.slope) -> float:
    """What an empty ring square is worth to a seat whose nearest free
    operative is ``distance`` steps away: less than holding it, falling with
    each step so that every step closer counts.

    >>> approach(1) > approach(6) > approach(20) > 0
    True
    """
    return max(0.5, 7.0 - slope * distance)


def ring_value(board: tuple[Op | None, ...], seat: int, ring: tuple[int, ...],
               movers: list[tuple[int, int, int]],
               style: Style = PLAIN, box: tuple[int, ...] | None = None
               ) -> tuple[float, tuple[tuple[int, int], ...] | None]:
    """One ring for ``seat``: squares held, and empty squares matched to the
    nearest of ``movers`` ((square, kind, extra distance) of its operatives);
    and whether the seat *threatens* the ring: every square it lacks is empty
    and matched, at most three of them, each to a free operative a die could
    walk there (the fast reading of :mod:`pushgames.push.threats`), or one
    square has another operative on it that a free Changer or Mover of the
    seat could clear and take (:func:`clearing_threat`), or (given the
    claimed boxes ``box``) two or more are in the way and one walk of the
    seat's free Mover pushes them all off (:func:`sweep_threat`): then the
    threat's walkers ((distance, operative type) of each), else ``None``.

    A ring another operative stands on (a rival's, or a captive) cannot be
    completed before it is attacked or pushed away: ``style.blocked_share``
    < 1 (Hard) counts such a ring at that share of its value."""
    held = 0
    empty = []
    for sq in ring:
        op = board[sq]
        if op is None:
            empty.append(sq)
        elif op.owner == seat and not op.captured:
            held += 1
    value = HOLD * held + RING_BONUS[held]
    if held + len(empty) < 4:
        value *= style.blocked_share
    if not empty:
        if box is not None and held == 2:
            # Every square taken, two by others: one Mover walk may still
            # push them all off and leave the seat's own operatives on the ring (a
            # loss of Hard's: Red's Mover pushed the e file up, Blue's blockers off e5
            # and e7, Red's own Stitcher from e6 onto e7). The page warned of it.
            # At most one square left to walk onto: a sweep that also needs two
            # exact walks is rare, and Medium weighs every threat it sees alike.
            return value, sweep_threat(board, box, seat, ring, movers, max_needs=1)
        return value, None
    frame = FRAME[box[seat]] if box is not None else FRAME[0]
    pairs = []
    for index, (at, kind, extra) in enumerate(movers):
        if at in ring:
            continue  # it holds a square of this ring already
        table = DISTANCE[kind == SHIFTER]
        for target in empty:
            pairs.append((table[target][at] + extra, frame[at], frame[target], index, target))
    pairs.sort()
    used_ops: set[int] = set()
    filled: set[int] = set()
    walks: list[tuple[int, int, int]] = []
    threat = held + len(empty) == 4 and len(empty) <= THREAT_SQUARES
    for distance, _, _, index, target in pairs:
        if index in used_ops or target in filled:
            continue
        used_ops.add(index)
        filled.add(target)
        walks.append((distance, movers[index][1], movers[index][2]))
        value += approach(distance,
                          style.slope) * (1.0 if held + len(empty) == 4 else style.blocked_share)
        kind = movers[index][1]
        threat = threat and (kind == PORTER and movers[index][2] == 0
                             or distance <= REACH[kind == SNIFFER])
        if len(filled) == len(empty):
            break
    if held + len(empty) == 3 and len(empty) < THREAT_SQUARES:
        return value, clearing_threat(board, seat, ring, empty, movers, frame)
    if box is not None and held + len(empty) <= 2 and held >= 1:
        # The Mover's die and two others: it must hold one square already.
        return value, sweep_threat(board, box, seat, ring, movers)
    if held + len(empty) == 4 and len(empty) <= THREAT_SQUARES and (not threat
                                                                    or len(filled) != len(empty)):
        # The nearest-first matching values the squares; it can miss a threat
        # another matching makes (the walker nearest to f5 may be the only one
        # that reaches f7): look at every matching before saying there is none.
        return value, any_matching(ring, empty, movers)
    if not threat or len(filled) != len(empty):
        return value, None
    return value, walkers_of(walks)


def seat_totals(state: PushState, fate_drawn: int = -1) -> list[float]:
    """Each seat's strength in points (rings, material, cards); see :func:`assess`."""
    return assess(state, fate_drawn)[0]


class BoardTerms(NamedTuple):
    """What :func:`assess` reads from the board alone, per seat: rings and
    material (``base``), the penalty below four operatives (``short``), the
    chance of taking a ring next turn (``threats``), and the Watchers (the
    hand limit)."""

    base: tuple[float, ...]
    short: tuple[float, ...]
    threats: tuple[float, ...]
    watchers: tuple[int, ...]
    #: With ``style.unblocked``: each threat's chance times the chance no rival blocks it.
    unblocked: tuple[float, ...] = ()
    #: Each seat's threat walkers on its two rings (``None`` where it has no threat),
    #: for ``style.faction_steps`` (:func:`stepped_chance`, read only for a Triad rival).
    walkers: tuple[tuple[tuple[tuple[int, int], ...] | None, ...], ...] = ()


@lru_cache(maxsize=BOARD_CACHE)
def board_terms(board: tuple[Op | None, ...], seats: int, style: Style = PLAIN,
                box: tuple[int, ...] | None = None) -> BoardTerms:
    """The board's part of :func:`assess`, kept for the boards valued last
    (``box``: the claimed boxes, for the Mover sweeps of :func:`ring_value`)."""
    movers: list[list[tuple[int, int, int]]] = [[] for _ in range(seats)]
    material = [0.0] * seats
    uncaptured = [0] * seats
    watchers = [0] * seats
    wiped = wiped_squares(board)
    for sq, op in enumerate(board):
        if op is None:
            continue
        owner = op.owner
        if op.kind == WATCHER:
            watchers[owner] += 1  # the hand limit (as hand_limit counts them)
        if op.captured:
            material[owner] += CAPTURED_OP
            if op.captor < seats:
                material[op.captor] += CAPTIVE_HELD
            continue
        uncaptured[owner] += 1
        if op.inc or op.neut:
            material[owner] += INCAPACITATED_OP if not op.neut else NEUTRALIZED_OP
            movers[owner].append((sq, op.kind, STUCK))
        else:
            material[owner] += FREE_OP + (style.clearers if op.kind in (MOVER, CHANGER) else 0.0)
            frozen = sq in wiped and bool(wiped[sq] - {owner})
            movers[owner].append((sq, op.kind, STUCK if frozen else 0))
    base = []
    threats: list[float] = []
    unblocked: list[float] = []
    seat_walkers: list[tuple[tuple[tuple[int, int], ...] | None, ...]] = []
    for seat in range(seats):
        orth, orth_threat = ring_value(board, seat, RINGS[0], movers[seat], style, box)
        diag, diag_threat = ring_value(board, seat, RINGS[1], movers[seat], style, box)
        base.append(max(orth, diag) + OTHER_RING * min(orth, diag) + material[seat])
        threats.append(max(fill_chance(w) if w else 0.0 for w in (orth_threat, diag_threat)))
        if style.unblocked:
            best = 0.0
            for ring, walkers in zip(RINGS, (orth_threat, diag_threat)):
                if walkers:
                    needs = [sq for sq in ring if board[sq] is None]
                    free = 1.0
                    for rival in range(seats):
                        if rival != seat:
                            free *= 1.0 - block_chance(needs, movers[rival])
                    best = max(best, fill_chance(walkers) * free)
            unblocked.append(best)
        seat_walkers.append((orth_threat, diag_threat))
    short = tuple(max(0, 4 - count) * SHORT_OF_FOUR for count in uncaptured)
    return BoardTerms(tuple(base), short, tuple(threats), tuple(watchers), tuple(unblocked),
                      tuple(seat_walkers))


def assess(state: PushState, fate_drawn: int = -1, style: Style = PLAIN) -> tuple[list[float],
        list[float]]:
    """Each seat's strength in points (rings, material, cards), and the
    chance it takes a ring in its next turn (> 0 when it threatens one, see
    :func:`ring_value` and :func:`fill_chance`; the better of its two rings).

    ``fate_drawn``: a seat whose turn has just begun, whose Fate Phase cards
    are not counted yet, so that a position just after a turn ends compares
    fairly with one in the middle of it (both before that draw).
    ``style`` as in :func:`ring_value`. The board's part comes from
    :func:`board_terms`."""
    terms = board_terms(state.board, state.seats, style, state.box)
    totals = []
    for seat in range(state.seats):
        held = state.cards.size(2 + seat) - (FATE_DRAW if seat == fate_drawn else 0)
        cards = min(max(0, held), HAND_LIMIT + terms.watchers[seat])
        # rings + material first, then cards, then the penalty: the sums (and
        # so the ties between plans) are exactly what they were before the cache
        total = terms.base[seat] + CARD * cards - terms.short[seat]
        if state.result is None and state.turn == seat and wins(state, seat):
            total += WIN_NOW
        elif state.result is None and state.turn == seat and terms.threats[
            seat] > 0 and in_hand(state, seat):
            total += WIN_IN_HAND
        totals.append(total)
    return totals, list(terms.threats)


def evaluate(state: PushState, seat: int, fate_drawn: int = -1, threats: bool = True,
             style: Style = PLAIN) -> float:
    """``seat``'s total minus its strongest rival's (points; a finished game
    is worth twice :data:`WIN_NOW` to its winner). ``fate_drawn`` as in
    :func:`seat_totals`, ``style`` as in :class:`Style`. With
    ``threats`` a rival that threatens a ring costs :data:`RIVAL_THREAT` (a
    block is worth almost any other use of a die) and one's own threat is
    worth :data:`OWN_THREAT` (the rivals may block it); with ``style.chance``
    (Hard) each threat is weighed by the chance its dice fill the ring
    (:data:`RIVAL_THREAT_CHANCE`, :data:`OWN_THREAT_CHANCE`), so that of two
    blocks the one leaving the rival fewer winning rolls counts more."""
    if state.result is not None:
        winners = state.result.winners
        if not winners:
            return 0.0
        return 2 * WIN_NOW if seat in winners else -2 * WIN_NOW
    if style.first_races and seat == state.first:
        style = style._replace(blocked_share=1.0)
    totals, threatening = assess(state, fate_drawn, style)
    if threats and style.unseen:
        threatening = [max(chance, unseen_threat(state.board, s, state.box)) if s != seat
                       else chance for s, chance in enumerate(threatening)]
    if threats and style.faction_steps:
        walkers = board_terms(state.board, state.seats, style, state.box).walkers
        for s in range(state.seats):
            if s != seat and state.factions[s] == TRIAD and state.cards.size(2 + s):
                stepped = max(stepped_chance(w) if w else 0.0 for w in walkers[s])
                if stepped > threatening[s]:
                    share = faction_chance(state.cards.size(2 + s))
                    threatening[s] += share * (stepped - threatening[s])
    if threats:
        if style.chance:
            totals = [total + (OWN_THREAT_CHANCE if s == seat
                               else RIVAL_THREAT_CHANCE) * threatening[s]
                      for s, total in enumerate(totals)]
            if style.unblocked:
                totals[seat] += style.unblocked * board_terms(state.board, state.seats, style,
                                                              state.box).unblocked[seat]
        else:
            totals = [total + (OWN_THREAT if s == seat else RIVAL_THREAT) * (threatening[s] > 0)
                      for s, total in enumerate(totals)]
    rival = max(total for s, total in enumerate(totals) if s != seat)
    return totals[seat] - rival
