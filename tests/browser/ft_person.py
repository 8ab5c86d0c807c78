"""A person playing 5000 Rummy by taps, sensibly enough to finish matches:
it reads the table from the DOM, picks with the meld maths of
`rummy.five_thousand.melds` (as a person reads cards), and lets the page
and the engine say what is allowed (lit pile cards and melds, the Meld
button's answer, a refusal's message).

Each turn: take from deep in the pile when the target melds with two cards
held (after the page's confirmation), else the top when it melds, else the
stock (Stop on an empty stock); meld what it can, lay off what lights a
meld, then throw its highest card. It calls rummy when asked. `done`
counts what it did (deep, top, stock, meld, layoff, discard, rummy, pass...).
"""

import itertools
from collections import Counter

from rummy.five_thousand.melds import card_points, check_meld, layoff_places, readings

from ft_ui import FT, clear_selection, draw_stock, meld_answer, select, selected, table, wait_ft
from polling import wait_until
from ui_helpers import tid

IN_PLAY = ("draw", "play", "rummy", "rummy_discard")


def wild_rank(page):
    return page.get_attribute(tid("wild"), "data-rank")


def dom_melds(page):
    """The table's melds as `layoff_places` takes them."""
    out = []
    for m in page.evaluate("""() => [...document.querySelectorAll('#ft-table [data-testid=meld]')].map((m) => ({
            id: Number(m.dataset.meldId), kind: m.dataset.kind,
            cards: [...m.querySelectorAll('[data-card]')].map((c) => ({ card: c.dataset.card, as: c.dataset.as })) }))"""):
        first = m["cards"][0]["as"]
        m["rank"] = first[0] if m["kind"] == "set" else None
        m["suit"] = first[1] if m["kind"] == "run" else None
        out.append(m)
    return out


class Person:
    def __init__(self, page, call_rummy=True):
        self.page = page
        self.call_rummy = call_rummy
        self.done = Counter()

    # --- reading -------------------------------------------------------------
    def hand(self):
        return self.page.eval_on_selector_all(f"{FT} [data-testid=hand] .ft-card", "els => els.map(e => e.dataset.card)")

    def marked(self, cls):
        return self.page.eval_on_selector_all(f"{FT} [data-testid=hand] .ft-card.{cls}", "els => els.map(e => e.dataset.card)")

    def live_depths(self):
        return self.page.eval_on_selector_all(f"{FT} [data-testid=pile-card].live", "els => els.map(e => Number(e.dataset.depth))")

    # --- one decision ----------------------------------------------------------
    def act(self):
        """One decision of the person's turn (once the page waits for it); the phase after it."""
        phase = wait_ft(self.page)
        if phase == "draw":
            self.draw()
        elif phase == "play":
            self.play()
        elif phase == "rummy":
            self.rummy()
        elif phase == "rummy_discard":
            self.throw()
        return wait_ft(self.page)

    def draw(self):
        page, wild = self.page, wild_rank(self.page)
        hand, pile = self.hand(), table(page)["pile"]
        live = self.live_depths()
        for depth in sorted((d for d in live if d >= 2), reverse=True):
            target = pile[-depth]
            pool = hand + pile[len(pile) - depth + 1:]
            if any(check_meld([target, a, b], wild) for a, b in itertools.combinations(pool, 2)):
                page.click(f"{FT} [data-testid=pile-card][data-depth='{depth}']")
                page.click(tid("confirm-deep"))
                self.done["deep"] += 1
                return
        if 1 in live and any(check_meld([pile[-1], a, b], wild) for a, b in itertools.combinations(hand, 2)):
            page.click(f"{FT} [data-testid=pile-card][data-depth='1']")
            self.done["top"] += 1
        elif page.get_attribute(f"{FT} {tid('stock')}", "aria-disabled") == "false":
            draw_stock(page)
            self.done["stock"] += 1
        elif page.is_visible(f"{FT} {tid('stop')}"):
            page.click(f"{FT} {tid('stop')}")
            self.done["stop"] += 1
        else:
            page.click(f"{FT} [data-testid=pile-card][data-depth='{min(live)}']")
            if min(live) > 1:
                page.click(tid("confirm-deep"))
            self.done["top"] += 1

    def try_meld(self, cards):
        """Select `cards` and meld them if the engine accepts; True when melded."""
        if selected(self.page):
            clear_selection(self.page)
        select(self.page, cards)
        if meld_answer(self.page) not in ("ok", "ambiguous_wild"):
            clear_selection(self.page)
            return False
        self.page.click(tid("meld-btn"))
        if self.page.locator(f"{tid('wild-choice')}[open]").count():
            self.page.click(f"{tid('wild-choice')} [data-as] >> nth=0")
        wait_ft(self.page)
        self.done["meld"] += 1
        return True

    def try_layoff(self, card):
        """Select `card`; lay it off on the first meld that lights up. True when laid."""
        page = self.page
        if selected(page) != [card]:
            if selected(page):
                clear_selection(page)
            select(page, [card])
        target = page.query_selector(f"{FT} [data-testid=meld].target")
        if not target:
            clear_selection(page)
            return False
        target.click()
        if page.locator(f"{tid('wild-choice')}[open]").count():
            page.click(f"{tid('wild-choice')} [data-as] >> nth=0")
        wait_ft(page)
        self.done["layoff"] += 1
        return True

    def meld_candidates(self, hand, wild, must=None):
        seen = set()
        for combo in itertools.combinations(sorted(hand), 3):
            if combo in seen or (must and must not in combo):
                continue
            seen.add(combo)
            if readings(list(combo), wild):
                yield list(combo)

    def play(self):
        page, wild = self.page, wild_rank(self.page)
        for _ in range(12):
            if page.evaluate("document.documentElement.dataset.phase") != "play" or \
                    page.evaluate("document.documentElement.dataset.toAct") != "0":
                return
            hand = self.hand()
            must = (self.marked("must") or [None])[0]
            if must:
                if any(self.try_meld(c) for c in self.meld_candidates(hand, wild, must)) or self.try_layoff(must):
                    continue
                raise AssertionError(f"the target {must} could not be played: {hand}")
            if len(hand) > 3 and any(self.try_meld(c) for c in self.meld_candidates(hand, wild)):
                continue
            melds = dom_melds(page)
            fits = [c for c in sorted(set(hand)) if any(layoff_places(c, m, wild) for m in melds)]
            if len(hand) > 1 and any(self.try_layoff(c) for c in fits[:3]):
                continue
            break
        if page.evaluate("document.documentElement.dataset.phase") == "play":
            self.throw()

    def throw(self):
        """Discard the highest card the engine takes; a refusal (the last card fits a meld) lays it off."""
        page, wild = self.page, wild_rank(self.page)
        phase = page.evaluate("document.documentElement.dataset.phase")
        barred = set(self.marked("barred"))
        cards = sorted(set(self.hand()) - barred, key=lambda c: (c[0] != wild, card_points(c, wild), c), reverse=True)
        for card in cards or self.hand():
            if selected(page) != [card]:
                if selected(page):
                    clear_selection(page)
                select(page, [card])
            count = len(self.hand())
            page.click(f"{FT} {tid('discard-btn')}")
            # Sent (the hand shrinks, the turn moves on) or refused (the page says why).
            wait_until(page, f"""() => !document.querySelector('{FT} [data-testid=ft-message]').hidden
                || document.querySelectorAll('{FT} [data-testid=hand] .ft-card').length !== {count}
                || document.documentElement.dataset.toAct !== '0' || document.documentElement.dataset.phase !== '{phase}'""")
            if page.is_visible(f"{FT} {tid('ft-message')}"):
                self.done["refused"] += 1
                if self.try_layoff(card):
                    return
                continue
            self.done["discard"] += 1
            return
        raise AssertionError(f"nothing could be thrown: {self.hand()}")

    def rummy(self):
        if self.call_rummy:
            self.page.click(f"{FT} {tid('rummy')}")
            self.done["rummy"] += 1
        else:
            self.page.click(f"{FT} {tid('pass')}")
            self.done["pass"] += 1


def play_deal(page, person, limit=300):
    """Play until the deal in play ends; its phase ("deal_over" or "match_over")."""
    phase = wait_ft(page)
    for _ in range(limit):
        if phase in ("deal_over", "match_over"):
            return phase
        phase = person.act()
    raise AssertionError("the deal did not end")
