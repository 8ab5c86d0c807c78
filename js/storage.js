// Saves small JSON values in localStorage, falling back to memory when
// storage is blocked or throws (sandboxed or partitioned iframes, private modes).

export function createStorage(prefix = "gin-rummy:") {
  const memory = new Map();
  let local = null;
  try {
    local = window.localStorage;
    const probe = `${prefix}probe`;
    local.setItem(probe, "1");
    local.removeItem(probe);
  } catch {
    local = null;
  }

  function get(key, fallback = null) {
    let raw = memory.has(key) ? memory.get(key) : null;
    if (raw === null && local) {
      try {
        raw = local.getItem(prefix + key);
      } catch {
        raw = null;
      }
    }
    if (raw === null || raw === undefined) return fallback;
    try {
      return JSON.parse(raw);
    } catch {
      return fallback;
    }
  }

  function set(key, value) {
    const raw = JSON.stringify(value);
    memory.set(key, raw);
    if (local) {
      try {
        local.setItem(prefix + key, raw);
      } catch {
        // Quota or a newly blocked store: memory keeps it for this visit.
      }
    }
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

  return { get, set, remove, persistent: local !== null };
}
