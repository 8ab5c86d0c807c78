// Every string the page shows or speaks, in English and Japanese: the
// shell's own tables, plus each game's, added when its module loads
// (addStrings). Static HTML carries data-i18n="key" (text) and
// data-i18n-label="key" (aria-label); applyStatic() fills them. Everything
// else asks t(). {tap} and {Tap} in any string become "tap" or "click"
// (js/shell/pointer.js), whatever game the string belongs to.

const SUIT_EN = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const SUIT_JA = { S: "スペード", H: "ハート", D: "ダイヤ", C: "クラブ" };
const RANK_EN = { A: "ace", T: "10", J: "jack", Q: "queen", K: "king" };
const RANK_JA = { A: "エース", T: "10", J: "ジャック", Q: "クイーン", K: "キング" };
const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };

import { START_STRINGS } from "../games.js";
import { pointerWords } from "./pointer.js";
import { EN } from "./strings_en.js";
import { JA } from "./strings_ja.js";


export const LANGS = ["en", "ja"];

/** The language to start in: a remembered choice, else the browser's. */
export function detectLang(saved, navigatorLanguages) {
  if (LANGS.includes(saved)) return saved;
  for (const tag of navigatorLanguages || []) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

export function createI18n(initialLang) {
  let lang = LANGS.includes(initialLang) ? initialLang : "en";
  const tables = { en: { ...EN }, ja: { ...JA } };
  // The start screen shows each game's options before that game's page loads.
  for (const words of Object.values(START_STRINGS)) for (const l of LANGS) Object.assign(tables[l], words[l]);
  const helps = new Map();   // game id -> {en, ja}: the rules and help text

  function fill(s, vars) {
    const words = pointerWords(lang);
    return s.replace(/\{(\w+)\}/g, (m, k) => {
      if (vars && k in vars) return String(vars[k]);
      return k in words ? words[k] : m;
    });
  }

  function t(key, vars) {
    let s = tables[lang][key];
    if (s === undefined) s = tables.en[key] !== undefined ? tables.en[key] : key;
    return fill(s, vars);
  }

  /** Items said as one list: "a, b" in English, "a、b" in Japanese. */
  function list(items) {
    return items.filter((x) => x !== "" && x !== null && x !== undefined).join(lang === "ja" ? "、" : ", ");
  }

  function cardName(code) {
    if (!code || code.length !== 2) return String(code || "");
    const r = code[0];
    const s = code[1];
    if (lang === "ja") return `${SUIT_JA[s]}の${RANK_JA[r] || r}`;
    return `${RANK_EN[r] || r} of ${SUIT_EN[s]}`;
  }

  /** Short visual form: "7♥", "10♠". */
  function cardShort(code) {
    if (!code || code.length !== 2) return String(code || "");
    return `${code[0] === "T" ? "10" : code[0]}${SUIT_SYMBOL[code[1]]}`;
  }

  // Keys of a game not loaded yet keep their HTML text until it loads.
  const known = (key) => key in tables.en;

  // (The page's title names the chosen game: the start screen sets it.)
  function applyStatic(root) {
    document.documentElement.lang = lang;
    for (const node of root.querySelectorAll("[data-i18n]")) if (known(node.dataset.i18n)) node.textContent = t(node.dataset.i18n);
    for (const node of root.querySelectorAll("[data-i18n-label]")) if (known(node.dataset.i18nLabel)) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
    for (const node of root.querySelectorAll("[data-i18n-title]")) if (known(node.dataset.i18nTitle)) node.setAttribute("title", t(node.dataset.i18nTitle));
  }

  return {
    t,
    list,
    cardName,
    cardShort,
    applyStatic,
    /** A game's strings ({en, ja}) and its help text ({en, ja}), when its module loads. */
    addGame(id, strings, help) {
      for (const l of LANGS) Object.assign(tables[l], strings[l]);
      helps.set(id, help);
    },
    /** The help sections of a game: [[heading, [paragraph, ...]], ...]. */
    help: (id) => (helps.has(id) ? helps.get(id)[lang].map(([head, paras]) => [fill(head), paras.map((p) => fill(p))]) : []),
    get lang() {
      return lang;
    },
    setLang(next) {
      if (LANGS.includes(next)) lang = next;
    },
  };
}
