// PyScript's interpreter (pyscript.toml's `interpreter`): Pyodide's own loadPyodide, started
// from a memory snapshot when this browser has one for this build.
//
// Most of a start is Pyodide starting Python itself (its standard library's imports, faster
// from wheels/python_stdlib.zip, whose startup modules are precompiled), then our engines' imports; a snapshot is the wasm memory once that is done, and restoring it skips
// both. A snapshot is about 30 MB, too large to download: it is made in this browser, by a
// worker of its own, after a first visit is ready (the page never waits for it), and kept in
// Cache Storage under the build's wheel hash (a new build makes a new one). A snapshot that
// does not load (another Pyodide, a damaged entry) is dropped and Python starts as before.
import { loadPyodide as load, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
// Pyodide's standard library with the modules a start imports compiled (tools/pyc_archive.mjs).
const STDLIB_URL = new URL("../wheels/python_stdlib.zip", import.meta.url).href;
const SITE = new URL("../", import.meta.url).href;
// Written by tools/build_site.py: the wheel's path and the first 16 hex digits of its sha256.
const WHEEL = "__WHEEL__";
const WHEEL_HASH = "__WHEEL_HASH__";
const CACHE = "pushgames-snapshot:" + SITE;
const KEY = new URL(`__pushgames_snapshot__/${version}-${WHEEL_HASH}.bin`, SITE).href;
const WORKER_NAME = "pushgames-snapshot";
// What the snapshot has imported: the engine contract, the registry and every listed game's
// engine (pure Python: a snapshot may hold no reference to a JavaScript object).
const IMPORTS = `
import importlib, os, zipfile
with zipfile.ZipFile("/snapshot-wheel/pushgames.whl") as wheel:
    wheel.extractall(os.getcwd())
os.remove("/snapshot-wheel/pushgames.whl")
import pushgames.registry as _registry
for _entry in _registry.ENTRIES:
    if _entry.listed:
        importlib.import_module(_entry.engine)
del _registry, _entry, importlib, os, zipfile, wheel
`;

async function storedSnapshot() {
  try {
    const hit = await (await caches.open(CACHE)).match(KEY);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
  } catch (error) {
    return null;  // no Cache Storage (an insecure origin, a private mode): start as before
  }
}

export async function loadPyodide(options = {}) {
  // PyScript passes the folder of this module as indexURL; the runtime's files are elsewhere.
  const settings = { ...options, indexURL: INDEX_URL, stdLibURL: STDLIB_URL };
  const snapshot = await storedSnapshot();
  if (snapshot) {
    try {
      const pyodide = await load({ ...settings, _loadSnapshot: snapshot });
      if (globalThis.document) document.documentElement.dataset.pythonStart = "snapshot";
      return pyodide;
    } catch (error) {
      console.warn("pushgames: the kept Python snapshot did not load; starting without it:", String(error));
      await caches.delete(CACHE).catch(() => {});
    }
  }
  const pyodide = await load(settings);
  if (globalThis.document) {
    document.documentElement.dataset.pythonStart = "plain";
    whenReady(makeSnapshot);
  }
  return pyodide;
}

function whenReady(callback) {
  const ready = () => document.body && document.body.dataset.ready === "true";
  if (ready()) return callback();
  new MutationObserver((changes, observer) => {
    if (ready()) { observer.disconnect(); callback(); }
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
}

// In the page, once it is ready: a worker makes the snapshot; html[data-snapshot] says how it went.
// Only on a page the service worker controls: the snapshot belongs with the offline copy of the
// site, and a page served without one (an insecure host, a browser that blocks service workers)
// would start a second Python at every visit for a snapshot it may never keep.
function makeSnapshot() {
  const root = document.documentElement;
  if (typeof Worker === "undefined" || !globalThis.caches) return;
  const sw = navigator.serviceWorker;
  if (!sw) return;
  if (!sw.controller) {  // a first visit: the worker takes control once it has installed
    sw.addEventListener("controllerchange", makeSnapshot, { once: true });
    return;
  }
  root.dataset.snapshot = "making";
  const worker = new Worker(import.meta.url, { type: "module", name: WORKER_NAME });
  worker.onmessage = (event) => {
    root.dataset.snapshot = event.data === "stored" ? "stored" : "failed";
    if (event.data !== "stored") console.warn("pushgames: no Python snapshot:", String(event.data));
    worker.terminate();
  };
  worker.onerror = (event) => {
    root.dataset.snapshot = "failed";
    console.warn("pushgames: no Python snapshot:", String(event.message));
    worker.terminate();
  };
}

async function snapshotWorker() {
  try {
    const wheel = await fetch(new URL(WHEEL, SITE));
    if (!wheel.ok) throw new Error(`${WHEEL}: HTTP ${wheel.status}`);
    const bytes = new Uint8Array(await wheel.arrayBuffer());
    const pyodide = await load({ indexURL: INDEX_URL, stdLibURL: STDLIB_URL, _makeSnapshot: true });
    // A folder of Pyodide's own in-memory file system, for the wheel while it is unpacked.
    pyodide.FS.mkdirTree("/snapshot-wheel");
    pyodide.FS.writeFile("/snapshot-wheel/pushgames.whl", bytes);
    pyodide.runPython(IMPORTS);
    const snapshot = pyodide.makeMemorySnapshot();
    const cache = await caches.open(CACHE);
    for (const request of await cache.keys()) {
      if (request.url !== KEY) await cache.delete(request);
    }
    await cache.put(KEY, new Response(snapshot, { headers: { "Content-Type": "application/octet-stream" } }));
    postMessage("stored");
  } catch (error) {
    postMessage(String(error && error.message || error));
  }
}

if (!globalThis.document && globalThis.name === WORKER_NAME) snapshotWorker();
