"""5000 Rummy's fixed deals, played by taps (tests/browser/ft_deals.py found
them): the wild card's chooser, a refused going-out discard and its words,
the rummy prompt passed and taken, a CPU's rummy call (banner, log), Stop on
an empty stock, and a pile card the engine refuses, shown not available. One
page serves the module: each test leaves the table for the start screen and
starts its own match, every one with the match seed ft_deals.PAGE_SEED
pinned, so each plays the very game ft_deals checked.
"""

import pytest

from browsers import SharedPage
from ft_deals import pinned, scenario_for
from ft_ui import (FT, draw_stock, discard, to_start, fresh_card, hand, lay_off, meld, meld_cards, only, open_ft, select,
                   start_ft, table, wait_ft)
from pages import RECORD_WORKER_MESSAGES, replies
from ui_helpers import TIMEOUT, tid


@pytest.fixture(scope="module")
def ft_pages(shared_browsers, site):
    """The module's page, opened again if a watchdog killed its Chromium."""
    pages = SharedPage(shared_browsers["plain"], lambda browser: open_ft(browser, site, init=RECORD_WORKER_MESSAGES + pinned()))
    yield pages
    pages.close()


@pytest.fixture
def ft(ft_pages):
    context, page, errors = ft_pages.get()
    return page, errors


def begin(page, name, players, level="easy"):
    code, details = scenario_for(name)
    to_start(page)
    phase = start_ft(page, players=players, target=1000, level=level, deal=code)
    return phase, details


def test_a_wild_card_whose_place_is_ambiguous_asks_what_it_stands_for(ft):
    page, errors = ft
    phase, details = begin(page, "wild_chooser", 3)
    assert phase == "draw" and page.is_visible(tid("first-dealer"))
    assert draw_stock(page) == "play"
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


def test_a_wild_card_laid_off_on_a_run_with_two_free_ends_asks_which_end(ft):
    page, errors = ft
    phase, details = begin(page, "wild_end", 3)
    draw_stock(page)
    meld(page, details["meld"])
    select(page, [details["wild"]])
    page.click(f"{FT} [data-testid=meld].target")
    page.locator(f"{tid('wild-choice')}[open]").wait_for()
    ends = sorted(page.eval_on_selector_all(f"{tid('wild-choice')} [data-as]", "els => els.map(e => e.dataset.as)"))
    assert ends == details["ends"]
    page.click(f"{tid('wild-choice')} [data-as='{details['ends'][0]}']")
    wait_ft(page)
    run = meld_cards(page)[0]["cards"]
    assert {"card": details["wild"], "as": details["ends"][0]} in run and len(run) == 4
    assert not errors, errors


def test_a_refused_going_out_discard_says_why(ft):
    page, errors = ft
    phase, details = begin(page, "going_out_refused", 3)
    draw_stock(page)
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


def refused(page, card, words):
    """Discarding `card` is refused: the message says `words`, and nothing changed."""
    before = table(page)
    discard(page, card)
    message = page.locator(f"{FT} {tid('ft-message')}")
    message.wait_for()
    assert words in message.inner_text()
    assert table(page) == before


def test_refused_discards_say_why_and_the_pile_takes_a_discard(ft):
    """must_play: the deepest card taken is still in the hand; no_discard: the card just taken
    from the top. A selected card then goes by tapping the pile (the second of two taps)."""
    page, errors = ft
    phase, details = begin(page, "deep_draw", 3)
    draw_stock(page)
    discard(page, fresh_card(page))
    assert wait_ft(page) == "draw"
    pile = table(page)["pile"]
    target = pile[-details["count"]]
    page.click(f"{FT} [data-testid=pile-card][data-depth='{details['count']}']")
    page.click(tid("confirm-deep"))
    assert wait_ft(page) == "play"
    other = next(c for c in hand(page) if c not in details["meld"])
    refused(page, other, "First meld or lay off the")

    # The same deal again: take the top card alone, and try to throw it straight back.
    phase, details = begin(page, "deep_draw", 3)
    draw_stock(page)
    discard(page, fresh_card(page))
    assert wait_ft(page) == "draw"
    top = table(page)["pile"][-1]
    page.click(f"{FT} [data-testid=pile-card][data-depth='1']")
    assert wait_ft(page) == "play" and top in hand(page)
    refused(page, top, "cannot go straight back")
    # Another card, selected (first tap), then the pile tapped (second): discarded.
    card = next(c for c in hand(page) if c != top)
    only(page, card)
    page.click(f"{FT} {tid('pile')}")
    wait_ft(page)
    told = [e for r in replies(page) if r["ok"] for e in r["events"]]
    assert any(e["type"] == "discard" and e.get("player") == 0 and e.get("card") == card for e in told)
    assert not errors, errors


def play_to_rummy(page, details):
    draw_stock(page)
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
    lit = page.locator(f"{FT} [data-testid=meld].rummy-target")   # where the card may go; one chosen
    assert lit.count() >= 1 and page.locator(f"{FT} [data-testid=meld].rummy-target.chosen").count() == 1
    # It waits for the person: the next step the worker makes after the prompt is the
    # person's own pass (the fence: had the page moved for them, that step would come first).
    shown = len(replies(page))
    page.click(f"{FT} {tid('pass')}")
    wait_ft(page)
    steps = [r for r in replies(page)[shown:] if r["ok"] and r.get("events")]
    assert steps and steps[0]["events"][0] == {"type": "pass", "player": 0, "card": details["card"]}, steps[:1]

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


def test_a_cpu_calls_rummy_on_the_persons_discard_and_says_so(ft):
    page, errors = ft
    phase, details = begin(page, "cpu_rummy", 3, level="normal")
    draw_stock(page)
    assert discard(page, fresh_card(page)) == "draw"
    draw_stock(page)
    only(page, details["discard"])
    page.click(f"{FT} {tid('discard-btn')}")
    caller = f"CPU {details['caller']}"
    toast = page.wait_for_selector("#ft-toast:not([hidden])", timeout=TIMEOUT)   # a banner over the table
    assert toast.inner_text() == f"Rummy! — {caller}"
    said = page.eval_on_selector_all("#ft-log p", "ps => ps.map(p => p.textContent)")   # the log says it too
    assert any(line.startswith(f"Rummy! {caller} called the ") for line in said), said
    wait_ft(page)
    told = [e for r in replies(page) if r["ok"] for e in r["events"]]
    assert any(e["type"] == "rummy" and e["player"] == details["caller"] and e["card"] == details["discard"] for e in told)
    # The card went onto a meld, laid off by the caller (marked by it, or on the caller's own meld).
    caller_laid = [m for m in table(page)["melds"] for c, _, by in m["cards"] if c == details["discard"]
                   and (by == str(details["caller"]) or (by is None and m["owner"] == details["caller"]))]
    assert len(caller_laid) == 1, table(page)["melds"]
    assert not errors, errors


def test_an_empty_stock_offers_stop_and_stop_ends_the_deal(ft):
    page, errors = ft
    phase, details = begin(page, "empty_stock", 4)
    for turn in range(1, details["turn"]):
        assert phase == "draw"
        draw_stock(page)
        phase = discard(page, fresh_card(page))
    assert phase == "draw"
    assert page.get_attribute(f"{FT} {tid('stock')}", "aria-disabled") == "true"
    stop = page.locator(f"{FT} {tid('stop')}")
    assert stop.is_visible() and stop.inner_text().strip() == "Stop"
    stop.click()
    assert wait_ft(page) in ("deal_over", "match_over")
    assert "stopped" in page.inner_text(tid("deal-result"))
    assert not errors, errors


def key_select(page, card):
    """Select `card` with keys only: H into the hand, arrows to the card, Enter."""
    if not page.evaluate("Boolean(document.activeElement && document.activeElement.closest('#ft-table [data-testid=hand]'))"):
        page.keyboard.press("h")
    page.keyboard.press("Home")
    for _ in range(30):
        focused = page.evaluate("[document.activeElement.dataset.card, document.activeElement.getAttribute('aria-pressed')]")
        if focused == [card, "false"]:
            page.keyboard.press("Enter")
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"{card} not reached by keys")


def test_every_action_by_keyboard(ft):
    page, errors = ft
    # Draw, select, meld, lay off, discard.
    phase, details = begin(page, "meld_and_layoff", 8)
    page.keyboard.press("s")
    assert wait_ft(page) == "play"
    for card in details["meld"]:
        key_select(page, card)
    page.wait_for_selector(f"{FT} [data-testid=meld-btn][data-answer=ok]")
    page.keyboard.press("m")
    wait_ft(page)
    key_select(page, details["layoff"])
    page.keyboard.press("l")
    assert page.evaluate("document.activeElement.dataset.testid") == "meld"
    page.keyboard.press("Enter")
    wait_ft(page)
    assert any(c == details["layoff"] for m in table(page)["melds"] for c, _, _ in m["cards"])
    key_select(page, hand(page)[0])
    page.keyboard.press("d")
    wait_ft(page)

    # A deep draw: T to the pile, ← to the card, Enter, Enter to confirm.
    phase, details = begin(page, "deep_draw_refused", 3)
    page.keyboard.press("s")
    wait_ft(page)
    key_select(page, fresh_card(page))
    page.keyboard.press("d")
    assert wait_ft(page) == "draw"
    # The cards the engine refuses (deal deep_draw_refused has one) are shown as not
    # available, and one says why when tapped.
    locked = page.eval_on_selector_all(f"{FT} [data-testid=pile-card].locked",
                                       "els => els.map(e => [Number(e.dataset.depth), e.dataset.card])")
    refused = [[r["depth"], r["card"]] for r in details["refused"]]
    assert [x for x in locked if x[0] > 1] == refused, (locked, refused)
    deep = page.locator(f"{FT} [data-testid=pile-card][data-depth='{refused[0][0]}']")
    assert deep.get_attribute("aria-disabled") == "true"
    deep.click(force=True)      # aria-disabled: Playwright would wait for it to be enabled
    message = page.locator(f"{FT} {tid('ft-message')}")
    message.wait_for()
    assert "so you cannot take it" in message.inner_text()
    assert page.evaluate("document.documentElement.dataset.phase") == "draw"
    page.keyboard.press("t")
    for _ in range(details["count"] - 1):
        page.keyboard.press("ArrowLeft")
    assert page.evaluate("document.activeElement.dataset.depth") == str(details["count"])
    page.keyboard.press("Enter")
    page.wait_for_selector("#ft-deep[open]")
    assert page.evaluate("document.activeElement.dataset.testid") == "confirm-deep"
    page.keyboard.press("Enter")
    assert wait_ft(page) == "play"
    for card in details["meld"]:
        key_select(page, card)
    page.wait_for_selector(f"{FT} [data-testid=meld-btn][data-answer=ok]")
    page.keyboard.press("m")
    wait_ft(page)
    assert page.locator(f"{FT} .ft-card.must").count() == 0

    # Rummy by key: R.
    phase, details = begin(page, "rummy_prompt", 3)
    page.keyboard.press("s")
    wait_ft(page)
    for card in details["meld"]:
        key_select(page, card)
    page.wait_for_selector(f"{FT} [data-testid=meld-btn][data-answer=ok]")
    page.keyboard.press("m")
    wait_ft(page)
    key_select(page, details["discard"])
    page.keyboard.press("d")
    assert wait_ft(page) == "rummy"
    page.keyboard.press("r")
    assert wait_ft(page) == "rummy_discard"
    assert not errors, errors
