"""5000 Rummy beside the world: framed by a page on another site, the game
tells its host 5000's events (game, scores per seat); after one visit it
loads and plays offline."""

import urllib.error
import urllib.request

import pytest

from ft_person import Person, play_deal
from ft_ui import FT, QUICK, start_ft, wait_ft
from pages import wait_until
from tools.browser import partitioned_storage_options
from ui_helpers import TIMEOUT, tid, watched_page


@pytest.fixture(scope="module")
def real_chrome(playwright):
    browser = playwright.chromium.launch(**partitioned_storage_options())
    yield browser
    browser.close()


def test_a_framed_game_posts_5000_events_to_its_host(real_chrome, site, serve_dist):
    host = serve_dist()
    game_url = site.url.replace("127.0.0.1", "localhost")
    context = real_chrome.new_context(viewport={"width": 1100, "height": 900})
    try:
        page, errors = watched_page(context)
        page.goto(f"{host.url}embed.html?game={game_url}")
        frame = page.wait_for_selector("iframe#game").content_frame()
        frame.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        frame.click("#app .tool.icon")                 # quick CPU turns: animation speed off
        frame.select_option("#set-speed", "off")
        frame.click("#settings [data-close]")
        assert start_ft(frame, players=3, target=1000, level="easy") in ("draw", "play", "rummy", "rummy_discard",
                                                                          "deal_over", "match_over")
        assert play_deal(frame, Person(frame)) in ("deal_over", "match_over")
        wait_until(page, "window.ginEvents.some(e => e.type === 'deal_over')", timeout=TIMEOUT)
        events = page.evaluate("window.ginEvents")
        over = next(e for e in events if e["type"] == "deal_over")
        assert over["source"] == "rummy" and over["game"] == "five_thousand"
        assert len(over["scores"]) == 3 and all(isinstance(s, int) for s in over["scores"])
        assert over["deal"] == 1 and len(over["points"]) == 3 and over["kind"] in ("out", "stock_out")
        shown = [int(frame.inner_text(tid(f"result-total-{seat}"))) for seat in range(3)]
        assert over["scores"] == shown
        assert not any("hand" in key or "cards" in key for e in events for key in e)   # scores, never cards
        assert not errors, errors
    finally:
        context.close()


def test_5000_loads_and_plays_offline_after_one_visit(serve_dist, launch_persistent):
    server = serve_dist()
    context = launch_persistent()
    page, errors = watched_page(context)
    page.add_init_script(QUICK)
    page.goto(server.url)
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    wait_until(page, "navigator.serviceWorker.controller !== null", timeout=TIMEOUT)
    server.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(server.url, timeout=5)

    page.reload()
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    start_ft(page, players=4, target=1000, level="easy")
    person = Person(page)
    for _ in range(3):                       # the person's turns, the CPUs' in between: all offline
        phase = person.act()
        if phase in ("deal_over", "match_over"):
            break
    assert page.locator(f"{FT} [data-testid=hand] .ft-card").count() >= 1
    assert not errors, errors
