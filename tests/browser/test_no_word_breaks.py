"""No word broken in two at a phone's width (issue 57, point 6): at 360 px,
in Japanese and in English, the start screen's labels and every cell of Gin's
score sheet (during the match, with two-digit totals, and at the match's end)
break only between words, never inside one (ラウン/ド, ノッ/ク, あな/た, CP/U).

A line break is found by the rectangles of the text's characters: where a
character starts a new line, the characters on both sides of the break must
not both belong to a word (a space or punctuation may end a line).
KNOCK_DEAL and GIN_DEAL as in test_screens.py: the person knocks with 9 for a
two-digit total, or goes gin for 87 and wins the match to 50 at once. The
same holds for the labels of Gin's other screens: the table's top bar and
controls, the round result, the match's end and the statistics.
"""

import pytest

from test_gin_sheets import knock_with_best, open_sheet
from test_screens import GIN_DEAL, KNOCK_DEAL
from ui_helpers import game_page, start_match, tid, wait_settled

# The texts (of the elements `selector` finds, shown ones only) broken inside a word.
BROKEN = r"""(selector) => {
    const inWord = (ch) => Boolean(ch) && !/[\s、。・，,.:;!?！？()（）\[\]「」—–\-+×·]/.test(ch);
    const broken = [];
    for (const el of document.querySelectorAll(selector)) {
        if (!el.getClientRects().length) continue;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let prev = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement.closest(".sr")) continue;   // words only a screen reader says
            for (let i = 0; i < node.textContent.length; i += 1) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const box = range.getClientRects()[0];
                const ch = node.textContent[i];
                if (!box || !box.height) {   // a space that ends a line may have no box: still a break between words
                    if (prev) prev.ch = ch;
                    continue;
                }
                if (prev && box.top > prev.top + box.height / 2 && inWord(prev.ch) && inWord(ch)) {
                    broken.push(el.textContent.trim());
                }
                prev = { top: box.top, ch };
            }
        }
    }
    return [...new Set(broken)];
}"""
START_LABELS = ("#start-screen :is(.seg button, .choice h2, .code-box summary, .rule b, .rule-select b,"
                " [data-testid=start], #resume)")
SHEET_CELLS = "#score-sheet :is(th, td), #match-end .score-sheet :is(th, td)"
# Gin's other screens: the labels and cells of the table (top bar, controls, the piles' words), of the
# round result, of the match's end and of the statistics (their sentences may wrap; these may not).
TABLE_LABELS = (".topbar :is(.score .who, .score b, #target-text, .dw-label, .tool),"
                " #table :is(.actions button, .pile-tools button, .round, .took-label)")
RESULT_LABELS = ("#result :is(h2, h3 > span, .tag, .group .none, .points strong, .totals strong, .deal-code > span,"
                 " .totals-peek, button)")
MATCH_END_LABELS = ("#match-end :is(.match-end-kicker, h2, .final-score > *, summary, .sheet-head, h3 > span, .tag,"
                    " .deal-code > span, button)")
STATS_LABELS = "#stats :is(h2, h3 > span, figcaption, dt, dd, .pct, .key, button)"


# The choice buttons whose label takes more than one line (スタンダード 100点 beside クイック 50点).
WRAPPED = """() => [...document.querySelectorAll('#start-screen .seg button')].filter((b) => b.getClientRects().length)
    .filter((b) => { const r = document.createRange(); r.selectNodeContents(b);
        return new Set([...r.getClientRects()].filter((x) => x.width).map((x) => Math.round(x.top))).size > 1; })
    .map((b) => b.textContent)"""


def options(lang):
    return {"viewport": (360, 640), "locale": "ja-JP" if lang == "ja" else "en-US"}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_start_screen_labels_break_only_between_words(browser, site, lang):
    with game_page(browser, site, **options(lang)) as (_context, page, errors):
        assert page.evaluate(BROKEN, START_LABELS) == [], "Gin's start screen"
        assert page.evaluate(WRAPPED) == [], "Gin's choices, each on one line"
        page.evaluate("document.querySelectorAll('#start-screen details').forEach((d) => { d.open = true; })")
        assert page.evaluate(BROKEN, START_LABELS) == [], "Gin's start screen, house rules open"
        page.click(tid("game-five_thousand"))
        assert page.evaluate(BROKEN, START_LABELS) == [], "5000's start screen"
        assert not errors, errors


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_score_sheet_cells_break_only_between_words(browser, site, lang):
    with game_page(browser, site, **options(lang)) as (_context, page, errors):
        assert start_match(page, deal=KNOCK_DEAL) == "upcard"
        knock_with_best(page)
        assert wait_settled(page) == "round_over"
        page.click(tid("next-round"))
        wait_settled(page)
        open_sheet(page, "score")
        totals = page.eval_on_selector_all("#score-sheet tbody td.num", "els => els.map((e) => e.textContent)")
        assert any(len(t) >= 2 for t in totals), totals                     # a two-digit total
        assert page.evaluate(BROKEN, SHEET_CELLS) == [], "score sheet"
        assert not errors, errors

    with game_page(browser, site, **options(lang)) as (_context, page, errors):
        assert start_match(page, deal=GIN_DEAL) == "upcard"
        knock_with_best(page)
        assert wait_settled(page) == "match_over"
        assert page.evaluate(BROKEN, SHEET_CELLS) == [], "match end's score sheet"
        assert not errors, errors


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_gin_screens_break_only_between_words(browser, site, lang):
    """The round result and the table after it with a two-digit total, the match's
    end (87 points, its last round opened) and the statistics it leads to."""
    with game_page(browser, site, **options(lang)) as (_context, page, errors):
        assert start_match(page, deal=KNOCK_DEAL) == "upcard"
        knock_with_best(page)
        assert wait_settled(page) == "round_over"
        assert len(page.inner_text(tid("score-you"))) >= 2                     # a two-digit total
        assert page.evaluate(BROKEN, RESULT_LABELS) == [], "round result"
        page.click(tid("next-round"))
        wait_settled(page)
        assert page.evaluate(BROKEN, TABLE_LABELS) == [], "table"
        assert not errors, errors

    with game_page(browser, site, **options(lang)) as (_context, page, errors):
        assert start_match(page, deal=GIN_DEAL) == "upcard"
        knock_with_best(page)
        assert wait_settled(page) == "match_over"
        page.evaluate("document.querySelectorAll('#match-end details').forEach((d) => { d.open = true; })")
        assert page.evaluate(BROKEN, MATCH_END_LABELS) == [], "match end"
        page.click(tid("match-stats"))
        page.wait_for_selector("#stats[open]")
        assert page.evaluate(BROKEN, STATS_LABELS) == [], "statistics"
        assert not errors, errors
