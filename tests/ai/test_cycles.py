"""No level repeats a cycle of positions when another move is about as good (issue 28)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from pushgames.ai import Budget, Player, level_player, service
from pushgames.ai.alphabeta import AlphaBetaPlayer
from pushgames.ai.cycles import NOTHING_SEEN, Seen, after_key, repeats, seen_key
from pushgames.ai.games.pushpush import REPEAT_PENALTY, PushPushDomain
from pushgames.core import Game, Replay, Rng, play, start
from pushgames.pushout import GAME as PUSHOUT
from pushgames.pushpush import GAME as PUSHPUSH

# Medium against itself from Pushout's seed 1 (each decision with Rng.from_seed(1)'s
# next value), before issue 28: from here on both seats rotated b1 to and fro.
PUSHOUT_LINE = ("d1 T", "d1 T", "d1 T", "e1 T", "d1 L", "d1 b", "e1 R", "e1 w", "d1 T", "b1 T")


def _line(game: Game[Any, Any], seed: int, notations: tuple[str, ...]) -> list[Any]:
    states = [start(game, {}, seed)]
    for text in notations:
        states.append(play(game, states[-1], game.parse(states[-1], text)))
    return states


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_pushout_leaves_the_rotation_it_repeated(level: str) -> None:
    line = _line(PUSHOUT, 1, PUSHOUT_LINE)
    state = line[-1]
    seat = PUSHOUT.to_move(state)
    view = PUSHOUT.view(state, seat)
    seen = Seen.of(PUSHOUT, line, seat)
    player, budget = level_player(PUSHOUT, level)
    blind = player.choose(PUSHOUT, view, seat, budget, Rng(5))
    assert PUSHOUT.notation(state, blind) == "b1 T" and repeats(PUSHOUT, view, seat, blind, seen), \
        "without the history the level turns b1 back"
    action = player.choose(PUSHOUT, view, seat, budget, Rng(5), seen)
    assert action != blind and not repeats(PUSHOUT, view, seat, action, seen)


def _medium_against_itself(line: list[Any], decisions: int, with_history: bool) -> Counter[Any]:
    """How often each position comes up in Medium's next decisions, given the history or not."""
    player, budget = level_player(PUSHOUT, "medium")
    line = list(line)
    counts: Counter[Any] = Counter(seen_key(PUSHOUT, state, 0) for state in line[-2:])
    for step in range(decisions):
        state = line[-1]
        seat = PUSHOUT.to_move(state)
        seen = Seen.of(PUSHOUT, line, seat) if with_history else NOTHING_SEEN
        action = player.choose(PUSHOUT, PUSHOUT.view(state, seat), seat, budget, Rng(step), seen)
        line.append(play(PUSHOUT, state, action))
        counts[seen_key(PUSHOUT, line[-1], 0)] += 1
    return counts


def test_pushout_medium_does_not_cycle_where_it_cycled() -> None:
    line = _line(PUSHOUT, 1, PUSHOUT_LINE)
    assert max(_medium_against_itself(line, 30,
                                      with_history=False).values()) >= 3, "the old way loops"
    assert max(_medium_against_itself(line, 30, with_history=True).values()) == 1


def test_pushpush_levels_leave_a_position_they_came_back_to() -> None:
    # White's favourite first move (f1-e2) and back, Black's a7-a6 and back: the
    # start has come up twice. Its mirror image b1-c2 is as good and brings back nothing.
    line = _line(PUSHPUSH, 0, ("f1-e2", "a7-a6", "e2-f1", "a6-a7"))
    state = line[-1]
    assert state.history.count(state.history.last) == 2
    for level in ("medium", "hard"):
        player, budget = level_player(PUSHPUSH, level)
        assert isinstance(player, AlphaBetaPlayer) and player.repeat_penalty == REPEAT_PENALTY
        action = player.choose(PUSHPUSH, state, 0, budget, Rng(1))
        assert PushPushDomain(PUSHPUSH).times_seen(PUSHPUSH.next_state(state, action)) == 1, level
        blind = AlphaBetaPlayer(PushPushDomain, max_depth=player.max_depth, name="no-history")
        assert (
            PUSHPUSH.notation(state, blind.choose(PUSHPUSH, state, 0, budget, Rng(1))) == "f1-e2"
        ), "without the penalty the search plays the repeating move"


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_pushout_levels_replace_a_move_that_would_repeat(level: str) -> None:
    # The move a level plays with no history, made a repeat by putting the
    # position it leads to into the history: the level then plays another move,
    # one that repeats nothing (here Black has two rotations as good as each other).
    state = _line(PUSHOUT, 1, PUSHOUT_LINE[:9])[-1]
    seat = PUSHOUT.to_move(state)
    view = PUSHOUT.view(state, seat)
    player, budget = level_player(PUSHOUT, level)
    usual = player.choose(PUSHOUT, view, seat, budget, Rng(3))
    back = after_key(PUSHOUT, view, seat, usual)
    assert back is not None
    seen = Seen(frozenset({back, seen_key(PUSHOUT, state, seat)}))
    action = player.choose(PUSHOUT, view, seat, budget, Rng(3), seen)
    assert action != usual and not repeats(PUSHOUT, view, seat, action, seen)


def test_the_page_gives_the_player_the_line_it_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    # The worker replays the record: its player gets the last positions of the
    # line as the seat sees them, so it can stay out of the loop.
    line = Replay.new(PUSHOUT, {}, 1, seeded=True)
    for text in PUSHOUT_LINE:
        line.push_notation(text)
    asked: list[Seen] = []

    class Recording(Player):
        def choose(self, game: Game[Any, Any], view: Any, seat: int, budget: Budget, rng: Rng,
                   seen: Seen = NOTHING_SEEN) -> Any:
            asked.append(seen)
            return game.legal_actions(view)[0]

    monkeypatch.setattr(service, "level_player", lambda game, level,
                        browser: (Recording(), Budget(nodes=1)))
    seat = PUSHOUT.to_move(line.state)
    service.choose_notation(line.encoded(), seat, "medium", seed=5)
    assert asked == [Seen.of(PUSHOUT, list(line.states), seat)]
    assert seen_key(PUSHOUT, line.states[-2],
                    seat) in asked[0], "the position b1 T would bring back"
