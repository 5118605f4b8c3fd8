"""Pushout speed: complete random games per second through the engine contract.

``python bench/pushout_bench.py [seconds] [option=1 ...]`` prints the figure;
the toolchain bench calls :func:`random_games_per_second`. Every decision goes
through ``legal_actions`` and ``next_state`` and chance through
``chance_event`` and ``sample`` (what ``resolve_chance`` does), exactly as a
search player would drive the engine; the random choices use the C-implemented
``random.Random`` so the figure measures the engine, not the chooser.

Decisions are the seats' decisions. Since rules version 2 chance also acts once
for each card first seen (some forty a deal); ``chance_per_game`` counts those
steps (version 1 had one: the shuffle).
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path
from typing import Mapping

# run as a script from the repository (Pyodide runs the text without a file)
if "__file__" in globals():
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pushgames.core import CHANCE, TERMINAL, start  # noqa: E402
from pushgames.pushout import GAME  # noqa: E402


def random_game(seed: int, options: Mapping[str, object] | None = None) -> tuple[object, int, int]:
    """One complete game of uniformly random legal decisions: (final state,
    decisions, chance steps after the start)."""
    pick = random.Random(seed).random
    state = start(GAME, options, seed)
    to_move, legal, next_state = GAME.to_move, GAME.legal_actions, GAME.next_state
    chance_event, with_rng = GAME.chance_event, GAME.with_rng
    decisions = chances = 0
    while True:
        seat = to_move(state)
        if seat == TERMINAL:
            return state, decisions, chances
        if seat == CHANCE:  # one step of resolve_chance, counted
            action, rng = chance_event(state).sample(GAME.rng_of(state))
            state = next_state(with_rng(state, rng), action)
            chances += 1
            continue
        actions = legal(state)
        state = next_state(state, actions[int(pick() * len(actions))])
        decisions += 1


def random_games_per_second(seconds: float = 2.0, options: Mapping[str, object] | None = None,
                            rounds: int = 5) -> dict[str, float]:
    """Play random games for about ``seconds`` of CPU time, split into ``rounds``.

    ``games_per_second`` is the best round and ``median_games_per_second`` the
    median: on a shared machine a round can run at half speed because of other
    load, and the best round is the one that measures the engine (as
    ``timeit`` reports the minimum)."""
    games = decisions = chances = 0
    rates = []
    for _ in range(rounds):
        round_games = 0
        began = time.process_time()
        while True:
            _, n, c = random_game(games, options)
            games += 1
            round_games += 1
            decisions += n
            chances += c
            spent = time.process_time() - began
            if spent >= seconds / rounds:
                rates.append(round_games / spent)
                break
    rates.sort()
    per_game = decisions / games
    return {"games_per_second": rates[-1], "median_games_per_second": rates[len(rates) // 2],
            "decisions_per_second": rates[-1] * per_game, "decisions_per_game": per_game,
            "chance_per_game": chances / games, "games": games}


def run_pushout_bench_json(seconds: float = 2.0) -> str:
    """The basic game and an all-variants mix, as JSON (for the toolchain bench and Pyodide)."""
    mix = {"swiss": True, "conveyor": True, "double": True, "bw_scoring": True, "zeros_wild": True}
    return json.dumps({"basic": random_games_per_second(seconds),
                       "mix": random_games_per_second(seconds, mix),
                       "python": sys.version.split()[0]})


def main(argv: list[str]) -> int:
    seconds = float(argv[0]) if argv and "=" not in argv[0] else 2.0
    options = {k: v for k, _, v in (a.partition("=") for a in argv if "=" in a)}
    figures = random_games_per_second(seconds, options)
    print(f"pushout {options or 'basic'}: {figures['games_per_second']:.0f} random games/s, "
          f"best of 5 rounds (median {figures['median_games_per_second']:.0f}; "
          f"{figures['decisions_per_game']:.0f} decisions/game, "
          f"{figures['decisions_per_second']:.0f} decisions/s; and "
          f"{figures['chance_per_game']:.0f} chance steps/game after the deal)")
    return 0


if __name__ == "__main__" and "__file__" in globals():
    raise SystemExit(main(sys.argv[1:]))
