"""A 5000 Rummy match survives a reload: the save (sealed, under the game's
own key) is stored after every action, and Resume gives the identical
table. The start screen offers the chosen game's saved match only."""

import json

from ft_person import Person
from ft_ui import FT, open_ft, table, wait_ft, start_ft
from pages import RECORD_WORKER_MESSAGES
from polling import wait_until
from ui_helpers import TIMEOUT, leave_match, tid

SAVE = "rummy:five_thousand:save"
DEAL = "WW6B25SWZT"      # a fixed deal: the person's second draw comes in deal 1
SAVED = """() => {
    const raw = localStorage.getItem('rummy:five_thousand:save');
    const replies = window.__wire.filter((m) => m.data && m.data.type === 'reply').map((m) => JSON.parse(m.data.text));
    const last = replies.filter((r) => r.save).at(-1);
    return Boolean(raw && last) && JSON.stringify(JSON.parse(raw).match) === JSON.stringify(last.save);
}"""


def whole_table(page):
    state = table(page)
    # Marks included (wild, must play, taken from the top), not "fresh": the card just drawn is news, not the table.
    state["hand_order"] = page.eval_on_selector_all(
        f"{FT} .ft-card", "els => els.map(e => e.dataset.card + [...e.classList].filter((c) => c !== 'fresh').join(' '))")
    state["dealer"] = page.eval_on_selector_all("[data-testid^=seat-][data-dealer=true]", "els => els.map(e => e.dataset.testid)")
    state["deal"] = page.inner_text("#ft-deal-text")
    return state


def without_gin(state):
    """The table without the hooks of Gin's score sheet, there once Gin's page has loaded."""
    return {**state, "scores": [s for s in state["scores"] if not s[0].startswith("score-sheet")]}


def test_reload_mid_deal_resumes_the_identical_table(browser, site):
    context, page, errors = open_ft(browser, site, init=RECORD_WORKER_MESSAGES)
    try:
        start_ft(page, players=4, target=1000, level="normal", deal=DEAL)
        person = Person(page)
        for _ in range(30):        # play until the person is in the middle of a turn, after a draw
            phase = wait_ft(page)
            if phase == "play" and person.done["stock"] + person.done["deep"] + person.done["top"] >= 2:
                break
            if phase in ("deal_over", "match_over"):
                page.click(tid("next-deal"))
                continue
            person.act() if phase != "play" else person.play()
        assert wait_ft(page) == "play"
        assert person.done["stock"] == 2         # (the CPUs at normal make no random choice: every run alike)
        order = page.eval_on_selector_all(f"{FT} .ft-card", "els => els.map(e => e.dataset.card)")
        page.click(f"{FT} {tid('sort')}")                          # by rank: remembered too
        assert sorted(order) == sorted(page.eval_on_selector_all(f"{FT} .ft-card", "els => els.map(e => e.dataset.card)"))
        wait_until(page, SAVED, timeout=TIMEOUT)
        stored = json.loads(page.evaluate(f"localStorage.getItem('{SAVE}')"))
        assert set(stored["match"]) == {"version", "sealed"}          # sealed: no seed, no log in clear
        before = whole_table(page)

        page.reload()
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        assert page.get_attribute(tid("game-five_thousand"), "aria-pressed") == "true"   # the game is remembered
        page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)   # back by itself (issue 57)
        assert wait_ft(page) == "play"
        assert without_gin(whole_table(page)) == without_gin(before)   # (Gin's page not loaded yet: its sheet's hooks)
        page.click("#app .tool.icon")
        leave_match(page)
        page.wait_for_selector("#resume:not([hidden])")
        page.click(tid("game-gin"))                                   # Gin has no save: no Resume
        assert page.is_hidden("#resume")
        page.click(tid("game-five_thousand"))
        page.click("#resume")
        page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
        assert wait_ft(page) == "play"
        assert whole_table(page) == before
        # And it plays on.
        person.play()
        assert not errors, errors
    finally:
        context.close()
