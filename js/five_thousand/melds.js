// The melds on the table, in one area that scrolls on its own, grouped by
// owner in seat order: the group starts with its owner's name, and every meld
// carries its owner's tag in the seat's colour (a meld that wraps to a new
// line, or shares a row with another owner's, is never unlabeled). Each card
// shows who laid it when that is not the meld's owner (a lay-off scores for
// whoever laid it), and a wild card shows what it stands for. The melds the selected card may be laid off on (from
// view.legal) light up and take a tap; during a rummy prompt, the melds the
// card would go to are marked.

import { clear, h, spoken } from "../shell/dom.js";
import { meldCardsText, meldName, mini, seatName, sentences, titled } from "./cards.js";

export function createMelds(doc, i18n) {
  const t = i18n.t;
  const box = doc.querySelector("#ft-table [data-testid=melds]");

  function label(meld, view, target) {
    const parts = [titled(meldName(meld, i18n), meldCardsText(meld.cards, i18n), i18n)];
    const others = meld.cards.filter((e) => e.by !== meld.owner);
    for (const e of others) parts.push(t("ftLaidBy", { card: i18n.cardName(e.card), who: seatName(e.by, i18n) }));
    if (target) parts.push(t("ftLayOffHere", { card: i18n.cardName(target) }));
    return sentences(parts, i18n);
  }

  function meldNode(meld, view, ui) {
    const target = ui.targets && ui.targets.has(meld.id);
    const rummy = ui.rummyTargets && ui.rummyTargets.has(meld.id);
    const chosen = rummy && ui.rummyChosen === meld.id;
    const node = h("button", {
      type: "button",
      class: ["ft-meld", `kind-${meld.kind}`, target ? "target" : "", rummy ? "rummy-target" : "", chosen ? "chosen" : "",
        ui.freshMelds && ui.freshMelds.has(meld.id) ? "fresh" : ""].filter(Boolean).join(" "),
      "data-testid": "meld",
      "data-meld-id": String(meld.id),
      "data-owner": String(meld.owner),
      "data-kind": meld.kind,
      "aria-disabled": String(!target && !rummy),
      "aria-pressed": rummy ? String(chosen) : null,
      tabindex: target || rummy ? "0" : "-1",
    });
    // Pictures: the meld's name says them. The owner's tag: "3" (CPU 3) or the person's short mark.
    node.append(h("span", { class: "ft-meld-owner", "data-testid": "meld-owner", "aria-hidden": "true",
      text: meld.owner === 0 ? t("ftYouShort") : String(meld.owner) }));
    const row = h("span", { class: "ft-meld-cards", "aria-hidden": "true" });
    for (const e of meld.cards) {
      const node = mini(e.card, i18n, view, { as: e.as, by: e.by !== meld.owner ? e.by : null,
        extra: e.by !== meld.owner ? "laid" : "" });
      node.dataset.as = e.as;   // what the card stands for, even when it is itself (tests read it)
      row.append(node);
    }
    node.append(row);
    spoken(node, label(meld, view, target ? ui.selectedCard : null));
    return node;
  }

  function render(view, ui) {
    clear(box);
    const melds = view.melds || [];
    box.dataset.count = String(melds.length);
    for (let owner = 0; owner < view.players; owner += 1) {
      const own = melds.filter((m) => m.owner === owner);
      if (!own.length) continue;
      const group = h("div", { class: `ft-owner seat-c${owner}`, "data-owner": String(owner), role: "group",
        "aria-label": t("ftMeldsOf", { who: seatName(owner, i18n) }) });
      group.append(h("span", { class: "ft-owner-name", "aria-hidden": "true", text: seatName(owner, i18n) }));
      for (const meld of own) group.append(meldNode(meld, view, ui));
      box.append(group);
    }
    if (!melds.length) box.append(h("p", { class: "ft-melds-empty", text: t("ftNoMelds") }));
  }

  return { render, element: box };
}
