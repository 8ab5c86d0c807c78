"""Play again over a saved match of the same game asks first (issue 57, point 1):
the match-end screen's Play again would start a new Gin match in the place of
a saved one (a match saved in the meantime, here put back into storage while
the match's end is shown), so the page asks, naming it, and the answer that
has the focus keeps it: the save is untouched and the match can be resumed.

The saved match: the calm deal played to the person's discard and left; the
match that ends: deal N7A4868WJG (test_screens.GIN_DEAL), gin at once, to 50.
"""

import json

from recorded import RECORD, SAVE, stored, to_discard, wait_saved
from test_gin_sheets import knock_with_best
from test_screens import GIN_DEAL
from ui_helpers import CALM_DEAL, TIMEOUT, game_page, hand_cards, leave_match, start_match, tid, wait_settled


def test_play_again_over_a_saved_match_asks_and_keeping_it_keeps_it(browser, site):
    with game_page(browser, site, init=RECORD) as (_context, page, errors):
        start_match(page, target=50, level="easy", deal=CALM_DEAL)
        to_discard(page)
        wait_saved(page)
        hand = sorted(hand_cards(page))
        saved = stored(page)
        page.click("[data-open=settings]")
        leave_match(page)
        assert start_match(page, target=50, level="easy", deal=GIN_DEAL) == "upcard"   # "Start new" answered
        knock_with_best(page)
        assert wait_settled(page) == "match_over"
        page.evaluate("([key, save]) => localStorage.setItem(key, save)", [SAVE, json.dumps(saved)])
        page.click(tid("play-again"))
        question = page.wait_for_selector(tid("replace-confirm"), timeout=TIMEOUT)
        assert "Gin Rummy, 0–0, round 1" in question.inner_text()
        assert page.evaluate("document.activeElement.dataset.testid") == "replace-confirm-no"
        page.keyboard.press("Enter")                                             # keep it
        page.wait_for_selector(tid("replace-confirm"), state="detached")
        assert page.is_visible("#match-end") and stored(page) == saved           # no new match began
        page.click(tid("new-match"))                                             # Menu
        page.wait_for_selector("html[data-screen='start']", timeout=TIMEOUT)
        assert stored(page) == saved
        page.wait_for_selector("#resume:not([hidden])", timeout=TIMEOUT)
        page.click("#resume")
        page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        assert wait_settled(page) == "discard" and sorted(hand_cards(page)) == hand
        assert not errors, errors
