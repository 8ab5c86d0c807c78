"""Card codes: parse and format them, index them, and the decks games use.

A card crosses every boundary as a two-character string, rank then suit
(`"7S"`, `"TD"`, `"AH"`). `DECK` lists the 52 codes in canonical order,
suit by suit and ace first (index `suit * 13 + rank`), and `INDEX` maps a
code to its place there: the order hands are sorted in. A game played with
two decks holds every card twice: its hands and piles are lists in which a
code may repeat (`deck(2)`). What a card is worth is each game's own
(`rummy.gin.meldtables`, `rummy.five_thousand.melds`).
"""

RANKS = "A23456789TJQK"
SUITS = "SHDC"

# Index -> code and code -> index, the whole deck in canonical order.
DECK = [r + s for s in SUITS for r in RANKS]
INDEX = {code: i for i, code in enumerate(DECK)}


def deck(copies=1):
    """The cards of `copies` decks in canonical order (each card `copies` times)."""
    if isinstance(copies, bool) or copies not in (1, 2):
        raise ValueError(f"a game uses one or two decks, not {copies!r}")
    return [code for code in DECK for _ in range(copies)]


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
