"""How long a search may think: a time limit, a node limit and a cancel hook.

A search calls :meth:`Clock.tick` once per node (or playout). The clock looks
at the wall clock and the cancel hook only every ``CHECK_EVERY`` ticks, so
checking stays cheap, and a cancelled search stops within a few milliseconds.

>>> clock = Clock(Budget(nodes=3))
>>> [clock.tick() for _ in range(4)]
[False, False, True, True]
>>> clock.nodes
4

A time limit is read from ``Budget.timer``; a counting clock makes it exact:

>>> ticks = iter(range(100))
>>> clock = Clock(Budget(seconds=2, timer=lambda: next(ticks)))
>>> sum(1 for _ in iter(lambda: clock.tick(CHECK_EVERY), True))
1
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

#: Wall clock and cancel hook are read once per this many ticks.
CHECK_EVERY = 64


class SearchStopped(Exception):
    """Raised inside a search when its budget ran out (caught by the player)."""


@dataclass(frozen=True, slots=True)
class Budget:
    """A time limit in seconds and/or a node limit, and an optional cancel hook.

    ``None`` means no limit of that kind; a budget with no limit at all still
    stops at the search's own depth or iteration cap. Arena games use node
    limits only, so their results are reproducible on any machine.

    >>> Budget(seconds=3).scaled(0.5)
    Budget(seconds=1.5, nodes=None, should_stop=None)
    """

    seconds: float | None = None
    nodes: int | None = None
    should_stop: Callable[[], bool] | None = None
    #: Where the seconds are read; tests give a counting clock so that they
    #: check when a search stops without depending on the machine's speed.
    timer: Callable[[], float] = field(default=time.perf_counter, repr=False, compare=False)

    def scaled(self, factor: float) -> "Budget":
        """The same budget with both limits multiplied by ``factor``."""
        return Budget(None if self.seconds is None else self.seconds * factor,
                      None if self.nodes is None else max(1, int(self.nodes * factor)),
                      self.should_stop, self.timer)

    def capped(self, seconds: float | None = None, nodes: int | None = None) -> "Budget":
        """This budget with each limit lowered to at most the given one."""
        def low(a: float | None, b: float | None) -> float | None:
            return b if a is None else a if b is None else min(a, b)
        return Budget(low(self.seconds, seconds),
                      low(self.nodes, nodes),  # type: ignore[arg-type]
                      self.should_stop, self.timer)


class Clock:
    """Counts the nodes of one search and says when its budget is spent."""

    __slots__ = ("budget", "nodes", "started", "deadline", "node_limit", "stopped",
                 "_next_check", "_timer")

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self._timer = budget.timer
        self.nodes = 0
        self.started = self._timer()
        self.deadline = None if budget.seconds is None else self.started + budget.seconds
        self.node_limit = budget.nodes
        self.stopped = False
        self._next_check = CHECK_EVERY

    def tick(self, count: int = 1) -> bool:
        """Count ``count`` nodes; ``True`` once the budget is spent (and from then on)."""
        self.nodes += count
        if self.stopped:
            return True
        if self.node_limit is not None and self.nodes >= self.node_limit:
            self.stopped = True
        elif self.nodes >= self._next_check:
            self._next_check = self.nodes + CHECK_EVERY
            self.stopped = self._out_of_time()
        return self.stopped

    def check(self) -> None:
        """Count one node and raise :class:`SearchStopped` once the budget is spent."""
        if self.tick():
            raise SearchStopped

    def expired(self) -> bool:
        """Whether the budget is spent, reading the wall clock now."""
        if not self.stopped:
            self.stopped = self._out_of_time() or (self.node_limit is not None
                                                   and self.nodes >= self.node_limit)
        return self.stopped

    def fraction_used(self) -> float:
        """How much of the tightest limit is used, 0..1 (0 with no limits)."""
        used = 0.0
        if self.deadline is not None and self.budget.seconds:
            used = (self._timer() - self.started) / self.budget.seconds
        if self.node_limit:
            used = max(used, self.nodes / self.node_limit)
        return min(used, 1.0)

    @property
    def elapsed(self) -> float:
        return self._timer() - self.started

    def _out_of_time(self) -> bool:
        if self.deadline is not None and self._timer() >= self.deadline:
            return True
        stop = self.budget.should_stop
        return bool(stop is not None and stop())
