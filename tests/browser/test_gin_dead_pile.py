"""Say only what is possible (issue 57, point 3): after both players pass the
upcard, the person's draw comes from the stock (view.pile_open is false).
The prompt names only the stock, the pile looks out of play, and a tap on it
says why, in both languages, and sends nothing (no refused move, no sound).

Deal TABS000001: the CPU dealt, the person passes the upcard 3♣, and the CPU
(its match seed pinned) passes it too.
"""

import pytest

from pages import pinned_seed
from recorded import RECORD
from ui_helpers import game_page, start_match, tid, wait_settled

DEAL = "TABS000001"
WORDS = {
    "en": ("Your turn: draw from the stock.", "Both of you passed the upcard"),
    "ja": ("あなたの番です。山札から1枚引いてください。", "二人ともアップカードをパスした"),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_closed_pile_is_not_offered_and_a_tap_says_why(browser, site, lang):
    locale = "ja-JP" if lang == "ja" else "en-US"
    with game_page(browser, site, locale=locale, init=pinned_seed(57) + RECORD) as (_context, page, errors):
        assert start_match(page, target=50, level="easy", deal=DEAL) == "upcard"
        assert page.get_attribute(tid("discard-top"), "data-card") == "3C"
        page.click(tid("pass"))
        assert wait_settled(page) == "draw"
        view = page.evaluate("window.__replies.filter((r) => r.ok && r.view).at(-1).view")
        assert view["pile_open"] is False and view["legal"] == [{"type": "draw", "from": "stock"}]
        prompt, why = WORDS[lang]
        assert page.inner_text("#prompt") == prompt
        pile = page.locator(tid("discard-top"))
        assert pile.get_attribute("aria-disabled") == "true"
        assert "closed" in pile.get_attribute("class") and "live" not in pile.get_attribute("class")
        sent = page.evaluate("window.__sent.length")
        pile.click(force=True)   # a tap (Playwright would wait for an aria-disabled button to enable)
        assert why in page.inner_text("#prompt")
        assert page.evaluate("window.__sent.length") == sent          # nothing asked of the engine
        # The stock is the way on; after the draw the pile is no longer marked closed.
        page.click(tid("stock"))
        assert wait_settled(page) == "discard"
        assert "closed" not in pile.get_attribute("class")
        assert not errors, errors
