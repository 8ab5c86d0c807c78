// The deal result, drawn from view.result: why the deal ended, every hand
// revealed, and per player the points melded, the points left in hand, the
// deal's score and the new total. At the match's end the shell's match-end
// screen (js/shell/match_end.js) shows the winner and the final scores, with
// 5000's details: the places and each player's settlement (every pair
// settles the difference of their totals), and the last deal folded.

import { clear, h, showAtTop } from "../shell/dom.js";
import { dealLinkCopy } from "../shell/links.js";
import { isYou, manyPeople, rankText, mini, seatName } from "./cards.js";
import { scoreTable } from "./sheets.js";
import { points, signed } from "./numbers.js";
import { endedBeforeYourTurn } from "./since_last.js";


function why(result, i18n) {
  const t = i18n.t;
  if (result.kind === "out") return isYou(result.out) ? t("ftOutYou") : t("ftOutCpu", { who: seatName(result.out, i18n) });
  return t({ stop: "ftEndStop", quiet_circle: "ftEndQuiet", no_take: "ftEndNoTake" }[result.reason] || "ftEndStock");
}

/** The cards `seat` put on the table this deal (its melds and its lay-offs on any meld), meld by meld. */
function laidRow(view, seat, points, i18n) {
  const t = i18n.t;
  const groups = (view.melds || []).map((m) => m.cards.filter((e) => e.by === seat)).filter((cards) => cards.length);
  const cell = h("td", { colspan: "5", class: "ft-laid-cards", "data-testid": `result-laid-${seat}` },
    h("span", { class: "ft-row-label", text: t("ftResultLaid", { n: points }) }));
  for (const cards of groups) {
    const row = h("span", { class: "ft-cards ft-laid-group", role: "list" });
    for (const e of cards) row.append(h("span", { role: "listitem", "aria-label": i18n.cardName(e.card) }, mini(e.card, i18n, view, { as: e.as })));
    cell.append(row);
  }
  if (!groups.length) cell.append(h("span", { class: "none", text: t("ftNone") }));
  return h("tr", { class: "ft-laid-row" }, cell);
}

export function createResultView(doc, i18n, matchEnd) {
  const t = i18n.t;
  const q = (sel) => doc.querySelector(sel);
  const el = {
    dialog: q("#ft-result"),
    title: q("#ft-result-title"),
    deal: q("[data-testid=deal-result]"),
    next: q("[data-testid=next-deal]"),
  };

  function dealTable(view, result) {
    const head = h("tr", {}, ...["ftColPlayer", "ftColMelded", "ftColHand", "ftColDeal", "ftColTotal"]
      .map((key) => h("th", { scope: "col", text: t(key) })));
    const body = h("tbody");
    for (let seat = 0; seat < view.players; seat += 1) {
      body.append(h("tr", { "data-seat": String(seat), class: isYou(seat) ? "me" : "" },
        h("th", { scope: "row", class: `seat-c${seat}` }, seatName(seat, i18n),
          result.out === seat ? h("span", { class: "ft-out", text: t("ftWentOut") }) : null),
        h("td", { "data-testid": `result-melded-${seat}`, text: signed(result.melded_points[seat]) }),
        h("td", { "data-testid": `result-hand-${seat}`, text: signed(-result.hand_points[seat]) }),
        h("td", { "data-testid": `result-points-${seat}`, class: "deal", text: signed(result.points[seat]) }),
        h("td", { "data-testid": `result-total-${seat}`, class: "total", text: points(result.scores[seat]) })));
      body.append(laidRow(view, seat, result.melded_points[seat], i18n));
      const cards = h("td", { colspan: "5", class: "ft-left-cards" });
      const hand = (result.hands || [])[seat] || [];
      cards.append(h("span", { class: "ft-row-label", text: t("ftLeftInHand") }));
      if (hand.length) {
        const row = h("span", { class: "ft-cards", role: "list", "aria-label": t("ftHandOf", { who: seatName(seat, i18n) }) });
        for (const c of hand) row.append(h("span", { role: "listitem", "aria-label": i18n.cardName(c) }, mini(c, i18n, view)));
        cards.append(row);
      } else cards.append(h("span", { class: "none", text: t("ftNoCards") }));
      body.append(h("tr", { class: "ft-hand-row" }, cards));
    }
    return h("div", { class: "ft-result-scroll" }, h("table", { class: "ft-result-table" }, h("thead", {}, head), body));
  }

  /** The final places and each player's settlement (match-end details; the totals are above it). */
  function settlement(result) {
    const order = result.scores.map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score || a.seat - b.seat);
    const head = h("tr", {}, ...["ftColPlace", "ftColPlayer", "ftColSettlement"].map((key) => h("th", { scope: "col", text: t(key) })));
    const body = h("tbody");
    order.forEach(({ score, seat }) => {
      const place = 1 + result.scores.filter((s) => s > score).length;
      body.append(h("tr", { "data-seat": String(seat), class: isYou(seat) ? "me" : "" },
        h("td", { text: String(place) }), h("th", { scope: "row", class: `seat-c${seat}`, text: seatName(seat, i18n) }),
        h("td", { "data-testid": `settlement-${seat}`, text: signed((result.settlement || [])[seat] || 0) })));
    });
    return h("div", { class: "ft-match-result", "data-testid": "match-result", "data-winner": String(result.winner) },
      h("div", { class: "ft-result-scroll" }, h("table", { class: "ft-result-table ft-final" }, h("thead", {}, head), body)),
      h("p", { class: "ft-note", text: t("ftSettlementNote") }));
  }

  /** Why the deal ended, every hand, the scores, the deal code. */
  function dealNodes(view, result) {
    // A deal over before the person's first turn says so (they never held a turn of it).
    const early = endedBeforeYourTurn(view)
      ? h("span", { "data-testid": "ended-before-you", text: `${i18n.lang === "ja" ? "" : " "}${t("ftEndedBeforeYou")}` }) : null;
    const nodes = [h("p", { class: "headline" }, why(result, i18n), early),
      h("p", { class: "ft-note", text: t("ftResultWild", { rank: rankText(result.wild), n: result.deal }) }),
      dealTable(view, result),
      h("p", { class: "ft-note", text: t("ftTargetIs", { n: view.target }) })];
    if (result.deal_code) {
      const code = String(result.deal_code);
      nodes.push(h("p", { class: "deal-code" }, `${t("ftDealCode")} `, h("code", { "data-testid": "deal-code", text: code }),
        " ", h("button", { type: "button", class: "link copy", "data-copy": code, text: t("copy") }),
        dealLinkCopy(t, "five_thousand", code, location.href)));   // and a link that opens this deal
    }
    return nodes;
  }

  function showMatchEnd(view, result, deals) {
    const last = h("details", { class: "last-round", "data-testid": "deal-result" },
      h("summary", { text: t("ftLastDeal", { n: result.deal }) }), ...dealNodes(view, result));
    const sheet = h("details", { class: "last-round ft-final-sheet" },
      h("summary", { text: t("ftScoreSheetTitle") }), scoreTable(deals || [], view.players, i18n, "final-score-sheet"));
    matchEnd.show({
      key: `ft:${view.deal}:${i18n.lang}`,
      won: isYou(result.winner) || manyPeople(),   // several people: someone at the device won
      headline: isYou(result.winner) ? t("ftMatchYou") : t("ftMatchCpu", { who: seatName(result.winner, i18n) }),
      seats: result.scores.map((score, seat) => ({ name: seatName(seat, i18n), score, winner: seat === result.winner })),
      details: [settlement(result), sheet, last],
    });
  }

  /** ui: {holdResult} */
  function render(view, ui) {
    const over = (view.phase === "deal_over" || view.phase === "match_over") && view.result && !ui.holdResult;
    if (!over) {
      if (el.dialog.open) el.dialog.close();
      el.dialog.dataset.key = "";
      return;
    }
    const result = view.result;
    const key = `${view.deal}:${view.phase}:${i18n.lang}`;
    if (el.dialog.dataset.key === key && el.dialog.open) return;
    el.dialog.dataset.key = key;
    if (view.phase === "match_over") {
      if (el.dialog.open) el.dialog.close();
      clear(el.deal);   // the last deal is shown in the match end: one copy of its hooks
      showMatchEnd(view, result, ui.deals);
      return;
    }
    el.title.textContent = t("ftDealResult", { n: result.deal });
    clear(el.deal);
    el.deal.append(...dealNodes(view, result));
    showAtTop(el.dialog);   // why the deal ended and the person's row first, not the last result's scroll
    el.next.focus({ preventScroll: true });
  }

  return { render, close: () => el.dialog.open && el.dialog.close() };
}
