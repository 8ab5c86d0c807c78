"""Open and disabled states that can be seen in both themes on 5000 Rummy's table
(issue 53, point 11), at 360x640: an opened seat chip stands apart from a closed
one (their backgrounds, as painted over the felt, at a contrast of 3:1 or more; in
the dark theme an opened chip was as dark as a closed one) and its details carry
an accessible name; disabled Meld and Discard are greyed out (their paint nearly
grey, where the enabled ones are coloured; a faded orange read as active on the
dark felt) and their label stands out less from their fill than an enabled one's.
Deal ft_deals "meld_and_layoff" (8 players): the person draws, selects a meld, then one card.
"""

import re

import pytest
from playwright.sync_api import expect

from ft_deals import scenario_for
from ft_ui import FT, clear_selection, draw_stock, hand, meld_answer, open_ft, select, start_ft
from ui_helpers import tid

# An element's paint: its background and text colour as seen, each composited over what lies
# behind it (the ancestors' backgrounds, the element's opacity): {fill: [r, g, b], ink: [r, g, b]}.
PAINT = """(sel) => {
    const parse = (c) => { const m = c.match(/[\\d.]+/g).map(Number); return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1]; };
    const over = (top, alpha, under) => [0, 1, 2].map((i) => top[i] * alpha + under[i] * (1 - alpha));
    const e = document.querySelector(sel);
    const ancestors = [];
    for (let a = e.parentElement; a; a = a.parentElement) ancestors.unshift(a);
    let behind = [255, 255, 255];
    for (const a of ancestors) { const bg = parse(getComputedStyle(a).backgroundColor); behind = over(bg, bg[3], behind); }
    const s = getComputedStyle(e);
    const opacity = Number(s.opacity);
    const bg = parse(s.backgroundColor);
    const fill = over(bg, bg[3] * opacity, behind);
    const color = parse(s.color);
    return { fill, ink: over(color, color[3] * opacity, fill) };
}"""


def luminance(rgb):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def saturation(rgb):
    hi, lo = max(rgb) / 255, min(rgb) / 255
    light = (hi + lo) / 2
    return 0 if hi == lo else (hi - lo) / (1 - abs(2 * light - 1))


def paint(page, sel):
    return page.evaluate(PAINT, sel)


@pytest.mark.parametrize("scheme,locale", [("dark", "en-US"), ("light", "ja-JP"), ("dark", "ja-JP"), ("light", "en-US")])
def test_open_chips_and_disabled_buttons_can_be_seen(browser, site, scheme, locale):
    code, details = scenario_for("meld_and_layoff")
    context, page, errors = open_ft(browser, site, viewport=(360, 640), locale=locale, color_scheme=scheme)
    try:
        assert start_ft(page, players=8, target=1000, level="easy", deal=code) == "draw"
        closed = paint(page, "#ft-seats [data-testid=seat-2] .ft-chip")
        page.click("#ft-seats [data-testid=seat-1] .ft-chip")
        opened = paint(page, "#ft-seats [data-testid=seat-1] .ft-chip")
        assert contrast(opened["fill"], closed["fill"]) >= 3, (scheme, "an opened chip looks like a closed one", opened, closed)
        assert contrast(opened["ink"], opened["fill"]) >= 4.5, (scheme, "an opened chip's words", opened)
        expect(page.locator("#ft-seat-detail-1")).to_have_accessible_name(re.compile("CPU 1"))
        expect(page.get_by_role("group", name=re.compile("CPU 1"))).to_be_visible()
        page.click("#ft-seats [data-testid=seat-1] .ft-chip")

        disabled = {name: paint(page, f"{FT} {tid(name)}") for name in ("meld-btn", "discard-btn")}
        assert page.is_disabled(f"{FT} {tid('meld-btn')}") and page.is_disabled(f"{FT} {tid('discard-btn')}")
        assert draw_stock(page) == "play"
        select(page, details["meld"])
        assert meld_answer(page) == "ok"
        enabled = {"meld-btn": paint(page, f"{FT} {tid('meld-btn')}")}
        clear_selection(page)
        select(page, [hand(page)[0]])
        enabled["discard-btn"] = paint(page, f"{FT} {tid('discard-btn')}")
        for name in ("meld-btn", "discard-btn"):
            on, off = enabled[name], disabled[name]
            assert saturation(on["fill"]) >= 0.5, (scheme, name, "the enabled fill is coloured", on)
            assert saturation(off["fill"]) <= 0.2, (scheme, name, "a disabled button looks active", off)
            assert contrast(off["ink"], off["fill"]) < contrast(on["ink"], on["fill"]), (scheme, name, on, off)
        assert not errors, errors
    finally:
        context.close()
