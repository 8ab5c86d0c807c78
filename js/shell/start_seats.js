// The start screen's seat list (pass-and-play): one row per seat of the chosen game
// (as many as its `players` option says, else the list's data-seats-default: Gin's 2),
// each seat but seat 0 a toggle between a CPU and a person (`seat-person-K`,
// aria-pressed), and each person's seat a name field (`name-K`, its message at
// `name-error-K`). A name breaking the rule (seats_names.js) is said at its field and
// keeps Start disabled. Choices and typed names are remembered per game in the
// settings (choices[game].seats = {people: [bool...], names: [string|null...]}, by
// seat); a name left as its default is remembered as null, so it follows the language
// and the number of people ("You" alone, "Player 1" among others). A remembered name
// that breaks the rule (an edited storage) is refused: the game's names are reset and
// onBadSetting says so; nothing else is touched.
//
// `screen` is the start screen's one state object (start.js).

import { clear, h } from "./dom.js";
import { defaultName, nameProblem, storedNameOk } from "./seats_names.js";
import { readOptions } from "./start_options.js";

const MESSAGES = { empty: "nameEmpty", long: "nameLong", control: "nameControl" };

export function createSeatList(screen, { onChange, onBadSetting }) {
  const list = screen.doc.querySelector("[data-seats] .seat-list");
  const seats = { screen, list, onChange, onBadSetting, drafts: new Map(), count: 0, game: null };
  return {
    /** Rows for the chosen game's seats (its game or player count may have changed). */
    render: () => render(seats),
    /** The words again in the current language (the untouched names' defaults too). */
    relabel: () => render(seats, true),
    /** Whether every person's name obeys the rule (Start waits until it does). */
    valid: () => rows(seats).every((row) => !row.person || !nameProblem(row.input.value)),
    /** new_match's `people` and `names` (null: a CPU's, or a name left as its default). */
    options: () => options(seats),
    /** The first field whose name is refused (Start focuses it). */
    firstBad: () => rows(seats).map((row) => row.input).find((input) => !input.hidden && nameProblem(input.value)) || null,
  };
}

/** The chosen game's remembered seats, checked: {people, names} by seat. A names list
 *  that is not what the page writes is refused (reset, and said). */
function remembered(seats) {
  const { settings, game } = seats.screen;
  const stored = settings.choice(game(), "seats");
  const box = stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
  const people = Array.isArray(box.people) ? box.people.map((p) => p === true) : [];
  let names = Array.isArray(box.names) ? box.names : [];
  if (!names.every(storedNameOk) || ("names" in box && !Array.isArray(box.names))) {
    names = [];
    settings.setChoice(game(), "seats", { people, names });
    seats.onBadSetting(game());
  }
  return { people, names };
}

function remember(seats, change) {
  const { settings, game } = seats.screen;
  const now = remembered(seats);
  change(now);
  settings.setChoice(game(), "seats", now);
}

function seatCount(seats) {
  const box = seats.list.closest("[data-seats]");
  const players = Number(readOptions(seats.screen).players);
  return Number.isInteger(players) && players > 0 ? players : Number(box.dataset.seatsDefault) || 2;
}

const rows = (seats) => [...seats.list.querySelectorAll(".seat-row")].map((row) => ({
  row, k: Number(row.dataset.seat), person: row.dataset.person === "true",
  input: row.querySelector("input"), error: row.querySelector(".error"),
}));

function render(seats, relabel = false) {
  const game = seats.screen.game();
  const count = seatCount(seats);
  if (relabel || count !== seats.count || game !== seats.game) build(seats, game, count);
  refresh(seats);
}

/** The rows, made anew for `count` seats of `game` (the words in the current language). */
function build(seats, game, count) {
  const { t } = seats.screen.i18n;
  const focused = seats.list.contains(seats.screen.doc.activeElement) ? seats.screen.doc.activeElement.dataset.testid : null;
  if (game !== seats.game) seats.drafts.clear();
  seats.game = game;
  seats.count = count;
  clear(seats.list);
  for (let k = 0; k < count; k += 1) {
    const label = h("span", { class: "seat-no", id: `seat-no-${k}`, text: t("seatNo", { n: k + 1 }) });
    const toggle = k === 0 ? h("span", { class: "seat-toggle-none" })
      : h("button", { type: "button", class: "seat-person", "data-testid": `seat-person-${k}`, "aria-pressed": "false" },
        h("span", { class: "sr", text: `${t("seatNo", { n: k + 1 })}: ` }), t("seatPerson"));
    const input = h("input", { type: "text", class: "seat-name", id: `name-${k}`, "data-testid": `name-${k}`,
      autocomplete: "off", spellcheck: "false", enterkeyhint: "go", "aria-label": t("seatNameLabel", { n: k + 1 }),
      "aria-describedby": `name-error-${k}` });
    const cpu = h("span", { class: "seat-cpu", text: t("seatCpu") });
    const error = h("p", { class: "error seat-error", id: `name-error-${k}`, "data-testid": `name-error-${k}`, role: "alert", hidden: true });
    const row = h("div", { class: "seat-row", "data-seat": String(k) }, label, toggle, input, cpu, error);
    if (k > 0) toggle.addEventListener("click", () => togglePerson(seats, k));
    input.addEventListener("input", () => typed(seats, k, input.value));
    seats.list.append(row);
  }
  const again = focused && seats.list.querySelector(`[data-testid="${CSS.escape(focused)}"]`);
  if (again) again.focus();
}

/** Every row as the remembered seats and the typed drafts say: pressed, named, checked. */
function refresh(seats) {
  const { people, names } = remembered(seats);
  const isPerson = (k) => k === 0 || people[k] === true;
  const only = rows(seats).filter((row) => isPerson(row.k)).length === 1;
  for (const { row, k, input, error } of rows(seats)) {
    const person = isPerson(k);
    row.dataset.person = String(person);
    const toggle = row.querySelector("[data-testid^=seat-person]");
    if (toggle) toggle.setAttribute("aria-pressed", String(person));
    input.hidden = !person;
    row.querySelector(".seat-cpu").hidden = person;
    const fallback = defaultName(k, only, seats.screen.i18n);
    input.dataset.default = fallback;
    const value = seats.drafts.has(k) ? seats.drafts.get(k) : (names[k] ?? fallback);
    if (input.value !== value) input.value = value;
    showProblem(seats, input, error, person ? nameProblem(value) : null);
  }
  seats.onChange();
}

function showProblem(seats, input, error, problem) {
  error.hidden = !problem;
  error.textContent = problem ? seats.screen.i18n.t(MESSAGES[problem]) : "";
  if (problem) input.setAttribute("aria-invalid", "true");
  else input.removeAttribute("aria-invalid");
}

function togglePerson(seats, k) {
  if (seats.screen.starting) return;
  remember(seats, (now) => {
    while (now.people.length <= k) now.people.push(false);
    now.people[k] = !now.people[k];
  });
  refresh(seats);
}

/** A name typed: kept as typed for this visit; remembered once it obeys the rule (as null
 *  when it is the default). */
function typed(seats, k, value) {
  seats.drafts.set(k, value);
  const problem = nameProblem(value);
  if (!problem) {
    const input = seats.list.querySelector(`#name-${k}`);
    const name = value.trim() === input.dataset.default ? null : value.trim();
    remember(seats, (now) => {
      while (now.names.length <= k) now.names.push(null);
      now.names[k] = name;
    });
    if (name === null) seats.drafts.delete(k);
  }
  const row = rows(seats).find((r) => r.k === k);
  showProblem(seats, row.input, row.error, problem);
  seats.onChange();
}

function options(seats) {
  const people = [];
  const names = [];
  for (const { k, person, input } of rows(seats)) {
    people[k] = person;
    const name = input.value.trim();
    names[k] = person && name !== input.dataset.default ? name : null;
  }
  return { people, names };
}
