"""5000 Rummy's pace in headless Chromium: from the person's discard to their next draw prompt.

    python bench/ft_pace.py [--turns 8] [--dist PATH] [--quick]
                            (builds dist/ first if it is missing)

With 8 players (7 CPUs at level easy) the person waits for seven CPU turns
between two of their own. For each animation speed setting (normal, fast,
off), and at normal with Hurry tapped at once, the page plays --turns of the
person's turns by taps (draw from the stock, throw the card drawn) and times
each wait: the tap on Discard to the table asking the person to draw again
(the root's data-phase "draw", data-to-act 0, not busy), median and max. A
deal that ends is passed (Next deal) and its turn not counted. The match
seed is pinned (the same deal and CPU choices at every speed). --quick (two
turns a speed) checks that the benchmark still runs.
"""

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "tests" / "browser")]

from browser_ft import built, served_browser  # noqa: E402
from ft_ui import FT, draw_stock, fresh_card, only, start_ft, wait_ft  # noqa: E402
from pages import pinned_seed  # noqa: E402
from ui_helpers import tid  # noqa: E402

TURNS, QUICK_TURNS = 8, 2
MODES = [("normal", False), ("fast", False), ("off", False), ("normal", True)]
DRAW_PROMPT = """() => { const d = document.documentElement.dataset;
    return d.phase === 'draw' && d.toAct === '0' && d.busy === 'false'; }"""
SETTINGS = """(speed) => { try { localStorage.setItem("rummy:settings", JSON.stringify({ speed })); } catch {} }"""


def pace(browser, site, speed, hurry, turns):
    """The waits (seconds) from the person's discard to their next draw prompt."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    page.add_init_script(pinned_seed("ft-pace"))
    page.add_init_script(f"({SETTINGS})({json.dumps(speed)})")
    waits = []
    try:
        page.goto(site.url)
        page.wait_for_selector("html[data-ready='true']", timeout=120_000)
        phase = start_ft(page, players=8, target=5000, level="easy")
        while len(waits) < turns:
            if phase in ("deal_over", "match_over"):
                if phase == "match_over":
                    break
                page.click(tid("next-deal"))
                phase = wait_ft(page)
                continue
            if phase == "draw":
                phase = draw_stock(page)
            if phase != "play":
                phase = wait_ft(page)
                continue
            only(page, fresh_card(page))
            start = time.perf_counter()
            page.click(f"{FT} {tid('discard-btn')}")
            if hurry:
                page.click(f"{FT} {tid('hurry')}")
            page.wait_for_function(f"() => ({DRAW_PROMPT})() || ['deal_over', 'match_over'].includes(document.documentElement.dataset.phase)",
                                   polling="raf", timeout=120_000)
            if page.evaluate(f"({DRAW_PROMPT})()"):
                waits.append(time.perf_counter() - start)
            phase = wait_ft(page)
    finally:
        context.close()
    return waits


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=TURNS, help="the person's turns timed per speed")
    parser.add_argument("--dist", type=Path, default=None, help="a built site to measure (default: dist/)")
    parser.add_argument("--quick", action="store_true", help="two turns a speed (a smoke run)")
    args = parser.parse_args(argv)
    turns = QUICK_TURNS if args.quick else args.turns
    print("5000 Rummy, 8 players (7 CPUs, easy): the person's discard → their next draw prompt")
    with served_browser(built(args.dist)) as (browser, site):
        for speed, hurry in MODES:
            waits = pace(browser, site, speed, hurry, turns)
            name = f"{speed}{' + Hurry' if hurry else ''}"
            if waits:
                print(f"  {name:15} n={len(waits):3}  median {statistics.median(waits):5.2f} s  max {max(waits):5.2f} s")
            else:
                print(f"  {name:15} n=  0  (no turn timed)")


if __name__ == "__main__":
    main()
