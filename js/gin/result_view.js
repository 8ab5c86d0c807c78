// The round result, drawn from view.result: both hands as melds and
// deadwood, lay-offs marked, both deadwood counts, the points with their
// parts, the totals and the deal code. At the match's end the same round
// goes, with the winner and the final score, to the shell's match-end screen
// (js/shell/match_end.js) instead. The parts are built by plain functions of
// the result; createResultView only owns the dialog.

import { clear, h, miniCard, showAtTop } from "../shell/dom.js";
import { dealLinkCopy } from "../shell/links.js";
import { isYou, manyPeople, nameOf, whoOf } from "./names.js";
import { scoreTable } from "./sheets.js";

/** The points' sum as a line that adds up: the Oklahoma doubling inside it. */
export function pointsParts(result, t) {
  const m = result.multiplier || 1;
  const vars = { k: result.knocker_deadwood, d: result.defender_deadwood, p: result.points, m,
    b: (result.bonus || 0) / m };   // the result's bonus is already doubled: the sum shows it once
  const times = m > 1 ? "Times" : "";
  if (result.kind === "gin" || result.kind === "big_gin") return t(`partsGin${times}`, vars);
  if (result.kind === "undercut") return t(`partsUndercut${times}`, vars);
  return t(`partsKnock${times}`, vars);
}

/** "You knocked", "You went gin", "Undercut! The CPU wins the round"... (said in the log too);
 *  with two people, by name ("Ann knocked"). */
export function roundHeadline(result, t) {
  if (result.kind === "void") return t("kindVoid");
  if (manyPeople()) {
    if (result.kind === "undercut") return t("undercutWho", { who: nameOf(result.winner, t) });
    return t(result.kind === "gin" || result.kind === "big_gin" ? "ginWho" : "knockWho", { who: nameOf(result.knocker, t) });
  }
  const mine = (seat) => seat === 0;
  if (result.kind === "undercut") return t(mine(result.winner) ? "undercutYou" : "undercutCpu");
  if (result.kind === "gin" || result.kind === "big_gin") return t(mine(result.knocker) ? "ginYou" : "ginCpu");
  return t(mine(result.knocker) ? "knockYou" : "knockCpu");
}

/** A seat as the subject of a sentence ("you" / "the CPU" / "Ann"). */
const who = (t, seat) => whoOf(seat, t);

/** "You score 25." / "Ann scores 25." */
export function winsLine(t, winner, p) {
  if (manyPeople()) return t("whoWinsRound", { who: nameOf(winner, t), p });
  return t(winner === 0 ? "youWinRound" : "cpuWinsRound", { p });
}

/** "You 30 – CPU 12" / "Ann 30 – Bob 12". */
export function totalsText(t, scores) {
  if (manyPeople()) return t("totalsNamed", { a: nameOf(0, t), x: scores[0], b: nameOf(1, t), y: scores[1] });
  return t("totalsLine", { you: scores[0], cpu: scores[1] });
}

/** Who won the match, in words. */
export function matchHeadline(t, winner) {
  if (manyPeople()) return t("matchWho", { who: nameOf(winner, t) });
  return winner === 0 ? t("matchYou") : t("matchCpu");
}

function bySeat(value, seat) {
  if (Array.isArray(value)) return value[seat] || [];
  if (value && typeof value === "object") return value[seat] || value[String(seat)] || [];
  return [];
}

function cardRow(i18n, cards, cls, extra) {
  const row = h("span", { class: `row ${cls || ""}` });
  for (const c of cards) row.append(miniCard(c, i18n, extra && extra(c)));
  return row;
}

const RANKS = "A23456789TJQK";

/** A run's cards in rank order (a set's as they are): a card laid off on a run's low end
 *  shows below it (2♥ 3♥4♥5♥), not after its high end. */
export function inRankOrder(cards) {
  const run = cards.length > 1 && cards.every((c) => c[1] === cards[0][1]) && new Set(cards.map((c) => c[0])).size === cards.length;
  return run ? [...cards].sort((a, b) => RANKS.indexOf(a[0]) - RANKS.indexOf(b[0])) : cards;
}

/** One seat's hand: its melds (the knocker's with the cards laid off on them), its deadwood. */
function handBreakdown(i18n, result, seat) {
  const t = i18n.t;
  const melds = bySeat(result.melds, seat);
  const dead = bySeat(result.deadwood, seat);
  const layoffs = result.layoffs || [];
  const isKnocker = result.knocker === seat;
  const defenderLays = result.knocker !== null && result.knocker !== undefined && !isKnocker;
  const laidCards = new Set(layoffs.map((x) => x.card));
  let deadwoodPoints;
  if (result.kind === "void") deadwoodPoints = bySeat(result.hand_deadwood, seat);
  else deadwoodPoints = isKnocker ? result.knocker_deadwood : result.defender_deadwood;

  const box = h("section", { class: "hand-result", "data-seat": String(seat) });
  const title = h("h3", {}, h("span", { text: nameOf(seat, t) }));
  title.append(h("span", { class: "dw", "data-testid": seat === 0 ? "result-deadwood-you" : "result-deadwood-cpu", text: t("deadwoodCount", { n: deadwoodPoints }) }));
  box.append(title);
  const groups = h("div", { class: "groups" });
  melds.forEach((meld, idx) => {
    const g = h("span", { class: `group meld meld-${idx % 4}` });
    const own = meld.filter((c) => !(defenderLays && laidCards.has(c)));
    const added = isKnocker ? layoffs.filter((x) => x.meld === idx || (Array.isArray(x.meld_cards) && x.meld_cards.join() === meld.join())) : [];
    // The cards laid off join the meld where they belong, each marked (dashed).
    const laid = new Set(added.map((x) => x.card));
    const cards = [...own, ...[...laid].filter((c) => !own.includes(c))];
    g.append(cardRow(i18n, inRankOrder(cards), "", (c) => (laid.has(c) ? "layoff" : "")));
    if (added.length) g.append(h("span", { class: "tag", text: manyPeople() ? t("layoffByWho", { who: nameOf(1 - seat, t) }) : t(`layoffBy${1 - seat}`) }));
    groups.append(g);
  });
  const dg = h("span", { class: "group dead" });
  dg.append(h("span", { class: "tag", text: t("deadwoodCards") }));
  if (dead.length) dg.append(cardRow(i18n, dead));
  else dg.append(h("span", { class: "none", text: t("noCards") }));
  groups.append(dg);
  box.append(groups);
  return box;
}

function resultSummary(t, result) {
  const out = h("div", { class: "summary" });
  if (result.kind === "void") {
    out.append(h("p", { class: "headline", text: t("kindVoid") }));
    out.append(h("p", { class: "void-detail", "data-testid": "void-detail", text: t(result.reason === "turn_limit" ? "voidTurns" : "voidStock") }));
    return out;
  }
  out.append(h("p", { class: "headline", text: roundHeadline(result, t) }));
  const p = result.points;
  const parts = pointsParts(result, t);
  const line = h("p", { class: "points" });
  line.append(h("strong", { text: winsLine(t, result.winner, p) }));
  line.append(" ");
  line.append(h("span", { class: "parts", "data-testid": "result-parts", text: parts }));
  out.append(line);
  return out;
}

/** The totals after the round, and the deal code to replay it. */
function totalsAndCode(t, view, result) {
  const out = [];
  const totals = h("p", { class: "totals" });
  const sc = result.scores || view.scores;
  totals.append(h("strong", { text: t("totals") }), " ", totalsText(t, sc));
  totals.append(h("span", { class: "sep", text: " · " }), t("targetShort", { n: view.target }));
  out.push(totals);
  if (result.deal_code !== undefined && result.deal_code !== null) {
    const code = h("p", { class: "deal-code" });
    code.append(h("span", { text: t("dealCodeIs") }), " ", h("code", { "data-testid": "deal-code", text: String(result.deal_code) }));
    const vars = { code: String(result.deal_code) };
    // The shell copies it (js/shell/help.js wireCopy) and says so in the status beside it.
    code.append(" ", h("button", { type: "button", class: "link copy", "data-testid": "copy-deal-code", "data-copy": vars.code,
      "data-copy-done": t("copiedLive", vars), "data-copy-selected": t("copySelected", vars), text: t("copy") }));
    code.append(h("span", { class: "copy-status", role: "status", "data-testid": "copy-status" }));
    code.append(dealLinkCopy(t, "gin", vars.code, location.href));   // and a link that opens this deal
    out.push(code);
  }
  return out;
}

/** The round's breakdown: summary, both hands. */
function roundNodes(i18n, result) {
  const hands = h("div", { class: "hands" });
  const first = result.knocker === 1 ? 1 : 0;
  hands.append(handBreakdown(i18n, result, first), handBreakdown(i18n, result, 1 - first));
  return [resultSummary(i18n.t, result), hands];
}

/** The final settlement's lines (house rule): each seat's score and bonuses, and the net. */
function settlement(t, mr, winner) {
  const names = [nameOf(0, t), nameOf(1, t)];
  const game = (seat) => (seat === winner ? mr.game_bonus : 0);
  const list = h("div", { class: "settlement" }, h("p", { class: "headline", text: t("settlementTitle") }));
  for (const seat of [0, 1]) {
    list.append(h("p", { text: t("settlementLine", { who: names[seat], score: mr.scores[seat], game: game(seat), box: mr.box_bonus[seat], total: mr.totals[seat] }) }));
  }
  list.append(h("p", { text: t("netResult", { who: who(t, winner), net: mr.net }) }));
  return list;
}

function showMatchEnd(i18n, matchEnd, view, result) {
  const t = i18n.t;
  const mr = view.match_result || {};
  const winner = mr.winner !== undefined ? mr.winner : result.winner;
  const scores = mr.scores || view.scores;
  const details = [];
  const deciding = mr.deciding_points !== undefined ? mr.deciding_points : result.points;
  details.push(h("p", { class: "deciding", text: t("decidingRound", { who: who(t, result.winner), p: deciding }) }));
  if (mr.settlement && mr.totals) details.push(settlement(t, mr, winner));
  details.push(h("h3", { class: "sheet-head", text: t("scoreSheetTitle") }), scoreTable(view, i18n));
  const round = h("details", { class: "last-round" }, h("summary", { text: t("lastRound", { n: result.round || view.round }) }));
  for (const node of roundNodes(i18n, result)) round.append(node);
  details.push(round, ...totalsAndCode(t, view, result).slice(1));   // the scores are above: the deal code
  matchEnd.show({
    key: `${view.round}:${i18n.lang}`,
    won: isYou(winner) || manyPeople(),   // two people: one of them won
    headline: matchHeadline(t, winner),
    seats: [0, 1].map((seat) => ({ name: nameOf(seat, t), score: scores[seat], winner: seat === winner })),
    details,
  });
}

export function createResultView(doc, i18n, matchEnd) {
  const t = i18n.t;
  const el = {
    result: doc.querySelector("#result"),
    resultBody: doc.querySelector("[data-testid=round-result]"),
    resultTitle: doc.querySelector("#result-title"),
    nextRound: doc.querySelector("[data-testid=next-round]"),
    // The totals again beside Next round, shown only where the result is too short to show
    // them without scrolling (a phone on its side, static/gin.css); the body says them too.
    peek: h("p", { class: "totals-peek", "data-testid": "totals-peek", "aria-hidden": "true" }),
  };
  el.nextRound.before(el.peek);

  function render(view, ui) {
    const over = (view.phase === "round_over" || view.phase === "match_over") && !ui.holdResult;
    const result = view.result;
    if (!over || !result) {
      if (el.result.open) el.result.close();
      el.result.dataset.round = "";
      return;
    }
    if (view.phase === "match_over") {
      if (el.result.open) el.result.close();
      showMatchEnd(i18n, matchEnd, view, result);
      return;
    }
    const key = `${view.round}:${view.phase}:${i18n.lang}`;
    if (el.result.dataset.round === key && el.result.open) return;
    el.result.dataset.round = key;
    clear(el.resultBody);
    el.resultTitle.textContent = t("resultTitle", { n: result.round || view.round });
    const sc = result.scores || view.scores;
    el.peek.textContent = `${t("totals")} ${totalsText(t, sc)}`;
    for (const node of [...roundNodes(i18n, result), ...totalsAndCode(t, view, result)]) el.resultBody.append(node);
    showAtTop(el.result);   // who knocked and the points first, not the last result's scroll
    el.nextRound.focus({ preventScroll: true });
  }

  return { render };
}
