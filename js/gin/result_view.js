// The round result and match end, drawn from view.result and
// view.match_result: both hands as melds and deadwood, lay-offs marked, both
// deadwood counts, the points with their parts, the totals and the deal code.

import { clear, h, miniCard } from "../shell/dom.js";

export function createResultView(doc, i18n) {
  const t = i18n.t;
  const who = (seat) => (seat === 0 ? t("whoYou") : t("whoCpu"));
  const el = {
    result: doc.querySelector("#result"),
    resultBody: doc.querySelector("[data-testid=round-result]"),
    resultTitle: doc.querySelector("#result-title"),
    nextRound: doc.querySelector("[data-testid=next-round]"),
    newMatch: doc.querySelector("[data-testid=new-match]"),
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
    const knocker = who(result.knocker);
    const kindKey = { gin: "kindGin", big_gin: "kindGin", undercut: "kindUndercut" }[result.kind] || "kindKnock";
    const headline = result.kind === "undercut" ? t(kindKey, { who: who(result.winner) }) : t(kindKey, { who: knocker });
    out.append(h("p", { class: "headline", text: headline }));
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

  function renderResult(view, ui) {
    const over = (view.phase === "round_over" || view.phase === "match_over") && !ui.holdResult;
    const result = view.result;
    if (!over || !result) {
      if (el.result.open) el.result.close();
      el.result.dataset.round = "";
      return;
    }
    const key = `${view.round}:${view.phase}:${i18n.lang}`;
    if (el.result.dataset.round === key && el.result.open) return;
    el.result.dataset.round = key;
    clear(el.resultBody);
    const matchOver = view.phase === "match_over";
    el.resultTitle.textContent = matchOver ? t("matchOver") : t("resultTitle", { n: result.round || view.round });
    if (matchOver) {
      const mr = view.match_result || {};
      const winner = mr.winner !== undefined ? mr.winner : result.winner;
      const scores = mr.scores || view.scores;
      const box = h("div", { class: "match-end", "data-winner": String(winner) });
      box.append(h("p", { class: "winner", text: winner === 0 ? t("matchYou") : t("matchCpu") }));
      box.append(h("p", { class: "final", text: t("finalScore", { a: scores[0], b: scores[1] }) }));
      const deciding = mr.deciding_points !== undefined ? mr.deciding_points : result.points;
      box.append(h("p", { class: "deciding", text: t("decidingRound", { who: who(result.winner), p: deciding }) }));
      if (mr.settlement && mr.totals) {
        const who = [t("you"), t("cpu")];
        const game = (seat) => (seat === winner ? mr.game_bonus : 0);
        const list = h("div", { class: "settlement" }, h("p", { class: "headline", text: t("settlementTitle") }));
        for (const seat of [0, 1]) {
          list.append(h("p", { text: t("settlementLine", { who: who[seat], score: mr.scores[seat], game: game(seat), box: mr.box_bonus[seat], total: mr.totals[seat] }) }));
        }
        list.append(h("p", { text: t("netResult", { who: who(winner), net: mr.net }) }));
        box.append(list);
      }
      el.resultBody.append(box);
    }
    el.resultBody.append(resultSummary(view, result));
    const hands = h("div", { class: "hands" });
    const first = result.knocker === 1 ? 1 : 0;
    hands.append(handBreakdown(result, first), handBreakdown(result, 1 - first));
    el.resultBody.append(hands);
    const totals = h("p", { class: "totals" });
    const sc = result.scores || view.scores;
    totals.append(h("strong", { text: `${t("totals")}: ` }), `${t("you")} ${sc[0]} – ${t("cpu")} ${sc[1]}`);
    totals.append(h("span", { class: "sep", text: " · " }), t("targetShort", { n: view.target }));
    el.resultBody.append(totals);
    if (result.deal_code !== undefined && result.deal_code !== null) {
      const code = h("p", { class: "deal-code" });
      code.append(`${t("dealCodeIs")}: `, h("code", { "data-testid": "deal-code", text: String(result.deal_code) }));
      code.append(" ", h("button", { type: "button", class: "link copy", "data-copy": String(result.deal_code), text: t("copy") }));
      el.resultBody.append(code);
    }
    el.nextRound.hidden = matchOver;
    el.newMatch.hidden = !matchOver;
    if (!el.result.open) {
      el.result.showModal();
    }
    (matchOver ? el.newMatch : el.nextRound).focus();
  }

  return { render: renderResult };
}
