// Taps and keys -> intents for the page (index.js). Input never applies a
// rule: it says what was tapped or pressed; the page checks it against
// view.legal (or asks the engine) before anything is sent.
//
// Keys (while 5000's table is on screen): S stock · T to the pile (its top card;
// ← deeper, Enter takes) ·
// M meld · D discard · L the first meld the selected card can be laid off on ·
// R rummy · P pass · E stop (empty stock) · O sort order · H the hand ·
// F hurry the CPUs ·
// Esc clear the selection · N next deal (in the result). In the hand and the
// pile, arrow keys move; Enter or Space taps.

export function createInput(doc, { emit, table }) {
  const q = (sel) => doc.querySelector(sel);
  const hand = q("#ft-table [data-testid=hand]");
  const pile = q("#ft-table [data-testid=pile]");
  const melds = q("#ft-table [data-testid=melds]");
  const on = () => table.isConnected && !table.hidden;

  hand.addEventListener("click", (event) => {
    const card = event.target.closest(".ft-card");
    if (card) emit({ type: "select", index: Number(card.dataset.index) });
  });
  pile.addEventListener("click", (event) => {
    const card = event.target.closest("[data-testid=pile-card]");
    emit(card ? { type: "pile", depth: Number(card.dataset.depth) } : { type: "pile", depth: 0 });
  });
  melds.addEventListener("click", (event) => {
    const meld = event.target.closest("[data-testid=meld]");
    if (meld) emit({ type: "layoff", meld: Number(meld.dataset.meldId) });
  });
  q("#ft-seats").addEventListener("click", (event) => {
    const chip = event.target.closest(".ft-chip");
    if (chip) emit({ type: "seat", seat: Number(chip.dataset.seat) });
  });
  q("#ft-rummy-places").addEventListener("click", (event) => {
    const place = event.target.closest("[data-choice]");
    if (place) emit({ type: "rummy_place", index: Number(place.dataset.choice) });
  });
  // A tap on the table where nothing takes it (or the Hurry button) hurries the CPUs; the page
  // does it only while they play.
  table.addEventListener("click", (event) => {
    if (event.target.closest("[data-testid=hurry]") || !event.target.closest("button, a, summary")) emit({ type: "hurry" });
  });
  const buttons = {
    stock: "stock", stop: "stop", "meld-btn": "meld", "discard-btn": "discard", rummy: "rummy", pass: "pass",
    sort: "sort", "next-deal": "next_deal",
  };
  for (const [id, type] of Object.entries(buttons)) {
    q(`#ft-table [data-testid=${id}], #ft-result [data-testid=${id}]`).addEventListener("click", () => emit({ type }));
  }

  function roving(box, selector, event) {
    const items = [...box.querySelectorAll(selector)];
    let i = items.indexOf(doc.activeElement);
    if (i < 0) return false;
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: -1000, End: 1000 }[event.key];
    if (!step) return false;
    i = Math.max(0, Math.min(items.length - 1, i + step));
    for (const item of items) item.tabIndex = item === items[i] ? 0 : -1;
    items[i].focus();
    event.preventDefault();
    return true;
  }
  hand.addEventListener("keydown", (event) => roving(hand, ".ft-card", event));
  pile.addEventListener("keydown", (event) => roving(pile, "[data-testid=pile-card]", event));

  const KEYS = { s: "stock", t: "top", m: "meld", d: "discard", r: "rummy", p: "pass", e: "stop", o: "sort",
    escape: "clear", l: "to_targets", h: "to_hand", f: "hurry" };
  doc.addEventListener("keydown", (event) => {
    if (!on() || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target && ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName)) return;
    const dialog = doc.querySelector("dialog[open]");
    const key = event.key.toLowerCase();
    if (dialog) {
      if (dialog.id === "ft-result" && key === "n") {
        emit({ type: "next_deal" });
        event.preventDefault();
      }
      return;
    }
    const type = KEYS[key];
    if (!type) return;
    if (type === "top") {
      const top = pile.querySelector("[data-testid=pile-card]:last-child");
      if (top) {
        for (const c of pile.querySelectorAll("[data-testid=pile-card]")) c.tabIndex = c === top ? 0 : -1;
        top.focus();
      }
    } else emit({ type });
    event.preventDefault();
  });
}
