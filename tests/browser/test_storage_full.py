"""A full disk: localStorage's quota filled in Chromium. The match plays on,
the person is told in one line that it is not being saved (and told no more
once saving works again), and a save that cannot be read is never removed
when its copy could not be stored aside."""

import json

from recorded import RECORD, SAVE, asides, discard_best, notice_key, put, reload_ready, saved_at_discard, stored
from ui_helpers import TIMEOUT, game_page, tid, wait_settled

# Fills this origin's localStorage until not one more character fits.
FILL = """
() => {
  let size = 1 << 20, n = 0;
  while (size >= 1) {
    try { localStorage.setItem(`fill:${n}`, "x".repeat(size)); n += 1; }
    catch { size = Math.floor(size / 2); }
  }
  return n;
}
"""
EMPTY = "() => { for (const k of Object.keys(localStorage)) if (k.startsWith('fill:')) localStorage.removeItem(k); }"


def test_a_save_refused_by_a_full_disk_is_said_in_one_line(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        saved_at_discard(page)
        assert page.is_hidden(tid("save-warning"))
        before = stored(page)
        assert page.evaluate(FILL) > 0
        discard_best(page)
        wait_settled(page)
        warning = page.locator(tid("save-warning"))
        warning.wait_for(state="visible", timeout=TIMEOUT)
        assert "not being saved" in warning.inner_text()
        assert stored(page) == before               # what the next visit will find, unchanged
        page.click(tid("lang"))
        assert any(ord(c) > 0x3000 for c in warning.inner_text())   # said in Japanese too
        page.click(tid("lang"))
        # Room again: the next save is stored and the line goes.
        page.evaluate(EMPTY)
        page.click(tid("stock"))
        warning.wait_for(state="hidden", timeout=TIMEOUT)
        assert stored(page) != before
        assert not errors, errors


def test_a_bad_save_is_kept_where_it_is_when_there_is_no_room_to_set_it_aside(browser, site):
    with game_page(browser, site, init=RECORD) as (context, page, errors):
        raw = '{"schema": 1, "match": "cut sh'
        put(page, SAVE, raw)
        page.evaluate(FILL)
        reload_ready(page)
        assert notice_key(page) == "saveUnreadableKept"
        assert page.evaluate("(k) => localStorage.getItem(k)", SAVE) == raw   # the original stays
        assert asides(page) == []
        # With room again, it is set aside as usual.
        page.evaluate(EMPTY)
        reload_ready(page)
        assert notice_key(page) == "saveUnreadable"
        assert [json.loads(page.evaluate("(k) => localStorage.getItem(k)", k))["raw"] for k in asides(page)] == [raw]
        assert not errors, errors
