"""Push: no computer level walks its operatives round in a cycle of positions.

A Push position as a whole never comes back (the round count only grows and
the card piles change every turn), but the board can: a level that walks an
operative away and back again while another move (ending the turn) is about
as good wastes its turns until the round limit draws the game. The planner
takes a plan only when it beats ending the turn by a margin, so with the rest
of the board unchanged no board it left is worth going back to.

That is also why Push's players set no "about as good" margin
(:mod:`pushgames.ai.cycles`): a margin only acts on a move that brings back a
position the game has been in, and no Push position comes back as a whole
(the tests at the end show it on the keys the arena and the page pass).
"""

from __future__ import annotations

import pytest

from pushgames.ai import level_player
from pushgames.ai.cycles import Seen, seen_key
from pushgames.core.simulate import random_game
from pushgames.push.state import MOVE, Op, PushState

from ..push.helpers import BLUE, GAME, RED, make
from .push_turns import play_turn_with

#: Both rings are full: Red holds three of the diagonal one (Blue's Squad on e7
#: is in the way) and f5 of the straight one (Blue holds the other three).
#: Red's Squad on c3 can walk anywhere and gains nothing by it.
QUIET = {"e5": ("Squad", RED), "g5": ("Squad", RED), "g7": ("Squad", RED), "f5": ("Squad", RED),
         "c3": ("Squad", RED), "e7": ("Squad", BLUE), "e6": ("Squad", BLUE), "g6": ("Squad", BLUE),
         "f7": ("Squad", BLUE), "k11": ("Squad", BLUE)}
#: Red's rolls, turn after turn (Blue passes in between).
ROLLS = [(1, 2, 3), (2, 5, 4), (6, 1, 1), (3, 3, 4), (5, 2, 6), (4, 1, 2)] * 3


def _red_turn(state: PushState, level: str, turn: int) -> PushState:
    player, budget = level_player(GAME, level)
    return play_turn_with(state, player, budget, RED, steps=60, seed=turn)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_level_walks_back_to_a_board_it_left_when_staying_is_as_good(level: str) -> None:
    state = make(QUIET)
    boards: list[tuple[Op | None, ...]] = [state.board]
    for turn, dice in enumerate(ROLLS):
        # Red's next turn with the next roll; Blue's turn in between changes nothing.
        state = state._replace(turn=RED, phase=MOVE, dice=dice, stack=(), moved=frozenset(),
                               healed=frozenset(),
                               recruited=False, diagonal=False)
        state = _red_turn(state, level, turn)
        assert state.result is None
        boards.append(state.board)
    returns = [i for i in range(2, len(boards)) if boards[i] != boards[i - 1]
               and boards[i] in boards[:i - 1]]
    assert returns == [], f"{level} walked back to a board it had left, after turns {returns}"
    if level != "easy":  # Medium and Hard never walk aimlessly: ending the turn is as good
        assert all(board == boards[0] for board in boards)


def test_a_push_position_never_comes_back_as_a_whole() -> None:
    # The key a player is given (its view's position key) holds the round and
    # the seat whose turn it is, which only move on, so no position of an
    # earlier turn comes back; within a turn every decision spends something
    # (a die, a step of a walk, a card played, an answer given). Random games
    # at 2, 3 and 4 seats, every position as every seat sees it: no key twice.
    for seats in (2, 3, 4):
        played = random_game(GAME, {"seats": seats}, seed=seats, max_decisions=500)
        assert len(played.states) > 400
        for seat in range(seats):
            keys = [seen_key(GAME, state, seat) for state in played.states]
            assert len(set(keys)) == len(keys), f"{seats} seats: a position came back ({seat})"


def test_the_same_board_a_round_later_is_a_new_position() -> None:
    # Red's board, dice and cards exactly as a round before: still new, so no
    # Push move ever "repeats" and a margin would never be used.
    state = make(QUIET, dice=(1, 2, 3))
    later = state._replace(round=state.round + 1)
    assert seen_key(GAME, later, RED) not in Seen.of(GAME, [state], seat=RED)
    assert seen_key(GAME, state._replace(turn=BLUE), RED) != seen_key(GAME, state, RED)
