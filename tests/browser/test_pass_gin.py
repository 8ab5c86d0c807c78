"""Gin Rummy at one device (issue 54): two people, Ann and Bo, a whole
match to 50 played by clicks through every handoff. Every round opens with
the upcard offered to the non-dealer through a handoff (the public table,
no hand, then that person's hand and Take / Pass). At every handoff the
hand area holds no card and no hidden card of either person shows in the
page's text or its aria labels; after `handoff-ready` the root's
data-viewer is the seat to act. Results, the log and the match end use
the names, never "You".

The match is one fixed game: its seed is pinned and its first round given
by code; the people play as pass_play.py says (the CPU's own choice in
their place).
"""

import re
import time

from pages import pinned_seed
from pass_play import GIN_NAMES, GIN_PEOPLE
from pass_ui import RECORDER, Watch, after_reply, check_private, decide, reveal, root, seq, start_table, state
from rummy.gin.deal import round_code
from ui_helpers import QUICK, open_game, tid

SEED = "PASS-GIN-002"            # pass_play.py --search gin: the shortest of its matches (3 rounds)
CODE = round_code(SEED, 1)
LIMIT = 2000
YOU = re.compile(r"\bYou\b|\byour\b|\bCPU\b", re.IGNORECASE)


def table_cards(view):
    """The cards the public view shows: the discard pile and what each seat took from it."""
    cards = list(view["discard"])
    for record in view.get("pile_records") or []:
        cards += list(record.get("took") or [])
    return cards


def play(page, action):
    """One action of the person whose hand is shown, by clicks."""
    kind = action["type"]
    card = f"{tid('hand')} [data-card='{action.get('card')}']"
    if kind in ("take", "pass"):
        page.click(f"#table {tid(kind)}")
    elif kind == "draw":
        page.click(tid("stock") if action["from"] == "stock" else tid("discard-top"))
    elif kind == "discard":
        page.click(card)          # lifted,
        page.click(card)          # then thrown
    elif kind == "knock":
        page.click(card)
        page.click(tid("knock"))
    elif kind == "big_gin":
        page.click("#big-gin")
    else:
        raise AssertionError(f"no click for {action}")


def named(text, where):
    found = YOU.search(text)
    assert not found, (where, found and found.group(0), text[:400])


def test_two_people_play_a_whole_gin_match_by_clicks(browser, site):
    context, page, errors = open_game(browser, site, viewport=(390, 844), init=QUICK + RECORDER + pinned_seed(SEED, every_match=True))
    began = time.monotonic()
    try:
        watch = Watch(page)
        choose = decide("gin", "easy")
        start_table(page, "gin", GIN_PEOPLE, GIN_NAMES, deal=CODE, target=50, level="easy")
        seen = {"handoffs": 0, "hidden": 0, "upcard": 0, "rounds": 0}
        for _ in range(LIMIT):
            now = state(page)
            watch.absorb()
            if now == "match_over":
                break
            if now == "handoff":
                seat = int(page.get_attribute("#handoff", "data-seat"))
                assert root(page, "viewer") == "" and root(page, "toAct") == str(seat)
                seen["hidden"] += check_private(page, watch, f"{tid('hand')} .card", table_cards)
                assert GIN_NAMES[seat] in page.inner_text("#handoff")
                named(page.text_content("#log"), "log")
                upcard = root(page, "phase") == "upcard"
                assert reveal(page, watch) == seat
                if upcard:      # the upcard offer, after the handoff: Take or Pass for the shown hand
                    assert page.is_visible(f"#table {tid('take')}") and page.is_visible(f"#table {tid('pass')}")
                    seen["upcard"] += 1
                seen["handoffs"] += 1
                continue
            before = seq(page)
            if now == "between":
                text = page.inner_text("#result")
                assert all(name in text for name in GIN_NAMES), text
                named(text, "result")
                seen["rounds"] += 1
                page.click(tid("next-round"))
            else:
                play(page, choose(watch.last()))
            after_reply(page, before)
        else:
            raise AssertionError("the match did not end")
        view = watch.last()["view"]
        winner = (view.get("match_result") or {}).get("winner", view["result"]["winner"])
        assert max(view["scores"]) >= 50
        text = page.inner_text("#match-end")
        assert f"{GIN_NAMES[winner]} won the match!" in text
        named(text, "match end")
        assert seen["upcard"] >= seen["rounds"] + 1 and seen["handoffs"] >= 20 and seen["hidden"] > 0, seen
        assert not errors, errors
        print(f"\nGin pass-and-play match: {seen['rounds'] + 1} rounds, {seen['handoffs']} handoffs, "
              f"{time.monotonic() - began:.0f} s")
    finally:
        context.close()
