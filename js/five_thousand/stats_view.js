// 5000 Rummy's statistics in the statistics dialog, in the style of Gin's
// (the same chart classes, so the same look): a table per level, matches won
// and lost per level, and the finishing places of the recent matches; a
// reset that asks first. Built from DOM nodes only.

import { clear, h } from "../shell/dom.js";
import { LEVELS, averagePlace } from "./stats.js";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

function text(x, y, content) {
  const node = svg("text", { x, y, class: "label" });
  node.textContent = content;
  return node;
}

function wonLostChart(s, t) {
  const width = 300, row = 26, most = Math.max(1, ...LEVELS.map((l) => s.levels[l].played));
  const chart = svg("svg", { viewBox: `0 0 ${width} ${row * LEVELS.length}`, class: "stats-chart", role: "img",
    "aria-label": t("ftStatsChartWonLost") + ": " + LEVELS.map((l) => `${t(l)} ${s.levels[l].won}–${s.levels[l].played - s.levels[l].won}`).join(", ") });
  const scale = (width - 110) / most;
  LEVELS.forEach((l, i) => {
    const lv = s.levels[l];
    const y = i * row + 4;
    chart.append(text(0, y + 14, t(l)));
    chart.append(svg("rect", { x: 70, y, width: lv.won * scale, height: row - 8, class: "won" }));
    chart.append(svg("rect", { x: 70 + lv.won * scale, y, width: (lv.played - lv.won) * scale, height: row - 8, class: "lost" }));
    chart.append(text(74 + lv.played * scale, y + 14, `${lv.won}–${lv.played - lv.won}`));
  });
  return chart;
}

/** One bar per recent match: first place the tallest, last place the shortest. */
function placesChart(s, t) {
  const width = 300, height = 70, step = width / 12;
  const list = s.recent.map((m) => `${m.place}/${m.players}`).join(", ") || "–";
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "stats-chart", role: "img",
    "aria-label": t("ftStatsChartPlaces", { list }) });
  chart.append(svg("line", { x1: 0, y1: height - 1, x2: width, y2: height - 1, class: "axis" }));
  s.recent.forEach((m, i) => {
    const share = (m.players - m.place + 1) / m.players;
    const hgt = Math.max(3, share * (height - 16));
    chart.append(svg("rect", { x: i * step + 2, y: height - 1 - hgt, width: step - 4, height: hgt, class: m.place === 1 ? "won" : "lost" }));
    chart.append(text(i * step + step / 2 - 4, height - 4 - hgt, String(m.place)));
  });
  return chart;
}

function table(s, t) {
  const cols = ["ftStatsMatches", "ftStatsAvgPlace", "ftStatsBest", "ftStatsOuts", "ftStatsRummies"];
  const head = h("tr", {}, h("th", { scope: "col", text: t("level") }), ...cols.map((c) => h("th", { scope: "col", text: t(c) })));
  const rows = LEVELS.map((l) => {
    const lv = s.levels[l];
    const cells = [t("ftStatsWonOf", { played: lv.played, won: lv.won }), averagePlace(lv),
      lv.best === null ? "–" : String(lv.best), lv.outs, lv.rummies];
    return h("tr", { "data-level": l }, h("th", { scope: "row", text: t(l) }), ...cells.map((c) => h("td", { text: String(c) })));
  });
  return h("div", { class: "stats-table" }, h("table", {}, h("thead", {}, head), h("tbody", {}, ...rows)));
}

function resetControls(stats, redraw, t) {
  const box = h("div", { class: "stats-reset" });
  const first = () => {
    const b = h("button", { type: "button", class: "secondary", "data-testid": "stats-reset", text: t("statsReset") });
    b.addEventListener("click", () => {
      clear(box);
      const yes = h("button", { type: "button", class: "secondary", "data-testid": "stats-reset-yes", text: t("statsResetYes") });
      const no = h("button", { type: "button", class: "secondary", text: t("statsResetNo") });
      yes.addEventListener("click", () => { stats.reset(); redraw(); });
      no.addEventListener("click", () => { clear(box); box.append(first()); });
      box.append(h("p", { text: t("statsResetAsk") }), yes, no);
      no.focus();
    });
    return b;
  };
  box.append(first());
  return box;
}

/** Fill the statistics dialog's body with 5000 Rummy's statistics. */
export function fillStats(body, i18n, stats) {
  const t = i18n.t;
  clear(body);
  const s = stats.all();
  body.append(
    h("p", { class: "stats-game", text: t("gameFiveThousand") }),
    table(s, t),
    h("h3", { text: t("ftStatsChartWonLost") }), wonLostChart(s, t),
    h("h3", { text: t("ftStatsRecent") }), placesChart(s, t),
    h("p", { class: "keys-hint", text: t("statsNote") }),
    resetControls(stats, () => fillStats(body, i18n, stats), t),
  );
}
