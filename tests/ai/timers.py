"""A clock for search tests: time advances by a fixed step each time it is read.

A search under ``Budget(seconds=..., timer=SteppedTimer(step))`` then stops
after a fixed amount of work, whatever the machine's speed or load, so a test
can check that the search obeys its time limit without measuring a duration.
"""

from __future__ import annotations


class SteppedTimer:
    """Each call returns the previous reading plus ``step`` seconds."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 0.0
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now
