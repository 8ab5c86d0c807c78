"""A smoke session that plays every registered game through the bridge.

Run inside Pyodide by tools/trace_imports.mjs (and runnable on CPython:
`PYTHONPATH=py python tools/smoke_session.py`), it exercises what a real
visit does for each game in `rummy.games.GAMES`: the worker's warm-up, a
match at every CPU level with the CPU's moves and the person's (played by
the game's own CPU on the person's view, since view["legal"] need not list
every action, e.g. melds), a save and a load. It knows no game's rules.
Printed last: the standard-library files imported (inside Pyodide's stdlib
zip), as JSON, which the build holds against its trim of the stdlib.
"""

import json
import random
import sys

from rummy import games
from rummy.web import Bridge, warm_up

STDLIB_PREFIX = "/lib/python314.zip/"
STEPS = 150


def ask(bridge, **request):
    return json.loads(bridge.handle(json.dumps(request)))


def play(game_id, level):
    """Play up to STEPS requests of one match; return the bridge."""
    game, rng = games.get(game_id), random.Random(level)
    bridge = Bridge()
    reply = ask(bridge, op="new_match", game=game_id, level=level, seed=f"SMOKE-{game_id}-{level}")
    assert reply["ok"], reply
    for _ in range(STEPS):
        view = reply["view"]
        if view["phase"] == "match_over":
            break
        if reply["cpu_turn"]:
            reply = ask(bridge, op="cpu", state=reply["state"])
        else:
            reply = ask(bridge, op="act", action=game.decide(view, "easy", rng), state=reply["state"])
        assert reply["ok"], reply
    return bridge


def session():
    warm_up()
    for game_id in sorted(games.GAMES):
        for level in ("easy", "normal", "strong"):
            bridge = play(game_id, level)
            loaded = ask(Bridge(), op="load", save=ask(bridge, op="save")["save"])
            assert loaded["ok"] and loaded["view"] == ask(bridge, op="view")["view"], game_id


def stdlib_imported():
    return sorted({m.__file__[len(STDLIB_PREFIX):] for m in list(sys.modules.values())
                   if (getattr(m, "__file__", None) or "").startswith(STDLIB_PREFIX)})


if __name__ == "__main__":
    session()
    print(json.dumps(stdlib_imported()))
