"""5000 Rummy with 8 players on short screens that are neither a phone held
upright nor one on its side, a fixed deal played by taps (ft_deals
"meld_and_layoff"): a small window, 560x480 or 500x500, which has the
phone's column (600x460 too), and a laptop's browser, 1024x600 or
1280x600, which has the seats around the table. At every step the page
does not scroll, every control is inside the screen and holds its words,
no part of the table lies on another or outside it (the seats' columns on
the wide table included), and a row of the hand is in sight. There the
pile row lay over the prompt (560x480, 500x500, 1024x600 from the first
draw, 1024x640 still), the side seats ran past the table (1024x600), and
at 600x460 the hand showed 60 px of a 62 px card. The hand stays in sight
while the person is asked to call rummy in a small window (the prompt left
10 px of it at 560x480, 54 px at 600x460).

On the wide table a seat's box names its melds without its own name ("set
of jacks", not "CPU 7's set of jacks": the long names made the boxes tall),
and seats that took many cards from the pile scroll in their column while
the centre keeps its room.
"""

import pytest

from ft_deals import scenario_for
from ft_layout import check_screen, check_table, hand_in_sight_when_asked_to_call_rummy, parts_apart
from ft_person import Person
from ft_ui import IN_PLAY, open_ft, start_ft
from pages import shown_seats

# A seat's box that names itself in its melds' row: [its name, that row's text].
SELF_NAMED = """() => [...document.querySelectorAll('#ft-seats .ft-seat')].map((s) => [
    s.querySelector('.ft-name').textContent, s.querySelector('.ft-seat-detail .ft-row:last-child').textContent])
    .filter(([name, melds]) => melds.includes(name))"""


@pytest.mark.parametrize("viewport", [(560, 480), (500, 500), (600, 460), (1024, 600), (1280, 600)])
def test_a_short_screen_shows_every_part_of_the_table_apart(browser, site, viewport):
    code, _ = scenario_for("meld_and_layoff")
    wide = viewport[0] >= 900
    touch = {} if wide else {"has_touch": True, "is_mobile": True}
    context, page, errors = open_ft(browser, site, viewport=viewport, **touch)
    try:
        phase = start_ft(page, players=8, target=1000, level="easy", deal=code)
        person = Person(page)
        melded = False
        for _ in range(60 if wide else 16):         # the wide table: the whole deal, as the seats' boxes grow
            check_table(page)
            if wide:
                assert page.evaluate(SELF_NAMED) == []
                melded = melded or page.locator("#ft-seats .ft-seat-detail .ft-row:last-child .none").count() < 7
            if phase not in IN_PLAY:
                break
            phase = person.act()
        assert person.done["discard"] >= 1, person.done
        assert melded or not wide, "no CPU melded: the melds' row was never read"
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("viewport", [(560, 480), (500, 500), (600, 460)])
def test_a_small_window_keeps_the_hand_in_sight_while_asked_to_call_rummy(browser, site, viewport):
    hand_in_sight_when_asked_to_call_rummy(browser, site, viewport)


# How far each of the wide table's seat rows and columns scrolls: [name, scrollHeight - clientHeight].
SIDES_SCROLL = """() => ['.ft-left', '.ft-top', '.ft-right'].map((n) => {
    const e = document.querySelector('#ft-seats ' + n); return [n, e.scrollHeight - e.clientHeight]; })"""


@pytest.mark.parametrize("viewport", [(1024, 600), (1280, 800)])
def test_seats_holding_many_cards_from_the_pile_scroll_in_their_column(browser, site, viewport):
    """Every CPU seat shown holding eight cards it took from the pile (no quick deal
    reaches that): their boxes outgrow the seats' columns and the top row, which
    scroll on their own; the centre keeps its room, nothing lies on anything."""
    took = [None] + [["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C"]] * 7
    code, _ = scenario_for("meld_and_layoff")
    context, page, errors = open_ft(browser, site, viewport=viewport, init=shown_seats(took=took))
    try:
        start_ft(page, players=8, target=1000, level="easy", deal=code)
        assert page.locator("#ft-seats .ft-seat-detail .ft-cards [role=listitem]").count() >= 7 * 8
        check_screen(page)
        parts_apart(page, at_least=8)
        assert any(extra > 0 for _, extra in page.evaluate(SIDES_SCROLL))    # the seats did outgrow their room
        assert not errors, errors
    finally:
        context.close()
