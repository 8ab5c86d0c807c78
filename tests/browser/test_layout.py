"""The table on a 360x640 phone, keyboard play, the test hooks, the languages.

- Phone portrait, and a phone on its side (640x360, 844x390): at every
  point of a round, everything needed to play lies inside the screen, the
  piles' sheet buttons beside the words, not over them, and the page never
  scrolls.
- Keyboard: a whole round played with keys only, with a visible focus ring.
- Every data-testid the issue lists is present; cards carry data-card.
- Language: chosen from the browser, switchable, remembered; cards named
  for screen readers in both languages.
- The start screen is usable before the engine is ready, and a failed load
  offers a retry that works.
"""

import re

import pytest

from rummy.melds import deadwood_after_discard

from screen_checks import NO_SCROLL, assert_all_in_view
from ui_helpers import (CALM_DEAL, TIMEOUT, game_page, hand_cards, root, start_match, tid, wait_result_closed,
                        wait_settled)

TESTIDS = ["start", "target-50", "target-100", "level-easy", "level-normal", "level-strong",
           "stock", "discard-top", "hand", "deadwood", "knock", "take", "pass", "next-round",
           "new-match", "score-you", "score-cpu", "cpu-took", "round-result", "lang"]


def assert_visible_now(page, *ids):
    for name in ids:
        assert page.is_visible(tid(name)), name


def play_phone_step(page, phase):
    """One decision by tapping, on a phone (tap each card on its visible strip)."""
    if phase == "upcard":
        page.click(tid("pass"))
    elif phase == "draw":
        page.click(tid("stock"))
    elif phase == "discard":
        hand = hand_cards(page)
        sunk = page.eval_on_selector_all(f"{tid('hand')} .card.sunk", "e => e.map(x => x.dataset.card)")
        points, best = deadwood_after_discard(hand, forbidden=sunk[0] if sunk else None)
        card = f"{tid('hand')} [data-card='{best[0]}']"
        page.click(card, position={"x": 8, "y": 14})
        assert_all_in_view(page, [tid("knock"), f"{tid('hand')} .card"])
        if page.is_visible(tid("knock")):
            page.click(tid("knock"))
        else:
            page.click(card, position={"x": 8, "y": 14})


# Do the sheets' buttons and the words beside the piles overlap?
TOOLS_OVER_WORDS = """() => {
    const a = document.querySelector('#table .pile-tools').getBoundingClientRect();
    const b = document.querySelector('#table .side').getBoundingClientRect();
    return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
}"""


@pytest.mark.parametrize("viewport", [(360, 640), (640, 360), (844, 390)])
def test_a_phone_fits_without_scrolling(browser, site, viewport):
    """On its side, the stock once lay half off the screen's left edge and the
    sheets' buttons over the prompt (the piles' column had no room for them)."""
    with game_page(browser, site, viewport=viewport) as (context, page, errors):
        # On its side too (two columns of choices; Start was once 200 px below; test_ft_phone.py
        # checks that none lies under Start's bar).
        shown = ("start", "lang", "target-50", "target-100", "level-easy", "level-normal", "level-strong")
        assert_all_in_view(page, [tid(n) for n in shown])
        start_match(page, target=50, level="easy")
        for _ in range(80):
            phase = wait_settled(page)
            assert page.evaluate(NO_SCROLL)
            needed = [tid(n) for n in ("stock", "discard-top", "deadwood", "score-you", "score-cpu", "cpu-took", "take",
                                       "pass", "knock", "open-pile-sheet", "open-score-sheet")] + [f"{tid('hand')} .card"]
            if phase in ("round_over", "match_over"):
                needed = [tid("next-round"), tid("new-match"), "#result h2"]
            assert_all_in_view(page, needed)
            if phase in ("round_over", "match_over"):
                break
            assert not page.evaluate(TOOLS_OVER_WORDS)
            play_phone_step(page, phase)
        assert not errors, errors


def focus_ring_visible(page):
    return page.evaluate("""() => {
        const e = document.activeElement;
        if (!e || e === document.body) return false;
        const s = getComputedStyle(e);
        return e.matches(':focus-visible') && s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
    }""")


def active_card(page):
    return page.evaluate("document.activeElement && document.activeElement.dataset.card || null")


def test_keyboard_play_a_round(browser, site):
    with game_page(browser, site) as (context, page, errors):
        # Choose and start with the keyboard too.
        page.focus(tid("target-50"))
        page.keyboard.press("Enter")
        page.focus(tid("level-easy"))
        page.keyboard.press("Space")
        page.evaluate("document.querySelector('.code-box:not(.rules-box)').open = true")
        page.fill("#deal-code", CALM_DEAL)                   # the person gets to play, by rule
        page.focus(tid("start"))
        assert focus_ring_visible(page)
        page.keyboard.press("Enter")
        page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        used = set()
        for _ in range(200):
            phase = wait_settled(page)
            if phase in ("round_over", "match_over"):
                assert page.evaluate("document.activeElement.dataset.testid") in ("next-round", "play-again")
                assert focus_ring_visible(page)
                if phase == "round_over":
                    page.keyboard.press("n")
                    wait_result_closed(page)
                    used.add("next_round")
                break
            if phase == "upcard":
                page.keyboard.press("p")
                used.add("pass")
            elif phase == "draw":
                live = page.get_attribute(tid("discard-top"), "aria-disabled") == "false"
                key = "d" if live and "discard_pile" not in used else "s"
                page.keyboard.press(key)
                used.add("discard_pile" if key == "d" else "stock")
            else:
                page.wait_for_selector(f"{tid('hand')} .card:nth-child(11)")
                hand = hand_cards(page)
                sunk = page.eval_on_selector_all(f"{tid('hand')} .card.sunk", "e => e.map(x => x.dataset.card)")
                points, best = deadwood_after_discard(hand, forbidden=sunk[0] if sunk else None)
                if active_card(page) is None:
                    page.keyboard.press("h")  # jump into the hand
                assert active_card(page) is not None
                assert focus_ring_visible(page)
                for _ in range(12):
                    if active_card(page) == best[0]:
                        break
                    page.keyboard.press("ArrowRight")
                assert active_card(page) == best[0]
                page.keyboard.press("Enter")
                assert page.get_attribute(f"{tid('hand')} [data-card='{best[0]}']", "class").count("lifted")
                if page.is_visible(tid("knock")):
                    page.keyboard.press("k")
                    used.add("knock")
                else:
                    page.keyboard.press("Enter")
                    used.add("discard")
        assert {"stock", "discard"} <= used
        assert not errors, errors


def test_testids_and_card_names(browser, site):
    with game_page(browser, site) as (context, page, errors):
        for name in TESTIDS:
            assert page.locator(tid(name)).count() == 1, name
        assert root(page, "ready") == "true"
        start_match(page, target=50, level="easy")
        assert root(page, "phase") in ("upcard", "draw", "discard")
        assert root(page, "toAct") == "0"
        cards = page.locator(f"{tid('hand')} [data-card]")
        assert cards.count() in (10, 11)
        for i in range(cards.count()):
            card = cards.nth(i)
            code = card.get_attribute("data-card")
            assert re.fullmatch(r"[A2-9TJQK][SHDC]", code)
            assert card.get_attribute("aria-disabled") in ("true", "false")
            label = card.locator(".sr").text_content()        # its name: what it shows, then its words
            assert re.match(r"(A|[2-9]|10|J|Q|K)[♠♥♦♣] (ace|[2-9]|10|jack|queen|king) of (spades|hearts|diamonds|clubs)",
                            label), label
            assert card.get_attribute("aria-label") is None
        assert page.get_attribute(tid("stock"), "aria-label")
        assert page.locator(f"{tid('discard-top')} .sr").text_content().startswith("Discard pile")
        assert page.locator("[role=log][aria-live]").count() == 1
        assert page.locator("#log p").count() >= 1  # the deal was spoken
        assert not errors, errors


def test_language_from_browser_switchable_and_remembered(browser, site):
    with game_page(browser, site, locale="ja-JP") as (context, page, errors):
        assert page.evaluate("document.documentElement.lang") == "ja"
        assert page.inner_text(tid("start")).strip() == "ラウンド開始"
        assert page.inner_text(tid("level-easy")).strip() == "やさしい"
        page.click(tid("lang"))
        assert page.evaluate("document.documentElement.lang") == "en"
        assert page.inner_text(tid("start")).strip() == "Start"
        page.click(tid("lang"))
        assert page.inner_text(tid("start")).strip() == "ラウンド開始"
        # 5000 Rummy starts a match of deals, not a round: its Start says so, in either language.
        page.click(tid("game-five_thousand"))
        assert page.inner_text(tid("start")).strip() == "対戦開始"
        page.click(tid("lang"))
        assert page.inner_text(tid("start")).strip() == "Start"
        page.click(tid("lang"))
        assert page.inner_text(tid("start")).strip() == "対戦開始"
        page.click(tid("game-gin"))
        assert page.inner_text(tid("start")).strip() == "ラウンド開始"
        start_match(page, target=50, level="easy")
        label = page.locator(f"{tid('hand')} [data-card] .sr").first.text_content()
        assert re.match(r"\S+ (スペード|ハート|ダイヤ|クラブ)の", label), label
        page.click(tid("lang"))
        label = page.locator(f"{tid('hand')} [data-card] .sr").first.text_content()
        assert " of " in label
        # Remembered: a reload in the same context keeps English despite ja-JP.
        page.reload()
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        assert page.evaluate("document.documentElement.lang") == "en"
        assert page.inner_text(tid("start")).strip() == "Start"
        assert not errors, errors


def test_start_screen_usable_before_engine_and_retry_after_failure(browser, site):
    context = browser.new_context(viewport={"width": 360, "height": 640}, locale="en-US")
    page = context.new_page()
    try:
        # The engine cannot load: the wasm is refused.
        context.route("**/*.wasm*", lambda route: route.abort())
        page.goto(site.url)
        page.click(tid("target-50"))  # choices work at once
        page.click(tid("level-strong"))
        assert page.get_attribute(tid("target-50"), "aria-pressed") == "true"
        assert page.get_attribute(tid("level-strong"), "aria-pressed") == "true"
        assert page.is_disabled(tid("start"))
        page.wait_for_selector("#load-error:not([hidden])", timeout=TIMEOUT)
        assert "could not load" in page.inner_text("#load-error")
        assert page.is_disabled(tid("start"))
        # The network is back: Retry loads the engine, Start enables.
        context.unroute("**/*.wasm*")
        page.click("#retry")
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        assert page.is_enabled(tid("start"))
        start_match(page, target=50, level="strong")
        assert page.inner_text("#target-text").strip() == "to 50"
    finally:
        context.close()


def test_settings_are_remembered(browser, site):
    with game_page(browser, site) as (context, page, errors):
        page.click("#app .tool.icon")
        page.check("#set-four")
        page.select_option("#set-speed", "off")
        page.select_option("#set-theme", "dark")
        page.uncheck("#set-sound")
        page.click("#settings [data-close]")
        dataset = "() => ({...document.documentElement.dataset})"
        assert page.evaluate(dataset)["fourColour"] == "true"
        page.reload()
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        d = page.evaluate(dataset)
        assert (d["fourColour"], d["speed"], d["theme"]) == ("true", "off", "dark")
        # Dark theme and four colours reach the card faces through CSS variables.
        assert page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--suit-D').trim()") == "#0a5bd3"
        page.click("#app .tool.icon")
        assert page.is_checked("#set-four") and not page.is_checked("#set-sound")
        assert not errors, errors


BACKGROUND = "getComputedStyle(document.body).backgroundColor"
LIGHT_BG, DARK_BG = "rgb(239, 234, 224)", "rgb(20, 23, 20)"   # --bg, static/app.css


def test_the_theme_follows_the_system_unless_the_player_picks_one(browser, site):
    for system in ("light", "dark"):
        with game_page(browser, site, color_scheme=system) as (context, page, errors):
            assert page.evaluate(BACKGROUND) == (DARK_BG if system == "dark" else LIGHT_BG), system
            for theme, expected in (("light", LIGHT_BG), ("dark", DARK_BG)):
                page.click("#app .tool.icon")
                page.select_option("#set-theme", theme)
                page.click("#settings [data-close]")
                assert page.evaluate(BACKGROUND) == expected, (system, theme)
            assert not errors, errors


def test_reduced_motion_means_no_card_movement(browser, site):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
    page = context.new_page()
    try:
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        phase = start_match(page, target=50, level="easy")
        if phase == "upcard":
            page.click(tid("pass"))
            phase = wait_settled(page)
        if phase == "draw":
            page.click(tid("stock"))
            page.wait_for_selector("html[data-phase='discard']")
        assert page.evaluate("document.getAnimations().length") == 0
    finally:
        context.close()
