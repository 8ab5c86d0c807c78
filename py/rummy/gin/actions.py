"""Action dicts: check their shape and put them in canonical form.

Only the shape is checked here; whether an action is legal now is the
engine's question.
"""

from ..cards import parse_card
from .errors import IllegalAction

# type -> the fields it carries besides "type"
SHAPES = {
    "take": (), "pass": (), "next_round": (), "big_gin": (),
    "draw": ("from",), "discard": ("card",), "knock": ("card",),
}
DRAW_SOURCES = ("stock", "discard")


def normalize(action):
    """Canonical copy of `action`, or IllegalAction("bad_action"/"bad_card")."""
    if not isinstance(action, dict):
        raise IllegalAction("bad_action", f"an action is a dict, not {type(action).__name__}")
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in SHAPES:
        raise IllegalAction("bad_action", f"unknown action type {kind!r}")
    wanted = set(SHAPES[kind]) | {"type"}
    if set(action) != wanted:
        extra = sorted(map(str, set(action) ^ wanted))
        raise IllegalAction("bad_action", f"{kind!r} action takes the fields {sorted(wanted)}; check {extra}")
    out = {"type": kind}
    if "from" in wanted:
        if action["from"] not in DRAW_SOURCES:
            raise IllegalAction("bad_action", f"draw from {action['from']!r}: use 'stock' or 'discard'")
        out["from"] = action["from"]
    if "card" in wanted:
        try:
            out["card"] = parse_card(action["card"])
        except ValueError:
            raise IllegalAction("bad_card", f"{kind} {action['card']!r}: not a card") from None
    return out
