"""Small things of 5000 Rummy's table that must read right (issue 53, point 12 and two gaps):

- one minus sign (the hyphen-minus, "-") for negative totals on the chips and the person's box, as in
  the result and the score sheet (a chip read "-10" where the tables read "−10");
- the person's lay-offs on another seat's meld carry a mark big enough to read on a
  phone ("自" at 9 px read as "目");
- the move log's first line names the dealer's face-up card (as the deal's own line does);
- a deal that ends before the person's first turn says so, in its result and its log;
- the score sheet after a reload holds the deals before it (the view's "score_sheet").

Deals: ft_follow_deals "far_layoff" (8 players, pinned seed: the person lays off on a
CPU's meld at the second turn) and EARLY_OUT below (6 players, ft_deals.PAGE_SEED pinned:
CPU 5 goes out before the person's first turn).
"""

import pytest

from ft_follow import open_follow, play_turn
from ft_follow_deals import SEED, scenario_for as follow_scenario
from ft_ui import FT, draw_stock, lay_off, open_ft, start_ft, wait_ft
from pages import RECORD_WORKER_MESSAGES, shown_seats
from polling import wait_until
from test_ft_resume import SAVED
from ui_helpers import TIMEOUT, tid

EARLY_OUT = "YK33AWPM8P"   # 6 players, seed ft_deals.PAGE_SEED: CPU 5 goes out before the person plays
SCORES = f"{FT} [data-testid^=score-], #ft-me [data-testid^=score-]"


def early_out_result(page, locale):
    """Start EARLY_OUT: the deal's result shows before the person's first turn."""
    assert start_ft(page, players=6, target=1000, level="easy", deal=EARLY_OUT) == "deal_over"
    assert page.locator("#ft-result[open]").count() == 1


@pytest.mark.parametrize("locale", ["ja-JP", "en-US"])
def test_one_minus_sign_and_the_log_head_names_the_face_up_card(browser, site, locale):
    totals = [-10, -1480, 4985, -5, 0, 12, -250, 3]
    context, page, errors = open_ft(browser, site, viewport=(360, 640), locale=locale,
                                    init=shown_seats(score=totals))
    try:
        code, _ = follow_scenario("far_layoff")
        start_ft(page, players=8, target=1000, level="easy", deal=code)
        shown = page.eval_on_selector_all(SCORES, "els => els.map((e) => [e.dataset.testid, e.textContent])")
        assert dict(shown)["score-0"] == "-10" and dict(shown)["score-1"] == "-1480", shown
        assert not [s for s in shown if "\u2212" in s[1]], shown                  # no U+2212 anywhere
        # The log's first line: who deals, and the face-up card that makes the wild rank.
        dealer = page.get_attribute("[data-testid^=seat-][data-dealer=true]", "data-testid")
        page.click(tid("open-log"))
        first = page.inner_text(f"#ft-log-sheet[open] {tid('log')} > li:first-child")
        assert ("表向き" if locale == "ja-JP" else "face-up") in first, first
        face_up = page.get_attribute(f"[data-testid={dealer}] .ft-chip-faceup", "data-card")
        if locale == "en-US":
            rank = {"T": "10", "J": "jack", "Q": "queen", "K": "king", "A": "ace"}.get(face_up[0], face_up[0])
            suit = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}[face_up[1]]
            assert rank in first and suit in first, (first, face_up)
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("locale", ["ja-JP", "en-US"])
def test_the_persons_layoff_mark_is_legible_on_a_phone(browser, site, locale):
    code, details = follow_scenario("far_layoff")
    context, page, errors = open_follow(browser, site, (360, 640), locale, "light", seed=SEED)
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=code)
        for _ in range(details["turn"] - 1):
            assert play_turn(page) == "draw"
        assert draw_stock(page) == "play"
        lay_off(page, details["card"], details["meld"])
        mark = f"{FT} [data-testid=meld][data-meld-id='{details['meld']}'] [data-by='0'] .ft-by"
        page.wait_for_selector(mark)
        size = page.eval_on_selector(mark, "e => parseFloat(getComputedStyle(e).fontSize)")
        text = page.inner_text(mark)
        assert size >= 11, (text, size)
        assert text == ("自" if locale == "ja-JP" else "Y"), text
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("locale", ["ja-JP", "en-US"])
def test_a_deal_over_before_the_first_turn_says_so_and_the_sheet_survives_a_reload(browser, site, locale):
    context, page, errors = open_ft(browser, site, viewport=(360, 640), locale=locale, init=RECORD_WORKER_MESSAGES)
    try:
        early_out_result(page, locale)
        said = "最初の番が来る前" if locale == "ja-JP" else "before your first turn"
        assert said in page.inner_text(f"#ft-result {tid('ended-before-you')}")
        assert said in page.inner_text("#ft-log")                                 # the log says it too
        totals = [page.inner_text(f"#ft-result {tid(f'result-total-{seat}')}") for seat in range(6)]
        page.click(tid("next-deal"))
        wait_ft(page)
        wait_until(page, SAVED, timeout=TIMEOUT)
        page.reload()
        page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        wait_ft(page)
        page.click(tid("open-score-sheet"))
        sheet = f"#ft-score-sheet[open] {tid('score-sheet-table')}"
        page.wait_for_selector(sheet)
        rows = page.eval_on_selector_all(f"{sheet} tbody tr", "els => els.map((e) => e.dataset.deal)")
        assert rows == ["1"], rows                                                # the deal before the reload
        shown = page.eval_on_selector_all(f"{sheet} tbody tr .ft-sheet-total", "els => els.map((e) => e.textContent)")
        assert shown == totals, (shown, totals)
        assert not errors, errors
    finally:
        context.close()


OWN_LAYOFF = "PRX46XD1EM"   # 8 players, seed ft_deals.PAGE_SEED: CPU 5 lays off on its own set before the person plays


@pytest.mark.parametrize("locale", ["ja-JP", "en-US"])
def test_a_layoff_on_the_seats_own_meld_says_its_own(browser, site, locale):
    context, page, errors = open_ft(browser, site, viewport=(1280, 800), locale=locale)
    try:
        assert start_ft(page, players=8, target=1000, level="easy", deal=OWN_LAYOFF) == "draw"
        page.click(tid("open-log"))
        lines = page.eval_on_selector_all(f"#ft-log-sheet[open] {tid('log')} > li", "els => els.map((e) => e.textContent)")
        cpu5 = [line for line in lines if line.startswith("CPU 5") and ("レイオフ" in line or "laid off" in line)]
        assert cpu5, lines                                                        # the precondition: CPU 5 laid off
        own = "自分の" if locale == "ja-JP" else "its own"
        assert all(own in line and "CPU 5's" not in line and "CPU 5の" not in line for line in cpu5), cpu5
        assert not errors, errors
    finally:
        context.close()
