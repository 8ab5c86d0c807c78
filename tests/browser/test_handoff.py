"""The shell's handoff screen between people at one device (issue 54), in Gin with
two people: while it shows (test id `handoff`), the document root's data-viewer
is empty, the hand area holds no card, the table under it is inert, and its one
button (`handoff-ready`) has the focus and says the person's name (as text: a
name that looks like markup stays text); Enter on it shows that person's hand
(data-viewer = the seat to act); the upcard offer to the other person goes
through the handoff at once. A reload comes back to the handoff, never a hand;
the question before a new match replaces the saved one names the players; a
save whose summary holds a bad name is refused with a notice; a match of two
people counts in the table games record (in the statistics dialog), not in the
level's statistics; host events carry the names (the `pong` of a framed game)."""

import json

import pytest

from pages import pinned_seed
from polling import wait_until
from ui_helpers import QUICK, TIMEOUT, open_game, press_start, root, tid

ANN, BO = "Ann", "<img src=x>"
HAND_CARDS = "#table [data-testid=hand] .card"
# Seat 0 (Ann) acts first and, taking the upcard, knocks with 2♣ for 68 points: a match to 50
# over in one knock (checked on the bridge by hand; the tests below assert the outcome).
KNOCK_DEAL = "3445GEZWAG"
CALM_DEAL = "7GHFNZSFX0"


def start_two(page, deal=CALM_DEAL, names=(ANN, BO)):
    """Gin for two people at the device, from the start screen."""
    page.click(tid("target-50"))
    page.click(tid("level-easy"))
    page.click(tid("seat-person-1"))
    page.fill(tid("name-0"), names[0])
    page.fill(tid("name-1"), names[1])
    page.evaluate("document.querySelector('.code-box:not(.rules-box)').open = true")
    page.fill("#deal-code", deal)
    press_start(page)
    return wait_handoff(page)


def wait_handoff(page):
    """Until the handoff shows, settled: the seat it waits for."""
    page.wait_for_selector(f"{tid('handoff')}:not([hidden])", timeout=TIMEOUT)
    wait_until(page, "document.documentElement.dataset.busy !== 'true'")
    return int(page.get_attribute(tid("handoff"), "data-seat"))


def check_handoff(page, name, words=("Pass the device to {}", "I'm {} — show my hand"), focused=True):
    """What the handoff must be while it shows, for the person `name`."""
    assert root(page, "viewer") == ""
    assert page.locator(HAND_CARDS).count() == 0
    assert page.evaluate("document.querySelector('#table').inert") is True
    assert page.inner_text("#handoff-title") == words[0].format(name)
    assert not focused or page.evaluate("document.activeElement.dataset.testid") == "handoff-ready"
    assert page.get_by_role("button", name=words[1].format(name), exact=True).count() == 1
    assert page.locator("#handoff img, #table img").count() == 0


def reveal_by_keyboard(page, seat):
    page.keyboard.press("Enter")
    wait_until(page, f"document.documentElement.dataset.viewer === '{seat}'", timeout=TIMEOUT)
    assert page.locator(tid("handoff")).is_hidden()
    assert root(page, "toAct") == str(seat)
    page.wait_for_selector(f"{HAND_CARDS} >> nth=9")


def test_the_handoff_hides_every_hand_names_the_person_and_comes_back_after_a_reload(browser, site):
    context, page, errors = open_game(browser, site, viewport=(360, 640), init=QUICK + pinned_seed("handoff-1"))
    try:
        first = start_two(page)
        names = {0: ANN, 1: BO}
        check_handoff(page, names[first])
        reveal_by_keyboard(page, first)
        page.click(tid("pass"))                      # the upcard offered to the other person: handed over at once
        other = wait_handoff(page)
        assert other == 1 - first
        check_handoff(page, names[other])
        reveal_by_keyboard(page, other)
        page.reload()                                # the match comes back: the handoff first, never a hand
        page.wait_for_selector("html[data-ready='true']")
        assert wait_handoff(page) == other
        check_handoff(page, names[other])
        # A new match over it asks first, naming who played.
        page.click("[data-open=settings]")
        page.click("#quit")
        page.click(tid("quit-confirm-yes"))
        page.wait_for_selector("html[data-screen='start']")
        assert root(page, "viewer") == ""
        page.click(tid("start"))
        question = page.inner_text(tid("replace-confirm"))
        assert f"Gin Rummy with {ANN}, {BO}" in question, question
        page.click(tid("replace-confirm-no"))
        assert not errors, errors
    finally:
        context.close()


def test_the_handoff_in_japanese(browser, site):
    context, page, errors = open_game(browser, site, viewport=(844, 390), locale="ja-JP", init=QUICK + pinned_seed("handoff-ja"))
    try:
        first = start_two(page, names=("アン", "ボブ"))
        name = ["アン", "ボブ"][first]
        check_handoff(page, name, ("{}さんに渡してください", "{}です — 手札を見る"))
        page.click(tid("lang"))                      # the other language at once
        check_handoff(page, name, focused=False)
        assert not errors, errors
    finally:
        context.close()


def test_a_save_naming_a_player_badly_is_refused_with_a_notice(browser, site):
    context, page, errors = open_game(browser, site, init=QUICK + pinned_seed("handoff-bad"))
    try:
        start_two(page)
        saved = json.loads(page.evaluate("localStorage.getItem('rummy:gin:save')"))
        assert saved["about"]["names"] == [ANN, BO] and saved["about"]["people"] == [True, True]
        saved["about"]["names"][1] = "Bo\u0007"
        page.evaluate("(text) => localStorage.setItem('rummy:gin:save', text)", json.dumps(saved))
        page.reload()
        page.wait_for_selector("html[data-ready='true']")
        notice = page.locator(tid("notice"))
        notice.wait_for()
        assert notice.get_attribute("data-key") == "saveUnreadable"
        assert root(page, "screen") == "start" and page.locator("#resume").is_hidden()
        assert page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('rummy:gin:save-aside:')).length") == 1
        assert page.evaluate(ROWS_PEOPLE) == ["true", "true"]    # the settings untouched
        assert not errors, errors
    finally:
        context.close()


ROWS_PEOPLE = "() => [...document.querySelectorAll('.seat-row')].map((r) => r.dataset.person)"


def test_a_match_of_two_people_counts_in_the_table_games_not_in_the_levels(browser, site):
    context, page, errors = open_game(browser, site, init=QUICK + pinned_seed("handoff-knock"))
    try:
        assert start_two(page, deal=KNOCK_DEAL) == 0
        reveal_by_keyboard(page, 0)
        page.click(tid("take"))
        wait_until(page, "document.documentElement.dataset.phase === 'discard' && document.documentElement.dataset.busy === 'false'")
        page.click(f"{HAND_CARDS}[data-card='2C']")
        page.click(tid("knock"))
        page.wait_for_selector("#match-end[open]", timeout=TIMEOUT)
        stats = json.loads(page.evaluate("localStorage.getItem('rummy:gin:stats') || '{}'"))
        assert all(level.get("played", 0) == 0 for level in stats.get("levels", {}).values()), stats
        table = json.loads(page.evaluate("localStorage.getItem('rummy:gin:table-games')"))
        assert table == [{"name": ANN, "played": 1, "won": 1}, {"name": BO, "played": 1, "won": 0}]
        page.click(tid("match-stats"))
        rows = page.locator(f"#stats {tid('table-games')} tbody tr")
        rows.first.wait_for()
        assert [rows.nth(i).inner_text().split("\t") for i in range(rows.count())] == [[ANN, "1", "1"], [BO, "1", "0"]]
        assert page.locator("#stats img").count() == 0
        assert page.locator(tid("stats-empty")).is_visible()     # no level counted it
        assert not errors, errors
    finally:
        context.close()


def test_host_events_carry_the_names(framed_game):
    page, frame, errors, _ = framed_game
    ping = "() => document.querySelector('iframe#game').contentWindow.postMessage({source: 'rummy-host', type: 'ping'}, '*')"
    page.evaluate(ping)
    wait_until(page, "window.ginEvents.some((e) => e.type === 'pong')")
    assert "names" not in next(e for e in page.evaluate("window.ginEvents") if e["type"] == "pong")   # no match yet
    start_two(frame)
    page.evaluate("window.ginEvents.length = 0")
    page.evaluate(ping)
    wait_until(page, "window.ginEvents.some((e) => e.type === 'pong')")
    pong = next(e for e in page.evaluate("window.ginEvents") if e["type"] == "pong")
    assert pong["names"] == [ANN, BO] and pong["people"] == [True, True], pong
    assert not errors, errors


if __name__ == "__main__":
    pytest.main([__file__])
