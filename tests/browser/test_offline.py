"""After one visit the game loads and plays with the server gone.

A persistent profile (as a person's browser has) visits once; the service
worker precaches the site; then the server is stopped, the page reloaded,
and a round is played: Python and the engine come from the cache.
"""

from pages import play_one_round
from ui_helpers import TIMEOUT


def test_the_game_loads_and_plays_offline_after_one_visit(offline_after_one_visit):
    context, page, errors, url = offline_after_one_visit()
    assert play_one_round(page) in ("round_over", "match_over")

    # A new tab of the same browser, still offline.
    other = context.new_page()
    other.goto(url)
    other.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    assert not errors, errors
