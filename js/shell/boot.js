// Starts the engine worker as early as the page can: index.html loads this
// small module `async`, so Pyodide begins downloading and compiling while the
// rest of the UI's modules (js/main.js and its graph) still load. main.js
// takes the running engine with takeEngine() and connects its own callbacks;
// progress that arrived before that is replayed to them in order.

import { createEngine } from "./engine_client.js";

let handlers = null;        // main.js's { onProgress, onLost } once attached
const early = [];           // progress heard before main.js attached
let lostEarly = null;

// restart() passes these same options on, so a retried engine reports to
// main.js's callbacks too.
let first = createEngine({
  onProgress: (step, fraction) => (handlers ? handlers.onProgress(step, fraction) : early.push([step, fraction])),
  onLost: (err) => (handlers ? handlers.onLost(err) : (lostEarly = err)),
});

/** The engine started by this module (the first call), else a new one. */
export function takeEngine({ onProgress = () => {}, onLost = () => {} } = {}) {
  if (!first) return createEngine({ onProgress, onLost });
  const engine = first;
  first = null;
  handlers = { onProgress, onLost };
  for (const [step, fraction] of early.splice(0)) onProgress(step, fraction);
  if (lostEarly) onLost(lostEarly);
  return engine;
}
