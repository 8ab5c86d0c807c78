"""Engine fuzzing: long random runs mixing legal and illegal actions.

Shared by tests/test_fuzz.py (about 100,000 actions) and bench/fuzz.py
(a million). Every step checks the invariants; every refused action must
leave the match as it was, every accepted one must have been legal and done
what it means (gin_accepted); every finished match must replay from its save.
"""

import json
import random
import re

from gin_accepted import before as seen_before, check_accepted
from rummy.cards import DECK
from rummy.gin import IllegalAction, Match
from rummy.gin.errors import CODES

KINDS = ["take", "pass", "draw", "discard", "knock", "big_gin", "next_round"]
RULES = [None, {"oklahoma": True}, {"big_gin": True}, {"straight": True},
         {"final_settlement": True, "next_dealer": "alternate", "gin_bonus": 20}]
CARD = re.compile(r'"([A2-9TJQK][SHDC])"')


def fingerprint(m):
    return (tuple(map(tuple, m.hands)), tuple(m.stock), tuple(m.discard), m.phase, m.to_act,
            tuple(m.scores), len(m.log), m.just_drew, m.pile_closed, m.round_no, m.dealer)


def junk_action(rng, m):
    """Something that is usually illegal: wrong kind, wrong card, wrong shape."""
    r = rng.random()
    if r < 0.5:
        action = {"type": rng.choice(KINDS)}
        if action["type"] == "draw":
            action["from"] = rng.choice(["stock", "discard", "pile"])
        if action["type"] in ("discard", "knock"):
            action["card"] = rng.choice(DECK + ["ZZ", "10S", 5])
        return action
    if r < 0.8 and m.phase == "discard":
        hand = m.hands[m.to_act]
        return {"type": rng.choice(["discard", "knock"]), "card": rng.choice(hand + m.stock[:2])}
    return rng.choice([None, 3, "pass", [], {}, {"type": "take", "card": "7S"},
                       {"type": "draw", "from": "stock", "x": 1}])


def check(m):
    cards = m.hands[0] + m.hands[1] + m.stock + m.discard
    if sorted(cards) != sorted(DECK):
        return "cards"
    sizes = sorted(len(h) for h in m.hands)
    big = m.result is not None and m.result["kind"] == "big_gin"
    if sizes != ([10, 11] if m.phase == "discard" or big else [10, 10]):
        return "sizes"
    if (max(m.scores) >= m.target) != (m.phase == "match_over"):
        return "target"
    return None


def hides(m, player):
    if m.phase in ("round_over", "match_over"):
        return True
    text = json.dumps(m.view(player))
    public = {h["card"] for h in m.history if "card" in h}
    hidden = (set(m.hands[1 - player]) | set(m.stock)) - public
    return not (set(CARD.findall(text)) & hidden) and m.deal_code not in text


def fuzz(seed, actions, illegal_rate=0.4, view_every=25):
    """Run `actions` attempts from seed; return (attempts, applied, refused, breaks)."""
    rng = random.Random(seed)
    breaks, applied, refused = [], 0, 0
    m = Match(seed=f"fuzz-{seed}", target=rng.choice([50, 100]), rules=rng.choice(RULES))
    for i in range(actions):
        if m.phase == "match_over":
            if Match.from_save(m.to_save()).snapshot() != m.snapshot():
                breaks.append((seed, i, "replay"))
            m = Match(seed=f"fuzz-{seed}-{i}", target=rng.choice([50, 100]), rules=rng.choice(RULES))
        if rng.random() < illegal_rate:
            player, action = rng.choice([0, 1, 2, None]), junk_action(rng, m)
        else:
            player = m.to_act
            legal = m.legal(player)
            knocks = [a for a in legal if a["type"] in ("knock", "big_gin")]
            action = rng.choice(knocks if knocks and rng.random() < 0.5 else legal)
        before, seen = fingerprint(m), seen_before(m)
        try:
            m.apply(player, action)
        except IllegalAction as e:
            refused += 1
            if e.code not in CODES or fingerprint(m) != before:
                breaks.append((seed, i, "refusal changed the match"))
        else:
            applied += 1
            try:
                check_accepted(seen, m, player)
            except AssertionError as e:
                breaks.append((seed, i, f"accepted {action!r}: {e}"))
        problem = check(m)
        if problem:
            breaks.append((seed, i, problem))
        if i % view_every == 0 and not (hides(m, 0) and hides(m, 1)):
            breaks.append((seed, i, "view leaks"))
    if Match.from_save(m.to_save()).snapshot() != m.snapshot():
        breaks.append((seed, actions, "replay"))
    return actions, applied, refused, breaks
