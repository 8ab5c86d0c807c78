"""Helpers for the UI tests: open the game, read the table from the DOM.

The tests read only the DOM (data-testid hooks, data-card, the root's
data-ready / data-phase / data-to-act / data-busy); nothing global is exposed.
"""

import contextlib

from polling import wait_until

IN_PLAY = ("upcard", "draw", "discard")
TIMEOUT = 60_000

# Quicker CPU turns (the "off" speed: 150 ms between CPU steps, no card movement) unless a test set its own.
QUICK = """(() => { try { if (!localStorage.getItem("rummy:settings"))
  localStorage.setItem("rummy:settings", '{"speed": "off"}'); } catch {} })();"""


def open_game(browser, site, viewport=(1280, 800), locale="en-US", color_scheme="light", init=None):
    """A fresh context + page on the game, engine ready. Returns (context, page, errors)."""
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]},
                                  locale=locale, color_scheme=color_scheme)
    page, errors = watched_page(context, init)
    page.goto(site.url)
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    return context, page, errors


@contextlib.contextmanager
def game_page(browser, site, **options):
    """open_game(...) for a with-block: yields (context, page, errors) and closes the context."""
    context, page, errors = open_game(browser, site, **options)
    try:
        yield context, page, errors
    finally:
        context.close()


def watched_page(context, init=None):
    """A new page of `context` whose page errors are collected: (page, errors).
    `init`: a script run before the page's own (add_init_script)."""
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    if init:
        page.add_init_script(init)
    return page, errors


def tid(name):
    return f"[data-testid='{name}']"


def root(page, attr):
    return page.evaluate(f"document.documentElement.dataset.{attr}")


def wait_settled(page):
    """Until the page waits for the person: their turn in play, a round over (its
    result shown) or the match over (the match-end screen shown)."""
    wait_until(
        page, """() => {
            const d = document.documentElement.dataset;
            if (d.busy === 'true') return false;
            if (d.phase === 'round_over') return document.querySelector('#result').open;
            if (d.phase === 'match_over') return document.querySelector('#match-end').open;
            return d.toAct === '0';
        }""")
    return root(page, "phase")


def hand_cards(page):
    return page.eval_on_selector_all(f"{tid('hand')} .card", "els => els.map(e => e.dataset.card)")


def lifted_card(page):
    return page.evaluate(f"(document.querySelector(\"{tid('hand')} .card.lifted\") || {{dataset: {{}}}}).dataset.card || null")


def shown_deadwood(page):
    return int(page.inner_text(tid("deadwood")).strip())


def discard_top(page):
    return page.get_attribute(tid("discard-top"), "data-card") or None


# The deal every test plays unless it asks for another: the CPU cannot go out in
# its first two turns, whatever it draws or takes (its best 10 of any 12 cards
# keep 19 deadwood or more; checked in test_calm_deal.py), so a test reaches the
# person's turns by rule, not by the luck of the shuffle. Only round 1 is fixed.
CALM_DEAL = "7GHFNZSFX0"


def start_match(page, target=50, level="easy", deal=CALM_DEAL):
    """Start a match from the start screen, replaying `deal` (None: a new shuffle);
    returns its phase."""
    page.click(tid(f"target-{target}"))
    page.click(tid(f"level-{level}"))
    if deal:
        page.evaluate("document.querySelector('.code-box:not(.rules-box)').open = true")   # open, never toggled shut
        page.fill("#deal-code", deal)
    press_start(page)
    return wait_settled(page)


def press_start(page):
    """Start, and on to the table. A saved match of the game is replaced: the page asks
    first (issue 57), and the tests that start over answer "Start new"."""
    page.click(tid("start"))
    page.wait_for_function("""() => document.documentElement.dataset.screen === 'table'
        || document.querySelector("[data-testid=replace-confirm]")""", timeout=TIMEOUT)
    if page.query_selector(tid("replace-confirm")):
        page.click(tid("replace-confirm-yes"))
    page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)


def wait_result_closed(page):
    wait_until(page, "() => !document.querySelector('#result').open")


def leave_match(page):
    """Leave the match from the open Settings dialog: "Leave this match", then
    the confirmation's Leave; back on the start screen (the match stays saved)."""
    page.click("#quit")
    page.click(tid("quit-confirm-yes"))
    page.wait_for_selector("html[data-screen='start']", timeout=TIMEOUT)
