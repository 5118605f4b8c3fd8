"""Pictures for a first visit's first paint (issue 27), made at build time by the page itself.

A first visit has no kept view (web/pushweb/firstpaint.py keeps one only once a visit ends),
so until Python is ready it used to show "Starting Python..." where the board belongs. The
build opens the built page in headless Chromium, at the home page and at ``#<game>`` for each
game of the catalogue, lets the page's own Python draw the view, and keeps that markup, as
firstpaint.keep does, in ``web/first-paint/<name>.js``, of which index.html loads the
address's before its first-paint script. That script draws the picture for the opened address before
Python is ready (inert, with the start-up note in a corner); Python's first view replaces it in
place.

What a picture may show (the page must never show a position that is not the one opened):

* ``built``: the home page (only while nothing is saved: the home lists saves), and a game whose
  start is the same for every seed (Push Push, Push Fight): the position, as it will look.
* ``placeholder``: a game whose start is dealt by the seed Python has not chosen yet (Pushout's
  set-up), and every link or save of a game (``#<game>/...``: its position needs Python): the
  start's layout with the board a plain surface and every fact of the position hidden, so the
  board's box is in place and nothing moves when Python draws the real one.
* ``cover``: a game whose seats hold hands (Push, Apocalypse). Its first view is the hand-off
  cover, and whose turn it is depends on the deal: only the cover's frame is kept, without the
  seat, and never the view behind it (no hand, no card is in the file; the build checks).

Made in a fresh browser context (nothing saved, no preferences), at 1280x800; the markup
does not depend on the window (the page sizes the board by measuring, index.html does too).
Compiling pictures costs a page start each (about 10-30 s in all), so they are kept in
node_modules/.cache under a hash of the site they were made from.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "node_modules" / ".cache" / "pushgames"
#: Where the pictures go: ``<name>.js`` each; index.html loads the one of the address.
FOLDER = "web/first-paint"
#: Parts of a view a picture never holds: open panels, messages, the chooser (as
#: firstpaint.TRANSIENT).
TRANSIENT = "#messages, .panel, #overlay, [data-testid=ai-thinking]"
#: Markup of a hand or a card: never in a picture (a cover keeps only the hand-off frame).
PRIVATE = re.compile(r"card|ps-hand|ap-hand|ap-own|data-testid=\"(?:ps|ap)-(?:hand|own)", re.I)
READY = "body[data-ready=true]"
TIMEOUT_MS = 180_000

CAPTURE = r"""([view, mode]) => {
  const root = document.getElementById(view);
  let part = root.cloneNode(true);
  if (mode === "cover") {
    const cover = root.querySelector("#handoff");
    if (!cover || cover.hidden) throw new Error("no hand-off cover at the start");
    part = document.createElement("div");
    part.append(cover.cloneNode(true));
    // Whose turn it is comes with the deal: the cover keeps no seat.
    part.querySelectorAll("[class]").forEach((node) => {
      node.className = node.className.replace(/\bseat-\d+\b/g, "").trim();
    });
    part.querySelectorAll("#handoff-mark").forEach((node) => { node.removeAttribute("style");
        node.textContent = ""; });
  }
  part.querySelectorAll(%s).forEach((node) => node.remove());
  part.querySelectorAll("[href]").forEach((node) => {
    if (!node.getAttribute("href").startsWith("#")) node.removeAttribute("href");
        // the builder's address
  });
  part.querySelectorAll("[style]").forEach((node) => {
    node.style.removeProperty("--board-fixed");
        // measured for the builder's window: the visitor's page measures
    if (!node.getAttribute("style").trim()) node.removeAttribute("style");
  });
  return part.innerHTML;
}""" % json.dumps(TRANSIENT)


def game_modes() -> dict[str, str]:
    """Each game of the home page's catalogue and what its picture may show."""
    for path in (ROOT, ROOT / "web"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from pushgames import registry
    from pushgames.core import Replay

    catalogue = json.loads((ROOT / "web" / "pushweb" / "catalogue.json").read_text(
        encoding="utf-8"))
    modes = {}
    for item in catalogue:
        game = registry.get_game(item["id"])
        if game.meta.has_private_information:
            modes[item["id"]] = "cover"
            continue
        # The fragment #<game> opens a new game with a random seed: the same start for a few
        # seeds stands for all (a dealt set-up differs at once).
        starts = {repr(Replay.new(game, {}, seed).state) for seed in range(8)}
        modes[item["id"]] = "built" if len(starts) == 1 else "placeholder"
    return modes


def capture(site: Path) -> dict[str, dict[str, str]]:
    """Open the built ``site`` and keep the view the page draws at each address."""
    sys.path.insert(0, str(ROOT / "tools"))
    from playwright.sync_api import sync_playwright
    from sitesrv import CHROMIUM, CHROMIUM_ARGS, serve_directory

    pictures: dict[str, dict[str, str]] = {}
    server = serve_directory(site)
    try:
        with sync_playwright() as play:
            browser = play.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for game, mode in [("", "built"), *game_modes().items()]:
                # A context of its own each: nothing saved, nothing kept, as on a first visit.
                context = browser.new_context(viewport={"width": 1280, "height": 800},
                                              service_workers="block")
                page = context.new_page()
                page.goto(server.url + "index.html#" + game)
                page.wait_for_selector(READY, timeout=TIMEOUT_MS, state="attached")
                view = "game-view" if game else "home-view"
                html = str(page.evaluate(CAPTURE, [view, mode]))
                if game and mode == "cover" and PRIVATE.search(html):
                    raise RuntimeError(f"the {game} picture holds a hand or a card")
                pictures[game] = {"view": view, "mode": mode, "html": html}
                context.close()
            browser.close()
    finally:
        server.stop()
    return pictures


def script(name: str, picture: dict[str, str]) -> str:
    body = json.dumps({"name": name, **picture}, ensure_ascii=False, separators=(",", ":"))
    # The markup is inside a script: a "</" would end it.
    body = body.replace("</", "<\\/")
    return ("// Generated by tools/first_paint.py -- do not edit. A first visit's first paint:\n"
            "// the page's own drawing at one address, made at build time (index.html draws it).\n"
            f"self.PUSHGAMES_PICTURE = {body};\n")


def write_pictures(site: Path, key: str) -> list[str]:
    """Write ``site/web/first-paint/<name>.js``, one a picture (``home`` for the home page;
    ``key``: a hash of the rest of the site); returns the names. One file an address: a first
    visit downloads only its own picture (the service worker fetches the others on demand)."""
    cached = CACHE / f"first-paint-{key}.json"
    if not cached.is_file():
        missing = browser_missing()
        if missing:
            # A site without pictures still works: a first visit shows "Starting Python..."
            # until the page is ready, as before the pictures existed.
            print(f"first_paint: no pictures ({missing}); `make build` installs both",
                  file=sys.stderr)
            return []
        pictures = capture(site)
        CACHE.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(".part")
        partial.write_text(json.dumps(pictures, ensure_ascii=False), encoding="utf-8")
        partial.replace(cached)
    pictures = json.loads(cached.read_text(encoding="utf-8"))
    (site / FOLDER).mkdir(parents=True, exist_ok=True)
    names = []
    for game, picture in pictures.items():
        name = game or "home"
        table = sketch_table(game)
        # (Pushout's picture is a placeholder: its start is dealt; a link's sketch draws its cards.)
        if table is not None and picture["mode"] in ("built", "placeholder"):
            picture = {**picture, "sketch": table}
        (site / FOLDER / f"{name}.js").write_text(script(name, picture), encoding="utf-8")
        names.append(name)
    return names


def sketch_table(game: str) -> dict[str, Any] | None:
    """What index.html draws a shared link's sketch with (pushweb.sketch.table: the board's own
    drawing code, run here in CPython), or None for a game without sketches."""
    for path in (ROOT, ROOT / "web", ROOT / "tools"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from build_catalogue import _stub_pyscript

    _stub_pyscript()  # the boards import the page's DOM helpers; the table is plain strings
    from pushweb import sketch

    return sketch.table(game) if game and sketch.has_sketch(game) else None


def browser_missing() -> str:
    """Why the pictures cannot be drawn here ("" when they can)."""
    sys.path.insert(0, str(ROOT / "tools"))
    from sitesrv import CHROMIUM

    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed for this Python"
    if not Path(CHROMIUM).is_file():
        return f"no Chromium at {CHROMIUM}"
    return ""


def site_key(site: Path, files: list[str]) -> str:
    h = hashlib.sha256(Path(__file__).read_bytes())
    for rel in files:
        if rel != "sw.js" and not rel.startswith(FOLDER + "/"):
            h.update(rel.encode() + b"\0" + hashlib.sha256((site / rel).read_bytes()).digest())
    return h.hexdigest()[:16]
