// Computer-player search speed inside Pyodide under Node: loads the vendored npm
// `pyodide`, unpacks our built wheel and runs bench/ai_bench.py.
// Usage: node bench/ai_pyodide_bench.mjs WHEEL [SECONDS_PER_GAME]
// Prints one line `BENCH_JSON <json>` (rows as in ai_bench.run_ai_bench).
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = new URL("../", import.meta.url);
const [wheel, seconds = "3"] = process.argv.slice(2);

try {
  if (!wheel) throw new Error("usage: node bench/ai_pyodide_bench.mjs WHEEL [SECONDS]");
  const py = await loadPyodide({
    indexURL: fileURLToPath(new URL("node_modules/pyodide/", root)),
    stdout: () => {}, stderr: () => {},
  });
  py.unpackArchive(new Uint8Array(await readFile(wheel)), "wheel");
  py.runPython("__PYODIDE__ = True");
  py.runPython(await readFile(new URL("bench/ai_bench.py", root), "utf8"));
  const version = py.runPython("import sys; sys.version.split()[0]");
  const rows = py.runPython(`run_ai_bench_json(${Number(seconds)})`);
  console.log("BENCH_JSON " + JSON.stringify({ python: version, rows: JSON.parse(rows) }));
} catch (e) {
  const lines = String((e && e.message) || e).trim().split("\n");
  console.error("pyodide ai bench failed: " + lines.slice(-4).join("\n  "));
  process.exit(1);
}
