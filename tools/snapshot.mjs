// Boot Pyodide once and write its memory snapshot (the wasm heap after start-up).
//
//   node tools/snapshot.mjs <pyodide dir> <stdlib zip> <out file>
//
// The browser then restores this heap instead of starting CPython and
// importing Pyodide's own modules (loadPyodide's `_loadSnapshot`), which is
// most of a cold start. The heap must be the same for the same inputs (the
// site's bytes are versioned by content), so everything that could differ
// between two runs is fixed while it boots: the entropy (the hash secret,
// mimalloc's keys, `random`'s first seed: the same for every player; the
// worker reseeds `random`), the clocks (file times), the executable's path.
// Pyodide refuses a snapshot once JavaScript objects are held from Python, so
// only the standard boot (and the stdlib's own `_startup_regexes`) is in it:
// micropip and the game are still loaded and installed at every start.

import nodeCrypto from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [pyodideDir, stdlibZip, outFile] = process.argv.slice(2);

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
const pyodide = await loadPyodide({
  indexURL: pyodideDir + path.sep,
  stdLibURL: stdlibZip,
  lockFileContents: JSON.stringify({ info: lock.info, packages: {} }),
  packages: [],
  _makeSnapshot: true,
  _sysExecutable: "./this.program",   // what a browser has
  stdout: () => {},
  stderr: (line) => console.error(line),
});
pyodide.runPython(`
import sys
try:
    import _startup_regexes
except ImportError:
    pass
# loadPyodide puts "" first on sys.path; it does so again after a restore.
sys.path.remove("")
`);
writeFileSync(outFile, pyodide.makeMemorySnapshot());
