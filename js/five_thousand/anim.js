// Card movement for 5000 Rummy, from each reply's events (never by comparing
// views): remember where things were, redraw, then slide what moved from its
// old place (FLIP, Web Animations). A card that leaves for a seat whose hand
// is not shown (a CPU draws) flies as a ghost card to that seat's chip.
// Duration 0 (speed "off", or reduced motion asked by the system) skips it
// all; nothing waits for a movement to end, and a browser without
// Element.animate shows none.

import { cardBack, cardFace } from "../shell/cards_svg.js";
import { EASE, rectOf, slide } from "../shell/slide.js";

export function createAnimator(doc, getMs) {
  const q = (sel) => doc.querySelector(sel);
  // The own line holds the seat whose hand is shown (seats.js); the others are chips.
  const seatNode = (seat) => q(`#ft-me[data-seat="${seat}"]`) || q(`#ft-seats [data-testid=seat-${seat}] .ft-chip`);

  /** A card that flies from `from` to `to` (rects) and is gone: a CPU's draw. */
  function ghost(svg, from, to, ms, delay = 0) {
    if (!from || !to || typeof doc.body.animate !== "function") return;
    const node = doc.createElement("div");
    node.className = "ft-ghost";
    node.setAttribute("aria-hidden", "true");
    node.append(svg);
    node.style.setProperty("left", `${from.left}px`);
    node.style.setProperty("top", `${from.top}px`);
    node.style.setProperty("width", `${Math.min(from.width, 60)}px`);
    doc.body.append(node);
    const dx = to.left + to.width / 2 - (from.left + from.width / 2);
    const dy = to.top + to.height / 2 - (from.top + from.height / 2);
    const run = node.animate([{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(.5)`, opacity: 0.2 }],
      { duration: ms, delay, easing: EASE, fill: "forwards" });
    run.onfinish = () => node.remove();
    run.oncancel = () => node.remove();
  }

  /** Where every moving thing is now. */
  function snapshot() {
    const hand = new Map();
    const copies = new Map();
    for (const node of doc.querySelectorAll("#ft-table [data-testid=hand] .ft-card")) {
      const k = (copies.get(node.dataset.card) || 0) + 1;
      copies.set(node.dataset.card, k);
      hand.set(`${node.dataset.card}#${k}`, rectOf(node));
    }
    const pile = [...doc.querySelectorAll("#ft-table [data-testid=pile-card]")].map((node) => rectOf(node));
    const seats = new Map();
    for (let seat = 0; seat < 8; seat += 1) seats.set(seat, rectOf(seatNode(seat)));
    return { hand, pile, seats, stock: rectOf(q("#ft-table [data-testid=stock]")) };
  }

  function handNodes() {
    const copies = new Map();
    return [...doc.querySelectorAll("#ft-table [data-testid=hand] .ft-card")].map((node) => {
      const k = (copies.get(node.dataset.card) || 0) + 1;
      copies.set(node.dataset.card, k);
      return { node, key: `${node.dataset.card}#${k}`, code: node.dataset.card };
    });
  }

  /** After a redraw: move what the reply's action event `last` moved; `me`: the seat
   *  whose hand is shown (null: none, during a handoff). */
  function play(before, last, me = 0) {
    const ms = getMs();
    if (!ms || !before) return;
    const pileNodes = [...doc.querySelectorAll("#ft-table [data-testid=pile-card]")];
    const from = last ? (last.player === me ? null : before.seats.get(last.player)) : null;
    for (const { node, key, code } of handNodes()) {
      if (before.hand.has(key)) slide(node, before.hand.get(key), ms * 0.8);
      else if (last && last.player === me && last.type === "draw") {
        const taken = last.from === "stock" ? before.stock : before.pile[before.pile.length - 1 - (last.cards || []).lastIndexOf(code)] || before.pile.at(-1);
        slide(node, taken, ms);
      }
    }
    if (!last) return;
    const chip = rectOf(seatNode(last.player));
    if (last.type === "draw" && last.player !== me) {
      if (last.from === "stock") ghost(cardBack(), before.stock, chip, ms);
      else (last.cards || []).slice(-6).forEach((code, i, list) => ghost(cardFace(code), before.pile[before.pile.length - list.length + i], chip, ms, i * 40));
    }
    if (last.type === "discard") {
      const top = pileNodes.at(-1);
      slide(top, last.player === me ? before.hand.get(`${last.card}#1`) : from, ms);
    }
    if (last.type === "meld") {
      const meld = q(`#ft-table [data-testid=meld][data-meld-id="${last.meld}"]`);
      slide(meld, from || before.hand.get(`${(last.cards[0] || {}).card}#1`), ms);
    }
    if (last.type === "layoff" || last.type === "rummy") {
      const meld = q(`#ft-table [data-testid=meld][data-meld-id="${last.meld}"]`);
      const laid = meld ? [...meld.querySelectorAll(`[data-card="${last.card}"]`)].at(-1) : null;
      slide(laid, last.type === "rummy" ? before.pile.at(-1) : from || before.hand.get(`${last.card}#1`), ms);
    }
  }

  return { snapshot, play };
}
