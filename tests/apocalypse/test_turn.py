"""Set-up, the order of the phases, scoring, the card phase, the end and its ties, and the text."""

from __future__ import annotations

import dataclasses

from pushgames.apocalypse import CLARIFICATIONS, GAME, META
from pushgames.apocalypse.state import (
    ApocalypseState, DISCARD_PHASE, DIS_ROLL, OPENING, POP, POP_ROLL, SCORE, hand,
)
from pushgames.core import CHANCE, TERMINAL, IllegalActionError, NotationError, start
from pushgames.core.knowledge import UNSEEN

import pytest

from .util import BLUE, GREEN, RED, counts, do, face, legal, number, table
from ..outcome import finished

ALL = "PN CN AN PT CT AT PS CS AS".split()


def dealt(seats: int, seed: int = 1) -> ApocalypseState:
    """A new game with the deal's faces decided, at the roll for the first player."""
    state = GAME.new_state({"seats": seats}, seed)
    while state.revealing:
        state = GAME.next_state(state, GAME.chance_event(state).outcomes[0][0])
    return state


def test_meta_declares_2_to_6_seats_chance_hidden_cards_and_credits() -> None:
    assert (META.min_seats, META.max_seats) == (2,
                                                6) and META.option("seats").default in range(2, 7)
    assert META.seat_names == ("Red", "Blue", "Green", "Yellow", "Purple", "Orange")
    assert META.has_chance and META.has_hidden_information
    assert "Lloyd Krassner" in META.credits and "DDA.html" in META.credits
    assert CLARIFICATIONS and all(isinstance(c, str) for c in CLARIFICATIONS)


def test_each_player_starts_with_6_tokens_in_every_region_and_2_cards() -> None:
    for seats in range(2, 7):
        state = start(GAME, {"seats": seats}, seats)
        assert state.tokens == (6,) * (9 * seats) and state.vp == (0,) * seats
        assert all(state.cards.size(hand(s)) == 2 for s in range(seats))
        assert state.cards.size(0) == 90 - 2 * seats
        assert all(c.face == UNSEEN
                   for c in state.cards.pile(0)), "the deck's order is never decided in advance"
        assert GAME.seat_count(state) == seats


def test_a_roll_decides_the_first_player_and_ties_roll_again() -> None:
    state = dealt(3)
    assert state.phase == OPENING and GAME.prompt(state) == "Red rolls for the first player"
    state = do(state, "roll 5", "roll 5", "roll 2")
    assert state.phase == OPENING and state.contenders == (RED, BLUE), (
        "Red and Blue tied: they roll again"
    )
    assert GAME.prompt(state) == "Red rolls for the first player"
    state = do(state, "roll 3", "roll 6")
    assert state.phase == POP_ROLL and state.turn == BLUE and GAME.to_move(state) == CHANCE


def test_play_proceeds_clockwise_and_the_phases_come_in_order() -> None:
    state = do(dealt(3), "roll 1", "roll 1", "roll 6")
    assert state.turn == GREEN
    state = do(state, "roll 1")
    assert state.phase == POP and not GAME.continues_turn(
        state), "the first decision opens the turn"
    seen = [state.phase]
    state = do(state, "done")
    seen.append(state.phase)
    if state.phase == DIS_ROLL:
        state = do(state, "roll 1", "done")
        seen.append(state.phase)
    assert seen[0] == POP and seen[-1] == SCORE and GAME.continues_turn(state)
    state = do(state, "pass")
    assert state.turn == RED and state.phase == POP_ROLL, "after Green comes Red"


def test_the_disaster_phase_rolls_only_with_a_disaster_in_hand() -> None:
    assert do(table(hands=[["Army"], [], []], phase=POP, left=1), "done").phase == SCORE
    assert do(table(hands=[["Famine"], [], []], phase=POP, left=1), "done").phase == DIS_ROLL


def test_a_score_gives_everyone_1_vp_per_region_they_dominate_and_none_where_contested() -> None:
    tokens = {"PN": (3, 2, 0), "CN": (2, 2, 1), "AN": (0, 0, 1), "PT": (0, 0, 0), "CT": (1, 4, 4),
              "AT": (0, 5, 0)}
    state = table(fill=1, tokens=tokens, phase=SCORE)  # the South row: 1 each, contested
    assert legal(state) == ["score", "pass"]
    scored = do(state, "score")
    assert scored.vp == (1, 1, 1) and scored.turn == BLUE
    not_scored = do(state, "pass")
    assert not_scored.vp == (0, 0, 0)


def test_the_card_phase_discards_down_to_7() -> None:
    names = ["Meteor Impact", "Famine", "Army", "NASA", "Navy", "Rapture", "Tsunami", "Godzilla",
             "Killer Bees"]
    state = do(table(hands=[names, [], []], phase=SCORE), "pass")
    assert state.phase == DISCARD_PHASE and set(legal(state)) == {f"discard {number(n)}"
                                                                  for n in names}
    assert GAME.prompt(state) == "Red: discard down to 7 cards (2 to go)"
    state = do(state, f"discard {number('Navy')}")
    assert state.phase == DISCARD_PHASE and state.turn == RED
    state = do(state, f"discard {number('Army')}")
    assert state.turn == BLUE and state.cards.size(hand(RED)) == 7
    assert [c.face for c in state.cards.pile(1)[-2:]] == [face("Navy"), face("Army")]
    seven = do(table(hands=[names[:7], [], []], phase=SCORE), "pass")
    assert seven.turn == BLUE, "7 cards is within the limit"


def test_the_discard_is_reshuffled_when_the_deck_runs_out() -> None:
    state = table(hands=[["Army"], [], []], phase=POP, left=1, deck_empty=True)
    assert state.cards.size(0) == 0 and state.cards.size(1) == 89
    state = do(state, "draw", "roll 2")
    assert state.cards.size(1) == 0 and state.cards.size(0) == 87
    assert all(c.face == UNSEEN for c in state.cards.pile(0)), "a shuffled deck is unseen again"
    assert GAME.to_move(state) == CHANCE and len(GAME.chance_event(state).outcomes) == 89
    state = do(state, f"face {number('Famine')}", f"face {number('Rapture')}")
    assert state.hand_faces(RED) == (face("Army"), face("Famine"), face("Rapture"))


def test_the_game_ends_at_the_end_of_a_turn_with_two_empty_regions() -> None:
    tokens = {code: (1, 0, 0) for code in ALL} | {"PN": (0, 0, 0), "CN": (0, 0, 2)}
    one_empty = table(fill=0, tokens=tokens, phase=SCORE)
    assert GAME.outcome(do(one_empty, "pass")) is None
    tokens["CN"] = (0, 0, 0)
    state = table(fill=0, tokens=tokens, phase=SCORE, vp=(3, 5, 1))
    assert GAME.outcome(state) is None and GAME.to_move(
        state) == RED, "not before the end of the turn"
    over = do(state, "pass")
    outcome = GAME.outcome(over)
    assert GAME.to_move(over) == TERMINAL and outcome is not None
    assert outcome.winners == {
        BLUE} and outcome.termination == "regions-emptied" and outcome.scores == (3, 5, 1)
    assert outcome.reason == "2 regions are empty; Blue has the most VP (5)"
    assert GAME.prompt(over) == "The game is over" and legal(over) == []


def test_ties_on_vp_go_to_the_most_tokens_on_the_board_then_are_shared() -> None:
    tokens = {code: (1, 1, 1) for code in ALL} | {"PN": (0, 0, 0), "CN": (0, 0, 0), "AS": (3, 1, 9)}
    over = do(table(fill=0, tokens=tokens, phase=SCORE, vp=(4, 4, 2)), "pass")
    assert finished(GAME.outcome(over)).winners == {
        RED}, "Red and Blue tie on VP; Red has more tokens"
    assert "Red has the most tokens" in finished(GAME.outcome(over)).reason
    tokens["AS"] = (2, 2, 9)
    shared = do(table(fill=0, tokens=tokens, phase=SCORE, vp=(4, 4, 2)), "pass")
    assert finished(GAME.outcome(shared)).winners == {RED,
                                                      BLUE} and "share the win" in finished(
        GAME.outcome(shared)).reason


def test_notation_round_trips_and_parse_refuses_what_cannot_happen() -> None:
    state = table(phase=POP_ROLL)
    assert GAME.parse(state, "ROLL  4") == "roll 4"
    with pytest.raises(IllegalActionError):
        GAME.parse(state, "roll 7")
    with pytest.raises(NotationError):
        GAME.parse(state, "fly away")
    state = do(state, "roll 3", "migrate", "roll 2")
    assert GAME.parse(state, "move pn-cn") == "move PN-CN"
    with pytest.raises(IllegalActionError):
        GAME.parse(state, "grow PN")
    drawn = do(table(phase=POP, left=1), "draw", "roll 1")
    with pytest.raises(IllegalActionError):
        GAME.parse(drawn, "face 91")


def test_render_text_shows_the_map_tokens_vp_hands_and_phase() -> None:
    state = dataclasses.replace(table(fill=1, tokens={"CS": (0, 4, 2)},
                                      hands=[["Army"], [], ["NASA", "Famine"]],
                                      phase=POP, left=2), vp=(2, 0, 7))
    text = GAME.render_text(state)
    assert "Pacific" in text and "Atlantic" in text and "South" in text
    assert "R0 B4 G2" in text and "R1 B1 G1" in text
    assert (
        "*Red      2 VP, 1 cards, 8 tokens" in text and "Green    7 VP, 2 cards, 10 tokens" in text
    )
    assert "Red's turn, population phase (2 actions left)" in text
    assert "Army" not in text, "no hidden card is shown"
    assert counts(state, "CS") == (0, 4, 2)


def test_the_state_keeps_the_dice_of_the_turn_in_order_and_forgets_them_at_the_next_turn() -> None:
    from pushgames.apocalypse.state import ACT_GROWTH, DIE_DISASTERS, DIE_POPULATION

    state = table(hands=[["Famine"], [], []], phase=POP_ROLL)
    state = do(state, "roll 3")
    assert state.dice == ((DIE_POPULATION, 3),)
    state = do(state, "growth", "roll 2")
    assert state.dice == ((DIE_POPULATION, 3), (ACT_GROWTH, 2)) and state.count == 2
    state = do(state, "grow PN", "grow PN", "done", "roll 4")
    assert state.dice == ((DIE_POPULATION, 3), (ACT_GROWTH, 2), (DIE_DISASTERS, 4))
    state = do(state, "done", "pass")
    assert state.turn == BLUE and state.dice == (), "a new turn starts with no dice"
