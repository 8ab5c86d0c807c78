"""What every screen of every game is checked for, as the screens tests
walk them (test_screens.py: Gin; test_ft_screens.py: 5000 Rummy), and
where their screenshots go: $SCREENSHOTS_DIR if set, else a folder under
pytest's tmp dir (a dialog that scrolls, also at its end: `screenshot`).
Screenshots are for review, never compared pixel by pixel.
"""

import os
from pathlib import Path

import pytest

# Sideways overflow: the page and its scrolling boxes (but those `allowed`), every open dialog, every scrolling box in one,
# anything sticking out of one; and words an SVG cuts off (a chart's labels).
OVERFLOW = """(allowed) => {     // allowed: selectors of the page's boxes meant to scroll sideways (a pile)
    const bad = [];
    const page = document.scrollingElement;
    if (page.scrollWidth > page.clientWidth + 1) bad.push(['page', page.scrollWidth, page.clientWidth]);
    for (const el of document.querySelectorAll('body *')) {          // the page's own scrolling boxes
        if (el.closest('dialog') || !el.getClientRects().length) continue;
        if ((allowed || []).some((sel) => el.matches(sel))) continue;
        if (['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
            bad.push([el.tagName, el.id, String(el.className), 'scrolls', el.scrollWidth, el.clientWidth]);
    }
    for (const d of document.querySelectorAll('dialog[open]')) {
        const box = d.getBoundingClientRect();
        if (box.left < -0.5 || box.right > innerWidth + 0.5) bad.push([d.id, 'off the screen', box.left, box.right]);
        for (const el of [d, ...d.querySelectorAll('*')]) {
            const rect = el.getBoundingClientRect();
            if (el !== d && rect.width <= 1 && rect.height <= 1) continue;   // words for screen readers only
            const style = getComputedStyle(el);
            const scroller = el === d || ['auto', 'scroll', 'hidden'].includes(style.overflowX);
            if (scroller && el.scrollWidth > el.clientWidth + 1)
                bad.push([d.id, el.tagName, String(el.className), 'scrolls', el.scrollWidth, el.clientWidth]);
            const r = el.getBoundingClientRect();
            if (r.width && (r.right > box.right + 1 || r.left < box.left - 1))
                bad.push([d.id, el.tagName, String(el.className), 'sticks out', r.left, r.right]);
        }
    }
    for (const t of document.querySelectorAll('svg text')) {          // words an SVG cuts off at its edge
        const r = t.getBoundingClientRect(), s = t.ownerSVGElement.getBoundingClientRect();
        if (r.width && (r.left < s.left - 0.5 || r.right > s.right + 0.5 || r.top < s.top - 0.5 || r.bottom > s.bottom + 0.5))
            bad.push(['svg text cut', t.textContent, Math.round(r.left), Math.round(r.right), Math.round(s.left), Math.round(s.right)]);
    }
    return bad;
}"""

# Controls smaller than 44x44 on the screen's top layer (the top open dialog, else the page).
SMALL_TARGETS = """() => {
    const dialogs = [...document.querySelectorAll('dialog[open]')];
    const top = dialogs[dialogs.length - 1] || null;
    const small = [];
    const sel = 'button, select, input, summary, a[href], [tabindex]:not([tabindex="-1"])';
    for (const el of (top || document).querySelectorAll(sel)) {
        if (!top && el.closest('dialog')) continue;
        if (el.closest('[data-testid=hand]')) continue;          // the cards: their strips, below
        if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') continue;
        let r = el.getBoundingClientRect();
        const label = el.closest('label') || (el.labels && el.labels[0]);
        if (el.type === 'checkbox' && label) {                 // a switch is tapped on its whole row
            const l = label.getBoundingClientRect();
            r = {width: Math.max(r.right, l.right) - Math.min(r.left, l.left),
                 height: Math.max(r.bottom, l.bottom) - Math.min(r.top, l.top)};
        }
        if (r.width < 43.5 || r.height < 43.5)
            small.push([el.tagName, el.dataset.testid || el.id || String(el.className),
                        Math.round(r.width), Math.round(r.height), (el.textContent || '').trim().slice(0, 24)]);
    }
    return small;
}"""

NO_SCROLL = """() => { const s = document.scrollingElement;
    return s.scrollHeight <= innerHeight + 1 && s.scrollWidth <= innerWidth + 1 && scrollY === 0 && scrollX === 0; }"""

# Each shown box that `sel` matches: is it wholly on the screen? Given [sel, above], wholly
# on the screen above the top of the box `above` (a bar fixed at the screen's foot).
IN_VIEW = """(arg) => { const [sel, above] = Array.isArray(arg) ? arg : [arg, null];
    const floor = above ? document.querySelector(above).getBoundingClientRect().top : innerHeight;
    return [...document.querySelectorAll(sel)].filter(e => {
        const r = e.getBoundingClientRect();
        return r.width && r.height && getComputedStyle(e).visibility !== 'hidden';
    }).map(e => {
        const r = e.getBoundingClientRect();
        return {sel, name: e.dataset.card || e.dataset.testid || null, ok: r.left >= -0.5 && r.top >= -0.5
                && r.right <= innerWidth + 0.5 && r.bottom <= floor + 0.5,
                rect: [r.left, r.top, r.right, r.bottom]};
    });
}"""


def assert_all_in_view(page, selectors):
    for sel in selectors:
        for box in page.evaluate(IN_VIEW, sel):
            assert box["ok"], box


# Scrolls every box of the open dialogs that scrolls down to its end (`end`), or back where it was; whether any did.
SCROLL_DIALOGS = """(end) => { let moved = false;
    const was = window.__scrolled || (window.__scrolled = new Map());
    for (const e of document.querySelectorAll('dialog[open] *'))
        if (e.scrollHeight > e.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowY)) {
            if (end) was.set(e, e.scrollTop);
            e.scrollTop = end ? e.scrollHeight : (was.get(e) || 0);
            moved = true;
        }
    if (!end) was.clear();
    return moved; }"""


def screenshot(page, path):
    """The screen at `path`; when an open dialog scrolls, also its end at
    `<name>-end.png` (a chart at a dialog's foot went unseen), then back."""
    page.screenshot(path=str(path))
    if page.evaluate(SCROLL_DIALOGS, True):
        page.screenshot(path=str(path.with_name(f"{path.stem}-end.png")))
        page.evaluate(SCROLL_DIALOGS, False)


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    folder = os.environ.get("SCREENSHOTS_DIR")
    path = Path(folder) if folder else tmp_path_factory.mktemp("screens")
    path.mkdir(parents=True, exist_ok=True)
    return path
