// A saved match is not replaced without a question. Wherever a new match of a
// game would take the place of that game's saved one (Start, Play again, a
// link's deal started), the person is asked first, told what would be lost
// ("Gin, 42–37, round 6", from the summary the save keeps in clear, save.js),
// and the answer that has the focus, Escape and a click beside the question
// all keep it.

import { askYesNo } from "./confirm.js";
import { manyPeople, seatName } from "./seats_names.js";

/** The saved match in words: the game's name (its start-screen button), who played
 *  when more than one person did ("5000 Rummy with Ann, Bob"), the scores and the round
 *  or deal number; just the name when the save has no summary. */
export function savedMatchText(doc, i18n, game, about) {
  const button = doc.querySelector(`[data-choose-game] [data-game="${CSS.escape(game)}"]`);
  let name = button ? button.textContent.trim() : game;
  if (!about) return i18n.t("savedPlain", { game: name });
  if (Array.isArray(about.people)) {
    const seats = about.people.map((person, k) => ({ person, name: about.names[k] }));
    if (manyPeople(seats)) {
      const names = seats.flatMap((seat, k) => (seat.person ? [seatName(seats, k, i18n)] : []));
      name = i18n.t("savedWho", { game: name, names: i18n.list(names) });
    }
  }
  const scores = about.scores.join("–");
  if (Number.isInteger(about.round)) return i18n.t("savedRound", { game: name, scores, n: about.round });
  return i18n.t("savedDeal", { game: name, scores, n: about.deal });
}

/** Whether a new match of `game` may replace `found` (the saves' read()): true when
 *  there is no saved match, else the person's answer (false keeps it). */
export async function mayReplace(doc, i18n, game, found) {
  if (!found.match) return true;
  const match = savedMatchText(doc, i18n, game, found.about);
  return askYesNo(doc, { text: i18n.t("replaceAsk", { match }), yes: i18n.t("replaceYes"),
    no: i18n.t("replaceNo"), testid: "replace-confirm" });
}

/** A match began: a deal code the address carried (a link's, links.js) has been used, so
 *  it leaves the address, and a reload brings this match back instead of the link's start screen. */
export function forgetDealLink(win) {
  try {
    const url = new URL(win.location.href);
    if (!url.searchParams.has("deal")) return;
    url.searchParams.delete("deal");
    win.history.replaceState(win.history.state, "", url.href);
  } catch {
    // An address that cannot be rewritten (a sandboxed frame): a reload shows the link again.
  }
}
