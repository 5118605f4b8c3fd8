"""Push: a position and its mirror are played alike (issue 23, "Red wins three games in five").

The board maps onto itself by the half turn about f6, and with two seats that turn takes
Red's box (a1) onto Blue's (k11). So a position and its *mirror* (every operative on the
turned square, the colours, hands, turn and first player exchanged) are the same
position for the other seat: the engine must offer the same moves in both, and the
computer must value and plan both alike. Before this was so, Red won about 60% of the
decisive games at every level pairing: the evaluation broke ties between equally near
walkers by plain square number, and the planner walked the steps in the engine's order
(so it kept fewer walks for the seat whose box is k11). See docs/ai/push-measurements.md.

The positions are Move-Phase tops of seeded games of random players.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pushgames.ai.budget import Budget, Clock
from pushgames.ai.levels import level_player
from pushgames.ai.games.push import HARD_STYLE
from pushgames.ai.games.push_eval import PLAIN, Style, evaluate
from pushgames.ai.games.push_threats import FRAME
from pushgames.ai.games.push_planner import Planner
from pushgames.core import CHANCE, TERMINAL, Rng, resolve_chance, start
from pushgames.core.knowledge import EVERYONE, Card, Cards
from pushgames.push import GAME
from pushgames.push.board import BOXES, SQUARES
from pushgames.push.common import Act
from pushgames.push.state import MOVE, Op, PushState

#: Which of an action's numbers (a, b, c, d) are squares, for the verbs compared exactly
#: (a card's numbers are squares or a seat by card: cards are compared by face).
SQUARE_FIELDS = {"move": "b", "flee": "bc", "to": "a", "recruit": "a", "port": "a", "switch": "ab",
                 "home": "ab", "takeover": "ab", "heal": "ab"}
STYLES = {"medium": PLAIN, "hard": HARD_STYLE}
#: Decisions (and chance outcomes) of the mirrored game played in lockstep.
DECISIONS = 150


def turned(sq: int) -> int:
    """The square the half turn about f6 takes ``sq`` to (a1 to k11)."""
    return SQUARES - 1 - sq


def _other(seat: int) -> int:
    return 1 - seat if seat in (0, 1) else seat


def _swap_bits(seen_by: int) -> int:
    if seen_by == EVERYONE:
        return seen_by
    return (seen_by & 1) << 1 | (seen_by >> 1) & 1 | seen_by & ~3


def mirror(state: PushState) -> PushState:
    """The same 2-seat position for the other seat (nothing under way: the Move Phase top)."""
    assert state.seats == 2 and not state.stack
    board: list[Op | None] = [None] * SQUARES
    for sq, op in enumerate(state.board):
        if op is not None:
            board[turned(sq)] = op._replace(owner=_other(op.owner), captor=_other(op.captor))
    piles = [tuple(Card(c.face, _swap_bits(c.seen_by)) for c in pile) for pile in state.cards.piles]
    piles[2], piles[3] = piles[3], piles[2]
    return state._replace(board=tuple(board), cards=Cards(tuple(piles), state.cards.pool),
                          factions=state.factions[::-1], turn=_other(state.turn),
                          first=_other(state.first))


def mirror_action(action: Act) -> Act | None:
    """The mirror of a decision that names squares (or a seat), ``None`` for a card's."""
    if action.verb == "steal":
        return action._replace(a=_other(action.a))
    fields = SQUARE_FIELDS.get(action.verb, "" if action.verb != "play" else None)
    if fields is None:
        return None
    numbers = [turned(n) if f in fields else n for f, n in zip("abcd", action[1:])]
    return Act(action.verb, *numbers)


def positions(games: int, per_game: int, seed: int) -> list[PushState]:
    """Move-Phase tops with dice to use, from seeded games of random players."""
    rand = random.Random(seed)
    out: list[PushState] = []
    for game in range(games):
        state = start(GAME, {"seats": 2}, seed * 1000 + game)
        found = 0
        while GAME.to_move(state) != TERMINAL and found < per_game:
            if (not state.stack and state.phase == MOVE and state.dice
                    and GAME.to_move(state) == state.turn
                    and rand.random() < 0.08):
                out.append(state)
                found += 1
            action = rand.choice(list(GAME.legal_actions(state)))
            state = resolve_chance(GAME, GAME.apply(state, action))
    return out


POSITIONS = positions(games=4, per_game=10, seed=3)


def test_the_positions_are_varied() -> None:
    assert len(POSITIONS) == 40
    assert {s.turn for s in POSITIONS} == {0, 1}
    assert len({s.round for s in POSITIONS}) > 10


def test_the_half_turn_takes_each_box_onto_the_other_and_the_frames_agree() -> None:
    assert sorted(turned(sq) for sq in BOXES[0]) == sorted(BOXES[2])
    # The seat in k11 sees the board turned by a half turn: its frame is the mirror's.
    assert all(FRAME[2][turned(sq)] == FRAME[0][sq] for sq in range(SQUARES))
    assert all(sorted(FRAME[b][sq] for sq in BOXES[b]) == sorted(BOXES[0]) for b in range(4))


@pytest.mark.parametrize("index", range(0, 40, 4))
def test_the_engine_offers_the_mirrored_moves(index: int) -> None:
    state = POSITIONS[index]
    mirrored = mirror(state)
    assert GAME.to_move(mirrored) == _other(GAME.to_move(state))
    mine, theirs = GAME.legal_actions(state), GAME.legal_actions(mirrored)
    assert Counter(mirror_action(a) for a in mine if a.verb != "play") == Counter(
        a for a in theirs if a.verb != "play")
    assert Counter(a.a for a in mine if a.verb == "play") == Counter(
        a.a for a in theirs if a.verb == "play")
    assert len(mine) == len(theirs)


@pytest.mark.parametrize("level", sorted(STYLES))
def test_a_position_and_its_mirror_are_valued_alike(level: str) -> None:
    style: Style = STYLES[level]
    for state in POSITIONS:
        mirrored = mirror(state)
        for seat in (0, 1):
            assert evaluate(mirrored, _other(seat), style=style) == pytest.approx(
                evaluate(state, seat, style=style), abs=1e-9), (state.round, seat)


@pytest.mark.parametrize("level", sorted(STYLES))
def test_a_position_and_its_mirror_are_planned_alike(level: str) -> None:
    """Every plan of one is a plan of the other: as many, with the same values, and
    the best settled plan begins with the mirrored decision."""
    style = STYLES[level]
    for state in POSITIONS[::8]:
        found = []
        for position in (state, mirror(state)):
            planner = Planner(GAME, position, position.turn, Clock(Budget(nodes=200_000)),
                              random.Random(1), 2, 0, True, style, level == "hard")
            plans = planner.plans(position)
            settled = [(p.actions[0], round(planner.value(p.end), 9)) for p in plans if p.settled]
            found.append((len(plans), settled))
        (count, settled), (mirrored_count, mirrored_settled) = found
        assert count == mirrored_count, state.round
        assert sorted(v for _, v in settled) == sorted(v for _, v in mirrored_settled)
        best = max(settled, key=lambda pair: pair[1])
        mirrored_best = max(mirrored_settled, key=lambda pair: pair[1])
        assert best[1] == mirrored_best[1]
        if best[0].verb != "play":
            assert mirror_action(best[0]) == mirrored_best[0], state.round


def _board_turned(state: PushState) -> tuple[Op | None, ...]:
    board: list[Op | None] = [None] * SQUARES
    for sq, op in enumerate(state.board):
        if op is not None:
            board[turned(sq)] = op._replace(owner=_other(op.owner), captor=_other(op.captor))
    return tuple(board)


@pytest.mark.slow  # a few seconds each: 150 decisions of two games
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_a_game_and_its_mirror_stay_mirrored(level: str) -> None:
    """The whole of a game's flow, not only the Move Phase tops above: chance, answers,
    discards, rerolls, the level's own noise and sampled futures. A game and its
    mirror, given the same chance and the same seeds for the players, stay each
    other's mirror decision by decision (they did not for one decision before). Only
    the engine's order of a turn's recovery rolls (by square) can part them, later in
    some games: each roll is a fair die, so that order favours neither seat."""
    player, budget = level_player(GAME, level)
    rand = random.Random(4)
    state = start(GAME, {"seats": 2}, 41)
    while state.stack:  # a Watcher's reroll before the first Move Phase top
        state = resolve_chance(GAME, GAME.apply(state, Act("keep")))
    mine, theirs = state, mirror(state)
    for _ in range(DECISIONS):
        if GAME.to_move(mine) == TERMINAL:
            break
        assert _board_turned(mine) == theirs.board
        assert (theirs.turn, theirs.dice) == (_other(mine.turn), mine.dice)
        assert theirs.phase == mine.phase
        seat = GAME.to_move(mine)
        seed = rand.getrandbits(64)
        if seat == CHANCE:
            mine_act, _ = GAME.chance_event(mine).sample(Rng(seed))
            their_act, _ = GAME.chance_event(theirs).sample(Rng(seed))
            assert mine_act == their_act
        else:
            assert GAME.to_move(theirs) == _other(seat)
            mine_act = player.search(GAME, GAME.view(mine, seat), seat, budget, Rng(seed)).action
            their_act = player.search(GAME, GAME.view(theirs, _other(seat)), _other(seat), budget,
                                      Rng(seed)).action
            if mine_act.verb == "play":
                assert their_act.verb == "play" and their_act.a == mine_act.a
            else:
                assert mirror_action(mine_act) == their_act
        mine, theirs = GAME.next_state(mine, mine_act), GAME.next_state(theirs, their_act)
