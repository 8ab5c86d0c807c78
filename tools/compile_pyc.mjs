// Compile the .py entries of a zip to .pyc with Pyodide's own CPython.
//
//   node tools/compile_pyc.mjs <pyodide dir> <in.zip> <out.zip> <filename prefix> <optimize>
//
// Pyodide ships no bytecode, so the browser compiles ~200 stdlib modules
// from source at every start; precompiled bytecode skips that. Only
// Pyodide's own interpreter makes bytecode its import system accepts (same
// magic number), hence Node.js. Each .pyc is an unchecked-hash pyc (no
// timestamp, so builds are reproducible); its code objects are named
// <prefix><entry name>, the path the module has at run time. Entries that
// do not compile stay as source (listed on stderr); other entries pass through.

import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, inZip, outZip, prefix, optimize] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, stdout: () => {}, stderr: (s) => console.error(s) });

pyodide.FS.writeFile("/tmp/in.zip", readFileSync(inZip));
pyodide.globals.set("PREFIX", prefix);
pyodide.globals.set("OPTIMIZE", Number(optimize));
const failed = pyodide.runPython(`
import importlib.util
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

failed = []
with zipfile.ZipFile("/tmp/in.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w") as out:
    for name in src.namelist():
        data = src.read(name)
        if name.endswith(".py"):
            try:
                code = compile(data, PREFIX + name, "exec", dont_inherit=True, optimize=OPTIMIZE)
            except SyntaxError as exc:
                failed.append(f"{name}: {exc}")
            else:
                data = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
                name = name[:-3] + ".pyc"
        out.writestr(name, data)
"\\n".join(failed)
`);
if (failed) console.error("left as source:\n" + failed);
writeFileSync(outZip, pyodide.FS.readFile("/tmp/out.zip"));
