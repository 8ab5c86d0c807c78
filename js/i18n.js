// Every string the page shows or speaks, in English and Japanese.
// Static HTML carries data-i18n="key" (text) and data-i18n-label="key"
// (aria-label); applyStatic() fills them. Everything else asks t().

const SUIT_EN = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const SUIT_JA = { S: "スペード", H: "ハート", D: "ダイヤ", C: "クラブ" };
const RANK_EN = { A: "ace", T: "10", J: "jack", Q: "queen", K: "king" };
const RANK_JA = { A: "エース", T: "10", J: "ジャック", Q: "クイーン", K: "キング" };
const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };

import { EN } from "./strings_en.js";
import { JA } from "./strings_ja.js";
import { HELP } from "./help_text.js";

const TABLES = { en: EN, ja: JA };

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

  function t(key, vars) {
    let s = TABLES[lang][key];
    if (s === undefined) s = EN[key] !== undefined ? EN[key] : key;
    if (vars) s = s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
    return s;
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

  function who(seat) {
    return seat === 0 ? t("whoYou") : t("whoCpu");
  }

  function applyStatic(root) {
    document.documentElement.lang = lang;
    document.title = t("title");
    for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    for (const node of root.querySelectorAll("[data-i18n-label]")) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
    for (const node of root.querySelectorAll("[data-i18n-title]")) node.setAttribute("title", t(node.dataset.i18nTitle));
  }

  return {
    t,
    cardName,
    cardShort,
    who,
    applyStatic,
    help: () => HELP[lang],
    get lang() {
      return lang;
    },
    setLang(next) {
      if (LANGS.includes(next)) lang = next;
    },
  };
}
