"""Cards and other hidden things, with who has seen what.

A game keeps its cards in numbered piles (a deck, a discard, one hand per
seat, face-down cards on a board: the game names the numbers). Each card is a
:class:`Card`: its face, and the seats that know that face (a bit per seat).

Nothing that no seat has seen is decided. A card that nobody has looked at has
the face :data:`UNSEEN`; the faces those cards will turn out to have are only
counted (``pool``). When a card is moved or shown to a seat while its face is
still unseen, the card is *awaiting*: the game's ``to_move`` answers ``CHANCE``
and :meth:`Cards.reveal_event` draws its face from the pool, weighted by how
many of each face nobody has seen. A record keeps each face as it was drawn, so
a link or a save holds what some seat has seen, and nothing more.

A seat's view (:meth:`Cards.view`) shows a face only to a seat that knows it;
other decided faces read :data:`HIDDEN`, and the pool is dropped (with the
composition of the deck, it would tell what the other hands hold).
:meth:`Cards.determinize` fills a view back in for search: every face the seat
knows stays where it is, the hidden ones are dealt at random from the cards
that seat cannot place, and the rest become the pool again.

>>> cards = Cards.deal(counts=(2, 1), piles=3)     # two "0" faces and one "1"; pile 0 is the deck
>>> cards.awaiting() is None
True
>>> cards = cards.move(0, -1, 1, seen_by=0b01)    # seat 0 draws the top card into pile 1 (its hand)
>>> cards.awaiting()
(1, 0)
>>> event = cards.reveal_event("seat 0 draws")
>>> event.outcomes
((0, 0.6666666666666666), (1, 0.3333333333333333))
>>> cards = cards.decide(1)                        # chance: the card is a "1"
>>> cards.view(0).pile(1), cards.view(1).pile(1)
((Card(face=1, seen_by=1),), (Card(face=-2, seen_by=1),))
>>> cards.view(1).pool is None and cards.pool
(2, 0)
>>> full, _ = cards.view(1).determinize(1, (2, 1), Rng(5))  # seat 1 guesses seat 0's card
>>> full.view(1) == cards.view(1), sum(full.pool) == full.size(0)
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple, Sequence

from .contract import ChanceEvent
from .errors import IllegalActionError
from .rng import Rng

#: The face of a card nobody has seen: chance decides it when someone looks.
UNSEEN = -1
#: In a seat's view, the face of a card that someone else knows.
HIDDEN = -2
#: ``seen_by`` of a card face up for all to see (every seat, and spectators).
EVERYONE = 0xFF


class Card(NamedTuple):
    """One card: its face (an index into the game's table of faces, or
    :data:`UNSEEN` / :data:`HIDDEN`) and a bit per seat that knows it."""

    face: int
    seen_by: int = 0

    def known_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (``None``: a spectator) knows this card's face."""
        if self.seen_by == EVERYONE:
            return True
        return seat is not None and bool(self.seen_by >> seat & 1)


def seat_bit(seat: int) -> int:
    """The ``seen_by`` bit of ``seat``."""
    return 1 << seat


@dataclass(frozen=True, slots=True)
class Cards:
    """Every card of a game, pile by pile, and the faces nobody has seen yet.

    ``pool[f]`` counts the cards of face ``f`` that are :data:`UNSEEN`
    somewhere; it is ``None`` in a seat's view.
    """

    piles: tuple[tuple[Card, ...], ...]
    pool: tuple[int, ...] | None

    @classmethod
    def deal(cls, counts: Sequence[int], piles: int, into: int = 0) -> "Cards":
        """All the cards (``counts[f]`` of face ``f``) unseen in pile ``into``."""
        deck = (Card(UNSEEN),) * sum(counts)
        return cls(tuple(deck if p == into else () for p in range(piles)), tuple(counts))

    # -- reading -----------------------------------------------------------
    def pile(self, number: int) -> tuple[Card, ...]:
        return self.piles[number]

    def size(self, number: int) -> int:
        return len(self.piles[number])

    def awaiting(self) -> tuple[int, int] | None:
        """The first card some seat is to see whose face is not decided yet
        (pile, index), or ``None``. While there is one, chance must act."""
        for number, pile in enumerate(self.piles):
            for index, card in enumerate(pile):
                if card.face == UNSEEN and card.seen_by:
                    return number, index
        return None

    def faces_known_to(self, seat: int | None) -> list[int]:
        """Every face ``seat`` can place, wherever it lies."""
        return [card.face for pile in self.piles for card in pile if card.face >= 0
                and card.known_to(seat)]

    # -- moving and showing --------------------------------------------------
    def move(self, source: int, index: int, target: int, *, at: int | None = None,
             seen_by: int | None = None) -> "Cards":
        """Move card ``index`` of pile ``source`` (negative counts from the end:
        ``-1`` is the top of a deck) to pile ``target``, at position ``at``
        (default: on top, the end). ``seen_by`` replaces who knows it (a card
        drawn into a hand: its owner; face up on a discard: :data:`EVERYONE`);
        by default it keeps its knowers."""
        piles = list(self.piles)
        taken = list(piles[source])
        card = taken.pop(index)
        piles[source] = tuple(taken)
        if seen_by is not None:
            card = Card(card.face, seen_by)
        placed = list(piles[target])
        placed.insert(len(placed) if at is None else at, card)
        piles[target] = tuple(placed)
        return Cards(tuple(piles), self.pool)

    def show(self, number: int, seats: int, indices: Sequence[int] | None = None) -> "Cards":
        """Let the seats in the bit set ``seats`` see cards of pile ``number``
        (all of them by default): a hand shown to one player, the top cards of
        a deck someone looks at. Unseen faces then await chance."""
        pile = self.piles[number]
        chosen = range(len(pile)) if indices is None else {i % len(pile) for i in indices}
        shown = tuple(Card(c.face, c.seen_by | seats) if i in chosen else c
                      for i, c in enumerate(pile))
        return self._with_pile(number, shown)

    def forget(self, number: int, keep: int) -> "Cards":
        """Only the seats in ``keep`` still know where the cards of pile
        ``number`` are: after a card was taken from it at random, nobody else
        can tell which of the cards they knew are still there."""
        pile = tuple(Card(c.face, c.seen_by & keep if c.seen_by != EVERYONE else keep)
                     for c in self.piles[number])
        return self._with_pile(number, pile)

    def shuffle(self, number: int) -> "Cards":
        """Shuffle pile ``number``: nobody knows its order any more, so every
        card in it becomes unseen again and its face returns to the pool."""
        pool = list(self._pool())
        for card in self.piles[number]:
            if card.face >= 0:
                pool[card.face] += 1
        unseen = (Card(UNSEEN),) * len(self.piles[number])
        return Cards(self._replace_pile(number, unseen), tuple(pool))

    # -- chance --------------------------------------------------------------
    def reveal_event(self, description: str) -> ChanceEvent[int]:
        """Chance's draw of the awaiting card's face: each face as likely as
        the share of it among the cards nobody has seen."""
        pool = self._pool()
        total = sum(pool)
        if self.awaiting() is None or total == 0:
            raise IllegalActionError("no card is waiting to be seen")
        outcomes = tuple((face, count / total) for face, count in enumerate(pool) if count)

        def sample(rng: Rng) -> tuple[int, Rng]:
            pick, rng = rng.below(total)
            for face, count in enumerate(pool):
                if pick < count:
                    return face, rng
                pick -= count
            raise AssertionError("unreachable: pick < total")

        return ChanceEvent(description, sample, outcomes)

    def decide(self, face: int) -> "Cards":
        """The awaiting card turns out to be ``face`` (a chance outcome);
        ``IllegalActionError`` if no card of that face is left unseen (a
        damaged record)."""
        where = self.awaiting()
        pool = list(self._pool())
        if where is None:
            raise IllegalActionError("no card is waiting to be seen")
        if not 0 <= face < len(pool) or pool[face] == 0:
            raise IllegalActionError(f"no card of face {face} is left to be drawn")
        pool[face] -= 1
        number, index = where
        pile = list(self.piles[number])
        pile[index] = Card(face, pile[index].seen_by)
        return Cards(self._replace_pile(number, tuple(pile)), tuple(pool))

    # -- what a seat sees ------------------------------------------------------
    def view(self, seat: int | None) -> "Cards":
        """The cards as ``seat`` sees them (``None``: a spectator)."""
        piles = tuple(
            tuple(c if c.face < 0 or c.known_to(seat) else Card(HIDDEN, c.seen_by) for c in pile)
            for pile in self.piles
        )
        return Cards(piles, None)

    def determinize(self, seat: int, counts: Sequence[int], rng: Rng) -> tuple["Cards", Rng]:
        """A full set of cards consistent with this view of ``seat``: the faces
        it cannot place dealt at random into the hidden cards, the rest pooled
        for the unseen ones. ``counts`` is the whole composition (as dealt)."""
        unplaced = list(counts)
        for face in self.faces_known_to(seat):
            unplaced[face] -= 1
        if min(unplaced) < 0:
            raise ValueError("the view shows more cards of a face than the game has")
        faces = [face for face, count in enumerate(unplaced) for _ in range(count)]
        dealt, rng = rng.shuffled(faces)
        deal = iter(dealt)
        piles = tuple(
            tuple(Card(next(deal), c.seen_by) if c.face == HIDDEN else c for c in pile)
                      for pile in self.piles
        )
        pool = [0] * len(unplaced)
        for face in deal:
            pool[face] += 1
        unseen = sum(1 for pile in piles for c in pile if c.face == UNSEEN)
        if unseen != sum(pool):
            raise ValueError("the view does not account for every card")
        return Cards(piles, tuple(pool)), rng

    # -- internals ---------------------------------------------------------------
    def _pool(self) -> tuple[int, ...]:
        if self.pool is None:
            raise ValueError("a seat's view has no pool: determinize it first")
        return self.pool

    def _replace_pile(self, number: int, pile: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
        return self.piles[:number] + (pile,) + self.piles[number + 1:]

    def _with_pile(self, number: int, pile: tuple[Card, ...]) -> "Cards":
        return Cards(self._replace_pile(number, pile), self.pool)
