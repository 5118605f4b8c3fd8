"""Push Fight: a turn-level search on the engine's successor enumeration.

A node is a whole turn (0-2 moves, then the push): :func:`successors` lists
every distinct position one turn reaches, with the winning ones flagged, and
:func:`has_immediate_win` says in microseconds whether the side to move can
push a piece off this turn. This module holds what every level shares (the
evaluation, whole turns played decision by decision, the set-up) and the
player from before issue 16, which is kept as the arena-only level
``hard-v1``; Easy, Medium and Hard are in :mod:`.pushfight_search` and
:mod:`.pushfight_hard`, the levels in :mod:`.pushfight`.

The previous player, by its settings:

* Easy takes a win it has; otherwise it draws a turn with softmax weights
  over the evaluation, and notices the opponent's winning reply only
  sometimes (``NOTICE``): a beginner's mistakes, never nonsense.
* Medium takes every win in one turn and never leaves the opponent a win
  in one when some turn avoids it (the Push Fight Analyzer's depth 2), then
  takes the best turn by the evaluation.
* Hard (``hard-v1``) does the same, then searches the best candidate turns
  one turn deeper: each opponent reply is checked for a win it hands back,
  the most dangerous threats among the replies are checked for forks (a
  threat no turn parries), and the worst reply is what the candidate is
  worth. It deepens over more candidates as the budget allows.

A turn is played as several decisions; the player plans the whole turn at
its first decision and answers the next decisions from the plan.

>>> from pushgames.pushfight import Position, STANDARD_STRING
>>> evaluate(Position.from_string(STANDARD_STRING))
0
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Hashable, Sequence

from ...core import TERMINAL, Game, Rng
from ...pushfight import (
    STANDARD, Position, PushFightState, has_immediate_win, position_of, successors,
)
from ...pushfight.board import RAYS, SQUARES
from ...pushfight.rules import PLAY
from ..budget import Budget, Clock
from ..domain import WIN
from ..player import Player, SearchResult, python_random, softmax_pick

#: How exposed a piece is, by the distance to an open edge in each direction:
#: next to the edge it can be pushed off by a one-piece line.
_EDGE_WEIGHT = (9, 3, 1, 0, 0, 0, 0, 0)


def _exposure(index: int) -> int:
    return sum(_EDGE_WEIGHT[len(ray)] for ray, railed in RAYS[index] if not railed)


EXPOSURE = {index: _exposure(index) for index in SQUARES}
#: Squares push, rounds only move: an exposed square is worth a little more.
SQUARE_FACTOR, ROUND_FACTOR = 5, 4
#: A threat (a win in one if it were our turn again) ties the opponent down.
THREAT = 25
_EXPOSURE_BITS = tuple((1 << index, value) for index, value in EXPOSURE.items() if value)


def evaluate(position: Position) -> int:
    """Points for the side to move: the other side's exposure minus its own."""
    score = 0
    own_s, own_r, their_s, their_r = (
        position.own_squares,
        position.own_rounds,
        position.their_squares,
        position.their_rounds,
    )
    for bit, value in _EXPOSURE_BITS:
        if own_s & bit:
            score -= SQUARE_FACTOR * value
        elif own_r & bit:
            score -= ROUND_FACTOR * value
        elif their_s & bit:
            score += SQUARE_FACTOR * value
        elif their_r & bit:
            score += ROUND_FACTOR * value
    return score


def threatens(after: Position) -> bool:
    """Whether the side that just moved (the position's "other" side) could push
    a piece off if it moved again: a threat the side to move must answer."""
    return has_immediate_win(after.flipped(after.anchor))


@dataclass(frozen=True, slots=True)
class Option:
    """A whole turn (its decisions) and the position it leaves for the opponent."""

    steps: tuple[Any, ...]
    position: Position
    wins: bool


def turn_options(game: Game[Any, Any], state: PushFightState) -> list[Option]:
    """Every distinct way to finish the current turn.

    At a turn's start this is the engine's :func:`successors`; in the middle
    of a turn (after a move or two) the few remaining decisions are walked.
    """
    if state.moves_made == 0:
        return [Option(s.turn.steps, s.position, s.wins) for s in successors(position_of(state))]
    out: dict[Hashable, Option] = {}
    stack: list[tuple[PushFightState, tuple[Any, ...]]] = [(state, ())]
    while stack:
        current, steps = stack.pop()
        for action in game.legal_actions(current):
            after = game.next_state(current, action)
            path = steps + (action,)
            if after.to_move == current.to_move and after.result is None:
                stack.append((after, path))  # a move: the turn goes on
                continue
            key = game.position_key(after)
            if key not in out:
                wins = after.result is not None and current.to_move in after.result.winners
                out[key] = Option(path, position_of(after), wins)
    return list(out.values())


class PushFightPlayer(Player):
    """The three levels of the module docstring, by their settings."""

    def __init__(self, level: str, *, temperature: float = 0.0, notice: float = 1.0,
                 deepen: bool = False,
                 name: str = "") -> None:
        self.level = level
        self.temperature = temperature
        self.notice = notice
        self.deepen = deepen
        self.name = name or f"pushfight-{level}"

    def search(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget,
               rng: Rng) -> SearchResult:
        clock = Clock(budget)
        state: PushFightState = game.determinize(view, seat, rng)
        if state.phase != PLAY:
            return SearchResult(STANDARD if STANDARD in game.legal_actions(state)
                                else game.legal_actions(state)[0])
        planned = _PLANS.get(_plan_key(self.name, game, state))
        if planned is not None and planned in game.legal_actions(state):
            return SearchResult(planned, seconds=clock.elapsed)
        rand = python_random(rng)
        options = turn_options(game, state)
        clock.tick(len(options))
        option, score, depth = self._pick(options, clock, rand)
        _remember_plan(self.name, game, state, option.steps)
        return SearchResult(option.steps[0], nodes=clock.nodes, seconds=clock.elapsed,
                            depth=depth, score=score)

    def _pick(self, options: list[Option], clock: Clock,
              rand: random.Random) -> tuple[Option, float, int]:
        rand.shuffle(options)  # ties go to a random one of the equal turns
        wins = [o for o in options if o.wins]
        if wins:
            return wins[0], WIN, 1
        if self.temperature > 0:
            return self._noisy(options, clock, rand), 0.0, 1
        values: list[tuple[float, Option]] = []
        for option in options:
            if clock.tick():
                break
            if has_immediate_win(option.position):
                continue  # the opponent would win at once
            values.append((_value(option.position), option))
        if not values:
            # Every turn loses (or the budget ran out before one was checked).
            return options[0], -WIN, 1
        values.sort(key=lambda pair: pair[0], reverse=True)
        if not self.deepen:
            return values[0][1], values[0][0], 2
        return self._deeper(values, clock)

    def _noisy(self, options: list[Option], clock: Clock, rand: random.Random) -> Option:
        scored = [(i, float(_value(o.position))) for i, o in enumerate(options)]
        for _ in range(6):
            index = int(softmax_pick(scored, self.temperature, rand))  # type: ignore[call-overload]
            option = options[index]
            if rand.random() >= self.notice or not has_immediate_win(option.position):
                break
            clock.tick()
        chosen: Option = options[index]
        return chosen

    def _deeper(self, values: list[tuple[float, Option]],
                clock: Clock) -> tuple[Option, float, int]:
        """Search candidates in order of their shallow value, one opponent turn deeper."""
        best_value, best = -WIN * 2, values[0][1]
        examined = 0
        for shallow, option in values:
            if clock.expired():
                break
            worst = _worst_reply(option.position, clock)
            if worst is None:
                break  # out of budget in the middle: keep what is finished
            examined += 1
            if worst > best_value:
                best_value, best = worst, option
            if worst >= WIN:
                break  # every reply hands us a win: a forced win
        if examined == 0:
            return values[0][1], values[0][0], 2
        return best, best_value, 3


def _value(after: Position) -> float:
    """A turn's shallow value for the side that made it (``after`` is the opponent's view)."""
    return -evaluate(after) + (THREAT if threatens(after) else 0)


def _worst_reply(after: Position, clock: Clock) -> float | None:
    """The value for us of the opponent's best reply to ``after``; ``None`` if the budget ran out.

    The replies that threaten a win are few; the worst ``FORK_CHECKS`` of them
    are tested for a fork: a threat no turn of ours parries is a loss.
    """
    worst: float = WIN
    threats: list[tuple[float, Position]] = []
    for reply in successors(after):
        if clock.tick():
            return None
        if reply.wins:
            return -WIN  # cannot happen after a safe turn, but be exact
        if has_immediate_win(reply.position):
            continue  # that reply hands us a win at once
        value: float = evaluate(reply.position)
        if threatens(reply.position):
            value -= THREAT
            threats.append((value, reply.position))
        if value < worst:
            worst = value
    threats.sort(key=lambda pair: pair[0])
    for value, position in threats[:FORK_CHECKS]:
        parried = _can_parry(position, clock)
        if parried is None:
            return None
        if not parried:
            return -WIN + 2
    return worst


#: How many threatening replies per candidate turn Hard tests for a fork.
FORK_CHECKS = 3


def _can_parry(position: Position, clock: Clock) -> bool | None:
    """Whether the side to move has a turn that leaves no win in one (``None``: out of budget)."""
    for option in successors(position):
        if clock.tick():
            return None
        if option.wins or not has_immediate_win(option.position):
            return True
    return False


# -- plans: the rest of a chosen turn ------------------------------------------
_PLANS: dict[Hashable, Any] = {}


def _plan_key(name: str, game: Game[Any, Any], state: PushFightState) -> Hashable:
    return (name, game.position_key(state), state.history.last)


def _remember_plan(name: str, game: Game[Any, Any], state: PushFightState,
                   steps: Sequence[Any]) -> None:
    if len(_PLANS) > 1000:
        _PLANS.clear()
    for step in steps[:-1]:
        state = game.next_state(state, step)
        if game.to_move(state) == TERMINAL:
            return
        _PLANS[_plan_key(name, game, state)] = steps[steps.index(step) + 1]
