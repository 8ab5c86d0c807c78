"""Gin's table at every size (issue 57, points 7, 9 and 10), measured on the screen.

- A tablet held upright (768x1024): the hand's cards are full size, no smaller
  than the stock's, in two rows that do not overlap (not 11 squeezed into one
  with about 300 px of empty felt round the piles), and the top bar's scores
  read beside the deadwood box.
- A desktop (1280x800): the hand's cards are no smaller than the piles', and
  the round result's cards are big enough to read (not 48 px thumbnails).
- A phone held upright (360x640, Japanese): the round's first line in the log
  shows whole (it ended in "…").

Deal BJ7NVCKJZS with the match seed pinned (test_gin_layoff_order.py): the
person passes the upcard and draws 8♥ from the stock; the CPU knocks later.
"""

from pages import pinned_seed
from test_gin_layoff_order import DEAL, play_to_the_knock
from ui_helpers import QUICK, game_page, start_match, tid, wait_settled

BOX = "(el) => { const r = el.getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, h: r.height}; }"
# The hand's cards (no card movement: QUICK): their width, their rows (hand_layout.js's),
# and how far any card covers the next one in its row.
HAND = """() => {
    const cards = [...document.querySelectorAll('[data-testid=hand] .card')];
    const boxes = cards.map((e) => e.getBoundingClientRect());
    let covered = 0;
    for (let i = 1; i < cards.length; i += 1)
        if (cards[i].dataset.row === cards[i - 1].dataset.row) covered = Math.max(covered, boxes[i - 1].right - boxes[i].left);
    return {width: boxes[0].width, rows: new Set(cards.map((e) => e.dataset.row)).size, covered};
}"""


def to_discard(page):
    assert start_match(page, target=50, level="easy", deal=DEAL) == "upcard"
    page.click(tid("pass"))
    assert wait_settled(page) == "draw"
    page.click(tid("stock"))
    assert wait_settled(page) == "discard"


def box(page, selector):
    return page.locator(selector).first.evaluate(BOX)


def test_a_tablet_held_upright_shows_whole_cards_and_a_balanced_table(browser, site):
    with game_page(browser, site, viewport=(768, 1024), init=pinned_seed(57) + QUICK) as (_context, page, errors):
        to_discard(page)
        hand = page.evaluate(HAND)
        stock = box(page, tid("stock"))
        assert hand["width"] >= stock["w"] >= 100, (hand, stock)             # full-size cards, the piles no bigger
        assert hand["rows"] == 2 and hand["covered"] <= 0, hand              # whole cards, none over another
        # The felt above and below the piles: no band of ~300 px left empty.
        above = stock["y"] - (box(page, ".opponent")["y"] + box(page, ".opponent")["h"])
        below = box(page, "#round-text")["y"] - (stock["y"] + stock["h"])
        assert max(above, below) < 160, (above, below)
        # The scores read beside the deadwood box (they were 23 px beside its 49).
        assert box(page, tid("score-you"))["h"] >= 28
        assert not errors, errors


def test_a_desktop_shows_hand_and_result_cards_that_read(browser, site):
    with game_page(browser, site, viewport=(1280, 800), init=pinned_seed(57) + QUICK) as (_context, page, errors):
        to_discard(page)
        assert page.evaluate(HAND)["width"] >= box(page, tid("stock"))["w"]
        assert page.evaluate(HAND)["covered"] <= 0
        assert not errors, errors
    with game_page(browser, site, viewport=(1280, 800), init=pinned_seed(57) + QUICK) as (_context, page, errors):
        play_to_the_knock(page)
        heights = page.eval_on_selector_all("#result .mini", "els => els.map((e) => e.getBoundingClientRect().height)")
        assert len(heights) == 20 and min(heights) >= 70, heights
        assert not errors, errors


def test_the_rounds_first_log_line_shows_whole_on_a_phone_in_japanese(browser, site):
    with game_page(browser, site, viewport=(360, 640), locale="ja-JP", init=pinned_seed(57) + QUICK) as (_context, page, errors):
        assert start_match(page, target=50, level="easy", deal=DEAL) == "upcard"
        line = page.locator("#log p").last
        assert line.inner_text().startswith("第1ラウンド開始") and line.inner_text().endswith("スペードの7。")
        assert line.evaluate("(p) => p.scrollWidth <= p.clientWidth && p.scrollHeight <= p.clientHeight + 1")
        log = box(page, "#log")
        shown = line.evaluate(BOX)
        assert shown["y"] >= log["y"] - 0.5 and shown["y"] + shown["h"] <= log["y"] + log["h"] + 0.5   # not clipped
        assert not errors, errors
