// Registers the service worker (dist/sw.js, at the site's root) that makes
// the game load and play offline after one visit.
//
// It waits until the page's engine has loaded: by then the big files are in
// the HTTP cache, so the precache revalidates them instead of downloading
// them a second time. Failures (no service workers, a sandboxed frame
// without allow-same-origin) are logged and otherwise ignored: the game
// still plays online.

import { engineLoaded } from "./engine_client.js";

export async function registerServiceWorker() {
  try {
    if (!("serviceWorker" in navigator)) return null;
    await engineLoaded;
    const root = new URL("../", import.meta.url);
    return await navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.pathname });
  } catch (err) {
    console.warn("service worker not registered:", err);
    return null;
  }
}
