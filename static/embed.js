// embed.html, the example host page: frames the game named by ?game= and
// lists the events it posts. ?game= is either a game's id (a bare word:
// gin, five_thousand), which frames the game beside this page opened on
// that game, or the address of a game elsewhere (its own query may name the
// game: …/rummy/?game=five_thousand); nothing frames the game beside this
// page. ?players=, ?level=, ?target= and ?deal= are passed on in the framed
// address, as a link's (the game keeps only the values it offers:
// js/shell/links.js), so a host picks the game and its options by the URL.
//
// Only http: and https: addresses are framed. This page shares the game's
// origin when it ships with it, so a javascript:, data: or blob: address in
// the frame would run a stranger's script beside the saves and the sealing
// key (the frame keeps allow-same-origin, which the game needs).

"use strict";

const FALLBACK = "./";
const WEB_SCHEMES = ["http:", "https:"];
const GAME_ID = /^[a-z][a-z_]*$/;                        // a game's id, not an address
const PASSED_ON = ["players", "level", "target", "deal"];   // a link's options (js/shell/links.js)

/** {url, refused}: the game to frame with the options passed on, and the ?game= value refused (null if none was). */
function requestedGame(search, base) {
  const params = new URLSearchParams(search);
  const { url, refused } = gameAddress(params.get("game"), base);
  for (const name of PASSED_ON) {
    const value = params.get(name);
    // Passed on as a query value (encoded, never markup); the game checks it.
    if (value !== null) url.searchParams.set(name, value);
  }
  return { url, refused };
}

/** {url, refused}: the address ?game= names (a game's id: the game beside, opened on it). */
function gameAddress(asked, base) {
  if (asked === null || asked === "") return { url: new URL(FALLBACK, base), refused: null };
  if (GAME_ID.test(asked)) {
    const url = new URL(FALLBACK, base);
    url.searchParams.set("game", asked);
    return { url, refused: null };
  }
  let url = null;
  try {
    url = new URL(asked, base);
  } catch {
    return { url: new URL(FALLBACK, base), refused: asked };
  }
  if (!WEB_SCHEMES.includes(url.protocol)) return { url: new URL(FALLBACK, base), refused: asked };
  return { url, refused: null };
}

function showRefusal(asked) {
  const note = document.getElementById("game-note");
  const shown = asked.length > 80 ? `${asked.slice(0, 80)}…` : asked;
  // textContent: the refused address is shown as text, never parsed as HTML.
  note.textContent = `Not framed: “${shown}” is not an http: or https: address. Showing the game beside this page instead.`;
  note.hidden = false;
}

const { url: gameUrl, refused } = requestedGame(location.search, location.href);
if (refused !== null) showRefusal(refused);
const frame = document.getElementById("game");
frame.src = gameUrl.href;
document.getElementById("frame-src").textContent = gameUrl.href;

window.ginEvents = [];
window.addEventListener("message", (event) => {
  // Trust only the framed game's origin and its own events.
  if (event.origin !== gameUrl.origin || event.source !== frame.contentWindow) return;
  const data = event.data;
  if (!data || data.source !== "rummy") return;
  window.ginEvents.push(data);
  document.getElementById("events").textContent += JSON.stringify(data) + "\n";
  if (data.scores && data.scores.length) document.getElementById("scores").textContent = data.scores.join(" – ");
});
