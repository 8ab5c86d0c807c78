"""Meld maths: minimum-deadwood arrangements and the best discard.

This module knows nothing of a match. It answers questions about cards:
which disjoint melds leave the least deadwood (`best_melds`,
`deadwood_points`, `min_arrangements`), what is least after one discard
(`deadwood_after_discard`). (Gin's showdown lay-off, which builds on it, is
`rummy.gin.layoff`.)

Every answer is exact: an exhaustive search over all disjoint meld
arrangements. The fast queries use one fact: once the sets are chosen, the
other cards meld best as whole blocks of 3+ adjacent cards of a suit. So
only the sets need choosing, and only for ranks whose cards also sit in
runs; the rest is bit arithmetic on masks (layout in `meldtables`).
"""

from .meldtables import (
    ACE_BITS, CARDS_WORTH, ISOLATED_SET, MELD_POINTS, NO_SETS, RANK_BITS,
    RUN_BLOCKS, SET_CHOICES, SETS_OF_RANK, TOP_POINTS, card_bit, codes,
    hand_value, mask_points,
)

# --- melds ----------------------------------------------------------------------

def _three_of_a_rank(mask):
    """Folded rank mask (bit r) of the ranks held in 3 or 4 suits."""
    a = mask & RANK_BITS
    b = mask >> 14 & RANK_BITS
    c = mask >> 28 & RANK_BITS
    d = mask >> 42
    return a & b & (c | d) | c & d & (a | b)


def meld_cover(mask):
    """The cards of `mask` that belong to at least one meld within it."""
    r3 = mask & mask >> 1 & mask >> 2  # starts of 3-card runs
    return r3 | r3 << 1 | r3 << 2 | mask & _three_of_a_rank(mask) * ACE_BITS


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
    t = _three_of_a_rank(mask)
    while t:
        low = t & -t
        t ^= low
        out.extend(SETS_OF_RANK[mask & low * ACE_BITS])
    return out


def meld_combos(melds):
    """Every disjoint combination of `melds` as (union mask, melded points)."""
    combos = [(0, 0)]
    for meld in melds:
        points = MELD_POINTS[meld]
        combos += [(u | meld, p + points) for u, p in combos if not u & meld]
    return combos


# --- the fast public queries ---------------------------------------------------
#
# Sets first, runs after: once the sets are chosen, the other cards meld best
# as whole blocks of 3+ adjacent cards of a suit. Sets only need choosing
# where a rank's cards also sit in runs ("crossing"); an isolated rank always
# melds whole. So a hand is its isolated sets plus a few set choices, each
# followed by a block scan.

NO_GROUPS = ((), ())


def _split_sets(mask, runs):
    """The rank groups held 3+ times, as (isolated, crossing): a crossing
    group has a card in `runs` (the cards that sit in some 3-card run)."""
    isolated, crossing = [], []
    t = _three_of_a_rank(mask)
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


def _melded_points(mask):
    """Most points that disjoint melds within `mask` can hold."""
    r3 = mask & mask >> 1 & mask >> 2
    runs = r3 | r3 << 1 | r3 << 2
    if not _three_of_a_rank(mask):
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


def deadwood_of_mask(mask):
    """Least deadwood points of the cards in `mask`."""
    return mask_points(mask) - _melded_points(mask)


def deadwood_points(cards):
    """Least deadwood points over every disjoint arrangement of `cards`."""
    mask, total = hand_value(cards)
    if not mask & mask >> 1 & mask >> 2:
        a = mask & RANK_BITS  # no runs; any rank held 3 times?
        b = mask >> 14 & RANK_BITS
        c = mask >> 28 & RANK_BITS
        d = mask >> 42
        if not a & b & (c | d) | c & d & (a | b):
            return total
    return total - _melded_points(mask)


def _best_discard(mask, choices, allowed):
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
        f = free | free >> 14 | free >> 28 | free >> 42
        gain = TOP_POINTS[(f & RANK_BITS).bit_length()] or -99
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


def deadwood_after_discard(cards, forbidden=None):
    """(least deadwood after one discard, every card whose discard gets it).

    For an 11-card hand (any size works). `forbidden` may not be discarded
    (the card just taken from the pile). Discards are in deck order.
    ValueError when no card may be discarded.

    Discarding a card gains its points and loses the melded points that
    needed it; the answer is total - melded - the best such gain.
    """
    mask, total = hand_value(cards)
    allowed = ~card_bit(forbidden) if forbidden is not None else -1
    r3 = mask & mask >> 1 & mask >> 2
    a = mask & RANK_BITS
    b = mask >> 14 & RANK_BITS
    c = mask >> 28 & RANK_BITS
    d = mask >> 42
    t = a & b & (c | d) | c & d & (a | b)  # ranks held 3 or 4 times
    if not (r3 or t):  # no melds: shed the highest card
        free = mask & allowed
        f = free | free >> 14 | free >> 28 | free >> 42
        top = TOP_POINTS[(f & RANK_BITS).bit_length()]
        if not top:
            raise ValueError(f"no card may be discarded from {cards!r}")
        return total - top, codes(free & CARDS_WORTH[top])
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
    best, top, held = _best_discard(mask, choices, allowed)
    if held:
        if top - best > gain:
            gain, discards = top - best, held
        elif top - best == gain:
            discards |= held
    if not discards:
        raise ValueError(f"no card may be discarded from {cards!r}")
    return total - melded - best - gain, codes(discards)


# --- arrangements ----------------------------------------------------------------

def _arrangements(mask):
    """Every minimum-deadwood meld combination of `mask` as a tuple of meld
    masks, and the melded points; the preferred one (fewest melds, then the
    lowest masks) first."""
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
    found, best = _arrangements(mask)
    melds, deadwood = _present(mask, found[0])
    return melds, deadwood, total - best


def min_arrangements(cards):
    """Every distinct minimum-deadwood arrangement as (melds, deadwood).

    Distinct means a different set of melds (so a 6-card run and its two
    3-card halves are two arrangements). The best_melds choice comes first.
    """
    mask, _ = hand_value(cards)
    found, _ = _arrangements(mask)
    return [_present(mask, ms) for ms in found]


__all__ = ["best_melds", "deadwood_points", "deadwood_after_discard",
           "min_arrangements"]
