"""What a decision shows a seat without chance acting (``Game.reveals``).

Undo must never take back a decision after which some seat saw a hidden
card whose face was already decided: Know Intentions resolving (the actor
looks at a hand), See the Future over deck cards someone saw before, a draw
of a card another seat saw on the deck. When the face is not decided yet,
chance decides it as it is seen, and that chance is already an undo barrier.

The test is on knowledge, not on card names, so every way of looking is
covered: for each seat, the decided, not public cards it knows, counted by
(pile, face); a decision reveals when some seat knows more of some (pile,
face) afterwards. A card played face up from its owner's hand becomes
public and drops out of the count: a public play is not a peek.
"""

from __future__ import annotations

from collections import Counter

from pushgames.core.knowledge import EVERYONE, Cards


def known_cards(cards: Cards, seat: int) -> Counter[tuple[int, int]]:
    """The decided, not public cards ``seat`` knows, counted by (pile, face)."""
    known: Counter[tuple[int, int]] = Counter()
    for number, pile in enumerate(cards.piles):
        for card in pile:
            if card.face >= 0 and card.seen_by != EVERYONE and card.seen_by >> seat & 1:
                known[(number, card.face)] += 1
    return known


def shows_hidden(before: Cards, after: Cards, seats: int) -> bool:
    """Whether some seat knows a decided, not public card in ``after`` that
    it did not know where it is in ``before``."""
    for seat in range(seats):
        if known_cards(after, seat) - known_cards(before, seat):
            return True
    return False


__all__ = ["known_cards", "shows_hidden"]
