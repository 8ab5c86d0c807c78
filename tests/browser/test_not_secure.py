"""Served over plain http from another host name: not a secure context.

Such a page (say, a copy served on a home network by IP or name) has no Web
Crypto, no service worker and no Web Locks. The game still loads and plays;
saves cannot be sealed (js/shell/seal.js), so each reply that changes the
match comes without its save and with `save_error` `cannot_seal`; none is
kept and Resume is not offered, and nothing on the page fails.
"""

import json

from pages import RECORD_WORKER_MESSAGES, play_one_round, wire_messages
from tools.browser import CHROMIUM_ARGS, launch_options
from ui_helpers import TIMEOUT, watched_page

HOST = "game.test"   # resolved to 127.0.0.1 by the browser, but not "localhost": not secure


def test_a_page_that_is_not_a_secure_context_plays_without_saves(playwright, site):
    resolve = f"--host-resolver-rules=MAP {HOST} 127.0.0.1"
    browser = playwright.chromium.launch(**launch_options(args=CHROMIUM_ARGS + [resolve]))
    try:
        context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-US")
        page, errors = watched_page(context, RECORD_WORKER_MESSAGES)
        page.goto(site.url.replace("127.0.0.1", HOST))
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        assert page.evaluate("[window.isSecureContext, 'serviceWorker' in navigator, 'locks' in navigator]") \
            == [False, False, False]

        assert play_one_round(page) in ("round_over", "match_over")
        replies = [json.loads(m["text"]) for m in wire_messages(page) if m.get("type") == "reply"]
        assert all(r["ok"] for r in replies)                          # the match plays on
        unsealed = [r["save_error"]["code"] for r in replies if r.get("save_error")]
        assert len(unsealed) > 5 and set(unsealed) == {"cannot_seal"}   # each change of the match
        assert not any(r.get("save") for r in replies)
        assert page.evaluate("localStorage.getItem('rummy:gin:save')") is None
        page.reload()
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        assert not page.is_visible("#resume")
        assert not errors, errors
        context.close()
    finally:
        browser.close()
