"""seeds/002 sentence by sentence: the set-up, each action from the side of the
player who did not get a test of it elsewhere, and the end of the game."""

import pytest

from pushgames.core import IllegalActionError, start
from pushgames.pushout import GAME
from pushgames.pushout.cards import CARD_OF, COLOUR_FOR, HIDDEN, UNKNOWN, is_face_down, is_face_up

from .test_winning import MIDDLE, PLAIN_WHITE
from .util import BOARD, at, do, legal, names, over, position, reads
from ..outcome import finished


# -- The set-up ---------------------------------------------------------------------
@pytest.mark.parametrize("options, pile", [({}, 28), ({"single": True}, 14)])
def test_the_deal_lays_each_scoring_row_in_its_owners_colour_and_the_middle_rows_face_down(
    options: dict[str, bool], pile: int,
) -> None:
    deals = set()
    for seed in range(12):
        state = start(GAME, options, seed)
        geo = state.rules.geometry
        for seat in (0, 1):
            assert all(is_face_up(state.board[q]) and COLOUR_FOR[seat][state.board[q]] == seat
                       for q in geo.scoring_row[seat]), "the owner's colour is upright to the owner"
            assert all(is_face_down(state.board[q]) for q in geo.middle_row[seat])
        assert len(state.pile) == pile and state.discard == () and state.banks == ((), ())
        assert GAME.to_move(state) == 0 and state.turns_done == (0, 0), "White moves first"
        face_up = [CARD_OF[c] for c in state.board if is_face_up(c)]
        assert sorted(face_up + list(state.unseen or ())) == sorted(
            state.rules.deck), "every card is dealt"
        assert set(state.pile) <= {UNKNOWN} and all(state.board[q] == HIDDEN
                                                    for q in geo.middle_row[0] +
                                                    geo.middle_row[
                                                        1]), "nothing nobody has seen is decided"
        deals.add(state.board)
    assert len(deals) == 12, "the deck is shuffled"


# -- The cards, from the side without a test elsewhere --------------------------------
def test_white_rotates_a_card_in_blacks_scoring_row() -> None:
    state = do(position(), "d4 T")
    assert at(state, "d4") == "2T/4L:b"
    assert reads(state, "d4", 0) == (4, "L") and reads(state, "d4", 1) == (2, "T")
    assert GAME.to_move(state) == 1 and len(state.pile) == 2 and state.discard == ()


def test_blacks_left_right_and_up_are_blocked_at_blacks_own_edges() -> None:
    rows = ["3R/3R 3L/3L 1S/5S 2U/4U 2T/4L", *MIDDLE, "2U/4U 1R/5T 2R/4S 1U/5R 3S/3S"]
    state = position(rows, turn=1)
    assert reads(state, "e4", 1) == (4, "L") and reads(state, "a4", 1) == (3, "R") and reads(state,
            "a1", 1) == (4, "U")
    moves = legal(state)
    assert "b4 L" in moves and "b4 R" not in moves and "d4 U" in moves
    assert not {"e4 L", "a4 R", "a1 U"} & set(moves)
    with pytest.raises(IllegalActionError, match="left end"):
        GAME.parse(state, "e4 L")  # Black's left is towards file e
    with pytest.raises(IllegalActionError, match="right end"):
        GAME.parse(state, "a4 R")
    with pytest.raises(IllegalActionError, match="furthest"):
        GAME.parse(state, "a1 U")  # Black's up is towards rank 1


def test_each_player_may_use_face_up_cards_in_the_middle_rows() -> None:
    rows = [BOARD[0], "# # 2U/4U # #", "# # 1U/5R:b # #", BOARD[3]]
    white = do(position(rows), "c3 U")
    assert [at(white, f"c{r}") for r in (4, 3)] == ["2U/4U",
                                                    "#"] and names(white.discard) == ["3R/3R"]
    assert names(white.pile) == [
        "2L/4S"], "the hole in a middle row is filled face down from the pile"
    black = do(position(rows, turn=1), "c2 U")
    assert [at(black, f"c{r}") for r in (1, 2)] == ["1U/5R:b",
                                                    "#"] and names(black.discard) == ["2R/4S"]
    assert reads(black, "c1", 0) == (5, "R"), ("a face-up card entering a scoring row keeps its "
                                               "orientation")


def test_a_face_up_card_falling_off_a_middle_row_is_turned_by_the_owner_of_that_half() -> None:
    rows = [BOARD[0], "3R/3R # # # 2L/4S", "2L/4S # # # 1R/5T:b", BOARD[3]]
    state = do(position(rows, pile=["3T/3S"]), "a3 R")
    assert GAME.to_move(state) == 1 and legal(state) == ["a3 w", "a3 b"]
    state = do(state, "a3 b")
    assert at(state, "a3") == "2L/4S:b" and at(state, "b3") == "3R/3R" and GAME.to_move(state) == 1
    state = do(position(rows, turn=1, pile=["3T/3S"]), "e2 R")  # Black's right is towards file a
    assert GAME.to_move(state) == 0 and legal(state) == ["e2 w", "e2 b"]
    state = do(state, "e2 w")
    assert at(state, "e2") == "2L/4S" and at(state, "d2") == "1R/5T:b" and GAME.to_move(state) == 0


def test_switch_never_pushes_a_card_off_and_a_card_leaving_a_scoring_row_stays_face_up() -> None:
    rows = list(BOARD)
    rows[2] = "# # # # #2L/4S"
    state = do(position(rows), "e1 S e2")
    assert at(state, "e2") == "3S/3S" and state.discard == () and len(state.pile) == 2
    state = do(state, "discard", "e2 S e3")
    assert at(state, "e2") == "#" and at(state, "e3") == "3S/3S", "once face up, always face up"


# -- The end ----------------------------------------------------------------------------
def test_an_automatic_win_beats_the_empty_pile_on_the_same_move() -> None:
    rows = ["3L/3L 3L/3L 3R/3R 3R/3R 3S/3S", *MIDDLE, "5T/1R 5T/1R 5S/1S 5L/1U 4S/2L"]
    state = do(position(rows, pile=[], turns_done=(3, 3)), "discard")
    result = finished(GAME.outcome(state))
    assert over(state) and result.winners == {1} and "five of a kind" in result.reason
    assert result.scores == (24.0,
                             15.0), "White has the higher total but Black's five of a kind wins"


def test_the_empty_pile_total_is_read_by_each_player_from_its_own_side() -> None:
    rows = ["1L/5T:b 1R/5T 2R/4S 1U/5R 3S/3S", *MIDDLE, PLAIN_WHITE]
    state = do(position(rows, pile=[], turn=1), "discard")
    assert finished(GAME.outcome(state)).scores == (8.0,
                                                    1 + 5 + 4 + 5
                                                    + 3), "Black reads the white 1 of a4, not the 5"
