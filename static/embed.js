// embed.html, the example host page: frames the game named by ?game= (else
// the game beside this page) and lists the events it posts.
//
// Only http: and https: addresses are framed. This page shares the game's
// origin when it ships with it, so a javascript:, data: or blob: address in
// the frame would run a stranger's script beside the saves and the sealing
// key (the frame keeps allow-same-origin, which the game needs).

"use strict";

const FALLBACK = "./";
const WEB_SCHEMES = ["http:", "https:"];

/** {url, refused}: the game to frame, and the ?game= value refused (null if none was). */
function requestedGame(search, base) {
  const asked = new URLSearchParams(search).get("game");
  if (asked === null || asked === "") return { url: new URL(FALLBACK, base), refused: null };
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
