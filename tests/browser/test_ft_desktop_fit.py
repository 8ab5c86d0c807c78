"""5000 Rummy's table fitted to the screen (issue 53, the desktop pass), measured on the screen
(an element's box inside every box that clips it and the viewport: ft_follow.ON_SCREEN), with
a fixed deal and a pinned match seed (ft_read_deals.py), so every run plays the same:

- every label of the top bar whole ("Deal 1 · to 1000" was cut to "Deal 1 · to" at 1024x768),
  at 1024x768, 1280x800, 768x1024, 844x390 and 360x640, in English and Japanese;
- the first dealer's draw open while the CPUs melded before the person's first turn (eight
  players): its sentence and OK in sight, and a whole meld in sight beside it (the panel once
  squeezed the melds into a strip that cut every meld); on a wide table the panel whole too,
  and every meld that is in sight once it is closed in sight while it is open.
"""

import pytest

from ft_follow import ALL_ON_SCREEN, ON_SCREEN, on_screen, open_follow
from ft_read_deals import SEED, cpu_melds_first
from ft_ui import FT, start_ft
from ui_helpers import tid

SIZES = [(1024, 768), (1280, 800), (768, 1024), (844, 390), (360, 640)]
MELDS = f"{FT} [data-testid=melds]"
# Eight players, CPU 2 deals (a tie drew again): CPUs 4 to 7 lay 7 melds before the person's
# first turn. Found by ft_follow_deals.deal_code_of("ft53/desk_first", 2) with cpu_melds_first.
FIRST_MELDS = "FBSWNNDF8A"

# Each label of the top bar shown: [its words, cut (scrolls inside itself)?, on the screen?].
LABELS = """() => [...document.querySelectorAll('.topbar .ft-bar *, .topbar .tools > *')]
    .filter((e) => e.getClientRects().length && (e.matches('button') || !e.children.length))
    .map((e) => [e.textContent.trim() || e.getAttribute('aria-label'),
                 e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1, (%s)(e).inside])""" % ON_SCREEN


@pytest.mark.parametrize("locale", ["en-US", "ja-JP"])
def test_every_top_bar_label_is_whole_at_every_size(browser, site, locale):
    context, page, errors = open_follow(browser, site, SIZES[0], locale, seed=SEED)
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=FIRST_MELDS)
        target = "1000点" if locale.startswith("ja") else "to 1000"
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            labels = page.evaluate(LABELS)
            words = " ".join(text for text, _, _ in labels)
            assert target in words and len(labels) >= 5, (width, height, labels)
            bad = [label for label in labels if label[1] or not label[2]]
            assert not bad, (width, height, bad)
        assert not errors, errors
    finally:
        context.close()


# The box of the first dealer's panel: [its content runs past it (it scrolls)?, how many drawn cards].
PANEL = "(e) => [e.scrollHeight > e.clientHeight + 1, e.querySelectorAll('.ft-draw-row li').length]"


def melds_in_sight(page):
    boxes = page.evaluate(ALL_ON_SCREEN, f"{MELDS} [data-testid=meld]")
    return boxes, [i for i, box in enumerate(boxes) if box["inside"]]


@pytest.mark.parametrize("viewport,locale", [
    pytest.param((1280, 800), "en-US", id="1280x800-en"),
    pytest.param((1280, 800), "ja-JP", id="1280x800-ja"),
    pytest.param((1024, 768), "en-US", id="1024x768-en"),
    pytest.param((1024, 768), "ja-JP", id="1024x768-ja"),
    pytest.param((360, 640), "ja-JP", id="360x640-ja"),
    pytest.param((844, 390), "en-US", id="844x390-en"),
])
def test_the_first_dealers_draw_leaves_the_cpus_first_melds_in_sight(browser, site, viewport, locale):
    details = cpu_melds_first(FIRST_MELDS, players=8)
    assert details and details["melds"] == 7, details
    context, page, errors = open_follow(browser, site, viewport, locale, seed=SEED)
    try:
        assert start_ft(page, players=8, target=1000, level="easy", deal=FIRST_MELDS) == "draw"
        assert page.locator(f"{MELDS} [data-testid=meld]").count() == details["melds"]
        assert page.is_visible(tid("first-dealer"))
        for part in ("#ft-first .ft-first-dealer", tid("first-dealer-ok")):
            assert on_screen(page, part)["inside"], (part, on_screen(page, part))
        boxes, seen = melds_in_sight(page)
        top = min(box["rect"][1] for box in boxes)
        first_row = [i for i, box in enumerate(boxes) if abs(box["rect"][1] - top) < 4]
        assert first_row and set(first_row) <= set(seen), ("a meld cut beside the panel", boxes)
        if viewport[0] >= 900:   # the wide table: the panel whole, and it takes no meld out of sight
            scrolls, drawn = page.eval_on_selector("#ft-first", PANEL)
            assert drawn >= 8 and not scrolls, (drawn, scrolls)
            assert all(b["inside"] for b in page.evaluate(ALL_ON_SCREEN, "#ft-first .ft-draw-row li"))
            page.click(tid("first-dealer-ok"))
            page.wait_for_selector(tid("first-dealer"), state="hidden")
            if page.is_visible(tid("since-last")):   # then the summary stands in the melds' place until OK
                page.click(tid("since-last-close"))
            _, after = melds_in_sight(page)
            assert after and set(after) <= set(seen), ("melds in sight only once the panel closed", seen, after)
        assert not errors, errors
    finally:
        context.close()
