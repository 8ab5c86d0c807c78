// Two sheets opened from the top bar at any time of a match: the move log of
// the deal (every step of view.history, in the chosen language, newest last;
// the log under the hand keeps only the last lines) and the score sheet (one
// row per finished deal: each seat's deal points and running total). Both are
// dialogs made here, inside 5000's table part (js/shell/tables.js moves it in
// and out of the document); Esc, the backdrop and Close shut them.

import { clear, closeOnBackdrop, h, showAtTop } from "../shell/dom.js";
import { isYou, seatMark, seatName } from "./cards.js";
import { points as total, signed } from "./numbers.js";


function sheetDialog(doc, id, testid) {
  const title = h("h2", { id: `${id}-title` });
  const body = h("div", { class: "dialog-body" });
  const close = h("button", { type: "button", class: "secondary", "data-close": "", "data-testid": `${testid}-close` });
  const dialog = h("dialog", { id, class: "closable ft-sheet", "aria-labelledby": `${id}-title` },
    h("div", { class: "dialog-inner" }, title, body, h("div", { class: "dialog-actions" }, close)));
  close.addEventListener("click", () => dialog.close());
  closeOnBackdrop(dialog);
  return { dialog, title, body, close };
}

/** The score sheet's table: a column per seat, one body row per deal in `rows` ({deal, points, scores}). */
export function scoreTable(rows, players, i18n, testid) {
  const t = i18n.t;
  const head = h("tr", {}, h("th", { scope: "col", text: t("ftColDealNo") }));
  for (let seat = 0; seat < players; seat += 1) {
    head.append(h("th", { scope: "col", class: `seat-c${seat}` },
      h("span", { class: "ft-long", text: seatName(seat, i18n) }),
      h("span", { class: "ft-short", "aria-hidden": "true", text: seatMark(seat, i18n) })));
  }
  const body = h("tbody");
  for (const row of rows) {
    const tr = h("tr", { "data-deal": String(row.deal) }, h("th", { scope: "row", text: String(row.deal) }));
    for (let seat = 0; seat < players; seat += 1) {
      tr.append(h("td", { class: isYou(seat) ? "me" : "" },
        h("span", { class: "ft-sheet-points", text: signed(row.points[seat]) }),
        h("b", { class: "ft-sheet-total", text: total(row.scores[seat]) })));
    }
    body.append(tr);
  }
  return h("div", { class: "ft-sheet-scroll" },
    h("table", { class: "ft-score-sheet", "data-testid": testid }, h("thead", {}, head), body));
}

export function createSheets(doc, i18n, { narrate }) {
  const t = i18n.t;
  const part = doc.querySelector("#ft-table").parentElement;   // the table part: the sheets go with it
  const log = sheetDialog(doc, "ft-log-sheet", "log-sheet");
  const scores = sheetDialog(doc, "ft-score-sheet", "score-sheet");
  part.append(log.dialog, scores.dialog);
  const bar = doc.querySelector(".ft-bar");
  const tools = h("span", { class: "ft-bar-tools" });
  const openLog = h("button", { type: "button", class: "secondary ft-tool", "data-testid": "open-log", "aria-haspopup": "dialog" });
  const openScores = h("button", { type: "button", class: "secondary ft-tool", "data-testid": "open-score-sheet", "aria-haspopup": "dialog" });
  tools.append(openLog, openScores);
  bar.append(tools);
  let view = null;
  let rows = [];
  // The dealer's face-up card of the deal on the table, as its deal event gave it: the view shows
  // it while the dealer holds it (from the deal's first reply on), and the log's first line keeps
  // it once played. ({deal, dealer, card}; a reload after it was played: the line names no card.)
  let dealt = null;

  function fillLog() {
    log.title.textContent = t("ftLogTitle", { n: view ? view.deal : 1 });
    log.close.textContent = t("close");
    clear(log.body);
    const steps = ((view && view.history) || []).map((step) => ({ ...step, type: step.action }));
    const lines = view ? [head(view), ...narrate(steps, view)] : [];
    const list = h("ol", { class: "ft-log-lines", "data-testid": "log" });
    for (const text of lines) list.append(h("li", { text }));
    log.body.append(list);
  }

  /** The log's first line: who deals, the face-up card that makes the wild rank, the wild rank. */
  function head(v) {
    const words = { n: v.deal, who: seatName(v.dealer, i18n), rank: t(`ftRankPlural${v.wild}`) };
    const known = dealt && dealt.deal === v.deal && dealt.dealer === v.dealer && dealt.card[0] === v.wild;
    return known ? t("ftLogHeadCard", { ...words, card: i18n.cardName(dealt.card) }) : t("ftLogHead", words);
  }

  function fillScores() {
    scores.title.textContent = t("ftScoreSheetTitle");
    scores.close.textContent = t("close");
    clear(scores.body);
    if (!rows.length) scores.body.append(h("p", { class: "ft-note", text: t("ftScoreSheetEmpty") }));
    scores.body.append(scoreTable(rows, view ? view.players : 3, i18n, "score-sheet-table"));
  }

  openLog.addEventListener("click", () => {
    fillLog();
    showAtTop(log.dialog);
    const last = log.body.querySelector("li:last-child");
    if (last) last.scrollIntoView({ block: "end" });   // the newest line in sight
    log.close.focus({ preventScroll: true });
  });
  openScores.addEventListener("click", () => {
    fillScores();
    showAtTop(scores.dialog);
    const last = scores.body.querySelector("tbody tr:last-child");
    if (last) last.scrollIntoView({ block: "nearest" });
    scores.close.focus({ preventScroll: true });
  });

  return {
    /** The view on the table (an open sheet follows it) and the finished deals so far. */
    render(next, deals) {
      view = next;
      const held = next && next.seats && next.seats[next.dealer] ? next.seats[next.dealer].face_up : null;
      if (held) dealt = { deal: next.deal, dealer: next.dealer, card: held };
      rows = deals;
      openLog.textContent = t("ftOpenLog");
      openScores.textContent = t("ftOpenScores");
      if (log.dialog.open) fillLog();
      if (scores.dialog.open) fillScores();
    },
    close() {
      for (const d of [log.dialog, scores.dialog]) if (d.open) d.close();
    },
  };
}
