// Gin's part of the top bar: the shell's scoreboard filled with the two
// seats and the target, the deadwood counter (the hand's, or the lifted
// card's discard preview from view.discard_preview) and the round's notes
// (round number, knock limit, doubling).

import { h } from "../shell/dom.js";
import { nameOf } from "./names.js";

export function createTopBar(doc, i18n, scoreboard) {
  const t = i18n.t;
  const el = {
    deadwood: doc.querySelector("[data-testid=deadwood]"),
    deadwoodBox: doc.querySelector("#deadwood-box"),
    roundText: doc.querySelector("#round-text"),
  };

  /** The counter's word, with the gloss of docs/rules-gin.md over it where the language has one:
   *  デッドウッド with 端数 as ruby (（端数） where ruby is not shown). */
  function labelDeadwood() {
    const label = el.deadwoodBox.querySelector(".dw-label");
    const note = t("deadwoodNote");
    if (!note || label.querySelector("rt")) return;
    label.replaceChildren(h("ruby", {}, t("deadwood"), h("rp", { text: "（" }), h("rt", { text: note }), h("rp", { text: "）" })));
  }

  function renderScores(view) {
    const names = [nameOf(0, t), nameOf(1, t)];
    scoreboard.render({
      seats: [0, 1].map((seat) => ({
        name: names[seat],
        score: view.scores[seat],
        dealer: view.dealer === seat,
        label: i18n.list([t("scoreLabel", { who: names[seat], n: view.scores[seat] }), view.dealer === seat ? t("dealer") : ""]),
      })),
      target: { n: view.target, text: t("targetShort", { n: view.target }), label: t("targetLabel", { n: view.target }) },
    });
  }

  function renderDeadwood(view, ui) {
    const preview = ui.lifted && view.discard_preview && ui.lifted in view.discard_preview;
    const n = preview ? view.discard_preview[ui.lifted] : view.deadwood;
    if (n === null || n === undefined) {   // no hand shown (a handoff): no deadwood to count
      el.deadwood.textContent = t("deadwoodNone");
      el.deadwood.dataset.value = "";
      el.deadwoodBox.dataset.preview = "false";
      el.deadwoodBox.setAttribute("aria-label", t("noHand"));
      return;
    }
    el.deadwood.textContent = String(n);
    el.deadwood.dataset.value = String(n);
    el.deadwoodBox.dataset.preview = preview ? "true" : "false";
    el.deadwoodBox.setAttribute("aria-label", preview
      ? t("deadwoodPreview", { card: i18n.cardName(ui.lifted), n })
      : t("deadwoodLabel", { n }));
  }

  function renderNotes(view) {
    const notes = [t("round", { n: view.round || 1 })];
    // Under Oklahoma the limit is news every round, even when it is the usual 10.
    if (view.knock_limit !== undefined && (view.knock_limit !== 10 || (view.rules || {}).oklahoma)) {
      notes.push(view.knock_limit === 0 ? t("knockLimitGin") : t("knockLimit", { n: view.knock_limit }));
    }
    if (view.multiplier > 1) notes.push(t("doubled"));   // the engine says: Oklahoma spade upcard
    el.roundText.textContent = notes.join(" · ");
  }

  function render(view, ui) {
    renderScores(view);
    labelDeadwood();
    renderDeadwood(view, ui);
    renderNotes(view);
  }

  return { render, elements: el };
}
