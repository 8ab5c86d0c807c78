// Saves small JSON values in localStorage, falling back to memory when
// storage is blocked or throws (sandboxed or partitioned iframes, private modes).

export function createStorage(prefix = "rummy:") {
  const memory = new Map();
  let local = null;
  try {
    local = window.localStorage;
    // A read, not a write: a full disk still reads (and its writes report
    // their failure), where blocked storage throws at once.
    local.getItem(`${prefix}probe`);
  } catch {
    local = null;
  }

  // `memory` holds a key only while localStorage cannot: without local
  // storage, or after a write to it failed. Otherwise localStorage is read
  // every time, so what another tab wrote is never shadowed by a stale copy.
  function getRaw(key) {
    if (memory.has(key) || !local) return memory.has(key) ? memory.get(key) : null;
    try {
      return local.getItem(prefix + key);
    } catch {
      return null;
    }
  }

  function get(key, fallback = null) {
    const raw = getRaw(key);
    if (raw === null || raw === undefined) return fallback;
    try {
      return JSON.parse(raw);
    } catch {
      return fallback;
    }
  }

  /** Store `raw`; false when a working localStorage refused it (a full disk:
   *  memory keeps it for this visit only, and the caller must say so). */
  function setRaw(key, raw) {
    if (local) {
      try {
        local.setItem(prefix + key, raw);
        memory.delete(key);
        return true;
      } catch {
        // Quota or a newly blocked store: memory keeps it for this visit.
      }
    }
    memory.set(key, raw);
    return !local;   // storage blocked from the start plays in memory by design
  }

  function set(key, value) {
    return setRaw(key, JSON.stringify(value));
  }

  /** The keys (without the prefix) that start with `start`. */
  function keys(start = "") {
    const found = new Set([...memory.keys()].filter((k) => k.startsWith(start)));
    if (local) {
      try {
        for (let i = 0; i < local.length; i += 1) {
          const k = local.key(i);
          if (k && k.startsWith(prefix + start)) found.add(k.slice(prefix.length));
        }
      } catch {
        // ignore
      }
    }
    return [...found].sort();
  }

  function remove(key) {
    memory.delete(key);
    if (local) {
      try {
        local.removeItem(prefix + key);
      } catch {
        // ignore
      }
    }
  }

  return { get, set, remove, getRaw, setRaw, keys, persistent: local !== null };
}
