"""Following 5000 Rummy's table (issue 53), measured on the screen (an element's box
inside every box that clips it and the viewport: ft_follow.ON_SCREEN) at 360x640
(Japanese), 390x844 (English, dark) and 1280x800, with fixed deals and a pinned
match seed, so every run plays the same:

- a card selected to lay off brings its first lit meld into view when it lies
  below the visible part of a full melds area, and a cue counts the lit melds
  beyond the edge and takes the player there (deal ft_follow_deals "far_layoff");
- the pile's top card is in sight at every draw, with Stop beside it too (the
  empty-stock deal, ft_deals "empty_stock"), and a cue counts the cards beyond
  the pile's left edge;
- a deal's result opens at its top (why the deal ended, the person's row) after
  the last one was scrolled down; each seat's laid cards are in it; the score
  sheet has one row per finished deal;
- what happened since the person's last turn is shown when their turn begins,
  one line per seat that acted; the whole log of the deal opens from the table,
  one element per line, newest last; Hurry hurries the CPUs;
- at 1280x800 a meld's cards are at least 64 px tall and an ordinary pile shows
  whole, without scrolling.
"""

import json

import pytest

from ft_deals import scenario_for
from ft_follow import ALL_ON_SCREEN, ON_SCREEN, on_screen, open_follow, play_to_result, play_turn, wait_on_screen
from ft_follow_deals import SEED, scenario_for as follow_scenario
from ft_ui import FT, draw_stock, only, start_ft, wait_ft
from polling import wait_until
from ui_helpers import tid

# The melds area overflows at 360x640 (in both languages); at 390x844 the deal's lit meld is in
# sight already.
FULL_MELDS = [pytest.param((360, 640), "ja-JP", "light", id="360x640-ja"),
              pytest.param((360, 640), "en-US", "dark", id="360x640-en-dark")]
PHONES = [pytest.param((360, 640), "ja-JP", "light", id="360x640-ja"),
          pytest.param((390, 844), "en-US", "dark", id="390x844-en-dark")]
EVERY = PHONES + [pytest.param((1280, 800), "en-US", "light", id="1280x800-en")]
MELD = f"{FT} [data-testid=meld][data-meld-id='%s']"


def far_layoff_turn(page):
    """Start deal "far_layoff" (8 players) and play to the draw of its lay-off turn: (details)."""
    code, details = follow_scenario("far_layoff")
    start_ft(page, players=8, target=1000, level="easy", deal=code)
    for _ in range(details["turn"] - 1):
        assert play_turn(page) == "draw"
    assert draw_stock(page) == "play"
    return details


@pytest.mark.parametrize("viewport,locale,scheme", FULL_MELDS)
def test_the_first_lit_layoff_target_comes_into_view_and_a_cue_leads_to_it(browser, site, viewport, locale, scheme):
    context, page, errors = open_follow(browser, site, viewport, locale, scheme, seed=SEED)
    try:
        details = far_layoff_turn(page)
        target = MELD % details["meld"]
        page.evaluate(f"document.querySelector('{FT} [data-testid=melds]').scrollTop = 0")
        assert not on_screen(page, target)["inside"], ("the precondition: the meld lies beyond the melds' visible part",
                                                      on_screen(page, target))
        only(page, details["card"])
        assert page.get_attribute(target, "class").split().count("target") == 1
        assert wait_on_screen(page, target)["inside"]            # it came into view by itself
        # Scrolled away again: the cue at the edge counts it, and a tap on it brings it back.
        page.evaluate(f"document.querySelector('{FT} [data-testid=melds]').scrollTop = 0")
        cue = f"{FT} {tid('lit-below')}"
        wait_until(page, f"() => ({ON_SCREEN})({cue!r}).inside")
        lit = page.evaluate(f"document.querySelectorAll('{FT} .ft-meld.target').length")
        assert any(str(n) in page.inner_text(cue) for n in range(1, lit + 1)), page.inner_text(cue)
        page.click(cue)
        assert wait_on_screen(page, target)["inside"]
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("viewport,locale,scheme", PHONES)
def test_the_pile_top_is_in_sight_at_every_draw_and_with_stop(browser, site, viewport, locale, scheme):
    code, details = scenario_for("empty_stock")
    context, page, errors = open_follow(browser, site, viewport, locale, scheme)
    try:
        phase = start_ft(page, players=4, target=1000, level="easy", deal=code)
        for turn in range(1, details["turn"] + 1):
            assert phase == "draw", (turn, phase)
            top = f"{FT} [data-testid=pile-card][data-depth='1']"
            assert on_screen(page, top)["inside"], (turn, on_screen(page, top))
            hidden = [b for b in page.evaluate(ALL_ON_SCREEN, f"{FT} [data-testid=pile-card]") if not b["inside"]]
            if hidden:   # cards beyond the left edge: the cue says how many, on the screen
                cue = f"{FT} {tid('pile-more-left')}"
                assert on_screen(page, cue)["inside"] and str(len(hidden)) in page.inner_text(cue), (turn, len(hidden))
            if turn == details["turn"]:
                assert page.is_visible(f"{FT} {tid('stop')}") and on_screen(page, f"{FT} {tid('stop')}")["inside"]
                break
            phase = play_turn(page)
        assert page.locator(f"{FT} [data-testid=pile-card]").count() >= 8   # the pile overflowed: the check meant something
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("viewport,locale,scheme", [PHONES[0], EVERY[2]])
def test_a_result_opens_at_its_top_and_the_score_sheet_keeps_every_deal(browser, site, viewport, locale, scheme):
    context, page, errors = open_follow(browser, site, viewport, locale, scheme, seed="ft53-results")
    try:
        start_ft(page, players=8, target=5000, level="easy")   # eight seats: the result scrolls on a phone
        assert play_to_result(page) == "deal_over"
        body = "#ft-result .result-body"
        page.evaluate(f"(() => {{ const b = document.querySelector('{body}'); b.scrollTop = b.scrollHeight; }})()")
        if viewport[0] < 900:
            assert page.evaluate(f"document.querySelector('{body}').scrollTop") > 50   # it scrolled: the check means something
        page.click(tid("next-deal"))
        assert play_to_result(page) == "deal_over"
        assert page.evaluate(f"document.querySelector('{body}').scrollTop") == 0
        for sel in ("#ft-result .headline", "#ft-result tr.me th", f"#ft-result {tid('next-deal')}"):
            assert on_screen(page, sel)["inside"], (sel, on_screen(page, sel))
        for seat in range(8):   # what each seat melded and laid off, with its points
            assert page.locator(f"#ft-result {tid(f'result-laid-{seat}')}").count() == 1
        page.click(tid("next-deal"))
        wait_ft(page)
        page.click(tid("open-score-sheet"))
        sheet = tid("score-sheet-table")
        page.wait_for_selector(f"#ft-score-sheet[open] {sheet}")
        assert page.locator(f"{sheet} tbody tr").count() == 2
        assert page.locator(f"{sheet} tbody tr >> nth=1 >> td").count() == 8
        totals = page.eval_on_selector_all(f"{sheet} tbody tr:last-child .ft-sheet-total", "els => els.map(e => e.textContent)")
        chips = [page.inner_text(tid(f"score-{seat}")) for seat in range(8)]
        assert [t.replace("\u2212", "-") for t in totals] == [c.replace("\u2212", "-") for c in chips], (totals, chips)
        assert all(b["inside"] for b in page.evaluate(ALL_ON_SCREEN, f"{sheet} tbody tr"))
        page.keyboard.press("Escape")
        page.wait_for_selector("#ft-score-sheet", state="hidden")
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("viewport,locale,scheme", EVERY)
def test_since_last_turn_the_log_and_hurry(browser, site, viewport, locale, scheme):
    code, _ = follow_scenario("far_layoff")
    context, page, errors = open_follow(browser, site, viewport, locale, scheme, seed=SEED)
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=code)
        since = tid("since-last")
        for turn in range(2):
            if turn == 0 and page.is_visible(tid("first-dealer")):
                page.click(tid("first-dealer-ok"))   # the first dealer's draw stays to the person's first turn (53.10): then the summary
            page.wait_for_selector(since)
            rows = page.eval_on_selector_all(f"{since} li", "els => els.map(e => [e.dataset.seat, e.textContent])")
            assert rows and len({s for s, _ in rows}) == len(rows), rows
            boxes = page.evaluate(ALL_ON_SCREEN, f"{since} li")
            if not all(b["inside"] for b in boxes):
                page.screenshot(path="/tmp/ft53/since-fail.png")
            assert all(b["inside"] for b in boxes), ("every line in sight", rows, boxes)
            assert on_screen(page, f"{FT} [data-testid=pile-card][data-depth='1']")["inside"]
            page.click(tid("open-log"))
            log = f"#ft-log-sheet[open] {tid('log')}"
            page.wait_for_selector(log)
            lines = page.eval_on_selector_all(f"{log} > li", "els => els.map(e => e.textContent)")
            assert len(lines) > len(rows), lines
            assert ("ディール" if locale.startswith("ja") else "Deal") in lines[0]
            assert on_screen(page, f"{log} > li:last-child")["inside"]        # the newest line in sight
            page.keyboard.press("Escape")
            page.wait_for_selector("#ft-log-sheet", state="hidden")
            draw_stock(page)
            assert not page.is_visible(since)                                    # gone once the person plays
            page.click(f"{FT} [data-testid=hand] .ft-card.fresh")
            page.click(f"{FT} {tid('discard-btn')}")
            if turn == 0:   # the CPUs play: Hurry is offered, and taken
                hurry = f"{FT} {tid('hurry')}"
                page.wait_for_selector(hurry, timeout=5000)
                page.click(hurry)
                wait_until(page, f"() => {{ const b = document.querySelector({json.dumps(hurry)});"
                           " return !b || b.hidden || b.getAttribute('aria-pressed') === 'true'; }")
            if wait_ft(page) != "draw":
                break   # a CPU went out: the first turn said it all
        assert not errors, errors
    finally:
        context.close()


def test_the_wide_table_shows_big_melds_and_the_whole_pile(browser, site):
    code, details = scenario_for("empty_stock")
    context, page, errors = open_follow(browser, site, (1280, 800))
    try:
        phase = start_ft(page, players=4, target=1000, level="easy", deal=code)
        for _ in range(details["turn"] - 1):
            phase = play_turn(page)
        assert phase == "draw" and page.is_visible(f"{FT} {tid('stop')}")
        if page.is_visible(tid("since-last")):   # the summary stands in the melds' place until OK
            page.click(tid("since-last-close"))
        heights = page.eval_on_selector_all(f"{FT} [data-testid=meld] .ft-mini", "els => els.map(e => e.getBoundingClientRect().height)")
        assert heights and min(heights) >= 64, heights
        cards = page.evaluate(ALL_ON_SCREEN, f"{FT} [data-testid=pile-card]")
        assert len(cards) >= 8 and all(b["inside"] for b in cards), (len(cards), [b for b in cards if not b["inside"]][:3])
        # An ordinary deal's pile (20 cards) would show whole too: 20 cards at the same spacing fit the pile's room.
        (left, _, right, _), clip = cards[0]["rect"], cards[0]["clip"]
        step = cards[1]["rect"][0] - left
        assert (right - left) + 19 * step <= clip[2] - clip[0], (right - left, step, clip)
        assert not errors, errors
    finally:
        context.close()
