"""Self-play for 5000 Rummy: one seat at a level against the others, with statistics.

    python -m rummy.selfplay --game five_thousand --players 4 --matches 200 \\
        --level strong --vs normal --seed 1 --target 2500 --workers 2

One seat plays --level, every other seat --vs (a level or `baseline`, the
greedy reference opponent of `cpu.baseline`); without --vs every seat
plays --level. The tested seat rotates from match to match: match k puts it
at seat k mod players, and the matches k = g*players ... g*players+players-1
share one seed, so every group of matches deals the same cards with the
tested level in each seat once. Printed: the share of matches each side won
with a 95 % interval (Wilson), the mean deal points per seat kind, the
tested seat's edge (its deal points less the other seats' mean, per deal,
± its standard error), deals per match, turns per deal (median, quartiles) and the rates of going out,
stock-outs, deep draws and rummy calls. Results do not depend on --workers.
A match that reaches MAX_DEALS deals is stopped and counted (never seen so
far; the engine's turn limit already ends every deal).
"""

import argparse
import math
import random
import statistics
import sys
import time
from multiprocessing import Pool

from ..confidence import wilson
from . import Match, cpu
from .cpu import baseline

PLAYERS = ("easy", "normal", "strong", "baseline")
TARGETS = (1000, 2500, 5000)
MAX_DEALS = 400


def player_fn(name):
    """decide(view, rng) for a player name."""
    if name == "baseline":
        return lambda view, rng: baseline.decide(view, rng)
    if name not in cpu.LEVELS:
        raise ValueError(f"unknown player {name!r}; choose from {', '.join(PLAYERS)}")
    return lambda view, rng: cpu.decide(view, name, rng)


def play_match(seed, names, target=5000, timings=None, clock=time.process_time, max_deals=MAX_DEALS,
               deciders=None):
    """Play one match with seat s played by `names[s]`; returns a record:
    {"winner": seat or None (stopped at max_deals), "deals": [deal records]}.
    With `timings` (a dict name -> list), every decision's time is added (seconds).
    `deciders`: seat s's `fn(match, view, rng)` in place of its name's player
    (research/ft_strength.py's variants, some told the match itself)."""
    match = Match(seed=seed, players=len(names), target=target)
    fns = deciders or [_named(player_fn(n)) for n in names]
    rngs = [random.Random(f"{seed}/{seat}") for seat in range(len(names))]
    deals = []
    while True:
        if not match.in_play:
            deals.append(_deal_record(match))
            if match.phase == "match_over" or len(deals) >= max_deals:
                break
            match.apply(0, {"type": "next_deal"})
            continue
        seat = match.to_act
        view = match.view(seat)
        t0 = clock()
        action = fns[seat](match, view, rngs[seat])
        if timings is not None:
            timings.setdefault(names[seat], []).append(clock() - t0)
        match.apply(seat, action)
    winner = match.result["winner"] if match.phase == "match_over" else None
    return {"winner": winner, "deals": deals}


def _named(fn):
    return lambda match, view, rng: fn(view, rng)


def _deal_record(match):
    n = match.players
    deep, rummy, draws, discards = [0] * n, [0] * n, 0, 0
    for h in match.history:
        if h["action"] in ("draw", "stop"):
            draws += 1
            if h.get("count", 1) > 1:
                deep[h["player"]] += 1
        elif h["action"] == "discard":
            discards += 1
        elif h["action"] == "rummy":
            rummy[h["player"]] += 1
    r = match.result
    return {"kind": r["kind"], "reason": r["reason"], "out": r["out"], "turns": draws, "discards": discards,
            "points": list(r["points"]), "melded": list(r["melded_points"]), "held": list(r["hand_points"]),
            "deep": deep, "rummy": rummy}


def _job(args):
    seed, names, target = args
    record = play_match(seed, names, target)
    record["names"] = list(names)
    return record


def jobs_for(matches, players, level, vs, seed):
    """(seed, seat names) per match: the tested seat rotates, each group of
    `players` matches shares one seed."""
    out = []
    for k in range(matches):
        names = [level if (vs is None or s == k % players) else vs for s in range(players)]
        out.append((f"{seed}/{k // players}", tuple(names)))
    return out


def run(matches, players, level, vs, seed, target, workers=1):
    jobs = [(s, names, target) for s, names in jobs_for(matches, players, level, vs, seed)]
    if workers > 1:
        with Pool(workers) as pool:
            return pool.map(_job, jobs, chunksize=1)
    return [_job(j) for j in jobs]


def edge(records, level):
    """(mean, standard error, deals): the deal points of the seat at `level`
    less the mean of the other seats', per deal, in matches with one such seat."""
    diffs = []
    for r in records:
        me = r["names"].index(level)
        for d in r["deals"]:
            others = [p for s, p in enumerate(d["points"]) if s != me]
            diffs.append(d["points"][me] - statistics.fmean(others))
    se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else math.inf
    return statistics.fmean(diffs), se, len(diffs)


def summary(records, level, vs, players):
    """The printed figures, as lines."""
    n = len(records)
    deals = [d for r in records for d in r["deals"]]
    names = sorted({x for r in records for x in r["names"]})
    lines = []
    capped = sum(1 for r in records if r["winner"] is None)
    if vs is not None and vs != level:
        k = sum(1 for r in records if r["winner"] is not None and r["names"][r["winner"]] == level)
        lo, hi = wilson(k, n)
        lines.append(f"matches won: {level} {k} of {n} = {k / n:.1%} (95% interval {lo:.1%}..{hi:.1%});"
                     f" fair share {1 / players:.1%}")
        j = n - k - capped
        lo, hi = wilson(j, n)
        lines.append(f"             {vs} ({players - 1} seats) {j} = {j / n:.1%} (95% interval {lo:.1%}..{hi:.1%}),"
                     f" {j / n / (players - 1):.1%} per seat")
        m, se, nd = edge(records, level)
        lines.append(f"edge: {level}'s deal points less the others' mean {m:+.1f} ± {se:.1f} a deal ({nd} deals)")
    else:
        by_seat = [sum(1 for r in records if r["winner"] == s) for s in range(players)]
        lines.append(f"matches won by seat: {', '.join(f'{s}: {w}' for s, w in enumerate(by_seat))}"
                     f" (every seat plays {level})")
    if capped:
        lines.append(f"stopped at {MAX_DEALS} deals without a winner: {capped} matches")
    for name in names:
        mine = [(d, s) for r in records for d in r["deals"] for s, x in enumerate(r["names"]) if x == name]
        pts = [d["points"][s] for d, s in mine]
        melded = statistics.fmean(d["melded"][s] for d, s in mine)
        held = statistics.fmean(d["held"][s] for d, s in mine)
        seats = sum(1 for r in records for x in r["names"] if x == name)
        outs = sum(1 for r in records for d in r["deals"] if d["out"] is not None and r["names"][d["out"]] == name)
        deep = sum(d["deep"][s] for d, s in mine)
        calls = sum(d["rummy"][s] for d, s in mine)
        per = len(pts) or 1
        lines.append(f"  {name}: mean deal points {statistics.fmean(pts):+.1f} per seat"
                     f" (melded {melded:.1f}, caught in hand {held:.1f});"
                     f" per seat and deal: goes out {outs / per:.1%}, deep draws {deep / per:.3f},"
                     f" rummy calls {calls / per:.3f} ({seats} seats)")
    per_match = sorted(len(r["deals"]) for r in records)
    q = statistics.quantiles(per_match, n=4) if n >= 2 else per_match * 3
    lines.append(f"deals: {len(deals)}; deals per match: mean {statistics.fmean(per_match):.1f},"
                 f" median {statistics.median(per_match):.1f}, quartiles {q[0]:.1f} / {q[2]:.1f},"
                 f" max {per_match[-1]}")
    turns = sorted(d["turns"] for d in deals)
    q = statistics.quantiles(turns, n=4) if len(turns) >= 2 else turns * 3
    lines.append(f"turns per deal: median {statistics.median(turns):.1f}, quartiles {q[0]:.1f} / {q[2]:.1f},"
                 f" max {turns[-1]}")
    nd = len(deals)
    outs = sum(1 for d in deals if d["kind"] == "out")
    limit = sum(1 for d in deals if d["reason"] == "turn_limit")
    draws = sum(d["turns"] for d in deals)
    discards = sum(d["discards"] for d in deals)
    deep = sum(sum(d["deep"]) for d in deals)
    calls = sum(sum(d["rummy"]) for d in deals)
    lines.append(f"rates: going out {outs / nd:.1%} of deals, stock-outs {(nd - outs) / nd:.1%}"
                 f" (turn limit {limit}); deep draws {deep / nd:.3f} per deal ({deep / max(1, draws):.2%} of draws);"
                 f" rummy calls {calls / nd:.3f} per deal ({calls / max(1, discards):.2%} of discards)")
    return lines


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m rummy.selfplay --game five_thousand",
                                 description=__doc__.split("\n")[0])
    ap.add_argument("--players", type=int, default=4, choices=range(3, 9), metavar="3..8")
    ap.add_argument("--matches", type=int, default=100)
    ap.add_argument("--level", default="normal", choices=PLAYERS)
    ap.add_argument("--vs", default=None, choices=PLAYERS)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", type=int, default=5000, choices=TARGETS)
    ap.add_argument("--workers", type=int, default=1, help="processes (2 uses both cores)")
    args = ap.parse_args(argv)
    t0 = time.time()
    records = run(args.matches, args.players, args.level, args.vs, args.seed, args.target, args.workers)
    title = (f"{args.level} (one seat, rotating) vs {args.vs}" if args.vs else f"{args.level} on every seat")
    print(f"5000 Rummy, {title}: {len(records)} matches to {args.target}, {args.players} players,"
          f" seed {args.seed}, {time.time() - t0:.1f} s")
    for line in summary(records, args.level, args.vs, args.players):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
