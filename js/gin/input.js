// Taps and keys -> intents. Input never applies a rule: it offers only what
// view.legal allows (through the `legal` helper) and leaves the rest to the
// game controller. Intents: {type: "card", card}, {type: "lower"},
// {type: "draw", from}, {type: "take"}, {type: "pass"}, {type: "knock"},
// {type: "big_gin"}, {type: "next_round"}, {type: "pile_closed"} (the pile tapped
// while it is closed for this draw: the page says why). (The match's end is the shell's.)

import { isLegal, pileClosed } from "./legal.js";

export function createInput(doc, { getView, isBusy, emit }) {
  const q = (id) => doc.querySelector(`[data-testid=${id}]`);
  const hand = q("hand");

  function legal(type, extra) {
    return !isBusy() && isLegal(getView(), type, extra);
  }

  function drawFrom(from) {
    if (legal("draw", { from })) emit({ type: "draw", from });
    else if (from === "discard" && legal("take")) emit({ type: "take" });
    else if (from === "discard" && !isBusy() && pileClosed(getView())) emit({ type: "pile_closed" });
  }

  hand.addEventListener("click", (event) => {
    const card = event.target.closest(".card");
    if (!card || card.getAttribute("aria-disabled") === "true") return; // a card that may not go does not react
    emit({ type: "card", card: card.dataset.card });
  });
  q("stock").addEventListener("click", () => drawFrom("stock"));
  q("discard-top").addEventListener("click", () => drawFrom("discard"));
  q("take").addEventListener("click", () => legal("take") && emit({ type: "take" }));
  q("pass").addEventListener("click", () => legal("pass") && emit({ type: "pass" }));
  q("knock").addEventListener("click", () => emit({ type: "knock" }));
  doc.querySelector("#big-gin").addEventListener("click", () => legal("big_gin") && emit({ type: "big_gin" }));
  q("next-round").addEventListener("click", () => legal("next_round") && emit({ type: "next_round" }));

  function moveFocus(step) {
    const cards = [...hand.querySelectorAll(".card")];
    if (!cards.length) return;
    let i = cards.indexOf(doc.activeElement);
    if (i < 0) i = cards.findIndex((c) => c.tabIndex === 0);
    const next = cards[(i + step + cards.length) % cards.length];
    for (const c of cards) c.tabIndex = c === next ? 0 : -1;
    next.focus();
  }

  hand.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowUp") moveFocus(-1);
    else if (event.key === "ArrowRight" || event.key === "ArrowDown") moveFocus(1);
    else if (event.key === "Home") moveFocus(-1000);
    else if (event.key === "End") moveFocus(1000);
    else return;
    event.preventDefault();
  });

  doc.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) return;
    const dialog = doc.querySelector("dialog[open]");
    const inResult = dialog && dialog.id === "result";
    if (dialog && !inResult) return;
    const key = event.key.toLowerCase();
    let handled = true;
    if (inResult) {
      if (key === "n" && !q("next-round").hidden) q("next-round").click();
      else handled = false;
    } else if (key === "s") drawFrom("stock");
    else if (key === "d") drawFrom("discard");
    else if (key === "t") legal("take") && emit({ type: "take" });
    else if (key === "p") legal("pass") && emit({ type: "pass" });
    else if (key === "k") !q("knock").hidden && emit({ type: "knock" });
    else if (key === "escape") emit({ type: "lower" });
    else if (key === "h" && !hand.contains(target)) {
      const c = hand.querySelector(".card[tabindex='0']") || hand.querySelector(".card");
      if (c) c.focus();
    } else handled = false;
    if (handled) event.preventDefault();
  });

  return { legal };
}
