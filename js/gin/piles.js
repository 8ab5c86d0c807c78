// The stock and the discard pile (its top card, and the one under it), live
// when view.legal lets the person draw or take from them, and the two
// buttons beside them that open Gin's sheets (the pile's history, the score
// sheet: sheets.js).

import { cardBack, cardFace, cardSlot } from "../shell/cards_svg.js";
import { clear, h, spoken } from "../shell/dom.js";
import { isLegal, pileClosed } from "./legal.js";

export function createPiles(doc, i18n, sheets) {
  const t = i18n.t;
  const el = {
    stock: doc.querySelector("[data-testid=stock]"),
    discardTop: doc.querySelector("[data-testid=discard-top]"),
    discardUnder: doc.querySelector("#discard-under"),
    piles: doc.querySelector("#table .piles"),
    tools: h("div", { class: "pile-tools" }),
  };
  // The two sheets open from buttons beside the piles (made here: they are Gin's).
  const sheetButtons = {};
  for (const [which, testid] of [["pile", "open-pile-sheet"], ["score", "open-score-sheet"]]) {
    const btn = h("button", { type: "button", class: "link sheet-link", "data-testid": testid });
    btn.addEventListener("click", () => sheets.open(which));
    sheetButtons[which] = btn;
    el.tools.append(btn);
  }
  el.piles.append(el.tools);

  function renderStock(view) {
    const drawStock = isLegal(view, "draw", { from: "stock" });
    clear(el.stock);
    el.stock.append(view.stock_count > 0 ? cardBack() : cardSlot());
    el.stock.append(h("span", { class: "count", text: t("stockCount", { n: view.stock_count }) }));
    el.stock.setAttribute("aria-label", t("stockLabel", { n: view.stock_count }));
    el.stock.setAttribute("aria-disabled", drawStock ? "false" : "true");
    el.stock.classList.toggle("live", drawStock);
  }

  function renderDiscard(view) {
    const drawDiscard = isLegal(view, "draw", { from: "discard" });
    const take = isLegal(view, "take");
    const pile = view.discard || [];
    const top = pile[pile.length - 1];
    clear(el.discardTop);
    clear(el.discardUnder);
    if (pile.length > 1) el.discardUnder.append(cardFace(pile[pile.length - 2]));
    el.discardTop.append(top ? cardFace(top) : cardSlot());
    el.discardTop.dataset.card = top || "";
    const closed = pileClosed(view);   // both passed the upcard: shown dead, a tap says why
    const label = closed ? "pileClosedLabel" : "discardLabel";
    spoken(el.discardTop, top ? t(label, { card: i18n.cardName(top) }) : t("discardEmpty"));
    sheetButtons.pile.textContent = t("pileSheetOpen");
    sheetButtons.score.textContent = t("scoreSheetOpen");
    el.discardTop.setAttribute("aria-disabled", drawDiscard || take ? "false" : "true");
    el.discardTop.classList.toggle("live", drawDiscard || take);
    el.discardTop.classList.toggle("closed", closed);
  }

  function render(view) {
    renderStock(view);
    renderDiscard(view);
  }

  return { render, elements: el };
}
