"""The test game Pickpocket: private hands, a random steal, a peek, a block out
of turn, and the text each seat may read of them."""

from __future__ import annotations

import dataclasses

from pushgames.core import CHANCE, Rng, start
from pushgames.core.knowledge import EVERYONE, HIDDEN, UNSEEN, Card, Cards, seat_bit
from pushgames.pickpocket import COUNTS, DECK, DISCARD, GAME, PickpocketState, hand

RED, BLUE, GREEN = 0, 1, 2


def table(hands: list[list[int]], deck_size: int = 6) -> PickpocketState:
    """Red's turn, three seats holding ``hands`` (faces 0..3), ``deck_size``
    unseen cards in the deck and the rest face up on the discard."""
    left = list(COUNTS)
    for faces in hands:
        for face in faces:
            left[face] -= 1
    discard = []
    for face in range(len(left)):
        while left[face] and sum(left) > deck_size:
            discard.append(Card(face, EVERYONE))
            left[face] -= 1
    piles = ((Card(UNSEEN),) * deck_size, tuple(discard),
             *(tuple(Card(face, seat_bit(seat)) for face in faces)
               for seat, faces in enumerate(hands)))
    return PickpocketState(3, Cards(piles, tuple(left)), (0, 0, 0), RED, 10, rng=Rng(3))


def test_the_opening_deal_decides_each_card_as_its_owner_sees_it() -> None:
    fresh = GAME.new_state({"seats": 3}, 1)
    assert GAME.to_move(fresh) == CHANCE and fresh.cards.pool == COUNTS
    assert GAME.chance_event(fresh).description == "Red draws a card"
    dealt = start(GAME, {"seats": 3}, 1)
    assert all(c.face >= 0 for s in range(3) for c in dealt.cards.pile(hand(s)))
    assert all(c.face == -1 for c in dealt.cards.pile(DECK)), "the deck is not decided by the deal"


def test_a_steal_takes_a_random_card_known_to_thief_and_victim_only() -> None:
    state = GAME.apply(table([[1], [3, 2], [0]]), "steal 1")
    event = GAME.chance_event(state)
    assert dict(event.outcomes) == {"pick 0": 0.5, "pick 1": 0.5}
    texts = {viewer: GAME.notation_for(state, "pick 0", viewer)
             for viewer in (RED, BLUE, GREEN, None)}
    assert texts == {RED: "Red steals a 4 from Blue", BLUE: "Red steals a 4 from Blue",
                     GREEN: "Red steals a card from Blue", None: "Red steals a card from Blue"}
    after = GAME.next_state(state, "pick 0")
    assert [c.face for c in GAME.view(after, RED).cards.pile(hand(RED))][:2] == [1, 3]
    assert [c.face for c in GAME.view(after, BLUE).cards.pile(hand(RED))][:2] == [HIDDEN, 3]
    assert [c.face for c in GAME.view(after, GREEN).cards.pile(hand(RED))][:2] == [HIDDEN, HIDDEN]


def test_a_peek_shows_one_hand_to_the_peeker_alone() -> None:
    after = GAME.next_state(table([[1], [3, 2], [0]]), "peek 1")
    assert [c.face for c in GAME.view(after, RED).cards.pile(hand(BLUE))] == [3, 2]
    assert [c.face for c in GAME.view(after, GREEN).cards.pile(hand(BLUE))] == [HIDDEN, HIDDEN]


def test_a_high_card_is_put_to_every_other_seat_and_a_one_blocks_it() -> None:
    state = GAME.apply(table([[3], [0, 2], [1]]), "play 4")
    assert GAME.to_move(state) == BLUE and GAME.legal_actions(state) == ("allow", "block")
    assert GAME.prompt(state) == "Blue: block Red's 4 with a 1, or allow it"
    assert GAME.continues_turn(state)
    allowed = GAME.apply(state, "allow")
    assert GAME.to_move(allowed) == GREEN and GAME.legal_actions(allowed) == ("allow",), \
        "a seat without a 1 is asked too, so being asked tells nothing"
    scored = GAME.apply(allowed, "allow")
    assert scored.scores == (4, 0, 0) and scored.turn == BLUE
    blocked = GAME.apply(state, "block")
    assert blocked.scores == (0, 0, 0) and blocked.cards.pile(DISCARD)[-1].face == 0


def test_a_low_card_scores_at_once_and_the_turn_draws() -> None:
    state = GAME.apply(table([[1], [0], [2]]), "play 2")
    assert state.scores == (2, 0, 0) and GAME.to_move(state) == CHANCE
    assert GAME.notation_for(state, "face 3", RED) == "Red draws a 4"
    assert GAME.notation_for(state, "face 3", BLUE) == "Red draws a card"


def test_the_best_score_wins_and_ties_share() -> None:
    state = dataclasses.replace(table([[1], [1], [0]]), turns_left=1, scores=(3, 5, 5))
    over = GAME.next_state(state, "pass")
    outcome = GAME.outcome(over)
    assert outcome is not None and outcome.winners == {BLUE,
                                                       GREEN} and outcome.termination == "turns-out"
