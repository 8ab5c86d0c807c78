// The CPU's side of the table: its hand as card backs (only the count is
// known) and the cards it took from the discard pile this round, face up
// (public: the whole table saw them taken). With two people it is the other
// person's side (names.js headSeat); during a handoff the public view gives
// both seats' counts and pile records by seat number.

import { cardBack } from "../shell/cards_svg.js";
import { clear, h, miniCard } from "../shell/dom.js";
import { headSeat, manyPeople, nameOf } from "./names.js";

export function createOpponent(doc, i18n) {
  const t = i18n.t;
  const el = {
    cpuHand: doc.querySelector("#cpu-hand"),
    cpuTook: doc.querySelector("[data-testid=cpu-took]"),
    tookLabel: doc.querySelector("#table .took-label"),
  };

  function render(view) {
    clear(el.cpuHand);
    const head = headSeat(view);
    const many = manyPeople();
    const who = nameOf(head, t);
    const n = view.you === null && view.hand_counts ? view.hand_counts[head] : view.opponent_hand_count;
    el.cpuHand.style.setProperty("--n", String(n));
    el.cpuHand.dataset.seat = String(head);
    el.cpuHand.setAttribute("aria-label", many ? t("handOf", { who, n }) : t("cpuHand", { n }));
    if (many && el.tookLabel) el.tookLabel.textContent = t("tookWho", { who });
    for (let i = 0; i < n; i += 1) {
      const back = h("span", { class: "cpu-card" });
      back.append(cardBack());
      el.cpuHand.append(back);
    }
    clear(el.cpuTook);
    const took = (view.you === null && view.pile_records ? view.pile_records[head].took : view.opponent_took) || [];
    const cards = took.length ? i18n.list(took.map(i18n.cardName)) : t("cpuTookNone");
    el.cpuTook.setAttribute("aria-label", many ? t("tookWhoLabel", { who, cards }) : t("cpuTookLabel", { cards }));
    if (!took.length) el.cpuTook.append(h("span", { class: "none", text: t("cpuTookNone") }));
    for (const c of took) el.cpuTook.append(miniCard(c, i18n));
  }

  return { render, elements: el };
}
