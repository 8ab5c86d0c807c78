"""5000 Rummy's fixed deals, played by taps (tests/browser/ft_deals.py found
them; each holds whatever the CPU's random source): the wild card's
chooser, a refused going-out discard and its words, the rummy prompt passed
and taken, and Stop on an empty stock. One page serves the module: each
test leaves the table for the start screen and starts its own match.
"""

import pytest

from ft_deals import scenario_for
from ft_ui import (FT, discard, fresh_card, hand, lay_off, meld, meld_cards, open_ft, replies, select, start_ft,
                   table, wait_ft)
from pages import RECORD_WORKER_MESSAGES
from ui_helpers import TIMEOUT, tid


@pytest.fixture(scope="module")
def ft(browser, site):
    context, page, errors = open_ft(browser, site, init=RECORD_WORKER_MESSAGES)
    yield page, errors
    context.close()


def to_start(page):
    """Leave the match in play (Settings, Leave this match): back to the start screen."""
    if page.evaluate("document.documentElement.dataset.screen") == "table":
        page.click("#app .tool.icon")
        page.click("#quit")
    page.wait_for_selector("html[data-screen='start']", timeout=TIMEOUT)


def begin(page, name, players):
    code, details = scenario_for(name)
    to_start(page)
    phase = start_ft(page, players=players, target=1000, level="easy", deal=code)
    return phase, details


def test_a_wild_card_whose_place_is_ambiguous_asks_what_it_stands_for(ft):
    page, errors = ft
    phase, details = begin(page, "wild_chooser", 3)
    assert phase == "draw" and page.is_visible(tid("first-dealer"))
    page.click(f"{FT} {tid('stock')}")
    assert wait_ft(page) == "play"
    select(page, details["cards"])
    page.click(tid("meld-btn"))
    chooser = page.locator(f"{tid('wild-choice')}[open]")
    chooser.wait_for()
    offered = sorted(page.eval_on_selector_all(f"{tid('wild-choice')} [data-as]", "els => els.map(e => e.dataset.as)"))
    assert offered == details["options"]
    wild = next(c for c in details["cards"] if c[0] == page.get_attribute(tid("wild"), "data-rank"))
    choice = details["options"][-1]
    page.click(f"{tid('wild-choice')} [data-as='{choice}']")
    wait_ft(page)
    laid = meld_cards(page)
    assert len(laid) == 1 and laid[0]["owner"] == 0
    assert {"card": wild, "as": choice} in laid[0]["cards"]
    # A meld with no ambiguity asks nothing: the Meld button is enabled only for a valid selection.
    assert not errors, errors


def test_a_refused_going_out_discard_says_why(ft):
    page, errors = ft
    phase, details = begin(page, "going_out_refused", 3)
    page.click(f"{FT} {tid('stock')}")
    wait_ft(page)
    for cards in details["melds"]:
        meld(page, cards)
    assert hand(page) == [details["last"]]
    before = table(page)
    discard(page, details["last"])
    message = page.locator(f"{FT} {tid('ft-message')}")
    message.wait_for()
    assert "fits a meld" in message.inner_text() and "lay it off" in message.inner_text()
    assert table(page) == before                       # refused: nothing changed
    # Laid off instead, the hand is empty: the turn ends without going out.
    target = page.get_attribute(f"{FT} [data-testid=meld].target", "data-meld-id")
    lay_off(page, details["last"], target)
    assert hand(page) == [] and page.evaluate("document.documentElement.dataset.phase") in ("draw", "play")
    assert not errors, errors


def play_to_rummy(page, details):
    page.click(f"{FT} {tid('stock')}")
    wait_ft(page)
    meld(page, details["meld"])
    discard(page, details["discard"])
    assert wait_ft(page) == "rummy"
    prompt = page.locator(f"{FT} #ft-rummy")
    assert prompt.is_visible()
    from ui_helpers import root
    assert root(page, "toAct") == "0"
    return prompt.inner_text()


def test_the_rummy_prompt_waits_and_can_be_passed_or_taken(ft):
    page, errors = ft
    phase, details = begin(page, "rummy_prompt", 3)
    text = play_to_rummy(page, details)
    assert "CPU 1" in text and "Rummy!" in text
    lit = page.locator(f"{FT} [data-testid=meld].rummy-target")
    assert lit.count() == 1
    page.wait_for_timeout(800)                                 # it waits for the person
    assert page.evaluate("document.documentElement.dataset.phase") == "rummy"
    page.click(f"{FT} {tid('pass')}")
    wait_ft(page)
    told = [e for r in replies(page) if r["ok"] for e in r["events"]]
    assert {"type": "pass", "player": 0, "card": details["card"]} in told

    # The same deal again, and this time the call is made.
    phase, details = begin(page, "rummy_prompt", 3)
    play_to_rummy(page, details)
    melds_before = sum(len(m["cards"]) for m in meld_cards(page))
    page.click(f"{FT} {tid('rummy')}")
    assert wait_ft(page) == "rummy_discard"
    laid = meld_cards(page)
    assert sum(len(m["cards"]) for m in laid) == melds_before + 1
    assert any(c == details["card"] and by == "0" for m in table(page)["melds"] for c, _, by in m["cards"]) or \
        any(m["owner"] == 0 and any(c["card"] == details["card"] for c in m["cards"]) for m in laid)
    card = hand(page)[0]
    discard(page, card)
    assert not errors, errors


def test_an_empty_stock_offers_stop_and_stop_ends_the_deal(ft):
    page, errors = ft
    phase, details = begin(page, "empty_stock", 4)
    for turn in range(1, details["turn"]):
        assert phase == "draw"
        page.click(f"{FT} {tid('stock')}")
        wait_ft(page)
        phase = discard(page, fresh_card(page))
    assert phase == "draw"
    assert page.get_attribute(f"{FT} {tid('stock')}", "aria-disabled") == "true"
    stop = page.locator(f"{FT} {tid('stop')}")
    assert stop.is_visible() and stop.inner_text().strip() == "Stop"
    stop.click()
    assert wait_ft(page) in ("deal_over", "match_over")
    assert "stopped" in page.inner_text(tid("deal-result"))
    assert not errors, errors
