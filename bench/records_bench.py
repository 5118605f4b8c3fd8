"""Opening long records: time and peak memory per game, CPython and Pyodide.

Self-contained on purpose (like engine_bench.py): bench/pyodide_bench.mjs runs
this file's text inside Pyodide and then calls ``run_records_bench_json``.
The tests import :func:`long_record` to build long legal games.

A long game is random legal decisions that never end the game, with the
repetition rule off; in Push Push, moves that eliminate a figure are avoided
too, so the repetition history keeps growing (the worst case for it).
"""

from __future__ import annotations

from typing import Any

import json
import random
import time
import tracemalloc

SIZES = (2_000, 20_000)
#: The longest variant of each game (Pushout's match of deals lasts longest).
LONG_OPTIONS = {"pushpush": {"repetition": False}, "pushfight": {"repetition": False},
                "pushout": {"hundred": True}}


def long_record(game_id: str, decisions: int, seed: int = 1) -> tuple[str, int]:
    """The text of a legal record of up to ``decisions`` decisions, and how many it has.

    Random decisions that keep the game going, backtracking out of dead ends; a
    game that must end sooner (Pushout's deck runs out) stops where it must.
    """
    from pushgames import registry
    from pushgames.core import TERMINAL, Replay, resolve_chance

    game = registry.get_game(game_id)
    options = LONG_OPTIONS.get(game_id, {})
    rng = random.Random(seed)
    line = Replay.new(game, options, seed)
    # A stack of untried alternatives per ply, for backtracking out of dead ends.
    untried: list[list[object]] = []
    tries = 0
    while line.ply < decisions and tries < 20 * decisions:
        tries += 1
        state = line.state
        if len(untried) <= line.ply:
            actions = list(game.legal_actions(state))
            rng.shuffle(actions)
            untried.append(actions)
        candidates = untried[line.ply]
        deferred = []
        chosen = None
        while candidates:
            action = candidates.pop()
            after = resolve_chance(game, game.next_state(state, action))
            if game.to_move(after) == TERMINAL:
                continue
            if _eliminates(game, after):
                deferred.append(action)
                continue
            chosen = action
            break
        if chosen is None and deferred:
            chosen = deferred.pop()
        candidates.extend(deferred)
        if chosen is not None:
            line.push(chosen)
            continue
        if line.ply == 0:
            break
        # Every decision here ends the game: take back the one before.
        untried.pop()
        line = line.truncated(line.ply - 1)
    return line.record().encode(), line.ply


def _eliminates(game: Any, after: Any) -> bool:
    """A Push Push move that eliminated a figure (it restarts the repetition history)."""
    return bool(game.meta.id == "pushpush" and after.history.size == 1)


def _link(line: Any) -> str:
    """What the page does after opening and after each move: the link (save, address
    bar). Older code (the "before" figures) had no ``encoded``."""
    return str(line.encoded() if hasattr(line, "encoded") else line.record().encode())


def measure_open(text: str) -> dict[str, Any]:
    """Seconds to decode and replay ``text``, then peak traced memory (a second run)."""
    from pushgames import registry

    t0, c0 = time.perf_counter(), time.process_time()
    line = registry.load_record(text)
    seconds, cpu_seconds = time.perf_counter() - t0, time.process_time() - c0
    t0 = time.perf_counter()
    _link(line)
    link_seconds = time.perf_counter() - t0
    t0 = time.perf_counter()
    state = line.state
    action = line.game.legal_actions(state)[0] if line.game.to_move(state) >= 0 else None
    if action is not None:
        line.push(action)
        _link(line)
    move_seconds = time.perf_counter() - t0
    decisions = len(line.actions)
    del line
    tracemalloc.start()
    try:
        kept = registry.load_record(text)
        current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del kept
    # CPU time as well: on a shared machine the wall clock also counts other jobs.
    return {"seconds": seconds, "cpu_seconds": cpu_seconds,
            "us_per_decision": cpu_seconds / max(1, decisions) * 1e6,
            "link_ms": link_seconds * 1e3, "move_ms": move_seconds * 1e3, "peak_mb": peak / 1e6,
            "kept_mb": current / 1e6}


def make_records(sizes: tuple[int, ...] = SIZES) -> dict[str, list[Any]]:
    """{game id: [[decisions asked, record text, decisions made], ...]} for the bench."""
    out: dict[str, list[Any]] = {}
    for game_id in LONG_OPTIONS:
        out[game_id] = []
        for size in sizes:
            text, made = long_record(game_id, size)
            out[game_id].append([size, text, made])
    return out


def run_records_bench(records: dict[str, list[Any]]) -> list[dict[str, Any]]:
    from pushgames import registry

    rows = []
    # Warm up first (untimed): Pyodide's first seconds run on V8's baseline wasm
    # compiler, which made the first, smaller record look slower per decision.
    for entries in records.values():
        registry.load_record(entries[0][1])
    for game_id, entries in records.items():
        for size, text, made in entries:
            row: dict[str, Any] = {"game": game_id, "asked": size}
            try:
                row.update(decisions=made, chars=len(text), **measure_open(text))
            except Exception as e:  # noqa: BLE001 - keep the other rows useful
                row["error"] = f"{type(e).__name__}: {e}"
            rows.append(row)
    return rows


def run_records_bench_json(path: str) -> str:
    """The bench over the records in the JSON file ``path`` (written by the host:
    Push Fight's long games take a while to generate, so it is done once)."""
    with open(path, encoding="utf-8") as f:
        return json.dumps(run_records_bench(json.load(f)))


def records_table(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'game':10} {'decisions':>9} {'link chars':>10} {'open s':>7} {'cpu s':>6} "
             f"{'cpu us/dec':>10} {'first link ms':>13} {'move+link ms':>12} {'peak MB':>8} "
             f"{'kept MB':>8}"]
    for r in rows:
        if "error" in r:
            lines.append(f"{r['game']:10} {r['asked']:>9} error: {r['error']}")
            continue
        lines.append(f"{r['game']:10} {r['decisions']:>9,} {r['chars']:>10,} {r['seconds']:>7.2f} "
                     f"{r['cpu_seconds']:>6.2f} {r['us_per_decision']:>10.0f} "
                     f"{r['link_ms']:>13.1f} {r['move_ms']:>12.1f} {r['peak_mb']:>8.1f} "
                     f"{r['kept_mb']:>8.1f}")
    return "\n".join(lines)
