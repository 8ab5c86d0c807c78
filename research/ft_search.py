"""A random search of the 5000 strong level's weights, ranked by match wins.

    python -m research.ft_search [--sets 30] [--matches 2000] [--target 2500] [--seed RS]
                                 [--low 0.6] [--high 1.5] [--jobs 2] [--vs normal]

Each set scales two to four of strong's weights (WEIGHTS, drawn at random,
seeded by --seed) by factors drawn from --low to --high. Strong and every
set play the same matches (research/ft_strength.py's matches mode: 4 players
to --target, the tested seat at match i % 4, the others at --vs), and each
set is printed as it ends, then all of them ranked, as the matches it won
that strong lost and lost that strong won (the net change of strong's win
rate ± its standard error), with the POLICY spec that plays it again.
The best of thirty sets always looks good: confirm a pick on fresh seeds
(`python -m research.ft_strength matches --seed NEW strong SPEC`) before
believing it.

What it found, and the commands that measured it: docs/research-five-thousand-cpu.md
(#the-search-of-strongs-weights-ft_search).
"""

import argparse
import random
import sys

from research import ft_strength

# The weights a set may scale: fields of the strong level's settings (cpu/settings.py).
WEIGHTS = ("risk_weight", "meld_weight", "out_value", "lead_weight", "compat", "deep_reach",
           "feed_weight", "blank_cost", "deep_margin", "top_margin", "stock_scale", "hold_risk")


def weight_sets(count, low, high, seed):
    """`count` POLICY specs, each strong with 2-4 of WEIGHTS scaled by low..high."""
    rng = random.Random(seed)
    strong = ft_strength.variant("strong")
    out = []
    for _ in range(count):
        names = sorted(rng.sample(WEIGHTS, rng.randint(2, 4)))
        out.append("strong:" + ",".join(f"{k}={weight(strong, k) * rng.uniform(low, high):.4g}" for k in names))
    return out


def weight(level, key):
    """The level's present value of weight `key` (a field of its settings)."""
    return getattr(level.settings, key)


def search(args):
    n = args.matches
    base = ft_strength.run_seats("strong", args, n, args.target)
    wins = sum(won for won, _ in base)
    print(f"{n} matches to {args.target}, seed {args.seed}, the others at {args.vs}: "
          f"strong wins {wins} = {100 * wins / n:.1f} %", flush=True)
    found = []
    for spec in weight_sets(args.sets, args.low, args.high, args.seed):
        gained, lost, _ = ft_strength.against(base, ft_strength.run_seats(spec, args, n, args.target))
        found.append((gained - lost, gained, lost, spec))
        print(f"  +{gained:3d} -{lost:3d}  {ft_strength.change(gained, lost, n)}  {spec}", flush=True)
    print("ranked:")
    for _, gained, lost, spec in sorted(found, key=lambda f: -f[0]):
        print(f"  {ft_strength.change(gained, lost, n)}  {spec}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sets", type=int, default=30)
    ap.add_argument("--matches", type=int, default=2000)
    ap.add_argument("--target", type=int, default=2500)
    ap.add_argument("--seed", default="RS")
    ap.add_argument("--low", type=float, default=0.6)
    ap.add_argument("--high", type=float, default=1.5)
    ap.add_argument("--jobs", type=int, default=1, help="processes to play the matches in")
    ap.add_argument("--vs", default="normal")
    args = ap.parse_args(argv)
    if not 0 < args.low <= args.high:
        sys.exit(f"--low {args.low} and --high {args.high}: need 0 < low <= high")
    search(args)


if __name__ == "__main__":
    main()
