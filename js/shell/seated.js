// Who sits at the match on the table, as the session sees it (pass-and-play): each
// reply's viewer and seats put on the root (data-viewer), into the host events' names
// and the statistics' note of how many people play; a finished match of several
// people counted in the game's table games record (shown under its statistics); and
// the handoff screen named for the person to act. `s` is the session's state
// (session.js).

import { personCount, seatName } from "./seats_names.js";
import { noteTable, recordTableGame, resetTableGames, tableGames } from "./stats_store.js";
import { drawTableGames } from "./stats_view.js";

/** The statistics dialog: the game's own, then its table games (several people at the device). */
export function fillStats(s, page, game) {
  const body = s.doc.querySelector("#stats-body");
  page.fillStats(body);
  drawTableGames(body, s.i18n.t, tableGames(s.storage, game));
}

/** A game's name in the current language (its start-screen button's words). */
export const gameName = (s, game) => {
  const button = s.doc.querySelector(`[data-choose-game] [data-game="${CSS.escape(game)}"]`);
  if (!button) return game;
  return button.dataset.i18n ? s.i18n.t(button.dataset.i18n) : button.textContent.trim();
};

/** A reply's seats: the root's data-viewer, the host events' names, the statistics' note
 *  of how many people play, and a finished match of several people in the table games. */
export function seated(s, { game, viewer, seats, events }) {
  s.root.dataset.viewer = viewer === null ? "" : String(viewer);
  const people = personCount(seats);
  noteTable(s.storage, game, people);
  const name = (k) => seatName(seats, k, s.i18n);
  const persons = Array.isArray(seats) ? seats.flatMap((seat, k) => (seat && seat.person ? [k] : [])) : [0];
  s.host.setTable(Array.isArray(seats)
    ? () => ({ names: seats.map((_, k) => name(k)), people: seats.map((seat) => Boolean(seat && seat.person)) }) : null);
  if (people < 2) return;
  for (const event of events) {
    if (event.type !== "match_over") continue;
    const winners = [event.winner].flat().filter((k) => persons.includes(k)).map(name);
    recordTableGame(s.storage, game, persons.map(name), winners);
  }
}

/** The handoff screen for `seat` (null: none): its name and what the game says they will do. */
export function handOver(s, seat) {
  if (seat === null) {
    s.handoff.hide();
    return;
  }
  s.handoff.show(seat, () => {
    const page = s.made.get(s.runner.getGame());
    const view = s.runner.getView();
    const task = page && page.handoffTask && view ? page.handoffTask(view, seat) : null;
    return { name: seatName(s.runner.getSeats(), seat, s.i18n), task };
  });
}

/** The statistics' reset forgets the chosen game's table games too (the game's own
 *  reset has drawn its part again by the time this runs: the click bubbles here after). */
export function wireTableGamesReset(s, chosenGame) {
  s.doc.querySelector("#stats").addEventListener("click", (event) => {
    if (!event.target.closest("[data-testid=stats-reset-yes]")) return;
    resetTableGames(s.storage, chosenGame());
    drawTableGames(s.doc.querySelector("#stats-body"), s.i18n.t, []);
  });
}
