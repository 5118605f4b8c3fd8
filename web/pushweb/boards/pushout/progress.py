"""How close a scoring row is to an automatic win: the fewest of its five
places that must change to read 1-2-3-4-5 (either way) or five equal values.

Values are as the row's owner reads them (0 for a hole, -1 for a card not yet
turned up). With Zeros Wild a hole already fits any place.

>>> to_win((1, 2, 0, 4, 2), zeros_wild=False)
(2, 3)
>>> to_win((1, 2, 0, 4, 2), zeros_wild=True)
(1, 2)
"""

from __future__ import annotations

from typing import Sequence

STRAIGHT = (1, 2, 3, 4, 5)


def to_win(values: Sequence[int], zeros_wild: bool) -> tuple[int, int]:
    """(places to change for a straight, for five of a kind)."""
    def fits(have: int, want: int) -> bool:
        return have == want or (zeros_wild and have == 0)

    straight = min(sum(not fits(v, w) for v, w in zip(values, order))
                   for order in (STRAIGHT, STRAIGHT[::-1]))
    kinds = min(sum(not fits(v, k) for v in values) for k in range(1, 6))
    return straight, kinds


def progress_text(values: Sequence[int], zeros_wild: bool) -> str:
    """E.g. "2 from a straight, 3 from five of a kind"."""
    straight, kinds = to_win(values, zeros_wild)
    if straight == 0:
        return "a straight"
    if kinds == 0:
        return "five of a kind"
    return f"{straight} from a straight, {kinds} from five of a kind"
