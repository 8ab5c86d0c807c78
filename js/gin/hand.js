// The person's hand: each meld (view.melds, coloured in turn), then the
// deadwood, one button per card; the card just drawn is marked new, the one
// just taken from the pile is sunk (it may not go back this turn), the lifted
// one is raised. Where each card goes is hand_layout.js's, placed again
// whenever the hand's width or the screen's shape changes; the cards' order in
// the page (focus, arrow keys, screen readers) follows the rows as seen.

import { cardFace } from "../shell/cards_svg.js";
import { clear, h, spoken } from "../shell/dom.js";
import { layoutHand } from "./hand_layout.js";
import { isLegal } from "./legal.js";
import { manyPeople, nameOf } from "./names.js";

// A second row of cards when the screen is narrow and tall enough for it; on a tablet
// held upright (static/gin.css's same query) whenever one row would overlap.
const TWO_ROWS = "(max-width: 699px) and (min-height: 540px)";
const TABLET = "(min-width: 700px) and (max-width: 1023px) and (min-height: 900px)";

/** The hand in display order: each meld, then deadwood; every card once. */
export function arrangeHand(view) {
  const hand = view.hand || [];
  const arranged = view.melds || { melds: [], deadwood: hand };
  const groups = [];
  const seen = new Set();
  for (const meld of arranged.melds || []) {
    const cards = meld.filter((c) => hand.includes(c) && !seen.has(c));
    cards.forEach((c) => seen.add(c));
    if (cards.length) groups.push({ meld: true, cards });
  }
  const rest = hand.filter((c) => !seen.has(c));
  if (rest.length) groups.push({ meld: false, cards: rest });
  return groups;
}

/** One card's button: its classes and the words a screen reader hears for it. */
function cardButton(i18n, view, ui, { code, group, g, i, colour, myDiscard }) {
  const t = i18n.t;
  const discardable = myDiscard && isLegal(view, "discard", { card: code });
  const sunk = myDiscard && code === view.just_drew;
  const fresh = ui.fresh === code;
  const parts = [`${i18n.cardShort(code)} ${i18n.cardName(code)}`, group.meld ? t("meld") : t("deadwoodCard")];
  if (fresh) parts.push(t("justDrawn"));
  if (sunk) parts.push(t("justTaken"));
  if (ui.lifted === code) parts.push(t("lifted"));
  const btn = h("button", {
    type: "button",
    class: [
      "card",
      group.meld ? `in-meld meld-${colour}` : "is-deadwood",
      i === 0 ? "group-start" : "",
      i === group.cards.length - 1 ? "group-end" : "",
      sunk ? "sunk" : "",
      ui.lifted === code ? "lifted" : "",
      fresh ? "fresh" : "",
    ].filter(Boolean).join(" "),
    "data-card": code,
    "data-group": String(g),
    "aria-disabled": discardable ? "false" : "true",
    "aria-pressed": myDiscard ? String(ui.lifted === code) : null,
    tabindex: "-1",
  });
  btn.append(cardFace(code));
  if (fresh) btn.append(h("span", { class: "badge", "aria-hidden": "true", text: t("newCard") }));
  spoken(btn, i18n.list(parts));
  return btn;
}

export function createHand(doc, i18n) {
  const el = {
    table: doc.querySelector("#table"),
    hand: doc.querySelector("[data-testid=hand]"),
  };
  const twoRows = window.matchMedia(TWO_ROWS);
  const tablet = window.matchMedia(TABLET);
  // The hand's height follows its cards: only a new width re-places them. `cards`: the
  // buttons in display order (the page's order may differ: it follows the rows).
  const state = { placedWidth: 0, cards: [] };

  function render(view, ui) {
    const focused = doc.activeElement && el.hand.contains(doc.activeElement) ? doc.activeElement.dataset.card : null;
    clear(el.hand);
    // Two people: the hand is named by its owner (none during a handoff: no card at all).
    if (manyPeople()) {
      el.hand.setAttribute("aria-label", Number.isInteger(view.you)
        ? i18n.t("handOf", { who: nameOf(view.you, i18n.t), n: (view.hand || []).length }) : i18n.t("noHand"));
    }
    const myDiscard = view.phase === "discard" && view.to_act === view.you && !ui.busy;
    let meldIndex = 0;
    const focusTarget = focused || ui.focusCard;
    let tabbed = null;
    state.cards = [];
    arrangeHand(view).forEach((group, g) => {
      const colour = group.meld ? meldIndex % 4 : null;
      if (group.meld) meldIndex += 1;
      group.cards.forEach((code, i) => {
        const btn = cardButton(i18n, view, ui, { code, group, g, i, colour, myDiscard });
        el.hand.append(btn);
        state.cards.push(btn);
        if (code === focusTarget) tabbed = btn;
      });
    });
    place();
    const target = tabbed || el.hand.querySelector(".card[aria-disabled=false]") || el.hand.querySelector(".card");
    if (target) target.tabIndex = 0;
    if (focused && tabbed) tabbed.focus({ preventScroll: true });
  }

  /** Put each card of the hand in its place (hand_layout.js), for the hand's width now. */
  function place() {
    const cards = state.cards.filter((c) => c.parentNode === el.hand);
    if (!cards.length || el.table.hidden) return;
    const w = cards[0].offsetWidth;
    const hgt = cards[0].offsetHeight || w * 1.4;
    const width = el.hand.clientWidth;
    if (!w || !width) return;
    state.placedWidth = width;
    const group = (i) => cards[i].dataset.group;
    const layout = layoutHand(
      cards.map((c, i) => ({ meld: c.classList.contains("in-meld"), start: i === 0 || group(i) !== group(i - 1) })),
      { w, h: hgt, width, twoRows: twoRows.matches || tablet.matches, spread: tablet.matches, bottom: 24 },
    );
    layout.order.forEach((i, k) => {
      const card = cards[i];
      const spot = layout.places[i];
      const before = k > 0 ? layout.order[k - 1] : null;
      const after = layout.order[k + 1];
      const next = after === undefined ? null : layout.places[after];
      // A group's bar runs on under its next card; it ends with the group (short of the
      // next group's first card, so the break shows even where the cards overlap) or the row.
      // A group starts where its first card is, and again where a row goes on with the
      // rest of the deadwood after a meld.
      const sameRow = next && next.row === spot.row;
      const joined = sameRow && group(after) === group(i);
      const reach = joined ? next.x - spot.x : sameRow ? Math.min(w, next.x - spot.x - 10) : w;
      const first = i === 0 || group(i - 1) !== group(i);
      const afterOther = before !== null && layout.places[before].row === spot.row && group(before) !== group(i);
      card.classList.toggle("group-start", first || afterOther);
      card.style.setProperty("--x", `${spot.x}px`);
      card.style.setProperty("--y", `${spot.y}px`);
      card.style.setProperty("--reach", `${reach}px`);
      card.dataset.row = String(spot.row);
    });
    inPageOrder(layout.order.map((i) => cards[i]));
    el.hand.style.setProperty("--hand-h", `${layout.height}px`);
    el.hand.dataset.rows = String(layout.rows);
  }

  /** The cards in the page in the order they are seen (Tab, arrows, screen readers);
   *  a card that had the focus keeps it (moving a node drops its focus). */
  function inPageOrder(ordered) {
    const now = [...el.hand.querySelectorAll(".card")];
    if (ordered.every((c, k) => now[k] === c)) return;
    const focused = doc.activeElement && ordered.includes(doc.activeElement) ? doc.activeElement : null;
    for (const card of ordered) el.hand.append(card);
    if (focused && doc.activeElement !== focused) focused.focus({ preventScroll: true });
  }

  /** The keyboard player's next decision in the hand: the card just drawn, else the tabbable one. */
  function focusCard() {
    const target = el.hand.querySelector(".card.fresh") || el.hand.querySelector(".card[tabindex='0']");
    if (target) {
      for (const c of el.hand.querySelectorAll(".card")) c.tabIndex = c === target ? 0 : -1;
    }
    return target;
  }

  twoRows.addEventListener("change", () => place());
  tablet.addEventListener("change", () => place());
  if (typeof ResizeObserver === "function") {
    new ResizeObserver(() => {
      if (el.hand.clientWidth !== state.placedWidth) place();
    }).observe(el.hand);
  }

  return { render, place, focusCard, elements: el };
}
