// Draws the table from the engine's view (player 0) and the page's own UI
// state (which card is lifted, whether the CPU is thinking), in parts as
// 5000's table is: the top bar's scores, deadwood and notes (top_bar.js), the
// CPU's side (opponent.js), the piles and the sheets' buttons (piles.js),
// the buttons and prompt (controls.js), the hand (hand.js), the round's
// result (result_view.js) and the sheets (sheets.js). No rules here: what is
// legal comes from view.legal, deadwood from view.deadwood and
// view.discard_preview, the hand's arrangement from view.melds. This file
// puts the parts together, says where the deadwood counter and the sheets'
// buttons sit for the screen's width, and keeps the keyboard focus.

import { createControls } from "./controls.js";
import { createHand } from "./hand.js";
import { createOpponent } from "./opponent.js";
import { createPiles } from "./piles.js";
import { createResultView } from "./result_view.js";
import { createSheets } from "./sheets.js";
import { createTopBar } from "./top_bar.js";

// A wide screen shows the deadwood beside the hand; a narrow one in the top bar.
const WIDE = "(min-width: 1024px)";

export function createRenderer(doc, i18n, { scoreboard, matchEnd }) {
  const root = doc.documentElement;
  const el = {
    table: doc.querySelector("#table"),
    handSide: doc.querySelector("#hand-side"),
    log: doc.querySelector("#log"),
  };
  const sheets = createSheets(doc, i18n);
  const resultView = createResultView(doc, i18n, matchEnd);
  const topBar = createTopBar(doc, i18n, scoreboard);
  const opponent = createOpponent(doc, i18n);
  const piles = createPiles(doc, i18n, sheets);
  const controls = createControls(doc, i18n);
  const hand = createHand(doc, i18n);
  const wide = window.matchMedia(WIDE);
  const deadwoodBox = topBar.elements.deadwoodBox;
  const topbarHome = { parent: deadwoodBox.parentElement, next: deadwoodBox.nextElementSibling };

  /** The deadwood counter beside the hand on a wide table, else in the top bar; the
   *  sheets' buttons left of the piles on a wide table, else beside them. */
  function placeDeadwood() {
    const tools = wide.matches ? el.table : piles.elements.piles;
    if (piles.elements.tools.parentElement !== tools) tools.append(piles.elements.tools);
    const beside = wide.matches && !el.table.hidden;
    if (beside && deadwoodBox.parentElement !== el.handSide) el.handSide.append(deadwoodBox);
    if (!beside && deadwoodBox.parentElement !== topbarHome.parent) {
      topbarHome.parent.insertBefore(deadwoodBox, topbarHome.next);
    }
  }
  wide.addEventListener("change", () => { placeDeadwood(); hand.place(); });

  /** The table on screen (a match of this game) or not. */
  function showTable(on) {
    el.table.hidden = !on;
    placeDeadwood();
  }

  function render(view, ui) {
    // The focus was on the table or on the round's result (which closes as the next round starts).
    const hadFocus = el.table.contains(doc.activeElement) || Boolean(doc.activeElement && doc.activeElement.closest("#result"));
    topBar.render(view, ui);
    opponent.render(view);
    piles.render(view);
    controls.render(view, ui);
    hand.render(view, ui);
    resultView.render(view, ui);
    sheets.render(view);
    keepFocus(hadFocus);
    // Last: the root says whose turn it is only once every control shows it,
    // so it never announces a turn the table does not offer yet.
    root.dataset.phase = view.phase;
    root.dataset.toAct = String(view.to_act);
    root.dataset.busy = ui.busy ? "true" : "false";
  }

  /** A control that had the keyboard focus went away (the card just discarded, a
   *  button hidden): the focus stays on the table, on the stock, never on the page. */
  function keepFocus(hadFocus) {
    const active = doc.activeElement;
    const lost = !active || active === doc.body || !doc.contains(active) || active.hidden || !active.offsetParent;
    if (hadFocus && lost) piles.elements.stock.focus({ preventScroll: true });
  }

  /** Focus the control of the person's next decision (keyboard players). */
  function focusFor(view) {
    let target = null;
    if (view.phase === "upcard") target = controls.elements.take.hidden ? null : controls.elements.take;
    else if (view.phase === "draw") target = piles.elements.stock;
    else if (view.phase === "discard") target = hand.focusCard();
    if (target) target.focus({ preventScroll: true });
  }

  return {
    render,
    showTable,
    focusFor,
    closeSheets: sheets.closeAll,
    elements: { ...el, ...topBar.elements, ...opponent.elements, ...piles.elements, ...controls.elements, ...hand.elements },
  };
}
