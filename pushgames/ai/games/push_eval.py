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

>>> from pushgames.core import start
>>> from pushgames.push import GAME
>>> state = start(GAME, {"seats": 2}, seed=1)
>>> totals = seat_totals(state)
>>> len(totals), evaluate(state, 0) == -evaluate(state, 1)
(2, True)
"""

from __future__ import annotations

from collections import deque
from typing import NamedTuple
from functools import lru_cache
from itertools import combinations_with_replacement, permutations, product

from ...push.board import (
    AROUND, CENTRE, DIAG_AROUND_CENTRE, ORTH, ORTH_AROUND_CENTRE, SIZE, SQUARES,
)
from ...push.cards import (
    CHANGER, COUNTS, FACTION_CARD, MOVER, OPERATIVE_NAMES, PORTER, SHIFTER, SNIFFER, TRIAD, WATCHER,
    WIPER,
)
from ...push.common import HAND_LIMIT
from ...push.state import Op, PushState
from ...push.threats import SWITCH, TURN_DICE, fits, in_hand, push_starts, sweeps
from ...push.turns import FATE_DRAW, wins


def _quarter_turn(sq: int) -> int:
    """``sq`` turned a quarter about f6, the way that takes box 1 (a11) to box 0 (a1)."""
    file, rank = sq % SIZE, sq // SIZE
    return (SIZE - 1 - rank) + file * SIZE


def _frames() -> tuple[tuple[int, ...], ...]:
    frames = [tuple(range(SQUARES))]
    for _ in range(3):
        frames.append(tuple(_quarter_turn(sq) for sq in frames[-1]))
    return tuple(frames)


#: FRAME[box][sq]: the square as the seat in ``box`` sees the board, turned so that
#: its box is a1's. Ties between equally near walkers and squares are broken in this
#: frame, so that a position and its turn about f6 with the seats' boxes exchanged
#: (the board maps onto itself) are valued alike: broken by plain square number, the
#: seat whose box is a1 was matched differently from the one in k11 (issue 23).
FRAME: tuple[tuple[int, ...], ...] = _frames()

#: The two rings around f6 (a seat wins holding either whole).
RINGS: tuple[tuple[int, ...], ...] = (tuple(ORTH_AROUND_CENTRE), tuple(DIAG_AROUND_CENTRE))
RING_SQUARES = frozenset(RINGS[0] + RINGS[1])
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
#: Extra distance for an operative that cannot move now (tokens, a Wiper next to it).
STUCK = 3
#: A rival that could take a ring in its next turn, and one's own such threat.
RIVAL_THREAT, OWN_THREAT = 150.0, 15.0
#: Hard: the same, times the chance that the seat's next roll fills the ring.
RIVAL_THREAT_CHANCE, OWN_THREAT_CHANCE = 300.0, 30.0
#: At most this many squares are taken in one turn (three move dice), and a
#: die walks at most REACH[sniffer] steps.
THREAT_SQUARES = 3
REACH = (6, 7)


def _walk_distances(target: int, king: bool) -> tuple[int, ...]:
    """Steps from every square to ``target`` on the empty board (f6 closed)."""
    far = 99
    dist = [far] * SQUARES
    dist[target] = 0
    queue = deque([target])
    while queue:
        sq = queue.popleft()
        for n in (AROUND[sq] if king else ORTH[sq]):
            if n != CENTRE and dist[n] == far:
                dist[n] = dist[sq] + 1
                queue.append(n)
    return tuple(dist)


#: DISTANCE[king][target][sq] for every ring square (indexed by square; others empty).
DISTANCE: tuple[dict[int, tuple[int, ...]], ...] = tuple(
    {t: _walk_distances(t, king) for t in RING_SQUARES} for king in (False, True))


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


def _wiped(board: tuple[Op | None, ...]) -> dict[int, set[int]]:
    """The squares next to a Wiper, each with the Wipers' owners (a Wiper freezes
    the other seats' operatives beside it), read once for the whole board."""
    wiped: dict[int, set[int]] = {}
    for sq, op in enumerate(board):
        if op is not None and op.kind == WIPER:
            for n in ORTH[sq]:
                wiped.setdefault(n, set()).add(op.owner)
    return wiped


def _free_ops(board: tuple[Op | None, ...], seat: int, wiped: dict[int, set[int]],
              skip: int = -1) -> list[tuple[int, int, int]]:
    """(square, type, extra distance) of ``seat``'s uncaptured operatives but the
    one whose uid is ``skip``: :data:`STUCK` for one with tokens or frozen."""
    return [(sq, op.kind, STUCK if op.inc or op.neut or sq in wiped and bool(wiped[sq] - {seat})
             else 0)
            for sq, op in enumerate(board)
            if op is not None and op.owner == seat and not op.captured and op.uid != skip]


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
    seat could clear and take (:func:`_clearing_threat`), or (given the
    claimed boxes ``box``) two or more are in the way and one walk of the
    seat's free Mover pushes them all off (:func:`_sweep_threat`): then the
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
            return value, _sweep_threat(board, box, seat, ring, movers, max_needs=1)
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
        return value, _clearing_threat(board, seat, ring, empty, movers, frame)
    if box is not None and held + len(empty) <= 2 and held >= 1:
        # The Mover's die and two others: it must hold one square already.
        return value, _sweep_threat(board, box, seat, ring, movers)
    if held + len(empty) == 4 and len(empty) <= THREAT_SQUARES and (not threat
                                                                    or len(filled) != len(empty)):
        # The nearest-first matching values the squares; it can miss a threat
        # another matching makes (the walker nearest to f5 may be the only one
        # that reaches f7): look at every matching before saying there is none.
        return value, _any_matching(ring, empty, movers)
    if not threat or len(filled) != len(empty):
        return value, None
    return value, _walkers(walks)


def _in_reach(distance: int, kind: int, extra: int) -> bool:
    return kind == PORTER and extra == 0 or distance <= REACH[kind == SNIFFER]


def _any_matching(ring: tuple[int, ...], empty: list[int], movers: list[tuple[int, int, int]]
                  ) -> tuple[tuple[int, int], ...] | None:
    """The walkers of the likeliest matching of ``empty`` to different
    operatives not on ``ring``, each in reach of a die (or ``None``)."""
    options = []
    for target in empty:
        reach = []
        for index, (at, kind, extra) in enumerate(movers):
            if at not in ring:
                distance = DISTANCE[kind == SHIFTER][target][at] + extra
                if _in_reach(distance, kind, extra):
                    reach.append((index, (distance, kind, extra)))
        if not reach:
            return None  # most boards: some square is out of every walker's reach
        options.append(reach)
    best: tuple[float, tuple[tuple[int, int], ...] | None] = (0.0, None)
    for chosen in product(*options):
        if len({index for index, _ in chosen}) < len(chosen):
            continue
        walkers = _walkers([walk for _, walk in chosen])
        chance = fill_chance(walkers)
        if chance > best[0]:
            best = (chance, walkers)
    return best[1]


def _walkers(walks: list[tuple[int, int, int]]) -> tuple[tuple[int, int], ...]:
    """(distance, operative type) of each walk, as :func:`fill_chance` reads them
    (a Porter that cannot port now walks as a Watcher does)."""
    return tuple(sorted((distance, WATCHER if kind == PORTER and extra else kind)
                        for distance, kind, extra in walks))


@lru_cache(maxsize=SQUARES)
def _orthogonal_distances(target: int) -> tuple[int, ...]:
    return _walk_distances(target, False)


def push_distance(board: tuple[Op | None, ...], seat: int, ring: tuple[int, ...], blocked: int,
                  at: int) -> int:
    """The fewest steps in which the Mover on ``at`` walks onto ``blocked``
    (a ring square another operative stands on) pushing the line ahead away,
    or 99. The last step comes from an orthogonal neighbour, and that push
    must not run into f6 nor shove one of the seat's own operatives off
    ``ring``. Walking there is measured on the empty board (a Mover pushes
    what is in its way, so an occupied neighbour is reached too, its
    operative pushed onto the line); the pushes on the way and boxes a line
    might be pushed into are not looked at (boxes lie far from f6)."""
    return min((1 + (0 if behind == at else _orthogonal_distances(behind)[at])
                for behind in push_starts(board, seat, ring, blocked, at)), default=99)


def _clearing_threat(board: tuple[Op | None, ...], seat: int, ring: tuple[int, ...],
                     empty: list[int], movers: list[tuple[int, int, int]],
                     frame: tuple[int, ...] = FRAME[0]
                     ) -> tuple[tuple[int, int], ...] | None:
    """The seat's threat on a ring one other operative stands on (the rest
    held or empty), when a free Changer of its own can switch with that
    operative (a 6) or a free Mover can push it away and stand there (a die of
    its walk), while different operatives walk onto the empty squares: the
    walkers of the likeliest such way (as :func:`ring_value` gives them), or
    ``None``. Medium and Hard block what these can take as they block walks.
    Ties are broken in the seat's ``frame`` (:data:`FRAME`), as in :func:`ring_value`."""
    clearers = [index for index, (at, kind, extra) in enumerate(movers)
                if kind in (CHANGER, MOVER) and not extra and at not in ring]
    if not clearers:
        return None
    blocked = next(sq for sq in ring if board[sq] is not None
                   and not ((op := board[sq]) is not None and op.owner == seat and not op.captured))
    best: tuple[float, tuple[tuple[int, int], ...] | None] = (0.0, None)
    for index in clearers:
        at, kind, extra = movers[index]
        if kind == CHANGER:
            clear: tuple[int, int] = (0, SWITCH)
        else:
            distance = push_distance(board, seat, ring, blocked, at)
            if distance > REACH[False]:
                continue
            clear = (distance, MOVER)
        walks: list[tuple[int, int, int]] = []
        used = {index}
        for target in sorted(empty, key=frame.__getitem__):
            options = [(DISTANCE[k == SHIFTER][target][a] + e, frame[a], i)
                       for i, (a, k, e) in enumerate(movers) if i not in used and a not in ring]
            if not options:
                break
            distance, _, chosen = min(options)
            a, k, e = movers[chosen]
            if not (k == PORTER and e == 0 or distance <= REACH[k == SNIFFER]):
                break
            used.add(chosen)
            walks.append((distance, k, e))
        else:
            walkers = tuple(sorted(_walkers(walks) + (clear,)))
            chance = fill_chance(walkers)
            if chance > best[0]:
                best = (chance, walkers)
    return best[1]


def _sweep_threat(board: tuple[Op | None, ...], box: tuple[int, ...], seat: int,
                  ring: tuple[int, ...],
                  movers: list[tuple[int, int, int]], on_ring: bool = False,
                  max_needs: int = TURN_DICE - 1) -> tuple[tuple[int, int], ...] | None:
    """The seat's threat on a ring two or more other operatives stand on, when
    one walk of a free Mover of its own (any die) pushes them all off
    (:func:`pushgames.push.threats.sweeps`, the engine's own steps and pushes)
    and different operatives walk onto the squares left empty: the walkers of
    the likeliest such way, the Mover's walk as (its steps, ``MOVER``), or
    ``None``. ``on_ring``: only a Mover standing on ``ring`` (Hard's reading of
    a ring with one blocker, where :func:`_clearing_threat` reads the Movers
    off the ring: walking every Mover there tripled Hard's time); ``max_needs``:
    the most squares other walkers may still have to fill after the walk. As in
    :func:`ring_value`, the dice are read by
    :func:`fill_chance`, which lets a longer die of the same parity walk the
    Mover too (a sweep is an exact walk: a slight overestimate)."""
    best: tuple[float, tuple[tuple[int, int], ...] | None] = (0.0, None)
    for at, kind, extra in movers:
        if kind != MOVER or extra or on_ring and at not in ring:
            continue
        mover = board[at]
        assert mover is not None, "a free Mover stands on its square"
        for steps, after in sweeps(board, box, seat, ring, at, ANY_LENGTH):
            needs = [sq for sq in ring if after[sq] is None]
            if len(needs) > max_needs:
                continue
            if needs:
                # the other walkers only when a square is left to walk onto
                rest = _free_ops(after, seat, _wiped(after), mover.uid)
                walkers = _any_matching(ring, needs, rest)
            else:
                walkers = ()
            if walkers is None:
                continue
            chosen = tuple(sorted(walkers + ((steps, MOVER),)))
            chance = fill_chance(chosen)
            if chance > best[0]:
                best = (chance, chosen)
    return best[1]


#: A Mover's sweep may take any die of the turn ahead.
ANY_LENGTH = frozenset(range(1, 7))


@lru_cache(maxsize=4096)
def fill_chance(walkers: tuple[tuple[int, int], ...]) -> float:
    """The chance that a turn's three move dice walk each of ``walkers``
    ((distance, operative type)) onto its square, a different die each, read
    as :func:`pushgames.push.threats.fits` reads the dice.

    >>> round(fill_chance(((6, WATCHER),)), 3), round(fill_chance(((1, WATCHER),)), 3)
    (0.421, 0.875)
    """
    # Each walker's fitting dice first, and each roll once up to order (56
    # rolls, each counted as often as it comes in order): a tenth of the work.
    fitting = [frozenset(die for die in range(1, 7) if fits(distance, die, kind))
               for distance, kind in walkers]
    hits = 0
    for dice in combinations_with_replacement(range(1, 7), TURN_DICE):
        if any(all(die in fit for fit, die in zip(fitting, order))
               for order in permutations(dice, len(walkers))):
            hits += _ORDERS[dice]
    return hits / float(6 ** TURN_DICE)


#: _ORDERS[roll]: in how many orders the sorted ``roll`` of the turn's dice comes.
_ORDERS = {dice: len(set(permutations(dice)))
           for dice in combinations_with_replacement(range(1, 7), TURN_DICE)}


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
    #: for ``style.faction_steps`` (:func:`_stepped_chance`, read only for a Triad rival).
    walkers: tuple[tuple[tuple[tuple[int, int], ...] | None, ...], ...] = ()


#: Boards whose terms are kept: the planner values the same board again and
#: again (plans that differ only in cards or dice left, sampled futures that
#: end alike, the next decision's plans): three times in four in a game.
BOARD_CACHE = 8192


@lru_cache(maxsize=BOARD_CACHE)
def board_terms(board: tuple[Op | None, ...], seats: int, style: Style = PLAIN,
                box: tuple[int, ...] | None = None) -> BoardTerms:
    """The board's part of :func:`assess`, kept for the boards valued last
    (``box``: the claimed boxes, for the Mover sweeps of :func:`ring_value`)."""
    movers: list[list[tuple[int, int, int]]] = [[] for _ in range(seats)]
    material = [0.0] * seats
    uncaptured = [0] * seats
    watchers = [0] * seats
    wiped = _wiped(board)
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


#: Walkers whose spare steps must be even (:func:`pushgames.push.threats.fits`): one
#: diagonal step lets them use an odd number too, as a Shifter does.
_PARITY_BOUND = frozenset(kind for kind in range(len(OPERATIVE_NAMES))
                          if kind not in (SHIFTER, SNIFFER, MOVER, PORTER))


@lru_cache(maxsize=4096)
def _stepped_chance(walkers: tuple[tuple[int, int], ...]) -> float:
    """The chance that a turn's dice fill the ring of ``walkers`` when one of
    them (the best) may step diagonally once: it walks as a Shifter does."""
    best = fill_chance(walkers)
    for index, (distance, kind) in enumerate(walkers):
        if kind in _PARITY_BOUND:
            changed = walkers[:index] + ((distance, SHIFTER),) + walkers[index + 1:]
            best = max(best, fill_chance(tuple(sorted(changed))))
    return best


#: The Faction card's copies in the deck, and the deck's cards (five of 78).
FACTION_COPIES, DECK_CARDS = COUNTS[FACTION_CARD], sum(COUNTS)


def faction_chance(held: int) -> float:
    """The chance that a hand of ``held`` unseen cards holds a Faction card (drawn
    as from the whole deck: a seat's view of the others' hands).

    >>> round(faction_chance(6), 2), faction_chance(0)
    (0.33, 0.0)
    """
    return 1.0 - (1.0 - FACTION_COPIES / DECK_CARDS) ** held


#: The chance that a captive outside its own box recovers in its seat's Recovery
#: (a 5 or a 6: ``RECOVERY_NEEDS`` in :mod:`pushgames.push.turns`); ring squares lie
#: in no box.
RECOVER_CHANCE = 2 / 6


def captive_threat(board: tuple[Op | None, ...], seat: int, ring: tuple[int, ...],
                   movers: list[tuple[int, int, int]]) -> float:
    """The chance that ``seat`` takes ``ring`` in its next turn through its own
    captive on it: the ring's other squares held by the seat or empty, the
    captive recovers at the start of the seat's turn (:data:`RECOVER_CHANCE`)
    and different walkers fill the empty squares (:func:`fill_chance`). A win
    neither level saw (issue 23, a replayed loss of Hard's: Blue held three of
    the diagonal ring with its captured Watcher on the fourth; Hard, its captor,
    could have walked the captive off the ring and did not; Blue rolled the
    recovery and won without a move). 0 when the ring is otherwise blocked."""
    captives = 0
    empty = []
    for sq in ring:
        op = board[sq]
        if op is None:
            empty.append(sq)
        elif op.owner != seat:
            return 0.0
        elif op.captured:
            captives += 1
    if captives != 1:
        return 0.0
    walkers = _any_matching(ring, empty, movers) if empty else ()
    return 0.0 if walkers is None else RECOVER_CHANCE * fill_chance(walkers)


@lru_cache(maxsize=BOARD_CACHE)
def unseen_threat(board: tuple[Op | None, ...], seat: int, box: tuple[int, ...]) -> float:
    """Hard's reading of a rival ``seat``'s threats that :func:`ring_value` misses,
    as the chance the seat takes a ring in its next turn (0 when none):

    - its own captive on a ring it otherwise holds or finds empty
      (:func:`captive_threat`);
    - a ring it holds three of with one other operative on the fourth, which
      a Changer's switch (a 6) or a Mover's push clears (:func:`_clearing_threat`:
      :func:`ring_value` reads clearers only while a square is still empty);
    - a ring one operative blocks, whose blocker the seat's Mover standing on
      the ring itself clears by a walk, by the engine's own steps and pushes
      (:func:`_sweep_threat`), also pushing an operative of the seat's own onto
      the blocker's square.

    Read for the rivals only (a rival's threat weighs ten times one's own), and
    only for a Mover on the ring: walking every Mover for every board tripled
    Hard's time."""
    movers = _free_ops(board, seat, _wiped(board))
    frame = FRAME[box[seat]]
    best = 0.0
    for ring in RINGS:
        best = max(best, captive_threat(board, seat, ring, movers))
        held = sum(1 for sq in ring
                   if (op := board[sq]) is not None and op.owner == seat and not op.captured)
        empty = [sq for sq in ring if board[sq] is None]
        if held + len(empty) != 3 or held < 2:
            continue
        found = _clearing_threat(board, seat, ring, empty, movers, frame) if not empty else None
        if found is None and any(kind == MOVER and sq in ring for sq, kind, _ in movers):
            found = _sweep_threat(board, box, seat, ring, movers, on_ring=True)
        if found is not None:
            best = max(best, fill_chance(found))
    return best


def block_chance(needs: list[int], movers: list[tuple[int, int, int]]) -> float:
    """The chance that a rival with ``movers`` walks one of them onto one of
    the empty squares ``needs`` in its turn (its best single walk)."""
    best = 0.0
    for at, kind, extra in movers:
        table = DISTANCE[kind == SHIFTER]
        for target in needs:
            distance = table[target][at] + extra
            if kind == PORTER and not extra or distance <= REACH[kind == SNIFFER]:
                best = max(best, fill_chance(
                    ((distance, WATCHER if kind == PORTER and extra else kind),)))
    return best


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
                stepped = max(_stepped_chance(w) if w else 0.0 for w in walkers[s])
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
