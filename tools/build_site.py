"""Build the static, offline-capable site into ``_site/``.

Layout (all URLs relative, so the site works under any sub-path)::

    _site/index.html, pyscript.toml      copied from the repo root
    _site/web/                           copied from web/ (no __pycache__)
    _site/vendor/pyscript/               @pyscript/core dist (no source maps)
    _site/vendor/pyodide/                the Pyodide runtime files pyodide.mjs loads
    _site/wheels/pushgames-X-py3-none-any.whl
    _site/wheels/pushweb.zip             web/pushweb/ as an importable package
    _site/wheels/python_stdlib.zip       Pyodide's standard library, startup modules precompiled
    _site/bench/bare.html, bare.toml     bare PyScript page for the start-up bench
    _site/web/first-paint/<name>.js      a first visit's first paint at each address, drawn by
                                         the built page (tools/first_paint.py)
    _site/sw.js                          generated service worker (offline cache, updates)

Fails loudly if pyscript.toml does not reference the built wheel or does not
point ``interpreter`` at the vendored Pyodide (PyScript would use a CDN).

Usage: python tools/build_site.py [--out _site]
"""

from __future__ import annotations

import argparse
import fnmatch
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import first_paint  # noqa: E402
from build_wheel import (  # noqa: E402
    ROOT, build_wheel, deterministic_zip, package_files, project_meta, wheel_name,
)

PYSCRIPT_DIST = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
PYODIDE_DIR = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"]
ROOT_FILES = ["index.html", "pyscript.toml"]
OPTIONAL_ROOT_FILES = ["favicon.ico", "favicon.svg", "manifest.webmanifest", "robots.txt"]
#: PyScript's interpreter: our wrapper of Pyodide's loadPyodide (memory snapshots).
INTERPRETER = "./web/pyodide-start.mjs"
IGNORE = shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyo", ".DS_Store", "*~")


class BuildError(SystemExit):
    def __init__(self, msg: str):
        super().__init__(f"build_site: ERROR: {msg}")


def warn(msg: str) -> None:
    print(f"build_site: WARNING: {msg}", file=sys.stderr)


def check_pyscript_toml(path: Path, wheel: str) -> dict[str, Any]:
    try:
        with open(path, "rb") as f:
            cfg = tomllib.load(f)
    except tomllib.TOMLDecodeError as e:
        raise BuildError(f"{path.name} is not valid TOML: {e}")
    files = cfg.get("files", {})
    if f"./wheels/{wheel}" not in files:
        raise BuildError(
            f"{path.name} does not reference the built wheel. Expected under [files]:\n"
            f'    "./wheels/{wheel}" = "./*"\n  found: {sorted(files)}\n'
            f"  (version comes from pyproject.toml; update pyscript.toml when it changes)")
    if cfg.get("interpreter") != INTERPRETER:
        raise BuildError(f'{path.name} must say interpreter = "{INTERPRETER}" '
                         "(without it PyScript fetches Pyodide from a CDN); found "
                         f"{cfg.get('interpreter')!r}")
    return cfg


def copy_vendor(site: Path) -> None:
    if not PYSCRIPT_DIST.is_dir() or not PYODIDE_DIR.is_dir():
        raise BuildError("node_modules missing: run `npm ci` first (or `make build`)")
    shutil.copytree(PYSCRIPT_DIST, site / "vendor" / "pyscript",
                    ignore=shutil.ignore_patterns("*.map"))
    dst = site / "vendor" / "pyodide"
    dst.mkdir(parents=True)
    for name in PYODIDE_FILES:
        src = PYODIDE_DIR / name
        if not src.is_file():
            raise BuildError(f"{src} missing (wrong pyodide version installed? run `npm ci`)")
        shutil.copy2(src, dst / name)


def build_pushweb_zip(site: Path) -> None:
    # The home page's catalogue, regenerated from the registry first (tools/build_catalogue.py),
    # in a process of its own: it imports the boards with a stand-in for pyscript.
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "build_catalogue.py")],
                          capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise BuildError(
            f"tools/build_catalogue.py failed: {(proc.stderr or proc.stdout).strip()[-800:]}")
    pkg = ROOT / "web" / "pushweb"
    out = site / "wheels" / "pushweb.zip"
    if not (pkg / "__init__.py").is_file():
        warn("web/pushweb/__init__.py not found: writing an empty pushweb.zip")
        deterministic_zip(out, [])
        return
    deterministic_zip(out, [(arc, p.read_bytes()) for arc, p in package_files(pkg, pkg.parent)])


def site_files(site: Path) -> list[str]:
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())


def content_hash(site: Path, files: list[str]) -> str:
    h = hashlib.sha256()
    for rel in files:
        h.update(rel.encode() + b"\0" + hashlib.sha256((site / rel).read_bytes()).digest())
    return h.hexdigest()[:16]


SW_TEMPLATE = r"""// Generated by tools/build_site.py -- do not edit.
// Offline cache of one build, named after its content hash.
//  * First visit: installs with an empty cache and takes control at once. The
//    page does not wait for that (its runtime files are preloaded from the
//    start): what it fetched before is in the browser's HTTP cache, and once the
//    page is ready it asks for the rest ("fill"), which asks our server with
//    "no-cache" (a "not modified" answer has no body) and keeps the browser's
//    copy: one download per file, never two.
//  * Update (an older version is active): install fills the new cache, copying
//    each unchanged file from the older cache and downloading only the others,
//    then waits. Open pages keep the older version and its cache until the
//    person reloads through the page's prompt ("skip-waiting") or closes them.
//  * Every stored file is checked against the build's content hash first.
const BUILD_HASH = "__HASH__";
// Every file of the build (relative URL -> sha256 prefix of its content).
const FILES = __FILES__;
// Files the page never loads (the bench's page, sources that pushweb.zip holds,
// PyScript's editor and terminal): kept when fetched, not fetched ahead.
const ON_DEMAND = __ON_DEMAND__;
const SCOPE = self.registration.scope;
const PREFIX = "pushgames:" + SCOPE + ":";
const CACHE = PREFIX + BUILD_HASH;
// A cache's own list of files and hashes, stored in it (never a real file).
const MANIFEST = new URL("__pushgames_cache_manifest__.json", SCOPE).href;
const HASHES = new Map(Object.entries(FILES).map(([u, h]) => [new URL(u, SCOPE).href, h]));
const LAZY = new Set(ON_DEMAND.map((u) => new URL(u, SCOPE).href));
const inflight = new Map();  // file URL -> promise of its storing
const PICTURES = new URL("web/first-paint/", SCOPE).href;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.put(MANIFEST, new Response(JSON.stringify(Object.fromEntries(HASHES)),
                                           { headers: { "Content-Type": "application/json" } }));
    if (self.registration.active) await fill(cache);
  })());
});

self.addEventListener("activate", (event) => {
  // Only once no page of an older version is open, or one asked to reload.
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "skip-waiting") {
    event.waitUntil(self.skipWaiting());
  } else if (type === "fill") {
    const reply = (message) => event.source && event.source.postMessage({ type: "filled", build:
        BUILD_HASH, ...message });
    event.waitUntil(caches.open(CACHE).then(fill).then(() => reply({ ok: true }),
                                                        (error) => reply({ ok: false, error:
                                                            String(error) })));
  }
});

function cacheKey(request) {
  const url = new URL(request.url);
  url.hash = "";
  if (request.mode === "navigate") url.search = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  return url.href;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("range")) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.href.startsWith(SCOPE)) return;
  event.respondWith(respond(event, request));
});

async function respond(event, request) {
  const cache = await caches.open(CACHE);
  const file = cacheKey(request);
  const hit = await cache.match(file);
  if (hit) return hit;
  if (!HASHES.has(file)) return fetch(request);
  if (inflight.has(file)) {
    await inflight.get(file).catch(() => {});
    const stored = await cache.match(file);
    if (stored) return stored;
  }
  const { response, stored } = download(cache, file);
  event.waitUntil(stored.catch((error) => console.warn("pushgames sw:", String(error))));
  // A first visit's picture not kept, offline: none (index.html then draws none), not an error.
  if (file.startsWith(PICTURES)) {
    return response.catch(() => new Response("", { headers: { "Content-Type":
        "text/javascript" } }));
  }
  return response;
}

// One network fetch of a file of the build: the caller gets the response as it
// streams in, a copy is checked and stored. "no-cache" revalidates any HTTP
// cache entry (a 304 costs nothing) so an older build's file is never stored.
function download(cache, file) {
  const got = fetch(file, { cache: "no-cache" }).then((response) => [response, response.ok ?
      response.clone() : null]);
  const stored = got.then(([response, copy]) => {
    if (!copy) throw new Error(`${file}: HTTP ${response.status}`);
    return store(cache, file, copy);
  }).finally(() => inflight.delete(file));
  inflight.set(file, stored);
  return { response: got.then(([response]) => response), stored };
}

async function store(cache, file, response) {
  const body = await response.arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  if (!hex.startsWith(HASHES.get(file)))
    throw new Error(`${file}: not the file of build ${BUILD_HASH}`);
  await cache.put(file, new Response(body, { status: response.status,
                                             statusText: response.statusText,
                                             headers: response.headers }));
}

// Everything not yet in the cache: from an older build's cache when the file is
// unchanged, else downloaded (files the page never loads only when copied).
async function fill(cache) {
  const have = new Set((await cache.keys()).map((r) => r.url));
  const older = await olderCopies();
  await Promise.all(Array.from(HASHES.keys()).filter((file) => !have.has(file)).map(async (file) =>
      {
    if (inflight.has(file)) return inflight.get(file);
    const copy = older.has(file) && await older.get(file).match(file);
    if (copy) return cache.put(file, copy);
    if (!LAZY.has(file)) return download(cache, file).stored;
  }));
}

async function olderCopies() {
  const found = new Map();  // file URL -> an older cache holding the same content
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const manifest = await cache.match(MANIFEST);
    if (!manifest) continue;
    for (const [file, hash] of Object.entries(await manifest.json())) {
      if (HASHES.get(file) === hash && !found.has(file)) found.set(file, cache);
    }
  }
  return found;
}
"""


#: Files the page never loads, so the service worker does not fetch them ahead
#: (it keeps them if they are fetched): the first visit's pictures (a start loads the one
#: of its address, only when it has no view kept), the bench's bare page, pushweb's sources
#: (the page imports them from wheels/pushweb.zip), the chunks of PyScript's
#: editor and terminal (codemirror, xterm), which our page does not use, and
#: Pyodide's own standard library (the page's is wheels/python_stdlib.zip).
SW_ON_DEMAND = ("bench/*", "web/pushweb/*", "web/first-paint/*", "vendor/pyscript/codemirror*",
                "vendor/pyscript/xterm*",
                "vendor/pyodide/python_stdlib.zip")


def file_hashes(site: Path) -> dict[str, str]:
    """Every file of the site but sw.js, with the first 128 bits of its sha256 (hex)."""
    return {rel: hashlib.sha256((site / rel).read_bytes()).hexdigest()[:32]
            for rel in site_files(site) if rel != "sw.js"}


def write_sw(site: Path) -> str:
    """(Re)write ``site/sw.js`` for the files now in ``site``; returns the build hash."""
    files = [rel for rel in site_files(site) if rel != "sw.js"]
    digest = content_hash(site, files)
    # "./" stands for index.html; both are served from the same cache entry.
    hashes = {"./" + rel: h for rel, h in file_hashes(site).items()}
    on_demand = ["./" + rel for rel in files
                 if any(fnmatch.fnmatch(rel, pat) for pat in SW_ON_DEMAND)]
    body = (SW_TEMPLATE.replace("__HASH__", digest).replace("__FILES__",
                                                            json.dumps(hashes, indent=1))
            .replace("__ON_DEMAND__", json.dumps(on_demand, indent=1)))
    (site / "sw.js").write_text(body)
    return digest


#: Where index.html takes the preload hints (one line of it, replaced at build time).
PRELOAD_MARKER = "/* preloads: written by tools/build_site.py */ []"


def preload_links(site: Path, wheel: str) -> str:
    """The files index.html preloads (JSON: [href, "module" | "fetch"]): the downloads PyScript
    makes one after another.

    Without them the runtime's files are requested only once core.js, its chunk,
    pyscript.toml and pyodide.mjs have each arrived and run (a chain of round trips and
    script runs); with them every file is on its way while the page is parsed, and the
    wasm compiles as it streams. ``as="fetch"`` with ``crossorigin`` matches Pyodide's
    and PyScript's own ``fetch(url)``, so the preloaded response is the one they use.
    """
    core = site / "vendor" / "pyscript" / "core.js"
    chunks = sorted(re.findall(r'from"\./(core-[\w-]+\.js)"', core.read_text()))
    if len(chunks) != 1:
        raise BuildError(f"vendor/pyscript/core.js: expected one core chunk import, found {chunks}")
    modules = ["vendor/pyscript/core.js", f"vendor/pyscript/{chunks[0]}", INTERPRETER[2:],
               "vendor/pyodide/pyodide.mjs", "vendor/pyodide/pyodide.asm.mjs"]
    fetched = ["vendor/pyodide/pyodide.asm.wasm", "wheels/python_stdlib.zip",
               "vendor/pyodide/pyodide-lock.json", "pyscript.toml", f"wheels/{wheel}",
               "wheels/pushweb.zip"]
    for rel in modules + fetched:
        if not (site / rel).is_file():
            raise BuildError(f"preload of {rel}: not in the built site")
    # The wasm first: it is the largest download and its compiling the longest step.
    items = [[f"./{fetched[0]}", "fetch"]] + [[f"./{rel}", "module"] for rel in modules]
    items += [[f"./{rel}", "fetch"] for rel in fetched[1:]]
    return json.dumps(items)


#: Which modules the page gets as bytecode (tools/page_bytecode.json, tools/pyc_archive.mjs).
BYTECODE_PLAN = ROOT / "tools" / "page_bytecode.json"
BYTECODE_TOOL = ROOT / "tools" / "pyc_archive.mjs"
BYTECODE_CACHE = ROOT / "node_modules" / ".cache" / "pushgames"
#: Where the page's Python finds the files of each archive: the standard library stays a zip on
#: sys.path; PyScript unpacks ours into the working directory.
STDLIB_ROOT = "/lib/python314.zip/"
UNPACKED_ROOT = "/home/pyodide/"


def build_bytecode(site: Path, wheel: str) -> None:
    """Put the modules a start imports into the page's archives as bytecode.

    Writes ``wheels/python_stdlib.zip`` (Pyodide's, rewritten) and rewrites our wheel and
    pushweb.zip in place. Compiling needs Pyodide itself (under Node, about 20 s on a busy
    machine), so the results are kept in node_modules/.cache under a hash of the inputs.
    """
    plan = json.loads(BYTECODE_PLAN.read_text())
    jobs = [(PYODIDE_DIR / "python_stdlib.zip", site / "wheels" / "python_stdlib.zip", STDLIB_ROOT,
             plan["stdlib"]),
            (site / "wheels" / wheel, site / "wheels" / wheel, UNPACKED_ROOT, plan["pushgames"]),
            (site / "wheels" / "pushweb.zip", site / "wheels" / "pushweb.zip", UNPACKED_ROOT,
             plan["pushweb"])]
    key = hashlib.sha256(BYTECODE_TOOL.read_bytes() + BYTECODE_PLAN.read_bytes())
    for source, _, _, _ in jobs:
        key.update(hashlib.sha256(source.read_bytes()).digest())
    cached = BYTECODE_CACHE / key.hexdigest()[:16]
    if not cached.is_dir():
        if not shutil.which("node"):
            raise BuildError(
                "node not found: it compiles the page's modules (tools/pyc_archive.mjs)")
        partial = cached.with_name(cached.name + ".part")
        shutil.rmtree(partial, ignore_errors=True)
        partial.mkdir(parents=True)
        spec = [{"input": str(source), "output": str(partial / out.name), "root": root,
                 "compile": part["compile"], "drop": part.get("drop", [])}
                for source, out, root, part in jobs]
        (partial / "jobs.json").write_text(json.dumps(spec))
        proc = subprocess.run(["node", str(BYTECODE_TOOL), str(PYODIDE_DIR),
                               str(partial / "jobs.json")],
                              capture_output=True, text=True, cwd=ROOT)
        if proc.returncode != 0:
            raise BuildError(
                f"tools/pyc_archive.mjs failed: {(proc.stderr or proc.stdout).strip()[-800:]}")
        os.replace(partial, cached)
    for _, out, _, _ in jobs:
        shutil.copyfile(cached / out.name, out)


def write_interpreter(site: Path, wheel: str) -> None:
    """Name the wheel and its hash in the interpreter wrapper: its snapshots are per wheel."""
    wrapper = site / INTERPRETER[2:]
    text = wrapper.read_text()
    if "__WHEEL__" not in text or "__WHEEL_HASH__" not in text:
        raise BuildError(f"{INTERPRETER} must hold __WHEEL__ and __WHEEL_HASH__")
    digest = hashlib.sha256((site / "wheels" / wheel).read_bytes()).hexdigest()[:16]
    wrapper.write_text(text.replace("__WHEEL_HASH__", digest).replace("__WHEEL__",
                                                                      f"wheels/{wheel}"))


#: Where index.html takes the names of the first visit's pictures (tools/first_paint.py).
PICTURES_MARKER = "/* pictures: written by tools/build_site.py */ []"


def write_picture_names(site: Path, names: list[str]) -> None:
    index = site / "index.html"
    text = index.read_text()
    if text.count(PICTURES_MARKER) != 1:
        raise BuildError(f"index.html must hold {PICTURES_MARKER!r} once")
    index.write_text(text.replace(PICTURES_MARKER, json.dumps(sorted(names))))


def write_preloads(site: Path, wheel: str) -> None:
    index = site / "index.html"
    text = index.read_text()
    if text.count(PRELOAD_MARKER) != 1:
        raise BuildError(f"index.html must hold {PRELOAD_MARKER!r} once")
    index.write_text(text.replace(PRELOAD_MARKER, preload_links(site, wheel)))


def build(out: Path) -> str:
    meta = project_meta()
    wheel = wheel_name(meta)
    for name in ROOT_FILES:
        if not (ROOT / name).is_file():
            raise BuildError(f"{name} missing at the repo root")
    check_pyscript_toml(ROOT / "pyscript.toml", wheel)

    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    for name in ROOT_FILES + [n for n in OPTIONAL_ROOT_FILES if (ROOT / n).is_file()]:
        shutil.copy2(ROOT / name, tmp / name)
    if (ROOT / "web").is_dir():
        shutil.copytree(ROOT / "web", tmp / "web", ignore=IGNORE)
    else:
        warn("web/ not found")
    copy_vendor(tmp)
    built = build_wheel(tmp / "wheels")
    if built.name != wheel:
        raise BuildError(f"built {built.name}, expected {wheel}")
    build_pushweb_zip(tmp)
    bench_site = ROOT / "bench" / "site"
    if bench_site.is_dir():
        shutil.copytree(bench_site, tmp / "bench", ignore=IGNORE)

    # every [files] entry of pyscript.toml must exist in the site
    with open(tmp / "pyscript.toml", "rb") as f:
        for src in tomllib.load(f).get("files", {}):
            if "://" not in src and not (tmp / src).resolve().is_file():
                raise BuildError(f"pyscript.toml [files] entry {src!r} is not in the built site")

    build_bytecode(tmp, wheel)
    write_interpreter(tmp, wheel)
    write_preloads(tmp, wheel)
    # Last before the service worker: the pictures are drawn by the site as built.
    names = first_paint.write_pictures(tmp, first_paint.site_key(tmp, site_files(tmp)))
    write_picture_names(tmp, names)
    digest = write_sw(tmp)
    shutil.rmtree(out, ignore_errors=True)
    os.replace(tmp, out)
    return digest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "_site")
    args = ap.parse_args(argv)
    digest = build(args.out.resolve())
    files = site_files(args.out)
    size = sum((args.out / f).stat().st_size for f in files)
    print(f"build_site: {args.out} ready: {len(files)} files, {size / 1e6:.1f} MB, build hash "
          f"{digest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
