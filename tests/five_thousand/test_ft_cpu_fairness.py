"""Fairness: the CPU's decision cannot depend on cards it cannot see.

For positions of seeded matches (4 and 6 players, every phase), a twin
match is made in which every card the seat to act cannot see (the other
hands but their public cards, and the stock) is dealt again at random
(`ft_helpers.reshuffled`). The seat's view must be the same, and every
level must answer both with the same action from the same rng seed, also
after other decisions have warmed the planner's cache differently.
"""

import copy
import random

import pytest

from ft_helpers import reshuffled
from rummy.five_thousand import Match, cpu

LEVELS = ("easy", "normal", "strong")


def positions(players, count, seed):
    """(match, twin) pairs at positions where a seat is to act."""
    rng = random.Random(seed)
    out, k = [], 0
    while len(out) < count:
        m = Match(seed=f"fair-{players}-{seed}-{k}", players=players, target=1000)
        k += 1
        while m.phase != "match_over" and len(out) < count:
            if m.phase == "deal_over":
                m.apply(0, {"type": "next_deal"})
                continue
            seat = m.to_act
            view = m.view(seat)
            if rng.random() < 0.3:    # (reshuffled shares the rest of its match: give it its own)
                out.append((copy.deepcopy(m), reshuffled(copy.deepcopy(m), seat, rng)))
            m.apply(seat, cpu.decide(view, LEVELS[(seat + k) % 3], rng))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_same_decision_when_hidden_cards_are_reshuffled(level):
    checked = changed = 0
    for players in (4, 6):
        for match, twin in positions(players, 90, seed=LEVELS.index(level)):
            seat = match.to_act
            view = match.view(seat)
            assert twin.view(seat) == view
            if twin.hands != match.hands or twin.stock != match.stock:
                changed += 1
            seed = checked
            a = cpu.decide(view, level, random.Random(seed))
            cpu.decide(twin.view((seat + 1) % players), "strong", random.Random(seed))   # warm other caches
            b = cpu.decide(twin.view(seat), level, random.Random(seed))
            assert a == b, (view["phase"], a, b)
            twin.apply(seat, b)
            match.apply(seat, a)
            assert twin.view(seat)["history"] == match.view(seat)["history"]
            checked += 1
    assert checked == 180 and changed >= 150
