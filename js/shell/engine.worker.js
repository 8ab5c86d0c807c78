// The engine's module worker: restores Pyodide's memory snapshot, in which
// build.py installed the game (a --source build: loads Pyodide, micropip and
// the game's wheel), then relays JSON text to rummy.web.Bridge.handle and
// posts the reply back.
// It knows no game: every game is served by the same bridge. Only JSON
// crosses this boundary (see docs/protocol.md); no PyProxy leaves.
//
// Worker -> page messages:
//   {type: "progress", step: "pyodide"|"micropip"|"wheel"|"engine", fraction, ms}
//                                             (with a snapshot: "pyodide", "engine")
//   {type: "ready", ms}                       the engine produced its first view
//   {type: "load_error", code, message}       loading failed; the page offers a retry
//   {type: "reply", text}                     one JSON reply per request
//   {type: "fatal", message}                  Python can no longer run (the page offers a reload)
// Page -> worker messages: the JSON text of one request.
//
// File names come from engine_config.js, written by build.py (never from a
// query string: a cached worker URL loses its query).

import { loadPyodide } from "../../pyodide/pyodide.mjs";
import config from "./engine_config.js";
import { isSealed, seal, sealingKey, unseal } from "./seal.js";
import { inflated, snapshotMemory } from "./unpack.js";

const here = (path) => new URL(path, import.meta.url).href;
const since = () => Math.round(performance.now());

function progress(step, fraction) {
  postMessage({ type: "progress", step, fraction, ms: since() });
}

async function initialize() {
  progress("pyodide", 0);
  // Pyodide's memory right after its boot (tools/snapshot.py), when the
  // build made one: restoring it skips booting CPython.
  const snapshot = config.snapshot && fetch(here(config.snapshot)).then((r) => snapshotMemory(r.body));
  snapshot?.catch(() => {});   // loadPyodide awaits it later and reports a failure
  const pyodide = await loadPyodide({
    _loadSnapshot: snapshot || undefined,
    indexURL: here(config.indexURL),
    stdLibURL: here(config.stdLibURL),
    lockFileContents: config.lockFileContents,
    packages: [],
    stdout: () => {},
    stderr: (line) => console.warn(line),
  });
  // The regular expressions micropip compiles, compiled by build.py
  // (tools/regex_table.mjs); a --source build lacks them: re compiles them.
  // (A restored snapshot has them already, and `random` seeded the same for
  // every player: it is seeded afresh.)
  pyodide.runPython(`
import sys
try:
    import _startup_regexes
except ImportError:
    pass
if "random" in sys.modules:
    sys.modules["random"].seed()
`);
  if (config.engine) {
    checkEngine(pyodide);
  } else {
    progress("micropip", 0.6);
    await pyodide.loadPackage(here(config.micropipWheel), { messageCallback: () => {} });
    progress("wheel", 0.75);
    const micropip = pyodide.pyimport("micropip");
    await micropip.install(here(config.gameWheel));
    micropip.destroy();
  }
  progress("engine", 0.9);
  // A throwaway match of the default game first, so the engine's modules are
  // imported: then the engine is ready. Every registered game is then warmed
  // up to its first CPU move (rummy.web.warm_up); requests wait for that,
  // since they are answered only once initialize() returns. A snapshot was
  // taken after the build's own warm-up (tools/snapshot.mjs): nothing to do.
  const handle = pyodide.runPython(`
from rummy.web import Bridge
Bridge().handle('{"op": "new_match", "seed": "WARMUP"}')
Bridge().handle
`);
  postMessage({ type: "ready", ms: since() });
  if (!config.engine) pyodide.runPython("from rummy.web import warm_up\nwarm_up()");
  return handle;
}

// The snapshot's heap holds the game that build.py installed in it, and the
// id of that build (tools/snapshot.py): a snapshot of another release (a
// stale file) would pair this worker and its files with another engine.
function checkEngine(pyodide) {
  const id = pyodide.runPython(`import sys\ngetattr(sys.modules.get("rummy"), "__engine_id__", None)`);
  if (id !== config.engine) {
    throw new Error(`engine_mismatch: the memory snapshot holds engine ${id}, this release's is ${config.engine}`);
  }
}

// A file that fails to arrive (an error status, a refused connection) ends the
// load at once: loadPyodide itself may wait forever for a wasm that never comes.
let failLoad;
const fetchFailed = new Promise((_, reject) => { failLoad = reject; });
const nativeFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const packed = config.wasm && String(input) === here(`${config.indexURL}pyodide.asm.wasm`);
  let response;
  try {
    response = await nativeFetch(packed ? here(config.wasm) : input, init);
  } catch (err) {
    failLoad(new Error(`cannot fetch ${input}: ${err}`));
    throw err;
  }
  if (!response.ok) failLoad(new Error(`cannot fetch ${response.url}: HTTP ${response.status}`));
  // The wasm ships gzipped (tools/snapshot.py): inflated as it streams into
  // the compiler (bytes a host decoded already pass as they are, js/unpack.js).
  // A damaged stream ends the load (Pyodide would wait forever).
  if (!packed || !response.ok) return response;
  const body = inflated(response.body, (err) => failLoad(new Error(`cannot inflate ${response.url}: ${err}`)));
  return new Response(body, { headers: { "Content-Type": "application/wasm" } });
};

const engine = Promise.race([initialize(), fetchFailed]);
engine.finally(() => { self.fetch = nativeFetch; }).catch(() => {});
engine.catch((err) => {
  postMessage({ type: "load_error", code: "load_failed", message: String(err && err.message || err) });
});

// Requests are answered one at a time, in order: sealing and opening a save
// are asynchronous, and a later request must not overtake them.
let queue = Promise.resolve();
self.onmessage = (event) => {
  queue = queue.then(() => answer(event.data));
};

async function answer(text) {
  let handle;
  try {
    handle = await engine;
  } catch {
    return;   // the page heard load_error: its requests are refused there
  }
  let reply;
  try {
    reply = await sealedSaves(handle, text);
  } catch (err) {
    // The bridge answers every Python exception itself: a throw here means
    // Pyodide is broken (a fatal error). The page treats the worker as lost,
    // which refuses this request and every later one.
    postMessage({ type: "fatal", message: String(err && err.message || err) });
    return;
  }
  postMessage({ type: "reply", text: reply });
}

// The save holds the seed, so it leaves the worker only sealed (js/shell/seal.js):
// every reply that carries one (each change of the match, and `save`) has it
// sealed here, and a sealed save sent back with `load` is opened here before
// Python sees it. A plain save (stored before saves were sealed) is passed on
// as it is. Without Web Crypto (a page served over plain http from another
// machine is not a secure context) nothing is saved: the reply keeps its
// news, with `save: null` and `save_error` {code: "cannot_seal"}.
let sealKey = null;
async function sealedSaves(handle, text) {
  const request = parseRequest(text);
  if (request?.op === "load" && isSealed(request.save)) {
    try {
      sealKey ??= await sealingKey();
      request.save = await unseal(sealKey, request.save);
    } catch (err) {
      request.save = { unopened: String(err.message || err) };   // the bridge answers bad_save
    }
    text = JSON.stringify(request);
  }
  const reply = handle(text);
  const answer = JSON.parse(reply);
  if (!answer.save) return reply;
  try {
    sealKey ??= await sealingKey();
    answer.save = await seal(sealKey, answer.save);
  } catch (err) {
    answer.save = null;
    answer.save_error = { code: "cannot_seal", message: `the save cannot be sealed, so it was not made: ${err.message}` };
  }
  return JSON.stringify(answer);
}

function parseRequest(text) {
  try {
    const request = JSON.parse(text);
    return request !== null && typeof request === "object" ? request : null;
  } catch {
    return null;
  }
}
