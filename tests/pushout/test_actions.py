"""Each action from both players' sides, the pushed-off card, the pile (basic game)."""

import pytest

from pushgames.core import IllegalActionError, NotationError
from pushgames.pushout import GAME

from .util import BOARD, at, do, legal, names, over, position, reads, row
from ..outcome import finished


def test_white_reads_the_white_ends_and_left_right_up_are_its_own() -> None:
    assert set(legal(position())) == {
        "b1 R", "c1 R", "d1 U", "e1 S d1", "e1 S e2", "b4 L", "c4 R", "d4 T", "e4 S d4", "discard"}


def test_black_reads_the_black_ends_and_left_right_up_are_its_own() -> None:
    assert set(legal(position(turn=1))) == {
        "a1 T", "b1 T", "c1 S d1", "c1 S b1", "d1 R", "e1 S d1", "a4 U", "b4 L", "c4 R", "d4 L",
        "e4 S d4", "e4 S e3", "discard"}


def test_white_right_pushes_the_row_and_white_orients_the_card_that_fell_off() -> None:
    state = do(position(turns_done=(0, 0)), "b1 R")
    assert GAME.to_move(state) == 0 and at(state, "b1") == "."
    assert legal(state) == ["b1 w", "b1 b"]
    state = do(state, "b1 b")
    assert row(state, 1) == ["1L/5T", "3S/3S:b", "1R/5T", "2R/4S", "1U/5R"]
    assert GAME.to_move(state) == 1 and state.turns_done == (1, 0)


def test_black_right_goes_towards_file_a_and_white_orients_the_card_falling_off_its_row() -> None:
    state = do(position(turn=1, turns_done=(0, 0)), "d1 R")
    assert row(state, 1) == ["1R/5T", "2R/4S", "1U/5R", ".", "3S/3S"]
    assert GAME.to_move(state) == 0 and state.turn == 1, "the owner of the half decides mid-turn"
    state = do(state, "d1 w")
    assert row(state, 1) == ["1R/5T", "2R/4S", "1U/5R", "1L/5T", "3S/3S"]
    assert GAME.to_move(state) == 0 and state.turns_done == (0, 1)


def test_white_left_in_blacks_row_lets_black_orient_the_fallen_card() -> None:
    state = do(position(), "b4 L")
    assert GAME.to_move(state) == 1 and state.turn == 0
    state = do(state, "b4 b")
    assert row(state, 4) == ["3L/3L", "2U/4U:b", "3R/3R", "2T/4L", "1S/5S"]
    assert GAME.to_move(state) == 1


def test_black_left_goes_towards_file_e() -> None:
    state = do(position(turn=1), "b4 L")
    assert GAME.to_move(state) == 1
    state = do(state, "b4 w")
    assert row(state, 4) == ["2U/4U", "1S/5S", "3L/3L", "3R/3R", "2T/4L"]


def test_white_up_pushes_the_column_discards_the_top_card_and_draws_into_the_hole() -> None:
    rows = list(BOARD)
    rows[1] = "# # # #4S/2L #"
    state = do(position(rows), "d1 U")
    assert [at(state, f"d{r}") for r in (1, 2, 3, 4)] == ["3T/3S", "1U/5R", "#", "4S/2L"]
    assert names(state.discard) == ["2T/4L"] and names(state.pile) == ["2L/4S"]
    assert GAME.to_move(state) == 1


def test_black_up_goes_towards_rank_1_and_the_face_down_card_turns_up_for_white() -> None:
    rows = list(BOARD)
    rows[2] = "#5R/1U # # # #"
    state = do(position(rows, turn=1), "a4 U")
    assert [at(state, f"a{r}") for r in (4, 3, 2, 1)] == ["3T/3S", "2U/4U", "#", "5R/1U"]
    assert reads(state, "a1", 0) == (5,
                                     "R"), "a card entering a scoring row shows its owner's colour"
    assert names(state.discard) == ["1L/5T"]


def test_a_card_drawn_into_a_middle_row_is_face_down() -> None:
    rows = list(BOARD)
    rows[2] = "1U/5R # # # #"
    state = do(position(rows), "a2 U")
    assert at(state, "a2") == "#" and at(state, "a3") == "1U/5R"
    assert names(state.discard) == ["2U/4U"]


def test_switch_with_a_neighbour_keeps_orientations_and_turns_up_a_face_down_card() -> None:
    state = do(position(), "e1 S d1")
    assert row(state, 1)[3:] == ["3S/3S", "1U/5R"]
    rows = list(BOARD)
    rows[2] = "# # # # #2L/4S"
    state = do(position(rows), "e1 S e2")
    assert at(state, "e1") == "2L/4S" and at(state, "e2") == "3S/3S"
    state = do(position(turn=1), "e4 S e3")
    assert at(state, "e3") == "1S/5S" and at(state, "e4") != "#"


def test_rotate_turns_the_card_180_degrees_for_both_players() -> None:
    state = do(position(turn=1), "a1 T")
    assert at(state, "a1") == "1L/5T:b"
    assert reads(state, "a1", 0) == (5, "T") and reads(state, "a1", 1) == (1, "L")


def test_face_down_cards_and_blocked_directions_cannot_be_used() -> None:
    rows = list(BOARD)
    rows[2] = "# # 1U/5R # #"
    state = position(rows)
    assert not any(text.startswith(("a2", "b2", "d2", "e2", "a3")) for text in legal(state))
    with pytest.raises(IllegalActionError, match="face down"):
        GAME.parse(state, "a2 T")
    with pytest.raises(IllegalActionError, match="left end"):
        GAME.parse(state, "a1 L")
    with pytest.raises(IllegalActionError, match="furthest"):
        GAME.parse(position(turn=0), "a4 U")
    with pytest.raises(IllegalActionError, match="shows LEFT"):
        GAME.parse(state, "a1 T")
    with pytest.raises(NotationError):
        GAME.parse(state, "a9 sideways")


def test_discarding_the_top_card_of_the_pile_is_a_turn() -> None:
    state = do(position(turns_done=(0, 0)), "discard")
    assert names(state.discard) == ["3T/3S"] and names(state.pile) == ["2L/4S"]
    assert GAME.to_move(state) == 1 and state.turns_done == (1, 0)


def test_the_game_ends_when_a_player_must_draw_from_an_empty_pile() -> None:
    state = do(position(pile=[]), "discard")
    assert over(state)
    result = finished(GAME.outcome(state))
    assert result.winners == {1} and result.scores == (8.0, 19.0)
    assert "draw pile is empty" in result.reason
    rows = list(BOARD)
    rows[1] = "# # # #5R/1U #"
    state = do(position(rows, pile=[]), "d1 U")
    assert over(state) and at(state, "d1") == "." and at(state, "d4") == "5R/1U"
    assert finished(GAME.outcome(state)).scores == (7.0, 16.0)


def test_moves_that_do_not_draw_are_played_normally_with_an_empty_pile() -> None:
    state = do(position(pile=[]), "e1 S d1")
    assert not over(state) and GAME.to_move(state) == 1


def test_a_face_down_card_falling_off_a_middle_row_goes_back_face_down_without_a_question() -> None:
    rows = list(BOARD)
    rows[2] = "1R/5T # # # #"
    state = do(position(rows), "a2 R")
    assert at(state, "a2") == "#" and at(state, "b2") == "1R/5T"
    assert GAME.to_move(state) == 1


def test_equal_totals_on_an_empty_pile_are_a_draw() -> None:
    rows = ["3L/3L 3L/3L 3R/3R 3R/3R 3S/3S", "# # # # #", "# # # # #",
            "3S/3S 3S/3T 3T/3S 1S/5S 5S/1S"]
    state = do(position(rows, pile=[], turns_done=(0, 0)), "discard")
    assert finished(GAME.outcome(state)).is_draw and finished(
        GAME.outcome(state)).scores == (15.0, 15.0)
