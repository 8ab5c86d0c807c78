// The person's controls under the table: the prompt line (what to do now),
// a refusal said in words, the Meld, Discard and sort buttons, and the
// rummy prompt (the card, where it would go, Rummy! and Pass). Whether Meld
// is enabled is the engine's answer to the meld query for the selection
// (index.js asks); what else may be done comes from view.legal.

import { clear, h } from "../shell/dom.js";
import { isPerson, meldName, rankText, seatName, titled } from "./cards.js";

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
    if (view.phase === "rummy" && ui.rummyAsked) return "";   // the rummy prompt says it all
    // Several people, no hand shown: the handoff names who is next (js/shell); the prompt says whose turn.
    if (view.you === null && isPerson(view.to_act)) return t("ftPromptTurnOf", { who: seatName(view.to_act, i18n) });
    if (view.to_act !== view.you || ui.busy) return t("ftPromptCpu", { who: seatName(view.to_act, i18n) });
    if (view.phase === "draw") return t(view.stock_count ? "ftPromptDraw" : "ftPromptDrawEmpty");
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
    let what = "";
    if (valid) {
      const kinds = answer.ok ? [answer.meld.kind] : [...new Set(answer.readings.map((r) => r.meld.kind))];
      what = kinds.length === 1 ? t(kinds[0] === "run" ? "ftMeldRun" : "ftMeldSet", { n: ui.selectedCount }) : t("ftMeldMaybe", { n: ui.selectedCount });
    }
    labelled(el.meld, t("ftMeld"), what);
    el.meld.dataset.valid = String(Boolean(valid));
    // The engine's word on the selection ("ok", a refusal code; "asking" until it answers).
    el.meld.dataset.answer = ui.meldAsking ? "asking" : answer ? (answer.ok ? "ok" : answer.code) : "";
  }

  function renderRummy(view, ui) {
    const asked = Boolean(ui.rummyAsked);
    el.rummyBar.hidden = !asked;
    el.actions.hidden = asked;
    if (!asked) {
      delete el.rummyPlaces.dataset.key;   // the next prompt starts its list afresh, at its top
      return;
    }
    const places = (view.legal || []).filter((a) => a.type === "rummy");
    const last = [...(view.history || [])].reverse().find((e) => e.action === "discard");
    const from = last ? seatName(last.player, i18n) : "";
    const meldOf = (a) => (view.melds || []).find((m) => m.id === a.meld);
    const chosen = places[ui.rummyChoice] || places[0];
    const words = { card: i18n.cardName(view.rummy_card), who: from, where: chosen ? meldName(meldOf(chosen), i18n) : "" };
    // Aloud (no hand shown: several people): the prompt names the person asked.
    el.rummyText.textContent = view.you === null
      ? t("ftRummyAskOf", { ...words, asked: seatName(view.to_act, i18n) }) : t("ftRummyAsk", words);
    renderPlaces(places.length > 1 ? places : [], meldOf, chosen, view);
    el.rummy.disabled = !places.length;
  }

  /** Several places: one small button each (the lit melds take a tap too). The list is built
   *  again only when its places or words change; choosing one only moves aria-pressed, so the
   *  list keeps its scroll, the focus stays on the button and the pointer over the same place
   *  (offscreen.js shows the meld of the place focused, pointed at or chosen). */
  function renderPlaces(places, meldOf, chosen, view) {
    const texts = places.map((a) => {
      const meld = meldOf(a);
      const what = meld.kind === "run" ? t("ftPlaceRun", { suit: SUIT_SYMBOL[meld.suit] }) : t("ftPlaceSet", { rank: rankText(meld.rank) });
      return titled(seatName(meld.owner, i18n), `${what}${a.as !== view.rummy_card ? ` (${i18n.cardShort(a.as)})` : ""}`, i18n);
    });
    const key = JSON.stringify(places.map((a, i) => [a.meld, a.as, texts[i]]));
    if (key !== el.rummyPlaces.dataset.key) {
      clear(el.rummyPlaces);
      el.rummyPlaces.dataset.key = key;
      places.forEach((a, i) => el.rummyPlaces.append(h("button", { type: "button", class: "secondary ft-place",
        "data-choice": String(i), "data-meld-id": String(a.meld), text: texts[i] })));
    }
    [...el.rummyPlaces.children].forEach((b, i) => b.setAttribute("aria-pressed", String(places[i] === chosen)));
  }

  /** A button's label: its verb, and what it acts on ("Meld" "run (3)", "Discard" "10♥"). On a phone
   *  the verb sits small above the object, so no label breaks inside a word ("メル/ド") nor
   *  pushes the person's total under its neighbour at 360 px; seen and heard alike. */
  function labelled(button, verb, what) {
    if (!what) {
      button.textContent = verb;
      return;
    }
    clear(button);
    button.append(h("span", { class: "ft-btn-verb", text: verb }), " ", h("span", { class: "ft-btn-what", text: what }));
  }

  /** ui: {busy, phase, selectedCount, selectedCard, targets, meld, message, sort, rummyChoice} */
  function render(view, ui) {
    const mine = view.to_act === view.you && !ui.busy && IN_PLAY.includes(view.phase);
    el.prompt.textContent = promptText(view, ui);
    const cpus = !isPerson(view.to_act) && IN_PLAY.includes(view.phase);
    el.hurry.hidden = !cpus;
    el.hurry.textContent = t(ui.hurry ? "ftHurrying" : "ftHurry");
    el.hurry.setAttribute("aria-pressed", String(Boolean(ui.hurry)));
    el.message.hidden = !ui.message;
    el.message.textContent = ui.message || "";
    renderMeld(ui, mine && view.phase === "play");
    const discarding = mine && (view.phase === "play" || view.phase === "rummy_discard");
    el.discard.disabled = !(discarding && ui.selectedCount === 1);
    labelled(el.discard, t("ftDiscard"), ui.selectedCount === 1 && discarding ? i18n.cardShort(ui.selectedCard) : "");
    // It says that it sorts, and by what: "Sort: suit" / "並べ替え マーク".
    labelled(el.sort, t("ftSortVerb"), t(ui.sort === "rank" ? "ftSortRank" : "ftSortSuit"));
    renderRummy(view, ui);
  }

  return { render, elements: el };
}
