"""RULINGS (rules version 2): the hand after a draw decides the disaster phase, a
draw through the end of the deck takes the old deck's cards first, and Look Outs
tells only the thief and the victim which card was taken."""

from __future__ import annotations

from dataclasses import replace

from pushgames.apocalypse import GAME
from pushgames.apocalypse.state import DIS_ROLL, POP, SCORE, ApocalypseAction, ApocalypseState, hand
from pushgames.core import CHANCE, Replay, start
from pushgames.core.knowledge import HIDDEN, UNSEEN, Card, Cards, seat_bit

from .util import BLUE, GREEN, RED, do, face, number, table


# -- the disaster phase after a last S**t Happens ---------------------------------------------
def test_a_disaster_just_drawn_as_the_population_phase_ends_opens_the_disaster_phase() -> None:
    state = do(table(phase=POP, left=1), "draw", "roll 1")
    assert GAME.to_move(state) == CHANCE, "the drawn card's face is still to be seen"
    state = do(state, f"face {number('Meteor Impact')}")
    assert state.phase == DIS_ROLL and GAME.to_move(state) == CHANCE
    assert GAME.chance_event(state).description == "Red rolls for how many disasters"


def test_a_draw_of_mitigations_only_still_skips_the_disaster_phase() -> None:
    state = do(table(phase=POP, left=1), "draw", "roll 2", f"face {number('Army')}",
               f"face {number('NASA')}")
    assert state.phase == SCORE and GAME.to_move(state) == RED


def test_the_choice_after_a_draw_waits_for_every_face() -> None:
    state = do(table(phase=POP, left=1), "draw", "roll 2", f"face {number('Army')}")
    assert GAME.to_move(state) == CHANCE, "one card still face down: nothing is decided yet"
    state = do(state, f"face {number('Tsunami')}")
    assert state.phase == DIS_ROLL


# -- a draw through the end of the deck
# ---------------------------------------------------------------
def _four_left(names: tuple[str, ...] = ("Famine", "Rapture", "Tsunami",
                                         "Army")) -> ApocalypseState:
    """Red to draw, the deck down to the four cards ``names`` (unseen), the rest on the discard."""
    base = table(phase=POP, left=1, deck_empty=True)
    left = {face(n) for n in names}
    discard = tuple(c for c in base.cards.pile(1) if c.face not in left)
    pool = tuple(1 if f in left else 0 for f in range(len(base.cards.pool or ())))
    cards = Cards(((Card(UNSEEN),) * 4, discard) + base.cards.piles[2:], pool)
    return replace(base, cards=cards)


def test_a_draw_through_the_end_of_the_deck_takes_the_old_decks_cards_first() -> None:
    state = do(_four_left(), "draw", "roll 6")
    first = GAME.chance_event(state)
    assert sorted(o for o, _ in first.outcomes) == sorted(
        f"face {number(n)}" for n in ("Famine", "Rapture", "Tsunami", "Army"))
    assert state.cards.size(1) == 86, "the discard is not shuffled in yet"
    state = do(state, *(f"face {number(n)}" for n in ("Tsunami", "Army", "Famine", "Rapture")))
    assert state.cards.size(1) == 0 and state.cards.size(
        0) == 84, "then the discard is the deck, 2 drawn from it"
    assert len(GAME.chance_event(state).outcomes) == 86
    state = do(state, f"face {number('Meteor Impact')}", f"face {number('NASA')}")
    assert state.hand_faces(RED) == tuple(face(n) for n in ("Tsunami", "Army", "Famine", "Rapture",
                                                            "Meteor Impact", "NASA"))
    assert state.phase == DIS_ROLL


def test_a_draw_ending_exactly_with_the_deck_shuffles_nothing() -> None:
    state = do(_four_left(), "draw", "roll 4",
               *(f"face {number(n)}" for n in ("Tsunami", "Army", "Famine", "Rapture")))
    assert state.cards.size(0) == 0 and state.cards.size(1) == 86 and state.phase == DIS_ROLL


def test_version_1_records_still_draw_through_the_reshuffle_at_once() -> None:
    old = replace(_four_left(), version=1)
    state = do(old, "draw", "roll 6")
    assert len(GAME.chance_event(state).outcomes) == 90, "version 1 shuffled the discard in first"
    assert start(GAME, {"seats": 3}, seed=4, rules_version=1).version == 1
    assert start(GAME, {"seats": 3}, seed=4).version == GAME.meta.rules_version == 2


# -- what Look Outs tells
# ---------------------------------------------------------------------------------------
def test_only_the_thief_and_the_victim_learn_the_taken_card() -> None:
    # Green had seen Blue's hand (an earlier Look Outs); Red's Look Outs takes NASA from Blue.
    state = table(hands=[[], ["Meteor Impact", "NASA", "Famine"], ["Tsunami", "Army"]],
                  phase=POP, left=1)
    state = do(state, "lookouts")
    # Green saw Blue's hand
    state = replace(state, cards=state.cards.show(hand(BLUE), seat_bit(GREEN)))
    take = f"take {number('NASA')}"
    assert GAME.notation_for(state, take,
                             GREEN) == "Red takes a card from Blue", "Green had seen Blue's hand"
    assert (
        GAME.notation_for(state, take, RED)
        == GAME.notation_for(state, take, BLUE)
        == "Red takes NASA (2) from Blue"
    )
    after = do(state, take)
    green = GAME.view(after, GREEN)
    assert green.hand_faces(RED) == (HIDDEN,), "the taken card is a back to Green"
    assert green.hand_faces(BLUE) == (HIDDEN,
                                      HIDDEN), "and so is what Green had seen left in Blue's hand"
    assert GAME.view(after, BLUE).hand_faces(RED) == (face("NASA"),
                                                      ), "the victim knows what it lost"
    assert GAME.view(after, RED).hand_faces(BLUE) == (face("Meteor Impact"),
                                                      face("Famine")), "the thief saw them"
    assert GAME.view(after, GREEN).hand_faces(GREEN) == (face("Tsunami"), face("Army"))


def test_the_issue_line_tells_red_nothing_of_the_card_blue_takes_from_green() -> None:
    line = Replay.new(GAME, {"seats": 3}, 0)
    for text in "lookouts, take 24, done, done, pass, lookouts".split(", "):
        line.push(GAME.parse(line.state, text))
    state = line.state
    assert GAME.notation_for(state, "take 34", RED) == "Blue takes a card from Green"
    line.push(ApocalypseAction("take 34"))
    red = GAME.view(line.state, RED)
    assert red.hand_faces(BLUE)[-1] == HIDDEN and all(f == HIDDEN for f in red.hand_faces(GREEN))
