// Write a Python module holding the regular expressions micropip's start-up
// compiles, already compiled (build time, Pyodide's own CPython under Node.js).
//
//   node tools/regex_table.mjs <pyodide dir> <stdlib zip> <micropip wheel> <game wheel> <out.py>
//
// Importing micropip compiles ~50 regular expressions (its vendored
// `packaging`), and re's compiler is pure Python: a large share of the
// worker's micropip time. The session the worker runs (load micropip's wheel,
// import micropip, install the game's wheel) runs here on the same stdlib;
// every pattern it adds to re's cache is recorded as the arguments re gives
// `_sre.compile`, and checked to make an equal pattern. The module puts those
// patterns into re's cache, keyed as re.compile looks them up; a pattern it
// lacks is compiled as usual, and a different `_sre` (MAGIC) skips them all.

import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, stdlibZip, micropipWheel, gameWheel, outPy] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: pyodideDir + path.sep, stdLibURL: stdlibZip, stdout: () => {}, stderr: (s) => console.error(s),
});
pyodide.runPython("import re\nbefore = set(re._cache)");
await pyodide.loadPackage(micropipWheel, { messageCallback: () => {} });
const wheelName = path.basename(gameWheel);
pyodide.FS.writeFile(`/tmp/${wheelName}`, readFileSync(gameWheel));
await pyodide.runPythonAsync(`import micropip\nawait micropip.install("emfs:/tmp/${wheelName}")`);
const source = pyodide.runPython(`
import _sre
from re import _compiler, _parser

def sre_arguments(pattern, flags):
    """What re._compiler.compile passes to _sre.compile for this pattern."""
    parsed = _parser.parse(pattern, flags)
    indexgroup = [None] * parsed.state.groups
    for name, index in parsed.state.groupdict.items():
        indexgroup[index] = name
    # int(): the compiler's opcodes are named ints, whose repr is their name.
    return (pattern, int(flags | parsed.state.flags), tuple(map(int, _compiler._code(parsed, flags))),
            parsed.state.groups - 1, dict(parsed.state.groupdict), tuple(indexgroup))

table = []
for kind, pattern, flags in sorted(set(re._cache) - before, key=repr):
    args = sre_arguments(pattern, flags)
    made = _sre.compile(*args[:2], list(args[2]), *args[3:])
    if made != _compiler.compile(pattern, flags):
        raise SystemExit(f"precompiled pattern differs: {pattern!r}")
    table.append((int(flags), args))

f'''"""Regular expressions micropip's start-up compiles, compiled at build time.

Written by tools/regex_table.mjs (see there); imported by the engine worker
before micropip. Each entry: the flags re.compile is called with, then the
arguments re's compiler gives _sre.compile.
"""

import _sre
import re

MAGIC = {_sre.MAGIC}
TABLE = {table!r}

if _sre.MAGIC == MAGIC:
    for key_flags, (pattern, flags, code, groups, groupindex, indexgroup) in TABLE:
        re._cache[type(pattern), pattern, key_flags] = _sre.compile(
            pattern, flags, list(code), groups, groupindex, indexgroup)
del TABLE
'''
`);
writeFileSync(outPy, source);
