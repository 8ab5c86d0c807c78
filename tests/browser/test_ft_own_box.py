"""The person's own box under 5000 Rummy's table at 360x640 (issue 53, point 9), in
Japanese and English: their name, total and melded points, the sort button, Meld and
Discard, in the states where the labels are longest (Meld naming what it found with a
count; Discard naming a card; the widest total, "−1480", and three-digit melded points,
shown through pages.shown_seats). Every label is whole (not cut: scrollWidth within
clientWidth) and on one line or broken only between words (test_no_word_breaks.BROKEN);
the total never runs under the sort button. The sort button says that it sorts.
Deal ft_deals "meld_and_layoff" (8 players): the person draws, selects a meld, then one card.
"""

import pytest

from ft_deals import scenario_for
from ft_ui import FT, clear_selection, draw_stock, hand, meld_answer, open_ft, select, start_ft
from pages import shown_seats
from test_no_word_breaks import BROKEN
from ui_helpers import tid

OWN_BOX = f"{FT} .ft-actions :is(button, .ft-me > :not(.sr))"

# Each shown part of the own box: its text, cut (more text than room)?, and its lines (line boxes of its text).
PARTS = """(sel) => [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length).map((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    const visible = [...e.childNodes].filter((n) => !(n.nodeType === 1 && n.classList.contains('sr')));
    const tops = new Set();
    for (const n of visible) {
        const r = document.createRange();
        r.selectNodeContents(n);
        for (const box of r.getClientRects()) if (box.width > 0.5) tops.add(Math.round(box.top));
    }
    return { text: e.textContent, cut: e.scrollWidth > e.clientWidth + 0.5, lines: tops.size, width: e.clientWidth };
})"""

# The total's box against the sort button's and the own box's: [total right, box right, sort left].
TOTAL_ROOM = f"""() => {{
    const total = document.querySelector('{FT} [data-testid=score-0]').getBoundingClientRect();
    const me = document.querySelector('{FT} #ft-me').getBoundingClientRect();
    const sort = document.querySelector('{FT} [data-testid=sort]').getBoundingClientRect();
    return [total.right, me.right, sort.left];
}}"""


def check_own_box(page, state):
    parts = page.evaluate(PARTS, OWN_BOX)
    assert parts, state
    assert not [p for p in parts if p["cut"]], (state, "cut", parts)
    assert page.evaluate(BROKEN, OWN_BOX) == [], (state, "broken inside a word", parts)
    assert all(p["lines"] <= 3 for p in parts), (state, "a label in a tower of lines", parts)
    total_right, me_right, sort_left = page.evaluate(TOTAL_ROOM)
    assert total_right <= me_right + 0.5 and me_right <= sort_left + 0.5, (state, "the total under the sort button",
                                                                        total_right, me_right, sort_left)


@pytest.mark.parametrize("locale", ["ja-JP", "en-US"])
def test_the_own_box_labels_stay_whole_at_360(browser, site, locale):
    code, details = scenario_for("meld_and_layoff")
    widest = shown_seats(score=[-1480], melded_points=[345])
    context, page, errors = open_ft(browser, site, viewport=(360, 640), locale=locale, init=widest)
    try:
        assert start_ft(page, players=8, target=1000, level="easy", deal=code) == "draw"
        sort = page.inner_text(f"{FT} {tid('sort')}")
        assert ("並べ替え" if locale == "ja-JP" else "Sort") in sort, sort       # it says that it sorts
        check_own_box(page, "draw")
        assert draw_stock(page) == "play"
        select(page, details["meld"])
        assert meld_answer(page) == "ok"
        meld_label = page.inner_text(f"{FT} {tid('meld-btn')}")
        assert "3" in meld_label, meld_label                                     # Meld with a count
        check_own_box(page, "meld")
        clear_selection(page)
        held = hand(page)
        card = next((c for c in held if c[0] == "T"), held[0])                  # a ten names the longest card
        select(page, [card])
        discard_label = page.inner_text(f"{FT} {tid('discard-btn')}")
        assert discard_label.strip() not in ("Discard", "捨てる"), discard_label   # Discard names the card
        check_own_box(page, f"discard {card}: {discard_label}")
        page.click(f"{FT} {tid('sort')}")                                        # the other order's label
        check_own_box(page, "sorted by rank")
        assert not errors, errors
    finally:
        context.close()
