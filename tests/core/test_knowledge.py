"""The cards helper: faces decided only when a seat first sees them, views that
show each seat exactly what it knows, and determinizations that keep it."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pushgames.core import IllegalActionError, Rng
from pushgames.core.knowledge import EVERYONE, HIDDEN, UNSEEN, Card, Cards, seat_bit

DECK, DISCARD = 0, 1
COUNTS = (3, 2, 1, 1)  # seven cards of four faces


def hand(seat: int) -> int:
    return 2 + seat


def draw(cards: Cards, seat: int, face: int) -> Cards:
    """``seat`` draws the top card; chance says it is ``face``."""
    cards = cards.move(DECK, -1, hand(seat), seen_by=seat_bit(seat))
    assert cards.awaiting() == (hand(seat), cards.size(hand(seat)) - 1)
    return cards.decide(face)


def start() -> Cards:
    return Cards.deal(COUNTS, piles=5)


def test_nothing_is_decided_until_a_seat_sees_it() -> None:
    cards = start()
    assert all(card == Card(UNSEEN) for card in cards.pile(DECK)) and cards.pool == COUNTS
    assert cards.awaiting() is None
    moved = cards.move(DECK, -1, DISCARD)  # moved face down, seen by nobody: still undecided
    assert moved.awaiting() is None and moved.pile(DISCARD) == (Card(UNSEEN),)


def test_a_draw_asks_chance_in_proportion_to_the_unseen_faces() -> None:
    cards = start().move(DECK, -1, hand(0), seen_by=seat_bit(0))
    event = cards.reveal_event("draw")
    assert dict(event.outcomes) == {0: 3 / 7, 1: 2 / 7, 2: 1 / 7, 3: 1 / 7}
    drawn: Counter[int] = Counter()
    rng = Rng(11)
    for _ in range(7000):
        face, rng = event.sample(rng)
        drawn[face] += 1
    assert 2700 < drawn[0] < 3300 and 800 < drawn[3] < 1200
    decided = cards.decide(2)
    assert decided.pool == (3, 2, 0, 1) and decided.awaiting() is None
    assert decided.pile(hand(0)) == (Card(2, seat_bit(0)),)


def test_a_face_nobody_can_still_have_is_refused() -> None:
    cards = draw(start(), 0, 2)
    waiting = cards.move(DECK, -1, hand(1), seen_by=seat_bit(1))
    with pytest.raises(IllegalActionError, match="no card of face 2"):
        waiting.decide(2)
    with pytest.raises(IllegalActionError, match="waiting"):
        cards.decide(0)


def test_each_seat_sees_its_own_hand_and_only_that() -> None:
    cards = draw(draw(start(), 0, 1), 1, 3)
    mine, theirs = cards.view(0), cards.view(1)
    assert mine.pile(hand(0)) == (Card(1, 1),) and mine.pile(hand(1)) == (Card(HIDDEN, 2),)
    assert theirs.pile(hand(1)) == (Card(3, 2),) and theirs.pile(hand(0)) == (Card(HIDDEN, 1),)
    assert mine.pool is None, "the pool would tell what the other hands hold"
    assert cards.view(None).pile(hand(0)) == (Card(HIDDEN, 1),)


def test_views_of_deals_that_differ_only_in_hidden_cards_are_equal() -> None:
    one = draw(draw(start(), 0, 1), 1, 3)
    other = draw(draw(start(), 0, 1), 1, 0)
    assert one.view(0) == other.view(0) and one.view(1) != other.view(1)


def test_a_hand_shown_to_one_seat_is_known_to_that_seat_alone() -> None:
    cards = draw(draw(draw(start(), 0, 1), 0, 0), 1, 3).show(hand(0), seat_bit(2))
    assert [c.face for c in cards.view(2).pile(hand(0))] == [1, 0]
    assert [c.face for c in cards.view(1).pile(hand(0))] == [HIDDEN, HIDDEN]


def test_looking_at_the_top_of_the_deck_decides_those_cards_one_by_one() -> None:
    cards = start().show(DECK, seat_bit(1), indices=(-1, -2))
    faces = []
    while cards.awaiting() is not None:
        faces.append(cards.awaiting())
        cards = cards.decide(0)
    assert faces == [(DECK, 5), (DECK, 6)]
    assert [c.face for c in cards.view(1).pile(DECK)[-2:]] == [0, 0]
    assert [c.face for c in cards.view(0).pile(DECK)[-2:]] == [HIDDEN, HIDDEN]
    assert cards.view(0).pile(DECK)[0] == Card(UNSEEN)
    # The seat that looked draws one of them: no chance, the face is known.
    drawn = cards.move(DECK, -1, hand(1), seen_by=seat_bit(1))
    assert drawn.awaiting() is None and drawn.pile(hand(1)) == (Card(0, seat_bit(1)),)


def test_a_stolen_card_is_known_to_thief_and_victim_only() -> None:
    # seat 2 saw the hand earlier
    cards = draw(draw(start(), 0, 1), 0, 2).show(hand(0), seat_bit(2))
    stolen = cards.move(hand(0), 0, hand(1),
                        seen_by=seat_bit(0) | seat_bit(1)).forget(hand(0), seat_bit(0))
    assert stolen.view(1).pile(hand(1)) == (Card(1, 3),
                                            ) and stolen.view(0).pile(hand(1)) == (Card(1, 3),)
    assert stolen.view(2).pile(hand(1)) == (Card(HIDDEN, 3),)
    # Seat 2 cannot tell which of the two it saw is left with seat 0.
    assert stolen.view(2).pile(hand(0)) == (Card(HIDDEN, 1),)


def test_a_face_up_card_is_seen_by_everyone_and_a_shuffle_forgets_it() -> None:
    cards = draw(start(), 0, 3).move(hand(0), 0, DISCARD, seen_by=EVERYONE)
    assert cards.view(None).pile(DISCARD) == (Card(3, EVERYONE),) == cards.view(2).pile(DISCARD)
    reshuffled = cards.move(DISCARD, 0, DECK, at=0).shuffle(DECK)
    assert reshuffled.pool == COUNTS and all(c == Card(UNSEEN) for c in reshuffled.pile(DECK))


def test_a_determinization_keeps_what_the_seat_knows_and_deals_the_rest() -> None:
    cards = draw(draw(draw(start(), 0, 1), 1, 0), 1, 0).show(DECK, seat_bit(0), indices=(-1,))
    cards = cards.decide(3)
    view = cards.view(0)
    for seed in range(30):
        full, _ = view.determinize(0, COUNTS, Rng(seed))
        assert full.view(0) == view, "the seat sees the same cards in every sample"
        assert full.pile(hand(0)) == cards.pile(hand(0)) and full.pile(
            DECK)[-1] == Card(3, seat_bit(0))
        assert all(c.face >= 0 for c in full.pile(hand(1)))
        assert_accounted(full)


def test_a_view_cannot_be_drawn_from() -> None:
    with pytest.raises(ValueError, match="view"):
        start().move(DECK, -1, hand(0), seen_by=1).view(0).reveal_event("draw")


def assert_accounted(cards: Cards) -> None:
    faces = Counter(c.face for pile in cards.piles for c in pile if c.face >= 0)
    unseen = sum(1 for pile in cards.piles for c in pile if c.face == UNSEEN)
    assert cards.pool is not None and unseen == sum(cards.pool)
    assert all(faces[f] + cards.pool[f] == COUNTS[f] for f in range(len(COUNTS)))


OPERATIONS = st.lists(st.tuples(st.sampled_from(["draw", "discard", "show", "steal", "reshuffle"]),
                                st.integers(0, 2), st.integers(0, 2),
                                st.integers(0, 1 << 30)), max_size=40)


@settings(max_examples=300, deadline=None)
@given(OPERATIONS)
def test_every_card_stays_accounted_for_and_views_hold_no_stranger_face(
        operations: list[tuple[str, int, int, int]]) -> None:
    cards = start()
    for name, seat, other, pick in operations:
        if name == "draw" and cards.size(DECK):
            cards = cards.move(DECK, -1, hand(seat), seen_by=seat_bit(seat))
        elif name == "discard" and cards.size(hand(seat)):
            cards = cards.move(hand(seat), pick % cards.size(hand(seat)), DISCARD, seen_by=EVERYONE)
        elif name == "show":
            cards = cards.show(hand(seat), seat_bit(other))
        elif name == "steal" and seat != other and cards.size(hand(other)):
            cards = cards.move(hand(other), pick % cards.size(hand(other)), hand(seat),
                               seen_by=seat_bit(seat) | seat_bit(other)).forget(hand(other),
                                       seat_bit(other))
        elif name == "reshuffle" and cards.size(DISCARD):
            while cards.size(DISCARD):
                cards = cards.move(DISCARD, -1, DECK, at=0)
            cards = cards.shuffle(DECK)
        while cards.awaiting() is not None:
            face, _ = cards.reveal_event("see").sample(Rng(pick))
            cards = cards.decide(face)
        assert_accounted(cards)
        for viewer in range(3):
            seen = cards.view(viewer)
            for pile_seen, pile in zip(seen.piles, cards.piles):
                for shown, card in zip(pile_seen, pile):
                    assert shown.face in (card.face, HIDDEN)
                    assert (shown.face == card.face) == (card.face == UNSEEN
                                                         or card.known_to(viewer))
