// Moves what the single-game release stored under "gin-rummy:" to the
// house's names, once, before anything reads it: the save and the saves set
// aside, the statistics, and the settings (whose target, level and house
// rules become Gin's choices). Idempotent: a key already moved is left
// alone, and two tabs moving at once write the same values. Blocked storage
// (a sandboxed frame) simply has nothing to move.

const LEGACY = "gin-rummy:";
const PREFIX = "rummy:";   // js/shell/storage.js's

/** Gin's choices inside the old settings object, as the new settings keep them. */
export function migrateSettings(old) {
  if (!old || typeof old !== "object" || Array.isArray(old)) return null;
  const { target, level, rules, ...shared } = old;
  const gin = {};
  if (target !== undefined) gin.target = target;
  if (level !== undefined) gin.level = level;
  if (rules !== undefined) gin.rules = rules;
  return { ...shared, choices: { gin } };
}

/** The new key (without the "rummy:" prefix) of a legacy key's rest, or null. */
export function renamed(rest) {
  if (rest === "save" || rest.startsWith("save-aside:") || rest === "stats" || rest === "stats-current") return `gin:${rest}`;
  if (rest === "settings") return "settings";
  return null;
}

export function migrateLegacy(storage) {
  let local;
  try {
    local = window.localStorage;
    if (!local) return 0;
  } catch {
    return 0;
  }
  let moved = 0;
  try {
    const old = [];
    for (let i = 0; i < local.length; i += 1) {
      const key = local.key(i);
      if (key && key.startsWith(LEGACY)) old.push(key);
    }
    for (const key of old.sort()) {
      const target = renamed(key.slice(LEGACY.length));
      const raw = local.getItem(key);
      if (target && raw !== null && storage.getRaw(target) === null) {
        if (target === "settings") {
          let parsed = null;
          try {
            parsed = JSON.parse(raw);
          } catch {
            // unreadable settings: the defaults serve
          }
          const settings = migrateSettings(parsed);
          if (settings) storage.set("settings", settings);
        } else storage.setRaw(target, raw);
      }
      // Removed only once its copy is in localStorage (or one was there already),
      // never when the copy only reached memory (a full disk).
      if (!target || local.getItem(PREFIX + target) !== null) local.removeItem(key);
      moved += 1;
    }
  } catch {
    // A store that fails half-way keeps the old keys: the next visit tries again.
  }
  return moved;
}
