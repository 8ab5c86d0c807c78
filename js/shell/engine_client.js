// The page's handle on the engine worker: requests become promises.
//
// Use:
//   import { createEngine } from "./engine_client.js";
//   let engine = createEngine({ onProgress: (step, fraction) => showProgress(step, fraction) });
//   await engine.ready;                        // rejects with err.code "load_failed" | "timeout"
//   let reply = await engine.request("new_match", { target: 100, level: "normal" });
//   if (reply.ok) render(reply.view, reply.state); else show(reply.error.code);
//   reply = await engine.request("act", { action: {type: "draw", from: "stock"}, state: reply.state });
//   reply = await engine.request("cpu", { state: reply.state });   // one CPU step; reply.cpu_action
//   engine = engine.restart();                 // Retry button: a fresh worker, same options
//                                              // (restart(overrides) changes some)
// Options: workerUrl, onProgress(step, fraction), stallMs (load watchdog, 30 s),
// onLost(err): the worker died or stopped answering after it was ready
// (err.code "worker_error" | "timeout"); not called for terminate()/restart().
// Every request gets exactly one reply {id, ok, view, state, error, cpu_action}
// (ok: false carries error.code, see docs/protocol.md); the promise rejects
// only when the worker itself is lost (err.code "load_failed" | "timeout" |
// "worker_error").

// No load progress for this long: give up (a retry is offered). The longest
// step (Pyodide itself) takes a few seconds; a busy old phone may take far more.
const LOAD_STALL_MS = 30000;
const REPLY_TIMEOUT_MS = 30000;
// A file that fails to arrive ends the load at once (the worker watches its
// fetches); the stall watchdog catches a load that hangs for any other reason.

let markLoaded;
// Resolves when the first engine of this page is ready (sw_register.js waits
// for it, so the precache never races the engine's own downloads).
export const engineLoaded = new Promise((resolve) => { markLoaded = resolve; });

function engineError(code, message) {
  const err = new Error(message);
  err.code = code;
  return err;
}

export function createEngine(options = {}) {
  const {
    workerUrl = new URL("./engine.worker.js", import.meta.url),
    onProgress = (step, fraction) => {},
    stallMs = LOAD_STALL_MS,
    onLost = (err) => {},
  } = options;
  let loaded = false;
  const pending = new Map();
  let nextId = 1;
  let lost = null;   // the Error once the worker is unusable
  let settleReady;
  const ready = new Promise((resolve, reject) => { settleReady = { resolve, reject }; });
  ready.catch(() => {});   // callers see the rejection through `ready` or `request`

  const worker = new Worker(workerUrl, { type: "module" });
  let watchdog = setTimeout(() => fail("timeout", "the engine did not start loading"), stallMs);

  function fail(code, message) {
    if (lost) return;
    lost = engineError(code, message);
    clearTimeout(watchdog);
    settleReady.reject(lost);
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(lost);
    }
    pending.clear();
    worker.terminate();
    if (loaded && code !== "terminated") onLost(lost);
  }

  worker.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === "progress") {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => fail("timeout", `loading stalled at ${msg.step}`), stallMs);
      onProgress(msg.step, msg.fraction);
    } else if (msg.type === "ready") {
      clearTimeout(watchdog);
      loaded = true;
      onProgress("ready", 1);
      settleReady.resolve();
      markLoaded();
    } else if (msg.type === "fatal") {
      fail("worker_error", msg.message);
    } else if (msg.type === "load_error") {
      fail(msg.code || "load_failed", msg.message);
    } else if (msg.type === "reply") {
      const reply = JSON.parse(msg.text);
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      clearTimeout(waiter.timer);
      waiter.resolve(reply);
    }
  };
  // A worker script that fails to load or parse (e.g. wrong MIME type) ends here.
  worker.onerror = (event) => {
    event.preventDefault();
    fail(loaded ? "worker_error" : "load_failed", event.message || "the engine worker could not start");
  };

  async function request(op, payload = {}) {
    await ready;
    if (lost) throw lost;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      // A worker that stops answering is lost: every waiter hears it, and onLost.
      const timer = setTimeout(() => fail("timeout", `no reply to ${op}`), REPLY_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer });
      worker.postMessage(JSON.stringify({ ...payload, id, op }));
    });
  }

  function terminate() {
    fail("terminated", "the engine was terminated");
  }

  function restart(overrides = {}) {
    terminate();
    return createEngine({ ...options, ...overrides });
  }

  return { ready, request, restart, terminate };
}
