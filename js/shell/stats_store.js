// What every game's statistics share: the levels, counts read defensively,
// how many recent matches are kept, and where the totals and the tally of
// the match in play are stored ("<game>:stats", "<game>:stats-current").
// Each game says what a level holds and what its tally is (js/<game>/stats.js).
//
// A match played by more than one person at the device (pass-and-play) is no
// measure of play against the CPU: the shell notes who sits at the match on the
// table ("<game>:stats-table": {people: n}, noteTable) and such a match changes no
// level's totals; it counts instead in the "table games" record of that game
// ("<game>:table-games": [{name, played, won}], recordTableGame), per name.

export const LEVELS = ["easy", "normal", "strong"];
const RECENT = 12;
const TABLE_NAMES = 40;   // the most names the table games record keeps (the latest played)
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
     *  given: the last RECENT kept), its tally dropped. A match of several people
     *  (noteTable) leaves the totals as they were. */
    finish(totals, recent = null) {
      if (recent) totals.recent = [...totals.recent, recent].slice(-RECENT);
      if (!severalPeople(storage, game)) storage.set(key, totals);
      storage.remove(current);
    },
    /** Forget everything (the dialog asks first). */
    reset() {
      storage.remove(key);
    },
  };
}

/** Note how many people play the match on the table (the shell, from each reply). */
export function noteTable(storage, game, people) {
  const key = `${game}:stats-table`;
  const stored = storage.get(key, null);
  if (!stored || stored.people !== people) storage.set(key, { people });
}

const severalPeople = (storage, game) => count((asObject(storage.get(`${game}:stats-table`, null))).people) > 1;

/** The table games record of `game`, read defensively: [{name, played, won}], most played first
 *  (a tie: the one who played last first, as stored). */
export function tableGames(storage, game) {
  const raw = storage.get(`${game}:table-games`, []);
  const rows = Array.isArray(raw) ? raw : [];
  return rows.filter((r) => r && typeof r.name === "string" && r.name.trim())
    .map((r) => ({ name: r.name, ...countsOf(r, ["played", "won"]) }))
    .sort((a, b) => b.played - a.played || b.won - a.won);
}

/** A match of several people ended: each person's name played one more, the winners' won one more. */
export function recordTableGame(storage, game, names, winners) {
  const rows = tableGames(storage, game);
  const rest = rows.filter((r) => !names.includes(r.name));
  const played = names.map((name) => {
    const row = rows.find((r) => r.name === name) || { name, played: 0, won: 0 };
    return { name, played: row.played + 1, won: row.won + (winners.includes(name) ? 1 : 0) };
  });
  storage.set(`${game}:table-games`, [...played, ...rest].slice(0, TABLE_NAMES));
}

/** Forget the table games of `game` (with the rest of its statistics). */
export function resetTableGames(storage, game) {
  storage.remove(`${game}:table-games`);
}
