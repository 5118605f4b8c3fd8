// Precompile the modules a page start imports, in the zip archives the page loads
// (tools/build_site.py runs this).
//
// Python compiles every module it imports from source, at every start: Pyodide's
// python_stdlib.zip holds sources only, and PyScript unpacks our wheel and pushweb.zip as
// sources. Compiling is most of the time Python takes to start. This rewrites an archive so
// that the modules a start imports are bytecode compiled by this very Pyodide (its Python's
// bytecode), as sourceless .pyc files in place of their sources (a first visit must not
// download both), without docstrings (none of the page's code reads them; Pyodide's own
// modules, which do, keep theirs). Packages named under "drop" are left out.
//
// Usage: node tools/pyc_archive.mjs PYODIDE_DIR JOBS.json
// JOBS.json: [{"input", "output", "root" (where the page's Python finds the archive's files),
//              "compile": [module names], "drop": [top-level names]}]
import fs from "node:fs";
import path from "node:path";

const [pyodideDir, jobsFile] = process.argv.slice(2);
try {
  const jobs = JSON.parse(fs.readFileSync(jobsFile, "utf8"));
  const { loadPyodide } = await import(path.resolve(pyodideDir, "pyodide.mjs"));
  const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
  pyodide.runPython(`
import importlib.util, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def rewrite(src_path, out_path, root, modules, drop):
    compiled = 0
    with zipfile.ZipFile(src_path) as src, zipfile.ZipFile(out_path, "w") as out:
        for info in src.infolist():
            data = src.read(info.filename)
            name = info.filename
            if name.split("/")[0].removesuffix(".py") in drop:
                continue
            module = name[:-3].removesuffix("/__init__").replace("/", ".")
            if not name.endswith(".py") or module not in modules:
                out.writestr(info, data)
                continue
            keep_docs = module.split(".")[0] in ("pyodide", "_pyodide")
            # The file name Python would give the module it compiled itself, so tracebacks
            # name the same file.
            code = compile(data, root + name, "exec", dont_inherit=True, optimize=0 if keep_docs else 2)
            pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
            entry = zipfile.ZipInfo(name + "c", date_time=info.date_time)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = info.external_attr
            out.writestr(entry, pyc)
            compiled += 1
    return compiled
`);
  const rewrite = pyodide.globals.get("rewrite");
  // A folder of Pyodide's own in-memory file system, not of this machine.
  const scratch = "/pyc-archive";
  pyodide.FS.mkdirTree(scratch);
  for (const [i, job] of jobs.entries()) {
    pyodide.FS.writeFile(`${scratch}/in${i}.zip`, fs.readFileSync(job.input));
    const count = rewrite(`${scratch}/in${i}.zip`, `${scratch}/out${i}.zip`, job.root,
                          pyodide.toPy(new Set(job.compile)), pyodide.toPy(new Set(job.drop || [])));
    fs.writeFileSync(job.output, pyodide.FS.readFile(`${scratch}/out${i}.zip`));
    console.log(`pyc_archive: ${path.basename(job.input)}: ${count} modules compiled`);
  }
  rewrite.destroy();
} catch (error) {
  console.error("pyc_archive: " + String(error).slice(-2000));
  process.exit(1);
}
