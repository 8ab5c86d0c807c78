// Draws the table from the engine's view (player 0) and the page's own UI
// state (which card is lifted, whether the CPU is thinking). No rules here:
// what is legal comes from view.legal, deadwood from view.deadwood and
// view.discard_preview, the hand's arrangement from view.melds.

import { cardBack, cardFace, cardSlot } from "../shell/cards_svg.js";
import { clear, h, miniCard } from "../shell/dom.js";
import { createResultView } from "./result_view.js";

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

export function createRenderer(doc, i18n) {
  const root = doc.documentElement;
  const el = {
    table: $(doc, "#table"),
    scoreYou: $(doc, "[data-testid=score-you]"),
    scoreCpu: $(doc, "[data-testid=score-cpu]"),
    targetText: $(doc, "#target-text"),
    deadwood: $(doc, "[data-testid=deadwood]"),
    deadwoodBox: $(doc, "#deadwood-box"),
    roundText: $(doc, "#round-text"),
    cpuHand: $(doc, "#cpu-hand"),
    cpuLabel: $(doc, "#cpu-label"),
    youLabel: $(doc, "#you-label"),
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
    log: $(doc, "#log"),
  };
  const t = i18n.t;
  const resultView = createResultView(doc, i18n);

  /** The table on screen (a match of this game) or not. */
  function showTable(on) {
    el.table.hidden = !on;
  }

  function renderTop(view, ui) {
    el.scoreYou.textContent = String(view.scores[0]);
    el.scoreCpu.textContent = String(view.scores[1]);
    const dealer = (seat) => (view.dealer === seat ? `, ${t("dealer")}` : "");
    el.scoreYou.parentElement.setAttribute("aria-label", t("scoreLabel", { who: t("you"), n: view.scores[0] }) + dealer(0));
    el.scoreCpu.parentElement.setAttribute("aria-label", t("scoreLabel", { who: t("cpu"), n: view.scores[1] }) + dealer(1));
    el.targetText.textContent = t("targetShort", { n: view.target });
    el.targetText.setAttribute("aria-label", t("targetLabel", { n: view.target }));
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
    el.cpuLabel.dataset.dealer = view.dealer === 1 ? "true" : "false";
    el.youLabel.dataset.dealer = view.dealer === 0 ? "true" : "false";
    clear(el.cpuTook);
    const took = view.opponent_took || [];
    el.cpuTook.setAttribute("aria-label", t("cpuTookLabel", { cards: took.length ? took.map(i18n.cardName).join(", ") : t("cpuTookNone") }));
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
    el.discardTop.setAttribute("aria-label", top ? t("discardLabel", { card: i18n.cardName(top) }) : t("discardEmpty"));
    el.discardTop.setAttribute("aria-disabled", drawDiscard || take ? "false" : "true");
    el.discardTop.classList.toggle("live", drawDiscard || take);
  }

  function renderActions(view, ui) {
    const mine = view.to_act === 0 && IN_PLAY.includes(view.phase) && !ui.busy;
    const top = (view.discard || [])[view.discard.length - 1];
    el.take.hidden = !(mine && isLegal(view, "take"));
    el.pass.hidden = !(mine && isLegal(view, "pass"));
    el.take.textContent = t("take", { card: i18n.cardShort(top) });
    el.take.setAttribute("aria-label", t("take", { card: i18n.cardName(top) }));
    const canKnock = mine && ui.lifted && isLegal(view, "knock", { card: ui.lifted });
    el.knock.hidden = !canKnock;
    if (canKnock) {
      const gin = view.discard_preview && view.discard_preview[ui.lifted] === 0;
      el.knock.textContent = gin ? t("gin") : t("knock");
      el.knock.dataset.gin = gin ? "true" : "false";
      el.knock.setAttribute("aria-label", t(gin ? "ginLabel" : "knockLabel", { card: i18n.cardName(ui.lifted) }));
    }
    el.bigGin.hidden = !(mine && isLegal(view, "big_gin"));

    let prompt = "";
    if (IN_PLAY.includes(view.phase)) {
      if (view.to_act !== 0 || ui.busy) prompt = t("promptCpu");
      else if (view.phase === "upcard") prompt = t("promptUpcard");
      else if (view.phase === "draw") prompt = t("promptDraw");
      else prompt = ui.lifted ? t("promptLifted", { card: i18n.cardName(ui.lifted) }) : t("promptDiscard");
    }
    el.prompt.textContent = prompt;
  }

  function renderHand(view, ui) {
    const focused = doc.activeElement && el.hand.contains(doc.activeElement) ? doc.activeElement.dataset.card : null;
    clear(el.hand);
    const groups = arrangeHand(view);
    const count = groups.reduce((n, g) => n + g.cards.length, 0);
    el.hand.style.setProperty("--n", String(count));
    el.hand.style.setProperty("--groups", String(groups.length));
    const myDiscard = view.phase === "discard" && view.to_act === 0 && !ui.busy;
    let meldIndex = 0;
    let first = true;
    const focusTarget = focused || ui.focusCard;
    let tabbed = null;
    for (const group of groups) {
      const colour = group.meld ? meldIndex % 4 : null;
      if (group.meld) meldIndex += 1;
      group.cards.forEach((code, i) => {
        const discardable = myDiscard && isLegal(view, "discard", { card: code });
        const sunk = myDiscard && code === view.just_drew;
        const parts = [i18n.cardName(code), group.meld ? t("meld") : t("deadwoodCard")];
        if (sunk) parts.push(t("justTaken"));
        if (ui.lifted === code) parts.push(t("lifted"));
        const btn = h("button", {
          type: "button",
          class: [
            "card",
            group.meld ? `in-meld meld-${colour}` : "is-deadwood",
            i === 0 && !first ? "group-start" : "",
            i === 0 && group.meld ? "meld-start" : "",
            sunk ? "sunk" : "",
            ui.lifted === code ? "lifted" : "",
            ui.fresh === code ? "fresh" : "",
          ].filter(Boolean).join(" "),
          "data-card": code,
          "aria-label": parts.join(", "),
          "aria-disabled": discardable ? "false" : "true",
          "aria-pressed": myDiscard ? String(ui.lifted === code) : null,
          tabindex: "-1",
        });
        btn.append(cardFace(code));
        el.hand.append(btn);
        if (code === focusTarget) tabbed = btn;
      });
      first = false;
    }
    const target = tabbed || el.hand.querySelector(".card[aria-disabled=false]") || el.hand.querySelector(".card");
    if (target) target.tabIndex = 0;
    if (focused && tabbed) tabbed.focus({ preventScroll: true });
  }

  function render(view, ui) {
    renderTop(view, ui);
    renderOpponent(view);
    renderPiles(view);
    renderActions(view, ui);
    renderHand(view, ui);
    resultView.render(view, ui);
    // Last: the root says whose turn it is only once every control shows it,
    // so it never announces a turn the table does not offer yet.
    root.dataset.phase = view.phase;
    root.dataset.toAct = String(view.to_act);
    root.dataset.busy = ui.busy ? "true" : "false";
  }

  function announce(text) {
    if (!text) return;
    const line = h("p", { text });
    el.log.append(line);
    while (el.log.childElementCount > 8) el.log.removeChild(el.log.firstElementChild);
  }

  function clearLog() {
    clear(el.log);
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

  return { render, showTable, announce, clearLog, focusFor, elements: el };
}
