// Who sits where at Gin's table (the bridge's `seats`: [{person, name}], null
// before a match), and the seat names every part of the table says: "You"
// and "CPU" against the CPU (as always); with two people, each one's name
// and no one is "you" (the device passes between them). Kept as module state
// because every part names the seats; the page sets it from each reply's ui
// before it draws (index.js).

import { seatTable } from "../shell/seats_names.js";

const table = seatTable();
export const setTable = table.set;
/** Two people at the device: every seat goes by its name. */
export const manyPeople = table.manyPeople;
export const isYou = table.isYou;
export const isPerson = table.isPerson;

/** "You" / "CPU"; with two people, each person's name ("Player 2" when none was given). */
export function nameOf(seat, t) {
  if (manyPeople() && isPerson(seat)) return table.given(seat) || t("player", { n: seat + 1 });
  return seat === 0 ? t("you") : t("cpu");
}

/** A seat as a sentence's subject: "You" / "The CPU" / "Ann". */
export function whoOf(seat, t) {
  if (manyPeople()) return nameOf(seat, t);
  return seat === 0 ? t("whoYou") : t("whoCpu");
}

/** The seat shown at the foot of the table (its hand, when shown): the seat whose view it is;
 *  during a handoff, the person about to take the device. */
export function footSeat(view) {
  if (Number.isInteger(view.you)) return view.you;
  return isPerson(view.to_act) ? view.to_act : 0;
}

/** The other seat (at the head of the table). */
export const headSeat = (view) => 1 - footSeat(view);
