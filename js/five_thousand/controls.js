// The person's controls under the table: the prompt line (what to do now),
// a refusal said in words, the Meld, Discard and sort buttons, and the
// rummy prompt (the card, where it would go, Rummy! and Pass). Whether Meld
// is enabled is the engine's answer to the meld query for the selection
// (index.js asks); what else may be done comes from view.legal.

import { clear, h } from "../shell/dom.js";
import { meldName, rankText, seatName, titled } from "./cards.js";

const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };

const IN_PLAY = ["draw", "play", "rummy", "rummy_discard"];

export function createControls(doc, i18n) {
  const t = i18n.t;
  const q = (sel) => doc.querySelector(`#ft-table ${sel}`);
  const el = {
    prompt: q("#ft-prompt"),
    message: q("[data-testid=ft-message]"),
    meld: q("[data-testid=meld-btn]"),
    discard: q("[data-testid=discard-btn]"),
    sort: q("[data-testid=sort]"),
    actions: q(".ft-actions"),
    rummyBar: q("#ft-rummy"),
    rummyText: q("#ft-rummy-text"),
    rummyPlaces: q("#ft-rummy-places"),
    rummy: q("[data-testid=rummy]"),
    pass: q("[data-testid=pass]"),
    // While the CPUs play: hurry them until the person's turn (a tap on the table does it too).
    hurry: h("button", { type: "button", class: "secondary ft-hurry", "data-testid": "hurry", hidden: true }),
  };
  q(".ft-status").append(el.hurry);

  function promptText(view, ui) {
    if (!IN_PLAY.includes(view.phase)) return "";
    if (view.to_act !== 0 || ui.busy) return t("ftPromptCpu", { who: seatName(view.to_act, i18n) });
    if (view.phase === "draw") return t(view.stock_count ? "ftPromptDraw" : "ftPromptDrawEmpty");
    if (view.phase === "rummy") return "";   // the rummy prompt says it all
    if (view.phase === "rummy_discard") return t("ftPromptRummyDiscard");
    if (view.must_play) return t("ftPromptMustPlay", { card: i18n.cardName(view.must_play) });
    if (ui.selectedCount === 1) return t(ui.targets.size ? "ftPromptOneLayoff" : "ftPromptOne", { card: i18n.cardName(ui.selectedCard) });
    if (ui.selectedCount > 1) return t("ftPromptMany", { n: ui.selectedCount });
    return t("ftPromptPlay");
  }

  function renderMeld(ui, mine) {
    const answer = ui.meld;
    const valid = mine && answer && (answer.ok || answer.code === "ambiguous_wild");
    el.meld.disabled = !valid;
    let text = t("ftMeld");
    if (valid) {
      const kinds = answer.ok ? [answer.meld.kind] : [...new Set(answer.readings.map((r) => r.meld.kind))];
      text = kinds.length === 1 ? t(kinds[0] === "run" ? "ftMeldRun" : "ftMeldSet", { n: ui.selectedCount }) : t("ftMeldMaybe", { n: ui.selectedCount });
    }
    el.meld.textContent = text;
    el.meld.dataset.valid = String(Boolean(valid));
    // The engine's word on the selection ("ok", a refusal code; "asking" until it answers).
    el.meld.dataset.answer = ui.meldAsking ? "asking" : answer ? (answer.ok ? "ok" : answer.code) : "";
  }

  function renderRummy(view, ui) {
    const asked = view.phase === "rummy" && view.to_act === 0 && !ui.busy;
    el.rummyBar.hidden = !asked;
    el.actions.hidden = asked;
    if (!asked) return;
    const places = (view.legal || []).filter((a) => a.type === "rummy");
    const last = [...(view.history || [])].reverse().find((e) => e.action === "discard");
    const from = last ? seatName(last.player, i18n) : "";
    const meldOf = (a) => (view.melds || []).find((m) => m.id === a.meld);
    const chosen = places[ui.rummyChoice] || places[0];
    el.rummyText.textContent = t("ftRummyAsk", { card: i18n.cardName(view.rummy_card), who: from,
      where: chosen ? meldName(meldOf(chosen), i18n) : "" });
    clear(el.rummyPlaces);
    // Several places: one small button each (the lit melds take a tap too).
    if (places.length > 1) {
      places.forEach((a, i) => {
        const meld = meldOf(a);
        const what = meld.kind === "run" ? t("ftPlaceRun", { suit: SUIT_SYMBOL[meld.suit] }) : t("ftPlaceSet", { rank: rankText(meld.rank) });
        const text = titled(seatName(meld.owner, i18n), `${what}${a.as !== view.rummy_card ? ` (${i18n.cardShort(a.as)})` : ""}`, i18n);
        el.rummyPlaces.append(h("button", { type: "button", class: "secondary ft-place", "data-choice": String(i),
          "aria-pressed": String(a === chosen), text }));
      });
    }
    el.rummy.disabled = !places.length;
  }

  /** ui: {busy, phase, selectedCount, selectedCard, targets, meld, message, sort, rummyChoice} */
  function render(view, ui) {
    const mine = view.to_act === 0 && !ui.busy && IN_PLAY.includes(view.phase);
    el.prompt.textContent = promptText(view, ui);
    const cpus = view.to_act !== 0 && IN_PLAY.includes(view.phase);
    el.hurry.hidden = !cpus;
    el.hurry.textContent = t(ui.hurry ? "ftHurrying" : "ftHurry");
    el.hurry.setAttribute("aria-pressed", String(Boolean(ui.hurry)));
    el.message.hidden = !ui.message;
    el.message.textContent = ui.message || "";
    renderMeld(ui, mine && view.phase === "play");
    const discarding = mine && (view.phase === "play" || view.phase === "rummy_discard");
    el.discard.disabled = !(discarding && ui.selectedCount === 1);
    el.discard.textContent = ui.selectedCount === 1 && discarding
      ? t("ftDiscardCard", { card: i18n.cardShort(ui.selectedCard) }) : t("ftDiscard");
    // Seen: "Suit" (or "Rank"); heard: "Sort: Suit" (the name holds what is seen).
    clear(el.sort);
    el.sort.append(h("span", { class: "sr", text: titled(t("ftSort"), "", i18n) }), t(ui.sort === "rank" ? "ftSortRank" : "ftSortSuit"));
    renderRummy(view, ui);
  }

  return { render, elements: el };
}
