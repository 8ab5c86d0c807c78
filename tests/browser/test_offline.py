"""After one visit the game loads and plays with the server gone.

A persistent profile (as a person's browser has) visits once; the service
worker precaches the site; then the server is stopped, the page reloaded,
and a round is played: Python and the engine come from the cache.
"""

import urllib.error
import urllib.request

import pytest

from pages import play_one_round, wait_until
from ui_helpers import TIMEOUT, watched_page


def test_the_game_loads_and_plays_offline_after_one_visit(serve_dist, launch_persistent):
    server = serve_dist()
    context = launch_persistent()
    page, errors = watched_page(context)
    page.goto(server.url)
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    # The service worker registers once the engine is ready, precaches, activates, claims.
    wait_until(page, "navigator.serviceWorker.controller !== null", timeout=TIMEOUT)

    server.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(server.url, timeout=5)

    page.reload()
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    assert play_one_round(page) in ("round_over", "match_over")

    # A new tab of the same browser, still offline.
    other = context.new_page()
    other.goto(server.url)
    other.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    assert not errors, errors
