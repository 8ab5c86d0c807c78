"""Gin's card points, the meld kernel's one bit layout, its converters and
its fixed tables.

A card's deadwood value is Gin's (`POINTS`, `points`): ace 1, two to nine
their face value, ten and pictures 10. Every meld question (`melds`,
`meldmasks`, the lay-off and the CPU of this package) works on int masks
with one bit per card at `suit * 14 + rank` (ace = rank 0). Each suit gets
13 bits plus one bit that is always clear, so a run is a block of adjacent
bits that can never run into the next suit, and shifts and carries need no
masking. The layout keeps deck order (suit by suit, rank by rank), so the
lowest bit is the first card of the deck (`rummy.cards.INDEX`, `suit * 13
+ rank`, is that order, not a mask).

Public here: `POINTS`, `points`, the layout constants, `BIT_OF` /
`POINTS_OF` / `POINTS_AT`, `mask_of`, `hand_value`, `card_bit`, `codes`,
`mask_points`, `top_points`; the tables below them serve the meld search.
"""

from ..cards import DECK, INDEX, SUITS, parse_card

# Deadwood points by deck index (`rummy.cards.DECK`): A = 1, 2..9 face value, T/J/Q/K = 10.
POINTS = [min(r + 1, 10) for s in SUITS for r in range(13)]


def points(code):
    """Deadwood value of one card."""
    return POINTS[INDEX[code]]


SUIT_STRIDE = 14
RANK_BITS = 0x1FFF  # the 13 rank bits of one suit
ACE_BITS = 1 | 1 << 14 | 1 << 28 | 1 << 42  # also: rank r of every suit = ACE_BITS << r
KING_BITS = ACE_BITS << 12
FULL = sum(RANK_BITS << (SUIT_STRIDE * s) for s in range(4))
NOT_ACE = FULL & ~ACE_BITS
POINTS_SHIFT = 56  # a hand's total points ride above its mask (see VALUE)

BIT_OF = {}  # canonical code -> bit
CODE_AT = [None] * 56  # bit index -> canonical code
for _i, _code in enumerate(DECK):
    _bit_index = _i // 13 * SUIT_STRIDE + _i % 13
    BIT_OF[_code] = 1 << _bit_index
    CODE_AT[_bit_index] = _code
POINTS_OF = {BIT_OF[c]: POINTS[i] for i, c in enumerate(DECK)}  # bit -> points
CARD_CODE = {b: c for c, b in BIT_OF.items()}  # bit -> code
# Points by bit index (0 at the four clear bits): for arrays indexed by bit.
POINTS_AT = [POINTS_OF.get(1 << _i, 0) for _i in range(56)]

# Card string -> bit plus its points shifted above the mask, so one sum()
# over a hand gives both (duplicates show up as carries in the mask part).
# Lower case and "10" are accepted here too; anything else goes to parse_card.
VALUE = {}
for _code, _bit in BIT_OF.items():
    _r, _s = _code
    for _rv in {_r, _r.lower()} | ({"10"} if _r == "T" else set()):
        for _sv in (_s, _s.lower()):
            VALUE[_rv + _sv] = _bit | POINTS_OF[_bit] << POINTS_SHIFT

# Points of the highest card of a suit-folded rank mask, by its bit_length.
TOP_POINTS = [0] + [min(n, 10) for n in range(1, 14)]
# All cards worth p points (p = 10 covers T, J, Q and K).
CARDS_WORTH = [0] * 11
for _bit, _p in POINTS_OF.items():
    CARDS_WORTH[_p] |= _bit


# Points of every 13-bit rank mask of one suit (the same for each suit):
# four lookups price a whole hand, which the CPU does thousands of times.
SUIT_POINTS = [0] * (RANK_BITS + 1)
for _m in range(1, RANK_BITS + 1):
    SUIT_POINTS[_m] = SUIT_POINTS[_m & (_m - 1)] + min((_m & -_m).bit_length(), 10)


def mask_points(mask):
    """Sum of the card points in `mask`."""
    return (SUIT_POINTS[mask & RANK_BITS] + SUIT_POINTS[mask >> 14 & RANK_BITS]
            + SUIT_POINTS[mask >> 28 & RANK_BITS] + SUIT_POINTS[mask >> 42])


def top_points(mask):
    """Points of the highest-valued card in `mask` (0 when empty)."""
    f = (mask | mask >> 14 | mask >> 28 | mask >> 42) & RANK_BITS
    return TOP_POINTS[f.bit_length()]


def mask_of(cards):
    """Mask of canonical card codes, fast and unchecked (a repeat merges;
    KeyError for a non-canonical code). `hand_value` checks its input."""
    mask = 0
    for code in cards:
        mask |= BIT_OF[code]
    return mask


def _all_melds():
    """Every meld one deck allows (264 runs, 65 sets) -> its points."""
    runs, sets = {}, {}
    for s in range(4):
        for lo in range(13):
            for hi in range(lo + 2, 13):
                mask = ((1 << (hi - lo + 1)) - 1) << (SUIT_STRIDE * s + lo)
                runs[mask] = mask_points(mask)
    for r in range(13):
        four = ACE_BITS << r
        sets[four] = mask_points(four)
        for s in range(4):
            three = four & ~(1 << (SUIT_STRIDE * s + r))
            sets[three] = mask_points(three)
    return runs, sets


RUNS, SETS = _all_melds()
MELD_POINTS = {**RUNS, **SETS}
# The cards of one rank held (3 or 4 of them) -> the sets they make.
SETS_OF_RANK = {}
for _r in range(13):
    _four = ACE_BITS << _r
    for _held in [_four] + [_four & ~(1 << (SUIT_STRIDE * _s + _r)) for _s in range(4)]:
        SETS_OF_RANK[_held] = [m for m in SETS if m & _held == m]


def hand_value(cards):
    """(mask, total points) of `cards`; ValueError on non-cards or duplicates.

    Accepts a list or tuple of codes (fast), any other iterable of codes,
    or one string of codes separated by spaces or commas.
    """
    if type(cards) is not list and type(cards) is not tuple:
        if isinstance(cards, str):
            cards = cards.replace(",", " ").split()
        else:
            cards = list(cards)
    if len(cards) > 52:
        raise ValueError(f"more than 52 cards: {cards!r}")
    try:
        value = sum(map(VALUE.__getitem__, cards))
    except (KeyError, TypeError):
        value = sum(VALUE[parse_card(c)] for c in cards)
    mask = value & FULL
    if mask.bit_count() != len(cards):
        raise ValueError(f"duplicate card in {list(cards)!r}")
    return mask, value >> POINTS_SHIFT


def card_bit(card):
    """The bit of one card (lenient like parse_card; ValueError otherwise)."""
    value = VALUE.get(card) if isinstance(card, str) else None
    if value is None:
        value = VALUE[parse_card(card)]
    return value & FULL


def codes(mask):
    """Codes of the set bits of `mask`, in deck order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CODE_AT[low.bit_length() - 1])
        mask ^= low
    return out


def _run_blocks():
    """Every block of 3+ adjacent cards of one suit -> (its points, gains).

    Once sets are chosen, the rest melds best as whole blocks; discarding
    one card of a block keeps whichever sides are still 3 long. The gain of
    that discard (card points minus melded points lost) is listed, highest
    first, with the mask of the cards having it."""
    blocks = {}
    for mask, points in RUNS.items():
        cards = []
        rest = mask
        while rest:
            low = rest & -rest
            cards.append(low)
            rest ^= low
        pts = [POINTS_OF[c] for c in cards]
        before = [0]   # before[i]: points of cards[:i] (built at import: keep it cheap)
        for p in pts:
            before.append(before[-1] + p)
        n, total = len(cards), before[-1]
        gains = {}
        for i, card in enumerate(cards):
            kept = (before[i] if i >= 3 else 0) + (total - before[i + 1] if n - i - 1 >= 3 else 0)
            gain = pts[i] - points + kept
            gains[gain] = gains.get(gain, 0) | card
        blocks[mask] = (points, sorted(gains.items(), reverse=True))
    return blocks


RUN_BLOCKS = _run_blocks()
# The cards of one rank held 3 or 4 times -> every way to take a set from
# them, as (set cards, points), "no set" first.
SET_CHOICES = {held: [(0, 0)] + [(m, MELD_POINTS[m]) for m in sets]
               for held, sets in SETS_OF_RANK.items()}
NO_SETS = [(0, 0)]
# A rank group melded whole as a set -> (its points, the gain of discarding
# one of its cards): a 4th card goes free (0), a 3rd breaks the set (-2v).
ISOLATED_SET = {held: (MELD_POINTS[held], 0 if held.bit_count() == 4
                       else -2 * MELD_POINTS[held] // 3)
                for held in SETS_OF_RANK}
