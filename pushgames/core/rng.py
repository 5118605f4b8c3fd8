"""A small, pure, seeded random generator that lives inside game states.

Python's ``random.Random`` is mutable and its state is large; a game state is
immutable and must replay exactly on CPython and Pyodide alike. ``Rng`` is a
SplitMix64 generator held as a single integer: drawing returns the value and
the next ``Rng``, so the old state stays valid.

>>> r = Rng.from_seed(7)
>>> a, r2 = r.below(6)
>>> b, _ = r.below(6)
>>> a == b and 0 <= a < 6
True
>>> r2 != r
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Rng:
    """Immutable SplitMix64 state."""

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        return cls(seed & _MASK)

    def next64(self) -> tuple[int, "Rng"]:
        s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(s)

    def below(self, n: int) -> tuple[int, "Rng"]:
        """A uniform integer in ``range(n)`` (rejection sampling, no bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        rng = self
        while True:
            value, rng = rng.next64()
            if value < limit:
                return value % n, rng

    def die(self, sides: int = 6) -> tuple[int, "Rng"]:
        """One roll of a die numbered 1..sides."""
        value, rng = self.below(sides)
        return value + 1, rng

    def choice(self, items: Sequence[T]) -> tuple[T, "Rng"]:
        index, rng = self.below(len(items))
        return items[index], rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], "Rng"]:
        """A Fisher-Yates shuffle of ``items`` as a new tuple."""
        out = list(items)
        rng = self
        for i in range(len(out) - 1, 0, -1):
            j, rng = rng.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), rng
