"""Apocalypse USA speed: complete random games per second at 2, 4 and 6 seats, and decisions per
second.

``python bench/apocalypse_bench.py [seconds]`` prints the figures; ``python -m
bench --only games`` runs it in CPython and in Pyodide under Node. Every
decision goes through ``legal_actions`` and ``next_state`` and chance through
``resolve_chance``, as a search player drives the engine; the random choices
use the C-implemented ``random.Random`` so the figure measures the engine.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

# run as a script from the repository (Pyodide runs the text without a file)
if "__file__" in globals():
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pushgames.apocalypse import GAME  # noqa: E402
from pushgames.core import CHANCE, TERMINAL, resolve_chance, start  # noqa: E402


def random_game(seats: int, seed: int) -> int:
    """One complete game of uniformly random legal decisions; the number of decisions."""
    pick = random.Random(seed).random
    state = start(GAME, {"seats": seats}, seed)
    to_move, legal, next_state = GAME.to_move, GAME.legal_actions, GAME.next_state
    decisions = 0
    while True:
        seat = to_move(state)
        if seat == TERMINAL:
            return decisions
        if seat == CHANCE:
            state = resolve_chance(GAME, state)
            continue
        actions = legal(state)
        state = next_state(state, actions[int(pick() * len(actions))])
        decisions += 1


def figures(seats: int, seconds: float, rounds: int = 3) -> dict[str, float]:
    """Random games for about ``seconds`` of CPU time in ``rounds``; the best round
    (on a shared machine a round may run at half speed because of other load)."""
    games = decisions = 0
    best_games = best_decisions = best_wall = 0.0
    for _ in range(rounds):
        round_games = round_decisions = 0
        began, wall = time.process_time(), time.perf_counter()
        while True:
            round_decisions += random_game(seats, 1000 * seats + games)
            games += 1
            round_games += 1
            spent = time.process_time() - began
            if spent >= seconds / rounds:
                break
        decisions += round_decisions
        if round_decisions / spent > best_decisions:
            best_games, best_decisions = round_games / spent, round_decisions / spent
        best_wall = max(best_wall, round_decisions / (time.perf_counter() - wall))
    # In Pyodide process_time is the wall clock: compare runtimes on wall_decisions_per_second.
    return {"games_per_second": best_games, "decisions_per_second": best_decisions,
            "wall_decisions_per_second": best_wall, "decisions_per_game": decisions / games,
            "games": games}


def run_apocalypse_bench_json(seconds: float = 3.0) -> str:
    """The figures at 2, 4 and 6 seats, as JSON (for the toolchain bench and Pyodide)."""
    out: dict[str, object] = {f"{seats} seats": figures(seats, seconds) for seats in (2, 4, 6)}
    out["python"] = sys.version.split()[0]
    return json.dumps(out)


def main(argv: list[str]) -> int:
    seconds = float(argv[0]) if argv else 3.0
    for seats in (2, 4, 6):
        f = figures(seats, seconds)
        print(f"apocalypse {seats} seats: {f['games_per_second']:.2f} random games/s, "
              f"{f['decisions_per_second']:,.0f} decisions/s ({f['decisions_per_game']:,.0f} "
              f"decisions/game, {f['games']} games)")
    return 0


if __name__ == "__main__" and "__file__" in globals():
    raise SystemExit(main(sys.argv[1:]))
