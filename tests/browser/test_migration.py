"""What the single-game release stored still loads after the house was made
game-neutral: its sealed save (and the key it was sealed with), statistics,
a save set aside and settings, from a stored fixture of that release's
formats (fixtures/release_storage.json, made by make_release_storage.py)."""

import json
from pathlib import Path

from pages import RECORD_WORKER_MESSAGES, open_blank_page, wire_messages
from recorded import resume
from rummy.gin import Match
from ui_helpers import TIMEOUT, root, tid, watched_page

FIXTURE = json.loads((Path(__file__).parent / "fixtures" / "release_storage.json").read_text())

# The release's storage, put where it kept it: localStorage entries, and the
# sealing key (non-extractable) in the IndexedDB "gin-rummy-engine".
PLANT = """
async ([key, entries]) => {
  for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  const raw = Uint8Array.from(atob(key), (c) => c.charCodeAt(0));
  const cryptoKey = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
  const open = indexedDB.open("gin-rummy-engine", 1);
  open.onupgradeneeded = () => open.result.createObjectStore("keys");
  const db = await new Promise((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = reject; });
  await new Promise((resolve, reject) => {
    const tx = db.transaction("keys", "readwrite");
    tx.objectStore("keys").put(cryptoKey, "save-seal");
    tx.oncomplete = resolve;
    tx.onerror = reject;
  });
  db.close();
}
"""
DATABASES = "indexedDB.databases().then((d) => d.map((x) => x.name).sort())"


def test_the_releases_save_statistics_and_settings_still_load(browser, site):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
    try:
        page, errors = watched_page(context, RECORD_WORKER_MESSAGES)
        open_blank_page(page, site.url)
        page.evaluate(PLANT, [FIXTURE["key"], FIXTURE["localStorage"]])
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)

        # Settings: shared ones applied, Gin's start-screen choices remembered.
        assert page.evaluate("document.documentElement.lang") == "ja"
        assert (root(page, "theme"), root(page, "fourColour"), root(page, "speed")) == ("dark", "true", "fast")
        assert page.get_attribute(tid("target-50"), "aria-pressed") == "true"
        assert page.get_attribute(tid("level-strong"), "aria-pressed") == "true"
        assert page.is_checked("input[data-rule='oklahoma']")
        # Every key moved to the house's names; nothing is left under the old ones.
        keys = page.evaluate("Object.keys(localStorage).sort()")
        assert not [k for k in keys if k.startswith("gin-rummy:")], keys
        assert {"rummy:settings", "rummy:gin:save", "rummy:gin:stats", "rummy:gin:stats-current",
                "rummy:gin:save-aside:2026-11-01T10:00:00.000Z"} <= set(keys)

        # The save resumes (by itself: issue 57): the same match the release saved, opened with its key.
        assert resume(page) == "discard"
        want = json.loads(json.dumps(Match.from_save(FIXTURE["save"]).view(0)))
        replies = [json.loads(m["text"]) for m in wire_messages(page) if m.get("type") == "reply"]
        assert [r["view"] for r in replies if r["ok"]][-1] == want
        # The key now lives under the new name, and the old database is gone.
        assert page.evaluate(DATABASES) == ["rummy-engine"]

        # Statistics: the release's totals show.
        page.click("#app .tool.icon")
        page.click("#settings [data-open=stats]")
        page.wait_for_selector("#stats-body .stats-card", timeout=TIMEOUT)
        body = page.inner_text("#stats-body")
        assert "3" in body and "41" in body
        assert not errors, errors
    finally:
        context.close()


def test_an_empty_browser_has_nothing_to_move(browser, site):
    context = browser.new_context()
    try:
        page, errors = watched_page(context)
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        assert page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('gin-rummy')).length") == 0
        assert not page.is_visible("#resume") and not errors
    finally:
        context.close()
