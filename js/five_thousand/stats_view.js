// 5000 Rummy's statistics as the shell's statistics screen draws them
// (js/shell/stats_view.js), so they look like Gin's: one card per CPU level
// (matches won, average finishing place, best deal, going out, rummy calls),
// the matches won and lost per level, and the recent matches' margins (your
// total less the best other total). Only the data and the words are 5000's.

import { drawStats, withShellWords } from "../shell/stats_view.js";
import { LEVELS, averagePlace } from "./stats.js";

function levelCard(name, lv, t) {
  return {
    id: name,
    title: t(name),
    won: lv.won,
    played: lv.played,
    headline: t("ftStatsWonOf", { played: lv.played, won: lv.won }),
    empty: t("statsLevelEmpty"),
    items: [
      [t("ftStatsAvgPlace"), averagePlace(lv)],
      [t("ftStatsBest"), lv.best === null ? "–" : lv.best],
      [t("ftStatsOuts"), lv.outs],
      [t("ftStatsRummies"), lv.rummies],
    ],
  };
}

/** Fill the statistics dialog's body with 5000 Rummy's statistics. */
export function fillStats(body, i18n, stats) {
  const t = i18n.t;
  const s = stats.all();
  const recent = s.recent.filter((m) => m.margin !== null);
  const margins = recent.map((m) => m.margin);
  const said = recent.map((m) => t("ftStatsRecentItem", { margin: m.margin > 0 ? `+${m.margin}` : String(m.margin), place: m.place, players: m.players }));
  drawStats(body, withShellWords(t, {
    cards: LEVELS.map((name) => levelCard(name, s.levels[name], t)),
    wonLostTitle: t("ftStatsChartWonLost"),
    recent: {
      title: t("ftStatsRecent"),
      margins,
      label: t("ftStatsChartMargins", { list: said.length ? i18n.list(said) : "–" }),
      up: t("ftStatsMarginUp"),
      down: t("ftStatsMarginDown"),
    },
    reset: () => stats.reset(),
  }), () => fillStats(body, i18n, stats));
}
