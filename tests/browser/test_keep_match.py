"""Nothing lost by one tap (issue 57, points 1 and 2).

A reload mid-match brings the match straight back to its table, in both
games: the same hand and scores, the last lines of the move log and the
"New" badge on the card just drawn (rebuilt from the events the save keeps
and the view); so does the tab that takes the match over. Every way of
starting a new match over a saved one (Start, a link's deal) asks first,
names what would be lost, and keeping it keeps it.
"""

from ft_person import Person
from ft_ui import FT, draw_stock, open_ft, start_ft, wait_ft
from recorded import RECORD, stored, to_discard, wait_saved
from test_resilience import open_tab, tab_notice
from ui_helpers import CALM_DEAL, TIMEOUT, game_page, hand_cards, leave_match, start_match, tid, wait_settled

FT_DEAL = "WW6B25SWZT"


def gin_table(page):
    return {
        "hand": hand_cards(page),
        "fresh": page.eval_on_selector_all(f"{tid('hand')} .card.fresh", "els => els.map(e => e.dataset.card)"),
        "badge": page.eval_on_selector_all(f"{tid('hand')} .card .badge", "els => els.map(e => e.textContent)"),
        "scores": [page.inner_text(tid("score-you")), page.inner_text(tid("score-cpu"))],
        "log": page.eval_on_selector_all("#log p", "els => els.map(e => e.textContent)"),
        "phase": page.evaluate("document.documentElement.dataset.phase"),
    }


def ft_table(page):
    return {
        "hand": page.eval_on_selector_all(f"{FT} [data-testid=hand] .ft-card", "els => els.map(e => e.dataset.card)"),
        "fresh": page.eval_on_selector_all(f"{FT} [data-testid=hand] .ft-card.fresh", "els => els.map(e => e.dataset.card)"),
        "scores": page.eval_on_selector_all("[data-testid^=score-]", "els => els.filter((e) => e.getClientRects().length)"
                                            ".map((e) => e.dataset.testid + ' ' + e.textContent)"),
        "log": page.eval_on_selector_all("#ft-log p", "els => els.map(e => e.textContent)"),
        "phase": page.evaluate("document.documentElement.dataset.phase"),
    }


def reload_to_table(page):
    """Reload: the page comes back to its table by itself (no Resume tapped)."""
    page.reload()
    page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)


def test_a_reloaded_gin_match_comes_back_to_its_table_with_its_log_and_badge(browser, site):
    with game_page(browser, site, init=RECORD) as (_context, page, errors):
        start_match(page, target=50, level="easy", deal=CALM_DEAL)
        to_discard(page)            # drawn from the stock: the card wears "New"
        wait_saved(page)
        before = gin_table(page)
        assert len(before["fresh"]) == 1 and before["badge"] == ["New"] and len(before["log"]) >= 3
        reload_to_table(page)
        assert wait_settled(page) == "discard"
        assert gin_table(page) == before
        assert not errors, errors


def test_a_reloaded_5000_match_comes_back_to_its_table_with_its_log_and_badge(browser, site):
    context, page, errors = open_ft(browser, site)
    try:
        phase = start_ft(page, players=3, target=1000, level="easy", deal=FT_DEAL)
        person = Person(page)
        for _ in range(10):
            if phase == "draw":
                break
            person.act()
            phase = wait_ft(page)
        assert draw_stock(page) == "play"
        page.wait_for_function("""() => {
            const raw = localStorage.getItem('rummy:five_thousand:save');
            return raw && JSON.parse(raw).recent && document.querySelector('#ft-table .ft-card.fresh');
        }""", timeout=TIMEOUT)
        before = ft_table(page)
        assert len(before["fresh"]) == 1 and len(before["log"]) >= 2
        reload_to_table(page)
        assert wait_ft(page) == "play"
        assert ft_table(page) == before
        assert not errors, errors
    finally:
        context.close()


def saved_gin_match_left(page):
    """A Gin match played to the person's discard, saved, then left for the start screen."""
    start_match(page, target=50, level="easy", deal=CALM_DEAL)
    to_discard(page)
    wait_saved(page)
    hand = sorted(hand_cards(page))
    page.click("[data-open=settings]")
    leave_match(page)
    return hand


def test_start_over_a_saved_match_asks_naming_it_and_keeping_it_keeps_it(browser, site):
    with game_page(browser, site, init=RECORD) as (_context, page, errors):
        hand = saved_gin_match_left(page)
        saved = stored(page)
        page.click(tid("start"))
        question = page.wait_for_selector(tid("replace-confirm"), timeout=TIMEOUT)
        assert "Gin Rummy, 0–0, round 1" in question.inner_text()
        # The focused answer keeps it (a stray Enter loses nothing).
        assert page.evaluate("document.activeElement.dataset.testid") == "replace-confirm-no"
        page.keyboard.press("Enter")
        page.wait_for_selector(tid("replace-confirm"), state="detached")
        assert page.evaluate("document.documentElement.dataset.screen") == "start"
        assert stored(page) == saved
        page.click("#resume")
        page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        wait_settled(page)
        assert sorted(hand_cards(page)) == hand
        # Asked again and answered "Start new": a new match replaces it.
        page.click("[data-open=settings]")
        leave_match(page)
        page.click(tid("start"))
        page.click(tid("replace-confirm-yes"))
        page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        assert wait_settled(page) in ("upcard", "draw")
        assert not errors, errors


def test_the_question_is_asked_in_japanese_too(browser, site):
    with game_page(browser, site, locale="ja-JP", init=RECORD) as (_context, page, errors):
        saved_gin_match_left(page)
        page.click(tid("start"))
        question = page.wait_for_selector(tid("replace-confirm"), timeout=TIMEOUT)
        assert "ジンラミー・0–0・第1ラウンド" in question.inner_text()
        assert page.inner_text(tid("replace-confirm-no")) == "今の対戦を残す"
        page.keyboard.press("Escape")
        page.wait_for_selector(tid("replace-confirm"), state="detached")
        assert stored(page) is not None
        assert not errors, errors


def test_a_deal_link_over_a_saved_match_asks_before_replacing_it(browser, site):
    with game_page(browser, site, init=RECORD) as (_context, page, errors):
        hand = saved_gin_match_left(page)
        saved = stored(page)
        page.goto(f"{site.url}?game=gin&deal=TABS000001")
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        # The link's deal waits on the start screen: the saved match is not resumed over it...
        page.wait_for_selector("#resume:not([hidden])")
        assert page.evaluate("document.documentElement.dataset.screen") == "start"
        # ...nor replaced by it unasked.
        page.click(tid("start"))
        page.wait_for_selector(tid("replace-confirm"), timeout=TIMEOUT)
        page.click(tid("replace-confirm-no"))
        assert stored(page) == saved
        page.click("#resume")
        page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        wait_settled(page)
        assert sorted(hand_cards(page)) == hand
        # Once a match is on the table, the address no longer carries the link's deal:
        # a reload brings the match back, not the link's start screen.
        assert "deal=" not in page.url
        reload_to_table(page)
        assert sorted(hand_cards(page)) == hand
        assert not errors, errors


def test_the_tab_that_takes_the_match_over_shows_its_table_at_once(browser, site):
    """A return to the match in another tab ("Play here"): its table, with no Resume to tap."""
    context = browser.new_context()
    try:
        first, first_errors = open_tab(context, site.url)
        start_match(first, target=50, level="easy", deal=CALM_DEAL)
        to_discard(first)
        wait_saved(first)
        hand = sorted(hand_cards(first))
        second, second_errors = open_tab(context, site.url)
        assert tab_notice(second) == "tabBlocked"
        assert second.evaluate("document.documentElement.dataset.screen") == "start"   # the first tab plays
        second.click(tid("play-here"))
        second.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        assert wait_settled(second) == "discard" and sorted(hand_cards(second)) == hand
        assert tab_notice(first) == "tabLost"
        assert not first_errors and not second_errors, (first_errors, second_errors)
    finally:
        context.close()
