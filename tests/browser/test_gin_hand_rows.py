"""On a phone the hand's two rows keep each meld whole (issue 57, point 10).

Deal YVBF542Z33 gives the person 2♦3♦4♦ and 8♣9♣10♣J♣ with 8♥ 10♥ K♥ loose:
at 360 px a row holds six cards at most, and no single split of that order
keeps both runs whole (it showed 2♦3♦4♦8♣9♣10♣ | J♣ 8♥10♥K♥). The runs go to
different rows, each followed by part of the deadwood; the cards' order in the
page (Tab, arrow keys, screen readers) follows the rows, and a card keeps the
focus when the rows change under it (the phone turned on its side and back).
"""

import pytest

from pages import pinned_seed
from ui_helpers import QUICK, game_page, start_match, tid

DEAL = "YVBF542Z33"

# The hand's cards in the page's order: code, group, meld or not, row and box.
CARDS = """() => [...document.querySelectorAll('[data-testid=hand] .card')].map((e) => {
    const r = e.getBoundingClientRect();
    return {card: e.dataset.card, group: e.dataset.group, meld: e.classList.contains('in-meld'),
            row: e.dataset.row, x: r.left, y: r.top, right: r.right, bottom: r.bottom};
})"""
FOCUSED = "() => document.activeElement && document.activeElement.dataset.card || null"


def check_rows(page, width, height):
    """Every meld in one row, the page's order row by row left to right, every card on screen."""
    cards = page.evaluate(CARDS)
    assert len(cards) == 10 and len({c["row"] for c in cards}) == 2, cards
    melds = {}
    for c in cards:
        if c["meld"]:
            melds.setdefault(c["group"], set()).add(c["row"])
    assert sorted(len([c for c in cards if c["group"] == g]) for g in melds) == [3, 4], cards   # the deal's runs
    assert all(len(rows) == 1 for rows in melds.values()), cards
    for a, b in zip(cards, cards[1:]):
        assert (int(b["row"]), b["x"]) > (int(a["row"]), a["x"]), (a, b)
    for c in cards:
        assert c["x"] >= 0 and c["y"] >= 0 and c["right"] <= width and c["bottom"] <= height, c
    return [c["card"] for c in cards]


@pytest.mark.parametrize("locale", ["ja-JP", "en-US"])
def test_each_meld_keeps_to_one_row_on_a_phone(browser, site, locale):
    with game_page(browser, site, viewport=(360, 640), locale=locale, init=pinned_seed(57) + QUICK) as (_context, page, errors):
        assert start_match(page, target=50, level="easy", deal=DEAL) == "upcard"
        seen = check_rows(page, 360, 640)
        # The arrow keys go card by card as the cards are seen.
        page.locator(f"{tid('hand')} .card").first.focus()
        walked = [page.evaluate(FOCUSED)]
        for _ in seen[1:]:
            page.keyboard.press("ArrowRight")
            walked.append(page.evaluate(FOCUSED))
        assert walked == seen
        # Turned on its side (one row, the display order) and back: the focused card keeps the focus.
        page.keyboard.press("ArrowLeft")
        held = page.evaluate(FOCUSED)
        page.set_viewport_size({"width": 640, "height": 360})
        page.wait_for_function("() => document.querySelector('[data-testid=hand]').dataset.rows === '1'")
        assert page.evaluate(FOCUSED) == held
        page.set_viewport_size({"width": 360, "height": 640})
        page.wait_for_function("() => document.querySelector('[data-testid=hand]').dataset.rows === '2'")
        assert page.evaluate(FOCUSED) == held
        assert check_rows(page, 360, 640) == seen
        assert not errors, errors
