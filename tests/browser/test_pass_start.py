"""The start screen's seats (issue 54, pass-and-play): each seat but the first a
toggle between a CPU and a person (seat-person-K, aria-pressed), each person's
seat a name field (name-K) with its default ("You" alone, "Player K+1" among
others, both languages), as many seats as the game has (Gin 2, 5000 its player
count); a bad name said at its field (name-error-K) with Start disabled; a name
that looks like markup kept as text; the choices and names remembered per game;
a stored setting holding a bad name refused with a notice, nothing else lost;
and Start sends `people` and `names` (null for a CPU and for an untouched default)."""

import json

import pytest

from pages import pinned_seed
from polling import wait_until
from ui_helpers import QUICK, open_game, press_start, root, tid

# Every request the page sends its worker, recorded in window.__sent (before the app runs).
RECORD_REQUESTS = """
(() => {
  window.__sent = [];
  const send = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    try { window.__sent.push(JSON.parse(message)); } catch { /* not a request */ }
    return send.call(this, message, ...rest);
  };
})();
"""

ROWS = """() => [...document.querySelectorAll('.seat-row')].map((row) => {
  const input = row.querySelector('input'), toggle = row.querySelector('[data-testid^=seat-person]');
  return [row.dataset.seat, toggle ? toggle.getAttribute('aria-pressed') : null, input.hidden ? null : input.value];
})"""

WORDS = {"en-US": {"you": "You", "p": "Player {}", "empty": "Enter a name.", "long": "A name is at most 16 characters.",
                   "control": "A name cannot hold line breaks or control characters."},
         "ja-JP": {"you": "あなた", "p": "プレイヤー{}", "empty": "名前を入力してください。", "long": "名前は16文字までです。",
                   "control": "名前に改行や制御文字は使えません。"}}


def new_matches(page):
    return [r for r in page.evaluate("window.__sent") if r.get("op") == "new_match"]


@pytest.mark.parametrize("locale", ["en-US", "ja-JP"])
def test_each_seat_is_a_cpu_or_a_named_person_and_start_sends_who_plays(browser, site, locale):
    words = WORDS[locale]
    context, page, errors = open_game(browser, site, viewport=(360, 640), locale=locale,
                                      init=QUICK + RECORD_REQUESTS + pinned_seed("pass-start"))
    try:
        assert page.evaluate(ROWS) == [["0", None, words["you"]], ["1", "false", None]]   # Gin: you and the CPU
        page.click(tid("seat-person-1"))
        assert page.evaluate(ROWS) == [["0", None, words["p"].format(1)], ["1", "true", words["p"].format(2)]]
        page.click(tid("game-five_thousand"))
        page.click(tid("players-5"))
        assert page.evaluate(ROWS) == [["0", None, words["you"]]] + [[str(k), "false", None] for k in range(1, 5)]
        page.click(tid("seat-person-3"))
        assert page.evaluate(ROWS)[3] == ["3", "true", words["p"].format(4)]
        assert page.evaluate(ROWS)[0] == ["0", None, words["p"].format(1)]
        page.click(tid("players-3"))
        assert len(page.evaluate(ROWS)) == 3 and page.locator(tid("seat-person-3")).count() == 0
        # Gin again: its own seats as left, a name typed; Start sends who plays.
        page.click(tid("game-gin"))
        page.fill(tid("name-1"), "  Bo  ")
        press_start(page)
        sent = new_matches(page)[-1]
        assert sent["people"] == [True, True] and sent["names"] == [None, "Bo"], sent
        page.wait_for_selector(f"{tid('handoff')}:not([hidden])")
        assert root(page, "viewer") == ""
        assert not errors, errors
    finally:
        context.close()


def test_one_person_against_the_cpu_plays_as_before(browser, site):
    context, page, errors = open_game(browser, site, init=QUICK + RECORD_REQUESTS + pinned_seed("pass-one"))
    try:
        press_start(page)
        sent = new_matches(page)[-1]
        assert sent["people"] == [True, False] and sent["names"] == [None, None], sent
        wait_until(page, "document.documentElement.dataset.viewer === '0'")
        assert page.locator(f"{tid('handoff')}:not([hidden])").count() == 0
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("locale", ["en-US", "ja-JP"])
def test_a_bad_name_is_said_at_its_field_and_start_waits(browser, site, locale):
    words = WORDS[locale]
    context, page, errors = open_game(browser, site, viewport=(360, 640), locale=locale, init=QUICK + RECORD_REQUESTS)
    try:
        page.click(tid("seat-person-1"))
        start = page.locator(tid("start"))
        for typed, said in (("   ", "empty"), ("a" * 17, "long"), ("Ann\u202eB", "control"), ("Bo\u0007", "control")):
            page.fill(tid("name-1"), typed)
            assert page.inner_text(tid("name-error-1")) == words[said], typed
            assert start.is_disabled() and page.get_attribute(tid("name-1"), "aria-invalid") == "true"
            page.press(tid("name-1"), "Enter")    # Enter in the field starts only a good table
        assert new_matches(page) == []
        page.fill(tid("name-1"), "😀" * 16)        # 16 characters, however many UTF-16 units
        assert page.locator(tid("name-error-1")).is_hidden() and start.is_enabled()
        page.fill(tid("name-0"), "")
        assert start.is_disabled() and page.inner_text(tid("name-error-0")) == words["empty"]
        page.click(tid("seat-person-1"))          # the other seat a CPU again: its name is not asked
        assert start.is_disabled()
        page.fill(tid("name-0"), "<img src=x>")
        assert start.is_enabled()
        assert page.input_value(tid("name-0")) == "<img src=x>"
        assert page.locator("#start-screen img").count() == 0
        assert not errors, errors
    finally:
        context.close()


def test_choices_and_names_are_remembered_per_game_and_defaults_follow_the_language(browser, site):
    context, page, errors = open_game(browser, site, viewport=(844, 390), init=QUICK)
    try:
        page.click(tid("seat-person-1"))
        page.fill(tid("name-0"), "Ann")
        page.fill(tid("name-1"), "<b>Bo</b>")
        page.click(tid("game-five_thousand"))
        page.click(tid("players-4"))
        page.click(tid("seat-person-2"))
        page.fill(tid("name-2"), "Cy")
        page.reload()
        page.wait_for_selector("html[data-ready='true']")
        assert page.evaluate(ROWS) == [["0", None, "Player 1"], ["1", "false", None], ["2", "true", "Cy"], ["3", "false", None]]
        page.click(tid("lang"))                    # an untouched default follows the language, a typed name stays
        assert page.evaluate(ROWS)[0] == ["0", None, "プレイヤー1"] and page.evaluate(ROWS)[2][2] == "Cy"
        page.click(tid("game-gin"))
        assert page.evaluate(ROWS) == [["0", None, "Ann"], ["1", "true", "<b>Bo</b>"]]
        assert not errors, errors
    finally:
        context.close()


def stored_settings(choices):
    return ("localStorage.setItem('rummy:settings', %s);" % json.dumps(json.dumps({"speed": "off", "theme": "dark", "choices": choices})))


@pytest.mark.parametrize("names", [["Ann\u0007", None], ["", "Bo"], ["x" * 17, None], "<b>", [" Ann", None], [5, None]])
def test_a_stored_setting_with_a_bad_name_is_refused_with_a_notice_and_nothing_else_lost(browser, site, names):
    choices = {"gin": {"target": 50, "seats": {"people": [True, True], "names": names}},
               "five_thousand": {"players": 6, "seats": {"people": [True, False, True], "names": [None, None, "Cy"]}}}
    once = "if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); %s }" % stored_settings(choices)
    context, page, errors = open_game(browser, site, init=once)
    try:
        notice = page.locator(tid("notice"))
        assert notice.get_attribute("data-key") == "namesRefused" and "Gin Rummy" in notice.inner_text()
        assert page.evaluate(ROWS) == [["0", None, "Player 1"], ["1", "true", "Player 2"]]   # who plays kept
        assert page.get_attribute(tid("target-50"), "aria-pressed") == "true"
        assert root(page, "theme") == "dark"
        settings = json.loads(page.evaluate("localStorage.getItem('rummy:settings')"))
        assert settings["choices"]["gin"]["seats"]["names"] == []
        assert settings["choices"]["five_thousand"] == choices["five_thousand"]
        page.click(tid("game-five_thousand"))
        assert page.evaluate(ROWS)[2] == ["2", "true", "Cy"]
        page.reload()
        page.wait_for_selector("html[data-ready='true']")
        assert page.locator(tid("notice")).is_hidden()    # refused once: the setting is good again
        assert not errors, errors
    finally:
        context.close()
