"""How good a hand is, and what a draw or a knock is worth, for the CPU.

All functions take masks in the kernel layout (`rummy.gin.meldtables`) and are
pure; every meld question goes to the kernel (`rummy.gin.melds`). "Potential"
is the expected deadwood after one more draw from the stock (and the best
discard), weighted by the chance that each unseen card is still in the stock.
"""

from rummy.gin.meldtables import (ACE_BITS, FULL, POINTS_AT, POINTS_OF, RANK_BITS,
                              SUIT_STRIDE, mask_points, top_points)
from rummy.gin.melds import after_discard_of_mask, deadwood_of_mask, meld_cover


def expected_after_draw(hand, odds):
    """Expected least deadwood of `hand` (10 cards) after drawing one unseen
    card from the stock and discarding the worst card.

    `odds` is [(bit index, weight)]. A drawn card that joins no meld can only
    replace the highest loose card, which has a closed form; only the few
    cards that could create or extend a meld need the full search.
    """
    dw = deadwood_of_mask(hand)
    mm = meld_cover(hand)
    loose = hand & ~mm
    loose_pts = mask_points(loose)
    loose_max = top_points(loose)
    melded = dw - loose_pts
    best_meld_drop = 1 << 30
    m = mm
    while m:
        low = m & -m
        m ^= low
        v = deadwood_of_mask(hand ^ low)
        if v < best_meld_drop:
            best_meld_drop = v
    makers = meld_makers(hand)
    base = loose_pts + melded
    total = 0.0
    wsum = 0.0
    for i, q in odds:
        if q <= 0:
            continue
        u = 1 << i
        if makers & u and meld_cover(hand | u) != mm:
            v = after_discard_of_mask(hand | u)
        else:
            pu = POINTS_AT[i]
            v = base + pu - (loose_max if loose_max > pu else pu)
            w = best_meld_drop + pu
            if w < v:
                v = w
        total += q * v
        wsum += q
    return total / wsum if wsum else dw


def meld_makers(hand):
    """A superset of the cards that would create or extend a meld in `hand`:
    the rank-mates of pairs, and the cards next to or between two suit
    neighbours (shifts past a suit's end land on its clear bit, dropped by
    FULL)."""
    a = hand & RANK_BITS
    b = hand >> 14 & RANK_BITS
    c = hand >> 28 & RANK_BITS
    d = hand >> 42
    two = (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
    out = two * ACE_BITS        # rank r of every suit
    pairs = hand & (hand >> 1)
    gaps = hand & (hand >> 2)
    out |= (pairs >> 1) | (pairs << 2) | (gaps << 1)
    return out & FULL & ~hand


def connections(hand, card_bit):
    """How many cards of `hand` sit next to (or share the rank of) a card."""
    i = card_bit.bit_length() - 1
    r = i % SUIT_STRIDE
    n = (hand & ACE_BITS << r & ~card_bit).bit_count()
    for d in (1, 2):
        if r - d >= 0 and hand >> (i - d) & 1:
            n += 1 if d == 1 else 0.5
        if r + d < 13 and hand >> (i + d) & 1:
            n += 1 if d == 1 else 0.5
    return n


def makes_meld(hand, card_bit):
    """Whether `card_bit`, added to the 10-card `hand`, is melded in a least
    deadwood arrangement after the best discard other than itself."""
    full = hand | card_bit
    if not meld_cover(full) & card_bit:
        return False
    best = after_discard_of_mask(full, card_bit)
    pts = POINTS_OF[card_bit]
    m = hand
    while m:
        low = m & -m
        m ^= low
        rest = full ^ low
        # Deadwood in every best arrangement would cost exactly its points.
        if deadwood_of_mask(rest) == best and deadwood_of_mask(rest ^ card_bit) + pts > best:
            return True
    return False
