// Events for a host page when the game runs inside an iframe (README "Embedding"):
// {source: "rummy", game: "gin"|..., type, scores: [seat 0, seat 1, ...], ...}
// with type "ready", "pong", and each game's own (Gin: "round_over",
// "match_over"). While a match is on the table every event also says who sits
// where: `names` (each seat's name as the page says it: "Ann", "Player 2", "CPU
// 3"; "You" for the one person of a match against CPUs) and `people` (true for a
// person's seat). Sent with targetOrigin "*": they carry only public scores and
// the names the players typed, never cards.
//
// Messages from the host: only the parent window's, only plain objects
// {source: "rummy-host", type, ...} (or "gin-rummy-host", as the single-game
// release read them) of the types below,
// each field checked against a whitelist and copied; anything else is
// ignored. All of them are harmless whatever the sender's origin, and
// nothing received is ever executed, evaluated or shown as HTML.
//   {type: "ping"}                       the game answers {type: "pong"}
//   {type: "sound", on: true|false}      sound on or off
//   {type: "lang", lang: "en"|"ja"}      the page's language

import { isFramed } from "./settings.js";

const SOURCE = "rummy";
const HOST_SOURCES = ["rummy-host", "gin-rummy-host"];

export function createHost() {
  const framed = isFramed();
  let table = null;   // () => {names, people} of the match on the table (null: none)
  return {
    framed,
    /** Who sits where, asked at each event (null: no match on the table). */
    setTable(describe) {
      table = describe;
    },
    post(type, details = {}) {
      if (!framed) return;
      try {
        const seats = table ? table() : null;
        window.parent.postMessage({ source: SOURCE, type, ...(seats || {}), ...details }, "*");
      } catch {
        // A parent that went away is not our problem.
      }
    },
    /** Read the host's messages; `handlers[type](message)` gets a checked copy. */
    listen(handlers) {
      if (!framed) return;
      window.addEventListener("message", (event) => {
        if (event.source !== window.parent) return;
        const message = readHostMessage(event.data);
        if (message && typeof handlers[message.type] === "function") handlers[message.type](message);
      });
    },
  };
}

const HOST_MESSAGES = {
  ping: () => ({}),
  sound: (data) => (typeof data.on === "boolean" ? { on: data.on } : null),
  lang: (data) => (data.lang === "en" || data.lang === "ja" ? { lang: data.lang } : null),
};

/** A checked copy of a host message, or null for anything not documented. */
export function readHostMessage(data) {
  if (data === null || typeof data !== "object" || Object.getPrototypeOf(data) !== Object.prototype) return null;
  if (!HOST_SOURCES.includes(data.source) || typeof data.type !== "string") return null;
  if (!Object.hasOwn(HOST_MESSAGES, data.type)) return null;
  const fields = HOST_MESSAGES[data.type](data);
  return fields ? { type: data.type, ...fields } : null;
}
