"""Seeds and deal codes: a match seed gives each deal a code, a code a deck order.

A deal's order depends only on its deal code, and the code of deal k is a
one-way hash of the game, the match seed and k, so showing a finished deal's
code (to replay it) reveals nothing of the deals still to come, nor the seed:
seeds carry 128 random bits, so a shown code cannot be inverted to its seed
in any practical time. The shuffle is our own Fisher-Yates over SHA-256
output, so CPython and Pyodide give the same order whatever their `random`
module does.
"""

import hashlib
import secrets

CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford base32: no I, L, O, U
CODE_LENGTH = 10                                     # a deal code: 50 bits, short to type
SEED_LENGTH = 26                                     # a fresh seed: 130 bits


def new_seed():
    """A fresh random match seed: 26 base32 characters (128+ bits)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(SEED_LENGTH))


def check_seed(seed):
    """`seed` as given when it is usable (an int or a string); ValueError otherwise."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise ValueError(f"seed must be an int or a string, not {seed!r}")
    return seed


def normalize_code(code):
    """Canonical form of a typed deal code; ValueError when it is not one."""
    if not isinstance(code, str):
        raise ValueError(f"not a deal code: {code!r}")
    text = code.strip().upper().replace("-", "").replace(" ", "")
    text = text.replace("O", "0").replace("I", "1").replace("L", "1")
    if len(text) != CODE_LENGTH or any(ch not in CODE_ALPHABET for ch in text):
        raise ValueError(f"not a deal code: {code!r}")
    return text


def deal_code(game, seed, deal_no):
    """The deal code of deal `deal_no` of a match of `game` (a namespace such
    as "rummy.gin") with this seed: 50 bits of SHA-256, one way."""
    digest = hashlib.sha256(f"{game}/{seed}/{deal_no}".encode()).digest()
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


def shuffled(code, cards):
    """A new list of `cards` in the order the deal code gives (unbiased:
    rejection sampling; any number of cards up to 256)."""
    out = list(cards)
    if len(out) > 256:
        raise ValueError(f"cannot shuffle {len(out)} cards: at most 256")
    stream = _stream(code)
    for i in range(len(out) - 1, 0, -1):
        bound = i + 1
        while True:
            r = next(stream)
            if r < 256 - 256 % bound:
                break
        j = r % bound
        out[i], out[j] = out[j], out[i]
    return out
