"""The arena command: output, seat alternation, reproducibility, every game."""

from __future__ import annotations

import re

import pytest

from pushgames.ai.arena import play_game, summary, wilson
from pushgames.ai.budget import Budget
from pushgames.ai.player import RandomPlayer
from pushgames.apocalypse.outcome import final_outcome
from pushgames.core import TERMINAL, Rng, resolve_chance, start
from pushgames.cli import main as cli_main
from pushgames.registry import game_ids, get_game

LINE = re.compile(r"^(\d+) wins?, (\d+) draws?, (\d+) loss(?:es)? \(a wins \d+%, 95% CI \d+%-\d+%; "
                  r"a's score \d+%\)$")


def test_arena_through_the_main_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["arena", "pushpush", "--a", "easy", "--b", "random", "-n", "2",
                     "--seed", "4"]) == 0
    first = capsys.readouterr().out.splitlines()
    match = LINE.match(first[-1])
    assert match, first
    assert sum(int(g) for g in match.groups()) == 2
    # Node budgets and derived seeds: the same command gives the same games.
    assert cli_main(["arena", "pushpush", "--a", "easy", "--b", "random", "-n", "2",
                     "--seed", "4"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == first[-1]


def test_unknown_game_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["arena", "chess", "--a", "easy", "--b", "random", "-n", "1"]) == 2
    assert "chess" in capsys.readouterr().err


def test_seats_alternate_and_results_are_from_as_side() -> None:
    game = get_game("pushpush")
    results = [play_game(game, "easy", "random", a_seat=seat, seed=10 + seat) for seat in (0, 1)]
    assert [r.a_seat for r in results] == [0, 1]
    assert all(r.result in (-1, 0, 1) for r in results)
    assert summary(results).startswith(f"{sum(r.result == 1 for r in results)} win")


def test_wilson_interval() -> None:
    low, high = wilson(20, 20)
    assert 0.83 < low < 0.84 and high == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_plays_to_the_end_or_the_cap(game_id: str) -> None:
    result = play_game(get_game(game_id), "easy", "random", a_seat=0, seed=3, max_decisions=60)
    assert result.decisions <= 60


def test_push_fight_arena_from_random_setups_against_the_previous_hard(
    capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["arena", "pushfight", "--a", "random", "--b", "hard-v1", "-n", "2",
                     "--opening", "random"]) == 0
    out = capsys.readouterr().out
    assert "random (a) vs hard-v1 (b), 2 games, seed 1, opening random" in out
    assert "2 losses" in out  # the previous Hard still beats random play


def test_an_unknown_opening_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["arena", "pushpush", "--a", "random", "--b", "random", "-n", "1", "--opening",
                     "random"]) == 2
    assert "no arena opening 'random'" in capsys.readouterr().err


def test_a_stopped_apocalypse_game_is_scored_as_if_it_ended_there() -> None:
    # Apocalypse USA's players' module ranks a stopped game (most VP, then
    # tokens); a game with no such ranking stays a draw.
    game = get_game("apocalypse")
    results = [play_game(game, "random", "random", a_seat=seat, seed=3, options={"seats": 2},
                         max_decisions=60)
               for seat in (0, 1)]
    assert all(r.decisions == 60 and "scored as if it ended there" in r.reason for r in results)
    # The same seed gives the same game: replay it to the stop and rank it.
    state = start(game, {"seats": 2}, 3)
    rng = Rng.from_seed(3 * 7919 + 17)
    for _ in range(60):
        assert game.to_move(state) != TERMINAL
        seed_value, rng = rng.next64()
        seat = game.to_move(state)
        action = RandomPlayer().choose(game, game.view(state, seat), seat, Budget(nodes=1),
                                       Rng(seed_value))
        state = resolve_chance(game, game.apply(state, action))
    winners = final_outcome(state).winners
    expected = 0 if len(winners) != 1 else (1 if 0 in winners else -1)
    assert results[0].result == expected
    assert results[1].result == -expected
    stopped = play_game(get_game("pushpush"), "random", "random", a_seat=0, seed=1, max_decisions=4)
    assert stopped.result == 0 and stopped.reason == "the arena stopped the game after 4 decisions"
