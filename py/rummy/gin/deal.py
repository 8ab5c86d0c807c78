"""Seeded deals: a match seed gives each round a deal code, a code gives a deck.

A round's deck depends only on its deal code, and the code of round k is a
one-way hash of the match seed and k, so showing a finished round's code
(to replay that deal) reveals nothing of the rounds still to come. The
shuffle is our own Fisher-Yates over SHA-256 output, so CPython and Pyodide
give the same deck whatever their `random` module does.
"""

import hashlib
import secrets

from ..cards import DECK

CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base32: no I, L, O, U
CODE_LENGTH = 10


def new_seed():
    """A fresh random match seed (a code, so it can be typed back in)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(code):
    """Canonical form of a typed deal code; ValueError when it is not one."""
    if not isinstance(code, str):
        raise ValueError(f"not a deal code: {code!r}")
    text = code.strip().upper().replace("-", "").replace(" ", "")
    text = text.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(text) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in text):
        raise ValueError(f"not a deal code: {code!r}")
    return text


def round_code(seed, round_no):
    """Deal code of round `round_no` (1-based) of the match with `seed`."""
    digest = hashlib.sha256(f"rummy.gin/{seed}/{round_no}".encode()).digest()
    value = int.from_bytes(digest[:8], "big")
    chars = []
    for _ in range(CODE_LENGTH):
        value, r = divmod(value, 32)
        chars.append(CODE_ALPHABET[r])
    return "".join(chars)


def _stream(code):
    """Endless bytes derived from a deal code."""
    counter = 0
    while True:
        yield from hashlib.sha256(f"deck/{code}/{counter}".encode()).digest()
        counter += 1


def shuffled_deck(code):
    """The 52 cards in the order a deal code gives (unbiased: rejection sampling)."""
    deck = list(DECK)
    stream = _stream(code)
    for i in range(len(deck) - 1, 0, -1):
        bound = i + 1
        while True:
            r = next(stream)
            if r < 256 - 256 % bound:
                break
        j = r % bound
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_round(code):
    """Hands by seat, the upcard and the stock (top = last) for a deal code.

    Seat 0 always gets the first ten cards and seat 1 the next ten, whoever
    deals, so a replayed code gives each seat the same hand.
    """
    deck = shuffled_deck(code)
    return [deck[0:10], deck[10:20]], deck[20], deck[21:]
