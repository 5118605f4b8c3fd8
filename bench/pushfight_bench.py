"""Push Fight analysis benchmark: distinct-successor enumeration and the
immediate-win check, median milliseconds per position over a fixed set of
varied mid-game positions (CPython and Pyodide alike).

Self-contained like ``bench/engine_bench.py`` (Pyodide runs this file's text):
``run(report)`` calls ``report(name, value)`` per figure and returns the rows;
``run_pushfight_bench_json()`` returns them as JSON; as a script it prints them.
The positions come from random games (random setups, then random turns: 0-2
random moves and a random legal push) driven by a fixed seed, taken after 2 to 40 turns, so the set
is the same on every run and every interpreter. Random play leaves a win on the board
in most positions, where the win check returns at once; real players do not, so
the set keeps only positions where the side to move has no immediate win (the
check must look at every line). The check is also timed on positions with a
win, for scale.
"""

from __future__ import annotations

from typing import Any, Callable

import json
import statistics
import sys
import time

POSITIONS = 120
TARGET_MS = {"enumerate": 60.0, "immediate_win": 2.0}


def _random_turn(position: Any, rng: Any) -> tuple[Any, bool, Any]:
    """A random turn on Position values: 0-2 random moves along free paths, then
    a random legal push (the moves are dropped if they left no push)."""
    from pushgames.pushfight import Position, legal_pushes, push_result, reachable
    from pushgames.pushfight.board import SQUARES

    start = position
    count, rng = rng.below(3)
    for _ in range(count):
        pieces = [sq for sq in SQUARES if position.own >> sq & 1]
        piece, rng = rng.choice(pieces)
        dests = reachable(position, piece)
        if not dests:
            continue
        targets = [sq for sq in SQUARES if dests >> sq & 1]
        dest, rng = rng.choice(targets)
        bit = (1 << piece) | (1 << dest)
        if position.own_squares >> piece & 1:
            position = Position(position.own_squares ^ bit, position.own_rounds,
                                position.their_squares,
                                position.their_rounds, position.anchor)
        else:
            position = Position(position.own_squares, position.own_rounds ^ bit,
                                position.their_squares,
                                position.their_rounds, position.anchor)
    pushes = legal_pushes(position) or legal_pushes(start)
    if not pushes:
        return None, False, rng
    if not legal_pushes(position):
        position = start
    push, rng = rng.choice(pushes)
    result = push_result(position, push)
    assert result is not None, "a legal push has a result"
    after, wins = result
    return after, wins, rng


def bench_positions(count: int = POSITIONS, seed: int = 2024, quiet: bool = True) -> list[Any]:
    """``count`` distinct mid-game positions (Position values) from random games
    (random setups, random turns) with a fixed seed; ``quiet``: only those where
    the side to move has no immediate win (else only those where it has one)."""
    from pushgames.core import Rng
    from pushgames.pushfight import Position, has_immediate_win
    from pushgames.pushfight.board import BROWN_HALF, SQUARES, WHITE_HALF

    rng = Rng.from_seed(seed)
    out: list[Any] = []
    seen: set[Any] = set()
    while len(out) < count:
        halves = []
        for half in (WHITE_HALF, BROWN_HALF):
            chosen, rng = rng.shuffled([sq for sq in SQUARES if half >> sq & 1])
            halves.append((sum(1 << sq for sq in chosen[:3]), sum(1 << sq for sq in chosen[3:5])))
        position = Position(halves[0][0], halves[0][1], halves[1][0], halves[1][1])
        turns, rng = rng.below(39)
        for _ in range(turns + 2):
            position, wins, rng = _random_turn(position, rng)
            if position is None or wins:
                break
        if position is None or wins:
            continue
        text = position.to_string()
        if text not in seen and has_immediate_win(position) != quiet:
            seen.add(text)
            out.append(position)
    return out


def _median_ms(function: Callable[[Any], object], positions: list[Any], repeat: int = 1) -> float:
    times = []
    for position in positions:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter()
            function(position)
            best = min(best, time.perf_counter() - t0)
        times.append(best * 1000.0)
    return statistics.median(times)


def run(report: Callable[[str, float], None] | None = None,
        count: int = POSITIONS) -> list[dict[str, Any]]:
    """Measure; ``report(name, milliseconds)`` is called for each figure."""
    from pushgames.pushfight import has_immediate_win, successors

    positions = bench_positions(count)
    sizes = [len(successors(p)) for p in positions]
    winning = bench_positions(count, quiet=False)
    # The quiet positions where an opponent's piece stands on an open edge: the
    # win check must then test lines and moves, not just return.
    from pushgames.pushfight.board import RAYS
    open_edge = sum(1 << sq for sq, rays in enumerate(RAYS)
                    if any(not ray and not railed for ray, railed in rays))
    edgy = [p for p in positions if p.theirs & open_edge]
    rows: list[dict[str, Any]] = [
        {"name": "pushfight.enumerate_ms", "median_ms": _median_ms(successors, positions),
         "target_ms": TARGET_MS["enumerate"], "positions": len(positions),
         "median_successors": statistics.median(sizes)},
        {"name": "pushfight.immediate_win_ms",
         "median_ms": _median_ms(has_immediate_win, positions, repeat=3),
         "target_ms": TARGET_MS["immediate_win"], "positions": len(positions)},
        {"name": "pushfight.immediate_win_edge_ms",
         "median_ms": _median_ms(has_immediate_win, edgy, repeat=3),
         "positions": len(edgy)},
        {"name": "pushfight.immediate_win_found_ms",
         "median_ms": _median_ms(has_immediate_win, winning, repeat=3),
         "positions": len(winning)},
    ]
    if report is not None:
        for row in rows:
            report(row["name"], row["median_ms"])
    return rows


def run_pushfight_bench_json(count: int = POSITIONS) -> str:
    return json.dumps(run(None, count))


if __name__ == "__main__" and "pyodide" not in sys.modules:
    for row in run():
        target = f" (target {row['target_ms']} ms)" if "target_ms" in row else ""
        print(f"{row['name']}: {row['median_ms']:.3f} ms median over {row['positions']} "
              f"positions{target}")
