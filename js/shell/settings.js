// The player's settings: defaults, load/save through storage, and how they
// show on the page (attributes on the root element that CSS reads). Shared by
// every game, plus each game's remembered start-screen choices
// (choices[game]: its target, level, house rules...).

export const SPEEDS = ["fast", "normal", "off"];
export const THEMES = ["system", "light", "dark"];

// The pause before each CPU step (docs/rules-*.md) is binding at every speed: the
// speed setting changes how cards move, never how long the CPU's moves stay visible.
const PAUSE_MS = { fast: 450, normal: 450, off: 450 };
const MOVE_MS = { fast: 160, normal: 320, off: 0 };

export function isFramed() {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

function prefersReducedMotion() {
  return Boolean(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
}

export function createSettings(storage) {
  const defaults = {
    lang: null,
    fourColour: false,
    speed: "normal",
    sound: !isFramed(),
    theme: "system",
    game: null,
    choices: {},
  };
  const saved = storage.get("settings", {}) || {};
  const values = { ...defaults, ...saved };
  if (!values.choices || typeof values.choices !== "object" || Array.isArray(values.choices)) values.choices = {};
  if (!SPEEDS.includes(values.speed)) values.speed = "normal";
  if (!THEMES.includes(values.theme)) values.theme = "system";
  const listeners = [];

  function apply() {
    const root = document.documentElement;
    root.dataset.theme = values.theme;
    root.dataset.fourColour = values.fourColour ? "true" : "false";
    root.dataset.speed = values.speed;
  }

  return {
    get: (key) => values[key],
    set(key, value) {
      values[key] = value;
      storage.set("settings", values);
      apply();
      for (const fn of listeners) fn(key, value);
    },
    onChange: (fn) => listeners.push(fn),
    /** A game's remembered start-screen choice (undefined when none). */
    choice(game, key) {
      const mine = values.choices[game];
      return mine && typeof mine === "object" ? mine[key] : undefined;
    },
    setChoice(game, key, value) {
      const mine = values.choices[game] && typeof values.choices[game] === "object" ? values.choices[game] : {};
      values.choices = { ...values.choices, [game]: { ...mine, [key]: value } };
      storage.set("settings", values);
    },
    apply,
    /** Pause before each CPU step (the rules ask for about 450 ms: docs/rules-gin.md). */
    cpuPauseMs: () => PAUSE_MS[values.speed],
    /** Duration of card movement; 0 when off or when the system asks for less motion. */
    moveMs: () => (prefersReducedMotion() ? 0 : MOVE_MS[values.speed]),
  };
}

/** Connects the settings dialog's controls to `settings`. */
export function bindSettingsPanel(doc, settings, currentLang) {
  const q = (sel) => doc.querySelector(sel);
  const lang = q("#set-lang");
  const four = q("#set-four");
  const speed = q("#set-speed");
  const sound = q("#set-sound");
  const theme = q("#set-theme");
  function sync() {
    lang.value = currentLang();
    four.checked = Boolean(settings.get("fourColour"));
    speed.value = settings.get("speed");
    sound.checked = Boolean(settings.get("sound"));
    theme.value = settings.get("theme");
  }
  lang.addEventListener("change", () => settings.set("lang", lang.value));
  four.addEventListener("change", () => settings.set("fourColour", four.checked));
  speed.addEventListener("change", () => settings.set("speed", speed.value));
  sound.addEventListener("change", () => settings.set("sound", sound.checked));
  theme.addEventListener("change", () => settings.set("theme", theme.value));
  settings.onChange(sync);
  sync();
  return { sync };
}
