"""House rules chosen on the start screen are honoured in play.

Two switches: Oklahoma (the upcard's value is the knock limit, a spade upcard
doubles) and next dealer = alternate (the deal passes after every scored
round, whoever won). Both are set by clicking on the start screen.
"""

import re

from rummy.gin.meldtables import points
from rummy.melds import deadwood_after_discard

from ui_helpers import discard_top, game_page, hand_cards, root, shown_deadwood, tid, wait_settled


DEAL = "W2JRM6XK5J"   # its upcard is 4S: knock at 4 or less, points doubled
# The CPU plays normal, which draws nothing from its random source: with the
# deal fixed and the person's play below, the round always ends the same way
# (scored, not void), so every check runs on every run.


def knock_limit(upcard):
    return 0 if upcard[0] == "A" else points(upcard)


def test_oklahoma_and_alternate_dealer_are_honoured(browser, site):
    with game_page(browser, site) as (context, page, errors):
        page.click(".rules-box summary")
        page.check("input[data-rule='oklahoma']")
        page.select_option("select[data-rule='next_dealer']", "alternate")
        page.click(tid("target-100"))
        page.click(tid("level-normal"))
        page.click(".code-box:not(.rules-box) summary")
        page.fill("#deal-code", DEAL)
        page.click(tid("start"))
        page.wait_for_selector("html[data-screen='table']")
        assert wait_settled(page) == "upcard"
        upcard = discard_top(page)
        assert upcard == "4S"
        limit = knock_limit(upcard)
        note = page.inner_text("#round-text")
        assert ("Gin only" in note) if limit == 0 else (f"Knock at {limit} or less" in note), note
        assert ("doubled" in note) == (upcard[1] == "S"), note
        knocks_checked = 0
        for _ in range(200):
            phase = wait_settled(page)
            if phase in ("round_over", "match_over"):
                break
            if phase == "upcard":
                page.click(tid("pass"))
            elif phase == "draw":
                page.click(tid("stock"))
            else:
                hand = hand_cards(page)
                best, cards = deadwood_after_discard(hand)
                card = f"{tid('hand')} [data-card='{cards[0]}']"
                page.click(card)
                assert shown_deadwood(page) == best
                knock = page.locator(tid("knock"))
                # The knock button follows the round's limit, not the standard 10.
                assert knock.is_visible() == (best <= limit), (best, limit)
                knocks_checked += 1
                page.click(tid("knock") if best <= limit else card)
        assert knocks_checked > 0
        result = page.inner_text(tid("round-result"))
        assert "Void round" not in result, result
        # The spade upcard's doubling is inside the sum, and the sum adds up (issue 17).
        parts = page.inner_text(tid("result-parts"))
        left, right = parts.split("=")
        assert "× 2" in left and eval(re.sub(r"[^0-9+()×−]", "", left).replace("×", "*").replace("−", "-")) == int(right), parts
        if phase == "round_over":
            page.click(tid("next-round"))
            wait_settled(page)
            # Alternate: after a scored round the person deals, whoever won.
            you = page.get_attribute(tid("score-you"), "aria-label") or \
                page.evaluate("document.querySelector(\"[data-testid='score-you']\").parentElement.getAttribute('aria-label')")
            assert "Dealer" in you, you
        # The switches are remembered for the next match.
        page.reload()
        page.wait_for_selector("html[data-ready='true']")
        assert page.is_checked("input[data-rule='oklahoma']")
        assert page.input_value("select[data-rule='next_dealer']") == "alternate"
        assert not errors, errors
