"""Set-up, the four phases, victory and the end of the game."""

from __future__ import annotations

import pytest

from pushgames.core import CHANCE, NotationError, OptionError, start
from pushgames.push import GAME
from pushgames.push.board import BOX_OF, BOXES, CENTRE, parse_square, square_name
from pushgames.push.cards import FACTIONS, POOL
from pushgames.push.common import Act, hand
from pushgames.push.state import END, FirstRoll, Recovery, Reroll, Roll

from .helpers import BLUE, RED, legal, make, op_at, play
from ..outcome import finished
from typing import Any


def test_board_is_11_by_11_with_f6_in_the_centre_and_four_corner_boxes() -> None:
    assert square_name(0) == "a1" and square_name(120) == "k11" and square_name(CENTRE) == "f6"
    assert sorted(square_name(s) for s in BOXES[2]) == ["j10", "j11", "k10", "k11"]
    assert sum(1 for b in BOX_OF if b >= 0) == 16


@pytest.mark.parametrize("seats, boxes", [(2, {0, 2}), (3, {0, 1, 2}), (4, {0, 1, 2, 3})])
def test_boxes_are_taken_clockwise_and_opposite_with_two(seats: int, boxes: set[int]) -> None:
    state = start(GAME, {"seats": seats}, seed=1)
    assert set(state.box) == boxes
    for seat in range(seats):
        owners = {getattr(state.board[sq], "owner", None) for sq in BOXES[state.box[seat]]}
        assert owners == {seat}, "four random operatives in each player's box"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_draws_four_from_the_pool_and_deals_five_cards_three_to_the_first(seats: int) -> None:
    state = start(GAME, {"seats": seats}, seed=5)
    on_board = sum(op is not None for op in state.board)
    assert on_board == 4 * seats and sum(state.pool) == 46 - 4 * seats
    # The first player has had its Fate draw already (3 + 3).
    for seat in range(seats):
        expected = 3 + 3 if seat == state.first else 5
        assert state.cards.size(hand(seat)) == expected
    assert state.turn == state.first


def test_operative_draws_are_chance_outcomes_weighted_by_the_pool() -> None:
    state = GAME.new_state({"seats": 2, "faction1": "Triad", "faction2": "Division"}, 3)
    event = GAME.chance_event(state)
    probs = dict((GAME.notation(state, a), p) for a, p in event.outcomes)
    assert probs["draw Watcher"] == pytest.approx(6 / 46) and probs[
        "draw Stitcher"] == pytest.approx(2 / 46)
    after = play(state, "draw Stitcher")
    assert op_at(after, "a1").kind == 7 and after.pool[7] == POOL[7] - 1


def test_first_player_roll_ties_roll_again() -> None:
    state = GAME.new_state({"seats": 3}, 3)
    while not isinstance(state.stack[-1], FirstRoll):
        state = GAME.next_state(state, GAME.chance_event(state).outcomes[0][0])
    with pytest.raises(Exception):
        GAME.parse(state, "roll 7")
    state = play(state, "roll 5", "roll 5", "roll 2")
    top = state.stack[-1]
    assert isinstance(top, FirstRoll) and top.contenders == (0, 1) and top.rolls == ()
    state = play(state, "roll 3", "roll 4")
    assert state.first == 1 and state.turn == 1


def test_factions_come_from_the_options_or_at_random_and_distinct() -> None:
    state = GAME.new_state({"seats": 4, "faction1": "Triad", "faction3": "Religion"}, 9)
    assert FACTIONS[state.factions[0]] == "Triad" and FACTIONS[state.factions[2]] == "Religion"
    # A random faction is not decided by the seed: chance draws it, as a record keeps it.
    assert state.factions[1] == state.factions[3] == -1 and GAME.to_move(state) == CHANCE
    event = GAME.chance_event(state)
    assert event.description == "Blue draws a faction at random"
    names = sorted(GAME.notation(state, act) for act, _ in event.outcomes)
    assert len(names) == 4 and "faction Triad" not in names and "faction Religion" not in names
    assert GAME.notation_for(state, GAME.parse(state, names[0]),
                             0) == f"Blue draws the {names[0][8:]} faction"
    with pytest.raises(NotationError):
        GAME.parse(state, "faction Triad")
    state = start(GAME, {"seats": 4, "faction1": "Triad", "faction3": "Religion"}, 9)
    assert len(set(state.factions)) == 4 and min(state.factions) >= 0
    with pytest.raises(OptionError):
        GAME.new_state({"faction1": "Pirates"}, 1)


def test_fate_draws_three_and_the_discard_is_reshuffled_when_the_deck_runs_out() -> None:
    state = make({"c3": ("Squad", RED)}, hands={RED: ["Guns"]}, deck=1, discard=["Trap", "Money"])
    state = state._replace(stack=(), dice=(), phase=END)
    state = GAME.next_state(state, Act("end"))  # End Phase -> Blue's turn begins
    assert state.turn == BLUE and state.cards.size(hand(BLUE)) == 3
    assert state.cards.size(1) == 0, "the discard was shuffled into the deck"
    assert GAME.to_move(state) == CHANCE and state.reveal


@pytest.mark.parametrize("tokens, need", [("i", 4), ("c1", 5), ("n", 6)])
def test_recovery_rolls_remove_tokens_at_4_5_6_plus_one_in_the_own_box(
    tokens: str, need: int,
) -> None:
    for square, bonus in (("e5", 0), ("a1", 1)):
        state = make({square: ("Squad", RED, tokens)}, phase=END, turn=BLUE, hands={RED: []})
        state = GAME.next_state(state, Act("end"))
        while state.reveal:
            state = play(state, "card "
                         + GAME.notation(state, GAME.chance_event(state).outcomes[0][0])[5:])
        assert isinstance(state.stack[-1], Recovery)
        failed = play(state, f"roll {need - bonus - 1}")
        assert op_at(failed, square).compromised
        passed = play(state, f"roll {need - bonus}")
        assert not op_at(passed, square).compromised


def test_three_move_dice_then_each_watcher_rerolls_once() -> None:
    state = make({"c3": ("Watcher", RED), "d3": ("Watcher", RED), "e3": ("Watcher", RED, "i")},
                 stack=(Roll(3, True),))
    state = play(state, "roll 1", "roll 2", "roll 3")
    assert state.dice == (1, 2, 3) and state.stack[-1] == Reroll(RED, 2), (
        "compromised Watchers do not reroll"
    )
    assert "reroll 1 2 3" in legal(state) and "keep" in legal(state)
    state = play(state, "reroll 1 3", "roll 6", "roll 6")
    assert sorted(state.dice) == [2, 6, 6] and state.stack[-1] == Reroll(RED, 1)
    state = play(state, "keep")
    assert not state.stack and "end" in legal(state)


def test_unused_dice_lapse_and_the_hand_limit_is_six_plus_one_per_watcher() -> None:
    cards = ["Guns", "Trap", "Money", "For Hire", "Escape", "Rescue", "Leverage",
             "Ambush", "Surprise"]
    state = make({"c3": ("Watcher", RED, "n")}, hands={RED: cards}, dice=(4, 5))
    state = play(state, "end")
    assert state.phase == END and state.dice == ()
    assert all(a.startswith("discard") for a in legal(state))
    state = play(state, "discard Guns")
    assert GAME.to_move(state) == RED and state.phase == END
    state = play(state, "discard Trap")
    assert state.turn == BLUE and state.cards.size(hand(RED)) == 7


@pytest.mark.parametrize("ring", [("e6", "g6", "f5", "f7"), ("e5", "e7", "g5", "g7")])
def test_victory_with_the_four_orthogonal_or_diagonal_neighbours_at_the_end_of_the_turn(
    ring: tuple[str, ...],
) -> None:
    pieces: dict[str, tuple[Any, ...]] = {sq: ("Squad", RED) for sq in ring}
    state = play(make(pieces), "end")
    assert finished(GAME.outcome(state)).winners == frozenset({RED})
    assert finished(GAME.outcome(state)).termination == "centre-control"


def test_no_victory_with_a_captured_operative_or_on_another_players_turn() -> None:
    ring = ("e6", "g6", "f5", "f7")
    pieces: dict[str, tuple[Any, ...]] = {sq: ("Squad", RED) for sq in ring}
    pieces["f7"] = ("Squad", RED, "c1")
    assert GAME.outcome(play(make(pieces), "end")) is None
    pieces["f7"] = ("Squad", RED)
    assert GAME.outcome(play(make(pieces, turn=BLUE), "end")) is None


def test_the_round_limit_draws_the_game() -> None:
    state = make({"c3": ("Squad", RED)}, turn=BLUE)._replace(round=40)
    state = play(state, "end")
    assert finished(GAME.outcome(
        state)).termination == "round-limit" and finished(GAME.outcome(state)).is_draw


def test_a_game_where_nobody_can_still_win_is_drawn() -> None:
    state = make({"c3": ("Squad", RED), "d3": ("Squad", BLUE)})._replace(pool=(0,) * 13)
    state = play(state, "end")
    assert finished(GAME.outcome(state)).termination == "no-possible-winner"


def test_f6_never_holds_an_operative_and_paths_avoid_it() -> None:
    state = make({"f4": ("Squad", RED)}, dice=(2,))
    state = play(state, "move 2 f4", "to f5")
    assert "to f6" not in legal(state)
    assert parse_square("f6") == CENTRE
