"""decide(view, level, rng): the computer player, a pure function of its view.

The CPU sees exactly what the view holds (its hand, the pile, the stock
size, the public history) and nothing else; it imports only the meld
kernel (`rummy.gin.meldtables` masks, `rummy.gin.melds` queries, `rummy.gin.layoff`)
and the standard library, so it cannot reach a match. Every level always
goes gin (or big gin) when it can and chooses only from `view["legal"]`.

Levels (see `levels`):
- easy: least deadwood for its own hand, keeps pairs and near-runs, knocks
  as soon as it may;
- normal: also values its hand's draws, avoids feeding the opponent's
  obvious melds, and weighs the undercut risk before a thin knock;
- strong: models the opponent's hand from the whole public history as
  probabilities (and samples it) to discard safely, to draw, and to decide
  between knocking and waiting for gin.
"""

import random

from rummy.gin.meldtables import BIT_OF, mask_of
from rummy.gin.melds import after_discard_of_mask, deadwood_of_mask

from .levels import POLICIES
from .state import Situation

LEVELS = ("easy", "normal", "strong")
DEFAULT_SEED = 0x6A1


def decide(view, level="normal", rng=None):
    """One action from `view["legal"]` for the player of `view`.

    `rng` is a `random.Random` (a fixed-seed one when None), so the same view
    and the same rng state give the same action. Returns None only when the
    player has nothing to do (not their turn, or the match is over).
    """
    if rng is None:
        rng = random.Random(DEFAULT_SEED)
    policy = POLICIES.get(level)
    if policy is None:
        raise ValueError(f"level must be one of {LEVELS}, not {level!r}")
    legal = view.get("legal") or []
    if not legal:
        return None
    forced = _forced(view, legal)
    if forced is not None:
        return forced
    sit = Situation(view)
    phase = view["phase"]
    if phase == "upcard":
        return {"type": "take" if policy.take_upcard(sit, rng) else "pass"}
    if phase == "draw":
        can_take = {"type": "draw", "from": "discard"} in legal
        take = can_take and policy.take_top(sit, rng)
        return {"type": "draw", "from": "discard" if take else "stock"}
    action = policy.discard(sit, rng)
    if action not in legal:      # a policy bug must never become an illegal move
        action = next(a for a in legal if a["type"] in ("discard", "knock"))
    return action


def _forced(view, legal):
    """The moves every level makes without thinking: gin, big gin, next round."""
    types = [a["type"] for a in legal]
    if "big_gin" in types:
        return {"type": "big_gin"}
    if "next_round" in types:
        return {"type": "next_round"}
    if len(set(types)) == 1 and len(legal) == 1:
        return legal[0]
    phase = view["phase"]
    if phase in ("upcard", "draw") and view["discard"]:
        top = view["discard"][-1]
        take = {"type": "take"} if phase == "upcard" else {"type": "draw", "from": "discard"}
        if take in legal:
            hand = mask_of(view["hand"])
            if after_discard_of_mask(hand | BIT_OF[top], BIT_OF[top]) == 0:
                return take
    if phase == "discard":
        hand = mask_of(view["hand"])
        for a in legal:
            if a["type"] == "knock" and deadwood_of_mask(hand & ~BIT_OF[a["card"]]) == 0:
                return a
    return None
