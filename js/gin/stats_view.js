// The statistics dialog: a small chart (won and lost per level; the score
// margins of the recent matches) with the numbers beside it, and a reset
// that asks first. Built from DOM nodes only; colours come from the CSS.

import { clear, h } from "../shell/dom.js";
import { LEVELS } from "./stats.js";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

function wonLostChart(s, t) {
  const width = 300, row = 26, most = Math.max(1, ...LEVELS.map((l) => s.levels[l].played));
  const chart = svg("svg", { viewBox: `0 0 ${width} ${row * LEVELS.length}`, class: "stats-chart",
    role: "img", "aria-label": t("statsChartWonLost") });
  LEVELS.forEach((l, i) => {
    const lv = s.levels[l];
    const scale = (width - 110) / most;   // room for the "won–lost" label
    const y = i * row + 4;
    const label = svg("text", { x: 0, y: y + 14, class: "label" });
    label.textContent = t(l);
    chart.append(label);
    chart.append(svg("rect", { x: 70, y, width: lv.won * scale, height: row - 8, class: "won" }));
    chart.append(svg("rect", { x: 70 + lv.won * scale, y, width: (lv.played - lv.won) * scale,
      height: row - 8, class: "lost" }));
    const n = svg("text", { x: 74 + lv.played * scale, y: y + 14, class: "label" });
    n.textContent = `${lv.won}–${lv.played - lv.won}`;
    chart.append(n);
  });
  return chart;
}

function marginChart(s, t) {
  const width = 300, height = 70, mid = height / 2;
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "stats-chart",
    role: "img", "aria-label": t("statsChartMargins", { list: s.recent.map((m) => m.margin).join(", ") || "–" }) });
  chart.append(svg("line", { x1: 0, y1: mid, x2: width, y2: mid, class: "axis" }));
  const most = Math.max(1, ...s.recent.map((m) => Math.abs(m.margin)));
  const step = width / 12;
  s.recent.forEach((m, i) => {
    const hgt = (Math.abs(m.margin) / most) * (mid - 2);
    chart.append(svg("rect", { x: i * step + 2, y: m.margin >= 0 ? mid - hgt : mid, width: step - 4,
      height: Math.max(1, hgt), class: m.margin >= 0 ? "won" : "lost" }));
  });
  return chart;
}

function table(s, t) {
  const cols = ["statsPlayedWonCol", "statsRounds", "statsGins", "statsKnocks", "statsUndercutsGiven",
    "statsUndercutsReceived", "statsBest", "statsStreak"];
  const head = h("tr", {}, h("th", { scope: "col", text: t("level") }),
    ...cols.map((c) => h("th", { scope: "col", text: t(c) })));
  const rows = LEVELS.map((l) => {
    const lv = s.levels[l];
    const cells = [t("statsPlayedWon", { played: lv.played, won: lv.won }), lv.rounds, lv.gins, lv.knocks,
      lv.undercutsGiven, lv.undercutsReceived, lv.best, t("statsStreakValue", { now: lv.streak, best: lv.bestStreak })];
    return h("tr", {}, h("th", { scope: "row", text: t(l) }), ...cells.map((c) => h("td", { text: String(c) })));
  });
  return h("div", { class: "stats-table" }, h("table", {}, h("thead", {}, head), h("tbody", {}, ...rows)));
}

function resetControls(stats, redraw, t) {
  const box = h("div", { class: "stats-reset" });
  const ask = () => {
    clear(box);
    const yes = h("button", { type: "button", class: "secondary", "data-testid": "stats-reset-yes", text: t("statsResetYes") });
    const no = h("button", { type: "button", class: "secondary", text: t("statsResetNo") });
    yes.addEventListener("click", () => { stats.reset(); redraw(); });
    no.addEventListener("click", () => { clear(box); box.append(first()); });
    box.append(h("p", { text: t("statsResetAsk") }), yes, no);
    no.focus();
  };
  const first = () => {
    const b = h("button", { type: "button", class: "secondary", "data-testid": "stats-reset", text: t("statsReset") });
    b.addEventListener("click", ask);
    return b;
  };
  box.append(first());
  return box;
}

/** Fill the statistics dialog's body. */
export function fillStats(body, i18n, stats) {
  const t = i18n.t;
  const redraw = () => fillStats(body, i18n, stats);
  clear(body);
  const s = stats.all();
  body.append(
    table(s, t),
    h("h3", { text: t("statsChartWonLost") }), wonLostChart(s, t),
    h("h3", { text: t("statsRecent") }), marginChart(s, t),
    h("p", { class: "keys-hint", text: t("statsNote") }),
    resetControls(stats, redraw, t),
  );
}
