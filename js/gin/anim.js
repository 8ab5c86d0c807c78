// Card movement with the Web Animations API (FLIP: remember where things
// were, redraw, then slide each card from its old place). Duration 0 (speed
// "off" or prefers-reduced-motion) skips every animation. Nothing waits for a
// movement to finish (the table is already drawn in its new state), and a
// browser without Element.animate simply shows no movement.

import { rectOf, slide } from "../shell/slide.js";

export function createAnimator(doc, getMs) {
  const q = (sel) => doc.querySelector(sel);

  /** Where every moving thing is now. */
  function snapshot() {
    const cards = new Map();
    for (const node of doc.querySelectorAll("[data-testid=hand] .card")) cards.set(node.dataset.card, rectOf(node));
    const cpuCards = [...doc.querySelectorAll("#cpu-hand .cpu-card")];
    return {
      cards,
      stock: rectOf(q("[data-testid=stock] svg")),
      discard: rectOf(q("[data-testid=discard-top] svg")),
      cpu: rectOf(cpuCards[Math.floor(cpuCards.length / 2)] || q("#cpu-hand")),
    };
  }

  /** After a redraw: slide what moved; `last` is the newest action event (docs/protocol.md);
   *  `me`: the seat whose hand is shown (null: none, a handoff); the other seat sits at the head. */
  function play(before, last, me = 0) {
    const ms = getMs();
    if (!ms || !before) return;
    for (const node of doc.querySelectorAll("[data-testid=hand] .card")) {
      const code = node.dataset.card;
      if (before.cards.has(code)) slide(node, before.cards.get(code), ms * 0.8);
      else if (last && last.player === me) slide(node, last.from === "stock" ? before.stock : before.discard, ms);
    }
    if (!last) return;
    const top = q("[data-testid=discard-top] svg");
    if ((last.type === "discard" || last.type === "knock") && top) {
      slide(top, last.player === me ? before.cards.get(last.card) : before.cpu, ms);
    }
    if (last.player !== me && (last.type === "draw" || last.type === "take")) {
      const backs = doc.querySelectorAll("#cpu-hand .cpu-card");
      const newest = backs[backs.length - 1];
      slide(newest, last.type === "draw" && last.from === "stock" ? before.stock : before.discard, ms);
    }
  }

  return { snapshot, play };
}
