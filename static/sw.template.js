// The service worker: precache the whole site, answer from the cache first.
// build.py writes dist/sw.js from this template, filling in VERSION (a hash
// of every file of dist/) and PRECACHE (every file, relative to the root,
// with the integrity of the bytes that build wrote: tools/integrity.py).
//
// Updates never break a match in progress: a new version installs beside the
// old one and waits; it takes over at the next load of the game, when the tab
// being loaded is the only one (the navigation is answered with a page that
// loads the game again once the new version is active, so served by it). Old
// caches are deleted when it activates.

const VERSION = "%VERSION%";
const PRECACHE = %PRECACHE%;
const PREFIX = "rummy-";
const OLD_PREFIXES = ["gin-rummy-"];   // the single-game release's caches, deleted on activate
const CACHE = PREFIX + VERSION;

// The answer to the navigation that brings a waiting version in. It asks the
// old version for nothing more until the new one is active, then loads the
// game again: an old version with a request in hand is not replaced
// (w3c/ServiceWorker#1295), so an immediate refresh (Refresh: 0, until
// 2026-12-05) could keep it busy from one load to the next: the likely cause
// of a rare test failure in which the new version never came in. After 3 s
// it loads again anyway (that load asks for the takeover again).
const TAKEOVER_PAGE = `<!doctype html><meta charset="utf-8"><meta name="color-scheme" content="light dark">
<title>Rummy</title><script>
let tries = 0;
(async function wait() {
  const r = await navigator.serviceWorker.getRegistration();
  if (r && r.waiting && ++tries < 60) setTimeout(wait, 50); else location.reload();
})();
</script>`;

self.addEventListener("install", (event) => {
  // cache: "no-cache" revalidates each file, so a stale HTTP cache entry can
  // never be stored under the new version (unchanged files cost a 304).
  // integrity: a file the server has not caught up with (a half-finished
  // upload, a stale edge cache) fails the install, and the old version stays,
  // rather than being served from this cache until the next release.
  const requests = Object.entries(PRECACHE).map(([url, integrity]) =>
    new Request(url, { cache: "no-cache", integrity }));
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    try {
      await cache.addAll(requests);
    } catch (err) {
      await caches.delete(CACHE);   // leave no half-filled cache behind
      throw err;
    }
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      const ours = [PREFIX, ...OLD_PREFIXES].some((prefix) => key.startsWith(prefix));
      if (ours && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skip_waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(respond(event));
});

async function respond(event) {
  const request = event.request;
  const navigation = request.mode === "navigate";
  if (navigation && self.registration.waiting && (await loadsTheOnlyTab(event))) {
    self.registration.waiting.postMessage("skip_waiting");
    return new Response(TAKEOVER_PAGE, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  }
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreSearch: navigation });
  return hit || fetch(request);
}

/** Whether this navigation leaves no other tab of the game on the old version.
 *
 * Counting tabs is not enough: a tab being opened is not a client yet, so a
 * second tab opened beside one in mid-match would count one tab and take the
 * playing tab over (and delete its cache). In Chromium a navigation's
 * clientId is the tab it replaces (a reload, a new address in the same tab)
 * and empty for a new tab; where a browser leaves it empty, the update waits
 * until every tab of the old version has closed, as service workers do.
 * Tabs the old version does not control (a hard reload) count too.
 */
async function loadsTheOnlyTab(event) {
  const tabs = (await self.clients.matchAll({ type: "window", includeUncontrolled: true }))
    .filter((tab) => tab.url.startsWith(self.registration.scope));
  return tabs.length === 0 || (tabs.length === 1 && tabs[0].id === event.clientId);
}
