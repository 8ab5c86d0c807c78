// What the person points with, for every game's prompts: "Tap" on a touch
// screen, "Click" with a mouse. Strings say {tap} or {Tap} (help text too);
// i18n fills them from here, so a game never asks itself.

const WORDS = {
  en: { touch: { tap: "tap", Tap: "Tap" }, mouse: { tap: "click", Tap: "Click" } },
  ja: { touch: { tap: "タップ", Tap: "タップ" }, mouse: { tap: "クリック", Tap: "クリック" } },
};

function query() {
  return typeof window !== "undefined" && window.matchMedia ? window.matchMedia("(pointer: fine)") : null;
}

/** True when the main pointer is a mouse (or a pen): say "click". */
export function finePointer() {
  const mq = query();
  return Boolean(mq && mq.matches);
}

/** The words for {tap} and {Tap} in `lang` for the pointer in use now. */
export function pointerWords(lang) {
  const table = WORDS[lang] || WORDS.en;
  return finePointer() ? table.mouse : table.touch;
}

/** Call `fn` when the main pointer changes (a mouse plugged into a tablet). */
export function onPointerChange(fn) {
  const mq = query();
  if (mq && mq.addEventListener) mq.addEventListener("change", fn);
}
