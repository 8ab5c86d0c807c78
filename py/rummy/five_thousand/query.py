"""Questions a seat may ask its match without changing it (the bridge's
`query` op, docs/protocol.md): the page asks them so that it never decides
a rule itself.

Melds are not in `view["legal"]` (there are too many), so the page asks
about the cards a person has selected:

  {"type": "meld", "cards": [...], "as": [...] | None}
    -> {"ok": True, "meld": <the meld as it would lie>, "as": [...]}
       `apply` would accept {"type": "meld", "cards", "as"} now;
    -> {"ok": False, "code": "ambiguous_wild", "readings": [{"as", "meld"}, ...]}
       the wild cards' places are ambiguous: each reading `apply` would
       accept, with the `as` list (parallel to `cards`) that names it;
    -> {"ok": False, "code": <IllegalAction code>, "message": ...}
       refused (bad_meld, cannot_finish, not_in_hand, wrong_phase, ...).

And why an action the legal list leaves out would be refused (to say so
in words: a discard refused with must_play, no_discard, cannot_go_out; a
deep draw refused with cannot_take):

  {"type": "check", "action": {...}}
    -> {"ok": True} or {"ok": False, "code", "message"}

A question of another shape is a ValueError (the bridge: bad_request).
Nothing here changes the match: each answer comes from the match's own
checks (`Match._check`), the ones `apply` runs first.
"""

from .actions import normalize
from .errors import IllegalAction
from .melds import readings


def answer(match, player, question):
    """The answer to `question` for `player` (see the module's docstring)."""
    if not isinstance(question, dict):
        raise ValueError("a question is an object with a 'type'")
    kind = question.get("type")
    if kind == "meld":
        return _meld(match, player, question)
    if kind == "check":
        _fields(question, {"type", "action"})
        return _refusal(match, player, question.get("action")) or {"ok": True}
    raise ValueError(f"unknown question {kind!r}: 'meld' or 'check'")


def _fields(question, allowed):
    unknown = sorted(set(question) - allowed)
    if unknown:
        raise ValueError(f"{question['type']} question: unknown field {unknown[0]!r}")


def _refusal(match, player, action):
    """{"ok": False, "code", "message"} when `apply` would refuse `action`, else None."""
    try:
        match._check(player, action)
    except IllegalAction as exc:
        return {"ok": False, "code": exc.code, "message": exc.message}
    return None


def _meld(match, player, question):
    _fields(question, {"type", "cards", "as"})
    cards = question.get("cards")
    action = {"type": "meld", "cards": cards}
    if question.get("as") is not None:
        action["as"] = question["as"]
    try:
        cards = normalize(action)["cards"]    # canonical codes, as the readings name them
        _, reading = match._check(player, action)
    except IllegalAction as exc:
        if exc.code != "ambiguous_wild":
            return {"ok": False, "code": exc.code, "message": exc.message}
        return _ambiguous(match, player, cards, exc)
    return {"ok": True, "meld": _plain(reading), "as": _as_list(cards, reading, match.wild)}


def _ambiguous(match, player, cards, exc):
    """The readings of an ambiguous meld that `apply` would accept, each with its `as`."""
    options, first_refusal = [], None
    for reading in readings(cards, match.wild):
        as_ = _as_list(cards, reading, match.wild)
        refused = _refusal(match, player, {"type": "meld", "cards": cards, "as": as_})
        if refused is None:
            options.append({"as": as_, "meld": _plain(reading)})
        elif first_refusal is None:
            first_refusal = refused
    if not options:
        return first_refusal or {"ok": False, "code": exc.code, "message": exc.message}
    return {"ok": False, "code": "ambiguous_wild", "message": exc.message, "readings": options}


def _as_list(cards, reading, wild):
    """The `as` list parallel to `cards` that names `reading`: each wild
    card's place (natural cards stand for themselves: None)."""
    pool = list(reading["cards"])
    out = []
    for card in cards:
        at = next(i for i, entry in enumerate(pool) if entry["card"] == card)
        entry = pool.pop(at)
        out.append(entry["as"] if card[0] == wild else None)
    return out


def _plain(reading):
    out = {"kind": reading["kind"], "suit": reading.get("suit"), "rank": reading.get("rank")}
    out["cards"] = [{"card": e["card"], "as": e["as"]} for e in reading["cards"]]
    return out
