"""Card codes: parse, format and index the cards, and the decks games use.

A card crosses every boundary as a two-character string, rank then suit
(`"7S"`, `"TD"`, `"AH"`). Inside, a card is an index 0..51 laid out suit by
suit (`suit * 13 + rank`, rank 0 = ace). A game played with two decks holds
every card twice: its hands and piles are lists in which a code may repeat
(`deck(2)`). The meld kernel's own bit layout is `rummy.meldtables`'.
"""

RANKS = "A23456789TJQK"
SUITS = "SHDC"
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {"A": "ace", "T": "10", "J": "jack", "Q": "queen", "K": "king"}

# Index -> code and code -> index, the whole deck in canonical order.
DECK = [r + s for s in SUITS for r in RANKS]
INDEX = {code: i for i, code in enumerate(DECK)}


def deck(copies=1):
    """The cards of `copies` decks in canonical order (each card `copies` times)."""
    if isinstance(copies, bool) or copies not in (1, 2):
        raise ValueError(f"a game uses one or two decks, not {copies!r}")
    return [code for code in DECK for _ in range(copies)]


# Deadwood points by index: A = 1, 2..9 face value, T/J/Q/K = 10.
POINTS = [min(r + 1, 10) for s in SUITS for r in range(13)]


def parse_card(text):
    """Return the canonical code of `text`; accepts `10S` and lower case.

    Raises ValueError naming the text when it is not a card.
    """
    if not isinstance(text, str):
        raise ValueError(f"not a card: {text!r}")
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or t not in INDEX:
        raise ValueError(f"not a card: {text!r}")
    return t


def parse_cards(text):
    """Parse a space- or comma-separated list: `"7S 8S 9S"` -> ['7S', '8S', '9S']."""
    if isinstance(text, str):
        text = text.replace(",", " ").split()
    return [parse_card(t) for t in text]


def format_cards(cards):
    """The inverse of parse_cards: `['7S', '8S']` -> `"7S 8S"`."""
    return " ".join(cards)


def card_index(code):
    """Index 0..51 of a canonical code (KeyError for anything else)."""
    return INDEX[code]


def card_code(index):
    return DECK[index]


def rank_of(code):
    """Rank 0..12 (ace = 0)."""
    return RANKS.index(code[0])


def suit_of(code):
    return code[1]


def points(code):
    """Deadwood value of one card."""
    return POINTS[INDEX[code]]


def to_mask(cards):
    """Bitmask of a collection of canonical codes."""
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


def from_mask(mask):
    """Codes of the set bits of `mask`, in deck order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


def sort_key(code):
    """Display order: by suit, then rank."""
    return INDEX[code]


def card_name(code):
    """English name for screen readers and messages: '7 of hearts'."""
    r = RANK_NAMES.get(code[0], code[0])
    return f"{r} of {SUIT_NAMES[code[1]]}"
