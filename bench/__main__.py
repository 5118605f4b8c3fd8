"""``python -m bench``: engine speed (CPython, Pyodide in Node) and page start-up.

Options: --seconds S (per game, default 3), --runs N (page loads, default 5),
--only engine|pyodide|games|ai|records|startup|respond (repeatable).
"""

from __future__ import annotations

from typing import Any

import argparse
import json
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

from . import engine_bench
from .responsiveness import responsiveness_report, run_responsiveness_bench
from .startup import (
    BOARD_VISIBLE_TARGET_MS, COLD_EXTRA_TARGET, READY_RATIO_TARGET, median, run_startup_bench,
)

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_site"


def wheel_path() -> Path:
    with open(ROOT / "pyproject.toml", "rb") as f:
        version = tomllib.load(f)["project"]["version"]
    wheel = SITE / "wheels" / f"pushgames-{version}-py3-none-any.whl"
    built = wheel.stat().st_mtime if wheel.is_file() else 0.0
    if any(source.stat().st_mtime > built for source in (ROOT / "pushgames").rglob("*.py")):
        # Pyodide loads the wheel, not the source tree: a stale one would measure old code.
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py")], check=True)
    return wheel


def table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]

    def fmt(cells: list[str]) -> str:
        return "  ".join(c.rjust(w) if i else c.ljust(w)
                         for i, (c, w) in enumerate(zip(cells, widths)))

    return "\n".join([fmt(headers), fmt(["-" * w for w in widths])] + [fmt(r) for r in rows])


def engine_table(rows: list[dict[str, Any]], ref: dict[str, dict[str, Any]] | None = None) -> str:
    if not rows:
        return "  no games registered"
    headers = ["game", "games", "games/s", "steps/s", "plies/game",
               "capped"] + (["vs CPython"] if ref else [])
    out = []
    for r in rows:
        if "error" in r:
            out.append([r["game"], "error: " + r["error"]] + [""] * (len(headers) - 2))
            continue
        line = [r["game"], str(r["games"]), f"{r['games_per_s']:.1f}", f"{r['steps_per_s']:,.0f}",
                f"{r['plies_per_game']:.0f}", str(r["capped"])]
        if ref:
            base = ref.get(r["game"], {}).get("steps_per_s")
            line.append(f"{r['steps_per_s'] / base:.2f}x" if base else "-")
        out.append(line)
    return table(headers, out)


def run_pyodide(script: str, expression: str, data: Path | None = None) -> dict[str, Any] | str:
    """Run ``expression`` (returning JSON text) after the bench ``script`` inside
    Pyodide under Node (``data``: a file it reads as /bench_data.json); a dict
    {python, load_ms, result}, or an error text."""
    if not shutil.which("node"):
        return "node not found"
    try:
        proc = subprocess.run(["node", str(ROOT / "bench" / "pyodide_bench.mjs"), str(wheel_path()),
                               str(ROOT / "bench" / script),
                               expression] + ([str(data)] if data else []),
                              capture_output=True, text=True, timeout=600, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return "timed out"
    for line in proc.stdout.splitlines():
        if line.startswith("BENCH_JSON "):
            parsed: dict[str, Any] = json.loads(line[len("BENCH_JSON "):])
            return parsed
    return (proc.stderr.strip() or proc.stdout.strip() or f"exit {proc.returncode}")[-600:]


def fmt_ms(v: float | None) -> str:
    return "-" if v is None else f"{v:,.0f}"


def fmt_range(values: list[float]) -> str:
    return f"{min(values):,.0f}-{max(values):,.0f}" if values else "-"


def fmt_mb(v: float | None) -> str:
    return "-" if v is None else f"{v / 1e6:.2f}"


def startup_report(data: dict[str, Any]) -> str:
    res = data["results"]
    headers = ["page", "visit", "ready ms", "ready range", "board ms", "board range",
               "progress ms", "FCP ms",
               "page MB", "server MB", "SW"]
    rows, med = [], {}
    for label, by_kind in res.items():
        for kind, runs in by_kind.items():
            m = {k: median([r.get(k) for r in runs])
                 for k in ("ready", "board", "pieces", "progress", "fcp",
                           "page_bytes", "server_bytes_visit")}
            med[(label, kind)] = m
            rows.append([label, kind, fmt_ms(m["ready"]), fmt_range([r["ready"] for r in runs]),
                         fmt_ms(m["board"]),
                         fmt_range([r["board"] for r in runs]), fmt_ms(m["progress"]),
                         fmt_ms(m["fcp"]),
                         fmt_mb(m["page_bytes"]), fmt_mb(m["server_bytes_visit"]),
                         runs[-1].get("sw", "-")])
    out = [table(headers, rows)]
    real, bare = med.get(("real", "cold")), med.get(("bare", "cold"))
    if real and bare and real["server_bytes_visit"] is not None and bare[
        "server_bytes_visit"] is not None:
        extra = real["server_bytes_visit"] - bare["server_bytes_visit"]
        verdict = "met" if extra <= COLD_EXTRA_TARGET else "MISSED"
        out.append("  server bytes, cold visit until idle: real "
                   f"{fmt_mb(real['server_bytes_visit'])} MB, bare "
                   f"{fmt_mb(bare['server_bytes_visit'])} MB, difference {extra / 1e6:+.2f} MB "
                   f"(target at most +{COLD_EXTRA_TARGET / 1e6:g} MB: {verdict})")
    for kind in ("cold", "warm"):
        real, bare = med.get(("real", kind)), med.get(("bare", kind))
        for mark, words, target in (("ready", "ready (takes input)", READY_RATIO_TARGET),
                                    ("board", "board visible", None)):
            ours, theirs = (real or {}).get(mark), (bare or {}).get(mark)
            if not (ours and theirs):
                continue
            # Run i of the real page beside run i of the bare one (they alternate): the spread.
            paired = [r[mark] / b[mark] for r, b in zip(res["real"][kind], res["bare"][kind])]
            verdict = "" if target is None else (
                f", target at most {target:g}x: {'met' if ours / theirs <= target else 'MISSED'}")
            out.append(f"  real/bare {words}, {kind}: {ours / theirs:.2f}x of the medians"
                       f" (runs {min(paired):.2f}-{max(paired):.2f}x){verdict}")
        if real and real["board"] is not None:
            out.append(
                f"  real page's board visible, {kind}: {fmt_ms(real['board'])} ms after navigation"
                f" (target at most {BOARD_VISIBLE_TARGET_MS} ms)")
        link = med.get(("link", kind))
        if link and link["pieces"] is not None:
            out.append(f"  a shared link's pieces visible, {kind}: {fmt_ms(link['pieces'])} ms "
                       f"after navigation, ready {fmt_ms(link['ready'])} ms (target at most "
                       f"{BOARD_VISIBLE_TARGET_MS} ms)")
    if data["foreign"]:
        out.append(f"  WARNING: {len(data['foreign'])} non-local requests attempted (blocked): "
                   + ", ".join(sorted(set(data["foreign"]))[:5]))
    else:
        out.append("  no non-local request was attempted")
    return "\n".join(out)


def game_benches(seconds: float, with_pyodide: bool) -> int:
    """Each game's own figures (the issues' speed targets), in CPython and in Pyodide."""
    from . import pushfight_bench, pushout_bench

    print("\n== Push Fight analysis, median ms per position over the fixed bench set")
    runtimes = [("CPython", json.loads(pushfight_bench.run_pushfight_bench_json()))]
    if with_pyodide:
        got = run_pyodide("pushfight_bench.py", "run_pushfight_bench_json()")
        runtimes.append(("Pyodide", got["result"]) if isinstance(got, dict) else ("Pyodide", got))
    status = 0
    for runtime, rows in runtimes:
        if isinstance(rows, str):
            print(f"  {runtime}: failed: {rows}")
            status = 1
            continue
        for row in rows:
            print(f"  {runtime:8} " + ", ".join(f"{k} {v:.3f}" if isinstance(v, float)
                                                else f"{k} {v}"
                                             for k, v in row.items()))
    print(f"\n== Pushout, complete random games per second ({seconds:g} s each)")
    runtimes = [("CPython", json.loads(pushout_bench.run_pushout_bench_json(seconds)))]
    if with_pyodide:
        got = run_pyodide("pushout_bench.py", f"run_pushout_bench_json({seconds})")
        runtimes.append(("Pyodide", got["result"]) if isinstance(got, dict) else ("Pyodide", got))
    for runtime, result in runtimes:
        if isinstance(result, str):
            print(f"  {runtime}: failed: {result}")
            status = 1
            continue
        for variant, figures in result.items():
            if not isinstance(figures, dict):
                continue  # the runtime's version string
            print(f"  {runtime:8} {variant:6} " + ", ".join(
                f"{k} {v:,.1f}" if isinstance(v, float) else f"{k} {v}"
                for k, v in figures.items()))
    from . import push_bench

    print()
    print(push_bench.report(push_bench.run_push_bench(seconds), "CPython"))
    if with_pyodide:
        got = run_pyodide("push_bench.py", f"run_push_bench_json({seconds})")
        if isinstance(got, dict):
            print(push_bench.report(got["result"], "Pyodide"))
        else:
            print(f"  Pyodide: failed: {got}")
            status = 1
    print("\n== Apocalypse USA, complete random games and decisions per second "
          f"({seconds:g} s per seat count)")
    status |= apocalypse_bench(seconds, with_pyodide)
    return status


def apocalypse_bench(seconds: float, with_pyodide: bool) -> int:
    """Apocalypse USA at 2, 4 and 6 seats: CPython, then Pyodide under Node (target: within
    2.5x)."""
    from . import apocalypse_bench as bench

    began = time.process_time()
    runtimes = [("CPython", json.loads(bench.run_apocalypse_bench_json(seconds)))]
    cpu = {"CPython": time.process_time() - began}
    if with_pyodide:
        got = run_pyodide("apocalypse_bench.py", f"run_apocalypse_bench_json({seconds})")
        runtimes.append(("Pyodide", got["result"]) if isinstance(got, dict) else ("Pyodide", got))
        if isinstance(got, dict) and "cpu_ms" in got:
            # Node's CPU time: Pyodide's own clock is the wall clock
            cpu["Pyodide"] = got["cpu_ms"] / 1000
    status = 0
    for runtime, result in runtimes:
        if isinstance(result, str):
            print(f"  {runtime}: failed: {result}")
            status = 1
            continue
        for seats, figures in result.items():
            if isinstance(figures, dict):
                print(f"  {runtime:8} {seats}: " + ", ".join(
                    f"{k} {v:,.1f}" if isinstance(v, float) else f"{k} {v}"
                    for k, v in figures.items()))
        if runtime in cpu:
            decisions = sum(f["games"] * f["decisions_per_game"] for f in result.values()
                            if isinstance(f, dict))
            print(f"  {runtime:8} all: {decisions / cpu[runtime]:,.0f} decisions per CPU second")
    return status


def ai_benches(seconds: float, with_pyodide: bool) -> int:
    """Search speed of the computer players (nodes, turns or playouts per second)."""
    from . import ai_bench

    print(f"\n== Computer players, CPython ({seconds:g} s per game and player)")
    rows = ai_bench.run_ai_bench(seconds)
    print(ai_bench.ai_table(rows), flush=True)
    if not with_pyodide:
        return pushfight_turns(False) | push_decisions(False)
    print(f"\n== Computer players, Pyodide under Node ({seconds:g} s per game and player)")
    got = run_pyodide("ai_bench.py", f"run_ai_bench_json({seconds})")
    if isinstance(got, str):
        print(f"  pyodide ai bench failed: {got}")
        return 1
    ref = {(r["game"], r["player"]): r["per_second"] for r in rows if "error" not in r}
    print(ai_bench.ai_table(got["result"], ref), flush=True)
    return pushfight_turns(with_pyodide) | push_decisions(with_pyodide)


def push_decisions(with_pyodide: bool) -> int:
    """Push Hard per decision with the page's 3 s (positions from Hard against random players)."""
    from . import ai_bench

    print("\n== Push Hard, the page's budget (3 s) per decision, CPython")
    print(ai_bench.push_decisions_table(ai_bench.run_push_decisions()), flush=True)
    if not with_pyodide:
        return 0
    print("\n== Push Hard, the page's budget (3 s) per decision, Pyodide under Node")
    got = run_pyodide("ai_bench.py", "run_push_decisions_json()")
    if isinstance(got, str):
        print(f"  pyodide Push decisions failed: {got}")
        return 1
    print(ai_bench.push_decisions_table(got["result"]), flush=True)
    return 0


def pushfight_turns(with_pyodide: bool) -> int:
    """Push Fight Hard per turn with the page's 3 s: time, turns searched, the first safe turn."""
    from . import ai_bench

    print("\n== Push Fight Hard, 3 s a turn, CPython "
          "(safe/lose: turns proven not to lose in two / refuted)")
    print(ai_bench.pushfight_turns_table(ai_bench.run_pushfight_turns(3.0)), flush=True)
    if not with_pyodide:
        return 0
    print("\n== Push Fight Hard, 3 s a turn, Pyodide under Node")
    got = run_pyodide("ai_bench.py", "run_pushfight_turns_json(3.0)")
    if isinstance(got, str):
        print(f"  pyodide Push Fight turns failed: {got}")
        return 1
    print(ai_bench.pushfight_turns_table(got["result"]), flush=True)
    return 0


def records_benches(with_pyodide: bool) -> int:
    """Opening 2,000- and 20,000-decision records per game: time and peak memory."""
    import tempfile

    from . import records_bench

    print("\n== Opening long records: decode + replay; the link's first text; one more move and "
          "its link")
    records = records_bench.make_records()
    print("  CPython " + sys.version.split()[0])
    print(records_bench.records_table(records_bench.run_records_bench(records)), flush=True)
    if not with_pyodide:
        return 0
    rows: list[dict[str, Any]] = []
    python = "?"
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "records.json"
        # one Node run a game: each within run_pyodide's time limit
        for game_id, entries in records.items():
            data.write_text(json.dumps({game_id: entries}), encoding="utf-8")
            got = run_pyodide("records_bench.py",
                              'run_records_bench_json("/bench_data.json")', data)
            if isinstance(got, str):
                rows.append({"game": game_id, "asked": "-", "error": got})
                continue
            python = got["python"]
            rows += got["result"]
    print(f"  Pyodide (Python {python}) under Node")
    print(records_bench.records_table(rows), flush=True)
    return 1 if any("error" in row for row in rows) else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=3.0,
                    help="random play per game and runtime (default 3)")
    ap.add_argument("--runs", type=int, default=5,
                    help="page loads per page and visit kind (default 5)")
    ap.add_argument("--only", action="append",
                    choices=["engine", "pyodide", "games", "ai", "records", "startup",
                                                              "respond"])
    args = ap.parse_args(argv)
    parts = args.only or ["engine", "pyodide", "games", "ai", "records", "startup", "respond"]
    status = 0
    cpython: dict[str, dict[str, Any]] = {}

    if "engine" in parts or "pyodide" in parts:
        print(f"== Engine, random playouts in CPython {sys.version.split()[0]} "
              f"({args.seconds:g} s per game)")
        rows = engine_bench.run_engine_bench(args.seconds)
        cpython = {r["game"]: r for r in rows if "error" not in r}
        print(engine_table(rows), flush=True)

    if "pyodide" in parts:
        print(f"\n== Engine, random playouts in Pyodide under Node ({args.seconds:g} s per game)")
        got = run_pyodide("engine_bench.py", f"run_engine_bench_json({args.seconds})")
        if isinstance(got, str):
            print(f"  pyodide bench failed: {got}")
            status = 1
        else:
            print(f"  Python {got['python']}, Pyodide load {got['load_ms']:,.0f} ms")
            print(engine_table(got["result"], cpython or None), flush=True)

    if "games" in parts:
        status |= game_benches(args.seconds, with_pyodide="pyodide" in parts or not args.only)

    if "ai" in parts:
        status |= ai_benches(args.seconds, with_pyodide="pyodide" in parts or not args.only)

    if "records" in parts:
        status |= records_benches(with_pyodide=True)  # the point is both runtimes side by side

    if ("startup" in parts or "respond" in parts) and not (SITE / "index.html").is_file():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py")], check=True)

    if "startup" in parts:
        print(f"\n== Page start-up, headless chromium, {args.runs} runs each, medians "
              "(ms from navigation start)")
        try:
            data = run_startup_bench(SITE, args.runs, log=lambda s: print(s, flush=True))
        except Exception as e:  # noqa: BLE001 - keep the other figures useful
            print(f"  start-up bench failed: {type(e).__name__}: {str(e).splitlines()[0]}")
            return 1
        print(startup_report(data))

    if "respond" in parts:
        print("\n== Clicks while the computer thinks, headless chromium (Push Push against Hard)")
        try:
            data = run_responsiveness_bench(SITE, log=lambda s: print(s, flush=True))
        except Exception as e:  # noqa: BLE001 - keep the other figures useful
            print(f"  responsiveness bench failed: {type(e).__name__}: {str(e).splitlines()[0]}")
            return 1
        print(responsiveness_report(data))
    return status


if __name__ == "__main__":
    sys.exit(main())
