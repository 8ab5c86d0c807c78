"""The exact meld search on masks: the one place Gin's meld maths is done.

Everything here takes int masks in the `meldtables` layout and knows
nothing of card codes or of a match: which cards can meld (`meld_cover`,
`melds_in`), the most points disjoint melds can hold (`melded_points`), the
best discard (`best_discard`) and every minimum-deadwood arrangement
(`arrangements`). `rummy.gin.melds` puts card codes and memoised mask queries
on top; nothing else searches melds.

Every answer is exact: an exhaustive search over all disjoint meld
arrangements. The fast queries use one fact: once the sets are chosen, the
other cards meld best as whole blocks of 3+ adjacent cards of a suit. So
only the sets need choosing, and only for ranks whose cards also sit in
runs ("crossing"); an isolated rank always melds whole. A hand is then its
isolated sets plus a few set choices, each followed by a block scan.
"""

from .meldtables import (
    ACE_BITS, CARDS_WORTH, ISOLATED_SET, MELD_POINTS, NO_SETS, RANK_BITS,
    RUN_BLOCKS, SET_CHOICES, SETS_OF_RANK, top_points,
)

# --- melds ----------------------------------------------------------------------

def set_ranks(mask):
    """Folded rank mask (bit r) of the ranks held in 3 or 4 suits."""
    a = mask & RANK_BITS
    b = mask >> 14 & RANK_BITS
    c = mask >> 28 & RANK_BITS
    d = mask >> 42
    return a & b & (c | d) | c & d & (a | b)


def meld_cover(mask):
    """The cards of `mask` that belong to at least one meld within it."""
    r3 = mask & mask >> 1 & mask >> 2  # starts of 3-card runs
    return r3 | r3 << 1 | r3 << 2 | mask & set_ranks(mask) * ACE_BITS


def melds_in(mask):
    """Every meld (as a mask) whose cards are all in `mask`."""
    out = []
    r3 = mask & mask >> 1 & mask >> 2
    while r3:
        low = r3 & -r3
        r3 ^= low
        run = low * 7
        out.append(run)
        nxt = low << 3
        while nxt & mask:  # the clear bit after each suit ends every run
            run |= nxt
            out.append(run)
            nxt <<= 1
    t = set_ranks(mask)
    while t:
        low = t & -t
        t ^= low
        out.extend(SETS_OF_RANK[mask & low * ACE_BITS])
    return out


# --- least deadwood ----------------------------------------------------------------

NO_GROUPS = ((), ())


def _split_sets(mask, runs):
    """The rank groups held 3+ times, as (isolated, crossing): a crossing
    group has a card in `runs` (the cards that sit in some 3-card run)."""
    isolated, crossing = [], []
    t = set_ranks(mask)
    while t:
        low = t & -t
        t ^= low
        group = mask & low * ACE_BITS
        (crossing if group & runs else isolated).append(group)
    return isolated, crossing


def _set_choices(crossing):
    """Every choice of sets from the crossing groups as (cards, points)."""
    choices = SET_CHOICES[crossing[0]] if crossing else NO_SETS
    for group in crossing[1:]:
        choices = [(a | b, pa + pb) for a, pa in choices
                   for b, pb in SET_CHOICES[group]]
    return choices


def _run_points(runs):
    """Points of `runs` (cards in 3-card runs), block by block."""
    points = 0
    while runs:
        block = runs & ~(runs + (runs & -runs))  # lowest block of adjacent bits
        runs ^= block
        points += RUN_BLOCKS[block][0]
    return points


def melded_points(mask):
    """Most points that disjoint melds within `mask` can hold (its least
    deadwood is its card points less these)."""
    r3 = mask & mask >> 1 & mask >> 2
    runs = r3 | r3 << 1 | r3 << 2
    if not set_ranks(mask):
        return _run_points(runs)
    isolated, crossing = _split_sets(mask, runs)
    melded = 0
    for group in isolated:  # always melded whole
        melded += MELD_POINTS[group]
        mask ^= group
    best = 0
    for chosen, points in _set_choices(crossing):
        rest = mask & ~chosen
        r3 = rest & rest >> 1 & rest >> 2
        points += _run_points(r3 | r3 << 1 | r3 << 2)
        if points > best:
            best = points
    return melded + best


# --- the best discard ----------------------------------------------------------------

def _block_discard(mask, choices, allowed):
    """(most melded points, most melded + discarded points, the discards
    reaching that) for `mask` with its sets chosen from `choices`: for each
    choice the rest melds in blocks, and the discard is a free card or the
    block card whose gain (its points less the melded points it breaks) is
    highest. Discards only among `allowed`; (.., -99, 0) when none is."""
    best, top, discards = 0, -99, 0
    for chosen, points in choices:
        rest = mask & ~chosen
        r3 = rest & rest >> 1 & rest >> 2
        runs = r3 | r3 << 1 | r3 << 2
        free = rest & ~runs & allowed
        gain = top_points(free) or -99
        held = free & CARDS_WORTH[gain] if gain > 0 else 0
        while runs:
            block = runs & ~(runs + (runs & -runs))
            runs ^= block
            block_points, gains = RUN_BLOCKS[block]
            points += block_points
            for g, cards_with in gains:  # highest gain first
                if cards_with & allowed:
                    if g > gain:
                        gain, held = g, cards_with & allowed
                    elif g == gain:
                        held |= cards_with & allowed
                    break
        if points > best:
            best = points
        if held:
            if points + gain > top:
                top, discards = points + gain, held
            elif points + gain == top:
                discards |= held
    return best, top, discards


def best_discard(mask, allowed=-1):
    """(points one best discard takes off the card points of `mask`, the
    mask of every card whose discard does it); only cards of `allowed` may
    go, and the discards are 0 when none of them is in `mask`.

    The points are those still melded plus the discarded card's: least
    deadwood after the discard is the card points less them. Discarding a
    card gains its points and loses the melded points that needed it.
    """
    r3 = mask & mask >> 1 & mask >> 2
    t = set_ranks(mask)
    if not (r3 or t):  # no melds: shed the highest card
        free = mask & allowed
        top = top_points(free)
        return top, free & CARDS_WORTH[top] if top else 0
    isolated, crossing = _split_sets(mask, r3 | r3 << 1 | r3 << 2) if t else NO_GROUPS
    melded, gain, discards = 0, -99, 0
    for group in isolated:  # melded whole; a 4th card goes free, a 3rd costs
        mask ^= group
        points, group_gain = ISOLATED_SET[group]
        melded += points
        if group & allowed:
            if group_gain > gain:
                gain, discards = group_gain, group & allowed
            elif group_gain == gain:
                discards |= group & allowed
    choices = _set_choices(crossing) if crossing else NO_SETS
    best, top, held = _block_discard(mask, choices, allowed)
    if held:
        if top - best > gain:
            gain, discards = top - best, held
        elif top - best == gain:
            discards |= held
    return melded + best + gain, discards


# --- arrangements ----------------------------------------------------------------

def arrangements(mask):
    """(every minimum-deadwood arrangement of `mask` as a tuple of meld
    masks, the melded points). Within a tuple the melds ascend; the
    preferred arrangement (fewest melds, then the lowest masks) is first."""
    combos = [(0, 0, ())]
    for meld in melds_in(meld_cover(mask)):
        points = MELD_POINTS[meld]
        combos += [(u | meld, p + points, ms + (meld,))
                   for u, p, ms in combos if not u & meld]
    best = max(p for _, p, _ in combos)
    found = [tuple(sorted(ms)) for _, p, ms in combos if p == best]
    found.sort(key=lambda ms: (len(ms), ms))
    return found, best
