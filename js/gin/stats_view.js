// Gin's statistics as the shell's statistics screen draws them
// (js/shell/stats_view.js): one card per CPU level with its numbers, the
// matches won and lost per level, the recent matches' margins. Only the data
// and the words are Gin's.

import { drawStats, withShellWords } from "../shell/stats_view.js";
import { LEVELS } from "./stats.js";

function levelCard(name, lv, t) {
  return {
    id: name,
    title: t(name),
    won: lv.won,
    played: lv.played,
    headline: t("statsPlayedWon", { played: lv.played, won: lv.won }),
    empty: t("statsLevelEmpty"),
    items: [
      [t("statsRounds"), lv.rounds],
      [t("statsGins"), lv.gins],
      [t("statsKnocks"), lv.knocks],
      [t("statsUndercutsGiven"), lv.undercutsGiven],
      [t("statsUndercutsReceived"), lv.undercutsReceived],
      [t("statsBest"), lv.best],
      [t("statsStreak"), t("statsStreakValue", { now: lv.streak, best: lv.bestStreak })],
    ],
  };
}

/** Fill the statistics dialog's body with Gin's statistics. */
export function fillStats(body, i18n, stats) {
  const t = i18n.t;
  const s = stats.all();
  const margins = s.recent.map((m) => m.margin);
  drawStats(body, withShellWords(t, {
    cards: LEVELS.map((name) => levelCard(name, s.levels[name], t)),
    wonLostTitle: t("statsChartWonLost"),
    recent: {
      title: t("statsRecent"),
      margins,
      label: t("statsChartMargins", { list: margins.length ? i18n.list(margins.map(String)) : "–" }),
      up: t("statsMarginUp"),
      down: t("statsMarginDown"),
    },
    reset: () => stats.reset(),
  }), () => fillStats(body, i18n, stats));
}
