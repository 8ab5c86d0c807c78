// Statistics of finished matches, per level: matches played and won, rounds
// won, the person's gins and knocks, undercuts given (the person undercut
// the CPU) and received, best round, current and best winning streak, and
// the score margins of the recent matches. A match counts only when it is
// played to the end; the running tally of a match in play is kept with it
// (so a resumed match still counts its earlier rounds) and dropped when the
// person abandons it for a new one. Stored apart from the match save, and
// read defensively: any missing or corrupt value reads as zero.

export const LEVELS = ["easy", "normal", "strong"];
const FIELDS = ["played", "won", "rounds", "gins", "knocks", "undercutsGiven",
  "undercutsReceived", "best", "streak", "bestStreak"];
const RECENT = 12;

const count = (v) => (Number.isInteger(v) && v >= 0 ? v : 0);

function level(raw) {
  const src = raw && typeof raw === "object" ? raw : {};
  const out = {};
  for (const f of FIELDS) out[f] = count(src[f]);
  out.won = Math.min(out.won, out.played);
  return out;
}

/** The stored value, whatever state it is in, as clean statistics. */
export function normalize(raw) {
  const src = raw && typeof raw === "object" ? raw : {};
  const levels = src.levels && typeof src.levels === "object" ? src.levels : {};
  const recent = Array.isArray(src.recent) ? src.recent : [];
  return {
    levels: Object.fromEntries(LEVELS.map((l) => [l, level(levels[l])])),
    recent: recent
      .filter((m) => m && LEVELS.includes(m.level) && Number.isInteger(m.margin))
      .slice(-RECENT)
      .map((m) => ({ level: m.level, margin: m.margin })),
  };
}

export function createStats(storage) {
  const current = () => {
    const c = storage.get("gin:stats-current", null);
    return c && typeof c === "object" && c.rounds && typeof c.rounds === "object" ? c : { rounds: {} };
  };

  return {
    all: () => normalize(storage.get("gin:stats", {})),
    /** A new match begins (or a saved one resumes with its tally). */
    begin(resumed) {
      if (!resumed) storage.set("gin:stats-current", { rounds: {} });
    },
    /** A round of the current match ended with `result` (view.result). */
    round(result) {
      const c = current();
      c.rounds[String(result.round)] = {
        kind: result.kind, knocker: result.knocker, winner: result.winner, points: result.points,
      };
      storage.set("gin:stats-current", c);
    },
    /** The match ended: fold its rounds into the level's totals. */
    finish(levelName, winner, scores) {
      if (!LEVELS.includes(levelName)) return;
      const totals = normalize(storage.get("gin:stats", {}));
      const lv = totals.levels[levelName];
      lv.played += 1;
      if (winner === 0) {
        lv.won += 1;
        lv.streak += 1;
        lv.bestStreak = Math.max(lv.bestStreak, lv.streak);
      } else lv.streak = 0;
      for (const r of Object.values(current().rounds)) {
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
      if (Array.isArray(scores) && scores.length === 2) {
        totals.recent = [...totals.recent, { level: levelName, margin: count(scores[0]) - count(scores[1]) }]
          .slice(-RECENT);
      }
      storage.set("gin:stats", totals);
      storage.remove("gin:stats-current");
    },
    /** Forget everything (the dialog asks first). */
    reset() {
      storage.remove("gin:stats");
    },
  };
}
