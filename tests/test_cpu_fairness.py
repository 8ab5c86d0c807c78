"""Fairness: the CPU's decision cannot depend on cards it cannot see.

For many mid-round positions of seeded matches, a twin match is made with
the same public history but the hidden cards reshuffled: the person's
unseen cards (those not taken from the pile) and the stock are dealt out
again at random. The person's view changes; the CPU's must not, and every
level must answer both with the same action from the same rng seed — also
after the twin's own play has warmed the CPU's caches differently.
"""

import copy
import random

import pytest

from rummy.gin import Match, cpu

LEVELS = ("easy", "normal", "strong")


def reshuffled_twin(match, rng):
    """A copy of `match` whose cards hidden from seat 1 are dealt again."""
    twin = copy.deepcopy(match)
    person = twin.hands[0]
    public = set(twin.view(1)["opponent_took"]) & set(person)
    hidden = [c for c in person if c not in public] + twin.stock
    rng.shuffle(hidden)
    n = len(person) - len(public)
    twin.hands[0] = [c for c in person if c in public] + hidden[:n]
    twin.stock = hidden[n:]
    return twin


def positions(n_matches, rng):
    """Mid-round positions with the CPU (seat 1) to act, from seeded play."""
    out = []
    for seed in range(n_matches):
        match = Match(seed=100 + seed)
        play_rng = random.Random(seed)
        while match.phase != "match_over" and len(out) < 40 * (seed + 1):
            if match.phase == "round_over":
                match.apply(0, {"type": "next_round"})
                continue
            seat = match.to_act
            if seat == 1 and rng.random() < 0.5:
                out.append(match)
                match = copy.deepcopy(match)
            level = LEVELS[(seed + seat) % 3]
            match.apply(seat, cpu.decide(match.view(seat), level, play_rng))
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_same_decision_when_hidden_cards_are_reshuffled(level):
    rng = random.Random(7)
    checked = changed = 0
    for match in positions(6, rng):
        twin = reshuffled_twin(match, rng)
        assert twin.view(1) == match.view(1)
        if twin.view(0)["hand"] != match.view(0)["hand"] or twin.stock != match.stock:
            changed += 1
        seed = rng.randrange(1 << 30)
        a = cpu.decide(match.view(1), level, random.Random(seed))
        # The twin is asked after other decisions have filled the caches.
        cpu.decide(twin.view(1), "strong", random.Random(seed + 1))
        b = cpu.decide(twin.view(1), level, random.Random(seed))
        assert a == b, (match.view(1)["phase"], a, b)
        # And the twin's game goes on exactly like the original's.
        twin.apply(1, b)
        match.apply(1, a)
        assert twin.view(1)["history"] == match.view(1)["history"]
        checked += 1
    assert checked >= 100 and changed >= checked * 0.9
