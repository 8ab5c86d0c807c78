"""Helpers for the tests of following 5000 Rummy's table (test_ft_follow.py): what is
ON the screen (an element's box inside every box that clips it and inside the
viewport, not only present), and a plain way to play on (draw from the stock,
throw the card drawn; Stop when the stock is empty; pass a rummy call) until
the person's next decision or a deal's result.
"""

from ft_ui import FT, draw_stock, discard, fresh_card, open_ft, wait_ft
from pages import pinned_seed
from polling import wait_until
from ui_helpers import tid

# The box of the first element `sel` matches: is it wholly inside the viewport and every
# ancestor that clips (overflow other than visible)? {found, inside, rect, clip}.
ON_SCREEN = """(sel) => {
    const e = typeof sel === 'string' ? document.querySelector(sel) : sel;
    if (!e) return { found: false, inside: false };
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height || getComputedStyle(e).visibility === 'hidden') return { found: true, inside: false, rect: [0, 0, 0, 0] };
    let clip = { l: 0, t: 0, r: innerWidth, b: innerHeight };
    for (let a = e.parentElement; a; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const q = a.getBoundingClientRect();
        clip = { l: Math.max(clip.l, q.left), t: Math.max(clip.t, q.top), r: Math.min(clip.r, q.right), b: Math.min(clip.b, q.bottom) };
    }
    const inside = r.left >= clip.l - 0.5 && r.top >= clip.t - 0.5 && r.right <= clip.r + 0.5 && r.bottom <= clip.b + 0.5;
    return { found: true, inside, rect: [r.left, r.top, r.right, r.bottom].map(Math.round),
             clip: [clip.l, clip.t, clip.r, clip.b].map(Math.round) };
}"""

# Every element `sel` matches, each: on the screen (ON_SCREEN's test)?
ALL_ON_SCREEN = "(sel) => [...document.querySelectorAll(sel)].map((e) => (%s)(e))" % ON_SCREEN


def on_screen(page, sel):
    return page.evaluate(ON_SCREEN, sel)


def wait_on_screen(page, sel, timeout=3000):
    """Until `sel`'s box is on the screen (a smooth scroll takes its time); the last reading."""
    wait_until(page, f"() => ({ON_SCREEN})({sel!r}).inside", timeout=timeout)
    return on_screen(page, sel)


def open_follow(browser, site, viewport, locale="en-US", scheme="light", seed="ft53-follow", **options):
    """A page on the game with the match seed pinned: (context, page, errors)."""
    return open_ft(browser, site, viewport=viewport, locale=locale, color_scheme=scheme,
                   init=pinned_seed(seed), **options)


def play_turn(page):
    """One decision of the person, the plainest: draw from the stock (Stop when it is empty) and
    throw the card drawn; pass a rummy call. The phase after it (as wait_ft)."""
    phase = wait_ft(page)
    if phase == "draw":
        if page.get_attribute(f"{FT} {tid('stock')}", "aria-disabled") == "true":
            page.click(f"{FT} {tid('stop')}")
            return wait_ft(page)
        phase = draw_stock(page)
    if phase == "play":
        return discard(page, fresh_card(page))
    if phase == "rummy":
        page.click(f"{FT} {tid('pass')}")
        return wait_ft(page)
    return phase


def play_to_result(page, limit=80):
    """Play on until a deal's result (or the match's end) shows; the phase."""
    for _ in range(limit):
        phase = wait_ft(page)
        if phase in ("deal_over", "match_over"):
            return phase
        play_turn(page)
    raise AssertionError("no deal ended")
