"""The opponent's hand as probabilities over the cards the CPU cannot see.

Every unseen card starts equally likely to be in the opponent's hand. The
public history moves the odds: a card the opponent took from the pile makes
its rank-mates and suit neighbours likelier (they are building a meld with
it); a card they discarded or passed over makes them less likely (with a
neighbour they would have kept or taken it). The weights are then scaled so
the probabilities add up to the number of cards in their hand that nobody has
seen. Cards they took and still hold have probability 1; dead cards (in the
pile or in the CPU's hand) 0. Cards are bit indexes of the kernel layout
(`rummy.gin.meldtables`: `suit * 14 + rank`).
"""

from rummy.gin.meldtables import ACE_BITS, BIT_OF, POINTS_AT, SUIT_STRIDE
from rummy.gin.melds import meld_cover

# Multipliers on a card's weight, by relation to an observed card:
# (same rank, suit neighbour at distance 1, at distance 2).
TOOK = (2.6, 2.2, 1.5)
DISCARDED = (0.55, 0.65, 0.85)
DECLINED = (0.6, 0.7, 0.9)


def related(card):
    """[(bit index, kind)] of the cards that meld with `card`: 0 rank, 1/2 distance."""
    i = BIT_OF[card].bit_length() - 1
    r, s = i % SUIT_STRIDE, i // SUIT_STRIDE
    out = [(s2 * SUIT_STRIDE + r, 0) for s2 in range(4) if s2 != s]
    for d in (1, 2):
        if r - d >= 0:
            out.append((i - d, d))
        if r + d < 13:
            out.append((i + d, d))
    return out


_RELATED = {}


def _rel(card):
    got = _RELATED.get(card)
    if got is None:
        got = _RELATED[card] = related(card)
    return got


class OpponentModel:
    """p[i]: probability that the card at bit index i is in the opponent's
    hand (0 at the layout's clear bits)."""

    def __init__(self, sit, use_history=True):
        self.sit = sit
        p = [0.0] * len(POINTS_AT)
        unseen = sit.unseen
        weights = {}
        m = unseen
        while m:
            low = m & -m
            m ^= low
            weights[low.bit_length() - 1] = 1.0
        if use_history and weights:
            for cards, mult in ((sit.opp_discards, DISCARDED), (sit.opp_declined, DECLINED)):
                for c in cards:
                    for j, kind in _rel(c):
                        if j in weights:
                            weights[j] *= mult[kind]
            held = sit.opp_known
            for c in sit.opp_took:
                if not held & BIT_OF[c]:
                    continue
                for j, kind in _rel(c):
                    if j in weights:
                        weights[j] *= TOOK[kind]
        _normalise(weights, sit.opp_unknown, p)
        k = sit.opp_known
        while k:
            low = k & -k
            k ^= low
            p[low.bit_length() - 1] = 1.0
        self.p = p
        self._danger = {}

    def stock_odds(self):
        """[(bit index, probability that it is in the stock)] over unseen cards."""
        out = []
        m = self.sit.unseen
        p = self.p
        while m:
            low = m & -m
            m ^= low
            i = low.bit_length() - 1
            out.append((i, 1.0 - p[i]))
        return out

    def danger(self, card):
        """Probability that `card` would join a meld in the opponent's hand."""
        return self.danger_index(BIT_OF[card].bit_length() - 1)

    def danger_index(self, i):
        got = self._danger.get(i)
        if got is None:
            got = self._danger[i] = self._danger_of(i)
        return got

    def _danger_of(self, i):
        p = self.p
        r, s = i % SUIT_STRIDE, i // SUIT_STRIDE
        mates = [p[s2 * SUIT_STRIDE + r] for s2 in range(4) if s2 != s]
        # At least two of the three rank-mates (independent approximation).
        a, b, c = mates
        p_set = a * b + a * c + b * c - 2 * a * b * c
        q = 1.0
        nb = {}
        for d in (-2, -1, 1, 2):
            if 0 <= r + d < 13:
                nb[d] = p[i + d]
        for x, y in ((-2, -1), (-1, 1), (1, 2)):
            if x in nb and y in nb:
                q *= 1.0 - nb[x] * nb[y]
        p_run = 1.0 - q
        return 1.0 - (1.0 - p_set) * (1.0 - p_run)

    def sample(self, rng, n_samples, extra=0):
        """Opponent hands (masks) consistent with the model: the known cards
        plus a weighted draw of the unknown ones. With `extra`, that many more
        cards are drawn and the highest loose ones dropped, standing for an
        opponent who has kept the best of the cards seen so far."""
        sit = self.sit
        n = sit.opp_unknown
        cands = []
        m = sit.unseen
        p = self.p
        while m:
            low = m & -m
            m ^= low
            w = p[low.bit_length() - 1]
            if w > 0:
                cands.append((low, 1.0 / w))
        extra = min(extra, max(0, len(cands) - n))
        out = []
        rnd = rng.random
        bits = [c[0] for c in cands]
        exps = [c[1] for c in cands]
        idx = range(len(cands))
        take = n + extra
        for _ in range(n_samples):
            # Weighted sampling without replacement (Efraimidis-Spirakis keys).
            keys = [rnd() ** e for e in exps]
            h = sit.opp_known
            for j in sorted(idx, key=keys.__getitem__, reverse=True)[:take]:
                h |= bits[j]
            for _ in range(extra):
                loose = h & ~meld_cover(h) & ~sit.opp_known
                h ^= _highest(loose or (h & ~sit.opp_known))
            out.append(h)
        return out


def _highest(mask):
    """The bit of the highest-point card in `mask` (the highest rank on ties)."""
    best = 0
    best_pts = -1
    while mask:
        low = mask & -mask
        mask ^= low
        pts = POINTS_AT[low.bit_length() - 1]
        if pts >= best_pts:
            best, best_pts = low, pts
    return best


def _normalise(weights, total, p):
    """Scale weights to probabilities summing to `total`, each at most 0.97."""
    if not weights or total <= 0:
        return
    fixed = {}
    free = dict(weights)
    for _ in range(6):
        budget = total - 0.97 * len(fixed)
        s = sum(free.values())
        if s <= 0 or budget <= 0:
            break
        scale = budget / s
        over = [j for j, w in free.items() if w * scale > 0.97]
        if not over:
            break
        for j in over:
            fixed[j] = 0.97
            del free[j]
    budget = total - 0.97 * len(fixed)
    s = sum(free.values())
    scale = budget / s if s > 0 else 0.0
    for j, w in free.items():
        p[j] = min(0.97, w * scale)
    for j in fixed:
        p[j] = 0.97
