// 5000 Rummy's statistics of finished matches, per level: matches played
// and won, the finishing places (their average is shown), the best deal (the
// most points the person scored in one deal), how often the person went out,
// and the rummy calls the person made; and the recent matches (the place,
// and the margin: the person's total less the best other total, so a win
// is above zero and a loss says how far behind the winner). A match counts only when played to the end: the tally of the
// match in play is kept beside it ("five_thousand:stats-current", so a
// resumed match keeps its earlier deals) and dropped when the person starts
// a new one. Stored apart from the match save, read defensively: a missing
// or corrupt value reads as zero (or none, for the best deal).

import { LEVELS, count, countsOf, createStatsStore, normalizeTotals } from "../shell/stats_store.js";

export { LEVELS };
const COUNTS = ["played", "won", "places", "outs", "rummies"];
const points = (v) => (Number.isInteger(v) ? v : null);

function level(src) {
  return { ...countsOf(src, COUNTS), best: points(src.best) };
}

/** The stored value, whatever state it is in, as clean statistics. */
export function normalize(raw) {
  return normalizeTotals(raw, {
    level,
    keep: (m) => count(m.place) >= 1 && count(m.players) >= 3,
    shape: (m) => ({ level: m.level, place: m.place, players: m.players, margin: Number.isInteger(m.margin) ? m.margin : null }),
  });
}

/** The average finishing place of a level ("–" before its first match). */
export function averagePlace(lv) {
  return lv.played ? (lv.places / lv.played).toFixed(1) : "–";
}

export function createStats(storage) {
  const store = createStatsStore(storage, "five_thousand", {
    normalize,
    fresh: () => ({ rummies: 0, deals: {} }),
    tally: (c) => (c && typeof c === "object" && c.deals && typeof c.deals === "object"
      ? { rummies: count(c.rummies), deals: c.deals } : null),
  });

  return {
    all: store.totals,
    begin: store.begin,
    /** The person called rummy. */
    rummy() {
      const c = store.tally();
      c.rummies += 1;
      store.keepTally(c);
    },
    /** A deal of the match in play ended (its deal_over event). */
    deal(event) {
      const c = store.tally();
      c.deals[String(event.deal)] = { points: points((event.points || [])[0]) ?? 0, out: event.out === 0 };
      store.keepTally(c);
    },
    /** The match ended at `levelName` with these final `scores`: fold its tally in. */
    finish(levelName, winner, scores) {
      if (!LEVELS.includes(levelName) || !Array.isArray(scores) || scores.length < 3) return;
      const totals = store.totals();
      const lv = totals.levels[levelName];
      const c = store.tally();
      const place = 1 + scores.filter((s) => s > scores[0]).length;
      lv.played += 1;
      if (winner === 0) lv.won += 1;
      lv.places += place;
      lv.rummies += c.rummies;
      for (const d of Object.values(c.deals)) {
        if (!d || typeof d !== "object") continue;
        if (d.out === true) lv.outs += 1;
        if (Number.isInteger(d.points)) lv.best = lv.best === null ? d.points : Math.max(lv.best, d.points);
      }
      const margin = scores[0] - Math.max(...scores.slice(1));
      store.finish(totals, { level: levelName, place, players: scores.length, margin });
    },
    reset: store.reset,
  };
}
