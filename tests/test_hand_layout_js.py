"""js/gin/hand_layout.js under Node.js: on a 360 px phone every card of any
hand shows a strip a finger can tap (44 px or more), groups keep their gap, a
meld is cut across the two rows only when nothing else fits, and on a wide
table the hand lies in one row without overlapping."""

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


@needs_node
def test_a_phone_hand_leaves_every_card_a_tappable_strip():
    groups_list = hands()
    for groups, layout in zip(groups_list, layouts(groups_list, w=79.2, h=111, width=344, twoRows=True)):
        assert layout["rows"] == 2, groups
        assert layout["step"] >= 44, (groups, layout["step"])
        xs = [(p["row"], p["x"]) for p in layout["places"]]
        for (r1, x1), (r2, x2) in zip(xs, xs[1:]):      # cards go left to right within a row
            assert r2 > r1 or x2 > x1, groups
        assert max(p["x"] for p in layout["places"]) + 79.2 <= 344 + 1, groups
        # No meld is cut in two when the hand splits between groups into two rows of 6 or less.
        first, second = rows_of(groups, layout["places"])
        cut = {g for g, meld in first if meld} & {g for g, meld in second if meld}
        n = sum(abs(g) for g in groups)
        bounds = list(itertools.accumulate(abs(g) for g in groups))[:-1]
        if any(b <= 6 and n - b <= 6 for b in bounds):
            assert not cut, groups


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
