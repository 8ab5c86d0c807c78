"""Faults the page survives: storage blocked, the engine's worker lost, the CSP,
a hostile host page, and a new version of the site arriving mid-match.

Every test drives the real page in Chromium with the page's worker traffic
recorded (recorded.py).
"""

import json

from pages import (BUILD_META, CHECK_FOR_UPDATE, WAITING, make_new_version, only_cache, play_round, reload_into_new_version,
                   visit_under_worker)
from polling import wait_until
from recorded import (IN_PLAY, LAST_VIEW, come_back, RECORD, asides, discard_best, notice_key, reload_ready, resume,
                      saved_at_discard, stored, to_discard, wait_saved)
from ui_helpers import TIMEOUT, game_page, leave_match, root, start_match, tid, wait_settled, watched_page


# --- storage blocked, engine lost -------------------------------------------------

BLOCK_STORAGE = """
Object.defineProperty(window, "localStorage", {
  get() { throw new DOMException("storage is blocked here", "SecurityError"); },
});
"""


def test_blocked_storage_plays_in_memory(browser, site):
    with game_page(browser, site, init=BLOCK_STORAGE + RECORD) as (context, page, errors):
        start_match(page, target=50, level="easy")
        to_discard(page)
        discard_best(page)
        wait_settled(page)
        view = page.evaluate(LAST_VIEW)
        page.click("#app .tool.icon")
        leave_match(page)
        resume(page)                                 # the save lives in memory for this visit
        assert page.evaluate(LAST_VIEW) == view
        assert not errors, errors


# The engine worker's IndexedDB blocked (its first line, before the bundle runs).
BLOCK_WORKER_INDEXEDDB = """Object.defineProperty(self, "indexedDB", {
  get() { throw new DOMException("storage is blocked here", "SecurityError"); },
});
"""


def test_indexeddb_blocked_in_the_worker_seals_with_a_key_for_the_workers_life(browser, site):
    context = browser.new_context()
    def without_indexeddb(route):
        response = route.fetch()
        route.fulfill(response=response, body=BLOCK_WORKER_INDEXEDDB + response.text())
    context.route("**/js/shell/engine.worker.js", without_indexeddb)
    page, errors = watched_page(context, RECORD)
    try:
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        saved_at_discard(page)
        view = page.evaluate(LAST_VIEW)
        assert set(stored(page)["match"]) == {"version", "sealed"}       # sealed all the same
        assert "rummy-engine" not in page.evaluate("indexedDB.databases().then((d) => d.map((x) => x.name))")
        page.click("#app .tool.icon")
        leave_match(page)
        resume(page)                                  # the same worker opens its own save
        assert page.evaluate(LAST_VIEW) == view
        # A reload starts a new worker with a new key: the save cannot be opened,
        # and is set aside with the usual message, not lost in silence.
        saved = stored(page)
        reload_ready(page)
        assert come_back(page) == "start"             # it tried to come back by itself, and could not
        page.wait_for_selector("#resume", state="hidden")
        assert notice_key(page) == "saveUnreadable"
        assert stored(page) is None and [json.loads(stored(page, k)["raw"]) for k in asides(page)] == [saved]
        assert start_match(page, target=50, level="easy") in IN_PLAY
        assert not errors, errors
    finally:
        context.close()


def test_a_worker_dying_mid_match_is_reported_and_the_match_resumes(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        saved_at_discard(page)
        view = page.evaluate(LAST_VIEW)
        page.evaluate("window.__workers.at(-1).dispatchEvent(new ErrorEvent('error', {message: 'gone'}))")
        assert notice_key(page) == "engineStopped"
        assert root(page, "screen") == "start"
        assert "worker_error" in page.inner_text(tid("notice"))
        page.click(f"{tid('notice')} button")        # Reload
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        resume(page)
        assert page.evaluate(LAST_VIEW) == view
        assert not errors, errors


def test_cpu_moves_the_engine_refuses_end_at_the_start_screen_and_the_match_resumes(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        saved_at_discard(page)
        page.evaluate("window.__staleCpu = 99")    # every CPU move is now asked on an old state
        discard_best(page)
        assert notice_key(page) == "cpuStalled"
        assert root(page, "screen") == "start"
        assert "stale_state" in page.inner_text(tid("notice"))
        refused = page.evaluate("window.__replies.filter((r) => !r.ok).map((r) => r.error.code)")
        assert refused == ["stale_state"] * 3         # three tries, the view fetched again after each
        left = page.evaluate(LAST_VIEW)
        assert left["to_act"] == 1 and left["phase"] in IN_PLAY
        page.evaluate("window.__staleCpu = 0")
        assert resume(page) in ("draw", "discard", "round_over", "match_over")   # the CPU played on
        loaded = page.evaluate("""() => {
            const load = window.__sent.filter((r) => r.op === "load").at(-1);
            return window.__replies.find((r) => r.id === load.id).view;
        }""")
        assert loaded == left                          # the refused moves changed nothing
        assert not errors, errors


# --- CSP ----------------------------------------------------------------------------

def test_the_content_security_policy_holds_and_the_game_plays_under_it(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        console = []
        page.on("console", lambda msg: console.append(msg.text) if msg.type in ("error", "warning") else None)
        policy = page.get_attribute("meta[http-equiv='Content-Security-Policy']", "content")
        assert "script-src 'self' 'wasm-unsafe-eval'" in policy and "unsafe-inline" not in policy
        for dialog in ("help", "stats", "settings"):
            page.click(f"[data-open={dialog}] >> nth=0")
            page.click(f"#{dialog} [data-close] >> nth=-1")
        page.click(tid("lang"))
        page.click(tid("lang"))
        start_match(page, target=50, level="easy")
        assert play_round(page) in ("round_over", "match_over")   # the result dialog too
        assert page.evaluate("window.__csp") == []
        assert not [line for line in console if "Content Security Policy" in line], console
        # The policy is in force: an injected inline script does not run.
        page.evaluate("""() => {
            const s = document.createElement("script");
            s.textContent = "window.__inline = 1";
            document.head.append(s);
        }""")
        page.wait_for_function("() => window.__csp.length > 0")
        assert page.evaluate("window.__inline") is None
        assert not errors, errors


# --- messages from a host page ------------------------------------------------------

HOSTILE_MESSAGES = """
() => {
  const game = document.getElementById("game").contentWindow;
  const send = (data) => game.postMessage(data, "*");
  send({ source: "gin-rummy-host", type: "lang", lang: "<img src=x onerror=\\"top.__pwned = 1\\">" });
  send('{"source": "gin-rummy-host", "type": "lang", "lang": "ja"}');   // text, not an object
  send({ source: "someone-else", type: "lang", lang: "ja" });
  send({ source: "gin-rummy-host", type: "eval", code: "top.__pwned = 1" });
  send({ source: "gin-rummy-host", type: "__proto__" });
  send({ source: "gin-rummy-host", type: "toString" });
  send({ source: "gin-rummy-host", type: "sound", on: "yes" });
  send([{ source: "gin-rummy-host", type: "lang", lang: "ja" }]);
  send({ source: "gin-rummy-host", type: "ping" });
}
"""


def pongs(page):
    return page.evaluate("window.ginEvents.filter((e) => e.type === 'pong').length")


def test_a_host_page_is_heard_only_in_its_documented_messages(browser, site, serve_dist):
    host = serve_dist()
    game_url = site.url.replace("127.0.0.1", "localhost")     # another site than the host
    context = browser.new_context()
    try:
        page, errors = watched_page(context)
        page.goto(f"{host.url}embed.html?game={game_url}")
        frame = page.wait_for_selector("iframe#game").content_frame()
        frame.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        frame.evaluate("() => window.postMessage({source: 'gin-rummy-host', type: 'lang', lang: 'ja'}, '*')")
        page.evaluate(HOSTILE_MESSAGES)
        page.wait_for_function("() => window.ginEvents.some((e) => e.type === 'pong')", timeout=TIMEOUT)
        assert frame.evaluate("document.documentElement.lang") == "en"   # none of them was obeyed
        assert frame.evaluate("document.querySelectorAll('img').length") == 0
        assert page.evaluate("window.__pwned") is None
        assert frame.is_checked("#set-sound") is False                  # off in a frame by default

        page.evaluate("""() => {
            const game = document.getElementById("game").contentWindow;
            game.postMessage({ source: "rummy-host", type: "lang", lang: "ja" }, "*");
            game.postMessage({ source: "rummy-host", type: "sound", on: true }, "*");
            game.postMessage({ source: "gin-rummy-host", type: "ping" }, "*");   // the release's name still heard
        }""")
        page.wait_for_function("() => window.ginEvents.filter((e) => e.type === 'pong').length === 2")
        assert frame.evaluate("document.documentElement.lang") == "ja"
        assert frame.is_checked("#set-sound") is True
        pong = next(e for e in page.evaluate("window.ginEvents") if e["type"] == "pong")
        assert pong == {"source": "rummy", "type": "pong"}
        assert not errors, errors
    finally:
        context.close()


# --- a new version of the site ------------------------------------------------------

def test_an_update_mid_round_keeps_the_match_and_the_new_version_resumes_it(site_copy, launch_persistent):
    folder, server = site_copy
    context = launch_persistent()
    page, errors = watched_page(context, RECORD)
    visit_under_worker(page, server.url, TIMEOUT)
    [old] = page.evaluate("caches.keys()")
    start_match(page, target=50, level="easy")
    to_discard(page)

    make_new_version(folder)
    page.evaluate(CHECK_FOR_UPDATE)
    wait_until(page, WAITING, timeout=TIMEOUT)
    discard_best(page)                    # the match goes on under the old version
    wait_settled(page)
    wait_saved(page)
    view = page.evaluate(LAST_VIEW)
    assert not page.evaluate(BUILD_META)           # still the old version

    # The new version takes over at the next load (one more when that load raced the install).
    reload_into_new_version(page, TIMEOUT, reloads=2)
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    resume(page)                          # and reads the old version's save
    assert page.evaluate(LAST_VIEW) == view
    wait_until(page, only_cache(f"{old}v2"), timeout=TIMEOUT)
    assert not errors, errors
