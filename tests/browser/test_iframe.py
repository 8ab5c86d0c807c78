"""The game inside an iframe of a page on another site (embed.html).

The host page is served from a second port and the game from `localhost`
(another site than 127.0.0.1), in Chromium with storage partitioning on as in
a person's Chrome (Playwright turns it off by default). The frame is
sandboxed with the two tokens the README asks hosts for. The game loads,
plays a round, and the host receives `ready` and `round_over` with scores.
"""

from pages import CONTROLLED, play_one_round
from polling import wait_until
from ui_helpers import TIMEOUT


def test_the_game_plays_in_a_cross_site_iframe_and_tells_its_host(framed_game):
    page, frame, errors, game_url = framed_game
    assert frame.url.startswith(game_url)
    wait_until(page, "window.ginEvents.some(e => e.type === 'ready')", timeout=TIMEOUT)

    assert play_one_round(frame) in ("round_over", "match_over")
    wait_until(page, "window.ginEvents.some(e => e.type === 'round_over')", timeout=TIMEOUT)
    events = page.evaluate("window.ginEvents")
    round_over = next(e for e in events if e["type"] == "round_over")
    assert round_over["source"] == "rummy" and round_over["game"] == "gin"
    assert len(round_over["scores"]) == 2 and all(isinstance(s, int) for s in round_over["scores"])
    assert "hand" not in round_over   # events carry scores, never cards

    # With partitioned storage the frame has its own storage and service worker.
    assert frame.evaluate("(() => { localStorage.setItem('probe', '1'); return localStorage.getItem('probe'); })()") == "1"
    wait_until(frame, CONTROLLED, timeout=TIMEOUT)
    assert not errors, errors
