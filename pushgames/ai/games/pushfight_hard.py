"""Push Fight Hard (issue 28): three turns deep where it matters.

Maks Verver's solution of the game (pushfight.verver.ch) found that 85% of all
positions are won at once by the side to move, and that the few positions a
sensible game passes through are decided by short tactics; the openings with
four pieces on the centre line are believed drawn. So Hard, per turn:

1. takes a win at once, else a win in two (as Medium, :mod:`.pushfight_search`);
2. proves candidate turns safe for two turns (no reply leaves it without a
   parry), in the order of a shallow value, a batch at a time; the first
   proven turn is the *fallback* played if time runs out. If time runs out
   before any proof, it plays the candidate that withstood refutation
   longest (a turn not refuted after many replies seldom is later; one
   never examined often is);
3. ranks the proven turns by what they leave: the worst reply by
   :func:`leaves` (edge exposure, mobility, the pieces' connection), fewer
   safe replies for the opponent (Verver's "aggressive" tie-break), a
   penalty for a position that started a turn before (cycles end in draws);
4. looks a third turn deep on the best-ranked ones: the opponent's few most
   dangerous replies (:func:`most_dangerous`: the lowest by :func:`leaves` and
   the one that hems us in most) must each leave us a turn
   that is itself safe for two turns (:func:`holds_two`, which tries first a
   turn that held after an earlier reply: :class:`Holders`), else the candidate
   loses in three and drops below every candidate not known to;
5. knows the standard opening (:data:`BOOK`): turns proven three turns deep
   with a budget far above the page's, for White from the standard set-up and
   for Brown after White's usual first turns.

Nodes are turns looked at, as everywhere in Push Fight's players.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Callable

from ...core import Game, Rng
from ...pushfight.analysis import (
    has_immediate_win, play_bits, turn_fields, turn_results, win_at_once,
)
from ...pushfight.board import BOARD, component, spread
from ...pushfight.position import Position
from ...pushfight.tactics import TurnBits, remember
from ..budget import Budget, Clock, SearchStopped
from ..domain import WIN
from ..player import SearchResult
from .pushfight_player import THREAT, Option, evaluate
from .pushfight_search import TwoTurnPlayer, worst_reply

#: Points per empty square one side's pieces can reach more than the other's.
MOBILITY = 2
#: Points per group of orthogonally touching pieces beyond one (scattered
#: pieces are pushed off one by one; a block protects its members).
SCATTER = 6
#: Points per doubling of the opponent's safe replies (fewer is better for us)
#: and of our safe turns after its most dangerous reply (more is better).
OPPONENT_FREEDOM, OWN_FREEDOM = 4, 6
#: The most :data:`OWN_FREEDOM` can add (no position has 4,096 turns).
_MOST_FREEDOM = OWN_FREEDOM * 12
#: How far a doubtful candidate ranks below its score: beyond any score's range.
_DOUBT = 1000.0
#: What a candidate loses for leaving a position that started a turn before.
REPEAT = 10
#: What a draw by a third repetition is worth to Hard: less than a proven turn
#: up to 150 points (about three square pieces next to open edges) below even.
#: All 8 draws of 60 games against the published move-ordered alpha-beta
#: agent were third repetitions; in the two replayed, Hard valued the draw at
#: 0 less REPEAT, above every other proven turn (-46 and less), and let it
#: happen (``tests/ai/test_pushfight_hard.py``). At -50 Hard still took a draw in
#: 17 of 120 games against that agent; replayed, its best other turns were worth
#: -46 to -91 there. Hard wins most games it plays on against that agent, and a
#: draw is no win: only a position judged far worse is left to the draw. A
#: candidate valued at DRAW gets no third-turn check: in a game against that
#: agent (``tests/ai/test_pushfight_hard.py``) Hard's first proof allowed the
#: draw, the check on it spent the rest of the budget and Hard drew where
#: other turns were proven safe with the same budget.
DRAW = -150.0
#: Points per empty square the opponent's pieces can reach, in the order in
#: which candidates are proven safe for two turns (not in their rank). A turn
#: that hems the opponent in leaves it few forks: in the random set-ups of
#: the games against the published alpha-beta agent, sorting by the shallow
#: value less this put the first two-turn-safe candidate 5 places from the
#: front in all (18 positions), against 26 by the shallow value alone (and 126
#: of the first 8 of each safe, against 111); in one lost game
#: the first 75 candidates (the threats first) lost in two and time ran out
#: before any proof (``tests/ai/test_pushfight_hard.py``).
HEM_IN = 20
#: How many of the opponent's most dangerous replies (by :func:`leaves`; the one that
#: hems us in most comes on top) get the third-turn check. Five reached about one
#: candidate in four turns at the published agents' 0.4 s of CPU; with three (and the
#: check stopping at the first reply it cannot settle, and :data:`PROVEN_ENOUGH` 3) it
#: reaches about three in four. The replies that won in three in lost games ranked
#: anywhere by every cheap order tried (0th-350th of 64-970), so reach counts more.
DANGEROUS_REPLIES = 3
#: The most turns the third-turn check spends on one reply before it calls the
#: candidate *doubtful* (ranked below every candidate not known to lose in
#: three, above those that do). On replies from games against the published
#: move-ordered alpha-beta agent, finding a turn safe for two turns took 1,000
#: to 10,000 turns mostly and up to 270,000; proving that there is none (the
#: replies that won in three) took 360,000 to 900,000, seconds of CPU, where
#: Hard had about 0.45 s a turn: one such reply used to spend the whole budget
#: and leave the candidate unchecked (``tests/ai/test_pushfight_hard.py``).
PROBE_NODES = 12_000
#: The second step (ranking, third turn) starts once this share of the budget
#: is spent or this many candidates are proven, whichever comes first; later
#: batches are as large (eight left the third-turn check one candidate at most).
PROOF_SHARE, PROVEN_ENOUGH = 0.4, 3
#: Whether the batches of proofs after the first take the candidates left in the order
#: of the shallow value alone. The :data:`HEM_IN` order finds a proof (the fallback)
#: soonest, so the first batch keeps it; but the shallow value tells a turn that holds
#: three turns deep from one that loses in three better: in 49 pairs of the two kinds
#: (27 positions near Hard's losses against the published move-ordered agent) the one
#: that held had the higher shallow value in 35 and the lower in 11, and came first in
#: the HEM_IN order in 27 and later in 22. Against that agent at 50,000 turns a turn
#: (both sides deterministic) on 30 fresh random set-ups: 27-1-2, against 24-1-5
#: (docs/ai/pushfight-measurements.md).
SHALLOW_AFTER_FIRST = True

#: Standard-opening book: the position (string, side to move's view) -> the
#: position our turn leaves. Built by ``tools/pushfight_book.py`` (defaults):
#: White's first turn from the standard set-up, then Brown's answer to it and
#: to the first turn the arena's other players choose there, then White's
#: second turn on the lines where Hard lost in three, White's turns on from
#: there in a game Hard won against the published move-ordered agent, and
#: Brown's turns on the line the published agents play as White (the tool's
#: ``LINES`` and ``WON_LINE``).
BOOK: dict[str, str] = {
    '.OX.....oXx....oOx.....OX.': '..O....YxxOo....Xo.....XO.',
    '..O....YxxOo....Xo.....XO.': '..X....Ooo.x...OxXY....O..',
    '..O....xXOo....xXo......YO': '..X....oOX....oOxxY.....O.',
    # White's second turn after the published alpha-beta agents' answers to White's book
    # turn (``LINES`` in ``tools/pushfight_book.py``): each holds against every reply a third
    # turn deep. After the first, Hard at equal CPU lost in three (d1-b3,b3-c3).
    '..X....Ooox....OxY.....OX.': '..O.....xxo....XoO.....YXO',
    '..X....Ooo.xx...OX....OY..': '..O.....xx.oo..YXXO....O..',
    # White's turns on from there against the move-ordered agent (``WON_LINE`` in the tool):
    # Hard's own turns in a game it won at equal CPU, each holding against every reply a third
    # turn deep; Hard's own turns at equal CPU lost this line in 3 of 6 games (its fifth turn
    # chose among turns that hold; one led to a turn lost in three at its nineteenth).
    '..Xx....ooX....O.xY....OO.': '..YOo...xxO....X.oO....X..',
    '..OX...ooY.x...O.x.....OX.': '..XO....xO.o....xo.....YXO',
    '..OX....oxX.....oxY....OO.': '..XO....YxoO....xoO.....X.',
    '..OX....OoxX....ox.....OY.': '..XO.....YxoO...xo.....XO.',
    '..OX.....OoX....oxx...OY..': '...YO....XxO....xoo...XO..',
    '...O....OoXY....oxx...OX..': '...X.....xOO....Yxoo..XO..',
    '..OY.....oXx....Oox...OX..': '..XO.....xOo....Xxo....YO.',
    '..OX....oY.xx...OoX....O..': '..XO....xO.oo...YXxO......',
    '..O.....oXYXx...OOx......o': '.......xxOOYo...XXoO......',
    # Brown's turns on the line the published agents play as White from the standard set-up
    # (``AGENT_LINE`` in ``tools/pushfight_book.py``: both open d1-c3,c2-d1,c3-d3; then the
    # move-ordered agent's answers to these turns). Each holds against every reply a third turn
    # deep. Hard's own turns at equal CPU lost this line in every game (at its fourth turn a
    # turn lost in three; the first three held but led there).
    '.XO.....YxOo....Xo.....xO.': '.OX.....Oox....OxY.....oX.',
    '.XO......xo...XxYO.....oO.': '.OX.....oxY...OoOX.....x..',
    '.XO.....xoO.....YXO...xo..': '.Ox.....oOX.....OYX...ox..',
    '.Xo......XO.....xOO...Yxo.': '.Ox.....OXY.....oX....Oox.',
    '.Xo.....XOO.....YxO....xo.': '.Ox....OXXY.....Oox....o..',
    '.Oo....XYOO....X.xo....x..': '.Xx....OOX.....OoxY....o..',
    '.Oo....YXXO.....xoO....x..': '.Xx....OOOX.....oxY....o..',
    '.Oo....X..O....XxYO....xo.': '......OXxY.....OoOX....ox.',
    '.......OoO....X.YxXO..x.o.': '......X.xX...OY.OoO...o.x.',
    '......YOoO....O.XxX....xo.': '......OXx......XOoY....oxO',
    '.......Oo.....XOXxO...xoY.': '......XXx....OY.Oo....oxO.',
    '......YOOo....O.X.x...xoX.': '......OX......X.OxY...oxOo',
    '.......O......YOXoO...xoXx': '.......x......OXOXY...oxOo',
    '.......o.O....XOXYO...xo.x': '.......x......OXYOX...oOxo',
}


#: The published agents' standard opening as White against the book's Brown: both agents
#: open with d1-c3,c2-d1,c3-d3; then the move-ordered agent's answers (it is deterministic),
#: with the book's turns for Brown between them, each chosen by ``tools/pushfight_book.py``'s
#: full search (every reply a third turn deep). Hard's own turns lost this line in every
#: game at equal CPU; the tool and the tests read the line from here.
AGENT_LINE = (
    "d1-c3,c2-d1,c3-d3 f3-f2,g3-f3,f2-e2 c2-b2,d1-c2,d3-d2 e1-g3,g3-f3 c2-c1,b2-c2,c2-d2 "
    "f2-e1,e4-f2,e1-e2 d2-b1,d3-d2,b1-c1 f2-g3,g3-f3 c1-c2,c2-d2 f2-g3,e1-f2,g3-f3 "
    "c3-c2,d4-c3,d2-d3 f3-g2,g2-f2 c2-b3,b3-c3 f2-f1,f3-f2,f1-f2 c3-c2,d3-c3,e3-e2 "
    "d4-d3,e4-e3,f3-e3 d1-c1,b3-b2,c2-d2 c3-c2,g2-b3,c2-b2 c1-d1,a2-a3,a3-b3 "
    "b2-c2,e3-f3,f3-f2 b3-b2,f1-e1 c3-b3,f2-c3,c2-b2 a2-a3,e2-f2,a3-b3 d3-f3,e3-e2,f3-f2 "
    "b3-a2,a2-b2 c3-g2,e2-c3,g2-f2 e1-e2"
).split()
#: White's line against the move-ordered agent from White's book turn: Hard's own turns in a
#: game it won at equal CPU (39 decisions), the agent's answers between them. Hard's own turns
#: lost this line in 3 of 6 games (its fifth turn chose among turns that hold, and one led to a
#: turn lost in three at its nineteenth). White's turns from the third on are book entries as
#: played, each proven to hold three turns deep (``won_line_entries`` in the tool); the last leaves
#: White a win in two.
WON_LINE = (
    "d4-b3,c2-c3,b3-c3 f3-f2,g3-f3,f2-e2 c3-c1,c1-d1 e2-f2,d2-e2,f1-f2 d1-d4,e1-d1,d4-e4 "
    "f2-e1,g4-g3,f3-e3 c2-c1,c3-d2,c1-d1 e3-f2,g3-e3,f1-f2 d1-c3,c3-d3 f2-f1,f1-e1 d3-e3 "
    "g3-f2,h3-g3,e1-d1 e4-f4 g3-h3,g4-g3,h3-g3 d3-c2,c2-d2 g3-g4,g2-g3,g4-f4 c1-d1 "
    "f2-h3,e1-f2,f3-e3 d1-c2,c2-d2 g3-f3,g2-g3,f4-f3 f1-c3,e4-g4,g4-g3"
).split()


def groups_of(pieces: int) -> int:
    """How many groups of orthogonally touching pieces ``pieces`` forms."""
    count = 0
    while pieces:
        low = pieces & -pieces
        group = component(low.bit_length() - 1, pieces)
        pieces &= ~group
        count += 1
    return count


def squares_reached(pieces: int, empty: int) -> int:
    """How many empty squares the pieces can move to."""
    # One flood from every empty neighbour at once: the union of the empty regions the
    # pieces touch, as one component() per region gave (this runs per turn ordered).
    empty &= BOARD
    reach = spread(pieces) & empty
    while True:
        grown = reach | (reach << 1 | reach >> 1 | reach << 9 | reach >> 9) & empty
        if grown == reach:
            return reach.bit_count()
        reach = grown


def leaves(position: Position) -> float:
    """What a position is worth to its side to move beyond edge exposure:
    :func:`~.pushfight_player.evaluate` plus mobility and connection.

    >>> from pushgames.pushfight import STANDARD_STRING
    >>> standard = Position.from_string(STANDARD_STRING)
    >>> leaves(standard) == -leaves(standard.flipped())
    True
    """
    empty = BOARD & ~position.occupied
    own, theirs = position.own, position.theirs
    mobility = squares_reached(own, empty) - squares_reached(theirs, empty)
    scatter = groups_of(theirs) - groups_of(own)
    return float(evaluate(position) + MOBILITY * mobility + SCATTER * scatter)


@dataclass(slots=True)
class _Proven:
    """A candidate proven safe for two turns and what it leaves."""

    option: Option
    worst: float
    replies: list[tuple[float, Position]]
    score: float
    third: bool | None = None  # the third-turn check: held, lost, or not run
    doubtful: bool = False  # a reply's check gave up after PROBE_NODES turns


class ThreeTurnPlayer(TwoTurnPlayer):
    """Hard (see the module docstring)."""

    def __init__(self, *, dangerous: int = DANGEROUS_REPLIES, probe: int | None = PROBE_NODES,
                 name: str = "pushfight3-hard") -> None:
        super().__init__("hard", widen=True, name=name)
        self.dangerous = dangerous
        self.probe = probe
        self._book_after: str | None = None
        self._twice = False
        #: This turn's candidates valued as a draw by repetition (their positions' strings).
        self._drawing: set[str] = set()
        self._holders = Holders()

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        from ...pushfight import position_of

        self._book_after = None
        self._drawing = set()
        self._holders = Holders()  # shared by this turn's third-turn checks
        history = getattr(view, "history", None)
        # Whether some position has started a turn twice (a third time draws).
        self._twice = bool(getattr(view, "repetition_draw", False)) and history is not None and any(
            count >= 2 for count in history.counts().values())
        if getattr(view, "phase", "") == "play" and view.moves_made == 0:
            self._book_after = BOOK.get(position_of(view).to_string())
        return super().search(game, view, seat, budget, rng)

    def _pick(self, options: list[Option], clock: Clock,
              rand: random.Random) -> tuple[Option, float, int]:
        if self._book_after is not None:
            for option in options:
                if option.position.to_string() == self._book_after:
                    self.stats = {"book": 1}
                    return option, 0.0, 6
        return super()._pick(options, clock, rand)

    def _avoid_loss(self, shallow: list[tuple[float, bool, Option]],
                    clock: Clock) -> tuple[Option, float, int]:
        stats = self.stats = {"candidates": len(shallow), "proven": 0, "refuted": 0,
                              "first_proof_nodes": -1, "first_proof_ms": -1, "held_three": 0,
                              "lost_three": 0, "doubtful_three": 0}
        shallow = hemmed_in_first(shallow)
        proofs = Proofs(shallow, clock, stats, self._score)
        proven: list[_Proven] = []
        best: _Proven | None = None
        while not proofs.stopped:
            batch = proofs.more(first=not proven)
            if not batch:
                break
            proven += batch
            # The third turn for the best-ranked of the batch, while the budget lasts.
            for candidate in sorted(batch, key=lambda p: p.score, reverse=True):
                if (best is not None and best.third
                        and candidate.score + _MOST_FREEDOM <= _final(best)):
                    continue  # cannot overtake the best candidate that held
                if candidate.option.position.to_string() in self._drawing:
                    # A draw by repetition (its turn or a reply makes it) stays one: the
                    # budget goes to proving other turns instead (see DRAW). Only draws:
                    # a turn merely valued low still gets its check.
                    continue
                try:
                    candidate.third = self._third_turn(candidate, clock)
                except SearchStopped:
                    proofs.stopped = True
                    break
                stats["doubtful_three" if candidate.doubtful else
                      "held_three" if candidate.third else "lost_three"] += 1
                if best is None or _final(candidate) > _final(best):
                    best = candidate
        if not proven:
            return _unproven(shallow, proofs)
        chosen = max(proven, key=_final)
        return chosen.option, _final(chosen), 6 if chosen.third else 4

    def _score(self, option: Option, worst: float, replies: list[tuple[float, Position]]) -> float:
        """A proven candidate's rank: its worst reply, the opponent's freedom, repetition."""
        score = worst - OPPONENT_FREEDOM * math.log2(1 + len(replies))
        seen = self._repetition(option.position)
        if self._draws and seen >= 2:
            self._drawing.add(option.position.to_string())
            return DRAW  # a third repetition
        # A turn that brings a position back is played only when no other is
        # about as good: within REPEAT (:mod:`pushgames.ai.cycles`).
        if seen:
            score -= REPEAT
        if self._twice and any(self._count(reply, self._seat) >= 2 for _, reply in replies):
            # A reply makes the third repetition of a position we were to move in
            # (``replies`` holds every reply that leaves us no win at once, and we
            # had none there): the opponent can draw, and the published agents,
            # which know no history, do.
            self._drawing.add(option.position.to_string())
            score = min(score, DRAW)
        return score

    def _third_turn(self, candidate: _Proven, clock: Clock) -> bool:
        """Whether each of the opponent's most dangerous replies leaves us a turn
        safe for two turns (raises :class:`SearchStopped` with the budget). The
        first reply not settled within the probe makes the candidate doubtful and
        ends its check."""
        dangerous = most_dangerous(candidate.replies, self.dangerous)
        least_free = math.inf
        for _, reply in dangerous:
            free = holds_two(reply, clock.check, self.probe, self._holders)
            if free == 0:
                candidate.score = -WIN + 3
                return False
            if free < 0:
                # No turn found safe within the probe: the candidate ranks below every one
                # not doubted whatever its other replies do, so the budget goes elsewhere.
                candidate.doubtful = True
                return True
            least_free = min(least_free, free)
        if least_free < math.inf:
            candidate.score += OWN_FREEDOM * math.log2(1 + least_free)
        return True


class Proofs:
    """The candidates' two-turn proofs, in batches (see the module docstring);
    what is refuted so far, and what withstood refutation."""

    def __init__(self, shallow: list[tuple[float, bool, Option]], clock: Clock,
                 stats: dict[str, int],
                 score: Callable[[Option, float, list[tuple[float, Position]]], float]) -> None:
        self.shallow, self.clock, self.stats, self.score = shallow, clock, stats, score
        self.pending = list(range(len(shallow)))
        self.refuted: set[int] = set()
        #: Nodes an unrefuted, unproven candidate withstood when the budget ended.
        self.withstood: dict[int, float] = {}
        self.killers: list[TurnBits] = []
        self.refuters: list[TurnBits] = []
        self.stopped = False
        self.reordered = False  # pending sorted by the shallow value (after the first batch)

    def more(self, first: bool) -> list[_Proven]:
        """Up to :data:`PROVEN_ENOUGH` more proven candidates (the first batch
        also stops at :data:`PROOF_SHARE` of the budget once it has one)."""
        out: list[_Proven] = []
        clock, stats = self.clock, self.stats
        while not self.stopped and len(out) < PROVEN_ENOUGH:
            if first and out and clock.fraction_used() >= PROOF_SHARE:  # of the time or the nodes
                break
            if not self.pending:
                break
            if SHALLOW_AFTER_FIRST and not first and not self.reordered:
                self.pending.sort(key=lambda i: self.shallow[i][0], reverse=True)
                self.reordered = True
            index = self.pending.pop(0)
            option = self.shallow[index][2]
            replies: list[tuple[float, Position]] = []
            started = clock.nodes
            try:
                worst = worst_reply(option.position, clock.check, self.killers, self.refuters,
                                    leaves, replies)
            except SearchStopped:
                self.withstood[index] = clock.nodes - started
                self.stopped = True
                break
            if worst is None:
                self.refuted.add(index)
                stats["refuted"] += 1
                continue
            stats["proven"] += 1
            if stats["first_proof_nodes"] < 0:
                stats["first_proof_nodes"] = clock.nodes
                stats["first_proof_ms"] = int(clock.elapsed * 1000)
            out.append(_Proven(option, worst, replies, self.score(option, worst, replies)))
        return out


def most_dangerous(replies: list[tuple[float, Position]],
                   count: int) -> list[tuple[float, Position]]:
    """The opponent's most dangerous replies (we are to move after each): the
    ``count`` lowest by :func:`leaves`, then the one that leaves our pieces the
    fewest empty squares to reach (hemmed in, we have few turns, so few
    parries). In two games lost in three against the published alpha-beta
    agent, the winning answer was 84th of 179 by :func:`leaves` and first by
    the squares we reach (``tests/ai/test_pushfight_hard.py``), and 10th of
    113 by :func:`leaves` and 65th by the squares, so neither order alone."""
    by_leaves = sorted(replies, key=lambda pair: pair[0])
    out = by_leaves[:count]
    hemming = min(by_leaves,
                  key=lambda pair: squares_reached(pair[1].own, BOARD & ~pair[1].occupied),
                  default=None)
    if hemming is not None and all(hemming[1] != reply for _, reply in out):
        # First: hemmed in, we have few turns, so the check settles it soonest (and the
        # check stops at the first reply it cannot settle).
        out.insert(0, hemming)
    return out


def hemmed_in_first(shallow: list[tuple[float, bool, Option]]) -> list[tuple[float, bool, Option]]:
    """The candidates in the order they are proven: the shallow value less
    :data:`HEM_IN` per empty square the opponent can reach (see there)."""
    def key(row: tuple[float, bool, Option]) -> float:
        after = row[2].position  # the opponent to move: its pieces are ``own``
        return row[0] - HEM_IN * squares_reached(after.own, BOARD & ~after.occupied)
    return sorted(shallow, key=key, reverse=True)


def _unproven(shallow: list[tuple[float, bool, Option]],
              proofs: Proofs) -> tuple[Option, float, int]:
    """Nothing proven (the budget ran out, or every candidate loses in two):
    the candidate that withstood refutation longest, else the first not
    refuted, else the first (a lost position)."""
    if proofs.withstood:
        index = max(proofs.withstood, key=lambda i: (proofs.withstood[i], -i))
        return shallow[index][2], shallow[index][0], 3
    for index, (value, _, option) in enumerate(shallow):
        if index not in proofs.refuted:
            return option, value, 2
    return shallow[0][2], -WIN + 2, 4


def _final(candidate: _Proven) -> float:
    """Candidates known to lose in three rank below all others; unchecked ones
    below every checked one that held (by a margin smaller than most scores)."""
    if candidate.third is False:
        return -WIN + 3
    if candidate.doubtful:
        return candidate.score - _DOUBT
    return candidate.score + (0.0 if candidate.third else -1.0)


def loses_in_three(after: Position, tick: Callable[[], object]) -> Position | None:
    """The full third-turn check of a turn that left ``after`` (opponent to
    move): the first of the opponent's replies that leaves no win at once and
    after which we have no turn safe for two turns (:func:`holds_two` is 0),
    or None if there is none. Every reply is looked at, so this costs seconds
    to a minute: it is for the book (``tools/pushfight_book.py``) and the
    tests, not for a turn in play, which checks only the few most dangerous."""
    memory = Holders()  # a turn that held after one reply often holds after the next
    for reply, wins, _ in turn_results(after):
        tick()
        if wins:
            return reply  # a push off: lost at once, not just in three
        if not has_immediate_win(reply) and holds_two(reply, tick, None, memory, count=False) == 0:
            return reply
    return None


def holds_two(position: Position, tick: Callable[[], object], limit: int | None = None,
              memory: Holders | None = None, count: bool = True) -> int:
    """How many turns the side to move has that leave no win at once, if one
    of them is also safe for two turns (0 if none is: the position is lost
    within two more turns, or three counting the one that led here). A turn
    that wins at once holds by itself (returns the count found so far, at
    least 1). With a ``limit``, -1 once that many turns are looked at
    without an answer. ``memory`` (:class:`Holders`) carries what earlier
    calls learnt to this one: the turns that held there are tried first.
    Without ``count`` the answer is only whether some turn holds (1 or 0),
    and a turn that held before is tried before the turns are listed."""
    if limit is not None:
        try:
            return holds_two(position, _Limited(tick, limit), None, memory, count)
        except _OverLimit:
            return -1
    memory = memory if memory is not None else Holders()
    failed: list[TurnBits] = []
    if not count:
        for turn in memory.held:
            tick()
            played = play_bits(position, turn)
            if played is None:
                continue
            if played[1] or not has_immediate_win(played[0]) and worst_reply(
                    played[0], tick, memory.killers, memory.refuters) is not None:
                remember(memory.held, turn, HELD)
                return 1
            failed.append(turn)
    safe: list[tuple[float, Position, TurnBits]] = []
    first: list[tuple[float, Position, TurnBits]] = []  # turns that held before: most recent first
    for (own_squares, own_rounds, their_squares, their_rounds, anchor, wins,
         turn) in turn_fields(position):
        tick()
        if wins:
            remember(memory.held, turn, HELD)
            return max(1, len(safe) + len(first))
        if turn in failed:
            continue
        if not win_at_once(own_squares, own_rounds, their_squares, their_rounds, anchor):
            after = Position(own_squares, own_rounds, their_squares, their_rounds, anchor)
            if turn in memory.held:
                first.append((float(memory.held.index(turn)), after, turn))
                continue
            # The order of the candidates' proofs (hemmed_in_first): a turn that
            # hems the opponent in is proven safe soonest.
            # threatens(after), without the flipped Position
            threat = win_at_once(their_squares, their_rounds, own_squares, own_rounds, anchor)
            value = -evaluate(after) + (THREAT if threat else 0)
            hemmed = HEM_IN * squares_reached(after.own, BOARD & ~after.occupied)
            safe.append((value - hemmed, after, turn))
    found = len(safe) + len(first)
    first.sort(key=lambda row: row[0])
    safe.sort(key=lambda row: row[0], reverse=True)
    for _, after, turn in first + safe:
        if worst_reply(after, tick, memory.killers, memory.refuters) is not None:
            remember(memory.held, turn, HELD)
            return found if count else 1
    return 0


#: How many turns that held :class:`Holders` keeps, most recent first.
HELD = 8


@dataclass(slots=True)
class Holders:
    """What :func:`holds_two` calls on sibling positions share (the replies to
    one candidate, and the candidates of one turn): our turns that held (a
    turn safe after one reply is often safe after another, which touches
    other pieces), and the killers and refuters of their two-turn proofs."""

    held: list[TurnBits] = field(default_factory=list)
    killers: list[TurnBits] = field(default_factory=list)
    refuters: list[TurnBits] = field(default_factory=list)


class _OverLimit(Exception):
    """:func:`holds_two`'s probe looked at its limit of turns."""


class _Limited:
    """A tick that also counts, and raises :class:`_OverLimit` past ``limit``."""

    __slots__ = ("tick", "left")

    def __init__(self, tick: Callable[[], object], limit: int) -> None:
        self.tick, self.left = tick, limit

    def __call__(self) -> None:
        self.tick()
        self.left -= 1
        if self.left < 0:
            raise _OverLimit
