"""Reading 5000 Rummy's table (issue 53, points 4-8 and 10), measured on the screen (an
element's box inside every box that clips it and the viewport: ft_follow.ON_SCREEN), with
fixed deals and a pinned match seed (ft_read_deals.py), so every run plays the same:

- the rummy prompt with seven places: every place reachable (a cue counts the places past
  the list's foot and scrolls on), each offered meld marked on the table and brought into
  view when its place is chosen, and the melds area as tall as an offered meld;
- the match end with eight players on a phone: last place and every settlement in sight;
- every meld carries its owner's tag in the seat's colour (a meld on a new line too);
- a wild card's "=2♣" whole and uncovered in every meld, its star uncovered;
- the deep draw's target marked apart from the other cards taken, until it is played, and
  said in its name;
- the first dealer's draw: its sentence in sight at 360 px with a two-row hand, and at
  1280x800 the panel still there at the person's first turn after the CPUs melded.
"""

import pytest

from ft_deals import scenario_for as deal_for
from ft_follow import ALL_ON_SCREEN, ON_SCREEN, on_screen, open_follow, play_to_result, play_turn, wait_on_screen
from ft_read_deals import CODES, SEED, scenario_for
from ft_ui import FT, discard, draw_stock, fresh_card, meld, start_ft, wait_ft
from polling import wait_until
from ui_helpers import tid

JA_360 = pytest.param((360, 640), "ja-JP", id="360x640-ja")
EN_360 = pytest.param((360, 640), "en-US", id="360x640-en")
EN_1280 = pytest.param((1280, 800), "en-US", id="1280x800-en")
MELDS = f"{FT} [data-testid=melds]"
SCROLLED = "() => document.querySelector('#ft-rummy-places').scrollTop"

# Scroll `sel`'s element into the middle of the melds area (only that area moves).
INTO_MELDS = """(e) => { const box = e.closest('.ft-melds');
    box.scrollTop += e.getBoundingClientRect().top - box.getBoundingClientRect().top - 8; }"""


def close_since_last(page):
    if page.is_visible(tid("since-last")):   # the summary stands in the melds' place until OK
        page.click(tid("since-last-close"))


@pytest.mark.parametrize("viewport,locale", [JA_360, EN_1280])
def test_every_rummy_place_is_reachable_and_its_meld_comes_into_view_marked(browser, site, viewport, locale):
    code, details = scenario_for("many_places")
    context, page, errors = open_follow(browser, site, viewport, locale, seed=SEED)
    try:
        start_ft(page, players=5, target=1000, level="easy", deal=code)
        draw_stock(page)
        drawn = fresh_card(page)
        meld(page, details["melded"][1])
        assert discard(page, drawn) == "rummy"
        places = "#ft-rummy-places [data-choice]"
        assert page.locator(places).count() == len(details["melds"]) == 7
        offered = sorted(set(details["melds"]))
        marked = sorted(page.eval_on_selector_all(f"{FT} .ft-meld.rummy-target", "els => els.map(e => Number(e.dataset.meldId))"))
        assert marked == offered, (marked, offered)
        for i in range(len(details["melds"])):
            place = f"#ft-rummy-places [data-choice='{i}']"
            for _ in range(4):   # past the list's foot: the cue says so, and a tap scrolls on
                if on_screen(page, place)["inside"]:
                    break
                cue = tid("places-more")
                assert on_screen(page, cue)["inside"], (i, "no cue for the places out of sight", on_screen(page, place))
                before = page.evaluate(SCROLLED)
                page.click(cue)
                wait_until(page, f"() => ({SCROLLED})() !== {before}")
            assert wait_on_screen(page, place)["inside"], (i, on_screen(page, place))
            page.click(place)
            meld_id = page.get_attribute(place, "data-meld-id")
            chosen = f"{FT} .ft-meld.rummy-target.chosen[data-meld-id='{meld_id}']"
            page.wait_for_selector(chosen)
            box = wait_on_screen(page, chosen)
            assert box["inside"], (i, meld_id, box)
            # The area is as tall as the meld: the meld is seen whole, not a slice of it.
            tall = page.evaluate(f"[document.querySelector('{MELDS}').clientHeight,"
                                 f" document.querySelector(\"{chosen}\").getBoundingClientRect().height]")
            assert tall[0] >= tall[1], (i, tall)
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("viewport,locale", [JA_360, EN_360])
def test_the_match_end_with_eight_players_shows_last_place_and_the_settlement(browser, site, viewport, locale):
    context, page, errors = open_follow(browser, site, viewport, locale, seed="h3-end")
    try:
        start_ft(page, players=8, target=1000, level="easy")
        for _ in range(12):
            if play_to_result(page) == "match_over":
                break
            page.click(tid("next-deal"))
        page.wait_for_selector("#match-end[open]")
        scores = page.evaluate(ALL_ON_SCREEN, "#match-end .final-score")
        assert len(scores) == 8 and all(b["inside"] for b in scores), [b for b in scores if not b["inside"]]
        rows = page.evaluate(ALL_ON_SCREEN, "#match-end [data-testid^=settlement-]")
        assert len(rows) == 8 and all(b["inside"] for b in rows), [b for b in rows if not b["inside"]]
        assert on_screen(page, f"#match-end {tid('play-again')}")["inside"]
        assert not errors, errors
    finally:
        context.close()


# Per meld: [owner, its tag's text, tag on the screen?, tag's colour, the owner's seat colour, a
# meld that starts a row of its own (not beside the one before it)?]
OWNERS = """(e) => {
    const tag = e.querySelector('[data-testid=meld-owner]');
    const prev = e.previousElementSibling;
    const row = !prev || Math.abs(prev.getBoundingClientRect().top - e.getBoundingClientRect().top) > 8;
    const seat = getComputedStyle(e.closest('.ft-owner')).getPropertyValue('--seat').trim();
    const probe = document.createElement('i'); probe.style.color = seat; document.body.append(probe);
    const want = getComputedStyle(probe).color; probe.remove();
    return [Number(e.dataset.owner), tag ? tag.textContent : null, tag ? (%s)(tag).inside : false,
            tag ? getComputedStyle(tag).backgroundColor : null, want, row];
}"""


@pytest.mark.parametrize("viewport,locale", [JA_360, EN_1280])
def test_every_meld_shows_its_owner_a_meld_on_a_new_line_too(browser, site, viewport, locale):
    context, page, errors = open_follow(browser, site, viewport, locale, seed=SEED)
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=CODES["wild_in_meld"])
        assert play_turn(page) == "draw"
        close_since_last(page)
        you = "自" if locale.startswith("ja") else "Y"
        seen = []
        for i in range(page.locator(f"{MELDS} [data-testid=meld]").count()):
            meld_el = page.locator(f"{MELDS} [data-testid=meld] >> nth={i}")
            meld_el.evaluate(INTO_MELDS)
            owner, text, inside, colour, want, row = meld_el.evaluate(OWNERS % ON_SCREEN)
            seen.append((owner, row))
            assert text == (you if owner == 0 else str(owner)), (i, owner, text)
            assert inside and colour == want, (i, owner, inside, colour, want)
        assert len(seen) >= 8
        if viewport[0] < 900:   # the precondition: a meld starts a row of its own (its group's name is elsewhere)
            assert any(row for _, row in seen), seen
        assert not errors, errors
    finally:
        context.close()


# Per wild card standing for another in a meld: [its "=..." text, whole (not cut)?, covered by a
# later card of the meld?, its star's middle under a later card?]
WILDS = """(m) => [...m.querySelectorAll('.ft-mini.wild')].filter((c) => c.querySelector('.ft-as')).map((c) => {
    const as = c.querySelector('.ft-as'), star = c.querySelector('.ft-wild-mark');
    const later = []; for (let n = c.nextElementSibling; n; n = n.nextElementSibling) later.push(n.getBoundingClientRect());
    const a = as.getBoundingClientRect(), s = star.getBoundingClientRect();
    const meets = (r) => a.left < r.right - 0.5 && r.left < a.right - 0.5 && a.top < r.bottom - 0.5 && r.top < a.bottom - 0.5;
    const sx = (s.left + s.right) / 2, sy = (s.top + s.bottom) / 2;
    return [as.textContent, as.scrollWidth <= as.clientWidth + 1, later.some(meets),
            later.some((r) => sx > r.left && sx < r.right && sy > r.top && sy < r.bottom)];
})"""


@pytest.mark.parametrize("viewport,locale", [JA_360, EN_360, EN_1280, pytest.param((844, 390), "ja-JP", id="844x390-ja")])
def test_what_a_wild_card_stands_for_reads_whole_in_every_meld(browser, site, viewport, locale):
    context, page, errors = open_follow(browser, site, viewport, locale, seed=SEED)
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=CODES["wild_in_meld"])
        assert play_turn(page) == "draw"
        close_since_last(page)
        wilds = []
        for i in range(page.locator(f"{MELDS} [data-testid=meld]").count()):
            wilds += page.locator(f"{MELDS} [data-testid=meld] >> nth={i}").evaluate(WILDS)
        assert len(wilds) >= 7, wilds
        assert not any(covered or star for _, _, covered, star in wilds), wilds
        assert all(text.startswith("=") and len(text) >= 3 and whole for text, whole, _, _ in wilds), wilds
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("viewport,locale", [JA_360, EN_1280])
def test_the_deep_draws_target_is_marked_apart_until_played(browser, site, viewport, locale):
    code, details = deal_for("deep_draw")
    context, page, errors = open_follow(browser, site, viewport, locale, seed=SEED)
    try:
        start_ft(page, players=3, target=1000, level="easy", deal=code)
        draw_stock(page)
        discard(page, fresh_card(page))
        assert wait_ft(page) == "draw"
        page.click(f"{FT} [data-testid=pile-card][data-depth='{details['count']}']")
        page.click(tid("confirm-deep"))
        assert wait_ft(page) == "play"
        must = f"{FT} [data-testid=hand] .ft-card.must"
        others = f"{FT} [data-testid=hand] .ft-card.fresh:not(.must)"
        assert page.locator(must).count() == 1 and page.locator(others).count() == details["count"] - 1
        assert on_screen(page, f"{must} {tid('must-mark')}")["inside"]
        assert page.locator(f"{others} {tid('must-mark')}").count() == 0
        ring = "(e) => { const s = getComputedStyle(e.querySelector('svg')); return [s.outlineStyle, s.outlineColor, s.boxShadow]; }"
        theirs = page.eval_on_selector(others, ring)
        mine = page.eval_on_selector(must, ring)
        assert mine != theirs and theirs[1] != mine[1], (mine, theirs)
        said = "この番にメルドかレイオフが必要" if locale.startswith("ja") else "must be melded or laid off this turn"
        assert said in page.text_content(must)
        meld(page, details["meld"])
        assert page.locator(f"{FT} {tid('must-mark')}").count() == 0     # played: the mark is gone
        assert not errors, errors
    finally:
        context.close()


def test_the_first_dealers_sentence_is_in_sight_over_a_two_row_hand(browser, site):
    context, page, errors = open_follow(browser, site, (360, 640), "ja-JP", seed=SEED)
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=CODES["wild_in_meld"])
        tops = page.eval_on_selector_all(f"{FT} [data-testid=hand] .ft-card", "els => els.map(e => Math.round(e.getBoundingClientRect().top))")
        assert len(set(tops)) == 2, tops            # the precondition: the hand takes two rows
        assert page.is_visible(tid("first-dealer"))
        said = "#ft-first .ft-first-dealer"
        assert on_screen(page, said)["inside"], on_screen(page, said)
        assert "CPU 7" in page.inner_text(said)
        assert not errors, errors
    finally:
        context.close()


def test_the_first_dealers_draw_stays_after_the_cpus_meld_until_the_persons_turn(browser, site):
    code, details = scenario_for("cpu_melds_first")
    context, page, errors = open_follow(browser, site, (1280, 800), "en-US", seed=SEED)
    try:
        assert start_ft(page, players=3, target=1000, level="easy", deal=code) == "draw"
        assert page.locator(f"{MELDS} [data-testid=meld]").count() == details["melds"]   # the CPUs melded first
        assert page.is_visible(tid("first-dealer"))
        assert on_screen(page, "#ft-first .ft-first-dealer")["inside"]
        assert "You drew the lowest card" in page.inner_text("#ft-first .ft-first-dealer")
        melds = page.evaluate(ALL_ON_SCREEN, f"{MELDS} [data-testid=meld]")
        assert all(b["inside"] for b in melds), melds                                # beside it, in sight
        page.click(tid("first-dealer-ok"))
        page.wait_for_selector(tid("first-dealer"), state="hidden")
        assert not errors, errors
    finally:
        context.close()
