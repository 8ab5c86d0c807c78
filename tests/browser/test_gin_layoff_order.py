"""Runs are drawn in rank order (issue 57, point 5): a card laid off on a
run's low end shows below it, marked as laid off (4♣ 5♣6♣7♣, not 5♣6♣7♣4♣).

Deal BJ7NVCKJZS with the match seed pinned: the person passes the upcard,
then draws from the stock and throws 10♠, K♦ and J♠; the CPU knocks with the
run 5♣6♣7♣, and the person's 4♣ is laid off on its low end.
"""

from pages import pinned_seed
from recorded import RECORD
from ui_helpers import game_page, start_match, tid, wait_settled

DEAL = "BJ7NVCKJZS"
THROWS = ["TS", "KD", "JS"]


def play_to_the_knock(page):
    """The round above, from the start screen to its result (the page's match seed pinned)."""
    assert start_match(page, target=50, level="easy", deal=DEAL) == "upcard"
    page.click(tid("pass"))
    for card in THROWS:
        assert wait_settled(page) == "draw"
        page.click(tid("stock"))
        assert wait_settled(page) == "discard"
        page.click(f"{tid('hand')} [data-card='{card}']", click_count=2)
    assert wait_settled(page) == "round_over"


def test_a_low_end_lay_off_is_drawn_in_rank_order(browser, site):
    with game_page(browser, site, init=pinned_seed(57) + RECORD) as (_context, page, errors):
        play_to_the_knock(page)
        result = page.evaluate("window.__replies.filter((r) => r.ok && r.view).at(-1).view.result")
        assert result["knocker"] == 1 and {"card": "4C", "meld": 1, "meld_cards": ["5C", "6C", "7C"]} in result["layoffs"]
        group = page.locator("#result .hand-result[data-seat='1'] .group.meld", has=page.locator("[data-card='5C']"))
        cards = group.locator("[data-card]")
        assert cards.evaluate_all("els => els.map((e) => e.dataset.card)") == ["4C", "5C", "6C", "7C"]
        assert group.locator(".layoff").evaluate_all("els => els.map((e) => e.dataset.card)") == ["4C"]
        assert not errors, errors
