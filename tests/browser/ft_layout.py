"""Layout checks of the 5000 Rummy table, shared by the tests of small and short
screens (test_ft_phone.py, test_ft_short_screens.py): the controls the person
may use (inside the screen, 44 px, holding their words), the page not
scrolling, the table's parts apart from each other and inside it, and a
row of the hand in sight (check_table); and the hand in sight while the
person is asked to call rummy.
"""

from ft_deals import scenario_for
from ft_ui import FT, discard, draw_stock, meld, open_ft, start_ft
from screen_checks import NO_SCROLL

# Every visible control the person may use now: inside the screen, at least 44 px both ways, and
# (a button of words) holding its words.
CONTROLS = """() => {
    const worded = ['#ft-table [data-testid=meld-btn]', '#ft-table [data-testid=discard-btn]', '#ft-table [data-testid=sort]',
                    '#ft-table [data-testid=stop]', '#ft-table [data-testid=rummy]', '#ft-table [data-testid=pass]'];
    const sel = ['#ft-table [data-testid=stock]', '#ft-table [data-testid=pile-card]', '#ft-table .ft-card',
                 '#ft-table .ft-chip', '#ft-table [data-testid=meld].target', '.tool', ...worded];
    const out = [];
    for (const s of sel) for (const e of document.querySelectorAll(s)) {
        const r = e.getBoundingClientRect();
        if (!r.width || e.closest('[hidden]')) continue;
        const clipped = e.closest('.ft-pile, .ft-hand, .ft-melds');   // lists that scroll on their own
        const inside = clipped ? true : r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
        const spills = worded.includes(s) && e.scrollWidth > e.clientWidth + 1;   // its words run out (under its neighbour)
        out.push({ s, card: e.dataset.card || e.dataset.testid || '', w: r.width, h: r.height, inside, spills });
    }
    return out;
}"""


def check_screen(page):
    assert page.evaluate(NO_SCROLL), "the page scrolls"
    for box in page.evaluate(CONTROLS):
        assert box["inside"] and not box["spills"], box
        assert box["w"] >= 44 - 0.5 and box["h"] >= 44 - 0.5, box


# The table's parts that are shown: [name, overlaps another?, inside the table?]. (The seats' columns
# are boxes of their own only on a wide screen, around the table.)
APART = """() => {
    const names = ['#ft-seats', '#ft-seats .ft-left', '#ft-seats .ft-top', '#ft-seats .ft-right', '#ft-table .ft-melds',
                   '#ft-first', '#ft-table .ft-pilerow', '#ft-table .ft-status', '#ft-rummy', '#ft-table .ft-actions',
                   '#ft-table [data-testid=hand]', '#ft-log'];
    const table = document.querySelector('#ft-table').getBoundingClientRect();
    // (a part only read out, 1 px, is not shown)
    const shown = names.map((n) => [n, document.querySelector(n).getBoundingClientRect()]).filter(([, r]) => r.width > 1 && r.height > 1);
    const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    return shown.map(([n, r]) => [n, shown.some(([m, q]) => m !== n && meet(r, q)),
        r.left >= table.left - 0.5 && r.right <= table.right + 0.5 && r.top >= table.top - 0.5 && r.bottom <= table.bottom + 0.5]);
}"""

# [the height the hand shows inside its padding, a card's height (0 with no card in hand)]: a
# whole row of the hand is in sight when the first is at least the second.
HAND_ROW = f"""() => {{
    const hand = document.querySelector('{FT} [data-testid=hand]'), style = getComputedStyle(hand);
    const card = hand.querySelector('.ft-card');
    return [hand.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
            card ? card.getBoundingClientRect().height : 0];
}}"""


def parts_apart(page, at_least=0):
    """The table's shown parts (APART), asserted to be at least `at_least`, none on another and
    all inside the table."""
    parts = page.evaluate(APART)
    assert len(parts) >= at_least and all(not over and inside for _, over, inside in parts), parts
    return parts


def check_table(page):
    """check_screen, every part of the table shown apart and inside it, and a row of the hand in sight."""
    check_screen(page)
    parts_apart(page, at_least=6)
    shown, card = page.evaluate(HAND_ROW)
    assert shown >= card, (shown, card)


def hand_in_sight_when_asked_to_call_rummy(browser, site, viewport):
    """On a touch screen of `viewport`, play the fixed deal "rummy_prompt" (3 players) to the
    person's rummy call: the screen passes check_screen, every part is apart (the prompt among
    them), the hand shows a whole card's height, and the log's line is still there to be read out."""
    code, details = scenario_for("rummy_prompt")
    context, page, errors = open_ft(browser, site, viewport=viewport, has_touch=True, is_mobile=True)
    try:
        start_ft(page, players=3, target=1000, level="easy", deal=code)
        draw_stock(page)
        meld(page, details["meld"])
        assert discard(page, details["discard"]) == "rummy"
        check_screen(page)
        parts = parts_apart(page)
        assert "#ft-rummy" in [n for n, _, _ in parts], parts
        shown, card = page.evaluate(HAND_ROW)
        assert card and shown >= card, (shown, card)
        assert "discarded" in page.inner_text("#ft-log") and page.get_attribute("#ft-log", "aria-live") == "polite"
        assert not errors, errors
    finally:
        context.close()
