"""Gin Rummy's deals: a round's code from the match seed, its hands from the code.

The seeding itself (codes, the shuffle) is `rummy.seeding`; this module only
says how Gin uses it, so saved matches and shown codes keep dealing the same.
"""

from ..cards import DECK
from ..seeding import deal_code, new_seed, normalize_code, shuffled

__all__ = ["deal_round", "new_seed", "normalize_code", "round_code", "shuffled_deck"]


def round_code(seed, round_no):
    """Deal code of round `round_no` (1-based) of the match with `seed`."""
    return deal_code("rummy.gin", seed, round_no)


def shuffled_deck(code):
    """The 52 cards in the order a deal code gives."""
    return shuffled(code, DECK)


def deal_round(code):
    """Hands by seat, the upcard and the stock (top = last) for a deal code.

    Seat 0 always gets the first ten cards and seat 1 the next ten, whoever
    deals, so a replayed code gives each seat the same hand.
    """
    deck = shuffled_deck(code)
    return [deck[0:10], deck[10:20]], deck[20], deck[21:]
