"""Random Push games at 2, 3 and 4 seats, invariants checked after every
decision; and the general computer player playing legal games to the end.

The default run plays a few games per seat count (hypothesis examples);
``PUSH_SIM_EXAMPLES=1000`` plays a thousand per seat count (the "thousands
of games" run, about 2 s a game on one core).
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pushgames.ai import Budget
from pushgames.ai.mcts import ISMCTSPlayer
from pushgames.core import CHANCE, TERMINAL, Rng, play, replay_notations, start
from pushgames.push import GAME
from pushgames.push.board import BOX_OF, CENTRE
from pushgames.push.cards import NAMES, POOL
from pushgames.push.common import hand
from pushgames.push.state import Pick
from pushgames.push.state import PushState

EXAMPLES = int(os.environ.get("PUSH_SIM_EXAMPLES", "4"))
VIEW_EVERY = 7


def check(state: PushState, revealed: set[tuple[int, int]], number: int) -> None:
    board = state.board
    # The 46 counters: on the board, in the pool, or gone.
    for kind in range(13):
        on_board = sum(1 for op in board if op is not None and op.kind == kind)
        assert on_board + state.pool[kind] + state.gone[kind] == POOL[kind], kind
    uids = [op.uid for op in board if op is not None]
    assert len(uids) == len(set(uids)), "an operative stands on one square only"
    assert board[CENTRE] is None
    for sq, op in enumerate(board):
        if op is not None and BOX_OF[sq] >= 0 and BOX_OF[sq] in state.box:
            assert state.box.index(BOX_OF[sq]) == op.owner, "nobody stands in another's claimed box"
    # The 78 cards.
    assert sum(len(pile) for pile in state.cards.piles) == 78
    if number % VIEW_EVERY == 0 or GAME.to_move(state) == TERMINAL:
        for seat in range(state.seats):
            seen = GAME.view(state, seat)
            for other in range(state.seats):
                if other == seat:
                    continue
                shown = [c for c in seen.cards.pile(hand(other)) if c.face >= 0]
                assert not shown or (seat, other) in revealed, (seat, other, shown)


def play_random(seats: int, seed: int) -> tuple[PushState, list[tuple[str, str]]]:
    options = {"seats": seats}
    state = GAME.new_state(options, seed)
    chooser = random.Random(seed)
    revealed: set[tuple[int, int]] = set()
    notes: list[tuple[str, str]] = []
    number = 0
    while GAME.to_move(state) != TERMINAL:
        seat = GAME.to_move(state)
        if seat >= 0:
            actions = GAME.legal_actions(state)
            assert 0 < len(actions) <= 400, len(actions)
            action = actions[chooser.randrange(len(actions))]
            notes.append(("decision", GAME.notation(state, action)))
            if action.verb == "play" and NAMES[action.a] == "Know Intentions":
                revealed.add((seat, action.b))
            if action.verb == "play" and NAMES[action.a] == "See the Future":
                revealed |= {(seat, other) for other in range(seats)}
            state = GAME.apply(state, action)
        while GAME.to_move(state) == CHANCE:
            top = state.stack[-1] if state.stack and not state.reveal else None
            outcome, rng = GAME.chance_event(state).sample(state.rng)
            notes.append(("chance", GAME.notation(state, outcome)))
            if isinstance(top, Pick) and top.thief >= 0:
                revealed |= {(top.thief, top.victim), (top.victim, top.thief)}
            state = GAME.next_state(state._replace(rng=rng), outcome)
        number += 1
        check(state, revealed, number)
    return state, notes


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_keep_every_invariant(seats: int) -> None:
    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True)
    @given(seed=st.integers(0, 2**31))
    def run(seed: int) -> None:
        final, _ = play_random(seats, seed)
        assert GAME.outcome(final) is not None

    run()


def test_a_random_game_replays_from_its_notations_including_chance() -> None:
    final, notes = play_random(3, 11)
    replayed = replay_notations(GAME, [text for kind, text in notes if kind == "decision"],
                                {"seats": 3}, 11)
    assert replayed.state == final
    # Every chance outcome, named, parses back at its own state.
    state = GAME.new_state({"seats": 3}, 11)
    for kind, text in notes:
        assert (GAME.to_move(state) == CHANCE) == (kind == "chance")
        state = GAME.next_state(state, GAME.parse(state, text))
    assert state._replace(rng=Rng(0)) == final._replace(rng=Rng(0))


@pytest.mark.parametrize("seats", [2, 3])
def test_the_general_player_plays_legal_games_to_the_end(seats: int) -> None:
    player = ISMCTSPlayer(rollout_depth=12, name="ismcts-test")
    budget = Budget(nodes=6)
    state = start(GAME, {"seats": seats, "rounds": 4}, seed=seats)
    chooser = random.Random(seats)
    decisions = 0
    while GAME.to_move(state) != TERMINAL:
        seat = GAME.to_move(state)
        actions = GAME.legal_actions(state)
        if seat == 0:
            action = player.choose(GAME, GAME.view(state, seat), seat, budget, Rng(decisions))
            assert action in actions
            decisions += 1
        else:
            action = actions[chooser.randrange(len(actions))]
        state = play(GAME, state, action)
    assert GAME.outcome(state) is not None and decisions > 10
