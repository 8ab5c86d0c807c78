"""decide(view, level, rng): the computer player, a pure function of its view.

The CPU sees exactly what the view holds (its hand, the table, the whole
pile, every hand's size and the cards each seat is known to hold, the
deal's history) and nothing else: its modules import only the pure card,
meld and finish maths and the standard library, so they cannot reach a
match. Levels (`levels`): easy, normal and strong, as docs/rules-five-thousand.md
describes them; `baseline` is the simple greedy reference opponent.

Every answer is legal: lay-offs, discards, draws and calls come from
`view["legal"]`; a meld is checked with the engine's own predicates; and
whatever a policy proposes passes a last check, with a legal fallback.
"""

import random

from . import baseline
from .levels import POLICIES
from .moves import is_legal

LEVELS = ("easy", "normal", "strong")
DEFAULT_SEED = 0x5000


def decide(view, level="normal", rng=None):
    """One legal action (a meld included) for the seat `view["you"]`, or
    None when that seat has nothing to do. `rng` is a `random.Random` (a
    fixed-seed one when None): the same view and rng state give the same
    action."""
    policy = POLICIES.get(level)
    if policy is None:
        raise ValueError(f"level must be one of {LEVELS}, not {level!r}")
    return decide_with(policy, view, rng)


def decide_with(policy, view, rng=None):
    """decide() for a policy object: a level's (`levels.POLICIES`) or a
    variant of one with other settings, as tuning scripts make
    (research/ft_strength.py)."""
    if rng is None:
        rng = random.Random(DEFAULT_SEED)
    phase, legal = view["phase"], view["legal"]
    if phase == "deal_over":
        return {"type": "next_deal"}
    if view["to_act"] != view["you"] or (not legal and phase != "play"):
        return None
    action = _ask(policy, view, rng)
    if not is_legal(view, action):          # a policy bug must never become an illegal move
        action = fallback(view)
    return action


def _ask(policy, view, rng):
    sit = policy.situation(view)
    phase = view["phase"]
    if phase == "draw":
        return policy.draw(sit, rng)
    if phase == "rummy":
        return policy.rummy(sit, rng)
    if phase == "play":
        action = policy.play(sit, rng)
        if action is not None:
            return action
    return {"type": "discard", "card": policy.discard(sit, rng)}


def fallback(view):
    """A legal action whatever happens: the baseline's, else the first listed."""
    action = baseline.decide(view)
    if is_legal(view, action):
        return action
    return view["legal"][0] if view["legal"] else None
