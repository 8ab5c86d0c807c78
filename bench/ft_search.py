"""A random search of the 5000 strong level's weights, ranked by match wins.

    python bench/ft_search.py [--sets 30] [--matches 2000] [--target 2500] [--seed RS]
                              [--low 0.6] [--high 1.5] [--jobs 2] [--vs normal]

Each set scales two to four of strong's weights (WEIGHTS, drawn at random,
seeded by --seed) by factors drawn from --low to --high. Strong and every
set play the same matches (bench/ft_strength.py's matches mode: 4 players
to --target, the tested seat at match i % 4, the others at --vs), and each
set is printed as it ends, then all of them ranked, as the matches it won
that strong lost and lost that strong won (the net change of strong's win
rate ± its standard error), with the POLICY spec that plays it again.
The best of thirty sets always looks good: confirm a pick on fresh seeds
(`python bench/ft_strength.py matches --seed NEW strong SPEC`) before
believing it.

What it found (2026-12-04, a scratch copy of this search, seed RS, 31
sets, 2000 matches each): the sets ranged from -1.00 ± 0.47 to +1.30 ±
0.70 points of win rate around strong, about the spread noise gives 31
tries; the pick that held on fresh seeds was meld_weight 1.35 (+0.70 ±
0.28 on RC, RD, RE; strong's weight since). Then (2026-12-05, against that
strong, `ft_strength.py matches --matches 2000 --seed V1`, points of win
rate): meld_weight 1.7 -0.60 ± 0.52, 2.0 -0.15 ± 0.62; risk_weight 0.5
+0.15 ± 0.55; both +0.20 ± 0.67; DEEP_MARGIN 8 -0.70 ± 0.57; final-stage
-0.10 ± 0.41. Scratch variants (not kept): meld 1.7 and risk 0.5 only
while trailing the top opponent's total +0.15 ± 0.52 (2.2 and 0.35: -0.30
± 0.67); only while trailing it by 200+ +0.65 ± 0.43, then on fresh seeds
F1-F4 +0.20 ± 0.22 in all (by 400+, F1, F2: +0.05, +0.30 ± 0.32); safer
while leading (meld 1.0, risk 0.9) -1.10 ± 0.50, bolder (1.7, 0.5) -0.10
± 0.47 (F1 -0.30 ± 0.45); the caught chance scaled by the kept hand's
size (x(1 + 0.08 (n - 5)), 0.8-1.25, as strong's own kept cards showed)
+0.35 ± 0.47. This search, `--sets 10 --seed S40 --jobs 2`: -1.00 ± 0.57
to +0.70 ± 0.52, seven of ten below zero; its top two raised feed_weight,
which alone (1.3) on F1-F4 gave -0.01 ± 0.23. Flat around the present
weights.
Beyond this search's range (2026-12-05, `ft_strength.py matches --matches
2000 --seed G1 --jobs 2 strong SPEC ...`, points of win rate): risk_weight
0.35 -0.55 ± 0.67; out_value 0.6 +0.40 ± 0.49 (G2 +0.05 ± 0.52);
HOLD_RISK 0 (never hold) -0.05 ± 0.09, 1951 of 2000 matches alike;
feed_weight 0.6 with lead_weight 0.8 +0.05 ± 0.60; blank_cost 5 +0.25 ±
0.15. bench/ft_variants.py's out-shape and combined against this strong:
G2 +0.80 ± 0.56 and +1.35 ± 0.61 (the best of six tried there), then G3
(3000 matches) -0.07 ± 0.45 (out-shape, SHAPE_MAX 4) and -0.10 ± 0.51: the
G2 figures were the pick's luck; both are also 2-6 times over decide's
10 ms p99 with 8 players. Strong itself won 754, 782 and 1127 of 2000,
2000 and 3000 there (G1-G3): 2663 of 7000 = 38.0 %.
Each weight alone, a step down and a step up, in paired deals precise
enough to see a fifth of a point a deal (2026-12-05, `ft_strength.py
paired --deals 20000 --seed W1 --jobs 2 strong SPEC ...`, 1.8 minutes a
policy; the change of strong's differential, points a deal ± s.e.):
risk_weight 0.5 -0.71 ± 0.30, 0.8 -0.35 ± 0.26; meld_weight 1.1 -0.41 ±
0.26, 1.6 +0.19 ± 0.26; out_value 0.2 +0.30 ± 0.16, 0.45 -0.62 ± 0.19;
compat 0.7 +0.04 ± 0.20, 1.1 -0.33 ± 0.18; deep_reach 0.5 -0.31 ± 0.19,
0.9 -0.17 ± 0.18; feed_weight 0.75 +0.04 ± 0.24, 1.3 -0.29 ± 0.23;
blank_cost 0 -0.02 ± 0.05, 3 -0.03 ± 0.05; DEEP_MARGIN 10 -0.36 ± 0.26,
20 -0.05 ± 0.22; TOP_MARGIN 3 -0.17 ± 0.13, 10 -0.21 ± 0.13; STOCK_SCALE
1.1 -0.56 ± 0.25, 2.0 -0.18 ± 0.23. Sixteen of twenty below zero, none
above +0.3 (about +0.2 points of win rate): a top, in every direction.
In the same deals, a scratch variant (not kept): a seat that threw a card
of a rank this deal is thought to hold no partner for it (its chance in
the feed model times 0.3: -0.16 ± 0.26; 0.6: +0.13 ± 0.21; the suit's
neighbours too, 0.3: -0.51 ± 0.27). And strong itself, `ft_strength.py
matches --matches 4000 --seed H1 --jobs 2 strong seer` (9 minutes): 1555
of 4000 = 38.9 % to 2500; the seer (this strong told every hidden card,
bench/ft_variants.py) 1620 = 40.5 %, +1.62 ± 0.60 points of win rate
(+320 -255 matches), edge +20.1 a deal against +18.6. Perfect knowledge
of the others' hands and the stock, with this judge, just reaches 40 %.
Later that day (scratch, not kept; `paired --deals 20000 --jobs 2`,
points a deal): 100-point cards with weights of their own, seed W2:
risk_high 1.25 -0.02 ± 0.18, 0.8 -0.32 ± 0.20; meld_high 1.2 +0.09 ±
0.16, 0.85 -0.08 ± 0.15; feed_high 1.3 -0.15 ± 0.14, 0.75 +0.08 ± 0.15.
A turn's new melds charged for the lay-off places they open (each unseen
card that would newly fit: its points x the share of the unseen cards in
the others' hidden hands x EXPOSE; the others laid off 33 points a deal on
strong's melds, bench/ft_flow.py), W2: EXPOSE 0.5 +0.28 ± 0.22, 1.0 -0.30
± 0.29, 1.0 with the stock's copies at half -1.34 ± 0.35. The small
gains together, W3: out_value 0.2 and EXPOSE 0.5 +0.53 ± 0.25, with
meld_high 1.2 +0.61 ± 0.31; W4: those three and feed_high 0.75 -0.06 ±
0.30, with meld_weight 1.5 -0.29 ± 0.35, out_value 0.15 (EXPOSE 0.5,
meld_high 1.2) -0.42 ± 0.32: noise around a top. The leading opponent
counting more as the match nears its end (lead_weight + LATE x (top total
/ target - 0.5)), `ft_strength.py matches --matches 4000 --seed LL1
--jobs 2`: LATE 0.6 +0.10 ± 0.22, 1.2 +0.10 ± 0.30 points of win rate
(strong 1560 = 39.0 %). Where the matches are lost (1200 to 2500, seeds
FN-i, scratch): strong led before the last deal in 440 and won 376 (85.5
%), trailed by under 200 in 154 (won 35.7 %), by 200-500 in 212 (7.1 %),
by more in 394 (none). Of the 64 lost while leading, the winner went out
in 23, a third seat in 25, the stock ran out in 10 and strong went out in
6; the winner's last deal beat strong's by 50-920 points (median 250,
100 or more in 59 of 64): the last deal is lost to the cards; the
matches are lost in the deals before it. Strong went out into a match
its own endgame judged lost in 32 of those 1200 (all lost): 18 in a turn
that began with a deep draw, 14 at the draw after emptying its hand, the
two ways around its going-out check; closed since (levels.Strong
.cards_to_keep, forced_out), `matches --matches 4000 --seed GP1 --jobs 2`
against the old way: +4 -0 matches (225 played otherwise), +0.10 ± 0.05
points of win rate; the old way won 1583 = 39.6 %. (Measured with a
scratch copy that could switch the two checks off; the committed strong
plays 300 other matches to 2500 exactly as that copy did, the strong
before it did not.)
Racing to end a deal that wins the match (2026-12-05, scratch, not kept):
the worth of going out (the judge's tempo and a going-out plan's value)
raised by RACE points when this seat's total after the turn's plays would
reach the target above every other seat's guessed total, and, with LOSS,
dropped to nothing when another seat would close the match on top.
`matches --matches 4000 --seed RA1 --jobs 2`: RACE 150 +10 -10 matches
(3703 alike), RACE 400 with LOSS +17 -17 (3335 alike): +0.00 ± 0.11 and
+0.00 ± 0.15 points of win rate (strong 1588 = 39.7 %). The deal that
closes a match is seldom one where the seat's choices can hurry its end.
Strong against normal in the same seat and deals, by deal (16 000 deals,
scratch): strong gains in every class of dealt hand size (+14 to +29 a
deal) and seat from the dealer (+20 to +21); least with aces wild (200
points each: +12.7 ± 2.3, elsewhere +21.1 ± 0.9), where no weight helps
(4000 such deals: STOCK_SCALE 1.0 -0.34 ± 0.62, risk_weight 0.8 -0.51 ±
0.36, meld_weight 1.0 +0.09 ± 0.46 a deal): more of those deals' points
are the luck of who holds the four wild aces.
"""

import argparse
import importlib.util
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_STRENGTH = importlib.util.spec_from_file_location("ft_strength", os.path.join(HERE, "ft_strength.py"))
ft_strength = importlib.util.module_from_spec(_STRENGTH)
sys.modules["ft_strength"] = ft_strength     # its worker processes find their function by this name
_STRENGTH.loader.exec_module(ft_strength)

# The weights a set may scale: the level's (levels.Strong) and its Params' (judge.Params).
WEIGHTS = ("risk_weight", "meld_weight", "out_value", "lead_weight", "compat", "deep_reach",
           "feed_weight", "blank_cost", "DEEP_MARGIN", "TOP_MARGIN", "STOCK_SCALE", "HOLD_RISK")


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
    """The level's present value of weight `key` (its own, or its Params')."""
    return getattr(level, key) if hasattr(type(level), key) else getattr(level.params, key)


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
