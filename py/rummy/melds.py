"""Meld maths: minimum-deadwood arrangements, best discard, and lay-off.

This module knows nothing of a match. It answers questions about a set of
cards: which disjoint melds leave the least deadwood, what the least deadwood
is after the best discard, and how a defender lays off onto a knocker's melds.

Inside, a hand is a 52-bit mask in the `rummy.cards` layout (bit
`suit * 13 + rank`, ace = rank 0). A run is a block of adjacent bits inside
one suit's 13 bits; a set is the bits at one rank offset in 3 or 4 suit
blocks. Every search is exhaustive over all disjoint meld combinations; the
speed comes from working only on the "cover" (the cards that belong to some
meld at all) and caching results by that cover.
"""

from itertools import product

from .cards import DECK, POINTS, parse_card

FULL = (1 << 52) - 1
ACE_BITS = 1 | 1 << 13 | 1 << 26 | 1 << 39
KING_BITS = ACE_BITS << 12
NOT_ACE = FULL & ~ACE_BITS
# Bits that may start a 3-card run: ranks A..J (rank 0..10) of every suit.
RUN_START = sum(((1 << 11) - 1) << (13 * s) for s in range(4))

# Deadwood value of the highest card in a suit-folded 13-bit rank mask,
# indexed by the mask's bit_length (rank r sits at bit r).
_TOP_POINTS = [0] + [min(n, 10) for n in range(1, 14)]
# All cards worth p points (p = 10 covers T, J, Q and K).
_CARDS_WORTH = [0] * 11
for _i in range(52):
    _CARDS_WORTH[POINTS[_i]] |= 1 << _i

# Card string -> bit, plus its points above bit 64, so that one sum() over a
# hand gives both the mask and the total (duplicates show up as carries).
_VALUE = {}
for _i, _code in enumerate(DECK):
    _r, _s = _code
    for _rv in {_r, _r.lower()} | ({"10"} if _r == "T" else set()):
        for _sv in (_s, _s.lower()):
            _VALUE[_rv + _sv] = (1 << _i) | (POINTS[_i] << 64)


def _mask_points(mask):
    total = 0
    while mask:
        low = mask & -mask
        total += POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def _all_melds():
    """Every meld one deck allows: 264 runs and 65 sets, mask -> points."""
    runs, sets = {}, {}
    for s in range(4):
        for lo in range(13):
            for hi in range(lo + 2, 13):
                mask = ((1 << (hi - lo + 1)) - 1) << (13 * s + lo)
                runs[mask] = _mask_points(mask)
    for r in range(13):
        four = ACE_BITS << r
        sets[four] = 4 * POINTS[r]
        for s in range(4):
            sets[four & ~(1 << (13 * s + r))] = 3 * POINTS[r]
    return runs, sets


_RUNS, _SETS = _all_melds()
MELD_POINTS = {**_RUNS, **_SETS}
# Cards of one rank held (3 or 4 of them) -> the sets they make.
_SETS_OF_RANK = {}
for _r in range(13):
    _four = ACE_BITS << _r
    for _held in [_four] + [_four & ~(1 << (13 * _s + _r)) for _s in range(4)]:
        _SETS_OF_RANK[_held] = [m for m in _SETS if m & _held == m]


# --- parsing ---------------------------------------------------------------

def _hand(cards):
    """(mask, total points) of `cards`; ValueError on non-cards or duplicates."""
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    elif not isinstance(cards, (list, tuple)):
        cards = list(cards)
    if len(cards) > 52:
        raise ValueError(f"more than 52 cards: {cards!r}")
    try:
        value = sum(map(_VALUE.__getitem__, cards))
    except (KeyError, TypeError):
        value = sum(_VALUE[parse_card(c)] for c in cards)
    mask = value & FULL
    if mask.bit_count() != len(cards):
        raise ValueError(f"duplicate card in {list(cards)!r}")
    return mask, value >> 64


def _card_bit(card):
    bit = _VALUE.get(card) if isinstance(card, str) else None
    if bit is None:
        bit = _VALUE[parse_card(card)]
    return bit & FULL


def codes(mask):
    """Codes of the set bits of `mask`, in deck order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


# --- the search --------------------------------------------------------------

def meld_cover(mask):
    """The cards of `mask` that belong to at least one meld within `mask`."""
    r3 = mask & (mask >> 1) & (mask >> 2) & RUN_START
    a = mask & 0x1FFF
    b = (mask >> 13) & 0x1FFF
    c = (mask >> 26) & 0x1FFF
    d = mask >> 39
    t = (a & b & (c | d)) | (c & d & (a | b))
    return r3 | r3 << 1 | r3 << 2 | (mask & t * ACE_BITS)


def melds_in(mask):
    """Every meld (as a mask) whose cards are all in `mask`."""
    out = []
    r3 = mask & (mask >> 1) & (mask >> 2) & RUN_START
    while r3:
        low = r3 & -r3
        r3 ^= low
        run = low * 7
        out.append(run)
        nxt = low << 3
        while nxt & mask & NOT_ACE:
            run |= nxt
            out.append(run)
            nxt <<= 1
    a = mask & 0x1FFF
    b = (mask >> 13) & 0x1FFF
    c = (mask >> 26) & 0x1FFF
    d = mask >> 39
    t = (a & b & (c | d)) | (c & d & (a | b))
    while t:
        low = t & -t
        t ^= low
        out.extend(_SETS_OF_RANK[mask & low * ACE_BITS])
    return out


def meld_combos(melds):
    """Every disjoint combination of `melds` as (union mask, melded points)."""
    combos = [(0, 0)]
    for meld in melds:
        points = MELD_POINTS[meld]
        combos += [(u | meld, p + points) for u, p in combos if not u & meld]
    return combos


def _top(mask):
    """Points of the highest-valued card in `mask` (0 when empty)."""
    f = (mask | mask >> 13 | mask >> 26 | mask >> 39) & 0x1FFF
    return _TOP_POINTS[f.bit_length()]


_CACHE_LIMIT = 100_000
_best_melded_cache = {}
_discard_cache = {}


def clear_caches():
    """Forget cached results (for benchmarks; results never change)."""
    _best_melded_cache.clear()
    _discard_cache.clear()


def best_melded_points(cover):
    """Most points that disjoint melds within `cover` can hold."""
    best = _best_melded_cache.get(cover)
    if best is None:
        best = max(p for _, p in meld_combos(melds_in(cover)))
        if len(_best_melded_cache) >= _CACHE_LIMIT:
            _best_melded_cache.clear()
        _best_melded_cache[cover] = best
    return best


def deadwood_of_mask(mask):
    """Least deadwood points of the cards in `mask`."""
    cover = meld_cover(mask)
    total = _mask_points(mask)
    return total - best_melded_points(cover) if cover else total


def deadwood_points(cards):
    """Least deadwood points over every disjoint arrangement of `cards`."""
    mask, total = _hand(cards)
    cover = meld_cover(mask)
    if not cover:
        return total
    return total - best_melded_points(cover)


def _discard_table(cover, forbidden, dead_top):
    """Best discard within one cover: (melded + discarded points, cover
    cards that are best discards, whether the top dead cards are too).

    After discarding card c, melds not using c hold p points; the best
    discard for a meld combination is its highest free card, in the cover
    or among the dead cards (whose highest is worth `dead_top`).
    """
    best, cover_discards, dead_too = -1, 0, False
    for used, points in meld_combos(melds_in(cover)):
        rest = cover & ~used & ~forbidden
        rest_top = _top(rest)
        top = rest_top if rest_top > dead_top else dead_top
        if not top:
            continue
        value = points + top
        if value > best:
            best, cover_discards, dead_too = value, 0, False
        if value == best:
            if rest_top == top:
                cover_discards |= rest & _CARDS_WORTH[top]
            if dead_top == top:
                dead_too = True
    return best, cover_discards, dead_too


def deadwood_after_discard(cards, forbidden=None):
    """(least deadwood after one discard, every card whose discard gets it).

    `forbidden` may not be discarded (the card just taken from the pile).
    Discards come in deck order. ValueError when no card may be discarded.
    """
    mask, total = _hand(cards)
    fb = _card_bit(forbidden) & mask if forbidden is not None else 0
    cover = meld_cover(mask)
    dead = mask & ~cover & ~fb
    dead_top = _top(dead)
    if not cover:
        if not dead_top:
            raise ValueError(f"no card may be discarded from {cards!r}")
        return total - dead_top, codes(dead & _CARDS_WORTH[dead_top])
    key = cover | (fb & cover) << 52 | dead_top << 104
    hit = _discard_cache.get(key)
    if hit is None:
        hit = _discard_table(cover, fb & cover, dead_top)
        if len(_discard_cache) >= _CACHE_LIMIT:
            _discard_cache.clear()
        _discard_cache[key] = hit
    best, discards, dead_too = hit
    if best < 0:
        raise ValueError(f"no card may be discarded from {cards!r}")
    if dead_too:
        discards |= dead & _CARDS_WORTH[dead_top]
    return total - best, codes(discards)


# --- arrangements ----------------------------------------------------------

def _arrangements(mask):
    """Every minimum-deadwood meld combination of `mask`: tuples of masks,
    the preferred one (fewest melds, then lowest masks) first."""
    combos = [(0, 0, ())]
    for meld in melds_in(meld_cover(mask)):
        points = MELD_POINTS[meld]
        combos += [(u | meld, p + points, ms + (meld,))
                   for u, p, ms in combos if not u & meld]
    best = max(p for _, p, _ in combos)
    found = [tuple(sorted(ms)) for _, p, ms in combos if p == best]
    found.sort(key=lambda ms: (len(ms), ms))
    return found, best


def _present(mask, melds):
    """(melds as sorted code lists, deadwood codes) of one arrangement."""
    used = 0
    for meld in melds:
        used |= meld
    ordered = sorted(melds, key=lambda m: (m & -m))
    return [codes(m) for m in ordered], codes(mask & ~used)


def best_melds(cards):
    """(melds, deadwood, points) of a minimum-deadwood arrangement.

    Each meld is a list of codes in deck order (runs ascend); among tied
    arrangements the one with the fewest melds is chosen, deterministically.
    """
    mask, total = _hand(cards)
    found, best = _arrangements(mask)
    melds, deadwood = _present(mask, found[0])
    return melds, deadwood, total - best


def min_arrangements(cards):
    """Every distinct minimum-deadwood arrangement as (melds, deadwood).

    Distinct means a different set of melds (so a 6-card run and its two
    3-card halves are two arrangements). The best_melds choice comes first.
    """
    mask, _ = _hand(cards)
    found, _ = _arrangements(mask)
    return [_present(mask, ms) for ms in found]


from .layoff import best_layoff  # noqa: E402  (re-exported public API)

__all__ = [
    "best_melds", "deadwood_points", "deadwood_after_discard",
    "min_arrangements", "best_layoff",
]
