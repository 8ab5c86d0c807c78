"""Every 5000 Rummy screen as a player sees it, at 360x640 (a phone, touch)
and 1280x800 (a desktop, mouse), in English and Japanese: the start screen
with 5000 chosen, help, the first dealer's draw, the table with 4 and with 8
players, the deep-draw confirmation, the wild card's chooser, a meld and its
lay-off targets lit, the rummy call, Stop on an empty stock, the deal
result, the match end (and its last deal unfolded on a 320 px phone) and
the statistics after it. On every one nothing scrolls sideways (the page,
an open dialog or a box in one), on the phone every control of the top
layer is at least 44x44 px, the table never scrolls as a page, and
axe-core finds nothing of any impact (the names of card and meld
buttons, lists, contrast, a level-one heading; in English on the phone,
in Japanese on the desktop). Each screen is photographed
in both languages (the language is switched in place) for review:
$SCREENSHOTS_DIR, as screen_checks.py says.

The deals are ft_deals.py's fixed ones, so no screen depends on the shuffle;
the match end comes from a whole 3-player match to 1000 played by taps, its
seed pinned (pages.pinned_seed), so every run plays the same match.
"""

import pytest

from axe_audit import audit
from ft_deals import scenario_for
from ft_person import Person, play_deal
from ft_ui import FT, draw_stock, choose_ft, discard, fresh_card, meld, open_ft, select, start_ft, to_start, wait_ft
from pages import pinned_seed
from screen_checks import NO_SCROLL, OVERFLOW, SMALL_TARGETS, screenshot, shots  # noqa: F401 (shots: a fixture)
from ui_helpers import tid

SIZES = {"phone": (360, 640), "desktop": (1280, 800)}
# The pile, the melds and a long hand scroll on their own, by design.
SCROLL_ON_THEIR_OWN = [".ft-pile", ".ft-melds", ".ft-hand"]
SET_LANG = """(lang) => { if (document.documentElement.lang !== lang) document.querySelector('[data-testid=lang]').click(); }"""


class Screens:
    """Walks a page through the screens, checking and photographing each in both languages."""

    def __init__(self, page, shots, size):
        self.page, self.shots, self.size = page, shots, size
        self.phone = size == "phone"
        self.count = 0

    def check(self, name, table=False):
        page = self.page
        self.count += 1
        for lang in ("en", "ja"):
            self.language(lang)
            page.wait_for_timeout(200)
            screenshot(page, self.shots / f"ft-{self.size}-{lang}-{self.count:02d}-{name}.png")
            assert page.evaluate(OVERFLOW, SCROLL_ON_THEIR_OWN) == [], (name, lang)
            if self.phone:
                assert page.evaluate(SMALL_TARGETS) == [], (name, lang)
            if table:
                assert page.evaluate(NO_SCROLL), (name, lang)
            if (lang == "en") == self.phone:     # axe takes ~1 s: English on the phone, Japanese on the desktop
                assert audit(page) == [], (name, lang)
        self.language("en")

    def language(self, lang):
        """Switch the page's language in place (its button), and wait for it."""
        self.page.evaluate(SET_LANG, lang)
        self.page.wait_for_function(f"document.documentElement.lang === '{lang}'")

    def narrow_match_end(self):
        """The match end on a phone 320 px wide, its last deal unfolded: that deal's table
        scrolled sideways by 13 px there (its headings kept to one line)."""
        page = self.page
        page.set_viewport_size({"width": 320, "height": 568})
        try:
            for lang in ("en", "ja"):
                self.language(lang)
                if not page.is_visible("#match-end .last-round table"):     # (drawn again, folded, in a new language)
                    page.click("#match-end .last-round summary")
                page.eval_on_selector("#match-end .last-round", "d => d.scrollIntoView()")
                screenshot(page, self.shots / f"ft-{self.size}-{lang}-320-match-end-last-deal.png")
                assert page.evaluate(OVERFLOW, SCROLL_ON_THEIR_OWN) == [], lang
        finally:
            page.set_viewport_size(dict(zip(("width", "height"), SIZES[self.size])))
            self.language("en")

    def begin(self, name, players):
        """A new match on scenario `name`'s fixed deal; the first dealer's draw closed."""
        code, details = scenario_for(name)
        to_start(self.page)
        start_ft(self.page, players=players, target=1000, level="easy", deal=code)
        if self.page.is_visible(tid("first-dealer")):
            self.page.click(tid("first-dealer-ok"))
        return details


@pytest.mark.parametrize("size", SIZES)
def test_every_5000_screen_fits_in_both_languages(browser, site, shots, size):
    touch = {"has_touch": True, "is_mobile": True} if size == "phone" else {}
    context, page, errors = open_ft(browser, site, viewport=SIZES[size], **touch)
    s = Screens(page, shots, size)
    try:
        choose_ft(page)
        page.click(tid("players-8"))
        s.check("start")
        page.click("#start-screen [data-open=help]")
        page.wait_for_selector("#help[open]")
        s.check("help")
        page.click("#help [data-close]")

        # The first dealer's draw (the person plays first on this deal: it stays until they act),
        # then the wild card's chooser.
        code, details = scenario_for("wild_chooser")
        start_ft(page, players=3, target=1000, level="easy", deal=code)
        assert page.is_visible(tid("first-dealer"))
        s.check("first-dealer", table=True)
        draw_stock(page)
        select(page, details["cards"])
        page.click(tid("meld-btn"))
        page.wait_for_selector(f"{tid('wild-choice')}[open]")
        s.check("wild-choice")
        page.click(f"{tid('wild-choice')} [data-close]")

        # 4 players: the table, Stop on the empty stock, the deal result.
        details = s.begin("empty_stock", 4)
        s.check("table-4", table=True)
        phase = "draw"
        for _ in range(1, details["turn"]):
            draw_stock(page)
            phase = discard(page, fresh_card(page))
        assert phase == "draw" and page.is_visible(f"{FT} {tid('stop')}")
        s.check("stop", table=True)
        page.click(f"{FT} {tid('stop')}")
        assert wait_ft(page) == "deal_over"
        s.check("deal-result")

        # 8 players: the table, a meld, a card's lay-off targets lit.
        details = s.begin("meld_and_layoff", 8)
        s.check("table-8", table=True)
        draw_stock(page)
        meld(page, details["meld"])
        select(page, [details["layoff"]])
        page.wait_for_selector(f"{FT} [data-testid=meld].target")
        s.check("layoff-targets", table=True)

        # The deep draw's confirmation.
        details = s.begin("deep_draw", 3)
        draw_stock(page)
        discard(page, fresh_card(page))
        assert wait_ft(page) == "draw"
        page.click(f"{FT} [data-testid=pile-card][data-depth='{details['count']}']")
        page.wait_for_selector("#ft-deep[open]")
        s.check("deep-confirm")
        page.click("#ft-deep [data-close]")

        # The rummy call.
        details = s.begin("rummy_prompt", 3)
        draw_stock(page)
        meld(page, details["meld"])
        assert discard(page, details["discard"]) == "rummy"
        s.check("rummy", table=True)

        # A whole match to 1000: the match end, then the statistics over it.
        to_start(page)
        page.evaluate(pinned_seed("ft-screens-match"))
        start_ft(page, players=3, target=1000, level="easy")
        person = Person(page)
        for _ in range(40):
            if play_deal(page, person) == "match_over":
                break
            page.click(tid("next-deal"))
        page.wait_for_selector("#match-end[open]")
        s.check("match-end")
        if s.phone:
            s.narrow_match_end()
        page.click(tid("match-stats"))
        page.wait_for_selector("#stats[open]")
        s.check("stats")
        assert not errors, errors
    finally:
        context.close()
