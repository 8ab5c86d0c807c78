"""Public events: what happened in a match, as one seat may know it.

A game's match appends every step to `match.events` as a dict with a
"type"; a part only the acting seat may know (the card it drew from the
stock) rides under "secret". `visible` is the one place such a part is kept
or dropped, so every game's events leave through the same gate.
"""


def visible(events, seat):
    """Copies of `events` for `seat`: secrets merged for the seat that owns
    them ("player"), dropped for everyone else."""
    out = []
    for event in events:
        shown = {k: v for k, v in event.items() if k != "secret"}
        if "secret" in event and event.get("player") == seat:
            shown.update(event["secret"])
        out.append(shown)
    return out
