// List the standard-library files a real session imports (build-time check).
//
//   node tools/trace_imports.mjs <pyodide dir> <micropip wheel> <game wheel> <smoke session .py>
//
// Boots the stock Pyodide, loads micropip from its wheel, installs the game's
// wheel with micropip, runs the Python smoke session (tools/smoke_session.py:
// every registered game through rummy.web.Bridge, every CPU level, a save and
// a load) and prints the stdlib entries (paths inside python_stdlib.zip) of
// every imported module as JSON. build.py checks that the trimmed stdlib
// keeps all of them.

import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, micropipWheel, gameWheel, smokeSession] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep, stdout: () => {} });
await pyodide.loadPackage(micropipWheel, { messageCallback: () => {} });
const wheelName = path.basename(gameWheel);
pyodide.FS.writeFile(`/tmp/${wheelName}`, readFileSync(gameWheel));
await pyodide.runPythonAsync(`import micropip\nawait micropip.install("emfs:/tmp/${wheelName}")`);
pyodide.FS.writeFile("/tmp/smoke_session.py", readFileSync(smokeSession));
console.log(pyodide.runPython(`
import json, sys
sys.path.insert(0, "/tmp")
import smoke_session
smoke_session.session()
json.dumps(smoke_session.stdlib_imported())
`));
