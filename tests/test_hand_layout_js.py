"""js/gin/hand_layout.js under Node.js: on a 360 px phone every card of any
hand shows a strip a finger can tap (44 px or more), groups keep their gap, a
meld is cut across the two rows only when no sharing out of the melds between
the rows fits, the order given lists the cards row by row as they are seen, and
on a wide table the hand lies in one row without overlapping."""

import itertools
import json
from pathlib import Path

from node_js import needs_node, node_json

JS = Path(__file__).resolve().parent.parent / "js" / "gin" / "hand_layout.js"


def hands():
    """Every way 10 or 11 cards split into melds of 3-5 cards and then deadwood."""
    out = []
    for n in (10, 11):
        for melds in range(0, 4):
            for sizes in itertools.product((3, 4, 5), repeat=melds):
                dead = n - sum(sizes)
                if dead >= 0:
                    out.append(list(sizes) + ([-dead] if dead else []))   # negative: the deadwood
    return out


def layouts(groups_list, **size):
    script = f"""
    import {{ layoutHand }} from {json.dumps(JS.as_uri())};
    const out = [];
    for (const groups of {json.dumps(groups_list)}) {{
      const cards = [];
      for (const g of groups) for (let i = 0; i < Math.abs(g); i += 1) cards.push({{ meld: g > 0, start: i === 0 }});
      out.push(layoutHand(cards, {json.dumps(size)}));
    }}
    console.log(JSON.stringify(out));
    """
    return node_json(script)


def rows_of(groups, places):
    kinds = [(gi, g > 0) for gi, g in enumerate(groups) for _ in range(abs(g))]
    return [[kinds[i] for i, p in enumerate(places) if p["row"] == r] for r in range(2)]


def melds_can_share_rows(groups, row=6):
    """Whether the melds can be shared out between two rows of `row` cards or fewer
    with the deadwood filling the rest (only then can every meld stay whole)."""
    melds = [g for g in groups if g > 0]
    n = sum(abs(g) for g in groups)
    for top in itertools.product((True, False), repeat=len(melds)):
        above = sum(m for m, t in zip(melds, top) if t)
        if above <= row and sum(melds) - above <= row and n <= 2 * row:
            return True
    return False


@needs_node
def test_a_phone_hand_leaves_every_card_a_tappable_strip():
    groups_list = hands()
    for groups, layout in zip(groups_list, layouts(groups_list, w=79.2, h=111, width=344, twoRows=True)):
        assert layout["rows"] == 2, groups
        assert layout["step"] >= 44, (groups, layout["step"])
        melds = [g > 0 for g in groups for _ in range(abs(g))]     # by card: in a meld?
        n = len(melds)
        assert sorted(layout["order"]) == list(range(n)), groups     # every card once
        xs = [(layout["places"][i]["row"], layout["places"][i]["x"]) for i in layout["order"]]
        for (r1, x1), (r2, x2) in zip(xs, xs[1:]):      # the order goes row by row, left to right
            assert r2 == r1 + 1 or (r2 == r1 and x2 > x1), groups
        assert max(p["x"] for p in layout["places"]) + 79.2 <= 344 + 1, groups
        # No meld is cut in two when the melds can be shared out between two rows of 6 or less.
        first, second = rows_of(groups, layout["places"])
        cut = {g for g, meld in first if meld} & {g for g, meld in second if meld}
        if melds_can_share_rows(groups):
            assert not cut, groups
        # Each row's part of the deadwood keeps the deadwood's order, after the row's melds.
        for r in range(2):
            row = [i for i in layout["order"] if layout["places"][i]["row"] == r]
            kinds = [melds[i] for i in row]
            assert kinds == sorted(kinds, reverse=True), (groups, row)
            loose = [i for i, meld in zip(row, kinds) if not meld]
            assert loose == sorted(loose), (groups, row)
            # A wider step where a group starts in the row (a part of the deadwood too).
            group = [gi for gi, g in enumerate(groups) for _ in range(abs(g))]
            steps = [(group[a] != group[b], layout["places"][b]["x"] - layout["places"][a]["x"]) for a, b in zip(row, row[1:])]
            inside = [s for new, s in steps if not new]
            assert all(s >= max(inside, default=0) + 9 for new, s in steps if new), (groups, row, steps)


@needs_node
def test_a_tablet_held_upright_shows_two_rows_of_whole_cards_with_whole_melds():
    groups_list = hands()
    for groups, layout in zip(groups_list, layouts(groups_list, w=115, h=161, width=752, twoRows=True, spread=True)):
        if not melds_can_share_rows(groups):
            continue
        first, second = rows_of(groups, layout["places"])
        assert not {g for g, meld in first if meld} & {g for g, meld in second if meld}, groups
        xs = [(layout["places"][i]["row"], layout["places"][i]["x"]) for i in layout["order"]]
        covered = [x1 + 115 - x2 for (r1, x1), (r2, x2) in zip(xs, xs[1:]) if r1 == r2]
        assert max(covered) <= 0, (groups, covered)                          # no card over another


@needs_node
def test_a_hand_shown_in_one_row_keeps_the_display_order():
    groups_list = hands()
    for groups, layout in zip(groups_list, layouts(groups_list, w=90, h=126, width=1084, twoRows=False)):
        assert layout["order"] == list(range(sum(abs(g) for g in groups))), groups


@needs_node
def test_a_wide_hand_lies_in_one_row_without_overlap_and_with_a_gap_between_groups():
    groups_list = hands()
    for groups, layout in zip(groups_list, layouts(groups_list, w=90, h=126, width=1084, twoRows=False)):
        assert layout["rows"] == 1, groups
        xs = [p["x"] for p in layout["places"]]
        steps = [b - a for a, b in zip(xs, xs[1:])]
        assert min(steps) >= 90, groups                    # no card covers another
        bounds = list(itertools.accumulate(abs(g) for g in groups))[:-1]
        for i, step in enumerate(steps, start=1):
            assert step >= 90 + (14 if i in bounds else 4), (groups, i, step)   # a wider gap between groups
