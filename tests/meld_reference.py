"""A plain, independent exhaustive meld search, and hand generators.

Used by the property tests and by bench/deadwood.py as the yardstick. It
shares nothing with rummy.melds: cards are (rank, suit) pairs, melds are
frozensets of codes, and the search tries every disjoint subset of the
hand's melds. Slow on purpose: obviously right is the point.
"""

import random
from itertools import combinations

RANKS = "A23456789TJQK"
SUITS = "SHDC"
DECK = [r + s for s in SUITS for r in RANKS]


def rank(card):
    return RANKS.index(card[0])


def value(card):
    return min(rank(card) + 1, 10)


def points(cards):
    return sum(value(c) for c in cards)


def is_set(cards):
    return len(cards) in (3, 4) and len({c[0] for c in cards}) == 1


def is_run(cards):
    if len(cards) < 3 or len({c[1] for c in cards}) != 1:
        return False
    ranks = sorted(rank(c) for c in cards)
    return ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def is_meld(cards):
    return is_set(cards) or is_run(cards)


def all_melds(hand):
    """Every meld inside `hand`: every 3- and 4-card subset of one rank, and
    every block of 3+ consecutive ranks held in one suit."""
    hand = list(hand)
    found = set()
    for r in RANKS:
        same = [c for c in hand if c[0] == r]
        for size in (3, 4):
            found.update(frozenset(combo) for combo in combinations(same, size))
    for suit in SUITS:
        held = {rank(c) for c in hand if c[1] == suit}
        for lo in held:
            hi = lo
            while hi + 1 in held:
                hi += 1
                if hi - lo >= 2:
                    found.add(frozenset(RANKS[r] + suit for r in range(lo, hi + 1)))
    return sorted(found, key=sorted)


def arrangements(hand):
    """Every set of pairwise disjoint melds inside `hand` (include/exclude)."""
    melds = all_melds(hand)
    out = []

    def walk(i, used, chosen):
        if i == len(melds):
            out.append(list(chosen))
            return
        walk(i + 1, used, chosen)
        if not melds[i] & used:
            chosen.append(melds[i])
            walk(i + 1, used | melds[i], chosen)
            chosen.pop()

    walk(0, frozenset(), [])
    return out


def deadwood(hand, melds):
    used = set().union(*melds) if melds else set()
    return [c for c in hand if c not in used]


def min_deadwood(hand):
    return min(points(deadwood(hand, ms)) for ms in arrangements(hand))


def min_arrangements(hand):
    """Every minimum arrangement as a frozenset of frozenset melds."""
    scored = [(points(deadwood(hand, ms)), ms) for ms in arrangements(hand)]
    best = min(p for p, _ in scored)
    return best, {frozenset(ms) for p, ms in scored if p == best}


def after_discard(hand, forbidden=None):
    """(least deadwood after one discard, set of the discards reaching it)."""
    results = {}
    for card in hand:
        if card == forbidden:
            continue
        results[card] = min_deadwood([c for c in hand if c != card])
    best = min(results.values())
    return best, {c for c, p in results.items() if p == best}


# --- lay-off -----------------------------------------------------------------

def can_lay_off(card, meld):
    """Whether `card` joins `meld` (a set of codes) and it stays a meld."""
    return card not in meld and is_meld(list(meld) + [card]) and (
        is_run(list(meld)) or len(meld) == 3)


def layoff_min(knocker_melds, defender):
    """Least defender deadwood, laying off one card at a time in every
    possible order (so chains are valid by construction)."""
    seen = {}

    def walk(melds, rest):
        key = (tuple(melds), rest)
        if key in seen:
            return seen[key]
        best = min_deadwood(list(rest))
        for card in rest:
            for i, meld in enumerate(melds):
                if can_lay_off(card, meld):
                    grown = melds[:i] + (meld | {card},) + melds[i + 1:]
                    best = min(best, walk(grown, rest - {card}))
        seen[key] = best
        return best

    return walk(tuple(frozenset(m) for m in knocker_melds), frozenset(defender))


# --- hand generators (plain random, shared with the benchmark) ---------------

def random_hand(rng, n):
    return rng.sample(DECK, n)


def meld_heavy_hand(rng, n):
    """n cards built from whole or partial runs and sets, plus near-miss noise."""
    hand = []
    while len(hand) < n - 1:
        suit = rng.choice(SUITS)
        if rng.random() < 0.5:
            lo = rng.randrange(0, 11)
            length = rng.choice((3, 3, 4, 4, 5, 6))
            meld = [RANKS[r] + suit for r in range(lo, min(lo + length, 13))]
        else:
            r = rng.choice(RANKS)
            meld = rng.sample([r + s for s in SUITS], rng.choice((3, 3, 4)))
        hand += [c for c in meld if c not in hand]
    while len(hand) < n:
        base = rng.choice(hand or DECK)
        if hand and rng.random() < 0.5:
            near = [r + base[1] for r in RANKS if abs(rank(r + "S") - rank(base)) <= 2]
            near += [base[0] + s for s in SUITS]
            pick = rng.choice(near)
        else:
            pick = rng.choice(DECK)
        if pick not in hand:
            hand.append(pick)
    hand = hand[:n]
    rng.shuffle(hand)
    return hand
