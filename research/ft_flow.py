"""Where a 5000 Rummy seat's points come from and where they go, per level.

    python -m research.ft_flow [--deals 1000] [--seed flow] [--vs normal] POLICY [POLICY ...]

4 players, one deal per seed, the tested seat rotating (deal i puts it at
seat i % 4), every other seat at --vs; the same deals and random sources
as `ft_strength.py paired`, and the same POLICY specs (a level, a variant,
weights). Printed per POLICY, as means a deal: how deals end (someone goes
out, or the stock runs out) and how often the seat goes out; the seat's
turns (discards); its points, melded and caught in hand, against the
others' mean; the points it lays off on the others' melds and they on its
own; its takes from the pile (the top, deep); the cards and points the
others take from the pile that the seat threw there; its rummy calls, and
the points the others call on its discards.

What it found, and the commands that measured it: docs/research-five-thousand-cpu.md
(#where-a-seats-points-come-from-ft_flow).
"""

import argparse
import statistics
from collections import Counter

from research import ft_strength
from rummy.five_thousand.melds import card_points

PLAYERS = ft_strength.PLAYERS
ROWS = ("out", "stock_out", "went_out", "turns", "points", "melded", "caught", "others",
        "laid_off_theirs", "their_laid_off_mine", "top", "deep", "fed_cards", "fed_points",
        "rummy", "their_rummy_points")


def played_deal(seed, seat, mine, others):
    """(the deal's figures, the match at its end), the deal played by `ft_strength.play_deal`."""
    f, thrower, seen = Counter(), {}, {}

    def watch(m, s, view, action):
        seen["match"] = m
        _count(f, view, s, seat, action, thrower, seen.get("thrower"))
        if action["type"] == "discard":
            thrower[len(view["discard"])] = s     # (a later discard to that place overwrites it)
            seen["thrower"] = s
    figures = ft_strength.play_deal(seed, seat, mine, others, watch=watch)
    m = seen["match"]
    f[m.result["kind"]] += 1
    f["went_out"] += m.result["out"] == seat
    for row in ("points", "melded", "caught", "others", "top", "deep"):
        f[row] += figures[row]
    return f, m


def _count(f, view, s, seat, action, thrower, last_thrower):
    kind, wild = action["type"], view["wild"]
    if kind == "discard" and s == seat:
        f["turns"] += 1
    elif kind == "draw" and action["from"] == "discard":
        pile = view["discard"]
        for place in range(len(pile) - action["count"], len(pile)):
            if s != seat and thrower.pop(place, None) == seat:
                f["fed_cards"] += 1
                f["fed_points"] += card_points(pile[place], wild)
    elif kind == "layoff":
        owner = next(meld["owner"] for meld in view["melds"] if meld["id"] == action["meld"])
        if s == seat and owner != seat:
            f["laid_off_theirs"] += card_points(action["card"], wild)
        elif s != seat and owner == seat:
            f["their_laid_off_mine"] += card_points(action["card"], wild)
    elif kind == "rummy":
        if s == seat:
            f["rummy"] += 1
        elif last_thrower == seat:
            f["their_rummy_points"] += card_points(view["rummy_card"], wild)


def flows(spec, deals, seed, vs):
    """The mean of each ROWS figure over `deals` deals, for the POLICY `spec`."""
    mine, others = ft_strength.policy(spec), ft_strength.policy(vs)
    played = [played_deal(f"{seed}-{i}", i % PLAYERS, mine, others)[0] for i in range(deals)]
    return {row: statistics.mean(f[row] for f in played) for row in ROWS}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("policies", nargs="+")
    ap.add_argument("--deals", type=int, default=1000)
    ap.add_argument("--seed", default="flow")
    ap.add_argument("--vs", default="normal")
    args = ap.parse_args(argv)
    table = {spec: flows(spec, args.deals, args.seed, args.vs) for spec in args.policies}
    print(f"{args.deals} deals, seed {args.seed}, the others at {args.vs}; means a deal")
    print(f"  {'':22s}" + "".join(f"{spec[:14]:>15s}" for spec in args.policies))
    for row in ROWS:
        print(f"  {row:22s}" + "".join(f"{table[spec][row]:15.2f}" for spec in args.policies))


if __name__ == "__main__":
    main()
