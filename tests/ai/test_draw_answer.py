"""The computer's answer to a draw offer (pushgames.ai.draws, issue 15): it
accepts only when it is not better by its static evaluation, sees only its
own view, and always gives the same answer in the same position."""

from __future__ import annotations

import pytest

from pushgames import registry
from pushgames.ai.draws import ACCEPT_MARGIN, accepts_draw, standing
from pushgames.core import Replay, Rng, start
from pushgames.pushfight import GAME as PUSHFIGHT, Position, state_from_position
from pushgames.pushpush import GAME as PUSHPUSH
from tests.pushpush.lines import WHITE_WIN, checked_line

from .test_pushfight_ai import WIN_IN_ONE


def test_the_rule_is_a_small_margin_over_level() -> None:
    assert 0 < ACCEPT_MARGIN <= 0.2


@pytest.mark.parametrize("game_id", ["pushpush", "pushfight"])
def test_both_seats_accept_at_the_start(game_id: str) -> None:
    game = registry.get_game(game_id)
    state = start(game)
    assert abs(standing(game, state, 0)) <= ACCEPT_MARGIN
    assert accepts_draw(game, state, 0) and accepts_draw(game, state, 1)


def test_push_push_the_side_about_to_win_declines_and_the_other_accepts() -> None:
    _, state = checked_line(WHITE_WIN[:-1])  # the ball on f6: Black to move cannot save it
    assert PUSHPUSH.to_move(state) == 1
    assert standing(PUSHPUSH, state, 0) > 0.5 > -0.5 > standing(PUSHPUSH, state, 1)
    assert not accepts_draw(PUSHPUSH, state, 0)
    assert accepts_draw(PUSHPUSH, state, 1)


def test_push_push_the_evaluation_decides_whoever_is_to_move() -> None:
    _, state = checked_line(WHITE_WIN[:-2])  # White to move, the ball well on Black's side
    assert PUSHPUSH.to_move(state) == 0
    assert not accepts_draw(PUSHPUSH, state, 0)
    assert accepts_draw(PUSHPUSH, state, 1)


def test_a_finished_game_stands_by_its_outcome() -> None:
    _, state = checked_line(WHITE_WIN)
    assert standing(PUSHPUSH, state, 0) == 1.0 and standing(PUSHPUSH, state, 1) == -1.0


@pytest.mark.parametrize("text, mover", WIN_IN_ONE)
def test_push_fight_a_push_off_this_turn_decides(text: str, mover: int) -> None:
    state = state_from_position(Position.from_string(text), mover)
    assert standing(PUSHFIGHT, state, mover) == 1.0
    assert standing(PUSHFIGHT, state, 1 - mover) == -1.0
    assert not accepts_draw(PUSHFIGHT, state, mover)
    assert accepts_draw(PUSHFIGHT, state, 1 - mover)


def test_push_fight_in_the_middle_of_a_turn_counts_only_what_is_left() -> None:
    text, mover = WIN_IN_ONE[0]
    state = state_from_position(Position.from_string(text), mover)
    # Any first move that leaves no push off for the rest of the turn: no longer a sure win.
    from pushgames.ai.games.pushfight import turn_options

    for action in PUSHFIGHT.legal_actions(state):
        after = PUSHFIGHT.apply(state, action)
        if after.to_move == mover and not any(o.wins for o in turn_options(PUSHFIGHT, after)):
            assert -1.0 < standing(PUSHFIGHT, after, mover) < 1.0
            break
    else:
        pytest.fail("every first move keeps the win")


@pytest.mark.parametrize("game_id, options",
                         [("pushout", {}), ("apocalypse", {"seats": 2}), ("push", {})])
def test_hidden_information_stays_hidden_and_the_answer_is_stable(
    game_id: str, options: dict[str, int],
) -> None:
    game = registry.get_game(game_id)
    line = Replay.new(game, options, 4)
    for _ in range(12):
        if game.to_move(line.state) < 0:
            break
        line.push(game.legal_actions(line.state)[0])
    state = line.state
    for seat in (0, 1):
        value = standing(game, state, seat)
        assert -1.0 <= value <= 1.0
        assert standing(game, state, seat) == value  # the same position, the same answer
        # A world that differs only in what this seat cannot see gets the same answer.
        other = game.determinize(game.view(state, seat), seat, Rng.from_seed(99))
        assert standing(game, other, seat) == value


def test_a_game_without_an_evaluation_is_level_and_accepts() -> None:
    game = registry.get_game("pickpocket")
    state = start(game)
    assert standing(game, state, 1) == 0.0 and accepts_draw(game, state, 1)
