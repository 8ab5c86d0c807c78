"""The wide 5000 Rummy table seats the other players around the felt (issue 53
point 14), measured on the screen at the person's first turn of a match whose
seed is pinned (ft_deals.PAGE_SEED), so every run deals the same: at 1280x800
with 3, 5 and 8 players (8 in Japanese and dark too), 1024x768 and 1440x900,

- every other seat's box lies beside the table's centre (the melds, or the
  first dealer's draw in their place, and the pile row): left of it, above it
  or right of it, never over it or the person's own box, and the
  seats use more than one side (two seats: left and right; more: all three);
- the seats follow play order clockwise from the person's left: up the left
  side, along the top, down the right side (their angles round the centre's
  middle fall seat by seat);
- no two seat boxes overlap, each lies inside the viewport, and each seat's
  name, hand count and total are on the screen (not clipped by a column);
- the person's own box lies below the centre, on the screen, marked to act.

Phones keep their band of chips above the melds (test_ft_phone.py,
test_ft_short_screens.py, test_ft_screens.py). That band, forced at a wide
size (the table's and the seats' display set back to the phone's), puts
every seat above the centre and fails the spread check.
"""

import math

import pytest

from ft_follow import ALL_ON_SCREEN, on_screen
from ft_ui import FT, open_ft, start_ft

# The boxes that matter, in the viewport's pixels: each CPU seat's (in DOM order, with its seat
# number), the centre's (the melds, or the first dealer's draw in their place, and the pile row),
# the melds' (0 wide while hidden), the pile row's and the person's own box.
BOXES = f"""() => {{
    const box = (e) => {{ const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }};
    return {{
        seats: [...document.querySelectorAll('#ft-seats .ft-seat')].map((e) => [Number(e.dataset.seat), box(e)]),
        center: box(document.querySelector('{FT} .ft-center')),
        melds: box(document.querySelector('{FT} .ft-melds')),
        pile: box(document.querySelector('{FT} .ft-pilerow')),
        me: box(document.querySelector('#ft-me')),
        view: [0, 0, innerWidth, innerHeight],
    }};
}}"""


def meet(a, b):
    return a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5


def inside(a, b):
    return a[0] >= b[0] - 0.5 and a[1] >= b[1] - 0.5 and a[2] <= b[2] + 0.5 and a[3] <= b[3] + 0.5


def side(seat, center):
    """Where a seat's box lies beside the centre's box: "left", "top", "right" or None (on it, below)."""
    if seat[2] <= center[0] + 0.5:
        return "left"
    if seat[0] >= center[2] - 0.5:
        return "right"
    if seat[3] <= center[1] + 0.5:
        return "top"
    return None


def angle(seat, center):
    """The seat's centre seen from the table's centre, in degrees, y up: the left 180, the top 90,
    the right 0; from the person's left (a little below the left, over 180) round to the right
    side's foot (below 0), clockwise, so the angle falls."""
    cx, cy = (center[0] + center[2]) / 2, (center[1] + center[3]) / 2
    sx, sy = (seat[0] + seat[2]) / 2, (seat[1] + seat[3]) / 2
    a = math.degrees(math.atan2(cy - sy, sx - cx))
    return a + 360 if a < -90 else a


def check_around(page, players):
    """The seats around the table, as the module says; the boxes, for a message."""
    b = page.evaluate(BOXES)
    seats = sorted(b["seats"])
    assert [s for s, _ in seats] == list(range(1, players)), seats
    center, boxes = b["center"], [r for _, r in seats]
    where = [side(r, center) for r in boxes]
    assert None not in where, ("a seat not beside the centre", where, b)
    wanted = {"left", "right"} if players == 3 else {"left", "top", "right"}
    assert set(where) == wanted, ("the seats are not spread round the table", where, b)
    angles = [angle(r, center) for r in boxes]
    assert all(x > y for x, y in zip(angles, angles[1:])), ("not clockwise in play order", angles, where)
    for i, r in enumerate(boxes):
        assert inside(r, b["view"]), ("a seat outside the screen", i + 1, r)
        for other in boxes[i + 1:] + [center, b["melds"], b["pile"], b["me"]]:
            assert not meet(r, other), ("a seat over another box", i + 1, r, other)
    for part in (".ft-name", ".ft-count", ".ft-total"):
        shown = page.evaluate(ALL_ON_SCREEN, f"#ft-seats .ft-seat {part}")
        assert len(shown) == players - 1 and all(s["inside"] for s in shown), (part, shown)
    me = b["me"]
    assert me[1] >= center[3] - 0.5 and on_screen(page, "#ft-me")["inside"], (me, center)
    return b


CASES = [pytest.param((1280, 800), 3, "en-US", "light", id="1280x800-3"),
         pytest.param((1280, 800), 5, "en-US", "light", id="1280x800-5"),
         pytest.param((1280, 800), 8, "en-US", "light", id="1280x800-8"),
         pytest.param((1280, 800), 8, "ja-JP", "dark", id="1280x800-8-ja-dark"),
         pytest.param((1024, 768), 8, "en-US", "light", id="1024x768-8"),
         pytest.param((1440, 900), 6, "en-US", "light", id="1440x900-6")]


@pytest.mark.parametrize("viewport,players,locale,scheme", CASES)
def test_the_wide_table_seats_the_others_around_it(browser, site, viewport, players, locale, scheme):
    context, page, errors = open_ft(browser, site, viewport=viewport, locale=locale, color_scheme=scheme)
    try:
        assert start_ft(page, players=players, target=1000, level="easy") in ("draw", "play")
        assert page.get_attribute("#ft-me", "data-to-act") == "true"
        check_around(page, players)
        assert not errors, errors
    finally:
        context.close()
