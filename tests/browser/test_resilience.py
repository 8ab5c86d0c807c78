"""Nothing lost, nothing broken: saves, bad saves, statistics, double taps, two tabs.

Every test drives the real page in Chromium with the page's worker traffic
recorded (recorded.py), so "the full view" is the engine's own view(0) as
the page received it, compared before and after.
"""

import json

from rummy.gin import Match
from web_driver import bridge_sender, person_action

from pages import sealed, unsealed
from recorded import (ACTS, IN_PLAY, LAST_VIEW, RECORD, SAVE, SAVES_SEEN, STATS, asides, come_back, discard_best,
                      envelope, notice_key, put, reload_ready, resume, saved_at_discard, stored, table,
                      to_discard, wait_saved)
from ui_helpers import (TIMEOUT, game_page, hand_cards, leave_match, root, start_match, tid, wait_settled,
                        watched_page)


# --- save and resume --------------------------------------------------------------

def test_reload_mid_round_resumes_the_identical_match(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        saved_at_discard(page)
        view, shown = page.evaluate(LAST_VIEW), table(page)
        save = stored(page)
        # The page holds the save sealed: no seed, no log, nothing it could read the CPU's hand from.
        assert save["schema"] == 1 and set(save["match"]) == {"version", "sealed"}
        assert save["match"]["version"] == 1 and '"seed"' not in json.dumps(save)
        # The sealed save is the match: CPython rebuilds the very view the page shows.
        assert json.loads(json.dumps(Match.from_save(unsealed(page, save["match"])).view(0))) == view

        reload_ready(page)
        assert resume(page) == "discard"
        assert page.evaluate(LAST_VIEW) == view
        assert table(page) == shown
        discard_best(page)            # and it plays on
        wait_settled(page)
        wait_saved(page)
        # Every step came with its save, sealed (the resumed match's too), and
        # no request was spent on saving alone.
        seen = page.evaluate(SAVES_SEEN)
        assert seen["requests"] == 0 and seen["unsealed"] == 0
        assert seen["carried"] >= 3 and seen["carried"] == seen["changes"]
        assert not errors, errors


def test_a_cpu_move_pending_at_reload_is_replayed_not_redecided(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        start_match(page, target=50, level="normal")
        to_discard(page)
        page.evaluate("window.__hold = ['cpu']")
        discard_best(page)
        page.wait_for_function("() => window.__sent.some((r) => r.op === 'cpu')", timeout=TIMEOUT)
        wait_saved(page)
        save = unsealed(page, stored(page)["match"])
        # What the CPU does from this save, by the bridge on CPython.
        send = bridge_sender()
        reply = send("load", save=save)
        expected = []
        while reply["view"]["to_act"] == 1 and reply["view"]["phase"] in IN_PLAY:
            reply = send("cpu", state=reply["state"])
            expected.append([reply["view"], reply["cpu_action"]])
        assert expected

        reload_ready(page)
        resume(page)
        replayed = page.evaluate("window.__replies.filter((r) => r.cpu_action).map((r) => [r.view, r.cpu_action])")
        assert replayed == json.loads(json.dumps(expected))
        assert not errors, errors


# --- bad saves ---------------------------------------------------------------------

def test_bad_saves_are_set_aside_with_a_message_and_statistics_survive(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        saved_at_discard(page)
        good = unsealed(page, stored(page)["match"])
        tampered = dict(stored(page)["match"])
        tampered["sealed"] = tampered["sealed"][:-8] + ("A" * 8 if tampered["sealed"][-8:] != "A" * 8 else "B" * 8)
        stats = json.dumps({"levels": {"easy": {"played": 3, "won": 2}}, "gins": 1, "undercuts": 0,
                            "knocks": 4, "best": 33})
        put(page, STATS, stats)
        edited = json.loads(envelope(page, sealed(page, good)))
        edited["match"]["sealed"] = "A" + edited["match"]["sealed"][1:] if edited["match"]["sealed"][0] != "A" else "B" + edited["match"]["sealed"][1:]
        illegal = {**good, "log": good["log"] + [[0, {"type": "knock", "card": "ZZ"}]]}
        cases = [   # (what is stored, the message, found at load (True) or when resuming)
            ("not json", envelope(page, good)[:40], "saveUnreadable", True),
            ("edited after its checksum", json.dumps(edited), "saveUnreadable", True),
            ("an older engine save", envelope(page, {**good, "version": 0}), "saveOld", True),
            ("an older sealed save", envelope(page, {**sealed(page, good), "version": 0}), "saveOld", True),
            ("another envelope schema", json.dumps({"schema": 2, "match": good}), "saveOld", True),
            ("consistent but not a legal match", envelope(page, illegal), "saveUnreadable", False),
            ("a sealed save whose ciphertext was edited", envelope(page, tampered), "saveUnreadable", False),
            ("a sealed save of a match that is not legal", envelope(page, sealed(page, illegal)),
             "saveUnreadable", False),
        ]
        for name, raw, message, at_load in cases:
            kept = asides(page)
            put(page, SAVE, raw)
            reload_ready(page)
            if not at_load:   # it tries to come back by itself (issue 57), and cannot
                assert come_back(page) == "start", name
                page.wait_for_selector("#resume", state="hidden")
            assert notice_key(page) == message, name
            assert not page.is_visible("#resume"), name
            assert root(page, "screen") == "start", name
            assert stored(page) is None, name                          # nothing to resume
            new = [k for k in asides(page) if k not in kept]
            assert len(new) == 1 and stored(page, new[0])["raw"] == raw, name   # kept aside
            assert page.evaluate("(k) => localStorage.getItem(k)", STATS) == stats, name

        # The message exists in Japanese too, and statistics still show.
        english = page.inner_text(tid("notice"))
        page.click(tid("lang"))
        japanese = page.inner_text(tid("notice"))
        assert japanese != english and any(ord(c) > 0x3000 for c in japanese)
        page.click(tid("lang"))
        page.click("#start-screen [data-open=stats]")
        assert "won of 3" in page.inner_text("#stats-body")
        page.click("#stats [data-close]")
        # A new match starts.
        assert start_match(page, target=50, level="easy") in IN_PLAY
        assert not errors, errors


# --- statistics --------------------------------------------------------------------

def save_before_the_cpus_last_move(level="easy", target=50):
    """A save of a match whose next action, the CPU's, ends it (seed searched here)."""
    for n in range(200):
        send = bridge_sender()
        reply = send("new_match", seed=f"ENDING{n:04d}", target=target, level=level)
        for step in range(3000):
            view = reply["view"]
            if view["phase"] == "match_over":
                break
            if view["to_act"] == 1 and view["phase"] in IN_PLAY:
                save = send("save")["save"]
                reply = send("cpu", state=reply["state"])
                if reply["view"]["phase"] == "match_over":
                    return save
                continue
            reply = send("act", action=person_action(view, step), state=reply["state"])
    raise AssertionError("no match ended by the CPU")


def played_won(page, level_row=1):
    page.click("#start-screen [data-open=stats]")
    text = page.inner_text(f"#stats-body .stats-card:nth-child({level_row})")
    page.click("#stats [data-close]")
    return text


def test_statistics_count_only_finished_matches(browser, site):
    ending = save_before_the_cpus_last_move()
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        for _ in range(2):   # two matches abandoned: leave one, start another
            start_match(page, target=50, level="easy")
            to_discard(page)
            page.click("#app .tool.icon")
            leave_match(page)
        assert "0 won of 0" in played_won(page)

        put(page, SAVE, envelope(page, ending))      # one CPU move from the end
        reload_ready(page)
        assert resume(page) == "match_over"
        page.click(tid("new-match"))
        page.wait_for_selector("html[data-screen='start']")
        assert "won of 1" in played_won(page)
        reload_ready(page)                          # counted once: nothing left to resume
        assert not page.is_visible("#resume")
        assert "won of 1" in played_won(page)
        assert not errors, errors


# --- taps ---------------------------------------------------------------------------

SPAM_WHILE_BUSY = """
() => {
  const d = document.documentElement.dataset;
  if (d.busy !== "true") return false;
  for (const sel of ["[data-testid=stock]", "[data-testid=discard-top]", "[data-testid=take]",
                     "[data-testid=pass]", "[data-testid=knock]", "[data-testid=hand] .card"]) {
    for (const el of document.querySelectorAll(sel)) { el.click(); el.click(); }
  }
  return true;
}
"""


def test_double_clicks_and_clicks_during_cpu_moves_apply_once(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        start_match(page, target=50, level="easy")
        for _ in range(10):
            phase = wait_settled(page)
            if phase == "draw":
                break
            page.click(tid("next-round" if phase == "round_over" else "pass"))   # the CPU may go out at once
        assert phase == "draw"
        # A tap the engine refuses as stale: nothing applies, the page redraws the current view.
        page.evaluate("window.__staleOnce = true")
        view = page.evaluate(LAST_VIEW)
        page.click(tid("stock"))
        page.wait_for_function("() => window.__replies.some((r) => r.error && r.error.code === 'stale_state')")
        page.wait_for_function("() => window.__sent.at(-1).op === 'view'")
        assert wait_settled(page) == "draw" and page.evaluate(LAST_VIEW) == view
        assert len(hand_cards(page)) == 10

        before = len(page.evaluate(ACTS))
        page.dblclick(tid("stock"))
        page.wait_for_selector(f"{tid('hand')} .card:nth-child(11)")
        assert wait_settled(page) == "discard"
        assert page.evaluate(ACTS)[before:] == [{"type": "draw", "from": "stock"}]

        card = discard_best(page, taps=3)           # lift, discard, and one tap too many
        spammed = 0
        for _ in range(40):
            spammed += page.evaluate(SPAM_WHILE_BUSY)
            if root(page, "busy") != "true":
                break
            page.wait_for_timeout(40)
        assert spammed >= 3                          # the CPU's turn was long enough to be tapped at
        wait_settled(page)
        assert page.evaluate(ACTS)[before:] == [{"type": "draw", "from": "stock"},
                                                {"type": "discard", "card": card}]
        refused = [r["error"]["code"] for r in page.evaluate("window.__replies") if not r["ok"]]
        assert refused == ["stale_state"]
        assert not errors, errors


# --- two tabs -----------------------------------------------------------------------

def open_tab(context, url):
    page, errors = watched_page(context, RECORD)
    page.goto(url)
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    return page, errors


def tab_notice(page):
    page.wait_for_selector(f"dialog{tid('tab-notice')}[open]", timeout=TIMEOUT)
    return page.get_attribute(tid("tab-notice"), "data-key")


def test_a_second_tab_never_overwrites_the_first_ones_match(browser, site):
    context = browser.new_context()
    try:
        first, first_errors = open_tab(context, site.url)
        start_match(first, target=50, level="easy")
        to_discard(first)
        wait_saved(first)

        second, second_errors = open_tab(context, site.url)
        assert tab_notice(second) == "tabBlocked"
        discard_best(first)                          # the first tab plays on, and saves
        wait_settled(first)
        wait_saved(first)
        assert stored(second) == stored(first)

        second.click(tid("play-here"))               # move the match to the second tab
        assert tab_notice(first) == "tabLost"
        second.wait_for_selector(f"dialog{tid('tab-notice')}:not([open])", state="attached")
        sent_by_first = len(first.evaluate("window.__sent"))
        view = first.evaluate(LAST_VIEW)
        resume(second)
        assert second.evaluate(LAST_VIEW) == view
        to_discard(second)
        discard_best(second)
        wait_settled(second)
        wait_saved(second)
        assert len(first.evaluate("window.__sent")) == sent_by_first   # the first tab is quiet
        assert stored(first)["match"] == second.evaluate(
            "window.__replies.filter((r) => r.save).at(-1).save")

        first.click(tid("play-here"))                # and back
        assert tab_notice(second) == "tabLost"
        first.wait_for_selector(f"dialog{tid('tab-notice')}:not([open])", state="attached")
        resume(first)
        assert first.evaluate(LAST_VIEW) == second.evaluate(LAST_VIEW)
        assert not first_errors and not second_errors, (first_errors, second_errors)
    finally:
        context.close()
