"""Each variant of seeds/002 on its own, and combined."""


from typing import Any

import pytest

from pushgames.core import CHANCE, IllegalActionError, play, start
from pushgames.pushout import GAME, Rules, square_index
from pushgames.pushout.state import DealResult, PushoutState
from pushgames.pushout.cards import SINGLE_DECK, UNKNOWN, cards_named, face_down_code, is_face_down

from .util import at, do, legal, names, over, position, reads, row
from .test_winning import BLACK_STRAIGHT, MIDDLE, PLAIN_BLACK, PLAIN_WHITE, WHITE_STRAIGHT, board
from ..outcome import finished

SWISS = {"swiss": True}


# -- Single -------------------------------------------------------------------------
def test_single_deals_24_cards_on_two_rows_all_face_up() -> None:
    state = start(GAME, {"single": True}, 5)
    assert len(state.board) == 10 and len(state.pile) == 14
    assert state.unseen is not None, "Single's pile is drawn from the unseen cards"
    assert sorted(state.unseen + tuple((c - 1) // 2 for c in state.board)) == sorted(SINGLE_DECK)
    assert set(state.pile) == {UNKNOWN}, "the pile is not decided until its cards are seen"
    assert not any(is_face_down(code) for code in state.board)


def test_single_up_pushes_straight_into_the_opponents_row() -> None:
    rows = [PLAIN_BLACK, PLAIN_WHITE]
    state = do(position(rows, options={"single": True}), "d1 U")
    assert at(state, "d2") == "1U/5R" and at(state, "d1") == "3T/3S"
    assert names(state.discard) == ["2T/4L"]
    with pytest.raises(IllegalActionError):
        GAME.parse(state, "c3 T")


# -- Double -------------------------------------------------------------------------
def test_double_gives_each_turn_two_moves() -> None:
    state = do(position(turns_done=(0, 0), options={"double": True}), "discard")
    assert GAME.to_move(state) == 0 and state.moves_left == 1 and state.turns_done == (0, 0)
    state = do(state, "e1 S d1")
    assert GAME.to_move(state) == 1 and state.moves_left == 2 and state.turns_done == (1, 0)


def test_double_a_placement_by_the_other_player_returns_to_the_mover() -> None:
    state = do(position(options={"double": True}), "b4 L")
    assert GAME.to_move(state) == 1
    state = do(state, "b4 w")
    assert GAME.to_move(state) == 0 and state.moves_left == 1


def test_double_wins_need_three_complete_turns_and_count_after_the_whole_turn() -> None:
    row = "1L/5T 2R/4S 4S/2L 3S/3S 5T/1R"
    state = do(position(board(white_row=row), turns_done=(3, 3),
                        options={"double": True}), "d1 S c1")
    assert GAME.outcome(state) is None and GAME.to_move(
        state) == 0, "the win waits for the end of the turn"
    assert reads(state, "a1", 0)[0] + 1 == reads(state, "b1",
                                                 0)[0], "the row reads 1 2 3 4 5 already"
    won = do(state, "discard")
    assert finished(GAME.outcome(won)).winners == {0}
    state = do(position(board(white_row=row), turns_done=(2, 3),
                        options={"double": True}), "d1 S c1")
    assert GAME.outcome(state) is None, "two turns and one move are not three turns"
    state = do(state, "discard")
    assert finished(GAME.outcome(state)).winners == {0}


def test_double_a_second_move_that_breaks_the_row_leaves_no_win() -> None:
    row = "1L/5T 2R/4S 4S/2L 3S/3S 5T/1R"
    state = do(position(board(white_row=row), turns_done=(3, 3),
                        options={"double": True}), "d1 S c1")
    state = do(state, "b1 R")  # 2R pushes the row: the straight is gone before the turn ends
    # Black places the fallen card if it is Black's half
    while GAME.to_move(state) == 1 and state.phase != 1:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert GAME.outcome(state) is None


def test_double_moves_two_different_cards() -> None:
    row = "1L/5T 2R/4S 4S/2L 3S/3S 5T/1R"
    state = do(position(board(white_row=row), options={"double": True}), "d1 S c1")
    assert at(state, "c1") == "3S/3S" and state.used >= 0
    assert not any(text.startswith("c1 ")
                   for text in legal(state)), "the switched card may not move again"
    assert any(text.startswith("d1 ") for text in legal(state)), "the card it switched with may"
    with pytest.raises(IllegalActionError, match="two different cards"):
        GAME.parse(state, "c1 S d1")
    after = do(state, "d1 S c1")  # the other card of the pair is a second card
    assert GAME.to_move(after) == 1 and after.used == -1 and any(t.startswith("c1 ")
                                                                 for t in legal(after))


def test_double_a_pushed_card_is_followed_to_its_new_square() -> None:
    state = do(position(options={"double": True}), "b1 R")  # 1R/5T steps from b1 to c1
    assert at(state, "c1") == "1R/5T" and state.used == square_index("c1")
    state = do(position(options={"double": True}), "d1 U")  # 1U/5R goes up into the middle row
    assert state.used == square_index("d2") and not any(t.startswith("d2 ") for t in legal(state))
    state = do(position(options={"double": True}), "discard")
    assert state.used == -1, "a discard moves no card on the board"


def test_double_before_rules_version_3_checks_after_each_move_and_allows_one_card_twice() -> None:
    row = "1L/5T 2R/4S 4S/2L 3S/3S 5T/1R"
    old_rules = Rules.from_options({"double": True}, double_per_move=True)
    state = position(board(white_row=row), turns_done=(3, 3),
                     options={"double": True})._replace(rules=old_rules)
    won = do(state, "d1 S c1")
    assert finished(GAME.outcome(won)).winners == {0}, "version 2 saw the win after the first move"
    state = position(board(white_row=row), turns_done=(0, 0),
                     options={"double": True})._replace(rules=old_rules)
    state = do(state, "d1 S c1")
    assert any(text.startswith("c1 ")
               for text in legal(state)), "version 2 let the same card move twice"


# -- Swiss Cheese -------------------------------------------------------------------
def test_swiss_the_fallen_card_may_go_to_any_hole_be_discarded_or_banked() -> None:
    rows = [PLAIN_BLACK, "# # . # #", *MIDDLE[1:], PLAIN_WHITE]
    state = do(position(rows, options=SWISS), "b1 R")
    options = legal(state)
    assert {"b1 w", "b1 b", "c3 w", "c3 b", "discard", "bank"} == set(options)
    banked = do(state, "bank")
    assert names(banked.banks[0]) == ["3S/3S"] and at(banked, "b1") == "."
    assert GAME.to_move(banked) == 1
    placed = do(state, "c3 b")
    assert at(placed, "c3") == "3S/3S:b" and at(placed, "b1") == "."
    dropped = do(state, "discard")
    assert names(dropped.discard) == ["3S/3S"]


def test_swiss_the_player_whose_side_it_fell_off_controls_it() -> None:
    state = do(position(turn=1, options=SWISS), "d1 R")
    assert GAME.to_move(state) == 0
    state = do(state, "bank")
    assert names(state.banks[0]) == ["1L/5T"] and names(state.banks[1]) == []


def test_swiss_a_banked_card_is_played_or_discarded_instead_of_a_move() -> None:
    rows = [PLAIN_BLACK, *MIDDLE, "1L/5T . 2R/4S 1U/5R 3S/3S"]
    state = position(rows, banks=(["2T/4R"], []), options=SWISS, turns_done=(0, 0))
    assert {"play 2T/4R b1 w", "play 2T/4R b1 b", "discard 2T/4R"} <= set(legal(state))
    played = do(state, "play 2T/4R b1 b")
    assert at(played, "b1") == "2T/4R:b" and played.banks == ((),
                                                              ()) and played.turns_done == (1, 0)
    dropped = do(state, "discard 2T/4R")
    assert names(dropped.discard) == ["2T/4R"] and at(dropped, "b1") == "."


def test_swiss_more_than_three_holes_on_your_half_forces_a_banked_card() -> None:
    rows = [PLAIN_BLACK, "# # # # #", ". . # # #", "1L/5T . . 1U/5R 3S/3S"]
    state = position(rows, banks=(["2T/4R"], []), options=SWISS)
    assert set(legal(state)) == {f"play 2T/4R {q} {c}" for q in ("b1", "c1", "a2", "b2")
                                 for c in "wb"}
    with pytest.raises(IllegalActionError, match="more than three holes"):
        GAME.parse(state, "discard")
    three = position([PLAIN_BLACK, "# # # # #", ". # # # #", "1L/5T . . 1U/5R 3S/3S"],
                     banks=(["2T/4R"], []), options=SWISS)
    assert "discard" in legal(three)


def test_swiss_pushes_stop_at_a_hole_and_switch_may_use_a_hole() -> None:
    rows = [PLAIN_BLACK, "# # # . #", *MIDDLE[1:], "1L/5T 1R/5T 2R/4S . 3S/3S"]
    state = do(position(rows, options=SWISS), "b1 R")
    assert row(state, 1) == ["1L/5T", ".", "1R/5T", "2R/4S", "3S/3S"] and GAME.to_move(state) == 1
    state = do(position(rows, options=SWISS), "e1 S d1")
    assert at(state, "d1") == "3S/3S" and at(state, "e1") == "."
    rows[3] = "1L/5T 1R/5T 2R/4S 1U/5R 3S/3S"
    state = do(position(rows, options=SWISS), "d1 U")
    assert at(state, "d3") == "#" and at(state, "d4") == "2T/4L" and state.discard == ()
    assert at(state, "d1") == ".", "only the basic game refills the hole UP leaves"


def test_swiss_up_discards_the_far_card_and_leaves_its_hole_open_even_with_an_empty_pile() -> None:
    # seeds/002: "The hole, in the basic game, will be replaced with a card from the draw pile";
    # Swiss Cheese: no hole is filled automatically.
    rows = [PLAIN_BLACK, "# # # #4S/2L #", *MIDDLE[1:], PLAIN_WHITE]
    for pile in (["2L/4S", "3T/3S"], []):
        state = do(position(rows, options=SWISS, pile=pile), "d1 U")
        assert [at(state, f"d{r}") for r in (1, 2, 3, 4)] == [".", "1U/5R", "#", "4S/2L"]
        assert names(state.discard) == ["2T/4L"] and names(state.pile) == pile
        assert not over(state) and GAME.to_move(
            state) == 1, "an empty pile does not matter: nothing is drawn"
    state = do(position(turn=1, options=SWISS), "a4 U")  # Black's UP is towards rank 1
    assert at(state, "a4") == "." and names(state.discard) == ["1L/5T"] and len(state.pile) == 2
    assert state.banks == ((), ()) and GAME.to_move(
        state) == 0, "a card pushed off by UP is never banked"


def test_swiss_a_face_down_card_placed_in_a_scoring_row_turns_up() -> None:
    rows = [PLAIN_BLACK, "# # # # #", "1R/5T # # # #2L/4S", ". 1R/5T 2R/4S 1U/5R 3S/3S"]
    state = do(position(rows, options=SWISS, pile=[]), "a2 R")
    assert GAME.to_move(state) == 0 and "a1" in legal(state) and "a2" in legal(state)
    state = do(state, "a1")
    assert at(state, "a1") == "2L/4S" and at(state, "a2") == "."


# -- Conveyor Belt ------------------------------------------------------------------
def test_conveyor_a_push_from_the_end_turns_the_row_like_a_belt() -> None:
    rows = [PLAIN_BLACK, *MIDDLE, "1R/5T 2R/4S 3S/3S:b 1U/5R 1L/5T"]
    state = do(position(rows, options={"conveyor": True}), "e1 L")
    assert row(state, 1) == ["2R/4S", "3S/3S:b", "1U/5R", "1L/5T", "1R/5T"]
    assert GAME.to_move(state) == 1 and state.discard == () and len(state.pile) == 2


def test_conveyor_the_card_displaced_at_the_other_end_is_discarded_and_the_hole_drawn() -> None:
    state = do(position(options={"conveyor": True}), "b1 R")
    assert row(state, 1) == ["3S/3S", "3T/3S", "1R/5T", "2R/4S", "1U/5R"]
    assert names(state.discard) == ["1L/5T"] and GAME.to_move(state) == 1
    state = do(position(turn=1, options={"conveyor": True}), "d1 R")  # Black's right is towards a
    assert row(state, 1) == ["1R/5T", "2R/4S", "1U/5R", "3T/3S", "1L/5T"]
    assert names(state.discard) == ["3S/3S"]


# -- Black and White Pushout --------------------------------------------------------
def test_black_and_white_pushout_uses_only_your_own_colour() -> None:
    rows = [PLAIN_BLACK, *MIDDLE, "1L/5T 1R/5T:b 2R/4S 1U/5R 3S/3S"]
    plain, bw = position(rows), position(rows, options={"bw_moves": True})
    assert "b1 T" in legal(plain) and "b1 T" not in legal(bw)
    assert "b1 R" in legal(position(rows, turn=1)) and "b1 R" not in legal(
        position(rows, turn=1, options={"bw_moves": True})
    )
    assert "c1 R" in legal(bw) and "c1 S d1" in legal(
        position(rows, turn=1, options={"bw_moves": True}))
    with pytest.raises(IllegalActionError, match="not your colour"):
        GAME.parse(bw, "b1 T")


# -- Black and White Scoring ----------------------------------------------------------
def test_black_and_white_scoring_counts_only_your_colour() -> None:
    row_ = WHITE_STRAIGHT.replace("3S/3S", "3S/3S:b")
    plain = do(position(board(white_row=row_), turns_done=(3, 3)), "discard")
    assert finished(GAME.outcome(plain)).winners == {0}
    bw = do(position(board(white_row=row_), turns_done=(3, 3), pile=[],
                     options={"bw_scoring": True}), "discard")
    assert finished(GAME.outcome(bw)).scores == (12.0, 19.0), ("the turned 3 does not score and "
                                                               "spoils the straight")


def test_black_and_white_scoring_may_extend_to_the_middle_row() -> None:
    rows = [PLAIN_BLACK, "# # # # #", WHITE_STRAIGHT, "1R/5T 2T/4R 2T/4L 1U/5R 1U/5R"]
    options = {"bw_scoring": True}
    assert GAME.outcome(do(position(rows, turns_done=(3, 3), options=options), "discard")) is None
    won = do(position(rows, turns_done=(3, 3), options=options | {"bw_middle": True}), "discard")
    assert finished(GAME.outcome(won)).winners == {0}
    ended = do(position(rows, turns_done=(0, 0), pile=[],
                        options=options | {"bw_middle": True}), "discard")
    assert finished(GAME.outcome(ended)).scores == (7.0 + 15.0,
                                                    19.0), "both rows score, face-down cards do not"


# -- Zeros Wild --------------------------------------------------------------------
def test_zeros_wild_holes_complete_a_straight_or_five_of_a_kind() -> None:
    gap = board(white_row="1L/5T 2R/4S . 4S/2L 5T/1R")
    assert GAME.outcome(do(position(gap, turns_done=(3, 3)), "discard")) is None
    won = do(position(gap, turns_done=(3, 3), options={"zeros_wild": True}), "discard")
    assert "straight" in finished(GAME.outcome(won)).reason
    kind = board(white_row="3S/3S . 3L/3L . 3R/3R")
    assert "five of a kind" in finished(GAME.outcome(
        do(position(kind, turns_done=(3, 3), options={"zeros_wild": True}), "discard"))).reason
    zeros = board(white_row=". . . . .")
    assert GAME.outcome(do(position(zeros, turns_done=(3, 3), options={"zeros_wild": True}),
                           "discard")) is None


# -- One Hundred ----------------------------------------------------------------------
def last_deal(state: PushoutState) -> DealResult:
    """The deal just scored; fails the test when none was."""
    assert state.last_deal is not None, "no deal was scored"
    return state.last_deal


def hundred(rows: Any, tally: tuple[int, int] = (0, 0), **kw: Any) -> PushoutState:
    state = position(rows, options={"hundred": True, **kw.pop("options", {})}, **kw)
    return state._replace(tally=tally)


def test_one_hundred_scores_an_automatic_win_with_its_bonus_and_deals_again() -> None:
    state = GAME.apply(hundred(board(white_row=WHITE_STRAIGHT), (50, 40), turns_done=(3, 3)),
                       GAME.parse(hundred(board(white_row=WHITE_STRAIGHT), (50, 40),
                                          turns_done=(3, 3)), "discard"))
    assert GAME.to_move(state) == CHANCE and state.tally == (50 + 15 + 30, 40 + 19)
    assert last_deal(state).points == (45, 19)
    from pushgames.core import resolve_chance
    state = resolve_chance(GAME, state)
    assert state.deal == 2 and GAME.to_move(
        state) == 1, "the next deal is started by the other player"
    assert len(state.pile) == 28 and state.discard == () and state.turns_done == (0, 0)


def test_one_hundred_five_of_a_kind_bonus_and_the_match_end() -> None:
    row_ = "5T/1R 5T/1R 5S/1S 5L/1U 5L/1U"
    start_ = hundred(board(white_row=row_), (80, 10), turns_done=(3, 3))
    state = do(start_, "discard")
    assert over(state) and state.tally == (80 + 25 + 20, 10 + 19)
    assert finished(GAME.outcome(state)).winners == {0} and finished(
        GAME.outcome(state)).scores == (125.0, 29.0)


def test_one_hundred_an_empty_pile_scores_both_rows_and_five_zeros_score_nothing() -> None:
    state = do(hundred(board(), (0, 0), pile=[]), "discard")
    assert state.tally == (8, 19) and not over(state)
    zeros = do(hundred(board(white_row=". . . . ."), (0, 0), turns_done=(3, 3)), "discard")
    assert zeros.tally == (0, 19) and "five zeros" in last_deal(zeros).reason


def test_one_hundred_a_tie_past_100_plays_another_deal() -> None:
    state = do(hundred(board(), (92, 81), pile=[]), "discard")
    assert state.tally == (100, 100) and not over(state) and GAME.to_move(state) == CHANCE


# -- Combinations ----------------------------------------------------------------------
def test_swiss_conveyor_double_combined() -> None:
    options = {"swiss": True, "conveyor": True, "double": True}
    state = do(position(options=options, turns_done=(0, 0)), "b1 R")
    # Conveyor: the card fell off e1 and came back on a1, displacing 1L/5T; Swiss: b1 stays a hole.
    assert row(state, 1) == ["3S/3S", ".", "1R/5T", "2R/4S",
                             "1U/5R"] and names(state.discard) == ["1L/5T"]
    assert GAME.to_move(state) == 0 and state.moves_left == 1
    state = do(state, "a1 S b1")
    assert row(state, 1)[:2] == [".",
                                 "3S/3S"] and GAME.to_move(
        state) == 1 and state.turns_done == (1, 0)


def test_single_zeros_wild_one_hundred_combined_match_runs_to_100() -> None:
    state = start(GAME, {"single": True, "zeros_wild": True, "hundred": True}, 11)
    import random
    chooser = random.Random(11)
    deals = set()
    while not over(state):
        deals.add(state.deal)
        actions = GAME.legal_actions(state)
        state = play(GAME, state, actions[chooser.randrange(len(actions))])
    assert max(state.tally) >= 100 and len(deals) >= 2
    assert finished(GAME.outcome(state)).winners == {0 if state.tally[0] > state.tally[1] else 1}


# -- Each variant from Black's side, and the readings where the text is silent --------------
def test_single_black_up_pushes_into_whites_row_and_the_hole_is_drawn_face_up() -> None:
    state = do(position([PLAIN_BLACK, PLAIN_WHITE], turn=1, options={"single": True}), "a2 U")
    assert at(state, "a1") == "2U/4U" and names(state.discard) == ["1L/5T"]
    assert at(state, "a2") == "3T/3S" and reads(state, "a2", 1) == (3, "S"), (
        "Black's colour upright to Black"
    )


def test_double_black_makes_two_moves_with_two_different_cards() -> None:
    state = do(position(turn=1, turns_done=(0, 0), options={"double": True}), "e1 S d1")
    assert row(state, 1)[3:] == ["3S/3S",
                                 "1U/5R"] and GAME.to_move(state) == 1 and state.moves_left == 1
    with pytest.raises(IllegalActionError, match="two different cards"):
        GAME.parse(state, "d1 S e1")
    state = do(state, "discard")
    assert row(state, 1)[3:] == ["3S/3S",
                                 "1U/5R"] and GAME.to_move(
        state) == 0 and state.turns_done == (0, 1)


def test_swiss_black_with_more_than_three_holes_on_its_half_must_play_a_banked_card() -> None:
    rows = [". . 3R/3R 2T/4L 1S/5S", ". # # . #", *MIDDLE[1:], PLAIN_WHITE]
    state = position(rows, banks=([], ["2T/4R"]), turn=1, options=SWISS)
    assert set(legal(state)) == {f"play 2T/4R {q} {c}" for q in ("a4", "b4", "a3", "d3")
                                 for c in "wb"}
    played = do(state, "play 2T/4R a3 b")
    assert at(played, "a3") == "2T/4R:b", "a banked card is played face up, also into a middle row"
    assert played.banks == ((), ()) and GAME.to_move(played) == 0
    white = position(rows, banks=(["2T/4R"], []), options=SWISS)
    assert "discard" in legal(white) and "play 2T/4R a4 w" in legal(
        white), "only holes on your own half count"


def test_conveyor_the_card_going_round_keeps_the_way_it_lies() -> None:
    rows = [PLAIN_BLACK, *MIDDLE, "1L/5T 1R/5T 2R/4S 1U/5R 3S/3S:b"]
    state = do(position(rows, options={"conveyor": True}), "b1 R")
    assert row(state, 1)[:2] == ["3S/3S:b", "3T/3S"] and names(state.discard) == ["1L/5T"]


def test_conveyor_black_left_goes_round_towards_file_a() -> None:
    state = do(position(turn=1, options={"conveyor": True}), "b4 L")
    assert row(state, 4) == ["1S/5S", "3T/3S", "3L/3L", "3R/3R", "2T/4L"]
    assert names(state.discard) == ["2U/4U"] and GAME.to_move(state) == 0


def test_conveyor_a_face_down_card_goes_round_face_down_and_up_is_unchanged() -> None:
    rows = [PLAIN_BLACK, "# # # # #", "1R/5T # # # #3T/3S", PLAIN_WHITE]
    state = do(position(rows, pile=["2L/4S"], options={"conveyor": True}), "a2 R")
    assert row(state, 2)[:2] == ["#",
                                 "1R/5T"] and state.board[
        5] == face_down_code(cards_named("3T/3S")[0])
    assert state.discard == () and names(state.pile) == ["2L/4S"]
    state = do(position(options={"conveyor": True}), "d1 U")
    assert names(state.discard) == ["2T/4L"] and at(state, "d1") == "3T/3S" and at(state,
            "d2") == "1U/5R"


def test_black_and_white_scoring_from_blacks_side_and_its_middle_row() -> None:
    rows = board(black_row="2U/4U 3L/3L 3R/3R 2T/4L 1S/5S:b")
    assert finished(GAME.outcome(do(position(rows, pile=[]), "discard"))).scores == (8.0, 15.0)
    bw = do(position(rows, pile=[], options={"bw_scoring": True}), "discard")
    assert finished(GAME.outcome(bw)).scores == (8.0, 14.0), ("Black reads the white end of e4: it "
                                                              "does not score")
    rows = [PLAIN_BLACK, BLACK_STRAIGHT, "# # # # #", PLAIN_WHITE]
    assert GAME.outcome(do(position(rows, turns_done=(3, 3), options={"bw_scoring": True}),
                           "discard")) is None
    won = do(position(rows, turns_done=(3, 3),
                      options={"bw_scoring": True, "bw_middle": True}), "discard")
    assert finished(GAME.outcome(won)).winners == {1} and finished(
        GAME.outcome(won)).scores == (8.0, 19.0 + 15.0)


def test_the_middle_row_extension_does_not_turn_face_down_cards_up() -> None:
    rows = [PLAIN_BLACK, "# # # # #", "3S/3S:b # # # #", PLAIN_WHITE]
    options = {"bw_scoring": True, "bw_middle": True}
    state = do(position(rows, turns_done=(0, 0), options=options), "a2 S a3")
    assert at(state, "a2") == "#" and at(state, "a3") == "3S/3S:b"
    ended = do(position(rows, pile=[], turns_done=(0, 0), options=options), "discard")
    assert finished(GAME.outcome(ended)).scores == (8.0, 19.0), ("a face-down card counts 0; "
                                                                 "White's turned 3 is black")
    single = Rules.from_options({"single": True, "bw_scoring": True, "bw_middle": True})
    assert not single.middle_scores, "the extension has no effect in Single (no middle rows)"


def test_zeros_wild_from_blacks_side_changes_the_wins_not_the_totals() -> None:
    gap = board(black_row="5T/1R 4S/2L . 2R/4S 1L/5T")
    assert GAME.outcome(do(position(gap, turns_done=(3, 3)), "discard")) is None
    won = do(position(gap, turns_done=(3, 3), options={"zeros_wild": True}), "discard")
    assert finished(GAME.outcome(won)).winners == {
        1} and "straight" in finished(GAME.outcome(won)).reason
    ended = do(position(gap, pile=[], turns_done=(0, 0), options={"zeros_wild": True}), "discard")
    assert finished(GAME.outcome(ended)).scores == (8.0, 12.0)


def test_one_hundred_black_wins_a_deal_and_white_scores_its_row() -> None:
    state = do(hundred(board(black_row=BLACK_STRAIGHT), (10, 20), turns_done=(3, 3)), "discard")
    assert state.tally == (10 + 8, 20 + 15 + 30) and last_deal(state).points == (8, 45)
    assert "Black has a straight" in last_deal(state).reason and GAME.to_move(state) == CHANCE


def test_one_hundred_with_zeros_wild_a_five_of_a_kind_with_holes_earns_its_bonus() -> None:
    state = do(hundred(board(white_row="3S/3S . 3L/3L . 3R/3R"), turns_done=(3, 3),
                       options={"zeros_wild": True}), "discard")
    assert last_deal(state).points == (9 + 20, 19) and "five of a kind" in last_deal(state).reason


def test_single_black_and_white_pushout_conveyor_combined() -> None:
    options = {"single": True, "bw_moves": True, "conveyor": True}
    # d1: White reads black 1S, Black white 5S
    rows = [PLAIN_BLACK, "1R/5T 2R/4S 3S/3S 5S/1S:b 1L/5T"]
    plain = position(rows, options={"single": True, "conveyor": True})
    state = position(rows, options=options)
    assert "d1 S c1" in legal(plain) and not any(m.startswith("d1") for m in legal(state))
    assert "d1 S e1" in legal(position(rows, turn=1, options={"single": True}))
    state = do(state, "a1 R")
    assert row(state, 1) == ["1L/5T", "1R/5T", "2R/4S", "3S/3S",
                             "5S/1S:b"], "the belt brings e1 round to a1"
    assert state.discard == () and names(state.pile) == ["2L/4S", "3T/3S"]
    assert not any(m.startswith("e1")
                   for m in legal(state)), "nor may Black use that card (now on e1)"
    state = do(state, "a2 U")
    assert at(state, "a1") == "2U/4U" and names(state.discard) == ["1L/5T"] and at(state,
            "a2") == "3T/3S"
