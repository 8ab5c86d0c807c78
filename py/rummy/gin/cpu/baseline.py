"""The simple expert baseline: a reference opponent for measuring the CPU.

The player the published Gin Rummy heuristics are measured against: take the
upcard (or the pile's top card) only when it makes a meld, discard the card
that leaves the least deadwood (the highest such card on a tie), knock as
soon as possible, and always go gin. It reads only the view.

The gin waiter (`decide_gin_only`) is the same player knocking only for gin:
the patient person a CPU that plays on for gin or an undercut must also beat.
"""

from rummy.gin.meldtables import BIT_OF, POINTS_OF, mask_of
from rummy.gin.melds import after_discard_of_mask, deadwood_of_mask

from .evaluate import makes_meld


def decide(view, rng=None, gin_only=False):
    """One legal action for the player of `view` (rng unused: deterministic)."""
    legal = view["legal"]
    if not legal:
        return None
    types = {a["type"] for a in legal}
    if "big_gin" in types:
        return {"type": "big_gin"}
    if "next_round" in types:
        return {"type": "next_round"}
    hand = mask_of(view["hand"])
    top = view["discard"][-1] if view["discard"] else None
    if view["phase"] == "upcard":
        return {"type": "take" if _wants(hand, top) else "pass"}
    if view["phase"] == "draw":
        can_take = {"type": "draw", "from": "discard"} in legal
        take = can_take and _wants(hand, top)
        return {"type": "draw", "from": "discard" if take else "stock"}
    return _discard(hand, legal, gin_only)


def decide_gin_only(view, rng=None):
    """The gin waiter's action: the baseline's, but a knock only for gin."""
    return decide(view, rng, gin_only=True)


def _wants(hand, top):
    if top is None:
        return False
    b = BIT_OF[top]
    return after_discard_of_mask(hand | b, b) == 0 or makes_meld(hand, b)


def _discard(hand, legal, gin_only):
    def key(c):
        b = BIT_OF[c]       # deck order: the tie-break
        return (deadwood_of_mask(hand & ~b), -POINTS_OF[b], b)
    knocks = [a["card"] for a in legal if a["type"] == "knock"
              and not (gin_only and deadwood_of_mask(hand & ~BIT_OF[a["card"]]) > 0)]
    if knocks:
        return {"type": "knock", "card": min(knocks, key=key)}
    return {"type": "discard", "card": min((a["card"] for a in legal if a["type"] == "discard"), key=key)}
