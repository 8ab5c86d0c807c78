// The round result, drawn from view.result: both hands as melds and
// deadwood, lay-offs marked, both deadwood counts, the points with their
// parts, the totals and the deal code. At the match's end the same round
// goes, with the winner and the final score, to the shell's match-end screen
// (js/shell/match_end.js) instead.

import { clear, h, miniCard } from "../shell/dom.js";

export function createResultView(doc, i18n, matchEnd) {
  const t = i18n.t;
  const who = (seat) => (seat === 0 ? t("whoYou") : t("whoCpu"));
  const el = {
    result: doc.querySelector("#result"),
    resultBody: doc.querySelector("[data-testid=round-result]"),
    resultTitle: doc.querySelector("#result-title"),
    nextRound: doc.querySelector("[data-testid=next-round]"),
  };

  function bySeat(value, seat) {
    if (Array.isArray(value)) return value[seat] || [];
    if (value && typeof value === "object") return value[seat] || value[String(seat)] || [];
    return [];
  }

  function cardRow(cards, cls, extra) {
    const row = h("span", { class: `row ${cls || ""}` });
    for (const c of cards) row.append(miniCard(c, i18n, extra && extra(c)));
    return row;
  }

  function handBreakdown(result, seat) {
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
    const title = h("h3", {}, h("span", { text: seat === 0 ? t("you") : t("cpu") }));
    title.append(h("span", { class: "dw", "data-testid": seat === 0 ? "result-deadwood-you" : "result-deadwood-cpu", text: t("deadwoodCount", { n: deadwoodPoints }) }));
    box.append(title);
    const groups = h("div", { class: "groups" });
    melds.forEach((meld, idx) => {
      const g = h("span", { class: `group meld meld-${idx % 4}` });
      g.append(cardRow(meld.filter((c) => !(defenderLays && laidCards.has(c)))));
      if (isKnocker) {
        const added = layoffs.filter((x) => x.meld === idx || (Array.isArray(x.meld_cards) && x.meld_cards.join() === meld.join()));
        if (added.length) {
          g.append(cardRow(added.map((x) => x.card), "layoffs", () => "layoff"));
          g.append(h("span", { class: "tag", text: t(`layoffBy${1 - seat}`) }));
        }
      }
      groups.append(g);
    });
    const dg = h("span", { class: "group dead" });
    dg.append(h("span", { class: "tag", text: t("deadwoodCards") }));
    if (dead.length) dg.append(cardRow(dead));
    else dg.append(h("span", { class: "none", text: t("noCards") }));
    groups.append(dg);
    box.append(groups);
    return box;
  }

  function resultSummary(view, result) {
    const out = h("div", { class: "summary" });
    if (result.kind === "void") {
      out.append(h("p", { class: "headline", text: t("kindVoid") }));
      return out;
    }
    out.append(h("p", { class: "headline", text: roundHeadline(result, t) }));
    const k = result.knocker_deadwood;
    const d = result.defender_deadwood;
    const p = result.points;
    const b = result.bonus;
    let parts;
    if (result.kind === "gin" || result.kind === "big_gin") parts = t("partsGin", { d, b, p });
    else if (result.kind === "undercut") parts = t("partsUndercut", { k, d, b, p });
    else parts = t("partsKnock", { k, d, p });
    const line = h("p", { class: "points" });
    line.append(h("strong", { text: t(result.winner === 0 ? "youWinRound" : "cpuWinsRound", { p }) }));
    line.append(" ");
    line.append(h("span", { class: "parts", "data-testid": "result-parts", text: parts }));
    out.append(line);
    if (result.multiplier && result.multiplier !== 1) out.append(h("p", { class: "parts", text: `× ${result.multiplier}` }));
    return out;
  }

  /** The totals after the round, and the deal code to replay it. */
  function totalsAndCode(view, result) {
    const out = [];
    const totals = h("p", { class: "totals" });
    const sc = result.scores || view.scores;
    totals.append(h("strong", { text: t("totals") }), " ", t("totalsLine", { you: sc[0], cpu: sc[1] }));
    totals.append(h("span", { class: "sep", text: " · " }), t("targetShort", { n: view.target }));
    out.push(totals);
    if (result.deal_code !== undefined && result.deal_code !== null) {
      const code = h("p", { class: "deal-code" });
      code.append(h("span", { text: t("dealCodeIs") }), " ", h("code", { "data-testid": "deal-code", text: String(result.deal_code) }));
      code.append(" ", h("button", { type: "button", class: "link copy", "data-copy": String(result.deal_code), text: t("copy") }));
      out.push(code);
    }
    return out;
  }

  /** The round's breakdown: summary, both hands. */
  function roundNodes(view, result) {
    const hands = h("div", { class: "hands" });
    const first = result.knocker === 1 ? 1 : 0;
    hands.append(handBreakdown(result, first), handBreakdown(result, 1 - first));
    return [resultSummary(view, result), hands];
  }

  function showMatchEnd(view, result) {
    const mr = view.match_result || {};
    const winner = mr.winner !== undefined ? mr.winner : result.winner;
    const scores = mr.scores || view.scores;
    const details = [];
    const deciding = mr.deciding_points !== undefined ? mr.deciding_points : result.points;
    details.push(h("p", { class: "deciding", text: t("decidingRound", { who: who(result.winner), p: deciding }) }));
    if (mr.settlement && mr.totals) {
      const names = [t("you"), t("cpu")];
      const game = (seat) => (seat === winner ? mr.game_bonus : 0);
      const list = h("div", { class: "settlement" }, h("p", { class: "headline", text: t("settlementTitle") }));
      for (const seat of [0, 1]) {
        list.append(h("p", { text: t("settlementLine", { who: names[seat], score: mr.scores[seat], game: game(seat), box: mr.box_bonus[seat], total: mr.totals[seat] }) }));
      }
      list.append(h("p", { text: t("netResult", { who: who(winner), net: mr.net }) }));
      details.push(list);
    }
    const round = h("details", { class: "last-round" }, h("summary", { text: t("lastRound", { n: result.round || view.round }) }));
    for (const node of roundNodes(view, result)) round.append(node);
    details.push(round, ...totalsAndCode(view, result).slice(1));   // the scores are above: the deal code
    matchEnd.show({
      key: `${view.round}:${i18n.lang}`,
      won: winner === 0,
      headline: winner === 0 ? t("matchYou") : t("matchCpu"),
      seats: [0, 1].map((seat) => ({ name: seat === 0 ? t("you") : t("cpu"), score: scores[seat], winner: seat === winner })),
      details,
    });
  }

  function renderResult(view, ui) {
    const over = (view.phase === "round_over" || view.phase === "match_over") && !ui.holdResult;
    const result = view.result;
    if (!over || !result) {
      if (el.result.open) el.result.close();
      el.result.dataset.round = "";
      return;
    }
    if (view.phase === "match_over") {
      if (el.result.open) el.result.close();
      showMatchEnd(view, result);
      return;
    }
    const key = `${view.round}:${view.phase}:${i18n.lang}`;
    if (el.result.dataset.round === key && el.result.open) return;
    el.result.dataset.round = key;
    clear(el.resultBody);
    el.resultTitle.textContent = t("resultTitle", { n: result.round || view.round });
    for (const node of [...roundNodes(view, result), ...totalsAndCode(view, result)]) el.resultBody.append(node);
    if (!el.result.open) el.result.showModal();
    el.nextRound.focus();
  }

  return { render: renderResult };
}

/** "You knocked", "You went gin", "Undercut! The CPU wins the round"... (said in the log too). */
export function roundHeadline(result, t) {
  if (result.kind === "void") return t("kindVoid");
  const mine = (seat) => seat === 0;
  if (result.kind === "undercut") return t(mine(result.winner) ? "undercutYou" : "undercutCpu");
  if (result.kind === "gin" || result.kind === "big_gin") return t(mine(result.knocker) ? "ginYou" : "ginCpu");
  return t(mine(result.knocker) ? "knockYou" : "knockCpu");
}
