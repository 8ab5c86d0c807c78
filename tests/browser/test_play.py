"""A whole match played by clicking, as a person would, at target 50 against easy.

Every phase is exercised (take, pass, draw from the stock and from the discard
pile, discard, knock or gin, next round), and at every step the deadwood the
page shows equals the engine's value (rummy.melds on CPython) for the hand
the page shows: the hand's own deadwood, or after the first tap the deadwood
after discarding the lifted card.
"""

from rummy.melds import deadwood_after_discard, deadwood_points

from pages import RECORD_WORKER_MESSAGES, last_save, last_view, pinned_seed, unsealed
from recorded import RECORD, wait_saved
from ui_helpers import (QUICK, discard_top, game_page, hand_cards, leave_match, lifted_card, root, shown_deadwood,
                        start_match, tid, wait_result_closed, wait_settled)

KNOCK_LIMIT = 10  # default rules


def check_deadwood(page):
    hand = hand_cards(page)
    lifted = lifted_card(page)
    expected = deadwood_points([c for c in hand if c != lifted])
    assert shown_deadwood(page) == expected, (hand, lifted)


class Person:
    """Plays sensibly through the page and records which phases it exercised."""

    def __init__(self, page):
        self.page = page
        self.done = set()

    def upcard(self):
        # Pass first; take the next upcard offered.
        if "pass" not in self.done:
            self.page.click(tid("pass"))
            self.done.add("pass")
        else:
            assert self.page.is_visible(tid("take"))
            self.page.click(tid("take"))
            self.done.add("take")

    def draw(self):
        page = self.page
        hand = hand_cards(page)
        assert len(hand) == 10
        check_deadwood(page)
        top = discard_top(page)
        live = page.get_attribute(tid("discard-top"), "aria-disabled") == "false"
        useful = live and top and deadwood_after_discard(hand + [top], forbidden=top)[0] < deadwood_points(hand)
        if live and (useful or "draw_discard" not in self.done):
            page.click(tid("discard-top"))
            self.done.add("draw_discard")
        else:
            page.click(tid("stock"))
            self.done.add("draw_stock")

    def discard(self):
        page = self.page
        page.wait_for_selector(f"{tid('hand')} .card:nth-child(11)")
        hand = hand_cards(page)
        assert len(hand) == 11
        check_deadwood(page)
        sunk = page.eval_on_selector_all(f"{tid('hand')} .card.sunk", "els => els.map(e => e.dataset.card)")
        for card in sunk:  # the card just taken from the pile does not react
            assert page.get_attribute(f"{tid('hand')} [data-card='{card}']", "aria-disabled") == "true"
            page.dispatch_event(f"{tid('hand')} [data-card='{card}']", "click")
            assert lifted_card(page) is None
        points, best = deadwood_after_discard(hand, forbidden=sunk[0] if sunk else None)
        card = best[0]
        page.click(f"{tid('hand')} [data-card='{card}']")
        assert lifted_card(page) == card
        check_deadwood(page)
        assert shown_deadwood(page) == points
        knock = page.locator(tid("knock"))
        if points <= KNOCK_LIMIT:
            assert knock.is_visible()
            assert knock.inner_text().strip() == ("Gin" if points == 0 else f"Knock ({points})")
            knock.click()
            self.done.add("gin" if points == 0 else "knock")
        else:
            assert knock.count() == 0 or not knock.is_visible()  # absent, not greyed
            page.click(f"{tid('hand')} [data-card='{card}']")
            self.done.add("discard")

    def round_over(self):
        page = self.page
        result = page.locator(tid("round-result"))
        assert result.is_visible()
        text = result.inner_text()
        assert "Deal code" in text
        assert page.inner_text(tid("score-you")).strip().isdigit()
        page.click(tid("next-round"))
        self.done.add("next_round")
        wait_result_closed(page)


WHOLE_MATCH_SEED = "WHOLE0001"


def test_whole_match_by_clicking(browser, site):
    """Matches to 50, played on until the person has used every action; the
    seeds are pinned (the CPU's slips and every shuffle fixed), so the same
    matches are played every run, with quick CPU turns (most other Gin
    tests play at the normal speed)."""
    with game_page(browser, site, init=QUICK + pinned_seed(WHOLE_MATCH_SEED)) as (context, page, errors):
        person = Person(page)
        matches = 0
        phase = start_match(page, target=50, level="easy")
        for _ in range(2000):
            phase = wait_settled(page)
            if phase == "match_over":
                matches += 1
                assert page.is_visible(tid("new-match"))
                text = page.inner_text(tid("match-end"))
                assert "You won the match" in text or "You lost the match" in text
                you, cpu = int(page.inner_text(tid("score-you"))), int(page.inner_text(tid("score-cpu")))
                assert max(you, cpu) >= 50
                page.click(tid("new-match"))
                if matches == 1:  # the finished match counts in the statistics
                    page.wait_for_selector("html[data-screen='start']")
                    page.click("#start-screen [data-open=stats]")
                    easy = page.inner_text("#stats-body [data-group=easy]")
                    assert "won of 1" in easy, easy
                    page.click("#stats [data-close]")
                needed = {"take", "pass", "draw_stock", "draw_discard", "discard", "next_round"}
                if needed <= person.done and person.done & {"knock", "gin"}:
                    break
                start_match(page, target=50, level="easy")  # play on until every phase has been seen
                continue
            {"upcard": person.upcard, "draw": person.draw, "discard": person.discard,
             "round_over": person.round_over}[phase]()
        assert matches >= 1
        assert {"take", "pass", "draw_stock", "draw_discard", "discard", "next_round"} <= person.done
        assert person.done & {"knock", "gin"}
        assert not errors, errors


def cpu_pickups(page):
    """The CPU's takes from the pile this round, in order, from the history in the engine's latest view."""
    view = last_view(page)
    cpu = 1 - view["you"]
    return [h["card"] for h in view["history"] if h["player"] == cpu
            and (h["action"] == "take" or (h["action"] == "draw" and h["from"] == "discard"))]


PICKUPS_SEED = "PICKUPS0001"     # with deal W2JRM6XK5J the CPU takes KD and KS from the pile


def test_cpu_pickups_are_recorded(browser, site):
    """The cpu-took record shows every card the CPU took from the pile, in order,
    after every turn, until two turns after the second take. The deal and the
    match seed are fixed (pages.pinned_seed), so the CPU's slips are too: it
    takes the king of diamonds, then the king of spades, from the pile."""
    init = RECORD_WORKER_MESSAGES + pinned_seed(PICKUPS_SEED)
    with game_page(browser, site, init=init) as (context, page, errors):
        start_match(page, target=50, level="easy", deal="W2JRM6XK5J")
        most = after = 0
        for _ in range(60):
            phase = wait_settled(page)
            if phase not in ("upcard", "draw", "discard"):
                break
            if phase == "upcard":
                page.click(tid("pass"))
            elif phase == "draw":
                page.click(tid("stock"))
            else:                  # (the drawn card shown first: the discard is chosen from all 11)
                page.wait_for_selector(f"{tid('hand')} .card:nth-child(11)")
                card = deadwood_after_discard(hand_cards(page))[1][0]
                page.click(f"{tid('hand')} [data-card='{card}']")
                page.click(f"{tid('hand')} [data-card='{card}']")
            wait_settled(page)
            took = page.eval_on_selector_all(f"{tid('cpu-took')} [data-card]", "els => els.map(e => e.dataset.card)")
            assert took == cpu_pickups(page)
            most = max(most, len(took))
            after += most == 2
            if after == 4:       # both kings taken, and still shown two turns on
                break
        assert took == ["KD", "KS"] and after == 4, (took, after)
        assert unsealed(page, last_save(page))["seed"] == PICKUPS_SEED
        assert not errors, errors


def play_to_round_end(page):
    """Sensible quick play until the round is over (pass, stock, best discard, knock)."""
    for _ in range(200):
        phase = wait_settled(page)
        if phase in ("round_over", "match_over"):
            return phase
        if phase == "upcard":
            page.click(tid("pass"))
        elif phase == "draw":
            page.click(tid("stock"))
        else:
            hand = hand_cards(page)
            card = f"{tid('hand')} [data-card='{deadwood_after_discard(hand)[1][0]}']"
            page.click(card)
            if page.is_visible(tid("knock")):
                page.click(tid("knock"))
            else:
                page.click(card)
    raise AssertionError("the round did not end")


def test_deal_code_replays_the_deal(browser, site):
    with game_page(browser, site) as (context, page, errors):
        assert start_match(page, target=100, level="normal", deal=None) == "upcard"   # a new shuffle
        dealt, upcard = sorted(hand_cards(page)), discard_top(page)
        play_to_round_end(page)
        code = page.inner_text(tid("deal-code")).strip()
        assert len(code) == 10
        page.click(tid("next-round"))
        wait_settled(page)
        page.click("#app .tool.icon")          # settings
        leave_match(page)                    # leave the match: back to the start screen
        assert start_match(page, target=100, level="normal", deal=code) == "upcard"
        assert sorted(hand_cards(page)) == dealt
        assert discard_top(page) == upcard
        assert not errors, errors


def test_reload_offers_resume(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        start_match(page, target=50, level="easy")
        page.click(tid("pass"))
        wait_settled(page)
        wait_saved(page)            # the save is written after the CPU's steps
        before = (sorted(hand_cards(page)), root(page, "phase"), discard_top(page))
        page.reload()
        page.wait_for_selector("html[data-ready='true']", timeout=60_000)
        page.wait_for_selector("html[data-screen='table']")   # back by itself (issue 57), no Resume to tap
        wait_settled(page)
        assert (sorted(hand_cards(page)), root(page, "phase"), discard_top(page)) == before
        assert not errors, errors
