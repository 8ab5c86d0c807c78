// The person's hand, sorted by suit or by rank (a toggle the page
// remembers), wild cards last. A tap selects or unselects a card (several
// make a meld, one is laid off or discarded); aria-pressed says which are
// selected. The deep draw's target (must be played this turn) and the top
// card just taken (may not be discarded this turn) are marked, from the view.

import { clear, h, spoken } from "../shell/dom.js";
import { cardFace } from "../shell/cards_svg.js";
import { isWild, manyPeople, seatName, shownLabel, sortHand } from "./cards.js";

export function createHand(doc, i18n) {
  const t = i18n.t;
  const box = doc.querySelector("#ft-table [data-testid=hand]");

  /** ui: {selected: Set of view.hand indices, sort, selectable, fresh: Set of indices, focusIndex} */
  function render(view, ui) {
    const active = doc.activeElement;
    const focused = active && box.contains(active) ? Number(active.dataset.index) : null;
    clear(box);
    const order = sortHand(view.hand || [], view.wild, ui.sort);
    box.style.setProperty("--n", String(order.length));
    // Several people: the hand is named by its owner's name (none shown during a handoff: no card at all).
    let label = t("ftHandLabel", { n: order.length });
    if (manyPeople()) label = Number.isInteger(view.you) ? t("ftHandLabelOf", { who: seatName(view.you, i18n), n: order.length }) : t("ftNoHand");
    box.setAttribute("aria-label", label);
    let tabbed = null;
    for (const { code, index } of order) {
      const selected = ui.selected.has(index);
      const must = code === view.must_play;
      const barred = code === view.no_discard;
      const parts = [shownLabel(code, i18n, view)];
      if (must) parts.push(t("ftMustPlayCard"));
      if (barred) parts.push(t("ftNoDiscardCard"));
      const btn = h("button", {
        type: "button",
        class: ["ft-card", isWild(code, view.wild) ? "wild" : "", must ? "must" : "", barred ? "barred" : "",
          selected ? "selected" : "", ui.fresh && ui.fresh.has(index) ? "fresh" : ""].filter(Boolean).join(" "),
        "data-card": code,
        "data-index": String(index),
        "aria-pressed": String(selected),
        "aria-disabled": String(!ui.selectable),
        tabindex: "-1",
      });
      btn.append(cardFace(code));
      spoken(btn, i18n.list(parts));
      if (isWild(code, view.wild)) btn.append(h("i", { class: "ft-wild-mark", "aria-hidden": "true", text: "★" }));
      // The deep draw's target: a mark of its own, not the ring of the other cards taken (its name says it too).
      if (must) btn.append(h("i", { class: "ft-must-mark", "data-testid": "must-mark", "aria-hidden": "true", text: t("ftMustShort") }));
      box.append(btn);
      if (index === focused || (focused === null && index === ui.focusIndex)) tabbed = btn;
    }
    const first = tabbed || box.querySelector(".ft-card.selected") || box.querySelector(".ft-card");
    if (first) first.tabIndex = 0;
    if (focused !== null && tabbed) tabbed.focus({ preventScroll: true });
  }

  /** Move the keyboard focus along the hand (arrow keys). */
  function moveFocus(step) {
    const cards = [...box.querySelectorAll(".ft-card")];
    if (!cards.length) return;
    let i = cards.indexOf(doc.activeElement);
    if (i < 0) i = cards.findIndex((c) => c.tabIndex === 0);
    const next = cards[Math.max(0, Math.min(cards.length - 1, i + step))];
    for (const c of cards) c.tabIndex = c === next ? 0 : -1;
    next.focus();
  }

  return { render, moveFocus, element: box };
}
