"""Action dicts: check their shape and put them in canonical form.

Only the shape is checked here; whether an action is legal now is the
engine's question.
"""

from ..actions import card_field, check_shape
from .errors import IllegalAction

# type -> (the fields it carries besides "type", optional ones)
SHAPES = {
    "take": ((), ()), "pass": ((), ()), "next_round": ((), ()), "big_gin": ((), ()),
    "draw": (("from",), ()), "discard": (("card",), ()), "knock": (("card",), ()),
}
DRAW_SOURCES = ("stock", "discard")


def normalize(action):
    """Canonical copy of `action`, or IllegalAction("bad_action"/"bad_card")."""
    kind = check_shape(action, SHAPES, IllegalAction)
    out = {"type": kind}
    if kind == "draw":
        if action["from"] not in DRAW_SOURCES:
            raise IllegalAction("bad_action", f"draw from {action['from']!r}: use 'stock' or 'discard'")
        out["from"] = action["from"]
    if "card" in action:
        out["card"] = card_field(kind, action["card"], IllegalAction)
    return out
