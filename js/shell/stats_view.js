// The statistics screen, for any game: one card per group (a CPU level, a
// table size...) with its headline and its numbers, a chart of matches won
// and lost per group, a chart of the recent matches' margins, each coloured,
// labelled and with a legend, words when there is nothing to show yet, and a
// reset that asks first. The game gives the data and the words; this draws.
//
//   drawStats(body, {
//     cards: [{id, title, won, played, headline, items: [[label, value], ...], empty}],
//     legend: {won, lost},                    // the two colours' names
//     wonLostTitle,                           // chart 1: won and lost per card
//     recent: {title, margins: [n, ...], label, older, newer},   // chart 2 (optional)
//     empty,                                  // said instead of the charts when nothing was played
//     note,                                   // one line under everything
//     reset: {label, ask, yes, no, run},      // forget everything (asks first)
//   })
//
// withShellWords(t, model) adds the words every game shares (legend, empty, note, reset).

import { clear, h } from "./dom.js";

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

function legend(model) {
  return h("p", { class: "stats-legend" },
    h("span", { class: "key won" }, h("span", { class: "swatch", "aria-hidden": "true" }), model.legend.won),
    h("span", { class: "key lost" }, h("span", { class: "swatch", "aria-hidden": "true" }), model.legend.lost));
}

function card(c, nothing) {
  const box = h("section", { class: "stats-card", "data-group": c.id, "data-played": String(c.played) });
  box.append(h("h3", {}, h("span", { class: "title", text: c.title }), h("span", { class: "headline", text: c.headline })));
  if (c.played > 0) {
    const rate = Math.round((100 * c.won) / c.played);
    const bar = h("span", { class: "rate", "aria-hidden": "true" });
    bar.style.setProperty("--share", String(c.won / c.played));
    box.append(h("p", { class: "rate-line" }, bar, h("span", { class: "pct", text: `${rate}%` })));
  }
  if (nothing) return box;   // the screen says it once, above
  if (c.empty && c.played === 0) box.append(h("p", { class: "card-empty", text: c.empty }));
  else {
    const list = h("dl", {});
    for (const [label, value] of c.items) list.append(h("div", {}, h("dt", { text: label }), h("dd", { text: String(value) })));
    box.append(list);
  }
  return box;
}

/** Won (left) and lost (right) per card, as stacked bars with their numbers. */
function wonLostChart(model) {
  const width = 320, row = 30, labelW = 96, numW = 40;
  const cards = model.cards;
  const most = Math.max(1, ...cards.map((c) => c.played));
  const scale = (width - labelW - numW) / most;
  const chart = svg("svg", { viewBox: `0 0 ${width} ${row * cards.length}`, class: "stats-chart won-lost",
    role: "img", "aria-label": `${model.wonLostTitle}: ${cards.map((c) => `${c.title} ${c.headline}`).join("; ")}` });
  cards.forEach((c, i) => {
    const y = i * row + 5;
    chart.append(svg("text", { x: 0, y: y + 15, class: "label" }, c.title));
    const wonW = c.won * scale;
    const lostW = (c.played - c.won) * scale;
    chart.append(svg("rect", { x: labelW, y, width: Math.max(0, wonW), height: row - 10, rx: 3, class: "won" }));
    chart.append(svg("rect", { x: labelW + wonW, y, width: Math.max(0, lostW), height: row - 10, rx: 3, class: "lost" }));
    chart.append(svg("text", { x: labelW + wonW + lostW + 6, y: y + 15, class: "label num" }, `${c.won}–${c.played - c.won}`));
  });
  return chart;
}

/** The recent matches' margins: up for a win, down for a loss, each with its number. */
function recentChart(recent) {
  const width = 320, height = 120, top = 16, bottom = 20;
  const mid = top + (height - top - bottom) / 2;
  const half = (height - top - bottom) / 2;
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, class: "stats-chart recent", role: "img",
    "aria-label": recent.label });
  const most = Math.max(1, ...recent.margins.map((m) => Math.abs(m)));
  // Room for the widest tick ("−1060" in 5000 Rummy was cut to "060"): about 7.5 units a sign at 11 px.
  const left = Math.max(26, 8 + 7.5 * (String(most).length + 1));
  chart.append(svg("line", { x1: left, y1: mid, x2: width, y2: mid, class: "axis" }));
  chart.append(svg("text", { x: left - 4, y: mid + 4, class: "label tick", "text-anchor": "end" }, "0"));
  chart.append(svg("text", { x: left - 4, y: top + 4, class: "label tick", "text-anchor": "end" }, `+${most}`));
  chart.append(svg("text", { x: left - 4, y: top + 2 * half + 4, class: "label tick", "text-anchor": "end" }, `−${most}`));
  const step = (width - left) / 12;
  recent.margins.forEach((m, i) => {
    const hgt = Math.max(2, (Math.abs(m) / most) * (half - 2));
    const x = left + i * step + 3;
    chart.append(svg("rect", { x, y: m >= 0 ? mid - hgt : mid, width: step - 6, height: hgt, rx: 2,
      class: m >= 0 ? "won" : "lost" }));
    const ty = m >= 0 ? mid - hgt - 3 : mid + hgt + 11;
    chart.append(svg("text", { x: x + (step - 6) / 2, y: ty, class: "label value", "text-anchor": "middle" },
      m > 0 ? `+${m}` : m < 0 ? `−${-m}` : "0"));
  });
  chart.append(svg("text", { x: left, y: height - 3, class: "label tick" }, recent.older));
  chart.append(svg("text", { x: width - 2, y: height - 3, class: "label tick", "text-anchor": "end" }, recent.newer));
  return chart;
}

function resetControls(reset, redraw) {
  const box = h("div", { class: "stats-reset" });
  const first = () => {
    const b = h("button", { type: "button", class: "secondary", "data-testid": "stats-reset", text: reset.label });
    b.addEventListener("click", ask);
    return b;
  };
  function ask() {
    clear(box);
    const yes = h("button", { type: "button", class: "secondary danger", "data-testid": "stats-reset-yes", text: reset.yes });
    const no = h("button", { type: "button", class: "secondary", text: reset.no });
    yes.addEventListener("click", () => { reset.run(); redraw(); });
    no.addEventListener("click", () => { clear(box); box.append(first()); });
    box.append(h("p", { text: reset.ask }), yes, no);
    no.focus();
  }
  box.append(first());
  return box;
}

/** A game's model with the shell's own words of the screen (legend, older / newer, empty,
 *  note, the reset's words): the game gives its cards, chart titles and margins, and
 *  `reset`, the function that forgets its statistics. */
export function withShellWords(t, { recent, reset, ...model }) {
  return {
    ...model,
    legend: { won: t("statsWon"), lost: t("statsLost") },
    recent: recent && { ...recent, older: t("statsOlder"), newer: t("statsNewer") },
    empty: t("statsEmpty"),
    note: t("statsNote"),
    reset: { label: t("statsReset"), ask: t("statsResetAsk"), yes: t("statsResetYes"), no: t("statsResetNo"), run: reset },
  };
}

/** Fill `body` (the statistics dialog's) from `model`; `redraw` rebuilds the model after a reset. */
export function drawStats(body, model, redraw) {
  clear(body);
  const nothing = model.cards.every((c) => c.played === 0);
  if (nothing && model.empty) body.append(h("p", { class: "stats-empty", "data-testid": "stats-empty", text: model.empty }));
  body.append(h("div", { class: "stats-cards" }, ...model.cards.map((c) => card(c, nothing))));
  if (!nothing) {
    const charts = h("div", { class: "stats-charts" });
    charts.append(h("figure", {}, h("figcaption", { text: model.wonLostTitle }), legend(model), wonLostChart(model)));
    if (model.recent && model.recent.margins.length) {
      charts.append(h("figure", {}, h("figcaption", { text: model.recent.title }),
        h("p", { class: "stats-legend" },
          h("span", { class: "key won" }, h("span", { class: "swatch", "aria-hidden": "true" }), model.recent.up),
          h("span", { class: "key lost" }, h("span", { class: "swatch", "aria-hidden": "true" }), model.recent.down)),
        recentChart(model.recent)));
    }
    body.append(charts);
  }
  if (model.note) body.append(h("p", { class: "stats-note", text: model.note }));
  if (model.reset && !nothing) body.append(resetControls(model.reset, redraw));
}

/** The table games record (matches of several people at the device, per name) at the
 *  end of `body`, as a table; nothing when there is none. Names are text, never markup. */
export function drawTableGames(body, t, rows) {
  const old = body.querySelector("[data-testid=table-games]");
  if (old) old.remove();
  if (!rows.length) return;
  const head = h("tr", {}, h("th", { scope: "col", text: t("tableName") }), h("th", { scope: "col", text: t("tablePlayed") }),
    h("th", { scope: "col", text: t("tableWon") }));
  const table = h("table", { class: "table-games" }, h("thead", {}, head), h("tbody", {}, ...rows.map((r) =>
    h("tr", {}, h("th", { scope: "row", class: "name", text: r.name }), h("td", { text: String(r.played) }), h("td", { text: String(r.won) })))));
  body.append(h("section", { class: "stats-table-games", "data-testid": "table-games", "aria-labelledby": "table-games-h" },
    h("h3", { id: "table-games-h", text: t("tableGames") }), h("p", { class: "hint", text: t("tableGamesHint") }), table));
}
