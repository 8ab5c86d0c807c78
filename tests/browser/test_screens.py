"""Every screen as a player sees it, at 360x640 (a phone, touch) and 1280x800
(a desktop, mouse), in English and Japanese (issue 18).

Start, settings, help, statistics (empty and full), the table (upcard,
discard, the Knock offer, a gin offer, the person as dealer), the round
result, the match end and the statistics over it. On every one:
- nothing scrolls sideways: the page, and every open dialog and every
  scrolling box inside it (scrollWidth <= clientWidth), and nothing inside a
  dialog sticks out of it;
- on the phone every control is at least 44x44 px (a switch counts with its
  label), and every card of the hand shows a strip at least 44 px wide;
- the top bar keeps one height through the whole match (dealer mark and all);
- the Knock moment says what it is: "Knock (9)" on the button and "Knock with
  9 — or tap the card again to just discard" ("click" with a mouse).
A screenshot of each screen is saved for review, never compared pixel by
pixel: into $SCREENSHOTS_DIR if set, else a folder under pytest's tmp dir.

The deals are fixed (codes checked with rummy.gin.Match(deal=...) in
`test_the_deals_do_what_the_screens_need`), so no screen depends on the
shuffle: KNOCK_DEAL lets the person take the upcard and knock with 9,
UNDERCUT_DEAL with 10 and be undercut (so the person deals round 2), GIN_DEAL
go gin for 87 and win a match to 50 at once.
"""

import re

import pytest
from rummy.gin import Match
from rummy.melds import deadwood_after_discard

from screen_checks import NO_SCROLL, OVERFLOW, SMALL_TARGETS, screenshot, shots  # noqa: F401 (shots: a fixture)
from ui_helpers import TIMEOUT, hand_cards, leave_match, press_start, tid, wait_result_closed, wait_settled

KNOCK_DEAL = "72DQ45CH07"
UNDERCUT_DEAL = "VAHKV5AWED"
GIN_DEAL = "N7A4868WJG"
SIZES = {"phone": (360, 640), "desktop": (1280, 800)}
TAP = {"phone": {"en": "tap", "ja": "タップ"}, "desktop": {"en": "click", "ja": "クリック"}}
WORDS = {
    "en": {"knock": "Knock (9)", "knock_line": "Knock with 9 — or {tap} the card again to just discard.",
           "gin": "Gin", "gin_line": "Go gin — or {tap} the card again to just discard.",
           "undercut": "Undercut! The CPU wins the round", "won": "You won the match!", "target": "to 50"},
    "ja": {"knock": "ノック (9)", "knock_line": "デッドウッド9でノックできます。捨てるだけなら札をもう一度{tap}。",
           "gin": "ジン", "gin_line": "ジンで上がれます。捨てるだけなら札をもう一度{tap}。",
           "undercut": "アンダーカット！CPUの勝ち", "won": "あなたの勝ちです！", "target": "50点先取"},
}
STATS = ('{"levels": {"easy": {"played": 3, "won": 2, "rounds": 9, "gins": 1, "knocks": 4, "undercutsGiven": 1,'
         ' "undercutsReceived": 2, "best": 41, "streak": 1, "bestStreak": 2}, "normal": {"played": 5, "won": 1,'
         ' "rounds": 12, "knocks": 7, "undercutsReceived": 1, "best": 28, "bestStreak": 1}},'
         ' "recent": [{"level": "easy", "margin": 35}, {"level": "easy", "margin": -12},'
         ' {"level": "normal", "margin": -40}, {"level": "normal", "margin": 8}]}')

# Each card of the hand: the part not covered by the next card of its row.
SMALL_STRIPS = """() => {
    const cards = [...document.querySelectorAll('[data-testid=hand] .card')];
    return cards.map((c, i) => {
        const r = c.getBoundingClientRect();
        const next = cards[i + 1];
        let w = r.width;
        if (next && next.dataset.row === c.dataset.row) w = Math.min(w, next.getBoundingClientRect().left - r.left);
        return [c.dataset.card, Math.round(w), Math.round(r.height)];
    }).filter(([, w, h]) => w < 44 || h < 44);
}"""

HEADER_HEIGHT = "document.querySelector('.topbar').getBoundingClientRect().height"
class Screens:
    """Walks a page through the screens, checking and photographing each."""

    def __init__(self, page, shots, size, lang, tag=""):
        self.page, self.size, self.lang = page, size, lang
        self.phone = size == "phone"
        self.prefix = f"{size}-{lang}{tag}"
        self.shots, self.count, self.heights = shots, 0, []

    def check(self, name, table=False):
        page = self.page
        page.wait_for_timeout(150)   # a lifted card's short rise
        self.count += 1
        screenshot(page, self.shots / f"{self.prefix}-{self.count:02d}-{name}.png")
        assert page.evaluate(OVERFLOW) == [], name
        if self.phone:
            assert page.evaluate(SMALL_TARGETS) == [], name
            if table:
                assert page.evaluate(SMALL_STRIPS) == [], name
        if table:
            assert page.evaluate(NO_SCROLL), name
            self.heights.append(page.evaluate(HEADER_HEIGHT))

    def open_dialog(self, opener, dialog):
        self.page.click(opener)
        self.page.wait_for_selector(f"{dialog}[open]")

    def close_dialog(self, dialog):
        self.page.click(f"{dialog} [data-close]")
        self.page.wait_for_selector(f"{dialog}:not([open])", state="attached")

    def start(self, deal):
        """A match to 50 against easy, replaying `deal`; returns its phase."""
        page = self.page
        page.click(tid("target-50"))
        page.click(tid("level-easy"))
        page.evaluate("document.querySelector('.code-box:not(.rules-box)').open = true")
        page.fill("#deal-code", deal)
        press_start(page)   # a second start over the first's save answers "Start new" (issue 57)
        return wait_settled(page)

    def lift_best(self):
        """Take the upcard, then lift the card that leaves the least deadwood; returns (points, card)."""
        page = self.page
        page.click(tid("take"))
        assert wait_settled(page) == "discard"
        sunk = page.get_attribute(f"{tid('hand')} .card.sunk", "data-card")
        points, cards = deadwood_after_discard(hand_cards(page), forbidden=sunk)
        page.click(f"{tid('hand')} [data-card='{cards[0]}']", position={"x": 10, "y": 16})
        return points, cards[0]

    def to_play(self):
        """Until the person is to play (the CPU may end a round at its first turn)."""
        phase = wait_settled(self.page)
        while phase == "round_over":
            self.page.click(tid("next-round"))
            wait_result_closed(self.page)
            phase = wait_settled(self.page)
        return phase

    def quit(self):
        self.open_dialog("#app .tool.icon", "#settings")
        leave_match(self.page)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", list(SIZES))
def test_every_screen_fits_and_says_what_it_is(browser, site, shots, size, lang):
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=size == "phone",
                                  locale="ja-JP" if lang == "ja" else "en-US")
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    words = {k: v.replace("{tap}", TAP[size][lang]) for k, v in WORDS[lang].items()}
    try:
        page.add_init_script("localStorage.setItem('rummy:settings', JSON.stringify({speed: 'fast'}))")
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        s = Screens(page, shots, size, lang)

        # The start screen: no scoreboard before (or after) a match.
        s.check("start")
        assert not page.is_visible(".topbar .scores") and not page.is_visible(tid("deadwood"))
        start_height = page.evaluate(HEADER_HEIGHT)
        page.evaluate("document.querySelectorAll('.code-box').forEach((box) => { box.open = true; })")
        s.check("start-options")                            # the deal code and the house rules, open
        page.evaluate("document.querySelectorAll('.code-box').forEach((box) => { box.open = false; })")
        s.open_dialog("#app .tool.icon", "#settings")
        s.check("settings")
        s.close_dialog("#settings")
        s.open_dialog("#start-screen [data-open=help]", "#help")
        s.check("help")
        s.close_dialog("#help")
        s.open_dialog("#start-screen [data-open=stats]", "#stats")
        assert page.is_visible(tid("stats-empty"))           # words, not empty charts
        assert page.locator("#stats-body svg.stats-chart").count() == 0
        s.check("stats-empty")
        s.close_dialog("#stats")
        page.evaluate("(v) => localStorage.setItem('rummy:gin:stats', v)", STATS)
        s.open_dialog("#start-screen [data-open=stats]", "#stats")
        assert page.locator("#stats-body .stats-card").count() == 3
        assert page.locator("#stats-body .stats-legend").count() == 2
        s.check("stats")
        s.close_dialog("#stats")

        # The table: a knock with 9.
        assert s.start(KNOCK_DEAL) == "upcard"
        s.check("table-upcard", table=True)
        assert page.evaluate(HEADER_HEIGHT) == start_height
        points, card = s.lift_best()
        assert points == 9
        assert page.inner_text(tid("knock")).strip() == words["knock"]
        assert page.inner_text("#prompt").strip() == words["knock_line"]
        s.check("table-knock", table=True)
        s.open_dialog("#app .tool.icon", "#settings")
        s.check("settings-in-match")
        s.close_dialog("#settings")
        page.click(tid("knock"))
        assert wait_settled(page) == "round_over"
        s.check("round-result")
        page.click(tid("next-round"))
        wait_result_closed(page)
        s.to_play()
        s.check("table-round-2", table=True)

        # Undercut at 10: the CPU wins the round, the person deals the next one.
        s.quit()
        s.check("start-after-a-match")
        assert not page.is_visible(".topbar .scores")
        assert s.start(UNDERCUT_DEAL) == "upcard"
        s.check("table-undercut-deal", table=True)
        points, card = s.lift_best()
        assert points == 10
        page.click(tid("knock"))
        assert wait_settled(page) == "round_over"
        assert words["undercut"] in page.inner_text(tid("round-result"))
        s.check("round-result-undercut")
        page.click(tid("next-round"))
        wait_result_closed(page)
        s.to_play()
        assert page.get_attribute("#you-label", "data-dealer") == "true"
        s.check("table-you-deal", table=True)

        # Gin for 87: the match is won at once.
        s.quit()
        assert s.start(GIN_DEAL) == "upcard"
        points, card = s.lift_best()
        assert points == 0
        gin_hand = sorted(hand_cards(page))
        assert page.inner_text(tid("knock")).strip() == words["gin"]
        assert page.inner_text("#prompt").strip() == words["gin_line"]
        s.check("table-gin", table=True)
        page.click(tid("knock"))
        assert wait_settled(page) == "match_over"
        end = page.inner_text(tid("match-end"))
        assert words["won"] in end and "87" in end
        assert page.locator(f"{tid('final-scores')} li").count() == 2
        assert page.get_attribute(f"{tid('final-scores')} li:first-child", "data-winner") == "true"
        for name in ("play-again", "match-stats", "new-match"):
            assert page.is_visible(tid(name)), name
        assert page.evaluate("document.activeElement.dataset.testid") == "play-again"
        s.check("match-end")
        page.click(f"#match-end summary")                    # the deciding round, opened
        s.check("match-end-last-round")
        s.open_dialog(tid("match-stats"), "#stats")
        assert "4" in page.inner_text("#stats-body [data-group=easy] .headline")   # 3 played before
        s.check("match-end-stats")
        s.close_dialog("#stats")
        assert page.is_visible("#match-end[open]")

        # Play again: the same settings (to 50, easy), a fresh deal (the replayed code is not kept).
        page.click(tid("play-again"))
        phase = wait_settled(page)
        assert phase in ("upcard", "draw", "discard", "round_over")
        assert not page.is_visible("#match-end[open]")
        assert page.inner_text("#target-text").strip() == words["target"]
        assert [page.inner_text(tid("score-you")), page.inner_text(tid("score-cpu"))] == ["0", "0"] or \
            phase == "round_over"
        assert sorted(hand_cards(page)) != gin_hand
        s.check("table-play-again", table=True)

        # One header height through the match, dealer mark or not.
        assert len(set(s.heights)) == 1, s.heights
        log = page.eval_on_selector_all("#log p", "ps => ps.map(p => p.textContent)")
        if lang == "ja":
            for line in log:
                assert not re.search(r"[,.:;!?]", line), line
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("scheme", ["dark"])
def test_dark_theme_and_four_colour_deck(browser, site, shots, scheme):
    """Looked at once: the table, the result and the match end in the dark theme with four colours."""
    context = browser.new_context(viewport={"width": 360, "height": 640}, has_touch=True, color_scheme=scheme)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        page.add_init_script("localStorage.setItem('rummy:settings', JSON.stringify({speed: 'fast', fourColour: true}))")
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        s = Screens(page, shots, "phone", "en", tag=f"-{scheme}-four")
        s.check("start")
        assert s.start(KNOCK_DEAL) == "upcard"
        s.lift_best()
        s.check("table-knock", table=True)
        page.click(tid("knock"))
        wait_settled(page)
        s.check("round-result")
        page.click(tid("next-round"))
        wait_result_closed(page)
        s.to_play()
        s.quit()
        s.start(GIN_DEAL)
        s.lift_best()
        page.click(tid("knock"))
        assert wait_settled(page) == "match_over"
        s.check("match-end")
        assert not errors, errors
    finally:
        context.close()


def test_the_deals_do_what_the_screens_need():
    """The codes above, played on CPython: take the upcard, discard the best card, knock."""
    def knock(code):
        match = Match(seed="SCREENS", target=50, level="easy", deal=code)
        view = match.view(0)
        assert (view["phase"], view["to_act"]) == ("upcard", 0)
        upcard = view["discard"][-1]
        points, cards = deadwood_after_discard(view["hand"] + [upcard], forbidden=upcard)
        match.apply(0, {"type": "take"})
        match.apply(0, {"type": "knock", "card": cards[0]})
        return points, match

    points, match = knock(KNOCK_DEAL)
    assert points == 9 and match.result["kind"] == "knock" and match.result["winner"] == 0
    assert match.phase == "round_over"
    points, match = knock(UNDERCUT_DEAL)
    assert points == 10 and match.result["kind"] == "undercut" and match.result["winner"] == 1
    assert match.dealer == 0                 # the loser of the round, the person, deals next
    points, match = knock(GIN_DEAL)
    assert points == 0 and match.result["kind"] == "gin" and match.phase == "match_over"
    assert match.scores[0] == 87


ACTIVE = "(() => { const e = document.activeElement; return !e || e === document.body ? 'page' : (e.dataset.testid || e.dataset.card || e.className); })()"


def test_keyboard_focus_stays_on_the_table(browser, site):
    """After a discard the focus waits on the stock while the CPU plays, and Tab goes
    round the controls without ever stopping on the page itself."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        page.add_init_script("localStorage.setItem('rummy:settings', JSON.stringify({speed: 'fast'}))")
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        s = Screens(page, None, "desktop", "en")
        assert s.start(KNOCK_DEAL) == "upcard"
        page.keyboard.press("t")                                       # take the upcard
        assert wait_settled(page) == "discard"
        assert page.evaluate(ACTIVE) == "9D"                             # on the card just taken
        page.keyboard.press("ArrowLeft")                                 # 6C: not the card taken
        card = page.evaluate(ACTIVE)
        assert card == "6C"
        page.keyboard.press("Enter")
        assert not page.is_visible(tid("knock"))                         # breaking the set: no knock
        page.keyboard.press("Enter")                                     # discarded
        seen = set()
        for _ in range(200):
            seen.add(page.evaluate(ACTIVE))
            if page.evaluate("document.documentElement.dataset.busy") == "false" and \
                    page.evaluate("document.documentElement.dataset.toAct") == "0":
                break
            page.wait_for_timeout(25)
        assert "page" not in seen, seen
        if wait_settled(page) != "draw":
            pytest.skip("the CPU went out at its first turn (its choices are not seeded by the deal)")
        for _ in range(14):
            page.keyboard.press("Tab")
            assert page.evaluate(ACTIVE) != "page"
        for _ in range(6):
            page.keyboard.press("Shift+Tab")
            assert page.evaluate(ACTIVE) != "page"
        assert not errors, errors
    finally:
        context.close()
