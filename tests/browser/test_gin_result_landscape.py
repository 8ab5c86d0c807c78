"""A phone on its side (issue 57, point 4): the round result is taller than
the screen, so its totals, at the end of the result, would sit below the fold
with no sign; they show beside Next round without scrolling.

The round of test_gin_layoff_order.py (deal BJ7NVCKJZS, match seed pinned):
the CPU knocks and scores 17.
"""

from pages import pinned_seed
from test_gin_layoff_order import play_to_the_knock
from ui_helpers import game_page, tid


def test_the_totals_show_without_scrolling_on_a_landscape_phone(browser, site):
    with game_page(browser, site, viewport=(844, 390), init=pinned_seed(57)) as (_context, page, errors):
        play_to_the_knock(page)
        body = page.locator("#result .result-body")
        assert body.evaluate("(el) => el.scrollHeight > el.clientHeight")     # the result scrolls here
        peek = page.locator(tid("totals-peek"))
        assert peek.is_visible() and peek.inner_text() == "Totals You 0 – CPU 17"
        box = peek.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 390                  # on the screen, unscrolled
        assert not errors, errors
