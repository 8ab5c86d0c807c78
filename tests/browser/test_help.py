"""The rules and help of both games, in both languages (issue 57, point 11):
a contents list at the top names every section of the help text and jumps
to it (the heading brought into the visible part of the help's scroller and
focused), a way back to the contents at each section's foot, and small card
pictures where the text shows melds, each named by its cards. At 360x640,
the phone the issue was seen on; also with reduced motion (the jump is
instant) and the axe audit."""

import json
import re
from pathlib import Path

import pytest

from axe_audit import audit
from polling import wait_until
from screen_checks import OVERFLOW, SMALL_TARGETS
from ui_helpers import game_page, tid

ROOT = Path(__file__).resolve().parents[2]
HELP_TEXT = {"gin": ROOT / "js/gin/help_text.js", "five_thousand": ROOT / "js/five_thousand/help_text.js"}
LOCALE = {"en": "en-US", "ja": "ja-JP"}
CONTENTS = {"en": "Contents", "ja": "目次"}

# The pictures the help must show, per section (1 = the first): the cards of each,
# in order, the same in both languages. The text beside them names these melds.
PICTURES = {
    "gin": {
        1: ["7H 8H 9H", "KS KH KD", "AC 2C 3C", "QD KD AD", "KC 9D 2S"],   # a run, a set, ace low, deadwood
        3: ["6C 7C 8C 9C TC"],                                               # a lay-off at both ends
        5: ["7S 7H 8H"],                                                     # a card that grows two ways
    },
    "five_thousand": {
        1: ["AS", "KD", "7C"],                                               # card points
        3: ["9S 9H 9C", "4D 5D 6D", "AC 2C 3C", "QH KH AH", "KS AS 2S",    # melds, ace low and high
            "7H 5S 9H", "KH 5C 5D",                                          # wild cards
            "9H TH JH QH"],                                                  # a lay-off
    },
}

SUIT = {"en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
        "ja": {"S": "スペード", "H": "ハート", "D": "ダイヤ", "C": "クラブ"}}
RANK = {"en": {"A": "ace", "T": "10", "J": "jack", "Q": "queen", "K": "king"},
        "ja": {"A": "エース", "T": "10", "J": "ジャック", "Q": "クイーン", "K": "キング"}}


def card_name(code, lang):
    rank = RANK[lang].get(code[0], code[0])
    return f"{SUIT['ja'][code[1]]}の{rank}" if lang == "ja" else f"{rank} of {SUIT['en'][code[1]]}"


def section_headings(game, lang):
    """The section headings of a game's help text, as its source file writes them."""
    source = HELP_TEXT[game].read_text(encoding="utf-8")
    block = source[source.index(f"  {lang}: ["):]
    if lang == "en":
        block = block[:block.index("  ja: [")]
    return re.findall(r'^    \["([^"]+)", \[$', block, flags=re.M)


# The heading `id`: wholly inside the visible part of its scrolling ancestor and of the
# screen, the dialog itself not scrolled, and focused.
IN_SCROLLER_AND_FOCUSED = """(() => {
    const el = document.getElementById(ID);
    let box = el.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowY)) box = box.parentElement;
    if (!box || box.id !== 'help-body') return false;
    const r = el.getBoundingClientRect(), s = box.getBoundingClientRect();
    const shown = r.top >= s.top - 0.5 && r.bottom <= s.bottom + 0.5 && r.top >= -0.5 && r.bottom <= innerHeight + 0.5;
    return shown && document.activeElement === el && document.querySelector('#help').scrollTop === 0;
})()"""


def in_scroller_and_focused(element_id):
    return IN_SCROLLER_AND_FOCUSED.replace("ID", json.dumps(element_id))


def open_help(page, game):
    page.click(tid(f"game-{game}"))
    page.wait_for_selector(f"html[data-game='{game}']")
    page.click("#start-screen [data-open=help]")
    page.wait_for_selector("#help[open] #help-body .help-section")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", ["gin", "five_thousand"])
def test_the_contents_jump_to_every_section_and_back(browser, site, game, lang):
    headings = section_headings(game, lang)
    assert len(headings) >= 7, headings
    with game_page(browser, site, viewport=(360, 640), locale=LOCALE[lang]) as (_, page, errors):
        open_help(page, game)
        nav = page.get_by_role("navigation", name=CONTENTS[lang])
        assert nav.count() == 1
        links = page.locator("#help-body .help-toc a")
        assert [t.strip() for t in links.all_inner_texts()] == headings
        assert [t.strip() for t in page.locator("#help-body .help-section > h3").all_inner_texts()] == headings
        assert page.evaluate(OVERFLOW, []) == [] and page.evaluate(SMALL_TARGETS) == []

        ids = links.evaluate_all("links => links.map((a) => a.getAttribute('href').slice(1))")
        for n, target in enumerate(ids):
            link = links.nth(n)
            if n == len(ids) - 1:      # the keyboard's way: the last entry by Enter
                link.focus()
                page.keyboard.press("Enter")
            else:
                link.click()
            wait_until(page, in_scroller_and_focused(target))
            assert page.evaluate("location.hash") == ""
            # Back to the contents from that section's foot.
            page.click(f"#{target} ~ .help-back a")
            wait_until(page, in_scroller_and_focused("help-contents"))
        assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game", ["gin", "five_thousand"])
def test_card_pictures_show_the_melds_the_text_names(browser, site, game, lang):
    with game_page(browser, site, viewport=(360, 640), locale=LOCALE[lang]) as (_, page, errors):
        open_help(page, game)
        shown = page.eval_on_selector_all("#help-body .help-section", """sections => sections.map((s) =>
            [...s.querySelectorAll('.help-meld')].map((m) => ({
                role: m.getAttribute('role'), name: m.getAttribute('aria-label'),
                cards: [...m.querySelectorAll('.help-card')].map((c) => c.dataset.card),
                widths: [...m.querySelectorAll('.help-card svg')].map((c) => c.getBoundingClientRect().width),
                caption: (m.closest('figure').querySelector('figcaption') || {}).textContent || '' })))""")
        expected = {n: [] for n in range(1, len(shown) + 1)}
        expected.update(PICTURES[game])
        assert {n: [" ".join(m["cards"]) for m in melds] for n, melds in enumerate(shown, 1)} == expected
        for melds in shown:
            for meld in melds:
                assert meld["role"] == "img" and meld["caption"].strip(), meld
                names = [card_name(code, lang) for code in meld["cards"]]
                at = 0
                for name in names:                 # every card named, in order
                    found = meld["name"].find(name, at)
                    assert found >= 0, (name, meld)
                    at = found + len(name)
                assert min(meld["widths"]) >= 30, meld      # readable on the phone
        if game == "five_thousand":   # the wild card says what it stands for
            wild = page.get_attribute("[data-cards='7H 5S 9H']", "aria-label")
            assert card_name("8H", lang) in wild and ("wild" in wild or "ワイルド" in wild), wild
        assert page.evaluate(OVERFLOW, []) == []
        assert audit(page, "#help") == []
        assert not errors, errors


def test_with_reduced_motion_a_jump_is_instant(browser, site):
    """A person who asked for less motion: the section is there as the click returns."""
    context = browser.new_context(viewport={"width": 360, "height": 640}, reduced_motion="reduce")
    try:
        page = context.new_page()
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=60_000)
        open_help(page, "five_thousand")
        last = page.locator("#help-body .help-toc a").last
        target = last.get_attribute("href")[1:]
        assert page.evaluate(f"""() => {{ document.querySelector({json.dumps('[href="#' + target + '"]')}).click();
            return {in_scroller_and_focused(target)}; }}""")
    finally:
        context.close()
