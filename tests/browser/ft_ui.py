"""Helpers for the 5000 Rummy browser tests: open the game, start a match,
read the table from the DOM (data-testid hooks, data-card, the root's
data-phase / data-to-act / data-busy) and play by taps, as a person would.

The tests never read the page's globals; the worker's replies, where a test
compares with the engine, are recorded by pages.RECORD_WORKER_MESSAGES.
"""

from ft_deals import pinned
from polling import wait_until
from ui_helpers import QUICK, TIMEOUT, leave_match, press_start, tid, watched_page

IN_PLAY = ("draw", "play", "rummy", "rummy_discard")
FT = "#ft-table"
SETTLED = """() => {
    const d = document.documentElement.dataset;
    if (d.screen !== 'table' || d.busy === 'true' || d.game !== 'five_thousand') return false;
    if (d.phase === 'deal_over') return document.querySelector('#ft-result').open;
    if (d.phase === 'match_over') return document.querySelector('#match-end').open;
    return d.toAct === '0';
}"""


def shown_number(text):
    """A number as the page shows it (a typographic minus, a plus sign) as an int."""
    return int(text.strip().replace("\u2212", "-").replace("+", ""))


def open_ft(browser, site, viewport=(1280, 800), locale="en-US", init=None, quick=True, pin=True, **options):
    """A fresh context + page on the game, engine ready: (context, page, errors).
    pin: every match the page starts gets the seed ft_deals.PAGE_SEED, the one
    `scenario_for` checked its deal codes with, so every run plays the same game."""
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]}, locale=locale, **options)
    page, errors = watched_page(context)
    if pin:
        page.add_init_script(pinned())
    if quick:
        page.add_init_script(QUICK)
    if init:
        page.add_init_script(init)
    page.goto(site.url)
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    return context, page, errors


def choose_ft(page):
    page.click(tid("game-five_thousand"))
    page.wait_for_selector("html[data-game='five_thousand']")


def start_ft(page, players=3, target=1000, level="easy", deal=None):
    """Choose 5000 Rummy and its options on the start screen, Start, and wait for the person's turn."""
    choose_ft(page)
    page.click(tid(f"players-{players}"))
    page.click(tid(f"target-{target}"))
    page.click(tid(f"level-{level}"))
    if deal or page.input_value("#deal-code"):
        page.evaluate("document.querySelector('.code-box:not(.rules-box)').open = true")
        page.fill("#deal-code", deal or "")
    press_start(page)
    return wait_ft(page)


def wait_ft(page, timeout=TIMEOUT):
    """Until the page waits for the person (their turn, or a deal's result); the phase."""
    wait_until(page, SETTLED, timeout=timeout)
    return page.evaluate("document.documentElement.dataset.phase")


def draw_stock(page):
    """Draw from the stock by a tap, and wait as wait_ft does; the phase."""
    page.click(f"{FT} {tid('stock')}")
    return wait_ft(page)


def hand(page):
    return page.eval_on_selector_all(f"{FT} [data-testid=hand] .ft-card", "els => els.map(e => e.dataset.card)")


def selected(page):
    return page.eval_on_selector_all(f"{FT} [data-testid=hand] .ft-card[aria-pressed=true]",
                                     "els => els.map(e => e.dataset.card)")


def table(page):
    """What the table shows, read from the DOM."""
    return page.evaluate("""() => {
        const all = (sel, fn) => [...document.querySelectorAll(sel)].map(fn);
        return {
            hand: all('#ft-table [data-testid=hand] .ft-card', (e) => e.dataset.card),
            pile: all('#ft-table [data-testid=pile-card]', (e) => e.dataset.card),
            melds: all('#ft-table [data-testid=meld]', (m) => ({ id: Number(m.dataset.meldId), owner: Number(m.dataset.owner),
                cards: [...m.querySelectorAll('[data-card]')].map((c) => [c.dataset.card, c.dataset.as, c.dataset.by || null]) })),
            seats: all('[data-testid^=seat-]', (s) => [s.dataset.testid, Number(s.dataset.handCount)]),
            scores: all('[data-testid^=score-]', (s) => [s.dataset.testid, s.textContent]),
            wild: document.querySelector('[data-testid=wild]').textContent,
            stock: document.querySelector('#ft-table [data-testid=stock]').getAttribute('aria-label'),
            phase: document.documentElement.dataset.phase,
            toAct: document.documentElement.dataset.toAct,
        };
    }""")


def meld_cards(page):
    """The table's melds: [{id, owner, kind?, cards: [{card, as}]}] read from the DOM."""
    return [{"id": m["id"], "owner": m["owner"], "cards": [{"card": c, "as": a} for c, a, _ in m["cards"]]}
            for m in table(page)["melds"]]


def select(page, cards):
    """Tap each of `cards` in the hand (a card held twice: an unselected copy)."""
    for card in cards:
        page.click(f"{FT} [data-testid=hand] .ft-card[data-card='{card}'][aria-pressed=false] >> nth=0")


def clear_selection(page):
    page.keyboard.press("Escape")
    wait_until(page, f"() => !document.querySelector('{FT} .ft-card[aria-pressed=true]')")


def meld_answer(page):
    """The engine's word on the selection as a meld (meld-btn's data-answer), once it has answered."""
    wait_until(page, f"document.querySelector('{FT} [data-testid=meld-btn]').dataset.answer !== 'asking'")
    return page.get_attribute(f"{FT} [data-testid=meld-btn]", "data-answer")


def meld(page, cards, choose=None):
    """Select `cards` and tap Meld; a wild card's chooser is answered with `choose` (data-as), or its first option."""
    select(page, cards)
    answer = meld_answer(page)
    assert answer in ("ok", "ambiguous_wild"), (cards, answer)
    page.click(tid("meld-btn"))
    if answer == "ambiguous_wild" and page.locator(f"{tid('wild-choice')}[open]").count():
        option = f"{tid('wild-choice')} [data-as='{choose}']" if choose else f"{tid('wild-choice')} [data-as] >> nth=0"
        page.click(option)
    return wait_ft(page)


def only(page, card):
    """`card` alone selected (it may be already, e.g. after a refused discard)."""
    if selected(page) != [card]:
        if selected(page):
            clear_selection(page)
        select(page, [card])


def lay_off(page, card, meld_id, choose=None):
    only(page, card)
    page.click(f"{FT} [data-testid=meld][data-meld-id='{meld_id}']")
    if page.locator(f"{tid('wild-choice')}[open]").count():
        page.click(f"{tid('wild-choice')} [data-as='{choose}']" if choose else f"{tid('wild-choice')} [data-as] >> nth=0")
    return wait_ft(page)


def discard(page, card):
    only(page, card)
    page.click(f"{FT} {tid('discard-btn')}")
    return wait_ft(page)


def fresh_card(page):
    """The card the person just drew (marked in the hand)."""
    return page.get_attribute(f"{FT} [data-testid=hand] .ft-card.fresh", "data-card")


def to_start(page):
    """Back to the start screen from wherever the match is (Settings, Leave this match;
    past a deal's result first, which covers the table)."""
    for _ in range(20):
        if page.evaluate("document.documentElement.dataset.screen") != "table":
            break
        if page.locator("#match-end[open]").count():
            page.click(f"#match-end {tid('new-match')}")
            continue
        if page.locator("#ft-result[open]").count():
            page.click(tid("next-deal"))
            wait_ft(page)
            continue
        page.click("#app .tool.icon")
        leave_match(page)
    page.wait_for_selector("html[data-screen='start']", timeout=TIMEOUT)
