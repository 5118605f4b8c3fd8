"""Notation, move lists per viewer, prompts, the board as text, the command line, metadata."""

from __future__ import annotations

import pytest

from pushgames import registry
from pushgames.cli import main
from pushgames.core import CHANCE, NotationError, start
from pushgames.push import CLARIFICATIONS, GAME, META
from pushgames.push.common import hand
from pushgames.push.state import Roll

from .helpers import BLUE, GREEN, RED, legal, make, play


def test_meta_seats_options_credits() -> None:
    assert registry.get_game("push") is GAME
    assert (META.min_seats, META.max_seats) == (2, 4) and len(set(META.seat_names)) == 4
    assert META.has_chance and META.has_hidden_information
    assert "Krassner" in META.credits and "PUSH.html" in META.credits and "fan game" in META.credits
    assert META.option("faction3").choices[0] == "random" and len(
        META.option("faction3").choices) == 7
    assert len(CLARIFICATIONS) >= 10
    # The two rulings of RULINGS.md added last, one line each.
    assert sum(line.startswith("Pushed off by a Mover:") for line in CLARIFICATIONS) == 1
    assert sum(line.startswith("Captives and Wipers:") for line in CLARIFICATIONS) == 1


def test_notation_round_trips_on_a_rich_position() -> None:
    state = make({"e4": ("Sniffer", RED), "e5": ("Squad", BLUE, "n"), "c3": ("Bleeder", RED),
                  "c4": ("Squad", BLUE),
                  "g3": ("Porter", RED), "h3": ("Changer", RED), "f2": ("Squad", BLUE, "c0")},
                 hands={RED: ["Guns", "Shatter", "Trackers", "Faction"]}, dice=(1, 2, 5, 6))
    actions = GAME.legal_actions(state)
    assert len(actions) > 30
    for action in actions:
        assert GAME.parse(state, GAME.notation(state, action)) == action
    assert GAME.parse(state, "  MOVE 2+1   e4 ") == GAME.parse(state, "move 2+1 e4")
    with pytest.raises(NotationError):
        GAME.parse(state, "move 4 e4")


def test_chance_outcomes_are_named_and_impossible_ones_refused() -> None:
    state = make({"e4": ("Squad", RED)}, stack=(Roll(1),))
    assert GAME.to_move(state) == CHANCE and GAME.prompt(state) == "Red rolls a move die"
    assert GAME.parse(state, "roll 4").a == 4
    with pytest.raises(NotationError):
        GAME.parse(state, "roll 0")


def test_a_drawn_card_is_named_only_to_its_owner() -> None:
    state = make({"e4": ("Watcher", RED)}, seats=3, hands={RED: ["Prediction"]})
    state = play(state, "play Prediction")
    outcome = GAME.parse(state, "card Guns")
    assert GAME.notation_for(state, outcome, RED) == "Red draws Guns"
    assert GAME.notation_for(state, outcome, BLUE) == "Red draws a card"
    assert GAME.notation_for(state, outcome, None) == "Red draws a card"
    after = GAME.next_state(state, outcome)
    assert GAME.view(after, GREEN).cards.pile(hand(RED))[0].face < 0


def test_decisions_read_with_the_deciding_seat() -> None:
    state = play(
        make(
            {"e4": ("Squad", RED), "e5": ("Bleeder", BLUE)},
            hands={RED: ["Guns"], BLUE: ["Retreat", "Run Away"]},
        ),
        "play Guns e4 e5",
    )
    assert GAME.notation_for(state, GAME.parse(state, "pass"), GREEN) == "Blue: pass"
    assert GAME.prompt(state).startswith("Blue: negate the Guns attack on e5")


def test_prompts_start_with_the_deciding_seat() -> None:
    state = start(GAME, {"seats": 4}, seed=2)
    seat = GAME.to_move(state)
    assert GAME.prompt(state).startswith(META.seat_names[seat])


def test_render_shows_types_owners_tokens_hands_and_phase() -> None:
    state = make({"e4": ("Squad", RED, "i"), "e5": ("Watcher", BLUE, "nc0")},
                 hands={RED: ["Guns"]}, dice=(3, 5))
    text = GAME.render_text(state)
    assert "Q1i" in text and "W2nc1" in text and "##" in text
    assert "Red (1): Division, 1 cards" in text and "Move Phase" in text and "dice 3 5" in text


def test_the_command_line_shows_and_lists(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["push", "show", "--seed", "3", "--option", "seats=3"]) == 0
    out = capsys.readouterr().out
    assert "Green (3)" in out and "round 1" in out
    assert main(["push", "legal", "--seed", "3"]) == 0
    assert capsys.readouterr().out.strip()


def test_a_turn_reads_as_one_entry_its_first_decision_starts_it() -> None:
    state = start(GAME, {"seats": 2}, seed=4)
    assert not GAME.continues_turn(state)
    after = play(state, legal(state)[0])
    while GAME.to_move(after) == CHANCE:
        after = GAME.next_state(after, GAME.chance_event(after).outcomes[0][0])
    assert GAME.continues_turn(after) or GAME.to_move(after) != GAME.to_move(state)
    ended = play(make({"e4": ("Squad", RED)}, hands={BLUE: []}), "end")
    while GAME.to_move(ended) == CHANCE:
        ended = GAME.next_state(ended, GAME.chance_event(ended).outcomes[0][0])
    assert ended.turn == BLUE and not GAME.continues_turn(ended)


def test_rolls_read_as_words_in_the_move_list() -> None:
    state = make({"e4": ("Squad", RED)}, stack=(Roll(2),))
    assert GAME.notation_for(state, GAME.parse(state, "roll 5"), None) == "Red rolls 5"
    assert GAME.notation(state, GAME.parse(state,
                                           "roll 5")) == "roll 5", "the record keeps its notation"


def test_a_walk_of_one_step_reads_in_the_singular() -> None:
    state = make({"e4": ("Squad", RED)}, dice=(1, 3))
    assert GAME.prompt(play(state, "move 1 e4")) == "Red: move the operative on e4 (1 step)"
    assert GAME.prompt(play(state, "move 3 e4")) == "Red: move the operative on e4 (3 steps)"
