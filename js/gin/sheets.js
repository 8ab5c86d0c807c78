// Two sheets a player may open at the table: the whole discard pile of the
// round (view.pile_history: every card in order, who threw it, who took it
// back up) and the match's score sheet (view.score_sheet: one line per
// finished round). Both are public records the engine puts in the view; this
// file only lays them out. Each sheet is a dialog of its own, made here (Gin's
// page owns them), and redrawn from every new view while it is open.

import { clear, closeOnBackdrop, h, miniCard, spoken } from "../shell/dom.js";
import { manyPeople, nameOf } from "./names.js";
import { totalsText } from "./result_view.js";

/** The score sheet as a table (also shown on the match-end screen). */
export function scoreTable(view, i18n) {
  const t = i18n.t;
  const names = [nameOf(0, t), nameOf(1, t)];
  const lines = view.score_sheet || [];
  if (!lines.length) return h("p", { class: "sheet-empty", text: t("sheetEmpty") });
  const table = h("table", { class: "score-sheet", "data-testid": "score-sheet-table", "aria-label": t("scoreSheetTitle") });
  // The round's column is headed short ("#", 回) so no header breaks at a phone's width;
  // a screen reader hears its full name.
  const head = h("tr", {}, spoken(h("th", { scope: "col" }, h("span", { "aria-hidden": "true", text: t("sheetRoundShort") })), t("sheetRound")));
  for (const text of [t("sheetKind"), t("sheetScored"), names[0], names[1]]) {
    head.append(h("th", { scope: "col", text }));
  }
  table.append(h("thead", {}, head));
  const body = h("tbody", {});
  for (const line of lines) {
    const row = h("tr", { "data-kind": line.kind });
    row.append(h("th", { scope: "row", text: String(line.round) }));
    row.append(h("td", { text: t(`sheetKind_${line.kind}`) }));
    let scored = t("sheetNone");
    if (line.winner !== null && line.winner !== undefined) {
      const vars = { who: names[line.winner], p: line.points, m: line.multiplier };
      scored = t(line.multiplier > 1 ? "sheetPointsTimes" : "sheetPoints", vars);
    }
    row.append(h("td", { class: "scored", text: scored }));
    row.append(h("td", { class: "num", text: String(line.scores[0]) }));
    row.append(h("td", { class: "num", text: String(line.scores[1]) }));
    body.append(row);
  }
  table.append(body);
  return table;
}

/** The discard pile of the round, first card to last, as a list. */
function pileList(view, i18n) {
  const t = i18n.t;
  const pile = view.pile_history || [];
  const list = h("ol", { class: "pile-list", "data-testid": "pile-list" });
  let top = -1;
  pile.forEach((entry, i) => { if (entry.taken_by === null) top = i; });
  pile.forEach((entry, i) => {
    const many = manyPeople();
    const notes = [entry.by === null ? t("pileUpcard") : many ? t("pileByWho", { who: nameOf(entry.by, t) }) : t(`pileBy${entry.by}`)];
    if (entry.taken_by !== null) notes.push(many ? t("pileTakenWho", { who: nameOf(entry.taken_by, t) }) : t(`pileTaken${entry.taken_by}`));
    if (i === top) notes.push(t("pileTop"));
    const item = h("li", {
      class: entry.taken_by === null ? "on-pile" : `taken taken-${entry.taken_by}`,
      "data-card": entry.card,
      "data-by": entry.by === null ? "" : String(entry.by),
      "data-taken-by": entry.taken_by === null ? "" : String(entry.taken_by),
    });
    item.append(miniCard(entry.card, i18n));
    item.append(h("span", { class: "pile-card", "aria-hidden": "true", text: i18n.cardShort(entry.card) }));   // the picture, in words: the mini card names it
    item.append(h("span", { class: "pile-notes", text: i18n.list(notes) }));
    list.append(item);
  });
  return list;
}

export function createSheets(doc, i18n) {
  const t = i18n.t;
  let view = null;

  function makeDialog(id, testid) {
    const title = h("h2", { id: `${id}-title` });
    const body = h("div", { class: "help-body sheet-body", "data-testid": testid });
    const close = h("button", { type: "button", class: "secondary", text: t("close") });
    const dialog = h("dialog", { id, class: "closable sheet", "aria-labelledby": `${id}-title` },
      h("div", { class: "dialog-inner" }, title, body, h("div", { class: "dialog-actions" }, close)));
    close.addEventListener("click", () => dialog.close());
    closeOnBackdrop(dialog);
    doc.body.append(dialog);
    return { dialog, title, body, close };
  }

  const pile = makeDialog("pile-sheet", "pile-sheet");
  const score = makeDialog("score-sheet", "score-sheet");

  function fillPile() {
    pile.title.textContent = t("pileSheetTitle", { n: view.round });
    pile.close.textContent = t("close");
    clear(pile.body);
    pile.body.append(h("p", { class: "hint", text: t("pileSheetHint") }), pileList(view, i18n));
  }

  function fillScore() {
    score.title.textContent = t("scoreSheetTitle");
    score.close.textContent = t("close");
    clear(score.body);
    score.body.append(scoreTable(view, i18n));
    if (view.phase !== "match_over") {
      score.body.append(h("p", { class: "totals", text: `${t("sheetNow")}: ${totalsText(t, view.scores)} · ${t("targetShort", { n: view.target })}` }));
    }
  }

  function open(which) {
    if (!view) return;
    const sheet = which === "pile" ? pile : score;
    (which === "pile" ? fillPile : fillScore)();
    if (!sheet.dialog.open) sheet.dialog.showModal();
    sheet.close.focus();
  }

  return {
    open,
    /** A new view (or language): an open sheet follows it. */
    render(next) {
      view = next;
      if (pile.dialog.open) fillPile();
      if (score.dialog.open) fillScore();
    },
    closeAll() {
      for (const sheet of [pile, score]) if (sheet.dialog.open) sheet.dialog.close();
    },
  };
}
