// Boot Pyodide once, with the game installed and imported, and write its
// memory snapshot (the wasm heap after start-up).
//
//   node tools/snapshot.mjs <pyodide dir> <stdlib zip> <micropip wheel> <game wheel>
//                           <engine id> <out memory file> <out loaded-files json>
//
// The browser then restores this heap instead of starting CPython, importing
// Pyodide's modules and installing the game (loadPyodide's `_loadSnapshot`).
//
// micropip installs the game's wheel here, at build time, in a first Pyodide
// that is thrown away: Pyodide refuses a snapshot once JavaScript objects are
// held from Python, and micropip's modules hold some (fetch, pyodide_js).
// Its files (site-packages/rummy/, the .dist-info) are copied into the second
// Pyodide, which imports every module of the game, warms every game up
// (rummy.web.warm_up) and is snapshotted. A snapshot holds the heap only, not
// the files: the restored page has every module of the game already in
// sys.modules and none of its files (tools/snapshot_check.mjs proves that
// a whole session needs none). The build's engine id is set on the package
// (rummy.__engine_id__), for the worker to check against its own release.
//
// The heap must be the same for the same inputs (the site's bytes are
// versioned by content), so everything that could differ between two runs is
// fixed while it boots: the entropy (the hash secret, mimalloc's keys,
// `random`'s first seed: the same for every player; the worker reseeds
// `random`), the clocks (file times), the executable's path.
//
// Written out too: the stdlib zip's entries whose modules are in the heap
// (tools/snapshot.py leaves them out of the zip the page loads). The zip's
// directory, read while booting, is forgotten before the snapshot, so the
// restored heap reads the smaller zip's own.

import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, stdlibZip, micropipWheel, gameWheel, engineId, outFile, loadedFile] =
  process.argv.slice(2);

let state = 0x2545f491;   // xorshift32: fixed "entropy"
nodeCrypto.randomFillSync = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    state ^= state << 13; state ^= state >>> 17; state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return view;
};
let tick = 0;             // clocks that advance one millisecond per reading
Date.now = () => Date.UTC(2026, 0, 1) + tick++;
performance.now = () => tick++;

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const lock = JSON.parse(readFileSync(path.join(pyodideDir, "pyodide-lock.json"), "utf8"));
const options = {
  indexURL: pyodideDir + path.sep,
  stdLibURL: stdlibZip,
  lockFileContents: JSON.stringify({ info: lock.info, packages: {} }),
  packages: [],
  _sysExecutable: "./this.program",   // what a browser has
  stdout: () => {},
  stderr: (line) => console.error(line),
};

/** {path: bytes} of what micropip installs from the game's wheel. */
async function installedByMicropip() {
  const pyodide = await loadPyodide(options);
  await pyodide.loadPackage(micropipWheel, { messageCallback: () => {} });
  const site = pyodide.runPython("import pyodide._package_loader as p; str(p.SITE_PACKAGES)");
  const before = new Set(pyodide.FS.readdir(site));
  const name = path.basename(gameWheel);
  pyodide.FS.writeFile(`/tmp/${name}`, readFileSync(gameWheel));
  await pyodide.runPythonAsync(`import micropip\nawait micropip.install("emfs:/tmp/${name}")`);
  const files = new Map();
  const walk = (dir) => {
    for (const entry of pyodide.FS.readdir(dir)) {
      if (entry === "." || entry === "..") continue;
      const full = `${dir}/${entry}`;
      if (pyodide.FS.isDir(pyodide.FS.stat(full).mode)) walk(full);
      else files.set(full, pyodide.FS.readFile(full));
    }
  };
  for (const entry of pyodide.FS.readdir(site)) if (!before.has(entry)) walk(`${site}/${entry}`);
  return files;
}

const installed = await installedByMicropip();
const pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
for (const [file, data] of installed) {
  pyodide.FS.mkdirTree(path.posix.dirname(file));
  pyodide.FS.writeFile(file, data);
}
const loaded = pyodide.runPython(`
import importlib, json, pkgutil, sys, zipimport
try:
    import _startup_regexes
except ImportError:
    pass
# loadPyodide puts "" first on sys.path; it does so again after a restore.
sys.path.remove("")
importlib.invalidate_caches()
import rummy
# Every module of the game, but its command lines (they need the stdlib's
# argparse, which the trimmed stdlib drops: the browser never runs them).
for _info in pkgutil.walk_packages(rummy.__path__, "rummy."):
    try:
        importlib.import_module(_info.name)
    except ModuleNotFoundError as exc:
        if not _info.name.endswith(".selfplay"):
            raise
from rummy.web import warm_up
warm_up()
rummy.__engine_id__ = ${JSON.stringify(engineId)}
_prefix = "${"/lib/python314.zip/"}"
_loaded = json.dumps(sorted({m.__file__[len(_prefix):] for m in list(sys.modules.values())
                             if (getattr(m, "__file__", None) or "").startswith(_prefix)}))
zipimport._zip_directory_cache.clear()
del _info, _prefix, warm_up, importlib, json, pkgutil, rummy, zipimport
_loaded
`);
writeFileSync(loadedFile, loaded);
writeFileSync(outFile, pyodide.makeMemorySnapshot());
