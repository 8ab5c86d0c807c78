"""5000 Rummy with 8 players on a 360x640 phone, by taps: the page never
scrolls, every seat is reachable (its chip opens its details on the
screen), every control the person uses is at least 44 px, and the person's
meld and lay-off are made by taps (a fixed deal, ft_deals "meld_and_layoff").
A seat's chip shows its whole name and its hand count beside the widest
totals; the seven chips make two rows on a phone (320 px wide too; on its
side from 667x375). A phone on its side shows every choice of the start
screen (both games) above Start (568x320 to 844x390), the table and the
person's side next to each other with nothing on top of anything, a row of
the hand in sight (568x320 to 844x390; upright, at 320x568 and 320x480,
too), and the hand in sight while the person is asked to call rummy
(320x568 too). Every button's words stay inside it, a ten chosen, at
568x320 and 320x568; a 320 px phone offers every player count at 44 px. A
tablet held upright (768x1024) has the phone's layout with bigger cards.
"""

import pytest

from ft_deals import scenario_for
from ft_layout import check_screen, check_table, hand_in_sight_when_asked_to_call_rummy, parts_apart
from ft_person import Person
from ft_ui import FT, choose_ft, draw_stock, IN_PLAY, meld, open_ft, select, start_ft, table, wait_ft
from pages import shown_seats
from screen_checks import IN_VIEW, OVERFLOW, SMALL_TARGETS
from ui_helpers import tid

def seats_reachable(page):
    """Each CPU chip is on screen and opens its details (on screen too); a second tap closes them."""
    for seat in range(1, 8):
        chip = f"#ft-seats [data-testid=seat-{seat}] .ft-chip"
        assert page.get_attribute(f"#ft-seats [data-testid=seat-{seat}]", "data-hand-count").isdigit()
        page.click(chip)
        assert page.get_attribute(chip, "aria-expanded") == "true"
        detail = page.locator(f"#ft-seat-detail-{seat}")
        box = detail.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 640 and box["x"] >= 0 and box["x"] + box["width"] <= 360
        assert "Face-up card" in detail.inner_text() and "Took from the pile" in detail.inner_text()
        page.click(chip)
        assert page.get_attribute(chip, "aria-expanded") == "false"


def test_eight_players_on_a_phone_by_taps(browser, site):
    code, details = scenario_for("meld_and_layoff")
    context, page, errors = open_ft(browser, site, viewport=(360, 640), has_touch=True, is_mobile=True)
    try:
        assert start_ft(page, players=8, target=1000, level="easy", deal=code) == "draw"
        check_screen(page)
        seats_reachable(page)
        page.tap(f"{FT} {tid('stock')}")
        assert wait_ft(page) == "play"
        meld(page, details["meld"])
        laid = page.locator(f"{FT} [data-testid=meld][data-owner='0']")
        assert laid.count() == 1
        select(page, [details["layoff"]])
        target = page.locator(f"{FT} [data-testid=meld].target")
        assert target.count() >= 1 and page.get_attribute(f"{FT} [data-testid=meld].target >> nth=0", "data-owner") == "0"
        check_screen(page)
        target.first.tap()
        wait_ft(page)
        cards = page.eval_on_selector_all(f"{FT} [data-testid=meld][data-owner='0'] [data-card]", "els => els.map(e => e.dataset.card)")
        assert sorted(cards) == sorted(details["meld"] + [details["layoff"]])
        # Play on by taps for a few turns of the deal: the screen stays whole.
        person = Person(page)
        for _ in range(12):
            phase = person.act()
            if phase not in IN_PLAY:
                break
            check_screen(page)
        assert not errors, errors
    finally:
        context.close()


# Each chip: its name cut short?, and the room between its hand count and its total.
CHIPS = """() => [...document.querySelectorAll('#ft-seats .ft-chip')].map((chip) => {
    const name = chip.querySelector('.ft-name');
    const count = chip.querySelector('.ft-count').getBoundingClientRect();
    const total = chip.querySelector('.ft-total').getBoundingClientRect();
    return { name: name.textContent, cut: name.scrollWidth > name.clientWidth, total: chip.querySelector('.ft-total').textContent,
             count: chip.querySelector('.ft-count').textContent, room: total.left - count.right,
             oneLine: Math.abs(total.top - count.top) < 4, top: Math.round(chip.getBoundingClientRect().top) };
})"""
WIDE_TOTALS = [0, -1480, 4985, -480, 12, -1250, 500, -120]
TENS = [None, "TD", "TS", "TH", "TC", "TD", "TS", "TH"]     # the widest face-up badge, "10♦"


@pytest.mark.parametrize("viewport, locale", [((360, 640), "en-US"), ((360, 640), "ja-JP"), ((844, 390), "en-US"),
                                              ((640, 360), "ja-JP"), ((667, 375), "en-US"), ((1280, 800), "en-US"),
                                              ((320, 568), "en-US"), ((320, 480), "ja-JP"), ((635, 360), "en-US")])
def test_a_chip_shows_its_whole_name_and_count_beside_the_widest_totals(browser, site, viewport, locale):
    """Totals of four or five signs ("4985", "-1480") once cut the seat's name
    to "C..." and pushed its hand count onto a third line of an 84 px chip;
    so did a face-up 10 ("10♦") beside any total. The seven chips make two
    rows on a phone (on its side at 667x375 they made three, which left the
    melds 87 px; at 640x360 three rows left them 70 px), a 320 px phone's too
    (three rows left 320x480 32 px of the hand). At 635x360 the chips are 79 px,
    the least a phone on its side gives four of them."""
    code, _ = scenario_for("meld_and_layoff")
    context, page, errors = open_ft(browser, site, viewport=viewport, locale=locale, init=shown_seats(score=WIDE_TOTALS, face_up=TENS))
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=code)
        chips = page.evaluate(CHIPS)
        assert [c["total"] for c in chips] == [str(n) for n in WIDE_TOTALS[1:]]
        assert page.locator("#ft-seats .ft-chip-faceup[data-card^=T]").count() == 7    # (hidden on the wide table)
        # the deal gives the widest ones a two-digit hand count: "12" beside "4985", "11" beside "-1250"
        assert {len(c["total"]) for c in chips if len(c["count"]) == 2} >= {4, 5}
        for chip in chips:
            assert not chip["cut"] and chip["room"] >= 2 and chip["oneLine"], chip
        if viewport[0] < 900:                                   # (the wide table sets them around it)
            assert len({c["top"] for c in chips}) == 2, chips
        assert not errors, errors
    finally:
        context.close()


# The dealer's badge shown: how far it reaches below the top of the name's text box beside it
# (the capitals begin about 2 px lower), and whether it is what shows just inside each edge.
BADGE = """() => [...document.querySelectorAll('.ft-dealer')].filter((e) => e.offsetParent !== null).map((badge) => {
  const b = badge.getBoundingClientRect(), x = (b.left + b.right) / 2, y = (b.top + b.bottom) / 2;
  const range = document.createRange();
  range.selectNodeContents(badge.parentElement.querySelector('.ft-name'));
  const points = [[b.left + 1.5, y], [b.right - 1.5, y], [x, b.top + 1.5], [x, b.bottom - 1.5]];
  return { seat: badge.closest('[data-testid^=seat-]').dataset.testid, over: b.bottom - range.getBoundingClientRect().top,
           whole: points.every(([px, py]) => badge.contains(document.elementFromPoint(px, py))) };
})"""


@pytest.mark.parametrize("viewport, locale, dealer", [((320, 568), "en-US", 1), ((360, 640), "ja-JP", 0),
                                                      ((640, 360), "en-US", 4), ((844, 390), "ja-JP", 7),
                                                      ((1280, 800), "ja-JP", 1), ((1280, 800), "en-US", 0),
                                                      ((560, 480), "en-US", 1), ((568, 320), "ja-JP", 2),
                                                      ((1024, 600), "en-US", 4)])
def test_the_dealers_badge_leaves_the_name_readable_and_shows_whole(browser, site, viewport, locale, dealer):
    """The badge on a chip's top-left corner once reached 4 px into the name's
    text box and covered the top of its first letter (stop 38's screenshots).
    In the first row of chips and on the wide table's side columns it must not
    be cut by the edge of the seats' area either."""
    code, _ = scenario_for("meld_and_layoff")
    context, page, errors = open_ft(browser, site, viewport=viewport, locale=locale, init=shown_seats(dealer=dealer))
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=code)
        badges = page.evaluate(BADGE)
        assert [b["seat"] for b in badges] == [f"seat-{dealer}"], badges
        assert badges[0]["over"] <= 2 and badges[0]["whole"], badges
        assert not errors, errors
    finally:
        context.close()


# The start screen's choices of each game, all to be seen above the bar that holds Start.
CHOICES = {"five_thousand": ["game-gin", "game-five_thousand", *(f"players-{n}" for n in range(3, 9)),
                             "target-1000", "target-2500", "target-5000", "level-easy", "level-normal", "level-strong"],
           "gin": ["game-gin", "game-five_thousand", "target-50", "target-100", "level-easy", "level-normal",
                   "level-strong"]}


# The start screen's choices shown, in the markup's (the tab) order: [heading's id, top, left].
CHOICE_PLACES = """() => [...document.querySelectorAll('#start-screen .choice')].filter((e) => e.offsetParent !== null)
    .map((e) => { const r = e.getBoundingClientRect(); return [e.querySelector('h2').id, Math.round(r.top), Math.round(r.left)]; })"""


@pytest.mark.parametrize("viewport, locale", [((640, 360), "en-US"), ((640, 360), "ja-JP"), ((844, 390), "en-US"),
                                              ((568, 320), "en-US"), ((568, 320), "ja-JP")])
def test_a_phone_on_its_side_shows_every_choice_of_the_start_screen_above_start(browser, site, viewport, locale):
    """Level and target used to lie below Start (the options scrolled under it in one column);
    at 568x320 only Game and Players did not (two columns needed 620 px). The choices read
    row by row in the tab order (5000's target, tabbed to before the level, lay right of it)."""
    context, page, errors = open_ft(browser, site, viewport=viewport, locale=locale, has_touch=True)
    try:
        for game in ("five_thousand", "gin"):
            page.click(tid(f"game-{game}"))
            choices = ", ".join(f"#start-screen {tid(c)}" for c in CHOICES[game])
            assert [b for b in page.evaluate(IN_VIEW, [choices, ".start-actions"]) if not b["ok"]] == [], game
            assert [box["ok"] for box in page.evaluate(IN_VIEW, tid("start"))] == [True], game
            assert page.evaluate(OVERFLOW, []) == [] and page.evaluate(SMALL_TARGETS) == [], game
            places = page.evaluate(CHOICE_PLACES)
            assert places == sorted(places, key=lambda p: (p[1], p[2])) and len({p[1] for p in places}) == 2, places
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("viewport, players", [((640, 360), 3), ((640, 360), 8), ((844, 390), 8), ((568, 320), 8), ((320, 568), 8),
                                               ((320, 480), 8)])
def test_a_small_phone_shows_every_part_of_the_table_apart(browser, site, viewport, players):
    """On a short landscape screen the table once stacked as on a portrait
    phone: the pile row lay over the prompt and the person's line, and the
    Discard button could not be tapped. At 568x320 the stock lay below the
    screen after a draw, and Meld's word ran under Discard. Upright at
    320x568 the pile row lay 26 px over the prompt after a draw; at 320x480
    (a browser's bars on that phone) the hand scrolls on its own instead,
    and shows a whole row of cards (it showed 32 px of them)."""
    code, _ = scenario_for("meld_and_layoff")
    context, page, errors = open_ft(browser, site, viewport=viewport, has_touch=True, is_mobile=True)
    try:
        phase = start_ft(page, players=players, target=1000, level="easy", deal=code)
        person = Person(page)
        for _ in range(16):
            check_table(page)
            if phase not in IN_PLAY:
                break
            phase = person.act()
        assert person.done["discard"] >= 1 or phase not in IN_PLAY, person.done
        assert not errors, errors
    finally:
        context.close()


def test_a_phone_320_px_wide_offers_every_player_count_at_44_px(browser, site):
    """The six player counts were 43 px wide on a 320 px phone."""
    context, page, errors = open_ft(browser, site, viewport=(320, 568), has_touch=True, is_mobile=True)
    try:
        choose_ft(page)
        assert page.evaluate(SMALL_TARGETS) == [] and page.evaluate(OVERFLOW, []) == []
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("viewport, locale", [((568, 320), "en-US"), ((568, 320), "ja-JP"), ((640, 360), "en-US"),
                                              ((320, 568), "en-US")])
def test_a_narrow_phone_keeps_each_button_whole_with_a_ten_chosen(browser, site, viewport, locale):
    """At 568x320 (on its side) the person's side is 271 px, at 640x360 284
    px, at 320x568 304 px: "Discard A♠" pushed Meld's word under it
    ("Discard 10♥" is the widest label). The buttons tighten by the width of
    the person's side, not the screen's (at 640x360 a rule keyed to the
    screen missed it)."""
    code, details = scenario_for("meld_and_layoff")
    context, page, errors = open_ft(browser, site, viewport=viewport, locale=locale, has_touch=True, is_mobile=True)
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=code)
        draw_stock(page)
        meld(page, details["meld"])
        tens = [c for c in table(page)["hand"] if c[0] == "T"]
        assert tens, "the fixed deal no longer leaves a ten in hand: pick another card with a two-sign name"
        select(page, tens[:1])
        assert "10" in page.inner_text(f"{FT} [data-testid=discard-btn]")
        check_screen(page)
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("viewport", [(640, 360), (667, 375), (844, 390), (320, 568)])
def test_a_small_phone_keeps_the_hand_in_sight_while_asked_to_call_rummy(browser, site, viewport):
    """The rummy prompt took the right side's height: at 640x360 it left 31 px
    of the hand, whose cards are 60 px high. Upright at 320x568 it lay over
    the pile row and the melds."""
    hand_in_sight_when_asked_to_call_rummy(browser, site, viewport)


def test_a_tablet_held_upright_has_bigger_cards_in_the_phones_layout(browser, site):
    """768x1024 used the phone's 44 px cards under a half-empty table."""
    code, _ = scenario_for("meld_and_layoff")
    context, page, errors = open_ft(browser, site, viewport=(768, 1024), has_touch=True)
    try:
        assert start_ft(page, players=8, target=1000, level="easy", deal=code) == "draw"
        check_screen(page)
        parts_apart(page)
        widths = page.eval_on_selector_all(f"{FT} [data-testid=hand] .ft-card, {FT} [data-testid=stock]",
                                           "els => els.map(e => e.getBoundingClientRect().width)")
        assert len(widths) > 5 and min(widths) >= 54, widths
        assert not errors, errors
    finally:
        context.close()


GHOSTS = """(() => {
    window.__ghosts = 0;
    new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n.classList && n.classList.contains('ft-ghost')) window.__ghosts += 1;
    }).observe(document, { childList: true, subtree: true });
})();"""


def test_reduced_motion_means_no_card_movement(browser, site):
    """With reduced motion asked by the system, nothing moves (no ghost card flies to a CPU's
    chip, no card slides); without it, at the same speed setting, cards do move."""
    code, details = scenario_for("rummy_prompt")
    for motion, moves in (("reduce", False), ("no-preference", True)):
        context, page, errors = open_ft(browser, site, quick=False, init=GHOSTS, reduced_motion=motion)
        try:
            start_ft(page, players=3, target=1000, level="easy", deal=code)
            draw_stock(page)
            meld(page, details["meld"])
            page.click(f"{FT} [data-testid=hand] .ft-card[data-card='{details['discard']}']")
            page.click(f"{FT} {tid('discard-btn')}")
            assert wait_ft(page) == "rummy"           # the CPUs played in between
            ghosts = page.evaluate("window.__ghosts")
            if moves:
                assert ghosts >= 1
            else:
                assert ghosts == 0 and page.evaluate("document.getAnimations().length") == 0
            assert not errors, errors
        finally:
            context.close()
