// The CPU's side of the table: its hand as card backs (only the count is
// known) and the cards it took from the discard pile this round, face up
// (public: the whole table saw them taken).

import { cardBack } from "../shell/cards_svg.js";
import { clear, h, miniCard } from "../shell/dom.js";

export function createOpponent(doc, i18n) {
  const t = i18n.t;
  const el = {
    cpuHand: doc.querySelector("#cpu-hand"),
    cpuTook: doc.querySelector("[data-testid=cpu-took]"),
  };

  function render(view) {
    clear(el.cpuHand);
    const n = view.opponent_hand_count;
    el.cpuHand.style.setProperty("--n", String(n));
    el.cpuHand.setAttribute("aria-label", t("cpuHand", { n }));
    for (let i = 0; i < n; i += 1) {
      const back = h("span", { class: "cpu-card" });
      back.append(cardBack());
      el.cpuHand.append(back);
    }
    clear(el.cpuTook);
    const took = view.opponent_took || [];
    el.cpuTook.setAttribute("aria-label", t("cpuTookLabel", { cards: took.length ? i18n.list(took.map(i18n.cardName)) : t("cpuTookNone") }));
    if (!took.length) el.cpuTook.append(h("span", { class: "none", text: t("cpuTookNone") }));
    for (const c of took) el.cpuTook.append(miniCard(c, i18n));
  }

  return { render, elements: el };
}
