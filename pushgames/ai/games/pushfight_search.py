"""Push Fight levels that see two turns ahead (issue 16): Easy, Medium and the two-turn search.

Most Push Fight positions are won at once by the side to move, so strength is
in two-turn tactics (see :mod:`pushgames.pushfight.tactics`): a turn *wins in
two* when the opponent cannot parry it, and *loses in two* when the opponent
has a reply we cannot parry. The search, per turn:

1. A win at once is taken.
2. Turns that leave the opponent a win at once are dropped (unless all do);
   the rest are ordered by a shallow value (evaluation plus a threat bonus).
3. Win in two: the candidates that threaten come first (a forced win is
   almost always a threat); the first one the opponent cannot parry is
   played. A candidate is refuted by the opponent's first parry, and the
   parries that worked recently (killers) are tried first, so this pass is
   cheap when there is no win.
4. Loss in two: candidates in shallow order are examined reply by reply; a
   reply that leaves us a win at once is dismissed (cheap), any other must be
   parried, else the candidate loses. The first fork found refutes it.
   Medium stops at the first candidate proven safe; Hard goes on while the
   budget lasts (wider, as deep as the time allows) and keeps the proven
   candidate whose worst reply (by the evaluation) is best.

Easy takes a win at once, notices a win in two only sometimes, and
otherwise plays the softmax turn of :mod:`.pushfight`.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from ...pushfight import has_immediate_win
from ...pushfight.position import Position
from ...pushfight.analysis import turn_fields, win_at_once
from ...pushfight.tactics import TurnBits, can_parry, known_refutation, remember
from ...core import Game, History, Rng
from ..budget import Budget, Clock, SearchStopped
from ..domain import WIN
from ..player import SearchResult
from .pushfight_player import (
    THREAT, Option, PushFightPlayer, _value as _shallow_value, evaluate, threatens,
)


#: What a candidate loses for leaving a position that already started a turn.
REPEAT = 10
#: Shallow values (evaluation points) this close count as *about as good*
#: (:mod:`pushgames.ai.cycles`): Medium and Easy play such a turn instead of
#: one that brings back a position the game has been in.
ABOUT_AS_GOOD = REPEAT


class TwoTurnPlayer(PushFightPlayer):
    """Easy, Medium and Hard of issue 16, by their settings.

    ``see_two``: the chance that the player looks for a win in two at all
    (1 for Medium and Hard); ``widen``: whether it keeps proving candidates
    after the first one proven not to lose in two (Hard)."""

    def __init__(self, level: str, *, temperature: float = 0.0, notice: float = 1.0,
                 see_two: float = 1.0,
                 widen: bool = False, name: str = "") -> None:
        super().__init__(level, temperature=temperature, notice=notice,
                         name=name or f"pushfight2-{level}")
        self.see_two = see_two
        self.widen = widen
        #: What the last search found (for the bench): candidates proven safe
        #: and refuted, and the nodes spent when the first was proven safe.
        self.stats: dict[str, int] = {}
        self._seen: History | None = None
        self._draws = False
        self._seat = 0

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        # The turn-start positions so far (the view is the whole state: Push
        # Fight hides nothing): cycles are avoided with or without the
        # repetition house rule, which only makes a third repetition a draw.
        self._seen = getattr(view, "history", None)
        self._draws = bool(getattr(view, "repetition_draw", False))
        self._seat = seat
        return super().search(game, view, seat, budget, rng)

    def _noisy(self, options: list[Option], clock: Clock, rand: random.Random) -> Option:
        """Easy's softmax turn, but not one that brings a position back when a
        turn about as good (shallow value) that leaves no win at once does not."""
        chosen = super()._noisy(options, clock, rand)
        if not self._repetition(chosen.position):
            return chosen
        floor = _shallow_value(chosen.position) - ABOUT_AS_GOOD
        fresh = [(_shallow_value(o.position), o) for o in options
                 if not self._repetition(o.position)]
        for value, option in sorted(fresh, key=lambda pair: pair[0], reverse=True):
            if value < floor:
                break
            clock.tick()
            if not has_immediate_win(option.position):
                return option
        return chosen

    def _repetition(self, after: Position) -> int:
        """How often the position a candidate leaves has started a turn before."""
        return self._count(after, 1 - self._seat)

    def _count(self, position: Position, to_move: int) -> int:
        """How often ``position`` (``to_move``'s view) has started a turn before."""
        if self._seen is None:
            return 0
        other = 1 - to_move
        squares = [0, 0]
        rounds = [0, 0]
        squares[to_move], rounds[to_move] = position.own_squares, position.own_rounds
        squares[other], rounds[other] = position.their_squares, position.their_rounds
        return self._seen.count(((squares[0], squares[1]), (rounds[0], rounds[1]),
                                 position.anchor, to_move))

    def _pick(self, options: list[Option], clock: Clock,
              rand: random.Random) -> tuple[Option, float, int]:
        rand.shuffle(options)  # ties go to a random one of the equal turns
        self.stats = {}
        for option in options:
            if option.wins:
                self.stats = {"wins": 1}
                return option, WIN, 1
        if self.temperature > 0:
            if rand.random() < self.see_two:
                found = _win_in_two(_threats(options, clock), clock)
                if found is not None:
                    return found, WIN - 1, 3
            return self._noisy(options, clock, rand), 0.0, 1
        try:
            shallow = shallow_values(options, clock)
        except SearchStopped:
            return options[0], 0.0, 1
        if not shallow:
            return options[0], -WIN, 2  # every turn leaves a win at once: lost
        ordered = [o for _, threat, o in shallow if threat] + [o for _, threat,
                                                               o in shallow if not threat]
        found = _win_in_two(ordered, clock)
        if found is not None:
            self.stats = {"wins": 2}
            return found, WIN - 1, 3
        if clock.expired():
            return shallow[0][2], shallow[0][0], 2
        return self._avoid_loss(shallow, clock)

    def _avoid_loss(self, shallow: list[tuple[float, bool, Option]],
                    clock: Clock) -> tuple[Option, float, int]:
        """The best candidate proven not to lose in two (see the module docstring)."""
        best: tuple[float, Option] | None = None
        refuted: set[int] = set()
        killers: list[TurnBits] = []
        refuters: list[TurnBits] = []
        stats = self.stats = {"candidates": len(shallow), "proven": 0, "refuted": 0,
                              "first_proof_nodes": -1,
                              "first_proof_ms": -1}
        repeating: tuple[float, float, Option] | None = None
        for index, (value, _, option) in enumerate(shallow):
            if repeating is not None and value < repeating[0] - ABOUT_AS_GOOD:
                break  # no candidate left about as good as the repeating one
            try:
                worst = worst_reply(option.position, clock.check, killers, refuters)
            except SearchStopped:
                break
            if worst is None:
                refuted.add(index)
                stats["refuted"] += 1
                continue
            stats["proven"] += 1
            seen = self._repetition(option.position)
            if seen >= 2 and self._draws:
                worst = 0.0  # a third repetition: a draw, worth exactly that
            if seen >= 1:
                worst -= REPEAT  # steer out of cycles (most end in a drawn third repetition)
            if stats["first_proof_nodes"] < 0:
                stats["first_proof_nodes"] = clock.nodes
                stats["first_proof_ms"] = int(clock.elapsed * 1000)
            if not self.widen:
                if not seen:
                    return option, worst, 4
                # Medium: a proven turn that brings a position back is played only
                # when no later candidate about as good (by the shallow value) is
                # proven safe and brings none back.
                if repeating is None:
                    repeating = (shallow[index][0], worst, option)
                continue
            if best is None or worst > best[0]:
                best = (worst, option)
        if repeating is not None:
            return repeating[2], repeating[1], 4
        if best is not None:
            return best[1], best[0], 4
        # Nothing proven: every examined turn loses in two, or the budget ran
        # out first. Take the best turn not known to lose (else the best).
        for index, (value, _, option) in enumerate(shallow):
            if index not in refuted:
                return option, value, 2
        return shallow[0][2], -WIN + 2, 4


def shallow_values(options: list[Option], clock: Clock) -> list[tuple[float, bool, Option]]:
    """The turns that leave no win at once, best first: (value, threatens, turn)."""
    out: list[tuple[float, bool, Option]] = []
    for option in options:
        clock.check()
        if has_immediate_win(option.position):
            continue
        threat = threatens(option.position)
        out.append((-evaluate(option.position) + (THREAT if threat else 0), threat, option))
    out.sort(key=lambda row: row[0], reverse=True)
    return out


def _threats(options: list[Option], clock: Clock) -> list[Option]:
    """The turns that threaten a win at once (as many as the budget allows to check)."""
    out = []
    for option in options:
        if clock.tick():
            break
        if threatens(option.position):
            out.append(option)
    return out


def _win_in_two(candidates: list[Option], clock: Clock) -> Option | None:
    """The first candidate the opponent cannot parry, or ``None`` (also when the budget runs
    out)."""
    killers: list[TurnBits] = []
    try:
        for option in candidates:
            if not can_parry(option.position, clock.check, killers):
                return option
    except SearchStopped:
        pass
    return None


def worst_reply(after: Position, tick: Any, killers: list[TurnBits], refuters: list[TurnBits],
                value_of: Callable[[Position], float] = evaluate,
                considered: list[tuple[float, Position]] | None = None) -> float | None:
    """``None`` if the turn that led to ``after`` loses in two; else the value
    for us (by ``value_of``, less :data:`THREAT` when the reply threatens a
    win at once) of the opponent's best reply, where replies that leave us a
    win at once do not count (the opponent will not play them). Those replies
    are appended to ``considered`` with their values, if given: the opponent's
    safe replies, for a search that looks further.
    Raises whatever ``tick`` raises when the budget is spent.

    As :func:`~pushgames.pushfight.tactics.refutation`: the turns that refuted
    earlier candidates are tried first (one fork often refutes many), then
    every reply in turn, parries tried from the most recent (``killers``)."""
    if refuters and known_refutation(after, refuters, tick, killers) is not None:
        return None
    worst = float(WIN)
    for (own_squares, own_rounds, their_squares, their_rounds, anchor, wins,
         turn) in turn_fields(after):
        tick()
        if wins:
            return None
        if win_at_once(own_squares, own_rounds, their_squares, their_rounds, anchor):
            continue  # cheap, and most replies are dismissed here (before a Position is made)
        reply = Position(own_squares, own_rounds, their_squares, their_rounds, anchor)
        if not can_parry(reply, tick, killers):
            remember(refuters, turn)
            return None
        value = value_of(reply)
        # threatens(reply), without the flipped Position
        if win_at_once(their_squares, their_rounds, own_squares, own_rounds, anchor):
            value -= THREAT  # a threat we must answer ties us down (as in the shallow value)
        if considered is not None:
            considered.append((value, reply))
        if value < worst:
            worst = value
    return worst
