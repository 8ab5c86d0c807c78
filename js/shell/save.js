// The match save: what survives a reload, kept apart from settings and
// statistics. The engine worker hands out its save sealed ({version, sealed},
// js/seal.js: the save holds the seed, so the page never sees it in clear),
// and it is stored unread inside an envelope:
//
//   {schema: 1, sum: "<FNV-1a of the match's JSON>", saved: <ms>, match: {version, sealed},
//    about: {scores, round | deal, people?, names?}, recent: [[event, ...], ...]}
//
// `about` and `recent` are what the person already saw, kept in clear beside
// the sealed match: `about` says what a new match would replace ("Gin,
// 42–37, round 6", keep_match.js; with who played when more than one person
// did: `people` [bool] and `names` [string|null] by seat), `recent` holds the events of the last
// replies so a resumed table gets its move log and its "New" badge back.
// Neither is needed to resume: a save without them (or with them unusable)
// resumes with an empty log.
//
// A plain engine save ({version, seed, ..., log}), as stored before saves
// were sealed, is still read and resumed: what is inside is the engine's
// business (it refuses a save it cannot replay, and the page sets it aside).
// Each game keeps its own save ("<game>:save").
//
// `read()` never throws. A save that cannot be used (not JSON, truncated,
// edited, from another schema or engine version) is set aside under
// "<game>:save-aside:<time>" with the reason, never silently deleted, and reported
// as a problem so the page can say so in one line; statistics live under
// other keys and are never touched. Writes happen only while `canWrite()`
// (this tab owns the match, see tabs.js).

import { isSealed } from "./seal.js";
import { manyPeople, storedNameOk } from "./seats_names.js";

export const SCHEMA = 1;          // the envelope's format
export const ENGINE_VERSION = 1;  // the engines' save version this page can load
const KEEP_ASIDE = 5;             // the newest set-aside saves kept

/** A short checksum of a string (FNV-1a, 32 bits): catches truncation and edits. */
export function checksum(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

/** Why the engine's save `match` cannot be what we wrote, or null when it looks right. */
export function matchProblem(match) {
  if (!isObject(match)) return "invalid";
  if (match.version !== ENGINE_VERSION) return "version";
  if (isSealed(match)) {
    const sealedOk = typeof match.sealed === "string" && Object.keys(match).length === 2;
    return sealedOk ? null : "invalid";
  }
  if (!Array.isArray(match.log)) return "invalid";   // a plain save from before sealing
  return null;
}

/** Parse stored text: {match, about, recent} when usable, else {problem: "unreadable"|"version"|"invalid"}. */
export function parseSave(raw) {
  let data;
  try {
    data = JSON.parse(raw);
  } catch {
    return { problem: "unreadable" };
  }
  if (!isObject(data)) return { problem: "unreadable" };
  if (!("schema" in data)) {
    // The first format: the engine's save stored bare (no envelope, no sum).
    if (!("version" in data)) return { problem: "invalid" };
    const problem = matchProblem(data);
    return problem ? { problem } : { match: data };
  }
  if (data.schema !== SCHEMA) return { problem: "version" };
  const problem = matchProblem(data.match);
  if (problem) return { problem };
  if (data.sum !== checksum(JSON.stringify(data.match))) return { problem: "invalid" };
  // Names that break the rule (an edited save) are refused as any bad save is.
  if (isObject(data.about) && !peopleOk(data.about)) return { problem: "invalid" };
  return { match: data.match, about: aboutOf(data.about), recent: recentOf(data.recent) };
}

/** What a new match would replace, said from the view: its scores, its round (Gin) or
 *  deal (5000) number, and who plays when more than one person does (keep_match.js). */
export function summaryOf(view, seats) {
  const said = { scores: view.scores };
  if (manyPeople(seats)) {
    said.people = seats.map((seat) => Boolean(seat && seat.person));
    said.names = seats.map((seat) => (seat && seat.person && typeof seat.name === "string" ? seat.name : null));
  }
  if (Number.isInteger(view.round)) said.round = view.round;
  else said.deal = view.deal;
  return said;
}

/** Whether a summary's seats (when it has any) are as the page writes them. */
function peopleOk(about) {
  if (!("people" in about) && !("names" in about)) return true;
  const { people, names } = about;
  if (!Array.isArray(people) || !Array.isArray(names) || people.length !== names.length) return false;
  return people.every((p, k) => typeof p === "boolean" && storedNameOk(names[k]) && (p || names[k] === null));
}

/** The stored summary, when it has the shape the page wrote (else null). */
function aboutOf(about) {
  if (!isObject(about) || !Array.isArray(about.scores) || !about.scores.every(Number.isInteger)) return null;
  const n = about.round ?? about.deal;
  return Number.isInteger(n) ? about : null;
}

/** The stored replies' events, when they have the shape the page wrote (else none). */
function recentOf(recent) {
  const ok = Array.isArray(recent) && recent.every((events) => Array.isArray(events) && events.every(isObject));
  return ok ? recent : [];
}

export function createSaves(storage, { game, canWrite = () => true }) {
  const SAVE_KEY = `${game}:save`;
  const ASIDE_PREFIX = `${game}:save-aside:`;

  /** Keep `raw` under a new key with the reason; drop only the oldest beyond
   *  KEEP_ASIDE. The original is removed only once its copy is stored: on a
   *  full disk it stays where it is, and false says so. */
  function setAside(raw, reason) {
    const key = `${ASIDE_PREFIX}${new Date().toISOString()}`;
    if (!storage.setRaw(key, JSON.stringify({ reason, raw: String(raw) }))) {
      storage.remove(key);   // the copy only reached memory: drop it, keep the original
      return false;
    }
    const kept = storage.keys(ASIDE_PREFIX);
    for (const old of kept.slice(0, Math.max(0, kept.length - KEEP_ASIDE))) storage.remove(old);
    storage.remove(SAVE_KEY);
    return key;
  }

  return {
    /**
     * The saved match: {match, about, recent} (the engine's save and what the
     * person saw of it, above), {problem, aside} when a
     * bad save was just set aside (aside false: no room to set it aside, so it
     * stays), or {} when there is none.
     */
    read() {
      const raw = storage.getRaw(SAVE_KEY);
      if (raw === null || raw === undefined) return {};
      const parsed = parseSave(raw);
      if (parsed.match) return parsed;
      if (!canWrite()) return { problem: parsed.problem };   // another tab owns it: leave it be
      return { problem: parsed.problem, aside: setAside(raw, parsed.problem) };
    },
    /** The engine refused a save that looked right (tampered, or a rule it no longer knows). */
    reject(reason = "refused") {
      const raw = storage.getRaw(SAVE_KEY);
      if (raw === null || raw === undefined || !canWrite()) return null;
      return setAside(raw, reason);
    },
    /** Store the engine's sealed save (from a reply), unread, with what the person
     *  saw (`seen`: {about, recent}, see above): "stored", "not_owner"
     *  (another tab owns the match) or "failed" (storage refused it: the match
     *  is not being saved, and the person must be told). */
    store(match, seen = {}) {
      if (!canWrite()) return "not_owner";
      const text = JSON.stringify(match);
      const ok = storage.setRaw(SAVE_KEY, JSON.stringify({ schema: SCHEMA, sum: checksum(text), saved: Date.now(), match, ...seen }));
      return ok ? "stored" : "failed";
    },
    /** The match is over (or abandoned): nothing to resume. */
    clear() {
      if (canWrite()) storage.remove(SAVE_KEY);
    },
    asides: () => storage.keys(ASIDE_PREFIX),
  };
}
