"""From a plan to actions, and whether an action is legal, from the view alone.

Melds are not in `view["legal"]`; a meld is legal when its cards are in
hand, they read as exactly one meld, and the turn can still be finished
afterwards (the engine's own predicates: `melds.readings`,
`finish.can_finish`). Every other action is legal exactly when it is listed.
"""

from ...cards import INDEX
from .baseline import meld_is_legal


def is_legal(view, action):
    """Would the engine accept `action` from the seat of `view` now?"""
    if not isinstance(action, dict):
        return False
    if action.get("type") == "meld":
        if view["phase"] != "play" or view["to_act"] != view["you"]:
            return False
        return meld_is_legal(view, action["cards"], action.get("as"))
    return action in view["legal"]


def meld_action(cards, as_=None):
    out = {"type": "meld", "cards": list(cards)}
    if as_ is not None:
        out["as"] = list(as_)
    return out


def step_action(view, step):
    """The legal action for one plan step, or None when the engine would refuse it now."""
    kind = step[0]
    if kind == "meld":
        action = meld_action(step[1], step[2])
        return action if meld_is_legal(view, action["cards"], action.get("as")) else None
    if kind == "layoff":
        action = {"type": "layoff", "card": step[1], "meld": step[2], "as": step[3]}
        return action if action in view["legal"] else None
    return wild_layoff(view, step[1])


def first_action(view, steps):
    """The action of the first step the engine would accept now, or None."""
    for step in steps:
        action = step_action(view, step)
        if action is not None:
            return action
    return None


def wild_layoff(view, card):
    """A legal lay-off of the wild `card`: on a set first (a set never closes),
    else at a run's end."""
    kinds = {m["id"]: m["kind"] for m in view["melds"]}
    options = [a for a in view["legal"] if a["type"] == "layoff" and a["card"] == card]
    options.sort(key=lambda a: (kinds.get(a["meld"]) != "set", a["meld"], INDEX[a["as"]]))
    return options[0] if options else None


def ordered_steps(plan, must=None):
    """The plan's steps in playing order: what plays the deep target first,
    then melds (most points first), lay-offs in chain order, wild cards last."""
    def plays_must(step):
        return must is not None and must in step_cards(step)
    first = [s for s in plan.steps if plays_must(s)]
    rest = [s for s in plan.steps if not plays_must(s)]
    melds = [s for s in rest if s[0] == "meld"]
    others = [s for s in rest if s[0] != "meld"]
    return first + melds + others


def step_cards(step):
    """The cards a plan step plays (a meld's, or the one laid off)."""
    return list(step[1]) if step[0] == "meld" else [step[1]]


def legal_discards(view):
    return sorted({a["card"] for a in view["legal"] if a["type"] == "discard"}, key=INDEX.__getitem__)
