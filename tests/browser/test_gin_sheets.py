"""Issue 17 at the table, in English and Japanese on a phone: the seeds'
Japanese words, the pile sheet (every discard, who threw it, who took it),
the score sheet (during the match and at its end), the round result's Copy
(the Clipboard API, else the code selected; said in a status either way),
leaving that asks first, and axe-core finding nothing (any impact) on
the start screen, the table, the round result, both sheets and the settings
dialog (also while it asks before leaving).

KNOCK_DEAL and GIN_DEAL are test_screens.py's fixed deals: the person takes
the upcard and knocks with 9 / goes gin for 87 (a match to 50 won at once),
before the CPU has a turn; on CALM_DEAL the CPU cannot go out in its first
two turns. No test here depends on the shuffle or on the CPU's choices."""

import pytest
from rummy.melds import deadwood_after_discard

from axe_audit import audit
from test_screens import GIN_DEAL, KNOCK_DEAL
from ui_helpers import CALM_DEAL, TIMEOUT, hand_cards, start_match, tid, wait_settled

WORDS = {
    "en": {"start": "Start", "target50": "50 · quick", "level": "CPU level", "kind": "Knock", "you": "You"},
    "ja": {"start": "ラウンド開始", "target50": "クイック 50点", "level": "難易度", "kind": "ノック", "you": "あなた"},
}
PILE = """() => [...document.querySelectorAll('[data-testid=pile-list] li')].map((li) =>
    [li.dataset.card, li.dataset.by, li.dataset.takenBy])"""
SHEET_ROWS = """() => [...document.querySelectorAll('#score-sheet tbody tr, #match-end tbody tr')].map((tr) =>
    [...tr.children].map((c) => c.textContent))"""


def open_page(browser, site, lang, clipboard=True):
    context = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True,
                                  locale="ja-JP" if lang == "ja" else "en-US")
    if clipboard:
        context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url.rstrip("/"))
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.add_init_script("localStorage.setItem('rummy:settings', JSON.stringify({speed: 'fast'}))")
    if not clipboard:   # a page without the Clipboard API's consent: the code is selected instead
        page.add_init_script("Object.defineProperty(navigator, 'clipboard', {value: {writeText: "
                             "() => Promise.reject(new Error('refused'))}})")
    page.goto(site.url)
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    return context, page, errors


def knock_with_best(page, before_knock=lambda: None):
    """Take the upcard and knock with the card that leaves the least deadwood
    (`before_knock` runs while Knock is offered)."""
    page.click(tid("take"))
    assert wait_settled(page) == "discard"
    sunk = page.get_attribute(f"{tid('hand')} .card.sunk", "data-card")
    points, cards = deadwood_after_discard(hand_cards(page), forbidden=sunk)
    page.click(f"{tid('hand')} [data-card='{cards[0]}']", position={"x": 10, "y": 16})
    before_knock()
    page.click(tid("knock"))
    return points, cards[0]


def open_sheet(page, which):
    page.click(tid(f"open-{which}-sheet"))
    page.wait_for_selector(f"#{which}-sheet[open]")


def close_sheet(page, which):
    page.click(f"#{which}-sheet .dialog-actions button")
    page.wait_for_selector(f"#{which}-sheet:not([open])", state="attached")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_sheets_copy_leave_and_the_audit(browser, site, lang):
    context, page, errors = open_page(browser, site, lang)
    words = WORDS[lang]
    try:
        assert page.inner_text(tid("start")).strip() == words["start"]
        assert page.inner_text(tid("target-50")).strip() == words["target50"]
        assert page.inner_text("#level-h").strip() == words["level"]
        assert audit(page) == [], "start screen"

        assert start_match(page, deal=KNOCK_DEAL) == "upcard"
        upcard = page.get_attribute(tid("discard-top"), "data-card")
        assert audit(page) == [], "table"
        open_sheet(page, "score")
        assert page.locator("#score-sheet .sheet-empty").count() == 1        # no round over yet
        assert audit(page, "#score-sheet") == [], "score sheet, empty"
        close_sheet(page, "score")

        def knock_offered():
            assert page.is_visible(tid("knock")) and audit(page) == [], "table, Knock offered"
        points, thrown = knock_with_best(page, knock_offered)
        assert points == 9 and wait_settled(page) == "round_over"
        assert audit(page) == [], "round result"

        # Copy: the clipboard holds the code, and the status says so.
        code = page.inner_text(tid("deal-code")).strip()
        page.click(tid("copy-deal-code"))
        page.wait_for_function("() => document.querySelector('[data-testid=copy-status]').textContent !== ''")
        assert code in page.inner_text(tid("copy-status"))
        assert page.evaluate("navigator.clipboard.readText()") == code

        page.click(tid("next-round"))
        wait_settled(page)
        # The pile sheet of round 1 is gone with it; round 2's starts with its upcard.
        open_sheet(page, "pile")
        assert page.evaluate(PILE)[0][1:] in (["", ""], ["", "0"], ["", "1"])
        assert audit(page, "#pile-sheet") == [], "pile sheet"
        close_sheet(page, "pile")
        open_sheet(page, "score")
        rows = page.evaluate(SHEET_ROWS)
        assert len(rows) == 1 and rows[0][0] == "1" and rows[0][1] == words["kind"]
        assert rows[0][2].startswith(words["you"]) and rows[0][3] == page.inner_text(tid("score-you")).strip()
        assert audit(page, "#score-sheet") == [], "score sheet"
        close_sheet(page, "score")

        # Leaving asks first: Stay keeps the match on the table, Leave goes to the start screen.
        page.click("#app .tool.icon")
        page.wait_for_selector("#settings[open]")
        assert audit(page, "#settings") == [], "settings"
        page.click("#quit")
        page.wait_for_selector(tid("quit-confirm"))
        assert audit(page, "#settings") == [], "settings, asking before leaving"
        page.click(tid("quit-confirm-no"))
        assert page.evaluate("document.documentElement.dataset.screen") == "table"
        page.click("#quit")
        page.click(tid("quit-confirm-yes"))
        page.wait_for_selector("html[data-screen='start']")
        assert page.is_visible("#resume")
        assert not errors, errors
    finally:
        context.close()
    assert thrown and upcard


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pile_sheet_lists_every_discard_and_who_took_it(browser, site, lang):
    context, page, errors = open_page(browser, site, lang, clipboard=False)
    try:
        assert start_match(page, deal=CALM_DEAL) == "upcard"   # the CPU plays two turns without going out
        upcard = page.get_attribute(tid("discard-top"), "data-card")
        page.click(tid("take"))
        assert wait_settled(page) == "discard"
        assert audit(page) == [], "table, to discard"                     # a new card, a sunk one
        open_sheet(page, "pile")
        assert page.evaluate(PILE) == [[upcard, "", "0"]]                    # the upcard, taken by the person
        notes = page.inner_text("#pile-sheet li")
        assert ("taken by you" if lang == "en" else "あなたが取った") in notes
        assert ("upcard" if lang == "en" else "アップカード") in notes
        close_sheet(page, "pile")
        sunk = page.get_attribute(f"{tid('hand')} .card.sunk", "data-card")
        card = deadwood_after_discard(hand_cards(page), forbidden=sunk)[1][0]
        page.click(f"{tid('hand')} [data-card='{card}']")
        assert audit(page) == [], "table, a card lifted"
        page.click(f"{tid('hand')} [data-card='{card}']")                  # a plain discard, no knock
        assert wait_settled(page) == "draw"                                 # the CPU's first turn
        page.click(tid("stock"))
        assert wait_settled(page) == "discard"
        best = deadwood_after_discard(hand_cards(page))[1][0]
        page.click(f"{tid('hand')} [data-card='{best}']", click_count=2)
        assert wait_settled(page) == "draw"                                 # the CPU's second turn
        open_sheet(page, "pile")
        pile = page.evaluate(PILE)
        assert pile[0] == [upcard, "", "0"] and pile[1] == [card, "0", pile[1][2]]
        assert {by for _, by, _ in pile[1:]} == {"0", "1"}                  # both threw cards
        on_pile = [c for c, _, taken in pile if taken == ""]
        assert on_pile[-1] == page.get_attribute(tid("discard-top"), "data-card")
        assert audit(page, "#pile-sheet") == [], "pile sheet"
        close_sheet(page, "pile")
        assert not errors, errors
    finally:
        context.close()


def test_copy_without_the_clipboard_selects_the_code_and_says_so(browser, site):
    context, page, errors = open_page(browser, site, "en", clipboard=False)
    try:
        assert start_match(page, deal=KNOCK_DEAL) == "upcard"
        knock_with_best(page)
        assert wait_settled(page) == "round_over"
        code = page.inner_text(tid("deal-code")).strip()
        page.click(tid("copy-deal-code"))
        page.wait_for_function("() => document.querySelector('[data-testid=copy-status]').textContent !== ''")
        assert page.evaluate("getSelection().toString()") == code
        assert code in page.inner_text(tid("copy-status"))
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_match_end_shows_the_score_sheet(browser, site, lang):
    context, page, errors = open_page(browser, site, lang)
    try:
        assert start_match(page, deal=GIN_DEAL) == "upcard"
        knock_with_best(page)
        assert wait_settled(page) == "match_over"
        rows = page.evaluate(SHEET_ROWS)
        assert len(rows) == 1 and rows[0][1] == ("Gin" if lang == "en" else "ジン") and "87" in rows[0][2]
        assert audit(page) == [], "match end"
        assert not errors, errors
    finally:
        context.close()
