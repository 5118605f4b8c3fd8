// A bench inside Pyodide under Node: loads the vendored npm `pyodide`, unpacks our
// built wheel, runs a self-contained bench script and evaluates one expression
// that returns JSON text.
// Usage: node bench/pyodide_bench.mjs WHEEL SCRIPT EXPRESSION [DATA]
//   DATA (optional): a host file copied to /bench_data.json inside Pyodide.
//   e.g. node bench/pyodide_bench.mjs _site/wheels/x.whl bench/engine_bench.py "run_engine_bench_json(3)"
// Prints one line `BENCH_JSON <json>`: {python, load_ms, cpu_ms, result}.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const root = new URL("../", import.meta.url);
const [wheel, script, expression, data] = process.argv.slice(2);

try {
  if (!wheel || !script || !expression) throw new Error("usage: node bench/pyodide_bench.mjs WHEEL SCRIPT EXPRESSION");
  const t0 = performance.now();
  const py = await loadPyodide({
    indexURL: fileURLToPath(new URL("node_modules/pyodide/", root)),
    stdout: () => {}, stderr: () => {},
  });
  const loadMs = performance.now() - t0;
  py.unpackArchive(new Uint8Array(await readFile(wheel)), "wheel");
  if (data) py.FS.writeFile("/bench_data.json", await readFile(data));
  py.runPython(await readFile(script, "utf8"));
  const version = py.runPython("import sys; sys.version.split()[0]");
  const cpu0 = process.cpuUsage();
  const result = py.runPython(expression);
  // CPU time of the expression (user + system, ms): on a loaded machine the wall clock
  // that Pyodide's time.process_time() reads is not a fair comparison with CPython.
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log("BENCH_JSON " + JSON.stringify({ python: version, load_ms: loadMs, cpu_ms: cpuMs,
                                                result: JSON.parse(result) }));
} catch (e) {
  // An uncaught Pyodide error prints the whole minified runtime: keep it short.
  const lines = String((e && e.message) || e).trim().split("\n");
  console.error("pyodide bench failed: " + lines.slice(-4).join("\n  "));
  process.exit(1);
}
