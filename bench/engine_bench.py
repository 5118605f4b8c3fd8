"""Random-playout engine benchmark, shared by CPython and Pyodide.

Self-contained on purpose: bench/pyodide_bench.mjs reads this file's text and
runs it inside Pyodide (where ``__name__`` is ``"__main__"``, so: no main guard
that does work), then calls ``run_engine_bench_json``.
"""

from __future__ import annotations

import json
import random
import time

MAX_PLIES = 1000  # random play may wander; a capped game still counts its steps


def _random_game(game, seed: int, rng: random.Random, core) -> tuple[int, bool]:
    """Play one random game; returns (decisions made, hit the ply cap)."""
    state = game.new_state(None, seed)
    steps = 0
    while steps < MAX_PLIES:
        who = game.to_move(state)
        if who == core.TERMINAL:
            return steps, False
        if who == core.CHANCE:
            state = core.resolve_chance(game, state)
            continue
        actions = game.legal_actions(state)
        if not actions:
            raise RuntimeError(f"seat {who} to move but no legal actions (seed {seed}, ply {steps})")
        state = game.apply(state, rng.choice(list(actions)))
        steps += 1
    return steps, True


def run_engine_bench(seconds_per_game: float = 3.0, seed: int = 1) -> list[dict]:
    """One row per registered game: random games/s and (legal_actions + apply) steps/s."""
    try:
        import pushgames.core as core
        from pushgames import registry
        games = registry.all_games()
    except Exception as e:  # the engine API may still be in flux
        return [{"game": "-", "error": f"cannot load games: {type(e).__name__}: {e}"}]
    rows = []
    for game in games:
        meta = getattr(game, "meta", None)
        row = {"game": getattr(meta, "id", type(game).__name__)}
        rng = random.Random(seed)
        games_done = steps = capped = 0
        t0 = time.perf_counter()
        try:
            while True:
                n, cap = _random_game(game, seed + games_done, rng, core)
                games_done += 1
                steps += n
                capped += cap
                elapsed = time.perf_counter() - t0
                if elapsed >= seconds_per_game:
                    break
        except Exception as e:
            row["error"] = f"{type(e).__name__}: {e}"
            rows.append(row)
            continue
        row.update(games=games_done, seconds=elapsed, games_per_s=games_done / elapsed,
                   steps_per_s=steps / elapsed, plies_per_game=steps / games_done, capped=capped)
        rows.append(row)
    return rows


def run_engine_bench_json(seconds_per_game: float = 3.0) -> str:
    return json.dumps(run_engine_bench(seconds_per_game))
