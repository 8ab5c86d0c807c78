"""The simple greedy baseline: a reference opponent, reading only the view.

It takes the pile's top card only when that card makes a meld with its
hand, never takes deep, stops when the stock is empty and the top card
makes no meld, melds (largest meld first) and lays off everything it can,
discards its highest card that fits no table meld, and always calls rummy.
Every action it returns is legal: lay-offs and discards come from
`view["legal"]`, melds are checked with the engine's own predicates
(`melds.readings`, `finish.can_finish`).
"""

from ...cards import INDEX
from ..finish import can_finish, layable, target_meldable
from ..melds import POSITIONS, card_at, card_points, readings


def decide(view, rng=None):
    """One legal action for the seat of `view` (rng unused: deterministic)."""
    legal, phase = view["legal"], view["phase"]
    if not legal and not (phase == "play" and view["to_act"] == view["you"]):
        return None          # (in "play" an empty list means: only a meld plays the target)
    if phase == "deal_over":
        return {"type": "next_deal"}
    if phase == "rummy":
        return next(a for a in legal if a["type"] in ("rummy", "pass"))
    if phase == "draw":
        return _draw(view, legal)
    if phase == "play":
        action = _play(view, legal)
        if action is not None:
            return action
    return _discard(view, legal)


def _draw(view, legal):
    top = {"type": "draw", "from": "discard", "count": 1}
    if top in legal and target_meldable(view["discard"][-1], view["hand"], view["wild"]):
        return top
    stock = {"type": "draw", "from": "stock"}
    return stock if stock in legal else {"type": "stop"}


def _play(view, legal):
    hand, wild, must = view["hand"], view["wild"], view["must_play"]
    layoffs = [a for a in legal if a["type"] == "layoff"]
    if must is not None:
        for a in layoffs:
            if a["card"] == must:
                return a
    for cards, as_ in meld_candidates(hand, wild):
        if must is not None and must not in cards:
            continue
        if meld_is_legal(view, cards, as_):
            return {"type": "meld", "cards": cards, "as": as_}
    if layoffs:   # naturals before wild cards
        return min(layoffs, key=lambda a: (a["card"][0] == wild, INDEX[a["card"]], a["meld"]))
    return None


def _discard(view, legal):
    wild, melds = view["wild"], view["melds"]
    discards = [a["card"] for a in legal if a["type"] == "discard"]
    safe = [c for c in discards if not layable(c, melds, wild)] or discards
    return {"type": "discard", "card": max(safe, key=lambda c: (card_points(c, wild), INDEX[c]))}


def meld_is_legal(view, cards, as_):
    """Would the engine accept the meld `cards` (with `as_`) from this view?"""
    rest = list(view["hand"])
    for c in cards:
        if c not in rest:
            return False
        rest.remove(c)
    found = readings(cards, view["wild"], as_)
    if len(found) != 1:
        return False
    must = None if view["must_play"] in cards else view["must_play"]
    return can_finish(rest, view["melds"] + [found[0]], view["wild"], view["no_discard"], must)


def meld_candidates(hand, wild):
    """[(cards, as)] melds the hand could make, largest (then most points) first:
    every set of a rank with its naturals and 0..all wild cards, every run
    window of a suit with at least one natural, wild cards filling the gaps,
    and all wild cards as a set of the wild rank."""
    wilds = sorted((c for c in hand if c[0] == wild), key=INDEX.__getitem__)
    naturals = sorted({c for c in hand if c[0] != wild}, key=INDEX.__getitem__)
    out = []
    for rank in sorted({c[0] for c in naturals}, key="A23456789TJQK".index):
        same = [c for c in hand if c[0] == rank]
        for w in range(max(0, 3 - len(same)), len(wilds) + 1):
            cards = same + wilds[:w]
            out.append((cards, [c if c[0] != wild else rank + c[1] for c in cards]))
    if len(wilds) >= 3:
        out.append((list(wilds), list(wilds)))
    for suit in "SHDC":
        at = {p: c for c in naturals if c[1] == suit for p in POSITIONS[c[0]]}
        for lo in range(1, 13):
            for hi in range(lo + 2, 15):
                if lo == 1 and hi == 14:
                    continue
                have = [p for p in range(lo, hi + 1) if p in at]
                missing = [p for p in range(lo, hi + 1) if p not in at]
                if have and len(missing) <= len(wilds):
                    cards = [at[p] for p in have] + wilds[:len(missing)]
                    as_ = [at[p] for p in have] + [card_at(suit, p) for p in missing]
                    out.append((cards, as_))
    out.sort(key=lambda m: (-len(m[0]), -sum(card_points(c, wild) for c in m[0])))
    return out
