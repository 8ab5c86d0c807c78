"""Action dicts: check their shape and put them in canonical form.

Only the shape is checked here; whether an action is legal now is the
engine's question. Canonical forms:
  {"type": "draw", "from": "stock"}
  {"type": "draw", "from": "discard", "count": k}     (count 1 when absent)
  {"type": "meld", "cards": [...]}  or with "as": [...] (entries a card or None)
  {"type": "layoff", "card": c, "meld": id}  or with "as": c
  {"type": "discard", "card": c}
  {"type": "rummy", "meld": id}  or with "as": c
  {"type": "pass"}, {"type": "stop"}, {"type": "next_deal"}
"""

from ..actions import card_field, check_shape
from .errors import IllegalAction

# type -> (required fields, optional fields) besides "type"
SHAPES = {
    "draw": (("from",), ("count",)),
    "meld": (("cards",), ("as",)),
    "layoff": (("card", "meld"), ("as",)),
    "discard": (("card",), ()),
    "rummy": (("meld",), ("as",)),
    "pass": ((), ()), "stop": ((), ()), "next_deal": ((), ()),
}
MAX_MELD = 14


def normalize(action):
    """Canonical copy of `action`, or IllegalAction("bad_action"/"bad_card")."""
    kind = check_shape(action, SHAPES, IllegalAction)
    required = SHAPES[kind][0]
    out = {"type": kind}
    if kind == "draw":
        _draw(action, out)
    if "card" in required:
        out["card"] = _card(kind, action["card"])
    if "meld" in required:
        out["meld"] = _count(kind, "meld", action["meld"], 0)
    if kind == "meld":
        _meld(action, out)
    elif "as" in action:
        out["as"] = _card(kind, action["as"])
    return out


def _draw(action, out):
    source = action["from"]
    if source not in ("stock", "discard"):
        raise IllegalAction("bad_action", f"draw from {source!r}: use 'stock' or 'discard'")
    out["from"] = source
    if source == "discard":
        out["count"] = _count("draw", "count", action.get("count", 1), 1)
    elif "count" in action:
        raise IllegalAction("bad_action", "a draw from the stock takes no count")


def _meld(action, out):
    cards = action["cards"]
    if not isinstance(cards, list) or not cards or len(cards) > MAX_MELD:
        raise IllegalAction("bad_action", f"meld cards must be a list of 1-{MAX_MELD} cards, not {cards!r}")
    out["cards"] = [_card("meld", c) for c in cards]
    if "as" in action:
        as_ = action["as"]
        if not isinstance(as_, list) or len(as_) != len(cards):
            raise IllegalAction("bad_action", f"meld 'as' must be a list as long as 'cards', not {as_!r}")
        out["as"] = [None if a is None else _card("meld", a) for a in as_]


def _card(kind, value):
    return card_field(kind, value, IllegalAction)


def _count(kind, field, value, least):
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise IllegalAction("bad_action", f"{kind} {field} must be an integer >= {least}, not {value!r}")
    return value
