"""Page helpers for the browser tests: a blank same-origin page, the engine, the wire.

The engine tests run `js/shell/engine_client.js` on an empty page of the site's
origin (a route answers it; dist/ holds no test page) with every message the
page receives from its workers recorded in `window.__wire`.
"""

import json
import re
import sys
import time

from polling import wait_until

BLANK_PAGE = "__engine_test__.html"

# Records every message any worker posts to the page, before the app sees it.
RECORD_WORKER_MESSAGES = """
(() => {
  const NativeWorker = window.Worker;
  window.__wire = [];
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      this.addEventListener("message", (event) =>
        window.__wire.push({ t: performance.now(), data: event.data }));
    }
  };
})();
"""


def pinned_seed(seed, every_match=False):
    """An init script: the new matches the page asks its worker for get the
    match seeds `seed`, `seed`-2, `seed`-3, ... in turn (the page asks for a
    fresh random one), or `seed` each with `every_match`. The CPU's random
    source and the later deals' shuffles come from the seed (rummy.web.cpu_rng,
    rummy.seeding), and a deal code fixes only the first shuffle, so this
    makes a test's matches the same in every run. The count starts again
    when the page loads."""
    return """
(() => {
  const send = Worker.prototype.postMessage;
  const first = %s;
  let matches = 0;
  Worker.prototype.postMessage = function (message, ...rest) {
    let request = null;
    try { request = JSON.parse(message); } catch { /* not a request: sent as it is */ }
    if (request && request.op === "new_match" && request.seed === null) {
      matches += 1;
      const seed = matches === 1 || %s ? first : `${first}-${matches}`;
      message = JSON.stringify({ ...request, seed });
    }
    return send.call(this, message, ...rest);
  };
})();
""" % (json.dumps(seed), json.dumps(every_match))


def shown_seats(dealer=None, **fields):
    """An init script: every view the worker replies with shows, seat by
    seat, the given values of its seats' fields (`score=[0, -1480, ...]`,
    `face_up=[None, "TD", ...]`; None keeps the view's own), and `dealer`
    as the dealer when given, so a test can draw what no quick match
    reaches. Only what the page is told changes; the engine keeps its own
    state."""
    return """
(() => {
  const fields = %s;
  const dealer = %s;
  const shown = (data) => {
    if (!data || data.type !== "reply") return data;
    const reply = JSON.parse(data.text);
    for (const [field, values] of Object.entries(fields)) {
      ((reply.view && reply.view.seats) || []).forEach((seat, i) => { if (values[i] != null) seat[field] = values[i]; });
    }
    if (dealer !== null && reply.view && "dealer" in reply.view) reply.view.dealer = dealer;
    return { ...data, text: JSON.stringify(reply) };
  };
  const native = Object.getOwnPropertyDescriptor(Worker.prototype, "onmessage");
  Object.defineProperty(Worker.prototype, "onmessage", {
    get() { return native.get.call(this); },
    set(handler) { native.set.call(this, (event) => handler({ data: shown(event.data) })); },
  });
})();
""" % (json.dumps(fields), json.dumps(dealer))


CREATE_ENGINE = """
async () => {
  const { createEngine } = await import("./js/shell/engine_client.js");
  window.progress = [];
  window.engine = createEngine({ onProgress: (step, fraction) => window.progress.push([step, fraction]) });
  await window.engine.ready;
  return window.progress;
}
"""


def open_blank_page(page, base_url):
    """Navigate to an empty page on `base_url`'s origin (served by the route, not dist/)."""
    page.route(f"{base_url}{BLANK_PAGE}", lambda route: route.fulfill(
        status=200, content_type="text/html", body="<!doctype html><title>engine test</title>"))
    page.add_init_script(RECORD_WORKER_MESSAGES)
    page.goto(f"{base_url}{BLANK_PAGE}")


def start_engine(page):
    """Create and await `window.engine` on the current page; returns its progress steps."""
    return page.evaluate(CREATE_ENGINE)


def request(page, op, **payload):
    """One engine request from the page; the reply as a dict."""
    return page.evaluate("([op, payload]) => window.engine.request(op, payload)", [op, payload])


def wire_messages(page):
    """Every message the page received from its workers, in order."""
    return [m["data"] for m in page.evaluate("window.__wire")]


SEALING = """
async ([how, save]) => {
  const seal = await import("./js/shell/seal.js");
  return seal[how](await seal.sealingKey(), save);
}
"""


def unsealed(page, save):
    """The engine's save inside a sealed one (the key the worker made, from IndexedDB)."""
    return page.evaluate(SEALING, ["unseal", save])


def sealed(page, save):
    """An engine save sealed as the worker seals it."""
    return page.evaluate(SEALING, ["seal", save])


def play_one_round(ui, target=50, level="easy"):
    """Start a match on the game's page (a Page or a Frame) and click through one round."""
    from ui_helpers import start_match
    start_match(ui, target=target, level=level)
    return play_round(ui)


def play_round(ui):
    """Click through the round in play until it ends; return "round_over" or "match_over".

    The person passes the upcard, draws from the stock and discards the card
    that leaves the least deadwood, knocking when the Knock button offers it.
    """
    from rummy.melds import deadwood_after_discard
    from ui_helpers import hand_cards, tid, wait_settled

    for _ in range(200):
        phase = wait_settled(ui)
        if phase in ("round_over", "match_over"):
            return phase
        if phase == "upcard":
            ui.click(tid("pass"))
        elif phase == "draw":
            ui.click(tid("stock"))
        else:
            ui.wait_for_selector(f"{tid('hand')} .card:nth-child(11)")
            card = deadwood_after_discard(hand_cards(ui))[1][0]
            ui.click(f"{tid('hand')} [data-card='{card}']")
            knock = ui.locator(tid("knock"))
            if knock.count() and knock.is_visible():
                knock.click()
            else:
                ui.click(f"{tid('hand')} [data-card='{card}']")
    raise AssertionError("the round did not end")


def replies(page):
    """The worker's replies the page received (recorded by RECORD_WORKER_MESSAGES)."""
    return [json.loads(m["data"]["text"]) for m in page.evaluate("window.__wire")
            if isinstance(m.get("data"), dict) and m["data"].get("type") == "reply"]


def last_view(page):
    """The view in the latest reply that holds one."""
    return _latest(page, "view")


def last_save(page):
    """The (sealed) save in the latest reply that holds one."""
    return _latest(page, "save")


def _latest(page, key):
    return next(r[key] for r in reversed(replies(page)) if r["ok"] and r.get(key))


CONTROLLED = "navigator.serviceWorker.controller !== null"


def visit_under_worker(page, url, timeout=60_000):
    """Open the game at `url` in `page`; wait until it is ready and the service
    worker controls it (it registers once the engine is ready, precaches,
    activates, claims)."""
    page.goto(url)
    page.wait_for_selector("html[data-ready='true']", timeout=timeout)
    wait_until(page, CONTROLLED, timeout=timeout)
    return page


BUILD_SELECTOR = "meta[name=build]"     # make_new_version's mark of the new version
BUILD_META = f"document.querySelector('{BUILD_SELECTOR}') !== null"
REGISTRATION = "navigator.serviceWorker.getRegistration()"
CHECK_FOR_UPDATE = f"{REGISTRATION}.then((r) => r.update())"
WAITING = f"{REGISTRATION}.then((r) => r.waiting !== null)"     # a new version installed, waiting
# The registration as a page sees it (takeover_state's).
SW_STATE = """async () => {
  const r = await navigator.serviceWorker.getRegistration();
  return { active: r && r.active && r.active.state, waiting: Boolean(r && r.waiting), caches: await caches.keys() };
}"""
# The tabs a service worker counts when it decides whether a reload may take over (sw.js, loadsTheOnlyTab).
SW_TABS = """self.clients.matchAll({type: 'window', includeUncontrolled: true})
  .then((tabs) => tabs.map((t) => t.url).filter((url) => url.startsWith(self.registration.scope)))"""


def tabs_seen(context):
    """The site's tabs each service worker of `context` counts (their
    addresses), or what stopped a worker from being asked."""
    from playwright.sync_api import Error

    out = []
    for worker in context.service_workers:
        try:
            out.append(worker.evaluate(SW_TABS))
        except Error as exc:           # (a worker stopped while asked)
            out.append(f"not asked: {exc}")
    return out


def wait_for_tabs(context, count, timeout=60_000):
    """Wait until every service worker of `context` counts `count` tabs of the
    site (a tab just closed may still be counted for a moment, and a reload
    then would not take over)."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        seen = tabs_seen(context)
        if seen and all(isinstance(tabs, list) and len(tabs) == count for tabs in seen):
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"the service workers count {seen}, not {count} tabs")
        time.sleep(0.05)


def takeover_state(page, timeout=5_000):
    """Why a reload did not bring a waiting version in: the registration as
    `page` sees it, and the tabs each of its context's service workers counts.
    Asked within `timeout` (a page caught mid-navigation may never answer a
    plain evaluate: it hung here once, until the watchdog); what cannot be
    asked is said instead."""
    from playwright.sync_api import Error

    try:
        registration = wait_until(page, SW_STATE, timeout=timeout)
    except (AssertionError, Error) as exc:
        registration = f"not asked: {exc}"
    return {"page": registration, "tabs seen": tabs_seen(page.context)}


def only_cache(name):
    """An expression: the site's cache is `name` and no other is left."""
    return f"caches.keys().then((k) => k.length === 1 && k[0] === '{name}')"


def reload_into_new_version(ui, timeout=60_000, reloads=1):
    """Reload a tab whose service worker holds a new version waiting, until the
    new version's page is in it; at most `reloads` reloads, each given
    `timeout` / `reloads` (a second one said on stderr).

    The takeover answers the reload with a page that loads the game again
    once the new version is active (sw.js, TAKEOVER_PAGE); a load that comes
    before the reload's own commit aborts it (net::ERR_ABORTED): that is the
    takeover under way, not a failure. The new page is awaited with
    wait_for_selector, which waits through navigations within its timeout
    (as polling.wait_until does now; a plain evaluate polled there once never
    returned: CI's hang at stop 28). A failure says what the page and the
    service workers saw (takeover_state).
    """
    from playwright.sync_api import Error, TimeoutError as PlaywrightTimeout

    each = timeout // reloads
    for attempt in range(reloads):
        if attempt:
            print(f"reload_into_new_version: reload {attempt} did not bring the new version in",
                  file=sys.stderr, flush=True)
        try:
            ui.reload(wait_until="commit", timeout=each)
        except Error as exc:
            if "ERR_ABORTED" not in str(exc) and "detached" not in str(exc):
                raise
        try:
            return ui.wait_for_selector(BUILD_SELECTOR, state="attached", timeout=each)
        except PlaywrightTimeout:
            pass
    raise AssertionError(f"the new version never loaded: {takeover_state(ui)}")


PRECACHE = re.compile(r"const PRECACHE = (\{.*?\});", re.S)


def make_new_version(folder, stale=()):
    """Change a copied site as a rebuild would: new content, new cache version.

    stale: files (paths in the site) whose new bytes never reached the server
    (a half-finished upload, a stale edge cache): the new sw.js expects other
    bytes than the old copies still served.
    """
    from tools.integrity import integrity, sri

    index = folder / "index.html"
    index.write_text(index.read_text().replace("<head>", '<head>\n<meta name="build" content="v2">', 1))
    sw = folder / "sw.js"
    text = re.sub(r'const VERSION = "(\w+)"', r'const VERSION = "\1v2"', sw.read_text())
    precache = json.loads(PRECACHE.search(text).group(1))
    precache["./"] = precache["index.html"] = integrity(index)
    for name in stale:
        precache[name] = sri((folder / name).read_bytes() + b"v2")
    sw.write_text(PRECACHE.sub(lambda _: f"const PRECACHE = {json.dumps(precache, indent=2)};", text))
