// The stock and the whole discard pile, spread so that every card is
// readable (the pile scrolls sideways on its own; the top card, depth 1, is
// at the right end), and the Stop button beside them when the stock is
// empty. What may be taken comes from view.legal: each pile card whose
// depth is a legal draw is live; a deeper card the engine would refuse is
// shown as not available (input.js says why when it is tapped). With a card
// selected to discard, the pile is where it goes.

import { cardBack, cardFace, cardSlot } from "../shell/cards_svg.js";
import { clear, h, spoken } from "../shell/dom.js";
import { isWild, shownLabel } from "./cards.js";

export function legalDraws(view) {
  const counts = new Set();
  let stock = false;
  let stop = false;
  if (view.to_act === view.you && view.phase === "draw") {
    for (const a of view.legal || []) {
      if (a.type === "draw" && a.from === "stock") stock = true;
      else if (a.type === "draw") counts.add(a.count);
      else if (a.type === "stop") stop = true;
    }
  }
  return { stock, counts, stop };
}

export function createPile(doc, i18n) {
  const t = i18n.t;
  const stock = doc.querySelector("#ft-table [data-testid=stock]");
  const pile = doc.querySelector("#ft-table [data-testid=pile]");
  const stop = doc.querySelector("#ft-table [data-testid=stop]");
  let shownLength = -1;
  let wasDrawing = false;

  /** ui: {busy, dropping (a card is selected to discard)} */
  function render(view, ui) {
    const scroll = pile.scrollLeft;
    const atTop = scroll >= pile.scrollWidth - pile.clientWidth - 2;   // the top card was in sight
    const mine = !ui.busy && view.to_act === view.you;
    const draws = mine ? legalDraws(view) : { stock: false, counts: new Set(), stop: false };
    clear(stock);
    stock.append(view.stock_count > 0 ? cardBack() : cardSlot());
    stock.append(h("span", { class: "count", "aria-hidden": "true", text: String(view.stock_count) }));
    stock.setAttribute("aria-label", t(draws.stock ? "ftStockTake" : "ftStockLabel", { n: view.stock_count }));
    stock.setAttribute("aria-disabled", String(!draws.stock));
    stock.classList.toggle("live", draws.stock);
    stop.hidden = !draws.stop;

    const cards = view.discard || [];
    const drawing = mine && view.phase === "draw";
    pile.classList.toggle("drop", Boolean(ui.dropping));
    pile.setAttribute("aria-label", t("ftPileLabel", { n: cards.length }));
    const active = doc.activeElement;
    const focusedDepth = active && pile.contains(active) ? Number(active.dataset.depth) : null;
    clear(pile);
    cards.forEach((code, i) => {
      const depth = cards.length - i;
      const live = drawing && draws.counts.has(depth);
      let label = t("ftPileCard", { card: shownLabel(code, i18n, view), depth });
      if (live) label += `. ${depth === 1 ? t("ftTakeTop") : t("ftTakeDeep", { n: depth })}`;
      else if (drawing) label += `. ${t("ftNotAvailable")}`;
      else if (ui.dropping && depth === 1) label += `. ${t("ftDropHere")}`;
      const btn = h("button", {
        type: "button",
        class: ["ft-pile-card", isWild(code, view.wild) ? "wild" : "", live ? "live" : "",
          drawing && !live ? "locked" : ""].filter(Boolean).join(" "),
        "data-testid": "pile-card",
        "data-card": code,
        "data-depth": String(depth),
        // Locked cards are not available (a tap only says why); with a card to discard, the pile takes it.
        "aria-disabled": String(!live && !(ui.dropping && mine)),
        tabindex: depth === (focusedDepth || 1) ? "0" : "-1",   // one tab stop; arrow keys move along
      });
      btn.append(cardFace(code));
      spoken(btn, label);
      if (isWild(code, view.wild)) btn.append(h("i", { class: "ft-wild-mark", "aria-hidden": "true", text: "★" }));
      if (depth > 1 && drawing && live) btn.append(h("i", { class: "ft-depth", "aria-hidden": "true", text: `×${depth}` }));
      pile.append(btn);
      if (depth === focusedDepth) btn.focus({ preventScroll: true });
    });
    if (!cards.length) pile.append(h("span", { class: "ft-pile-empty", text: t("ftPileEmpty") }));
    // A new card on the pile, the person's draw beginning, or the top in sight before (Stop, shown
    // beside the pile, narrows it): show the top; otherwise keep where the person scrolled.
    if (cards.length !== shownLength || (drawing && !wasDrawing) || atTop) pile.scrollLeft = pile.scrollWidth;
    else pile.scrollLeft = scroll;
    shownLength = cards.length;
    wasDrawing = drawing;
  }

  return { render, elements: { stock, pile, stop } };
}
