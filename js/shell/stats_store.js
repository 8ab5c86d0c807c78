// What every game's statistics share: the levels, counts read defensively,
// how many recent matches are kept, and where the totals and the tally of
// the match in play are stored ("<game>:stats", "<game>:stats-current").
// Each game says what a level holds and what its tally is (js/<game>/stats.js).

export const LEVELS = ["easy", "normal", "strong"];
const RECENT = 12;
export const count = (v) => (Number.isInteger(v) && v >= 0 ? v : 0);
const asObject = (v) => (v && typeof v === "object" ? v : {});

/** A level's stored `fields` as counts, with no more matches won than played. */
export function countsOf(src, fields) {
  const out = {};
  for (const f of fields) out[f] = count(src[f]);
  out.won = Math.min(out.won, out.played);
  return out;
}

/** Stored totals, whatever state they are in: every level through `level`, the recent
 *  matches that `keep` accepts (of a known level), the last RECENT, through `shape`. */
export function normalizeTotals(raw, { level, keep, shape }) {
  const src = asObject(raw);
  const levels = asObject(src.levels);
  const recent = Array.isArray(src.recent) ? src.recent : [];
  return {
    levels: Object.fromEntries(LEVELS.map((l) => [l, level(asObject(levels[l]))])),
    recent: recent.filter((m) => m && LEVELS.includes(m.level) && keep(m)).slice(-RECENT).map(shape),
  };
}

/** A game's stored statistics: `normalize` reads the totals, `fresh()` is a new match's
 *  tally and `tally(raw)` a stored one read defensively (null when unusable: a fresh one then). */
export function createStatsStore(storage, game, { normalize, fresh, tally }) {
  const key = `${game}:stats`;
  const current = `${game}:stats-current`;
  return {
    totals: () => normalize(storage.get(key, {})),
    tally: () => tally(storage.get(current, null)) || fresh(),
    keepTally: (t) => storage.set(current, t),
    /** A new match begins (or a saved one resumes with its tally). */
    begin(resumed) {
      if (!resumed) storage.set(current, fresh());
    },
    /** The match ended: the new totals stored (with its line of the recent matches, when
     *  given: the last RECENT kept), its tally dropped. */
    finish(totals, recent = null) {
      if (recent) totals.recent = [...totals.recent, recent].slice(-RECENT);
      storage.set(key, totals);
      storage.remove(current);
    },
    /** Forget everything (the dialog asks first). */
    reset() {
      storage.remove(key);
    },
  };
}
