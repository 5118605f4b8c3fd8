"""Click latency while the computer thinks, in headless Debian chromium.

A person plays Push Push against the Hard computer (its search runs in the
PyScript worker). While the computer thinks, the bench clicks the Flip button
every 40 ms and records, per click, how late the event loop ran it (``lag``)
and how long its handler took (``handler``). Their sum is the time a person
waits for the board to answer a click; the target is under 100 ms.
Every host but 127.0.0.1 is unresolvable; any non-local request is reported.
"""

from __future__ import annotations

from typing import Any, Callable

import statistics
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from sitesrv import CHROMIUM, CHROMIUM_ARGS, serve_directory  # noqa: E402

#: Flip every 40 ms while ``body[data-ai-thinking]`` is "true" (at most 4 s);
#: an even number of clicks leaves the board as it was.
PROBE_JS = """async () => {
  const flip = document.querySelector('[data-testid="flip"]');
  const samples = [];
  const until = performance.now() + 4000;
  while (document.body.dataset.aiThinking === "true" && performance.now() < until) {
    const asked = performance.now();
    await new Promise(r => setTimeout(r, 40));
    const fired = performance.now();
    flip.click();
    samples.push({lag: fired - asked - 40, handler: performance.now() - fired});
  }
  if (samples.length % 2) flip.click();
  return samples;
}"""

MOVES = '[data-testid="move"]'
TARGET_MS = 100.0


def _replay(page: Any) -> Any:
    from pushgames.registry import load_record

    fragment = unquote(page.evaluate("location.hash"))[1:]
    return load_record(fragment.partition("/")[2])


def _click_move(page: Any, move: Any) -> None:
    board = '[data-testid="board"]'
    page.locator(f'{board} [data-sq="{move.src}"]').click()
    page.locator(f'{board} [data-sq="{move.dst}"]').click()
    chooser = page.locator('[data-testid="chooser"]')
    if chooser.is_visible():
        chooser.get_by_role("button", name="Normal push").click()


def run_responsiveness_bench(site: Path, moves: int = 3, level: str = "hard",
                             log: Callable[[str], object] = print) -> dict[str, Any]:
    """Play ``moves`` moves against the computer at ``level``; return every click sample."""
    from playwright.sync_api import sync_playwright

    from pushgames.core import Rng

    server = serve_directory(site)
    foreign: list[str] = []
    samples: list[dict[str, Any]] = []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                         headless=True)
            context = browser.new_context(service_workers="block")
            context.on("request", lambda r: None
                       if urlsplit(r.url).hostname in ("127.0.0.1", "localhost")
                       or r.url.startswith(("data:", "blob:")) else foreign.append(r.url))
            page = context.new_page()
            page.goto(server.url + "index.html#pushpush")
            page.wait_for_selector('body[data-ready="true"]', state="attached", timeout=120_000)
            page.locator('[data-testid="new-game"]').click()
            page.select_option('[data-testid="seat-1"]', level)
            page.select_option('[data-testid="seat-0"]', "human")
            page.select_option('[data-testid="ai-speed"]', "fast")
            page.locator('[data-testid="start-new-game"]').click()
            # The computer's seat starts the worker (none starts where only people play).
            page.wait_for_selector('body[data-ai-worker="ready"]', state="attached",
                                   timeout=120_000)
            rng = Rng.from_seed(1)
            for turn in range(moves):
                replay = _replay(page)
                if replay.outcome is not None:
                    break
                move, rng = rng.choice(replay.game.legal_actions(replay.state))
                count = page.locator(MOVES).count()
                _click_move(page, move)
                page.wait_for_selector('body[data-ai-thinking="true"]', state="attached",
                                       timeout=30_000)
                got = page.evaluate(PROBE_JS)
                samples += got
                page.wait_for_function(f"document.querySelectorAll('{MOVES}').length > {count + 1}",
                                       timeout=60_000)
                log(f"  move {turn + 1}/{moves}: {len(got)} clicks while the computer thought")
            browser.close()
    finally:
        server.stop()
    return {"samples": samples, "foreign": foreign, "level": level}


def responsiveness_report(data: dict[str, Any]) -> str:
    waits = sorted(s["lag"] + s["handler"] for s in data["samples"])
    if not waits:
        return "  no click was made while the computer thought"
    p95 = waits[min(len(waits) - 1, int(0.95 * len(waits)))]
    worst = waits[-1]
    lines = [
        f"  {len(waits)} clicks on Flip while the computer ({data['level']}) thought, wait = "
        "event-loop lag + handler",
        f"  median {statistics.median(waits):.0f} ms, p95 {p95:.0f} ms, worst {worst:.0f} ms"
        f" (handler median {statistics.median(s['handler'] for s in data['samples']):.0f} ms,"
        f" lag worst {max(s['lag'] for s in data['samples']):.0f} ms)",
        f"  target: every click answered within {TARGET_MS:.0f} ms: "
        + ("met" if worst < TARGET_MS
           else f"NOT met ({sum(w >= TARGET_MS for w in waits)} slower)"),
    ]
    if data["foreign"]:
        lines.append(f"  WARNING: {len(data['foreign'])} non-local requests attempted (blocked)")
    return "\n".join(lines)
