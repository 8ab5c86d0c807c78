"""Gin's showdown lay-off: the defender's own melds and lay-offs, chosen together.

The defender may add the 4th card to a knocker's 3-card set, or extend a
knocker's run at either end, chaining (onto 7C 8C 9C: 6C, then 5C; and TC).
The lay-off candidates are few, so every valid choice of lay-offs is tried
and the remaining cards get their own minimum-deadwood arrangement. One
search serves the showdown (`best_layoff`, card codes) and the CPU's
estimate of it (`layoff_deadwood`, masks); `knocker_arrangement` is the
rule both use for the knocker's melds.
"""

from itertools import product

from .meldtables import (
    ACE_BITS, CARD_CODE, KING_BITS, MELD_POINTS, NOT_ACE, SETS, codes, hand_value,
)
from .melds import arrangements_of_mask, best_melds, deadwood_of_mask


def _run_options(meld, defender, index):
    """Lay-off choices for one run: (cards used, ((bit, index), ...))."""
    below = [(0, ())]
    cur, used, seq = meld & -meld, 0, ()
    while cur & NOT_ACE:
        cur >>= 1
        if not cur & defender:
            break
        used, seq = used | cur, seq + ((cur, index),)
        below.append((used, seq))
    above = [(0, ())]
    cur, used, seq = 1 << (meld.bit_length() - 1), 0, ()
    while not cur & KING_BITS:
        cur <<= 1
        if not cur & defender:
            break
        used, seq = used | cur, seq + ((cur, index),)
        above.append((used, seq))
    return [(lo | hi, lseq + hseq) for lo, lseq in below for hi, hseq in above]


def _options(meld, defender, index):
    """Lay-off choices for knocker meld number `index`, "none" first."""
    if meld in SETS:
        fourth = (ACE_BITS << ((meld & -meld).bit_length() - 1) % 14) & ~meld
        if fourth & defender:
            return [(0, ()), (fourth, ((fourth, index),))]
        return [(0, ())]
    return _run_options(meld, defender, index)


def _meld_masks(knocker_melds):
    """Masks of the knocker's melds; ValueError unless real and disjoint."""
    masks = []
    for meld in knocker_melds:
        mask, _ = hand_value(meld)
        if mask not in MELD_POINTS:
            raise ValueError(f"not a meld: {list(meld)!r}")
        if any(mask & other for other in masks):
            raise ValueError(f"knocker melds overlap: {list(meld)!r}")
        masks.append(mask)
    return masks


def _search(masks, defender):
    """((least deadwood, fewest cards laid off), cards laid off, picks) over
    every valid choice of lay-offs onto the knocker's meld `masks`; the
    first choice in meld order wins a full tie."""
    choices = [_options(mask, defender, i) for i, mask in enumerate(masks)]
    best = None
    for picks in product(*choices):
        used, count = 0, 0
        for cards, seq in picks:
            used |= cards
            count += len(seq)
        if used.bit_count() != count:
            continue  # one card offered to two melds
        key = (deadwood_of_mask(defender & ~used), count)
        if best is None or key < best[0]:
            best = (key, used, picks)
    return best


def layoff_deadwood(knocker_masks, defender):
    """The defender's least deadwood after own melds and lay-offs onto the
    knocker's melds: `best_layoff`'s points, on masks (the CPU asks this of
    sampled hands). The melds must be real and disjoint, and the defender
    mask must hold none of their cards: unchecked here."""
    return _search(knocker_masks, defender)[0][0]


def knocker_arrangement(knocker, defender):
    """The showdown's rule for the knocker's melds: of the minimum-deadwood
    arrangements of the mask `knocker` (in `arrangements_of_mask` order, the
    order of `min_arrangements`), the first that lets the mask `defender`
    lay off least. Returns (its number in that order, the defender's least
    deadwood against it)."""
    best, best_points = 0, -1
    for i, melds in enumerate(arrangements_of_mask(knocker)):
        points = layoff_deadwood(melds, defender)
        if points > best_points:
            best, best_points = i, points
    return best, best_points


def best_layoff(knocker_melds, defender_cards):
    """The defender's best showdown: own melds plus lay-offs, least deadwood.

    Returns {"melds", "deadwood", "points", "layoffs"}, where each lay-off is
    {"card": "6C", "meld": i} with i indexing `knocker_melds`, listed meld by
    meld in an order that can be laid down one card at a time. Ties go to the
    fewest laid-off cards, then to the first choice in meld order.
    """
    masks = _meld_masks(knocker_melds)
    defender, _ = hand_value(defender_cards)
    taken = 0
    for mask in masks:
        taken |= mask
    if taken & defender:
        raise ValueError("defender holds a card of the knocker's melds")
    (points, _), used, picks = _search(masks, defender)
    own, deadwood, _ = best_melds(codes(defender & ~used))
    layoffs = [{"card": CARD_CODE[bit], "meld": i}
               for _, seq in picks for bit, i in seq]
    return {"melds": own, "deadwood": deadwood, "points": points,
            "layoffs": layoffs}
