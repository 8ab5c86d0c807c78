"""decide(view, level, rng): the computer player, a pure function of its view.

For now every level (easy, normal, strong) plays the simple greedy
baseline (`baseline`); the three levels of the rule book are still to be
written on top of this engine. The CPU imports only the pure meld and
finish maths and reads nothing but the view, so it cannot reach a match.
"""

import random

from . import baseline

LEVELS = ("easy", "normal", "strong")
DEFAULT_SEED = 0x5000


def decide(view, level="normal", rng=None):
    """One legal action (a meld included) for the seat `view["you"]`, or
    None when that seat has nothing to do. `rng` is a `random.Random` (a
    fixed-seed one when None)."""
    if level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, not {level!r}")
    if rng is None:
        rng = random.Random(DEFAULT_SEED)
    return baseline.decide(view, rng)
