"""Push engine benchmark: decisions per second in random play at 2, 3 and 4
seats (legal actions, a uniform choice, the checked apply, and the chance
that follows), CPython and Pyodide alike.

Self-contained like ``bench/engine_bench.py`` (Pyodide runs this file's
text): ``run_push_bench(seconds)`` returns one row per seat count;
``run_push_bench_json`` returns them as JSON; as a script it prints them.
Both wall-clock and CPU-time rates are given: on a shared machine the CPU
rate is the engine's own speed. Under Pyodide ``process_time`` is the wall
clock; its CPU rate is the difference of two runs (e.g. 2 s and 8 s per seat
count) in decisions over the difference in the node process's user time.
"""

from __future__ import annotations

from typing import Any

import json
import sys
import time

TARGET = 10_000  # decisions a second in CPython (issue 13)


def run_push_bench(seconds: float = 3.0, seed: int = 1) -> list[dict[str, Any]]:
    from pushgames.core.simulate import random_game
    from pushgames.registry import get_game

    game = get_game("push")
    rows = []
    for seats in (2, 3, 4):
        decisions = games = 0
        t0, cpu0 = time.perf_counter(), time.process_time()
        elapsed = 0.0
        while elapsed < seconds:
            played = random_game(game, {"seats": seats}, seed + games, keep_states=False)
            decisions += len(played.actions)
            games += 1
            elapsed = time.perf_counter() - t0
        cpu = max(time.process_time() - cpu0, 1e-9)
        rows.append({"seats": seats, "games": games, "decisions": decisions, "seconds": elapsed,
                     "cpu_seconds": cpu,
                     "decisions_per_s": decisions / elapsed, "decisions_per_cpu_s": decisions / cpu,
                     "decisions_per_game": decisions / games})
    return rows


def run_push_bench_json(seconds: float = 3.0) -> str:
    return json.dumps(run_push_bench(seconds))


def report(rows: list[dict[str, Any]], label: str) -> str:
    lines = [f"== Push, random play ({label}; target {TARGET:,} decisions/s)",
             "seats  games  decisions/game  decisions/s (wall)  decisions/s (CPU)"]
    for r in rows:
        lines.append(f"{r['seats']:>5}  {r['games']:>5}  {r['decisions_per_game']:>14.0f}  "
                     f"{r['decisions_per_s']:>18,.0f}  {r['decisions_per_cpu_s']:>17,.0f}")
    return "\n".join(lines)


if __name__ == "__main__" and "pyodide" not in sys.modules:
    print(report(run_push_bench(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0),
                 f"CPython {sys.version.split()[0]}"))
