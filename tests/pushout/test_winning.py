"""Automatic wins (straight, five of a kind, not five zeros, not before three turns)."""

from pushgames.core import TERMINAL
from pushgames.pushout import GAME

from .util import do, position
from ..outcome import finished

MIDDLE = ["# # # # #", "# # # # #"]
WHITE_STRAIGHT = "1L/5T 2R/4S 3S/3S 4S/2L 5T/1R"   # White reads 1 2 3 4 5
WHITE_REVERSED = "5T/1R 4S/2L 3S/3S 2R/4S 1L/5T"   # White reads 5 4 3 2 1
BLACK_STRAIGHT = "5T/1R 4S/2L 3S/3S 2R/4S 1L/5T"   # Black reads 1 2 3 4 5
PLAIN_BLACK = "2U/4U 3L/3L 3R/3R 2T/4L 1S/5S"
PLAIN_WHITE = "1L/5T 1R/5T 2R/4S 1U/5R 3S/3S"


def board(black_row: str = PLAIN_BLACK, white_row: str = PLAIN_WHITE) -> list[str]:
    return [black_row, *MIDDLE, white_row]


def test_a_straight_wins_after_three_completed_turns() -> None:
    state = do(position(board(white_row=WHITE_STRAIGHT), turns_done=(2, 3)), "discard")
    result = finished(GAME.outcome(state))
    assert result.winners == {0} and "straight" in result.reason
    assert state.turns_done == (3, 3), "the winning turn counts as played"


def test_no_automatic_win_before_three_completed_turns() -> None:
    state = do(position(board(white_row=WHITE_STRAIGHT), turns_done=(1, 3)), "discard")
    assert GAME.to_move(state) == 1 and GAME.outcome(state) is None


def test_a_straight_read_right_to_left_wins() -> None:
    state = do(position(board(white_row=WHITE_REVERSED), turns_done=(3, 3)), "discard")
    assert finished(GAME.outcome(state)).winners == {0}


def test_five_of_a_kind_wins() -> None:
    row = "3S/3S 3L/3L 3L/3L 3R/3R 3R/3R"
    state = do(position([PLAIN_BLACK.replace("3L/3L", "1L/5T").replace("3R/3R", "1R/5T"),
                         *MIDDLE, row],
                        turns_done=(3, 3), pile=["2L/4S"]), "discard")
    result = finished(GAME.outcome(state))
    assert result.winners == {0} and "five of a kind" in result.reason


def test_five_zeros_never_win_the_basic_game() -> None:
    state = do(position([". . . . .", *MIDDLE, PLAIN_WHITE], turns_done=(3, 3)), "discard")
    assert GAME.outcome(state) is None and GAME.to_move(state) == 1


def test_the_other_players_row_counts_after_any_turn() -> None:
    state = do(position(board(black_row=BLACK_STRAIGHT), turns_done=(3, 3)), "discard")
    assert finished(GAME.outcome(state)).winners == {1}


def test_when_both_qualify_the_player_who_just_moved_wins() -> None:
    rows = board(black_row=BLACK_STRAIGHT, white_row=WHITE_STRAIGHT.replace("3S/3S", "3L/3L"))
    assert finished(GAME.outcome(
        do(position(rows, turns_done=(3, 3), turn=1), "discard"))).winners == {1}
    assert finished(GAME.outcome(
        do(position(rows, turns_done=(3, 3), turn=0), "discard"))).winners == {0}


def test_a_move_that_makes_the_straight_wins_at_once() -> None:
    row = "1L/5T 2R/4S 4S/2L 3S/3S 5T/1R"     # d1 and c1 swap to 1 2 3 4 5
    state = do(position(board(white_row=row), turns_done=(3, 3)), "d1 S c1")
    assert GAME.to_move(state) == TERMINAL and finished(GAME.outcome(state)).winners == {0}
    assert finished(GAME.outcome(state)).scores == (15.0, 19.0)
