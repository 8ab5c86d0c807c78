"""The shape of an action dict, checked the same way for every game.

Whether an action is legal now is the engine's question; this only checks
that it is a dict of a known type with exactly the fields that type takes,
and parses card fields. Each game lists its shapes and raises its own
IllegalAction subclass (codes "bad_action" and "bad_card").
"""

from .cards import parse_card


def check_shape(action, shapes, error):
    """The action's type once its fields fit `shapes`: {type: (required, optional)}.
    `error` is the game's IllegalAction class."""
    if not isinstance(action, dict):
        raise error("bad_action", f"an action is a dict, not {type(action).__name__}")
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in shapes:
        raise error("bad_action", f"unknown action type {kind!r}")
    required, optional = shapes[kind]
    fields = set(action) - {"type"}
    if not set(required) <= fields or not fields <= set(required) | set(optional):
        also = f" and optionally {list(optional)}" if optional else ""
        raise error("bad_action", f"{kind!r} action takes the fields {list(required)}{also},"
                                  f" not {sorted(map(str, fields))}")
    return kind


def card_field(kind, value, error):
    """A card field in canonical form; `error` ("bad_card") when it is not a card."""
    try:
        return parse_card(value)
    except ValueError:
        raise error("bad_card", f"{kind} {value!r}: not a card") from None
