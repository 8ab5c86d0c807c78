// The person's buttons and the prompt line: Take and Pass at the upcard,
// Knock (with the deadwood it knocks with: "Knock (7)", or Gin at 0) for the
// lifted card, Big gin, and the prompt that says what to do now. Each button
// shows only when view.legal holds its action and it is the person's turn.

import { spoken } from "../shell/dom.js";
import { isLegal } from "./legal.js";
import { manyPeople, nameOf } from "./names.js";

const IN_PLAY = ["upcard", "draw", "discard"];

export function createControls(doc, i18n) {
  const t = i18n.t;
  const el = {
    table: doc.querySelector("#table"),
    prompt: doc.querySelector("#prompt"),
    take: doc.querySelector("[data-testid=take]"),
    pass: doc.querySelector("[data-testid=pass]"),
    knock: doc.querySelector("[data-testid=knock]"),
    bigGin: doc.querySelector("#big-gin"),
  };

  function promptFor(view, ui, canKnock, gin, after) {
    if (!IN_PLAY.includes(view.phase)) return "";
    // Two people: whose turn, by name (during a handoff too: the shell's screen covers the table).
    if (manyPeople() && (view.to_act !== view.you || ui.busy)) return t("promptTurnOf", { who: nameOf(view.to_act, t) });
    if (view.to_act !== view.you || ui.busy) return t("promptCpu");
    if (view.phase === "upcard") return t("promptUpcard");
    if (view.phase === "draw") {
      if (ui.pileWhy) return t("pileClosedWhy");   // the closed pile was tapped: say why
      return t(isLegal(view, "draw", { from: "discard" }) ? "promptDraw" : "promptDrawStock");
    }
    if (canKnock) return t(gin ? "promptGin" : "promptKnock", { n: after });
    return ui.lifted ? t("promptLifted", { card: i18n.cardName(ui.lifted) }) : t("promptDiscard");
  }

  function render(view, ui) {
    const mine = view.to_act === view.you && IN_PLAY.includes(view.phase) && !ui.busy;
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
    el.prompt.textContent = promptFor(view, ui, canKnock, gin, after);
    el.table.dataset.knock = canKnock ? "true" : "false";
  }

  return { render, elements: el };
}
