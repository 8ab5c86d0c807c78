// The two questions the page asks before an action: the deep draw's
// confirmation (names the target card and that it must be played this turn)
// and the choice of what a wild card stands for (a meld whose reading is
// ambiguous, or a lay-off on a run with two free ends). Each returns a
// promise: true/false for the first, the chosen option or null for the
// second (cancelled: Esc, the backdrop, Cancel). The words are made by a
// function, so an open question is said again in a new language (relabel).

import { clear, h } from "../shell/dom.js";
import { cardFace } from "../shell/cards_svg.js";
import { isWild, mini } from "./cards.js";

export function createDialogs(doc, i18n) {
  const t = i18n.t;
  const q = (sel) => doc.querySelector(sel);
  const deep = { dialog: q("#ft-deep"), text: q("#ft-deep-text"), cards: q("#ft-deep-cards"), confirm: q("[data-testid=confirm-deep]") };
  const choice = { dialog: q("#ft-choice"), title: q("#ft-choice-title"), text: q("#ft-choice-text"), options: q("#ft-choices") };
  let settle = null;    // resolves the open question
  let current = null;   // its dialog
  let say = null;       // fills the open question's words (again after a language switch)

  function open(dialog, resolve, focus) {
    answer(null);
    settle = resolve;
    current = dialog;
    dialog.showModal();
    if (focus) focus.focus();
  }

  function answer(value) {
    const resolve = settle;
    settle = null;
    current = null;
    say = null;
    for (const dialog of [deep.dialog, choice.dialog]) if (dialog.open) dialog.close();
    if (resolve) resolve(value);
  }

  // Closed otherwise (Esc, the backdrop, Cancel): no. A close event of an
  // earlier question (events come later) finds another question, or none.
  for (const dialog of [deep.dialog, choice.dialog]) {
    dialog.addEventListener("close", () => {
      if (current === dialog && !dialog.open) answer(dialog === deep.dialog ? false : null);
    });
  }
  deep.confirm.addEventListener("click", () => answer(true));

  /** Take the top `count` cards of the pile? */
  function askDeep(view, count) {
    const pile = view.discard || [];
    const taken = pile.slice(pile.length - count);
    const target = taken[0];
    const words = () => {
      deep.text.textContent = t("ftDeepAsk", { n: count, card: i18n.cardName(target) });
      clear(deep.cards);
      taken.forEach((code, i) => deep.cards.append(mini(code, i18n, view, { extra: i === 0 ? "target" : "" })));
      deep.confirm.textContent = t("ftTakeN", { n: count, card: i18n.cardShort(target) });
    };
    words();
    const asked = new Promise((resolve) => open(deep.dialog, resolve, deep.confirm));
    say = words;
    return asked;
  }

  /** One of the options `describe()` gives with the title and text ({title, text, options:
   *  [{as, label, cards: [{card, as}] | null}]}); null when cancelled. */
  function askChoice(view, describe) {
    fillChoice(view, describe());
    const asked = new Promise((resolve) => open(choice.dialog, resolve, choice.options.querySelector("button")));
    say = () => {
      const focused = [...choice.options.children].indexOf(doc.activeElement);
      fillChoice(view, describe());
      if (focused >= 0 && choice.options.children[focused]) choice.options.children[focused].focus();
    };
    return asked;
  }

  function fillChoice(view, { title, text, options }) {
    choice.title.textContent = title;
    choice.text.textContent = text;
    clear(choice.options);
    for (const option of options) {
      const btn = h("button", { type: "button", class: "secondary ft-option", "data-as": option.as });
      btn.append(h("span", { class: "ft-option-label", text: option.label }));
      if (option.cards) {
        const row = h("span", { class: "ft-option-cards", "aria-hidden": "true" });
        for (const e of option.cards) row.append(mini(e.card, i18n, view, { as: isWild(e.card, view.wild) ? e.as : null }));
        btn.append(row);
      } else if (option.card) {
        const face = h("span", { class: "ft-option-cards", "aria-hidden": "true" }, h("span", { class: "mini" }, cardFace(option.card)));
        btn.append(face);
      }
      btn.addEventListener("click", () => answer(option));
      choice.options.append(btn);
    }
  }

  return {
    askDeep,
    askChoice,
    /** Close whatever is asked (the table moved on, or was left). */
    close: () => answer(null),
    isOpen: () => deep.dialog.open || choice.dialog.open,
    /** The open question in the language now chosen. */
    relabel: () => say && say(),
  };
}
