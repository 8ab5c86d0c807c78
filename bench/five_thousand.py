"""Benchmark: 5000 Rummy's meld maths, legal-action lists and CPU decisions, in µs (p50 / p99 / max).

    python bench/five_thousand.py [--matches 6] [--seed 1] [--cpu-matches 4] [--cpu-target 2500]
                                  [--only cpu|engine] [--quick]

--quick (seconds: one match of each kind, the CPU's to 1000) checks that the
benchmark still runs; its figures are too few to compare.

Engine part: positions come from baseline self-play at 4 and 8 players
(target 1000). At every decision it times, with nothing cached: `legal`
for the seat to act (per phase), the whole `view`, and the baseline's
`decide`. The meld maths are timed on every meld candidate of the hands
seen (check_meld) and on every (hand card, table meld) pair (layoff_places).

CPU part: `cpu.decide` per level, timed on every decision of whole
self-play matches (to 2500) at 4 players (one deck) and 8 players (two
decks), every seat playing that level, the planner's cache as it is in
play. Targets (CPython): strong p99 <= 10 ms, easy p99 <= 2 ms.

Times are the process's CPU time per call (time.process_time_ns), so other
load on the machine inflates them less than wall time would.
"""

import argparse
import os
import random
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "py")]

from rummy.five_thousand import Match, cpu  # noqa: E402
from rummy.five_thousand.selfplay import play_match  # noqa: E402
from rummy.five_thousand.cpu import baseline  # noqa: E402
from rummy.five_thousand.cpu.baseline import meld_candidates  # noqa: E402
from rummy.five_thousand.melds import check_meld, layoff_places  # noqa: E402


def timed(fn, *args):
    start = time.process_time_ns()
    out = fn(*args)
    return out, (time.process_time_ns() - start) / 1000


def line(name, samples):
    if not samples:
        return f"  {name:<28} (none)"
    s = sorted(samples)
    p = lambda q: s[min(len(s) - 1, int(q * len(s)))]
    return (f"  {name:<28} n={len(s):>6}  p50 {p(0.5):8.1f}  p99 {p(0.99):8.1f}"
            f"  max {s[-1]:8.1f}  mean {statistics.fmean(s):8.1f}")


def run(players, matches, seed):
    times = {}
    add = lambda key, t: times.setdefault(key, []).append(t)
    hands_seen = []
    for k in range(matches):
        m = Match(seed=f"bench-{seed}-{players}-{k}", players=players, target=1000)
        rng = random.Random(k)
        while m.phase != "match_over":
            seat = m.to_act
            m._legal_cache = None
            _, t = timed(m.legal, seat)
            add(f"legal {m.phase}", t)
            m._legal_cache = None
            view, t = timed(m.view, seat)
            add("view (legal included)", t)
            action, t = timed(baseline.decide, view, rng)
            add("baseline decide", t)
            if m.phase == "play" and len(hands_seen) < 3000:
                hands_seen.append((list(m.hands[seat]), m.wild, [dict(x) for x in m.melds]))
            m.apply(seat, action)
    for hand, wild, melds in hands_seen:
        for cards, as_ in meld_candidates(hand, wild)[:20]:
            _, t = timed(check_meld, cards, wild)
            add("check_meld", t)
            _, t = timed(check_meld, cards, wild, as_)
            add("check_meld with as", t)
        for card in hand:
            for meld in melds:
                _, t = timed(layoff_places, card, meld, wild)
                add("layoff_places", t)
    return times


def cpu_times(players, level, matches, seed, target=2500):
    """µs per `decide` of `level` over whole self-play matches (every seat at `level`)."""
    timings = {}
    clock = lambda: time.process_time_ns() / 1000
    for k in range(matches):
        play_match(f"bench-cpu-{seed}-{players}-{k}", [level] * players, target=target, timings=timings,
                   clock=clock)
    return timings[level]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cpu-matches", type=int, default=4)
    parser.add_argument("--cpu-target", type=int, default=2500)
    parser.add_argument("--only", choices=("cpu", "engine"))
    parser.add_argument("--quick", action="store_true", help="one match of each kind (a smoke run)")
    args = parser.parse_args(argv)
    if args.quick:
        args.matches, args.cpu_matches, args.cpu_target = 1, 1, 1000
    print(f"python {sys.version.split()[0]}; µs per call")
    if args.only != "cpu":
        for players in (4, 8):
            times = run(players, args.matches, args.seed)
            print(f"{players} players ({args.matches} matches):")
            for key in sorted(times):
                print(line(key, times[key]))
    if args.only != "engine":
        for players in (4, 8):
            print(f"cpu.decide, {players} players ({'two decks' if players > 4 else 'one deck'},"
                  f" {args.cpu_matches} matches to {args.cpu_target}, every seat at the level):")
            for level in cpu.LEVELS:
                print(line(level, cpu_times(players, level, args.cpu_matches, args.seed, args.cpu_target)))


if __name__ == "__main__":
    main()
