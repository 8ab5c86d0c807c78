// Statistics of finished matches: played and won per level, the person's
// gins, undercuts and knocks, and their best round. A match counts only when
// it is played to the end; the running tally of a match in play is kept
// with it (so a resumed match still counts its earlier rounds) and dropped
// when the person abandons it for a new one.

import { clear } from "./dom.js";

const EMPTY = () => ({ levels: {}, gins: 0, undercuts: 0, knocks: 0, best: 0 });

export function createStats(storage) {
  function load() {
    return { ...EMPTY(), ...(storage.get("stats", {}) || {}) };
  }

  return {
    all: load,
    /** A new match begins (or a saved one resumes with its tally). */
    begin(resumed) {
      if (!resumed) storage.set("stats-current", { rounds: {} });
    },
    /** A round of the current match ended with `result` (view.result). */
    round(result) {
      const current = storage.get("stats-current", { rounds: {} }) || { rounds: {} };
      current.rounds[String(result.round)] = {
        kind: result.kind, knocker: result.knocker, winner: result.winner, points: result.points,
      };
      storage.set("stats-current", current);
    },
    /** The match ended: fold its rounds into the totals. */
    finish(level, winner) {
      const current = storage.get("stats-current", { rounds: {} }) || { rounds: {} };
      const totals = load();
      const lv = totals.levels[level] || { played: 0, won: 0 };
      lv.played += 1;
      if (winner === 0) lv.won += 1;
      totals.levels[level] = lv;
      for (const r of Object.values(current.rounds)) {
        if (r.knocker === 0 && (r.kind === "gin" || r.kind === "big_gin")) totals.gins += 1;
        else if (r.knocker === 0) totals.knocks += 1;
        if (r.kind === "undercut" && r.winner === 0) totals.undercuts += 1;
        if (r.winner === 0) totals.best = Math.max(totals.best, r.points || 0);
      }
      storage.set("stats", totals);
      storage.remove("stats-current");
    },
  };
}

/** Fill the statistics dialog's table. */
export function fillStats(doc, i18n, stats) {
  const body = doc.querySelector("#stats-body");
  clear(body);
  const s = stats.all();
  const t = i18n.t;
  const table = doc.createElement("table");
  const row = (label, value) => {
    const tr = doc.createElement("tr");
    const th = doc.createElement("th");
    th.scope = "row";
    th.textContent = label;
    const td = doc.createElement("td");
    td.textContent = value;
    tr.append(th, td);
    table.append(tr);
  };
  for (const level of ["easy", "normal", "strong"]) {
    const lv = s.levels[level] || { played: 0, won: 0 };
    row(t(level), t("statsPlayedWon", { played: lv.played, won: lv.won }));
  }
  row(t("statsKnocks"), String(s.knocks));
  row(t("statsGins"), String(s.gins));
  row(t("statsUndercuts"), String(s.undercuts));
  row(t("statsBest"), String(s.best));
  body.append(table);
  const note = doc.createElement("p");
  note.className = "keys-hint";
  note.textContent = t("statsNote");
  body.append(note);
}
