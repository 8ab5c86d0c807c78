// The move log (role=log, aria-live), for any game: the last lines of play,
// narrated from each reply's events by the game's narrator. It keeps the
// replies its lines came from, so a language switch writes the same lines
// again in the new language instead of leaving the old ones; that rewrite is
// made with the live region silenced, so a screen reader does not hear the
// whole log again.

import { clear, h } from "./dom.js";

const LINES = 8;          // lines shown
const QUIET_MS = 150;     // the live region stays silent this long after a rewrite

/** el: the log element; narrate(events, view) -> the lines of one reply. */
export function createMoveLog(el, narrate) {
  let said = [];          // [{events, view, count}] the replies whose lines may still show, oldest first
  let quiet = null;

  function write(lines) {
    for (const text of lines) if (text) el.append(h("p", { text }));
    while (el.childElementCount > LINES) el.removeChild(el.firstElementChild);
  }

  /** Forget the replies whose lines have all scrolled away. */
  function trim() {
    let shown = said.reduce((n, r) => n + r.count, 0);
    while (said.length && shown - said[0].count >= LINES) shown -= said.shift().count;
  }

  return {
    /** Say one reply's events. */
    add(events, view) {
      const lines = narrate(events, view).filter(Boolean);
      if (!lines.length) return;
      said.push({ events, view, count: lines.length });
      trim();
      write(lines);
    },
    clear() {
      said = [];
      clear(el);
    },
    /** The language changed: the same lines again, in its words, silently. */
    relabel() {
      if (!said.length) return;
      const live = quiet ? quiet.live : el.getAttribute("aria-live");
      clearTimeout(quiet && quiet.timer);
      el.setAttribute("aria-live", "off");
      clear(el);
      write(said.flatMap(({ events, view }) => narrate(events, view).filter(Boolean)));
      quiet = { live, timer: setTimeout(() => { el.setAttribute("aria-live", live); quiet = null; }, QUIET_MS) };
    },
  };
}
