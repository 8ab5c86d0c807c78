"""Gin's meld maths: card-code answers and memoised mask queries.

This module knows nothing of a match. For card codes it answers which
disjoint melds leave the least deadwood (`best_melds`, `deadwood_points`,
`min_arrangements`) and what is least after one discard
(`deadwood_after_discard`). For masks (layout in `meldtables`) it
answers the same questions memoised, for callers that ask thousands of
them (the Gin CPU, Gin's lay-off): `deadwood_of_mask`,
`after_discard_of_mask`, `arrangements_of_mask`, with `meld_cover` and
`melds_in` passed on from `meldmasks`, which does every search.
"""

from .meldmasks import (arrangements, best_discard, meld_cover, melded_points, melds_in,
                        set_ranks)
from .meldtables import card_bit, codes, hand_value, mask_points

# --- card codes ----------------------------------------------------------------


def deadwood_points(cards):
    """Least deadwood points over every disjoint arrangement of `cards`."""
    mask, total = hand_value(cards)
    if not (mask & mask >> 1 & mask >> 2 or set_ranks(mask)):
        return total  # no meld at all: most random hands stop here
    return total - melded_points(mask)


def deadwood_after_discard(cards, forbidden=None):
    """(least deadwood after one discard, every card whose discard gets it).

    For an 11-card hand (any size works). `forbidden` may not be discarded
    (the card just taken from the pile). Discards are in deck order.
    ValueError when no card may be discarded.
    """
    mask, total = hand_value(cards)
    allowed = ~card_bit(forbidden) if forbidden is not None else -1
    kept, discards = best_discard(mask, allowed)
    if not discards:
        raise ValueError(f"no card may be discarded from {cards!r}")
    return total - kept, codes(discards)


def _present(mask, melds):
    """(melds as code lists, deadwood codes) of one arrangement; melds in
    the order of their first card."""
    used = 0
    for meld in melds:
        used |= meld
    ordered = sorted(melds, key=lambda m: m & -m)
    return [codes(m) for m in ordered], codes(mask & ~used)


def best_melds(cards):
    """(melds, deadwood, points) of a minimum-deadwood arrangement.

    Each meld is a list of codes in deck order (runs ascend); among tied
    arrangements the one with the fewest melds wins, deterministically.
    """
    mask, total = hand_value(cards)
    found, best = arrangements(mask)
    melds, deadwood = _present(mask, found[0])
    return melds, deadwood, total - best


def min_arrangements(cards):
    """Every distinct minimum-deadwood arrangement as (melds, deadwood).

    Distinct means a different set of melds (so a 6-card run and its two
    3-card halves are two arrangements). The best_melds choice comes first.
    """
    mask, _ = hand_value(cards)
    found, _ = arrangements(mask)
    return [_present(mask, ms) for ms in found]


# --- memoised mask queries --------------------------------------------------------
#
# The CPU prices thousands of hypothetical hands per decision (every discard,
# every card it might draw, sampled hands of the opponent), and many repeat.
# Each cache is cleared when it passes CACHE_LIMIT entries: a clear costs
# about 1 ms per 100k entries, and memory stays bounded in the browser.

CACHE_LIMIT = 100_000
_deadwood = {}
_after_discard = {}
_arrangements = {}


def deadwood_of_mask(mask):
    """Least deadwood points of the cards in `mask` (memoised)."""
    got = _deadwood.get(mask)
    if got is None:
        if len(_deadwood) >= CACHE_LIMIT:
            _deadwood.clear()
        got = _deadwood[mask] = mask_points(mask) - melded_points(mask)
    return got


def after_discard_of_mask(mask, forbidden=0):
    """Least deadwood of `mask` after discarding one card, never one of the
    mask `forbidden` (memoised). ValueError when no card may go."""
    key = mask | forbidden << 56
    got = _after_discard.get(key)
    if got is None:
        kept, discards = best_discard(mask, ~forbidden)
        if not discards:
            raise ValueError(f"no card may be discarded from mask {mask:#x}")
        if len(_after_discard) >= CACHE_LIMIT:
            _after_discard.clear()
        got = _after_discard[key] = mask_points(mask) - kept
    return got


def arrangements_of_mask(mask):
    """Every minimum-deadwood arrangement of `mask` as a tuple of meld
    masks (each ascending), in `min_arrangements`' order: best_melds'
    choice first (memoised)."""
    got = _arrangements.get(mask)
    if got is None:
        if len(_arrangements) >= CACHE_LIMIT:
            _arrangements.clear()
        got = _arrangements[mask] = tuple(arrangements(mask)[0])
    return got


__all__ = ["best_melds", "deadwood_points", "deadwood_after_discard",
           "min_arrangements", "deadwood_of_mask", "after_discard_of_mask",
           "arrangements_of_mask", "meld_cover", "melds_in"]
