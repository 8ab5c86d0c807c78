"""5000 Rummy's screens in Japanese leave no English: every text shown and
every name read to a screen reader (aria-label, title), on the start
screen, the table (first dealer's draw, a seat's details, a selection, the
rummy prompt, a refusal), the deep draw's confirmation, the wild card's
chooser, the deal's result, statistics, help and settings.

Allowed: "CPU" (the seats' names, as Japanese games write them), language
names ("English" on the language switch), the names printed on keys (Enter,
Esc, Tab), card indices (single letters) and deal codes.
"""

import re

from ft_deals import scenario_for
from ft_ui import FT, draw_stock, discard, fresh_card, meld, open_ft, select, start_ft, to_start, wait_ft
from ui_helpers import tid

ALLOWED = {"CPU", "English", "Enter", "Esc", "Tab"}   # and the keys' names, as printed on the keys
TEXTS = """() => {
    const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    const out = [document.body.innerText];
    for (const e of document.querySelectorAll('[aria-label], [title]')) {
        if (!shown(e)) continue;
        out.push(e.getAttribute('aria-label') || '', e.getAttribute('title') || '');
    }
    for (const e of document.querySelectorAll('[data-testid=deal-code]')) out.push('~' + e.textContent);
    return out.join('\\n');
}"""


def english_left(page, where):
    text = page.evaluate(TEXTS)
    codes = set(re.findall(r"~(\w+)", text))
    words = {w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in ALLOWED and not any(w in c for c in codes)}
    assert not words, f"{where}: English left: {sorted(words)}"




def test_japanese_screens_have_no_english_left(browser, site):
    context, page, errors = open_ft(browser, site, viewport=(360, 640), locale="ja-JP")
    try:
        page.click(tid("game-five_thousand"))
        english_left(page, "start screen")

        code, details = scenario_for("rummy_prompt")
        start_ft(page, players=3, target=1000, level="easy", deal=code)
        assert page.is_visible(tid("first-dealer"))
        english_left(page, "first dealer's draw")
        page.click("#ft-seats [data-testid=seat-1] .ft-chip")
        english_left(page, "a seat's details")
        page.click("#ft-seats [data-testid=seat-1] .ft-chip")
        draw_stock(page)
        select(page, details["meld"])
        page.wait_for_selector(f"{FT} [data-testid=meld-btn][data-answer=ok]")
        english_left(page, "a selection")
        page.keyboard.press("Escape")
        meld(page, details["meld"])
        discard(page, details["discard"])
        assert wait_ft(page) == "rummy"
        english_left(page, "the rummy prompt")

        to_start(page)
        code, details = scenario_for("wild_chooser")
        start_ft(page, players=3, deal=code)
        draw_stock(page)
        select(page, details["cards"])
        page.click(tid("meld-btn"))
        page.wait_for_selector("#ft-choice[open]")
        english_left(page, "the wild card's chooser")
        page.keyboard.press("Escape")

        to_start(page)
        code, details = scenario_for("deep_draw")
        start_ft(page, players=3, deal=code)
        draw_stock(page)
        discard(page, fresh_card(page))
        page.click(f"{FT} [data-testid=pile-card][data-depth='{details['count']}']")
        page.wait_for_selector("#ft-deep[open]")
        english_left(page, "the deep draw's confirmation")
        page.keyboard.press("Escape")

        to_start(page)
        code, details = scenario_for("going_out_refused")
        start_ft(page, players=3, deal=code)
        draw_stock(page)
        for cards in details["melds"]:
            meld(page, cards)
        discard(page, details["last"])
        page.wait_for_selector(f"{FT} [data-testid=ft-message]:not([hidden])")
        english_left(page, "a refused discard")

        to_start(page)
        code, details = scenario_for("empty_stock")
        phase = start_ft(page, players=4, deal=code)
        for _ in range(1, details["turn"]):
            draw_stock(page)
            phase = discard(page, fresh_card(page))
        page.click(f"{FT} {tid('stop')}")
        assert wait_ft(page) in ("deal_over", "match_over")
        english_left(page, "the deal's result")
        page.click(tid("next-deal"))
        wait_ft(page)

        to_start(page)
        for dialog in ("stats", "help", "settings"):
            page.click(f"[data-open={dialog}] >> nth=0")
            page.wait_for_selector(f"#{dialog}[open]")
            english_left(page, dialog)
            page.click(f"#{dialog} [data-close] >> nth=-1")
        assert not errors, errors
    finally:
        context.close()
