"""Decision time of the CPU per level: p50 / p99 / max over whole matches.

    python bench/cpu_speed.py [--matches 20] [--seed 1] [--levels easy,normal,strong] [--wall] [--quick]

Each level plays whole matches against itself (both seats timed) under the
default rules; only `cpu.decide` is timed, never the engine. The first
decisions of a process pay for filling the CPU's meld caches, which the
browser's worker pays too, so they are kept in the figures. Times are CPU
time of the process (`time.process_time`), so that other programs on a busy
machine preempting this one do not count; pass --wall for wall-clock time.
--quick (one match a level, seconds) checks that the benchmark still runs.
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "py"))

from rummy.gin.selfplay import play_match  # noqa: E402

LEVELS = ("easy", "normal", "strong")


def percentile(sorted_xs, q):
    if not sorted_xs:
        return 0.0
    k = min(len(sorted_xs) - 1, max(0, int(round(q * (len(sorted_xs) - 1)))))
    return sorted_xs[k]


def measure(level, matches, seed, clock):
    timings = {}
    for m in range(matches):
        play_match(seed * 1000 + m, (level, level), 100, timings=timings, clock=clock)
    xs = sorted(timings[level])
    return xs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--matches", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--wall", action="store_true", help="wall-clock instead of CPU time")
    ap.add_argument("--quick", action="store_true", help="one match a level (a smoke run)")
    args = ap.parse_args(argv)
    if args.quick:
        args.matches = 1
    print(f"CPU decision time ({'wall clock' if args.wall else 'process CPU time'}), "
          f"{args.matches} matches per level (self-play), Python {sys.version.split()[0]}")
    print(f"{'level':8} {'decisions':>9} {'p50 ms':>8} {'p90 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    worst = 0.0
    for level in args.levels.split(","):
        t0 = time.time()
        xs = measure(level, args.matches, args.seed,
                     time.perf_counter if args.wall else time.process_time)
        p99 = percentile(xs, 0.99) * 1e3
        worst = max(worst, p99)
        print(f"{level:8} {len(xs):9d} {percentile(xs, 0.5) * 1e3:8.3f} {percentile(xs, 0.9) * 1e3:8.3f} "
              f"{p99:8.3f} {xs[-1] * 1e3:8.3f}   ({time.time() - t0:.0f} s)")
    print(f"worst p99: {worst:.2f} ms (target <= 5 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
