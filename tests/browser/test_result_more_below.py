"""A result that goes on below its fold says so (issue 57, point 4): on a phone on
its side 5000's deal result showed the person's row and one CPU's, and the
other players' totals lay below with nothing saying the result scrolls (Gin's
totals show beside Next round, test_gin_result_landscape.py, but its second
hand lay below too). The shell's sign, "More below ▼" over the body's last
line, shows while the body goes on below and goes once it is read to its end;
a result that fits shows none.

Deals: Gin's round of test_gin_layoff_order.py (BJ7NVCKJZS, match seed pinned);
5000's EARLY_OUT of test_ft_nits.py (6 players, ft_deals.PAGE_SEED pinned: CPU
5 goes out at once, the result shows before the person's first turn).
"""

import pytest

from ft_ui import open_ft, start_ft
from pages import pinned_seed
from test_ft_nits import EARLY_OUT
from test_gin_layoff_order import play_to_the_knock
from ui_helpers import game_page

WORDS = {"en-US": "More below ▼", "ja-JP": "下に続きがあります ▼"}


def sign_over_the_fold(page, dialog, viewport, locale):
    """The sign is shown, whole and on one line, over the bottom of the result's
    body; read to its end, the body shows no sign."""
    body = page.locator(f"{dialog} .result-body")
    assert body.evaluate("(el) => el.scrollHeight - el.clientHeight") > 40       # the result goes on below
    sign = page.locator(f"{dialog} [data-testid=more-below] > span")
    assert sign.is_visible() and sign.inner_text() == WORDS[locale]
    box, inside = sign.bounding_box(), body.bounding_box()
    assert inside["y"] <= box["y"] and box["y"] + box["height"] <= inside["y"] + inside["height"], (box, inside)
    assert 0 <= box["x"] and box["x"] + box["width"] <= viewport[0] and box["height"] < 30, box   # one line
    body.evaluate("(el) => { el.scrollTop = el.scrollHeight; }")
    page.wait_for_selector(f"{dialog} [data-testid=more-below] > span", state="hidden")   # (the sign's box is 0 px high)


@pytest.mark.parametrize("viewport, locale", [((844, 390), "en-US"), ((844, 390), "ja-JP"), ((360, 640), "ja-JP")])
def test_5000s_deal_result_says_it_goes_on_below(browser, site, viewport, locale):
    context, page, errors = open_ft(browser, site, viewport=viewport, locale=locale)
    try:
        assert start_ft(page, players=6, target=1000, level="easy", deal=EARLY_OUT) == "deal_over"
        own = page.locator("#ft-result [data-testid=result-total-0]").bounding_box()     # the person's total: in sight
        assert own["y"] >= 0 and own["y"] + own["height"] <= viewport[1], own
        sign_over_the_fold(page, "#ft-result", viewport, locale)
        last = page.locator("#ft-result [data-testid=result-total-5]").bounding_box()   # read to its end: the last total
        assert last["y"] >= 0 and last["y"] + last["height"] <= viewport[1], last
        assert not errors, errors
    finally:
        context.close()


def test_gins_round_result_says_it_goes_on_below_on_a_phone_on_its_side(browser, site):
    with game_page(browser, site, viewport=(844, 390), init=pinned_seed(57)) as (_context, page, errors):
        play_to_the_knock(page)
        sign_over_the_fold(page, "#result", (844, 390), "en-US")
        assert not errors, errors


def test_a_result_that_fits_shows_no_sign(browser, site):
    with game_page(browser, site, viewport=(1280, 800), init=pinned_seed(57)) as (_context, page, errors):
        play_to_the_knock(page)
        assert page.locator("#result .result-body").evaluate("(el) => el.scrollHeight <= el.clientHeight + 8")
        sign = page.locator("#result [data-testid=more-below] > span")
        assert sign.count() == 1 and not sign.is_visible()
        assert not errors, errors
