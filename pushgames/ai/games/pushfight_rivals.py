"""Arena-only Push Fight opponents: what the published agents are, built here.

The published Push Fight agents the issue measured Hard against are alpha-beta
searches over whole turns. :class:`TurnAlphaBeta` is the plain one: iterative
deepening negamax over every distinct turn (the engine's lazy enumeration),
children ordered by the static evaluation (the previous iteration's best turn
first at the root), a turn that pushes a piece off scored as a win at once, a
side with no turn lost; no tactics of its own. Its arena budget
(:data:`~.pushfight.ALPHABETA_NODES`) takes about the CPU time of Hard's: a
node here (a turn generated and valued) costs 0.73 of one there (a turn
generated and checked for a win at once), see docs/ai/pushfight.md.

>>> from pushgames.pushfight import GAME, STANDARD
>>> from pushgames.core import Rng, play, start
>>> state = play(GAME, play(GAME, start(GAME), STANDARD), STANDARD)
>>> player = TurnAlphaBeta()
>>> player.choose(GAME, state, 0, Budget(nodes=3_000), Rng(1)) in GAME.legal_actions(state)
True
"""

from __future__ import annotations

import random

from ...pushfight.position import Position
from ...pushfight.tactics import turn_results
from ..budget import Budget, Clock, SearchStopped
from ..domain import WIN
from .pushfight_player import Option, PushFightPlayer, evaluate

__all__ = ["TurnAlphaBeta", "Budget"]

_INFINITY = float("inf")


class TurnAlphaBeta(PushFightPlayer):
    """Plain move-ordered alpha-beta over whole turns (see the module docstring)."""

    def __init__(self, max_depth: int = 6, name: str = "pushfight-alphabeta") -> None:
        super().__init__("alphabeta", name=name)
        self.max_depth = max_depth

    def _pick(self, options: list[Option], clock: Clock,
              rand: random.Random) -> tuple[Option, float, int]:
        rand.shuffle(options)  # ties go to a random one of the equal turns
        for option in options:
            if option.wins:
                return option, WIN, 1
        if not options:
            raise ValueError("a Push Fight turn always has an option")
        # Our turn leaves ``option.position`` with the opponent to move: lower is better for us.
        options.sort(key=lambda o: evaluate(o.position))
        best, best_value, done = options[0], -_INFINITY, 0
        for depth in range(1, self.max_depth + 1):
            alpha = -_INFINITY
            values: dict[int, float] = {}
            try:
                for index, option in enumerate(options):
                    value = -self._negamax(option.position, depth - 1, -_INFINITY, -alpha, 1, clock)
                    values[index] = value
                    if value > alpha:
                        alpha = value
            except SearchStopped:
                if 0 in values and max(values.values()) >= values[0]:
                    index = max(values, key=lambda i: values[i])
                    best, best_value = options[index], values[index]
                break
            index = max(values, key=lambda i: values[i])
            best, best_value, done = options[index], values[index], depth
            if abs(best_value) >= WIN / 2:
                break  # proven
            options.insert(0, options.pop(index))  # the best turn first in the next iteration
        return best, best_value, done

    def _negamax(self, position: Position, depth: int, alpha: float, beta: float, ply: int,
                 clock: Clock) -> float:
        """The value of ``position`` for its side to move."""
        if depth <= 0:
            clock.check()
            return float(evaluate(position))
        children = []
        for after, wins, _ in turn_results(position):
            clock.check()
            if wins:
                return WIN - ply
            children.append((evaluate(after), after))
        if not children:
            return -(WIN - ply)  # no turn can be completed: lost
        children.sort(key=lambda pair: pair[0])
        best = -_INFINITY
        for _, child in children:
            value = -self._negamax(child, depth - 1, -beta, -alpha, ply + 1, clock)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best
