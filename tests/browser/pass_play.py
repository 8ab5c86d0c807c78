"""Pass-and-play matches (issue 54) played through the bridge, as the page
plays them, for the browser tests and for finding their fixed games.

Every person at the table plays as the CPU would in their place: the
engine's own `decide` on that person's view, with a random source fixed by
the reply's state counter (`person_rng`), so a match's seed (and first deal
code) fixes the whole match, whoever plays it: this module through the
bridge, or a browser test by clicks (test_pass_ft.py, test_pass_gin.py).
A 5000 rummy call is made aloud on the public view: the person asked
always calls, at the first place offered.

    PYTHONPATH=py:tests/browser python tests/browser/pass_play.py --search five_thousand
    PYTHONPATH=py:tests/browser python tests/browser/pass_play.py --search gin
"""

import json
import random
import sys

from rummy.web import Bridge

FT_PEOPLE = [True, True, False, True]          # 5000: people at 0, 1 and 3, a CPU at 2
FT_NAMES = ["Ann", "Bo", None, "Cy"]
GIN_PEOPLE = [True, True]
GIN_NAMES = ["Ann", "Bo"]


def person_rng(view, state):
    """The random source of a person's decision: fixed by the match's log length (5000's
    view says it, and it survives a reload) or else the reply's state counter (Gin)."""
    return random.Random(f"pass-and-play/{view.get('state', state)}")


def person_choice(decide, view, state, level):
    """What the person to act does: a rummy call aloud (public view), or the CPU's choice
    in their place (`decide`: the game's rummy.<game>.cpu.decide)."""
    if view["you"] is None:
        legal = view["legal"]
        calls = [a for a in legal if a["type"] == "rummy"]
        return calls[0] if calls else legal[0]
    return decide(view, level, person_rng(view, state))


class PassTable:
    """One match through the bridge: the people reveal and act, the CPU seats step (`cpu`)."""

    def __init__(self, game, seed, people, names, level="easy", **options):
        self.bridge = Bridge()
        self.level = level
        self.log = []     # (kind, seat, action): "reveal", "act", "call", "cpu"
        self.reply = self.send("new_match", game=game, seed=seed, people=people, names=names, level=level, **options)

    def send(self, op, **fields):
        reply = json.loads(self.bridge.handle(json.dumps({"op": op, **fields})))
        assert reply["ok"], reply["error"]
        return reply

    @property
    def view(self):
        return self.reply["view"]

    def step(self):
        """One request as the page sends it; False once the match is over."""
        view, state = self.view, self.reply["state"]
        if view["phase"] == "match_over":
            return False
        if self.reply["cpu_turn"]:
            self.reply = self.send("cpu", state=state)
            self.log.append(("cpu", view["to_act"], self.reply["cpu_action"]))
        elif self.reply["viewer"] is None and not view["legal"]:   # the handoff
            self.reply = self.send("reveal", seat=view["to_act"], state=state)
            self.log.append(("reveal", view["to_act"], None))
        else:
            action = person_choice(self.bridge.game.decide, view, state, self.level)
            kind = "call" if action["type"] in ("rummy", "pass") and view["you"] is None else "act"
            self.log.append((kind, view["to_act"], action))
            self.reply = self.send("act", action=action, state=state)
        return True

    def play(self, limit=20000):
        for _ in range(limit):
            if not self.step():
                return self
        raise AssertionError("the match did not end")


def ft_table(seed, deal=None):
    return PassTable("five_thousand", seed, FT_PEOPLE, FT_NAMES, players=4, target=1000, deal=deal)


def gin_table(seed, deal=None):
    return PassTable("gin", seed, GIN_PEOPLE, GIN_NAMES, target=50, deal=deal)


def summary(table):
    acts = [entry for entry in table.log if entry[0] in ("act", "call")]
    calls = [entry for entry in table.log if entry[0] == "call" and entry[2]["type"] == "rummy"]
    return {"acts": len(acts), "reveals": sum(1 for e in table.log if e[0] == "reveal"),
            "calls": len(calls), "deals": table.view.get("deal", table.view.get("round"))}


def search(game, count=40):
    """Seeds whose match the people finish in the fewest acts (5000: with a person's rummy call in deal 1)."""
    found = []
    for i in range(count):
        seed = f"PASS-{game.upper()}-{i:03d}"
        table = ft_table(seed) if game == "five_thousand" else gin_table(seed)
        deal1_call = False
        while table.step():
            if game == "five_thousand" and table.log[-1][0] == "call" and table.log[-1][2]["type"] == "rummy" \
                    and table.view["deal"] == 1:
                deal1_call = True
        info = summary(table)
        if game == "gin" or deal1_call:
            found.append((info["acts"], seed, info))
            print(seed, info, flush=True)
    found.sort()
    print("best:", found[:5])


if __name__ == "__main__":
    if sys.argv[1:2] == ["--search"]:
        search(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 40)
