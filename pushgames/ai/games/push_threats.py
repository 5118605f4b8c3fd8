"""Push: the evaluation's reading of the threats on the rings around f6: which
seat could take a ring in its next turn, with which walkers, and the chance
that its dice let it.

A *threat* is a ring a seat could complete in one turn. :func:`.push_eval.ring_value`
reads the plain ones as it values a ring (every square the seat lacks is empty
and matched to a walker a die can take there); what it builds on, and the
readings beyond it, are here:

- the geometry: the rings (:data:`RINGS`), walks on the empty board around f6
  (:data:`DISTANCE`, a die's :data:`REACH`) and each seat's view of the board
  (:data:`FRAME`), in which ties are broken;
- the walkers a threat needs, (distance, operative type) of each walk
  (:func:`walkers_of`, :func:`any_matching`), and the chance that a turn's
  three move dice walk them all (:func:`fill_chance`; with a Faction card's
  diagonal step, :func:`stepped_chance`);
- a ring others stand on, cleared in the same turn by a Changer's switch or a
  Mover's push (:func:`clearing_threat`, :func:`push_distance`) or by one walk
  of a Mover that pushes them all off (:func:`sweep_threat`);
- the rivals' threats the plain reading misses (:func:`unseen_threat`, with a
  captive that may recover: :func:`captive_threat`), and the chance that a
  rival blocks one's own (:func:`block_chance`).

These are the search's estimates, cached by board; the rules' exact facts they
rest on (which die fits a walk, where a Mover's push starts, a sweep's steps and
pushes) are :mod:`pushgames.push.threats`'.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache
from itertools import combinations_with_replacement, permutations, product

from ...push.board import (
    AROUND, CENTRE, DIAG_AROUND_CENTRE, ORTH, ORTH_AROUND_CENTRE, SIZE, SQUARES,
)
from ...push.cards import (
    CHANGER, COUNTS, FACTION_CARD, MOVER, OPERATIVE_NAMES, PORTER, SHIFTER, SNIFFER, WATCHER, WIPER,
)
from ...push.state import Op
from ...push.threats import SWITCH, TURN_DICE, fits, push_starts, sweeps


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
#: Extra distance for an operative that cannot move now (tokens, a Wiper next to it).
STUCK = 3
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


#: Boards whose terms are kept (:func:`.push_eval.board_terms`, :func:`unseen_threat`):
#: the planner values the same board again and again (plans that differ only in cards
#: or dice left, sampled futures that end alike, the next decision's plans): three
#: times in four in a game.
BOARD_CACHE = 8192


def wiped_squares(board: tuple[Op | None, ...]) -> dict[int, set[int]]:
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


def _in_reach(distance: int, kind: int, extra: int) -> bool:
    return kind == PORTER and extra == 0 or distance <= REACH[kind == SNIFFER]


def any_matching(ring: tuple[int, ...], empty: list[int], movers: list[tuple[int, int, int]]
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
        walkers = walkers_of([walk for _, walk in chosen])
        chance = fill_chance(walkers)
        if chance > best[0]:
            best = (chance, walkers)
    return best[1]


def walkers_of(walks: list[tuple[int, int, int]]) -> tuple[tuple[int, int], ...]:
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


def clearing_threat(board: tuple[Op | None, ...], seat: int, ring: tuple[int, ...],
                     empty: list[int], movers: list[tuple[int, int, int]],
                     frame: tuple[int, ...] = FRAME[0]
                     ) -> tuple[tuple[int, int], ...] | None:
    """The seat's threat on a ring one other operative stands on (the rest
    held or empty), when a free Changer of its own can switch with that
    operative (a 6) or a free Mover can push it away and stand there (a die of
    its walk), while different operatives walk onto the empty squares: the
    walkers of the likeliest such way (as :func:`.push_eval.ring_value` gives
    them), or ``None``. Medium and Hard block what these can take as they block
    walks. Ties are broken in the seat's ``frame`` (:data:`FRAME`), as in
    :func:`.push_eval.ring_value`."""
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
            walkers = tuple(sorted(walkers_of(walks) + (clear,)))
            chance = fill_chance(walkers)
            if chance > best[0]:
                best = (chance, walkers)
    return best[1]


def sweep_threat(board: tuple[Op | None, ...], box: tuple[int, ...], seat: int,
                  ring: tuple[int, ...],
                  movers: list[tuple[int, int, int]], on_ring: bool = False,
                  max_needs: int = TURN_DICE - 1) -> tuple[tuple[int, int], ...] | None:
    """The seat's threat on a ring two or more other operatives stand on, when
    one walk of a free Mover of its own (any die) pushes them all off
    (:func:`pushgames.push.threats.sweeps`, the engine's own steps and pushes)
    and different operatives walk onto the squares left empty: the walkers of
    the likeliest such way, the Mover's walk as (its steps, ``MOVER``), or
    ``None``. ``on_ring``: only a Mover standing on ``ring`` (Hard's reading of
    a ring with one blocker, where :func:`clearing_threat` reads the Movers
    off the ring: walking every Mover there tripled Hard's time); ``max_needs``:
    the most squares other walkers may still have to fill after the walk. As in
    :func:`.push_eval.ring_value`, the dice are read by
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
                rest = _free_ops(after, seat, wiped_squares(after), mover.uid)
                walkers = any_matching(ring, needs, rest)
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


#: Walkers whose spare steps must be even (:func:`pushgames.push.threats.fits`): one
#: diagonal step lets them use an odd number too, as a Shifter does.
_PARITY_BOUND = frozenset(kind for kind in range(len(OPERATIVE_NAMES))
                          if kind not in (SHIFTER, SNIFFER, MOVER, PORTER))


@lru_cache(maxsize=4096)
def stepped_chance(walkers: tuple[tuple[int, int], ...]) -> float:
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
    walkers = any_matching(ring, empty, movers) if empty else ()
    return 0.0 if walkers is None else RECOVER_CHANCE * fill_chance(walkers)


@lru_cache(maxsize=BOARD_CACHE)
def unseen_threat(board: tuple[Op | None, ...], seat: int, box: tuple[int, ...]) -> float:
    """Hard's reading of a rival ``seat``'s threats that
    :func:`.push_eval.ring_value` misses, as the chance the seat takes a ring in
    its next turn (0 when none):

    - its own captive on a ring it otherwise holds or finds empty
      (:func:`captive_threat`);
    - a ring it holds three of with one other operative on the fourth, which
      a Changer's switch (a 6) or a Mover's push clears (:func:`clearing_threat`:
      :func:`.push_eval.ring_value` reads clearers only while a square is still empty);
    - a ring one operative blocks, whose blocker the seat's Mover standing on
      the ring itself clears by a walk, by the engine's own steps and pushes
      (:func:`sweep_threat`), also pushing an operative of the seat's own onto
      the blocker's square.

    Read for the rivals only (a rival's threat weighs ten times one's own), and
    only for a Mover on the ring: walking every Mover for every board tripled
    Hard's time."""
    movers = _free_ops(board, seat, wiped_squares(board))
    frame = FRAME[box[seat]]
    best = 0.0
    for ring in RINGS:
        best = max(best, captive_threat(board, seat, ring, movers))
        held = sum(1 for sq in ring
                   if (op := board[sq]) is not None and op.owner == seat and not op.captured)
        empty = [sq for sq in ring if board[sq] is None]
        if held + len(empty) != 3 or held < 2:
            continue
        found = clearing_threat(board, seat, ring, empty, movers, frame) if not empty else None
        if found is None and any(kind == MOVER and sq in ring for sq, kind, _ in movers):
            found = sweep_threat(board, box, seat, ring, movers, on_ring=True)
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


