"""Every Push Push rule of seeds/003 and every ruling of docs/rulings.md's Push Push section."""

from __future__ import annotations

import pytest

from pushgames.core import IllegalActionError, NotationError, Replay, TERMINAL, play, start
from pushgames.pushpush import GAME, PASS, Move, custom_state, square_index
from pushgames.pushpush.board import BALL, EMPTY
from pushgames.pushpush.rules import PushPushState
from ..outcome import finished

sq = square_index


def names(state: PushPushState) -> list[str]:
    return sorted(GAME.notation(state, m) for m in GAME.legal_actions(state))


def legal(state: PushPushState, text: str) -> bool:
    return Move.from_text(text) in GAME.legal_actions(state)


def after(state: PushPushState, text: str) -> PushPushState:
    return GAME.apply(state, GAME.parse(state, text))


def piece(state: PushPushState, name: str) -> tuple[int, int] | None:
    return state.figure(sq(name))


# -- set-up ----------------------------------------------------------------------
def test_initial_rows_read_1234321_and_ball_on_d4() -> None:
    state = start(GAME)
    for file, value in zip("abcdefg", (1, 2, 3, 4, 3, 2, 1)):
        assert piece(state, f"{file}1") == (0, value)
        assert piece(state, f"{file}7") == (1, value)
    assert piece(state, "d4") == (-1, 0)
    assert sum(code != EMPTY for code in state.board) == 15


def test_player_a_moves_first_unless_the_option_says_b() -> None:
    assert GAME.to_move(start(GAME)) == 0
    state = start(GAME, {"first": "B"})
    assert GAME.to_move(state) == 1
    assert all(m.src >= sq("a7") for m in GAME.legal_actions(state))


# -- moving ----------------------------------------------------------------------
def test_a_figure_steps_to_any_of_its_eight_neighbours() -> None:
    state = custom_state({"d4": "A2", "a7": "o"})
    assert names(state) == sorted(f"d4-{t}"
                                  for t in ("c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"))


def test_a_figure_cannot_step_off_the_board() -> None:
    state = custom_state({"a1": "A3", "d7": "o"})
    assert names(state) == ["a1-a2", "a1-b1", "a1-b2"]


def test_only_the_player_to_move_moves_its_figures() -> None:
    state = custom_state({"d4": "B3", "a4": "o", "g1": "A1"})
    with pytest.raises(IllegalActionError, match="no figure of yours"):
        after(state, "d4-d5")


# -- pushing ---------------------------------------------------------------------
def test_higher_pushes_lower_and_the_pusher_takes_its_square() -> None:
    state = after(custom_state({"c3": "A3", "c4": "B1", "a7": "o"}), "c3-c4")
    assert piece(state, "c4") == (0, 3)
    assert piece(state, "c5") == (1, 1)
    assert state.board[sq("c3")] == EMPTY


def test_equal_or_higher_cannot_be_pushed() -> None:
    state = custom_state({"c3": "A2", "c4": "B2", "d3": "A2", "d4": "B3", "a7": "o"})
    assert not legal(state, "c3-c4")
    assert not legal(state, "d3-d4")
    with pytest.raises(IllegalActionError, match="cannot push"):
        after(state, "c3-c4")


def test_a_line_must_fall_strictly_in_value() -> None:
    falling = custom_state({"b2": "A4", "c3": "B3", "d4": "A2", "e5": "B1", "a7": "o"})
    state = after(falling, "b2-c3")
    assert [piece(state, n) for n in ("c3", "d4", "e5", "f6")] == [(0, 4), (1, 3), (0, 2), (1, 1)]
    stalled = custom_state({"b2": "A4", "c3": "B3", "d4": "A3", "a7": "o"})
    assert not legal(stalled, "b2-c3")


def test_any_colour_may_be_pushed_including_ones_own() -> None:
    state = after(custom_state({"c3": "A3", "c4": "A1", "a7": "o"}), "c3-c4")
    assert piece(state, "c5") == (0, 1)


def test_a_figure_pushed_off_the_board_is_eliminated() -> None:
    state = after(custom_state({"c6": "A3", "c7": "B2", "a4": "o"}), "c6-c7")
    assert piece(state, "c7") == (0, 3)
    assert sum(code != EMPTY for code in state.board) == 2


def test_a_4_can_never_be_pushed() -> None:
    state = custom_state({"c3": "A4", "c4": "B4", "a7": "o"})
    assert not legal(state, "c3-c4")
    with pytest.raises(IllegalActionError, match="a 4 can never be pushed"):
        after(state, "c3-c4")


def test_the_ball_counts_0_and_can_only_end_a_line() -> None:
    pushable = custom_state({"d3": "A1", "d4": "o"})
    assert piece(after(pushable, "d3-d4"), "d5") == (-1, 0)
    blocked = custom_state({"d3": "A3", "d4": "o", "d5": "B1"})
    assert not legal(blocked, "d3-d4")


def test_a_line_pushes_into_the_first_empty_square_only() -> None:
    state = after(custom_state({"a3": "A4", "b3": "B2", "c3": "A1", "e3": "B3",
                                "a7": "o"}), "a3-b3")
    assert [piece(state, n) for n in ("b3", "c3", "d3", "e3")] == [(0, 4), (1, 2), (0, 1), (1, 3)]


# -- capture -----------------------------------------------------------------------
def test_an_own_1_captures_an_enemy_4() -> None:
    state = after(custom_state({"c3": "A1", "d4": "B4", "a7": "o"}), "c3-d4")
    assert piece(state, "d4") == (0, 1)
    assert sum(code != EMPTY for code in state.board) == 2


def test_nothing_else_captures() -> None:
    own_four = custom_state({"c3": "A1", "d4": "A4", "a7": "o"})
    assert not legal(own_four, "c3-d4")
    two_on_four = custom_state({"c3": "A2", "d4": "B4", "a7": "o"})
    assert not legal(two_on_four, "c3-d4")
    one_on_three = custom_state({"c3": "A1", "d4": "B3", "a7": "o"})
    assert not legal(one_on_three, "c3-d4")


# -- the ball and the goal ------------------------------------------------------------
def test_ball_off_the_north_edge_wins_for_a_whoever_pushed_it() -> None:
    state = after(custom_state({"d6": "B1", "d7": "o", "a1": "A1"}, to_move=1), "d6-d7")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == {0} and "north" in outcome.reason
    assert outcome.termination == "ball-off-board"
    assert GAME.to_move(state) == TERMINAL


def test_ball_off_the_south_edge_wins_for_b() -> None:
    state = after(custom_state({"d2": "A1", "d1": "o"}), "d2-d1")
    assert finished(GAME.outcome(state)).winners == {1}


def test_the_ball_may_not_leave_across_the_east_or_west_edge() -> None:
    state = custom_state({"f4": "A2", "g4": "o"})
    assert not legal(state, "f4-g4")
    with pytest.raises(IllegalActionError, match="east edge"):
        after(state, "f4-g4")
    west = custom_state({"c4": "A2", "b4": "B1", "a4": "o"})
    assert not legal(west, "c4-b4")


def test_a_diagonal_push_off_a_corner_leaves_by_the_north_or_south_edge() -> None:
    state = after(custom_state({"f6": "A2", "g7": "o"}), "f6-g7")
    assert finished(GAME.outcome(state)).winners == {0}
    south = after(custom_state({"b2": "B3", "a1": "o"}, to_move=1), "b2-a1")
    assert finished(GAME.outcome(south)).winners == {1}


def test_a_diagonal_push_off_the_side_edge_is_illegal_for_the_ball() -> None:
    state = custom_state({"f3": "A2", "g4": "o"})
    assert not legal(state, "f3-g4")


# -- deflected push -------------------------------------------------------------------
def test_deflected_push_along_an_edge_puts_the_ball_one_square_further_in() -> None:
    state = custom_state({"a3": "A2", "a4": "o"})
    assert legal(state, "a3-a4") and legal(state, "a3-a4'")
    deflected = after(state, "a3-a4'")
    assert piece(deflected, "b5") == (-1, 0)
    assert piece(deflected, "a4") == (0, 2)
    assert deflected.board[sq("a5")] == EMPTY


def test_deflected_push_on_a_rank_edge() -> None:
    state = after(custom_state({"c1": "A3", "d1": "o"}), "c1-d1'")
    assert piece(state, "e2") == (-1, 0)


def test_deflected_push_makes_an_otherwise_illegal_side_push_possible() -> None:
    state = custom_state({"e1": "A1", "f1": "o", "g3": "B1"})
    assert legal(state, "e1-f1")
    corner = custom_state({"f1": "A1", "g1": "o", "a7": "B1"})
    assert not legal(corner, "f1-g1")  # the ball would leave east
    assert legal(corner, "f1-g1'")


def test_deflected_push_from_a_corner_moves_the_ball_at_right_angles_along_the_other_edge() -> None:
    state = custom_state({"a2": "A2", "a1": "o", "g7": "B1"})
    # the normal push leaves south
    assert finished(GAME.outcome(after(state, "a2-a1"))).winners == {1}
    deflected = after(state, "a2-a1'")
    assert piece(deflected, "b1") == (-1, 0)
    assert GAME.outcome(deflected) is None
    along_rank = after(custom_state({"b7": "B2", "a7": "o", "g1": "A1"}, to_move=1), "b7-a7'")
    assert piece(along_rank, "a6") == (-1, 0)


def test_deflected_destination_must_be_empty() -> None:
    state = custom_state({"a3": "A2", "a4": "o", "b5": "B1"})
    assert legal(state, "a3-a4") and not legal(state, "a3-a4'")
    with pytest.raises(IllegalActionError, match="not empty"):
        after(state, "a3-a4'")


def test_deflection_needs_mover_and_ball_on_the_same_edge_and_pushing_along_it() -> None:
    off_edge = custom_state({"b3": "A2", "b4": "o"})
    assert not legal(off_edge, "b3-b4'")
    across_edge = custom_state({"b4": "A2", "a4": "o"})
    assert not legal(across_edge, "b4-a4'")
    diagonal = custom_state({"a3": "A2", "b4": "o"})
    assert not legal(diagonal, "a3-b4'")
    with pytest.raises(IllegalActionError, match="same edge"):
        after(off_edge, "b3-b4'")


def test_deflection_only_for_a_direct_push_of_the_ball() -> None:
    state = custom_state({"a2": "A3", "a3": "B1", "a4": "o"})
    assert not legal(state, "a2-a3'")


# -- the first reply ------------------------------------------------------------------
def test_first_reply_may_not_mirror_the_first_move_example_of_the_text() -> None:
    state = after(start(GAME), "c1-c2")  # A's left 3 one square up
    assert not legal(state, "e7-e6")  # B's right 3 one square down: point-symmetric
    with pytest.raises(IllegalActionError, match="point-symmetric"):
        after(state, "e7-e6")
    assert legal(state, "c7-c6") and legal(state, "e7-d6")
    state = after(after(state, "c7-c6"), "a1-a2")
    assert legal(state, "e7-e6")  # the restriction is over after the first reply


def test_first_reply_restriction_is_about_value_and_square_only() -> None:
    state = after(start(GAME), "b1-b2")  # a 2 lands on b2; mirror is f6
    assert not legal(state, "f7-f6")
    assert legal(state, "e7-f6") and legal(state, "g7-f6")  # a 3 and a 1 may land there


def test_first_reply_restriction_applies_when_b_moves_first_too() -> None:
    state = after(start(GAME, {"first": "B"}), "d7-d6")
    assert not legal(state, "d1-d2")


# -- passing and draws ----------------------------------------------------------------
def test_a_player_with_no_legal_move_passes() -> None:
    state = custom_state({"a1": "A4", "a2": "B4", "b1": "B4", "b2": "B4", "d4": "o", "g7": "B1"})
    assert GAME.legal_actions(state) == [PASS]
    state = after(state, "pass")
    assert GAME.to_move(state) == 1
    assert GAME.outcome(state) is None


def test_pass_is_illegal_while_a_move_exists() -> None:
    with pytest.raises(IllegalActionError, match="only pass"):
        GAME.apply(start(GAME), PASS)


def _frozen_board() -> PushPushState:
    """Every square but d4 (the ball) holds a 4: nothing can step or push."""
    pieces = {f"{f}{r}": ("A4" if (f + str(r)) < "d" else "B4") for f in "abcdefg"
              for r in range(1, 8)}
    pieces["d4"] = "o"
    return custom_state(pieces)


def test_draw_when_neither_player_can_move() -> None:
    state = _frozen_board()
    assert GAME.legal_actions(state) == [PASS]
    state = after(state, "pass")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.is_draw and "neither player can move" in outcome.reason
    assert outcome.termination == "no-moves"


def test_after_a_move_the_mover_can_step_back_so_no_draw_by_blockade_follows_a_move() -> None:
    # A's 1 captures the 4 on a2; the square it left is free again at once.
    state = custom_state({"a1": "A4", "a2": "B4", "b1": "B4", "b2": "A1", "c1": "B4", "c2": "B4",
                          "c3": "B4", "b3": "B4", "a3": "B4", "g7": "o"})
    state = after(state, "b2-a2")
    assert GAME.outcome(state) is None
    assert GAME.to_move(state) == 1
    assert "b1-b2" in names(state)


def test_third_repetition_is_a_draw_and_the_option_turns_it_off() -> None:
    shuffle = ["b1-b2", "b7-b6", "b2-b1", "b6-b7"] * 2
    line = Replay.new(GAME)
    for text in shuffle:
        line.push_notation(text)
    outcome = line.outcome
    assert outcome is not None and outcome.is_draw and "third time" in outcome.reason
    assert outcome.termination == "repetition"
    free = Replay.new(GAME, {"repetition": False})
    for text in shuffle + shuffle:
        free.push_notation(text)
    assert free.outcome is None


def test_an_elimination_resets_the_repetition_history() -> None:
    state = after(custom_state({"c6": "A3", "c7": "B2", "a4": "o", "g1": "B1"}), "c6-c7")
    assert state.history.size == 1


def test_draw_by_agreement_is_recorded() -> None:
    line = Replay.new(GAME)
    line.push_notation("d1-d2")
    line.agree_draw()
    assert finished(line.outcome).is_draw and "agreed" in finished(line.outcome).reason
    assert line.record().actions[-1] == "="
    with pytest.raises(IllegalActionError):
        line.push_notation("d7-d6")


# -- notation ---------------------------------------------------------------------------
def test_notation_round_trips_for_every_legal_move_of_many_positions() -> None:
    line = Replay.new(GAME, seed=3)
    import random

    chooser = random.Random(5)
    for _ in range(60):
        state = line.state
        if GAME.to_move(state) == TERMINAL:
            break
        for move in GAME.legal_actions(state):
            assert GAME.parse(state, GAME.notation(state, move)) == move
        line.push(chooser.choice(GAME.legal_actions(state)))


@pytest.mark.parametrize("text", ["", "c1c2", "c1-c8", "h1-h2", "c1-c2''", "C1-C2", "pass!", "c1-"])
def test_malformed_notation_raises_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        GAME.parse(start(GAME), text)


def test_well_formed_but_illegal_notation_raises_illegal_action_with_a_reason() -> None:
    with pytest.raises(IllegalActionError, match="eight neighbours"):
        GAME.parse(start(GAME), "d1-d3")


def test_move_repr_pastes_back() -> None:
    move = Move.from_text("a3-a4'")
    assert eval(repr(move)) == move


def test_apply_leaves_the_old_state_valid() -> None:
    state = start(GAME)
    board = state.board
    play(GAME, state, GAME.parse(state, "d1-d2"))
    assert state.board == board and GAME.to_move(state) == 0
    assert state.board[sq("d4")] == BALL


def test_the_fast_legality_check_agrees_with_the_generated_moves() -> None:
    import random

    chooser = random.Random(11)
    candidates = [PASS] + [Move(a, b, d) for a in range(49) for b in range(49)
                           for d in (False, True)
                           if abs(a % 7 - b % 7) <= 1 and abs(a // 7 - b // 7) <= 1 and a != b]
    checked = 0
    for seed in range(12):
        line = Replay.new(GAME, seed=seed)
        for _ in range(80):
            state = line.state
            if GAME.to_move(state) == TERMINAL:
                break
            legal_set = set(GAME.legal_actions(state))
            for move in candidates:
                assert GAME.is_legal(state,
                                     move) == (move in legal_set), (GAME.render_text(state), move)
            checked += 1
            line.push(chooser.choice(sorted(legal_set, key=Move.text)))
    assert checked > 500
