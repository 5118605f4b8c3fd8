// Engine bench inside Pyodide under Node: loads the vendored npm `pyodide`,
// unpacks our built wheel and runs bench/engine_bench.py.
// Usage: node bench/pyodide_bench.mjs WHEEL [SECONDS_PER_GAME]
// Prints one line `BENCH_JSON <json>` (rows as in engine_bench.run_engine_bench).
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = new URL("../", import.meta.url);
const [wheel, seconds = "3"] = process.argv.slice(2);

try {
  if (!wheel) throw new Error("usage: node bench/pyodide_bench.mjs WHEEL [SECONDS]");
  const t0 = performance.now();
  const py = await loadPyodide({
    indexURL: fileURLToPath(new URL("node_modules/pyodide/", root)),
    stdout: () => {}, stderr: () => {},
  });
  const loadMs = performance.now() - t0;
  py.unpackArchive(new Uint8Array(await readFile(wheel)), "wheel");
  py.runPython(await readFile(new URL("bench/engine_bench.py", root), "utf8"));
  const version = py.runPython("import sys; sys.version.split()[0]");
  const rows = py.runPython(`run_engine_bench_json(${Number(seconds)})`);
  console.log("BENCH_JSON " + JSON.stringify({ python: version, load_ms: loadMs, rows: JSON.parse(rows) }));
} catch (e) {
  // An uncaught Pyodide error prints the whole minified runtime: keep it short.
  const lines = String((e && e.message) || e).trim().split("\n");
  console.error("pyodide bench failed: " + lines.slice(-4).join("\n  "));
  process.exit(1);
}
