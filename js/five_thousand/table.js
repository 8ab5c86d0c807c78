// Draws 5000 Rummy's table from the engine's view (seat 0) and the page's
// own UI state (the selection, the sort order, an open seat chip, whether the
// CPU is playing): the top bar's wild rank and deal, the seats, the melds,
// the stock and pile, the controls, the hand, the first dealer's draw and
// the results. No rules here: what may be done comes from view.legal and
// the engine's answers (index.js).

import { rankText } from "./cards.js";
import { createControls } from "./controls.js";
import { createFirstDealer } from "./first_dealer.js";
import { createHand } from "./hand.js";
import { createMelds } from "./melds.js";
import { createNarrator } from "./narration.js";
import { createOffscreen } from "./offscreen.js";
import { createPile } from "./pile.js";
import { createResultView } from "./result_view.js";
import { createSeats } from "./seats.js";
import { createSheets } from "./sheets.js";
import { createSinceLast } from "./since_last.js";

export function createRenderer(doc, i18n, settings, { matchEnd, onFirstClose, onSinceClose }) {
  const t = i18n.t;
  const root = doc.documentElement;
  const el = {
    table: doc.querySelector("#ft-table"),
    wild: doc.querySelector("[data-testid=wild]"),
    wildBox: doc.querySelector("#ft-wild-box"),
    dealText: doc.querySelector("#ft-deal-text"),
    log: doc.querySelector("#ft-log"),
    toast: doc.querySelector("#ft-toast"),
  };
  const seats = createSeats(doc, i18n);
  const melds = createMelds(doc, i18n);
  const pile = createPile(doc, i18n);
  const hand = createHand(doc, i18n);
  const controls = createControls(doc, i18n);
  const firstDealer = createFirstDealer(doc, i18n, { onClose: onFirstClose });
  const results = createResultView(doc, i18n, matchEnd);
  const since = createSinceLast(doc, i18n, { onClose: onSinceClose });
  const sheets = createSheets(doc, i18n, { narrate: createNarrator(i18n).lines });
  const offscreen = createOffscreen(doc, i18n, settings);

  function renderBar(view) {
    el.wild.textContent = rankText(view.wild);
    el.wild.dataset.rank = view.wild;
    // The name starts with what is seen ("Wild 7"), then says it in words.
    el.wildBox.setAttribute("aria-label", `${t("ftWild")} ${rankText(view.wild)}: ${t("ftWildLabel", { rank: t(`ftRankPlural${view.wild}`) })}`);
    el.dealText.textContent = t("ftDealShort", { n: view.deal, target: view.target });
  }

  function render(view, ui) {
    renderBar(view);
    seats.render(view, ui.expanded);
    melds.render(view, ui);
    pile.render(view, ui);
    controls.render(view, ui);
    hand.render(view, ui);
    firstDealer.render(view, ui.showFirstDealer);
    since.render(view, ui.showSince);
    sheets.render(view, ui.deals);
    results.render(view, ui);
    el.table.dataset.players = String(view.players);
    offscreen.render();   // after the melds, the pile and the panels above them have their sizes
    // Last: the root says whose turn it is only once every control shows it.
    root.dataset.phase = view.phase;
    root.dataset.toAct = String(view.to_act);
    root.dataset.busy = ui.busy ? "true" : "false";
  }

  /** A new deal: the wild badge says it is news (CSS animation; none with reduced motion). */
  function flashWild() {
    el.wildBox.classList.remove("fresh");
    void el.wildBox.offsetWidth;   // restart the animation
    el.wildBox.classList.add("fresh");
  }

  /** A short banner over the table (a CPU's rummy call), gone by itself; the log says it too. */
  let toastTimer = null;
  function toast(text, ms) {
    el.toast.textContent = text;
    el.toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { el.toast.hidden = true; }, ms);
  }

  /** Focus the control of the person's next decision (keyboard players). */
  function focusFor(view) {
    let target = null;
    if (view.phase === "draw") target = pile.elements.stock.getAttribute("aria-disabled") === "false" ? pile.elements.stock
      : doc.querySelector("#ft-table [data-testid=pile-card].live") || pile.elements.stop;
    else if (view.phase === "rummy") target = controls.elements.rummy;
    else if (view.phase === "play" || view.phase === "rummy_discard") target = hand.element.querySelector(".ft-card[tabindex='0']");
    if (target && !target.hidden) target.focus({ preventScroll: true });
  }

  return {
    render,
    toast,
    flashWild,
    focusFor,
    moveHandFocus: hand.moveFocus,
    showTable(on) {
      el.table.hidden = !on;
      if (!on) {
        results.close();
        sheets.close();
      }
    },
    elements: { ...el, controls: controls.elements, pile: pile.elements, hand: hand.element, melds: melds.element },
  };
}
