"""embed.html frames only http(s) addresses: ?game= cannot run a script on the game's origin.

The example host page ships with the game, on its origin. Before the check,
embed.html?game=javascript:... ran the payload in a frame of that origin
(sandboxed with allow-same-origin), beside the saves and the sealing key. Each
payload below would leave a marker (a message to the host page, a key in its
localStorage); none may appear, and the page frames the game beside it
instead, saying so. "None appeared" is read after a fence: once the game has
loaded in the frame (after any payload could have run there), the host posts
itself a message and waits for it, so every message posted before it has
been heard.
"""

from urllib.parse import quote

import pytest

from pages import open_blank_page
from ui_helpers import tid, watched_page

# Each payload posts "ran" to the host page and marks the origin's localStorage.
MARK = "parent.postMessage('ran','*');top.localStorage.setItem('pwned','1')"
PAYLOADS = {
    "javascript": f"javascript:{MARK};void 0",
    "data": f"data:text/html,<script>{MARK}</script>",
    "blob": None,   # made on the host's origin by another tab (a real, loadable blob: URL)
    "vbscript": "vbscript:parent.postMessage(\"ran\",\"*\")",
}
# Only a payload's string counts: the game framed beside may post its own host events (objects).
HEAR = ("window.__heard = []; addEventListener('message', "
        "(e) => { if (typeof e.data === 'string') window.__heard.push(e.data); });")
FENCE = """() => new Promise((done) => {
  addEventListener("message", (e) => { if (e.data === "fence") done(); });
  postMessage("fence", "*");
})"""
MAKE_BLOB = f"""() => URL.createObjectURL(new Blob(["<script>{MARK}</script>"], {{ type: "text/html" }}))"""


def NO_ENGINE(route):
    route.fulfill(status=404, body="")


def blob_url(context, site):
    """A blob: URL of the site's origin holding the payload (lives while its tab does)."""
    maker = context.new_page()
    open_blank_page(maker, site.url)
    return maker.evaluate(MAKE_BLOB)


@pytest.mark.parametrize("scheme", list(PAYLOADS))
def test_a_game_address_that_is_not_http_is_refused_and_runs_nothing(context, site, scheme):
    payload = PAYLOADS[scheme] or blob_url(context, site)
    assert payload.startswith(f"{scheme}:")
    context.route("**/js/engine.worker.js", NO_ENGINE)   # the game beside need not boot
    page, errors = watched_page(context, init=HEAR)
    page.goto(f"{site.url}embed.html?game={quote(payload, safe='')}")
    page.wait_for_selector("iframe#game")
    frame = page.frame_locator("iframe#game")
    frame.locator("[data-testid=start]").wait_for(state="attached")   # the game beside loaded
    page.evaluate(FENCE)

    assert page.evaluate("window.__heard") == ["fence"]
    assert page.evaluate("localStorage.getItem('pwned')") is None
    assert page.evaluate("document.getElementById('game').src") == site.url
    note = page.locator(tid("host-note"))
    assert note.is_visible() and "http:" in note.inner_text() and scheme in note.inner_text()
    assert not errors, errors


def test_an_http_address_or_none_frames_the_game_without_a_note(context, site):
    context.route("**/js/engine.worker.js", NO_ENGINE)
    page, errors = watched_page(context)
    other = site.url.replace("127.0.0.1", "localhost")
    page.goto(f"{site.url}embed.html?game={quote(other, safe='')}")
    assert page.evaluate("document.getElementById('game').src") == other
    assert page.locator(tid("host-note")).is_hidden()
    page.goto(f"{site.url}embed.html")
    assert page.evaluate("document.getElementById('game').src") == site.url
    assert page.locator(tid("host-note")).is_hidden()
    assert not errors, errors
