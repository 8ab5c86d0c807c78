// Draws the table from the engine's view (player 0) and the page's own UI
// state (which card is lifted, whether the CPU is thinking). No rules here:
// what is legal comes from view.legal, deadwood from view.deadwood and
// view.discard_preview, the hand's arrangement from view.melds. Where the
// hand's cards go is hand_layout.js's; the scores go to the shell's scoreboard.

import { cardBack, cardFace, cardSlot } from "../shell/cards_svg.js";
import { clear, h, miniCard, spoken } from "../shell/dom.js";
import { layoutHand } from "./hand_layout.js";
import { createResultView } from "./result_view.js";
import { createSheets } from "./sheets.js";

const IN_PLAY = ["upcard", "draw", "discard"];

function $(root, sel) {
  return root.querySelector(sel);
}

function isLegal(view, type, extra) {
  return (view.legal || []).some((a) => a.type === type && Object.entries(extra || {}).every(([k, v]) => a[k] === v));
}

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

// A wide screen shows the deadwood beside the hand; a narrow one in the top bar.
const WIDE = "(min-width: 1024px)";
// A second row of cards when the screen is narrow and tall enough for it.
const TWO_ROWS = "(max-width: 699px) and (min-height: 540px)";

export function createRenderer(doc, i18n, { scoreboard, matchEnd }) {
  const root = doc.documentElement;
  const el = {
    table: $(doc, "#table"),
    deadwood: $(doc, "[data-testid=deadwood]"),
    deadwoodBox: $(doc, "#deadwood-box"),
    roundText: $(doc, "#round-text"),
    cpuHand: $(doc, "#cpu-hand"),
    cpuTook: $(doc, "[data-testid=cpu-took]"),
    stock: $(doc, "[data-testid=stock]"),
    discardTop: $(doc, "[data-testid=discard-top]"),
    discardUnder: $(doc, "#discard-under"),
    prompt: $(doc, "#prompt"),
    take: $(doc, "[data-testid=take]"),
    pass: $(doc, "[data-testid=pass]"),
    knock: $(doc, "[data-testid=knock]"),
    bigGin: $(doc, "#big-gin"),
    hand: $(doc, "[data-testid=hand]"),
    handSide: $(doc, "#hand-side"),
    log: $(doc, "#log"),
  };
  const t = i18n.t;
  const sheets = createSheets(doc, i18n);
  const resultView = createResultView(doc, i18n, matchEnd);
  // The two sheets open from buttons beside the piles (made here: they are Gin's).
  const sheetButtons = {};
  const pileTools = h("div", { class: "pile-tools" });
  for (const [which, testid] of [["pile", "open-pile-sheet"], ["score", "open-score-sheet"]]) {
    const btn = h("button", { type: "button", class: "link sheet-link", "data-testid": testid });
    btn.addEventListener("click", () => sheets.open(which));
    sheetButtons[which] = btn;
    pileTools.append(btn);
  }
  const piles = $(doc, "#table .piles");
  piles.append(pileTools);
  const wide = window.matchMedia(WIDE);
  const twoRows = window.matchMedia(TWO_ROWS);
  const topbarHome = { parent: el.deadwoodBox.parentElement, next: el.deadwoodBox.nextElementSibling };

  /** The deadwood counter beside the hand on a wide table, else in the top bar; the
   *  sheets' buttons left of the piles on a wide table, else beside them. */
  function placeDeadwood() {
    const tools = wide.matches ? el.table : piles;
    if (pileTools.parentElement !== tools) tools.append(pileTools);
    const beside = wide.matches && !el.table.hidden;
    if (beside && el.deadwoodBox.parentElement !== el.handSide) el.handSide.append(el.deadwoodBox);
    if (!beside && el.deadwoodBox.parentElement !== topbarHome.parent) {
      topbarHome.parent.insertBefore(el.deadwoodBox, topbarHome.next);
    }
  }
  wide.addEventListener("change", () => { placeDeadwood(); placeCards(); });
  twoRows.addEventListener("change", () => placeCards());
  let placedWidth = 0;   // the hand's height follows its cards: only a new width re-places them
  if (typeof ResizeObserver === "function") {
    new ResizeObserver(() => {
      if (el.hand.clientWidth !== placedWidth) placeCards();
    }).observe(el.hand);
  }

  /** The table on screen (a match of this game) or not. */
  function showTable(on) {
    el.table.hidden = !on;
    placeDeadwood();
  }

  /** The counter's word, with the rule book's gloss over it where the language has one:
   *  デッドウッド with 端数 as ruby (（端数） where ruby is not shown). */
  function labelDeadwood() {
    const label = el.deadwoodBox.querySelector(".dw-label");
    const note = t("deadwoodNote");
    if (!note || label.querySelector("rt")) return;
    label.replaceChildren(h("ruby", {}, t("deadwood"), h("rp", { text: "（" }), h("rt", { text: note }), h("rp", { text: "）" })));
  }

  function renderTop(view, ui) {
    const names = [t("you"), t("cpu")];
    scoreboard.render({
      seats: [0, 1].map((seat) => ({
        name: names[seat],
        score: view.scores[seat],
        dealer: view.dealer === seat,
        label: i18n.list([t("scoreLabel", { who: names[seat], n: view.scores[seat] }), view.dealer === seat ? t("dealer") : ""]),
      })),
      target: { n: view.target, text: t("targetShort", { n: view.target }), label: t("targetLabel", { n: view.target }) },
    });
    labelDeadwood();
    const preview = ui.lifted && view.discard_preview && ui.lifted in view.discard_preview;
    const n = preview ? view.discard_preview[ui.lifted] : view.deadwood;
    el.deadwood.textContent = String(n);
    el.deadwood.dataset.value = String(n);
    el.deadwoodBox.dataset.preview = preview ? "true" : "false";
    el.deadwoodBox.setAttribute("aria-label", preview
      ? t("deadwoodPreview", { card: i18n.cardName(ui.lifted), n })
      : t("deadwoodLabel", { n }));
    const notes = [t("round", { n: view.round || 1 })];
    // Under Oklahoma the limit is news every round, even when it is the usual 10.
    if (view.knock_limit !== undefined && (view.knock_limit !== 10 || (view.rules || {}).oklahoma)) {
      notes.push(view.knock_limit === 0 ? t("knockLimitGin") : t("knockLimit", { n: view.knock_limit }));
    }
    if (view.multiplier > 1) notes.push(t("doubled"));   // the engine says: Oklahoma spade upcard
    el.roundText.textContent = notes.join(" · ");
  }

  function renderOpponent(view) {
    clear(el.cpuHand);
    const n = view.opponent_hand_count;
    el.cpuHand.style.setProperty("--n", String(n));
    el.cpuHand.setAttribute("aria-label", t("cpuHand", { n }));
    for (let i = 0; i < n; i += 1) {
      const back = h("span", { class: "cpu-card" });
      back.append(cardBack());
      el.cpuHand.append(back);
    }
    clear(el.cpuTook);
    const took = view.opponent_took || [];
    el.cpuTook.setAttribute("aria-label", t("cpuTookLabel", { cards: took.length ? i18n.list(took.map(i18n.cardName)) : t("cpuTookNone") }));
    if (!took.length) el.cpuTook.append(h("span", { class: "none", text: t("cpuTookNone") }));
    for (const c of took) el.cpuTook.append(miniCard(c, i18n));
  }

  function renderPiles(view) {
    const drawStock = isLegal(view, "draw", { from: "stock" });
    const drawDiscard = isLegal(view, "draw", { from: "discard" });
    const take = isLegal(view, "take");
    clear(el.stock);
    el.stock.append(view.stock_count > 0 ? cardBack() : cardSlot());
    el.stock.append(h("span", { class: "count", text: t("stockCount", { n: view.stock_count }) }));
    el.stock.setAttribute("aria-label", t("stockLabel", { n: view.stock_count }));
    el.stock.setAttribute("aria-disabled", drawStock ? "false" : "true");
    el.stock.classList.toggle("live", drawStock);

    const pile = view.discard || [];
    const top = pile[pile.length - 1];
    clear(el.discardTop);
    clear(el.discardUnder);
    if (pile.length > 1) el.discardUnder.append(cardFace(pile[pile.length - 2]));
    el.discardTop.append(top ? cardFace(top) : cardSlot());
    el.discardTop.dataset.card = top || "";
    spoken(el.discardTop, top ? t("discardLabel", { card: i18n.cardName(top) }) : t("discardEmpty"));
    sheetButtons.pile.textContent = t("pileSheetOpen");
    sheetButtons.score.textContent = t("scoreSheetOpen");
    el.discardTop.setAttribute("aria-disabled", drawDiscard || take ? "false" : "true");
    el.discardTop.classList.toggle("live", drawDiscard || take);
  }

  function renderActions(view, ui) {
    const mine = view.to_act === 0 && IN_PLAY.includes(view.phase) && !ui.busy;
    const top = (view.discard || [])[view.discard.length - 1];
    el.take.hidden = !(mine && isLegal(view, "take"));
    el.pass.hidden = !(mine && isLegal(view, "pass"));
    // "Take K♦", and a screen reader hears the card's name after it.
    el.take.textContent = t("take", { card: i18n.cardShort(top) });
    spoken(el.take, ` (${i18n.cardName(top)})`);
    const canKnock = mine && ui.lifted && isLegal(view, "knock", { card: ui.lifted });
    const after = canKnock && view.discard_preview ? view.discard_preview[ui.lifted] : null;
    const gin = after === 0;
    el.knock.hidden = !canKnock;
    if (canKnock) {
      // The deadwood it knocks with is on the button: "Knock (7)"; at 0 it is gin.
      el.knock.textContent = gin ? t("gin") : t("knockWith", { n: after });
      el.knock.dataset.gin = gin ? "true" : "false";
      el.knock.setAttribute("aria-label", t(gin ? "ginLabel" : "knockLabel", { card: i18n.cardName(ui.lifted), n: after }));
    }
    el.bigGin.hidden = !(mine && isLegal(view, "big_gin"));

    let prompt = "";
    if (IN_PLAY.includes(view.phase)) {
      if (view.to_act !== 0 || ui.busy) prompt = t("promptCpu");
      else if (view.phase === "upcard") prompt = t("promptUpcard");
      else if (view.phase === "draw") prompt = t("promptDraw");
      else if (canKnock) prompt = t(gin ? "promptGin" : "promptKnock", { n: after });
      else prompt = ui.lifted ? t("promptLifted", { card: i18n.cardName(ui.lifted) }) : t("promptDiscard");
    }
    el.prompt.textContent = prompt;
    el.table.dataset.knock = canKnock ? "true" : "false";
  }

  function renderHand(view, ui) {
    const focused = doc.activeElement && el.hand.contains(doc.activeElement) ? doc.activeElement.dataset.card : null;
    clear(el.hand);
    const groups = arrangeHand(view);
    const myDiscard = view.phase === "discard" && view.to_act === 0 && !ui.busy;
    let meldIndex = 0;
    const focusTarget = focused || ui.focusCard;
    let tabbed = null;
    groups.forEach((group, g) => {
      const colour = group.meld ? meldIndex % 4 : null;
      if (group.meld) meldIndex += 1;
      group.cards.forEach((code, i) => {
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
        el.hand.append(btn);
        if (code === focusTarget) tabbed = btn;
      });
    });
    placeCards();
    const target = tabbed || el.hand.querySelector(".card[aria-disabled=false]") || el.hand.querySelector(".card");
    if (target) target.tabIndex = 0;
    if (focused && tabbed) tabbed.focus({ preventScroll: true });
  }

  /** Put each card of the hand in its place (hand_layout.js), for the hand's width now. */
  function placeCards() {
    const cards = [...el.hand.querySelectorAll(".card")];
    if (!cards.length || el.table.hidden) return;
    const w = cards[0].offsetWidth;
    const hgt = cards[0].offsetHeight || w * 1.4;
    const width = el.hand.clientWidth;
    if (!w || !width) return;
    placedWidth = width;
    const layout = layoutHand(
      cards.map((c) => ({ meld: c.classList.contains("in-meld"), start: c.classList.contains("group-start") })),
      { w, h: hgt, width, twoRows: twoRows.matches, bottom: 24 },
    );
    cards.forEach((card, i) => {
      const place = layout.places[i];
      const next = layout.places[i + 1];
      // A group's bar runs on under its next card; it ends with the group (short of the
      // next group's first card, so the break shows even where the cards overlap) or the row.
      const sameRow = next && next.row === place.row;
      const joined = sameRow && !cards[i + 1].classList.contains("group-start");
      const reach = joined ? next.x - place.x : sameRow ? Math.min(w, next.x - place.x - 10) : w;
      card.style.setProperty("--x", `${place.x}px`);
      card.style.setProperty("--y", `${place.y}px`);
      card.style.setProperty("--reach", `${reach}px`);
      card.dataset.row = String(place.row);
    });
    el.hand.style.setProperty("--hand-h", `${layout.height}px`);
    el.hand.dataset.rows = String(layout.rows);
  }

  function render(view, ui) {
    // The focus was on the table or on the round's result (which closes as the next round starts).
    const hadFocus = el.table.contains(doc.activeElement) || Boolean(doc.activeElement && doc.activeElement.closest("#result"));
    renderTop(view, ui);
    renderOpponent(view);
    renderPiles(view);
    renderActions(view, ui);
    renderHand(view, ui);
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
    if (hadFocus && lost) el.stock.focus({ preventScroll: true });
  }

  /** Focus the control of the person's next decision (keyboard players). */
  function focusFor(view) {
    let target = null;
    if (view.phase === "upcard") target = el.take.hidden ? null : el.take;
    else if (view.phase === "draw") target = el.stock;
    else if (view.phase === "discard") {
      target = el.hand.querySelector(".card.fresh") || el.hand.querySelector(".card[tabindex='0']");
    }
    if (target) {
      if (target.classList.contains("card")) {
        for (const c of el.hand.querySelectorAll(".card")) c.tabIndex = c === target ? 0 : -1;
      }
      target.focus({ preventScroll: true });
    }
  }

  return { render, showTable, focusFor, closeSheets: sheets.closeAll, elements: el };
}
