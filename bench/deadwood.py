"""Benchmark: µs per hand for deadwood_points (10 cards) and
deadwood_after_discard (11 cards), against the plain exhaustive reference.

    python bench/deadwood.py [--hands 2000] [--seed 1] [--repeat 7] [--quick]

Two hand kinds: uniform random, and meld-heavy (runs and sets plus
near-miss noise, tests/meld_reference.meld_heavy_hand). Times are process
CPU time (time.process_time), so other load on the machine inflates them
less than wall time would. Nothing is cached between hands. Every result is
also checked against the reference. --quick (50 hands, one pass) checks
that the benchmark still runs.
"""

import argparse
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "py"), os.path.join(HERE, "..", "tests")]

import meld_reference as ref  # noqa: E402
from rummy import melds  # noqa: E402


def per_hand_us(fn, hands, repeat):
    """Best-of-`repeat` mean CPU µs per hand of fn(hand)."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        for h in hands:
            fn(h)
        best = min(best, time.process_time() - start)
    return best / len(hands) * 1e6


def reference_us(slow, hands):
    """(mean CPU µs per hand of the reference, its results)."""
    start = time.process_time()
    results = [slow(h) for h in hands]
    return (time.process_time() - start) / len(hands) * 1e6, results


def check(hands, fast, expected):
    for h, want in zip(hands, expected):
        got = fast(h)
        if got != want:
            raise SystemExit(f"MISMATCH on {' '.join(h)}: {got} != {want}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="50 hands, one pass (a smoke run)")
    args = parser.parse_args(argv)
    if args.quick:
        args.hands, args.repeat = 50, 1
    rng = random.Random(args.seed)
    kinds = {
        "uniform": lambda n: ref.random_hand(rng, n),
        "meld-heavy": lambda n: ref.meld_heavy_hand(rng, n),
    }
    after = melds.deadwood_after_discard

    def fast_after(h):
        points, discards = after(h)
        return points, set(discards)

    cases = [
        ("deadwood_points", 10, melds.deadwood_points, ref.min_deadwood),
        ("deadwood_after_discard", 11, after, ref.after_discard),
    ]
    checks = {"deadwood_points": melds.deadwood_points,
              "deadwood_after_discard": fast_after}
    print(f"CPython {sys.version.split()[0]}, {args.hands} hands per row, "
          f"best of {args.repeat} (reference: 1 pass)")
    print(f"{'function':<24}{'cards':>6}  {'hands':<11}{'µs/hand':>9}"
          f"{'ref µs/hand':>13}{'ref/fast':>10}")
    for name, n, fn, slow in cases:
        for kind, make in kinds.items():
            hands = [make(n) for _ in range(args.hands)]
            fast = per_hand_us(fn, hands, args.repeat)
            reference, expected = reference_us(slow, hands)
            check(hands, checks[name], expected)
            print(f"{name:<24}{n:>6}  {kind:<11}{fast:>9.2f}"
                  f"{reference:>13.1f}{reference / fast:>10.0f}")
    print("all results equal the reference")


if __name__ == "__main__":
    main()
