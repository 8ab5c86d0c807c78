"""Links that open a game (js/shell/links.js), the app's name, and a deal shared by its link.

A link's query string (?game= &players= &level= &target= &deal=) is read once
at load: the start screen opens on that game with those options chosen as a
tap would choose them (so they are remembered), the deal code filled in and
its field open. Anything not offered is ignored: the saved choices stay as
they were, nothing of it becomes markup, no error. A link never starts a
match and a saved match stays resumable. Links work offline after one visit
and inside a frame on another site; the tab's title names the game and the
app in the chosen language; the manifest names both games; a round's result
copies a link that opens its deal.

Most tests here need only the start screen, which works before the engine
loads: they keep the engine's worker from loading (NO_ENGINE) to spare the
machine, and read the screen as soon as the page's script has run.
"""

import json
import urllib.request
from urllib.parse import quote

import pytest

from ft_deals import scenario_for
from ft_ui import FT, discard, draw_stock, fresh_card, open_ft, start_ft, wait_ft
from pages import CONTROLLED
from polling import wait_until
from test_gin_sheets import knock_with_best
from test_screens import KNOCK_DEAL
from ui_helpers import CALM_DEAL, TIMEOUT, hand_cards, leave_match, start_match, tid, wait_settled, watched_page

APP = {"en": "Rummy Table", "ja": "ラミーテーブル"}
GAME_NAME = {"en": {"gin": "Gin Rummy", "five_thousand": "5000 Rummy"},
             "ja": {"gin": "ジンラミー", "five_thousand": "5000ラミー"}}
TITLE = {"en": "{game} — {app}", "ja": "{game}｜{app}"}
MARKUP = "<img src=x onerror=window.__pwned=1>"
PARAMETERS = ("game", "players", "level", "target", "deal")

# What the start screen shows: the game chosen, the value pressed in each of its shown choice
# groups, the deal code field (its text, whether it is open), the title, the screen.
SHOWN = """() => {
  const shown = (el) => !el.closest('[hidden]');
  const game = document.querySelector('[data-choose-game] [aria-pressed=true]');
  const options = {};
  for (const group of document.querySelectorAll('.seg[data-option]')) {
    if (!shown(group)) continue;
    const on = group.querySelector('[aria-pressed=true]');
    options[group.dataset.option] = on ? on.dataset.value : null;
  }
  const input = document.querySelector('#deal-code');
  return { game: game && game.dataset.game, options, deal: input.value, dealOpen: input.closest('details').open,
           title: document.title, screen: document.documentElement.dataset.screen };
}"""
SHOWN_YET = "() => document.querySelector('[data-choose-game] [aria-pressed=true]') !== null"
SAVED = "JSON.parse(localStorage.getItem('rummy:settings') || 'null')"
# Anything the markup in a link could have made or run.
MADE = """() => ({ pwned: typeof window.__pwned, imgs: document.querySelectorAll('img').length,
                   onerror: document.querySelectorAll('[onerror]').length,
                   text: document.documentElement.outerHTML.includes('onerror') })"""


def no_engine(route):
    route.fulfill(status=404, body="")


def settings_init(settings):
    """A script that stores `settings` as the page's remembered settings before its first load only."""
    return ("(() => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); "
            f"localStorage.setItem('rummy:settings', {json.dumps(json.dumps(settings))}); }} }})();")


def open_start(browser, site, query, settings=None, locale="en-US", engine=False):
    """A fresh context on the page at `site.url + query`, its start screen drawn: (context, page, errors)."""
    context = browser.new_context(locale=locale, viewport={"width": 1280, "height": 800})
    if not engine:
        context.route("**/engine.worker.js", no_engine)
    page, errors = watched_page(context, settings_init(settings) if settings is not None else None)
    page.goto(site.url + query)
    page.wait_for_function(SHOWN_YET)
    if engine:
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    return context, page, errors


def shown(page):
    return page.evaluate(SHOWN)


GIN_DEFAULTS = {"target": "100", "level": "normal"}
FT_DEFAULTS = {"players": "4", "level": "normal", "target": "5000"}

# (query, the game remembered before, what the start screen shows, the choices remembered after)
CASES = {
    "game alone: 5000": ("?game=five_thousand", "gin", ("five_thousand", FT_DEFAULTS, ""), {}),
    "game alone: Gin": ("?game=gin", "five_thousand", ("gin", GIN_DEFAULTS, ""), {}),
    "players alone": ("?players=6", "five_thousand", ("five_thousand", {**FT_DEFAULTS, "players": "6"}, ""),
                      {"five_thousand": {"players": 6}}),
    "level alone: Gin": ("?level=strong", "gin", ("gin", {**GIN_DEFAULTS, "level": "strong"}, ""),
                         {"gin": {"level": "strong"}}),
    "level alone: 5000": ("?level=easy", "five_thousand", ("five_thousand", {**FT_DEFAULTS, "level": "easy"}, ""),
                          {"five_thousand": {"level": "easy"}}),
    "target alone: Gin": ("?target=50", "gin", ("gin", {**GIN_DEFAULTS, "target": "50"}, ""), {"gin": {"target": 50}}),
    "target alone: 5000": ("?target=2500", "five_thousand", ("five_thousand", {**FT_DEFAULTS, "target": "2500"}, ""),
                           {"five_thousand": {"target": 2500}}),
    "deal alone": ("?deal=7ghf-nzsf-xo", "gin", ("gin", GIN_DEFAULTS, "7GHFNZSFX0"), {}),
    "all together: 5000": ("?game=five_thousand&players=8&level=strong&target=1000&deal=72DQ45CH07", "gin",
                           ("five_thousand", {"players": "8", "level": "strong", "target": "1000"}, "72DQ45CH07"),
                           {"five_thousand": {"players": 8, "level": "strong", "target": 1000}}),
    "all together: Gin": ("?game=gin&level=easy&target=50&deal=N7A4868WJG", "five_thousand",
                          ("gin", {"target": "50", "level": "easy"}, "N7A4868WJG"),
                          {"gin": {"level": "easy", "target": 50}}),
}


@pytest.mark.parametrize("case", list(CASES))
def test_each_parameter_alone_and_together_as_if_tapped(browser, site, case):
    query, before, (game, options, deal), remembered = CASES[case]
    context, page, errors = open_start(browser, site, query, settings={"speed": "off", "game": before})
    try:
        now = shown(page)
        assert (now["game"], now["options"], now["deal"], now["dealOpen"]) == (game, options, deal, bool(deal))
        assert now["screen"] == "start"   # a link never starts a match
        saved = page.evaluate(SAVED)
        assert saved["game"] == game and saved.get("choices", {}) == remembered   # as taps are (never the deal)
        # Loaded again without the link: the choices stay (remembered), the deal code does not.
        page.goto(site.url)
        page.wait_for_function(SHOWN_YET)
        again = shown(page)
        assert (again["game"], again["options"], again["deal"]) == (game, options, "")
        assert not errors, errors
    finally:
        context.close()


SAVED_CHOICES = {"speed": "off", "game": "five_thousand", "lang": "en",
                 "choices": {"five_thousand": {"players": 5, "level": "strong", "target": 2500},
                             "gin": {"target": 50, "level": "easy"}}}
BAD = {
    "unknown game": "?game=chess",
    "players=99": "?players=99",
    "a Gin target for 5000": "?target=50",
    "odd forms": "?game=GIN&players=%205&level=Normal&target=2500.0&deal=7GHFNZSFX",
    "given twice": "?game=gin&game=gin&level=easy&level=easy",
    "markup in every parameter": "?" + "&".join(f"{name}={quote(MARKUP)}" for name in PARAMETERS),
    "markup, raw": "?" + "&".join(f"{name}={MARKUP}" for name in PARAMETERS),
}


@pytest.mark.parametrize("case", list(BAD))
def test_bad_values_change_nothing_and_make_nothing(browser, site, case):
    context, page, errors = open_start(browser, site, BAD[case], settings=SAVED_CHOICES)
    try:
        now = shown(page)
        assert (now["game"], now["options"], now["deal"]) == (
            "five_thousand", {"players": "5", "level": "strong", "target": "2500"}, "")
        assert page.evaluate(SAVED) == SAVED_CHOICES
        assert page.evaluate(MADE) == {"pwned": "undefined", "imgs": 0, "onerror": 0, "text": False}
        assert not errors, errors
    finally:
        context.close()


def test_a_good_value_beside_bad_ones_still_counts(browser, site):
    """The bad ones dropped one by one: a known level beside an unknown game presets the level."""
    query = f"?game=chess&players=99&level=easy&target={quote(MARKUP)}&deal=nope"
    context, page, errors = open_start(browser, site, query, settings=SAVED_CHOICES)
    try:
        now = shown(page)
        assert (now["game"], now["options"], now["deal"]) == (
            "five_thousand", {"players": "5", "level": "easy", "target": "2500"}, "")
        assert page.evaluate(SAVED)["choices"]["five_thousand"] == {"players": 5, "level": "easy", "target": 2500}
        assert page.evaluate(MADE)["pwned"] == "undefined"
        assert not errors, errors
    finally:
        context.close()


def test_a_link_keeps_a_saved_match_resumable(browser, site):
    """A Gin match left for the start screen, then a link to Gin with other options and
    another deal: no match starts, Resume is offered and brings back the same match."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page, errors = watched_page(context, settings_init({"speed": "off"}))
    try:
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        assert start_match(page, target=50, level="easy", deal=CALM_DEAL) in ("upcard", "draw")
        hand = sorted(hand_cards(page))
        page.click("[data-open=settings]")
        leave_match(page)

        page.goto(f"{site.url}?game=gin&level=strong&target=100&deal={KNOCK_DEAL}")
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        now = shown(page)
        assert now["screen"] == "start" and now["options"] == {"target": "100", "level": "strong"}
        assert now["deal"] == KNOCK_DEAL
        page.wait_for_selector("#resume:not([hidden])")
        page.click("#resume")
        page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        wait_settled(page)
        assert sorted(hand_cards(page)) == hand
        assert not errors, errors
    finally:
        context.close()


def test_a_link_opens_offline_after_one_visit(offline_after_one_visit):
    context, page, errors, url = offline_after_one_visit()
    page.goto(f"{url}?game=five_thousand&players=7&level=easy&target=1000")
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    assert page.evaluate(CONTROLLED)
    now = shown(page)
    assert (now["game"], now["options"]) == ("five_thousand", {"players": "7", "level": "easy", "target": "1000"})
    assert not errors, errors


def test_a_link_inside_a_frame_on_another_site(real_chrome, site, serve_dist):
    """embed.html on one origin frames the game on another with a link's parameters: its
    address's own ?game= and the options embed.html passes on."""
    host = serve_dist()
    game_url = site.url.replace("127.0.0.1", "localhost")
    context = real_chrome.new_context(viewport={"width": 1100, "height": 900})
    page, errors = watched_page(context)
    try:
        page.goto(f"{host.url}embed.html?game={quote(game_url + '?game=five_thousand', safe='')}"
                  f"&players=6&level=strong&target=2500&deal={quote(MARKUP)}")
        framed = f"{game_url}?game=five_thousand&players=6&level=strong&target=2500&deal={quote(MARKUP, safe='')}"
        assert page.evaluate("document.getElementById('game').src") == framed.replace("%20", "+")
        assert page.inner_text(tid("host-src")) == page.evaluate("document.getElementById('game').src")
        frame = page.wait_for_selector("iframe#game").content_frame()
        frame.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        now = frame.evaluate(SHOWN)
        assert (now["game"], now["options"], now["deal"]) == (
            "five_thousand", {"players": "6", "level": "strong", "target": "2500"}, "")
        wait_until(page, "window.ginEvents.some(e => e.type === 'ready')", timeout=TIMEOUT)
        ready = next(e for e in page.evaluate("window.ginEvents") if e["type"] == "ready")
        assert ready["game"] == "five_thousand"
        assert frame.evaluate(MADE)["pwned"] == "undefined" and page.evaluate("typeof window.__pwned") == "undefined"
        assert not errors, errors
    finally:
        context.close()


def test_embed_html_frames_either_game_beside_it_by_its_id(context, site):
    context.route("**/engine.worker.js", no_engine)
    page, errors = watched_page(context)
    page.goto(f"{site.url}embed.html?game=five_thousand&players=3&level=easy")
    assert page.evaluate("document.getElementById('game').src") == f"{site.url}?game=five_thousand&players=3&level=easy"
    frame = page.frame_locator("iframe#game")
    frame.locator("html[data-game='five_thousand']").wait_for(state="attached")
    assert frame.locator(tid("players-3")).get_attribute("aria-pressed") == "true"
    page.goto(f"{site.url}embed.html?game=gin")
    assert page.evaluate("document.getElementById('game').src") == f"{site.url}?game=gin"
    assert page.locator(tid("host-note")).is_hidden()
    assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_title_names_the_game_and_the_app_in_the_chosen_language(browser, site, lang):
    other = "ja" if lang == "en" else "en"
    context, page, errors = open_start(browser, site, "", settings={"speed": "off", "lang": lang, "game": "gin"})
    try:
        def title(game, language):
            return TITLE[language].format(game=GAME_NAME[language][game], app=APP[language])
        assert page.title() == title("gin", lang)
        assert page.inner_text("#brand").strip() == APP[lang]     # the start screen names the app
        page.click(tid("game-five_thousand"))
        assert page.title() == title("five_thousand", lang)
        page.click(tid("lang"))
        page.wait_for_function(f"() => document.documentElement.lang === '{other}'")
        assert page.title() == title("five_thousand", other)
        page.click(tid("game-gin"))
        assert page.title() == title("gin", other)
        assert page.inner_text("#brand").strip() == APP[other]
        # A link names its game at once.
        page.goto(site.url + "?game=five_thousand")
        page.wait_for_function(SHOWN_YET)
        assert page.title() == title("five_thousand", other)
        assert not errors, errors
    finally:
        context.close()


def test_the_manifest_and_the_pages_name_the_app_and_both_games(site):
    manifest = json.loads(urllib.request.urlopen(f"{site.url}manifest.webmanifest", timeout=10).read())
    assert manifest["name"] == manifest["short_name"] == APP["en"]
    assert "Gin Rummy" in manifest["description"] and "5000 Rummy" in manifest["description"]
    index = urllib.request.urlopen(site.url, timeout=10).read().decode()
    assert f"<title>{APP['en']}</title>" in index
    embed = urllib.request.urlopen(f"{site.url}embed.html", timeout=10).read().decode()
    assert APP["en"] in embed and "five_thousand" in embed and "Gin Rummy" in embed and "5000 Rummy" in embed


def test_the_copied_deal_link_opens_that_deal(browser, site):
    """A round's result copies its deal code (as before) and a link; the link opened by
    someone else (another browser profile) shows Gin with that code, and Start deals it."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url.rstrip("/"))
    page, errors = watched_page(context, settings_init({"speed": "off"}))
    friend = browser.new_context(viewport={"width": 1280, "height": 800})
    other, other_errors = watched_page(friend, settings_init({"speed": "off", "game": "five_thousand"}))
    try:
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        assert start_match(page, target=50, level="easy", deal=KNOCK_DEAL) == "upcard"
        dealt = (sorted(hand_cards(page)), page.get_attribute(tid("discard-top"), "data-card"))
        knock_with_best(page)
        assert wait_settled(page) == "round_over"
        code = page.inner_text(tid("deal-code")).strip()
        page.click(tid("copy-deal-link"))
        page.wait_for_function("() => document.querySelector('[data-testid=copy-link-status]').textContent !== ''")
        link = page.evaluate("navigator.clipboard.readText()")
        assert link == f"{site.url}?game=gin&deal={code}"
        assert code in page.inner_text(tid("copy-link-status"))
        # The deal code's own Copy still copies the code alone.
        page.click(tid("copy-deal-code"))
        page.wait_for_function("() => document.querySelector('[data-testid=copy-status]').textContent !== ''")
        assert page.evaluate("navigator.clipboard.readText()") == code

        other.goto(link)
        other.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        now = shown(other)
        assert (now["game"], now["deal"], now["dealOpen"]) == ("gin", code, True)
        other.click(tid("start"))
        other.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        assert wait_settled(other) == "upcard"
        assert (sorted(hand_cards(other)), other.get_attribute(tid("discard-top"), "data-card")) == dealt
        assert not errors and not other_errors, (errors, other_errors)
    finally:
        context.close()
        friend.close()


def test_a_5000_deal_result_copies_a_link_to_its_deal(browser, site):
    """5000 Rummy's deal result (a deal stopped at an empty stock, ft_deals "empty_stock")
    copies a link to its deal, which opens 5000 Rummy with that code elsewhere."""
    context, page, errors = open_ft(browser, site)
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.url.rstrip("/"))
    friend = browser.new_context(viewport={"width": 1280, "height": 800})
    other, other_errors = watched_page(friend, settings_init({"speed": "off", "game": "gin"}))
    try:
        code, details = scenario_for("empty_stock")
        phase = start_ft(page, players=4, target=1000, level="easy", deal=code)
        for _ in range(1, details["turn"]):
            assert phase == "draw"
            draw_stock(page)
            phase = discard(page, fresh_card(page))
        page.locator(f"{FT} {tid('stop')}").click()
        assert wait_ft(page) in ("deal_over", "match_over")
        shown_code = page.inner_text(f"{tid('deal-result')} {tid('deal-code')}").strip()
        page.click(f"{tid('deal-result')} {tid('copy-deal-link')}")
        page.wait_for_function("() => document.querySelector('[data-testid=copy-link-status]').textContent !== ''")
        link = page.evaluate("navigator.clipboard.readText()")
        assert link == f"{site.url}?game=five_thousand&deal={shown_code}"
        # Without the Clipboard API the link is copied by hand (a field of its own), else shown in the status.
        page.evaluate("""() => { const clip = navigator.clipboard; window.__readClip = () => clip.readText();
          clip.writeText('');
          Object.defineProperty(navigator, 'clipboard', {value: {writeText: () => Promise.reject(new Error('refused'))}});
          document.querySelector('[data-testid=copy-link-status]').textContent = ''; }""")
        page.click(f"{tid('deal-result')} {tid('copy-deal-link')}")
        page.wait_for_function("() => document.querySelector('[data-testid=copy-link-status]').textContent !== ''")
        status = page.inner_text(tid("copy-link-status"))
        assert shown_code in status
        assert link in status or page.evaluate("window.__readClip()") == link
        assert page.locator(f"{tid('deal-result')} textarea").count() == 0

        other.goto(link)
        other.wait_for_function(SHOWN_YET)
        now = shown(other)
        assert (now["game"], now["deal"], now["dealOpen"], now["screen"]) == ("five_thousand", shown_code, True, "start")
        assert not errors and not other_errors, (errors, other_errors)
    finally:
        context.close()
        friend.close()
