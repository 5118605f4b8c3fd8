"""Search speed of the computer players, per game: nodes (or playouts) per second.

Self-contained like ``engine_bench.py``: ``bench/pyodide_bench.mjs`` runs this
file's text inside Pyodide under Node and calls ``run_ai_bench_json``, so the
same numbers come from CPython and Pyodide. Run it with ``python -m bench --only ai``.
"""

from __future__ import annotations

from typing import Any

import json
import random
import time

# Positions a few random decisions in (past any setup phase), so the numbers
# are not those of one opening.
_WARMUP_DECISIONS = (10, 20, 30)


def _positions(game: Any, core: Any, seed: int) -> list[Any]:
    out = []
    for depth in _WARMUP_DECISIONS:
        rand = random.Random(seed + depth)
        state = core.start(game, None, seed + depth)
        steps = 0
        # Whole-turn searches (Push Fight) plan at a turn's start: stop at one.
        while steps < depth or getattr(state, "moves_made", False) or getattr(state, "phase",
                                                                              "") == "setup":
            if game.to_move(state) < 0 or steps > depth + 60:
                break
            state = core.play(game, state, rand.choice(list(game.legal_actions(state))))
            steps += 1
        if game.to_move(state) >= 0:
            out.append(state)
    return out


def run_ai_bench(seconds_per_game: float = 3.0, seed: int = 1) -> list[dict[str, Any]]:
    """Per game and player (its Hard level, and the general ISMCTS player): units per second."""
    import pushgames.core as core
    from pushgames import registry
    from pushgames.ai import Budget
    from pushgames.ai.levels import generic_levels, levels_for

    rows = []
    for game in registry.all_games():
        players = [("hard", levels_for(game)["hard"].player)]
        if type(players[0][1]).__name__ != "ISMCTSPlayer":
            players.append(("general", generic_levels(game)["hard"].player))
        positions = _positions(game, core, seed)
        for label, player in players:
            row: dict[str, Any] = {"game": game.meta.id, "player": label,
                                   "search": type(player).__name__,
                   "unit": "playouts" if type(player).__name__ == "ISMCTSPlayer" else "nodes"}
            try:
                nodes = 0
                spent = 0.0
                depths = []
                share = seconds_per_game / len(positions)
                for i, state in enumerate(positions):
                    seat = game.to_move(state)
                    t0 = time.perf_counter()
                    result = player.search(game, game.view(state, seat), seat,
                                           Budget(seconds=share), core.Rng(seed + i))
                    spent += time.perf_counter() - t0
                    nodes += result.nodes
                    depths.append(result.depth)
                row.update(per_second=nodes / spent if spent else 0.0, seconds=spent,
                           max_depth=max(depths))
            except Exception as e:  # noqa: BLE001 - one broken game must not hide the others
                row["error"] = f"{type(e).__name__}: {e}"
            rows.append(row)
    return rows


def run_ai_bench_json(seconds_per_game: float = 3.0) -> str:
    return json.dumps(run_ai_bench(seconds_per_game))


# Push Fight positions from real games (Analyzer strings, side to move first):
# the issue-16 game at White's 2nd and 3rd turns and Brown's 1st, 2nd and 3rd,
# and turns of Medium against the previous Hard from random set-ups.
PUSHFIGHT_TURNS = [
    ("..X....Ooox....OxY.....OX.", 0), ("..O....YxxOo....Xo.....XO.", 1),
                   ("..O....YXxxo....oO.....XO.", 1),
    ("..Xo...OOoYx.....x.....OX.", 0), (".XOx.....xOo...X.o......YO", 1),
    ("..X.....OX...ooO.Xx.x.O...", 0), (".......OX.x..ooOOxY...X...", 0),
                   ("OoXX.O..oxxX...O..........", 0),
    ("..x.....YXXoo..xOOO.......", 0), ("...X...x.YXoo...OOO....x..", 0),
                   ("..x...OoOXY....OXo.....x..", 0),
]


def run_pushfight_turns(seconds_per_turn: float = 3.0) -> list[dict[str, Any]]:
    """Push Fight Hard with the page's time budget, per position: time, turns
    searched, candidates proven not to lose in two and refuted, and when the
    first candidate was proven (the guarantee needs that one)."""
    import pushgames.core as core
    from pushgames.ai import Budget, level_player
    from pushgames.pushfight import GAME, Position, state_from_position

    rows = []
    for i, (text, seat) in enumerate(PUSHFIGHT_TURNS):
        player, _ = level_player(GAME, "hard")
        state = state_from_position(Position.from_string(text), seat)
        t0, c0 = time.perf_counter(), time.process_time()
        result = player.search(GAME, GAME.view(state, seat), seat,
                               Budget(seconds=seconds_per_turn), core.Rng(i))
        # CPU seconds too: on a shared machine the wall clock says little about speed.
        row = {"position": text, "seconds": time.perf_counter() - t0,
               "cpu": time.process_time() - c0,
               "turns": result.nodes}
        row.update(getattr(player, "stats", {}))
        rows.append(row)
    return rows


def run_pushfight_turns_json(seconds_per_turn: float = 3.0) -> str:
    return json.dumps(run_pushfight_turns(seconds_per_turn))


def pushfight_turns_table(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'position':<27} {'seconds':>7} {'cpu s':>6} {'turns':>8} {'safe':>5} {'lose':>5} "
             f"{'first safe':>11}"]
    for r in rows:
        first = (f"wins in {r['wins']}" if "wins" in r else f"{r['first_proof_ms'] / 1000:.2f} s"
                 if r.get("first_proof_ms", -1) >= 0 else "none")
        lines.append(f"{r['position']:<27} {r['seconds']:>7.2f} {r['cpu']:>6.2f} {r['turns']:>8,} "
                     f"{r.get('proven', '-'):>5} {r.get('refuted', '-'):>5} {first:>11}")
    return "\n".join(lines)


def run_push_decisions(per_game: int = 30, seed: int = 1) -> list[dict[str, Any]]:
    """Push Hard with the page's budget (3 s) on its own decisions in a 2-seat
    and a 4-seat game against random players: per game, the decisions timed,
    their median and slowest time, and nodes (positions generated or valued)
    per second. The games are played on with Hard's node budget, so the
    positions are the same in CPython and Pyodide."""
    import pushgames.core as core
    from pushgames.ai import RandomPlayer, level_player
    from pushgames.registry import get_game

    game = get_game("push")
    player, arena_budget = level_player(game, "hard")
    _, page_budget = level_player(game, "hard", browser=True)
    rows = []
    for seats in (2, 4):
        state = core.start(game, {"seats": seats}, seed)
        rng = core.Rng.from_seed(seed)
        times: list[float] = []
        nodes = 0
        while game.to_move(state) != core.TERMINAL and len(times) < per_game:
            seat = game.to_move(state)
            seed_value, rng = rng.next64()
            view = game.view(state, seat)
            if seat == 0:
                if len(game.legal_actions(state)) > 1:
                    t0 = time.perf_counter()
                    timed = player.search(game, view, seat, page_budget, core.Rng(seed_value))
                    times.append(time.perf_counter() - t0)
                    nodes += timed.nodes
                action = player.choose(game, view, seat, arena_budget, core.Rng(seed_value))
            else:
                action = RandomPlayer().choose(game, view, seat, arena_budget, core.Rng(seed_value))
            state = core.play(game, state, action)
        ordered = sorted(times)
        rows.append({"seats": seats, "decisions": len(times),
                     "median": ordered[len(ordered) // 2] if times else 0.0,
                     "slowest": ordered[-1] if times else 0.0,
                     "nodes_per_second": nodes / sum(times) if times else 0.0})
    return rows


def run_push_decisions_json(per_game: int = 30) -> str:
    return json.dumps(run_push_decisions(per_game))


def push_decisions_table(rows: list[dict[str, Any]]) -> str:
    lines = [f"{'seats':>5} {'decisions':>9} {'median s':>8} {'slowest s':>9} {'nodes/s':>8}"]
    for r in rows:
        lines.append(
            f"{r['seats']:>5} {r['decisions']:>9} {r['median']:>8.2f} {r['slowest']:>9.2f} "
            f"{r['nodes_per_second']:>8,.0f}")
    return "\n".join(lines)


def ai_table(rows: list[dict[str, Any]], ref: dict[tuple[str, str], float] | None = None) -> str:
    lines = [f"{'game':<10} {'player':<8} {'search':<16} {'per second':>16} {'depth':>5}"
             + ("  vs CPython" if ref else "")]
    for r in rows:
        if "error" in r:
            lines.append(f"{r['game']:<10} {r['player']:<8} error: {r['error']}")
            continue
        line = (f"{r['game']:<10} {r['player']:<8} {r['search']:<16} {r['per_second']:>8,.0f} "
                f"{r['unit']:<7} {r['max_depth'] or '-':>5}")
        base = (ref or {}).get((r["game"], r["player"]))
        if base:
            line += f"  {r['per_second'] / base:.2f}x"
        lines.append(line)
    return "\n".join(lines)
