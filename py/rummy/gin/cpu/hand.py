"""Fast hand arithmetic for the CPU: deadwood of card masks, memoised.

The CPU evaluates thousands of hypothetical hands per decision (every discard,
every card it might draw, sampled hands of the person), so it works on 52-bit
masks (`rummy.cards` layout: bit `suit * 13 + rank`) instead of card strings.
The search is exact (minimum deadwood over all disjoint meld arrangements):
split off the cards that can belong to no meld, then branch on the lowest
remaining card — it is deadwood, or it starts a run, or it joins a set — and
memoise by mask. `rummy.melds` stays the reference; tests compare the two.
"""

from rummy.cards import INDEX, POINTS, from_mask, to_mask

SUIT_BITS = 0x1FFF
FULL = (1 << 52) - 1
# Bits that may start a run of three within their suit (ranks A..J).
_RUN_STARTS = 0
for _s in range(4):
    _RUN_STARTS |= 0x7FF << (13 * _s)
# Points of every 13-bit suit mask (the same for each suit).
_SUIT_POINTS = [0] * 8192
for _m in range(1, 8192):
    _low = (_m & -_m).bit_length() - 1
    _SUIT_POINTS[_m] = _SUIT_POINTS[_m & (_m - 1)] + min(_low + 1, 10)
_SUIT_MAX = [0] + [min(_m.bit_length(), 10) for _m in range(1, 8192)]
# Mask of all four cards of each rank.
RANK_MASK = [sum(1 << (s * 13 + r) for s in range(4)) for r in range(13)]

_cache = {}
_cache2 = {}
_cache_full = {0: 0}
_CACHE_LIMIT = 100_000   # a clear costs ~1 ms per 100k entries


# The CPU's masks use rummy.cards' layout: its converters serve as they are.
mask_of = to_mask
cards_of = from_mask


def bit(card):
    return 1 << INDEX[card]


def points(mask):
    """Sum of the card points in `mask`."""
    return (_SUIT_POINTS[mask & SUIT_BITS] + _SUIT_POINTS[(mask >> 13) & SUIT_BITS]
            + _SUIT_POINTS[(mask >> 26) & SUIT_BITS] + _SUIT_POINTS[mask >> 39])


def meldable(mask):
    """The cards of `mask` that belong to at least one possible meld in it."""
    starts = mask & (mask >> 1) & (mask >> 2) & _RUN_STARTS
    runs = starts | (starts << 1) | (starts << 2)
    a = mask & SUIT_BITS
    b = (mask >> 13) & SUIT_BITS
    c = (mask >> 26) & SUIT_BITS
    d = mask >> 39
    three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)
    if three:
        sets = three | (three << 13) | (three << 26) | (three << 39)
        return (runs | sets) & mask
    return runs


def _melded(mask):
    """Minimum deadwood of a mask whose cards are all meldable (memoised)."""
    got = _cache.get(mask)
    if got is not None:
        return got
    low = mask & -mask
    i = low.bit_length() - 1
    rest = mask ^ low
    best = POINTS[i] + deadwood(rest)
    if best:
        # Runs starting at the lowest card (it is the lowest of its suit here).
        r = i % 13
        run = low
        k = 1
        while r + k < 13 and mask >> (i + k) & 1:
            run |= 1 << (i + k)
            k += 1
            if k >= 3:
                v = deadwood(mask ^ run)
                if v < best:
                    best = v
        # Sets: the lowest card's suit is the lowest present, mates are above.
        mates = mask & RANK_MASK[r] & ~low
        if mates & (mates - 1):
            mb = []
            while mates:
                m1 = mates & -mates
                mb.append(m1)
                mates ^= m1
            if len(mb) == 3:
                v = deadwood(rest & ~(mb[0] | mb[1] | mb[2]))
                if v < best:
                    best = v
            for x in range(len(mb)):
                for y in range(x + 1, len(mb)):
                    v = deadwood(rest & ~(mb[x] | mb[y]))
                    if v < best:
                        best = v
    if len(_cache) > _CACHE_LIMIT:
        _cache.clear()
    _cache[mask] = best
    return best


def deadwood(mask):
    """Minimum deadwood points of the cards in `mask` (any size)."""
    got = _cache_full.get(mask)
    if got is not None:
        return got
    m = meldable(mask)
    if not m:
        got = points(mask)
    else:
        got = points(mask & ~m) + _melded(m)
    if len(_cache_full) > _CACHE_LIMIT:
        _cache_full.clear()
    _cache_full[mask] = got
    return got


def deadwood_drop_one(mask, forbidden=0):
    """Least deadwood of `mask` after discarding one card (not `forbidden`).

    Dropping a card that can join no meld only removes its points, so of
    those only the highest is tried; every meldable card is tried in full.
    """
    key = mask | (forbidden << 52)
    got = _cache2.get(key)
    if got is not None:
        return got
    mm = meldable(mask)
    loose = mask & ~mm & ~forbidden
    base = points(mask & ~mm)
    best = 1 << 30
    if loose:
        best = base - max_points(loose) + (_melded(mm) if mm else 0)
    m = mm & ~forbidden
    while m:
        low = m & -m
        m ^= low
        v = deadwood(mask ^ low)
        if v < best:
            best = v
    if len(_cache2) > _CACHE_LIMIT:
        _cache2.clear()
    _cache2[key] = best
    return best


def max_points(mask):
    """The highest card value in a non-empty `mask`."""
    return max(_SUIT_MAX[mask & SUIT_BITS], _SUIT_MAX[(mask >> 13) & SUIT_BITS],
               _SUIT_MAX[(mask >> 26) & SUIT_BITS], _SUIT_MAX[mask >> 39])


def arrangement(mask):
    """(melds as masks, deadwood mask) of one minimum-deadwood arrangement.

    A meld belongs to some optimal arrangement exactly when removing it
    leaves the deadwood unchanged, so peel such melds off one by one.
    """
    melds = []
    rest = mask
    while True:
        target = deadwood(rest)
        for meld in _melds_in(meldable(rest)):
            if deadwood(rest ^ meld) == target:
                melds.append(meld)
                rest ^= meld
                break
        else:
            return melds, rest


def _melds_in(mask):
    """Every meld (as a mask) made of cards of `mask`, longest first."""
    out = []
    for s in range(4):
        sm = (mask >> (13 * s)) & SUIT_BITS
        for start in range(11):
            if not (sm >> start) & 7 == 7:
                continue
            run = 7
            length = 3
            while True:
                out.append(run << (13 * s + start))
                if start + length < 13 and sm >> (start + length) & 1:
                    run = (run << 1) | 1
                    length += 1
                else:
                    break
    for r in range(13):
        mates = mask & RANK_MASK[r]
        if bin(mates).count("1") >= 3:
            out.append(mates)
            if mates != (mates & (mates - 1)) and bin(mates).count("1") == 4:
                mm = mates
                while mm:
                    low = mm & -mm
                    mm ^= low
                    out.append(mates ^ low)
    out.sort(key=lambda x: -bin(x).count("1"))
    return out
