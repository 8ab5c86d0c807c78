// Restore a memory snapshot as the page does and play a whole session on it
// (build-time check; tools/snapshot.py runs it on every new snapshot).
//
//   node tools/snapshot_check.mjs <pyodide dir> <stdlib zip> <memory file>
//                                 <smoke session .py> <engine id>
//
// The restored Pyodide has none of the game's files (a snapshot holds the
// heap, not the file system) and the stdlib zip the page loads (without the
// modules already in the heap). The smoke session (tools/smoke_session.py:
// every registered game, every CPU level, a save and a load) then proves
// that no module the game imports lazily is missing. Prints "ok".

import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, stdlibZip, memoryFile, smokeSession, engineId] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const lock = JSON.parse(readFileSync(path.join(pyodideDir, "pyodide-lock.json"), "utf8"));
const pyodide = await loadPyodide({
  indexURL: pyodideDir + path.sep,
  stdLibURL: stdlibZip,
  lockFileContents: JSON.stringify({ info: lock.info, packages: {} }),
  packages: [],
  _loadSnapshot: readFileSync(memoryFile),
  stdout: () => {},
  stderr: (line) => console.error(line),
});
pyodide.FS.mkdirTree("/check");
pyodide.FS.writeFile("/check/smoke_session.py", readFileSync(smokeSession));
console.log(pyodide.runPython(`
import os, sys
import rummy
assert rummy.__engine_id__ == ${JSON.stringify(engineId)}, rummy.__engine_id__
assert not os.path.exists(rummy.__path__[0]), "the game's files are there"
sys.path.insert(0, "/check")
import smoke_session
sys.path.remove("/check")
smoke_session.session()
"ok"
`));
