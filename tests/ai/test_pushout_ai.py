"""Pushout players: they search over determinized hidden cards and see only the view."""

from __future__ import annotations


import pytest

from pushgames.ai import Budget, level_player
from pushgames.ai.games.pushout import (
    ENDGAME_WEIGHT, HARD_DEPTH, HARD_NODES, PushoutDomain, PushoutEndgameDomain, row_strength,
)
from pushgames.core import Rng, play, start
from pushgames.pushout import GAME
from pushgames.pushout.cards import UNKNOWN
from pushgames.pushout.scoring import total


def test_hidden_cards_do_not_change_the_move() -> None:
    # Two full states that differ only in what nobody can see (face-down cards
    # and the pile order) give the same view, hence the same move.
    state = start(GAME, {}, seed=5)
    other = GAME.determinize(GAME.view(state, 0), 0, Rng(99))
    assert other.pile != state.pile and GAME.view(other, 0) == GAME.view(state, 0)
    player, budget = level_player(GAME, "medium")
    moves = {GAME.notation(s, player.choose(GAME, GAME.view(s, 0), 0, budget, Rng(1)))
             for s in (state, other)}
    assert len(moves) == 1


def test_the_view_hides_the_pile_and_the_player_gets_no_generator() -> None:
    state = start(GAME, {}, seed=5)
    view = GAME.view(state, 0)
    assert set(view.pile) == set(state.pile) == {UNKNOWN}, "nothing in a new game decides the pile"
    decided = GAME.determinize(view, 0, Rng(3))  # as a search samples it
    assert GAME.view(decided, 0).pile != decided.pile and GAME.view(decided, 0) == view
    assert view.rng != state.rng


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_legal_moves_through_a_game(level: str) -> None:
    state = start(GAME, {}, seed=8)
    player, budget = level_player(GAME, level)
    for turn in range(6):
        seat = GAME.to_move(state)
        if seat < 0:
            break
        action = player.choose(GAME, GAME.view(state, seat), seat,
                               budget.capped(nodes=60), Rng(turn))
        assert action in GAME.legal_actions(state)
        state = play(GAME, state, action)


def test_row_strength_prefers_rows_near_a_win() -> None:
    assert row_strength((1, 2, 3, 4, 0)) > row_strength((1, 2, 0, 0, 5))
    assert row_strength((4, 4, 4, 4, 2)) > row_strength((4, 4, 1, 2, 2))
    domain = PushoutDomain(GAME)
    state = start(GAME, {}, seed=2)
    assert domain.evaluate(state, 0) == -domain.evaluate(state, 1)


def test_search_budget_in_playouts() -> None:
    state = start(GAME, {}, seed=3)
    player, _ = level_player(GAME, "medium")  # ISMCTS (Hard before issue 28 too: hard-v1)
    result = player.search(GAME, GAME.view(state, 0), 0, Budget(nodes=50), Rng(2))
    assert result.nodes == 50 and result.action in GAME.legal_actions(state)


def test_hard_searches_every_sample_to_its_depth_within_its_nodes() -> None:
    state = start(GAME, {}, seed=3)
    player, budget = level_player(GAME, "hard")
    assert budget.nodes == HARD_NODES and level_player(GAME, "hard",
                                                       browser=True)[1].nodes == HARD_NODES
    result = player.search(GAME, GAME.view(state, 0), 0, budget, Rng(2))
    assert (
        result.depth == HARD_DEPTH
        and result.nodes <= HARD_NODES
        and result.action in GAME.legal_actions(state)
    )
    # Every root move has its mean over the samples, and the move played is the best of them.
    assert {move for move, _ in result.scores} == set(GAME.legal_actions(state))
    assert result.score == max(value for _, value in result.scores)
    starved = player.search(GAME, GAME.view(state, 0), 0, Budget(nodes=20), Rng(2))
    assert starved.action in GAME.legal_actions(state) and starved.nodes <= 40


def test_hard_weighs_the_totals_more_as_the_pile_runs_out() -> None:
    state = start(GAME, {}, seed=3)
    lead = total(state.rules, state.board, 0) - total(state.rules, state.board, 1)
    assert lead != 0
    plain, endgame = PushoutDomain(GAME), PushoutEndgameDomain(GAME)
    extra = [endgame.evaluate(s, 0) - plain.evaluate(s, 0)
             for s in (state, state._replace(pile=state.pile[:2]))]
    assert 0 < extra[0] / lead < extra[1] / lead <= ENDGAME_WEIGHT
