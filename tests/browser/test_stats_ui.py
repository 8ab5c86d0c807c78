"""The statistics screen: numbers per level, two charts, and a reset that asks first."""

import json

from ui_helpers import game_page

KEY = "rummy:gin:stats"
STORED = {"levels": {"easy": {"played": 3, "won": 2, "rounds": 9, "gins": 1, "knocks": 4,
                              "undercutsGiven": 1, "undercutsReceived": 2, "best": 41,
                              "streak": 1, "bestStreak": 2}},
          "recent": [{"level": "easy", "margin": 35}, {"level": "easy", "margin": -12}]}


def open_stats(page):
    page.click("#start-screen [data-open=stats]")
    page.wait_for_selector("#stats[open]")


def test_statistics_screen_shows_numbers_charts_and_asks_before_reset(browser, site):
    with game_page(browser, site) as (context, page, errors):
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [KEY, json.dumps(STORED)])
        open_stats(page)
        easy = page.inner_text("#stats-body [data-group=easy]")
        for text in ("2 won of 3", "9", "41", "1 / 2"):
            assert text in easy, easy
        assert page.locator("#stats-body svg.stats-chart").count() == 2
        assert page.locator("#stats-body svg.stats-chart rect.won").count() >= 2
        assert "35" in page.get_attribute("#stats-body svg.stats-chart >> nth=1", "aria-label")
        # Reset asks first; keeping changes nothing.
        page.click("[data-testid=stats-reset]")
        assert page.is_visible("[data-testid=stats-reset-yes]")
        assert json.loads(page.evaluate("(k) => localStorage.getItem(k)", KEY)) == STORED
        page.click(".stats-reset button:not([data-testid])")   # Keep
        assert page.is_visible("[data-testid=stats-reset]")
        page.click("[data-testid=stats-reset]")
        page.click("[data-testid=stats-reset-yes]")
        assert "0 won of 0" in page.inner_text("#stats-body [data-group=easy]")
        assert page.evaluate("(k) => localStorage.getItem(k)", KEY) is None
        assert not errors, errors
