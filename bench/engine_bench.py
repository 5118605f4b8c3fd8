"""Random-playout engine benchmark, shared by CPython and Pyodide.

Self-contained on purpose: bench/pyodide_bench.mjs reads this file's text and
runs it inside Pyodide (where ``__name__`` is ``"__main__"``, so: no main guard
that does work), then calls ``run_engine_bench_json``.
"""

from __future__ import annotations

from typing import Any

import json
import time

MAX_PLIES = 1000  # random play may wander; a capped game still counts its steps


def run_engine_bench(seconds_per_game: float = 3.0, seed: int = 1) -> list[dict[str, Any]]:
    """One row per registered game: random games/s and (legal_actions + apply) steps/s."""
    try:
        from pushgames import registry
        from pushgames.core.simulate import random_game
        games = registry.all_games()
    except Exception as e:  # noqa: BLE001 - the engine API may still be in flux
        return [{"game": "-", "error": f"cannot load games: {type(e).__name__}: {e}"}]
    rows = []
    for game in games:
        meta = getattr(game, "meta", None)
        row = {"game": getattr(meta, "id", type(game).__name__)}
        games_done = steps = capped = 0
        t0 = time.perf_counter()
        try:
            while True:
                # The shared driver, checked (apply) as a page plays, keeping only the final state.
                played = random_game(game, None, seed + games_done, max_decisions=MAX_PLIES,
                                     keep_states=False)
                games_done += 1
                steps += len(played.actions)
                capped += played.capped
                elapsed = time.perf_counter() - t0
                if elapsed >= seconds_per_game:
                    break
        except Exception as e:  # noqa: BLE001 - one broken game must not hide the others
            row["error"] = f"{type(e).__name__}: {e}"
            rows.append(row)
            continue
        row.update(games=games_done, seconds=elapsed, games_per_s=games_done / elapsed,
                   steps_per_s=steps / elapsed, plies_per_game=steps / games_done, capped=capped)
        rows.append(row)
    return rows


def run_engine_bench_json(seconds_per_game: float = 3.0) -> str:
    return json.dumps(run_engine_bench(seconds_per_game))
