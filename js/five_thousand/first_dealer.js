// The draw for the first dealer, shown over the table at the start of a
// match (view.first_dealer_draw: every player drew a card, the lowest rank
// deals, ties draw again) until the person closes it or plays, CPU melds or
// not: who deals first is said first, then the draws.

import { clear, h } from "../shell/dom.js";
import { isYou, mini, seatName, titled } from "./cards.js";

export function createFirstDealer(doc, i18n, { onClose }) {
  const t = i18n.t;
  const panel = doc.querySelector("#ft-first");
  const body = doc.querySelector("#ft-first-body");
  const ok = doc.querySelector("[data-testid=first-dealer-ok]");
  ok.addEventListener("click", () => onClose());
  // Who deals, under the title: in sight when the draws below run past a small screen's panel.
  const said = h("p", { class: "ft-first-dealer", "data-testid": "first-dealer-text" });
  panel.querySelector(".ft-first-head").after(said);

  /** Shown while `show` (deal 1, not yet closed). */
  function render(view, show) {
    panel.hidden = !show;
    if (!show) return;
    clear(body);
    const rounds = view.first_dealer_draw || [];
    const dealer = view.dealer;
    rounds.forEach((row, r) => {
      // Each draw with its label in a box of its own: on a wide table the draws sit side by side.
      const round = h("div", { class: "ft-draw-round" });
      if (rounds.length > 1) round.append(h("p", { class: "ft-note", text: t("ftDrawRound", { n: r + 1 }) }));
      const list = h("ul", { class: "ft-draw-row" });
      row.forEach((card, seat) => {
        if (!card) return;
        const lowest = r === rounds.length - 1 && seat === dealer;
        list.append(h("li", { class: `seat-c${seat}${lowest ? " lowest" : ""}`, "aria-label": titled(seatName(seat, i18n), i18n.cardName(card), i18n) },
          mini(card, null, null), h("span", { "aria-hidden": "true", text: seatName(seat, i18n) })));
      });
      round.append(list);
      body.append(round);
    });
    said.textContent = isYou(dealer) ? t("ftFirstDealerYou") : t("ftFirstDealerCpu", { who: seatName(dealer, i18n) });
  }

  return { render };
}
