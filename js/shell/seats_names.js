// Who sits at the table, for any game (pass-and-play, docs/protocol.md): a seat is a
// person or a CPU, and a person has a name. This module owns the rule a name obeys
// (the bridge checks the same one), the default names, and how a seat is named in
// words; the start screen, the handoff screen, the saves' summary, the statistics
// and the host events all name seats through it, and the games' pages may too.
//
// `seats` is the bridge's reply key: [{person: bool, name: string|null}, ...] (null
// before a match, or from an engine that does not send it: then seat 0 is the
// person and every other seat a CPU, as before pass-and-play).

export const NAME_MAX = 16;

// Control and format characters (line breaks, tabs, bidirectional overrides...) would
// let a name break or reorder the lines it is shown in.
const CONTROL = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** Why `raw` cannot be a person's name ("empty", "long", "control"), or null when it can
 *  (its length counted in characters, as Python counts them, after trimming). */
export function nameProblem(raw) {
  if (typeof raw !== "string") return "empty";
  const name = raw.trim();
  if (!name) return "empty";
  if (Array.from(name).length > NAME_MAX) return "long";
  if (CONTROL.test(name)) return "control";
  return null;
}

/** Whether `value` is a name as stored (trimmed and valid) or null (none given). */
export const storedNameOk = (value) => value === null || (typeof value === "string" && value === value.trim() && !nameProblem(value));

/** How many seats are people (seat 0 alone when the seats are not known). */
export const personCount = (seats) => (Array.isArray(seats) ? seats.filter((s) => s && s.person).length : 1);

/** More than one person at the device: every seat goes by its name, no one is "You". */
export const manyPeople = (seats) => personCount(seats) > 1;

/** Whether seat `k` is a person's (seat 0 alone when the seats are not known). */
export const isPerson = (seats, k) => (Array.isArray(seats) && seats[k] ? Boolean(seats[k].person) : k === 0);

/** The name a person's seat has when none was typed: "You" for the one person of a
 *  match against CPUs (seat 0), else "Player 1", "Player 2"... by seat. */
export function defaultName(k, onlyPerson, i18n) {
  return k === 0 && onlyPerson ? i18n.t("seatYou") : i18n.t("seatPlayer", { n: k + 1 });
}

/** A CPU's name as the games say it: "CPU" at a table of two, "CPU 3" (its seat) at a bigger one. */
const cpuWords = (seats, k, i18n) => (Array.isArray(seats) && seats.length > 2 ? i18n.t("seatCpuN", { n: k }) : i18n.t("seatCpu"));

/** Seat `k` in words: "You" (the one person of a match against CPUs: a name given to
 *  seat 0 is not used then, so such a match reads as it always did), a person's name
 *  ("Ann"; "Player 2" when none was given), or the game's name for a CPU (cpuName(k)). */
export function seatName(seats, k, i18n, cpuName = (n) => cpuWords(seats, n, i18n)) {
  if (!isPerson(seats, k)) return cpuName(k);
  if (!manyPeople(seats)) return i18n.t("seatYou");
  const given = seats[k] && typeof seats[k].name === "string" ? seats[k].name : null;
  return given || defaultName(k, false, i18n);
}

/** The seat the table must be handed to before its hand shows, or null: the public view
 *  is on the table (`viewer` null), no CPU is to act, nothing public can be done
 *  (view.legal is empty: a public rummy call or the next deal can), the match is not
 *  over, and a person is to act. `run`: {view, viewer, seats, cpuTurn}. */
export function handoffSeat({ view, viewer, seats, cpuTurn }) {
  if (viewer !== null || cpuTurn || !view || !Array.isArray(seats)) return null;
  if (!Array.isArray(view.legal) || view.legal.length || view.phase === "match_over") return null;
  const seat = seats[view.to_act];
  return seat && seat.person ? view.to_act : null;
}

/** A game page's record of who sits at its table, set from each reply's `seats` before
 *  it draws, and the questions every part of that table asks of it (js/gin/names.js,
 *  js/five_thousand/cards.js). Before a match (seats null): seat 0 the one person. */
export function seatTable() {
  let seats = null;
  return {
    set: (value) => { seats = Array.isArray(value) ? value : null; },
    manyPeople: () => manyPeople(seats),
    /** Whether `seat` is said as "you" (the one person of a match against CPUs). */
    isYou: (seat) => seat === 0 && !manyPeople(seats),
    isPerson: (seat) => isPerson(seats, seat),
    /** The name typed for `seat`, or null (none given: the game says "Player K"). */
    given: (seat) => (seats && seats[seat] && typeof seats[seat].name === "string" ? seats[seat].name : null),
  };
}
