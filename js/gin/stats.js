// Statistics of finished matches, per level: matches played and won, rounds
// won, the person's gins and knocks, undercuts given (the person undercut
// the CPU) and received, best round, current and best winning streak, and
// the score margins of the recent matches. A match counts only when it is
// played to the end; the running tally of a match in play is kept with it
// (so a resumed match still counts its earlier rounds) and dropped when the
// person abandons it for a new one. Stored apart from the match save, and
// read defensively: any missing or corrupt value reads as zero.

import { LEVELS, count, countsOf, createStatsStore, normalizeTotals } from "../shell/stats_store.js";

export { LEVELS };
const FIELDS = ["played", "won", "rounds", "gins", "knocks", "undercutsGiven",
  "undercutsReceived", "best", "streak", "bestStreak"];

const level = (src) => countsOf(src, FIELDS);

/** The stored value, whatever state it is in, as clean statistics. */
export function normalize(raw) {
  return normalizeTotals(raw, {
    level,
    keep: (m) => Number.isInteger(m.margin),
    shape: (m) => ({ level: m.level, margin: m.margin }),
  });
}

export function createStats(storage) {
  const store = createStatsStore(storage, "gin", {
    normalize,
    fresh: () => ({ rounds: {} }),
    tally: (c) => (c && typeof c === "object" && c.rounds && typeof c.rounds === "object" ? c : null),
  });

  return {
    all: store.totals,
    begin: store.begin,
    /** A round of the current match ended with `result` (view.result). */
    round(result) {
      const c = store.tally();
      c.rounds[String(result.round)] = {
        kind: result.kind, knocker: result.knocker, winner: result.winner, points: result.points,
      };
      store.keepTally(c);
    },
    /** The match ended: fold its rounds into the level's totals. */
    finish(levelName, winner, scores) {
      if (!LEVELS.includes(levelName)) return;
      const totals = store.totals();
      const lv = totals.levels[levelName];
      lv.played += 1;
      if (winner === 0) {
        lv.won += 1;
        lv.streak += 1;
        lv.bestStreak = Math.max(lv.bestStreak, lv.streak);
      } else lv.streak = 0;
      for (const r of Object.values(store.tally().rounds)) {
        if (!r || typeof r !== "object") continue;
        if (r.winner === 0) {
          lv.rounds += 1;
          lv.best = Math.max(lv.best, count(r.points));
        }
        if (r.knocker === 0 && (r.kind === "gin" || r.kind === "big_gin")) lv.gins += 1;
        else if (r.knocker === 0) lv.knocks += 1;
        if (r.kind === "undercut") {
          if (r.winner === 0) lv.undercutsGiven += 1;
          else lv.undercutsReceived += 1;
        }
      }
      const two = Array.isArray(scores) && scores.length === 2;
      store.finish(totals, two ? { level: levelName, margin: count(scores[0]) - count(scores[1]) } : null);
    },
    reset: store.reset,
  };
}
