"""Engine fuzz run: a million mixed legal/illegal actions, invariant breaks counted.

    python bench/fuzz.py [--actions 1000000] [--per-seed 10000] [--jobs 2] [--quick]

Gin's engine, driven by tests/fuzz_driver.py (the suite's test_fuzz.py plays
about 100,000 actions); exit status 1 if an invariant broke. --quick (2000
actions in one process, seconds) checks that the run still works.
"""

import argparse
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests")]

from fuzz_driver import fuzz  # noqa: E402


def run(args):
    seed, per_seed = args
    return fuzz(10_000 + seed, per_seed)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--actions", type=int, default=1_000_000)
    ap.add_argument("--per-seed", type=int, default=10_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--quick", action="store_true", help="2000 actions in one process (a smoke run)")
    a = ap.parse_args(argv)
    if a.quick:
        a.actions, a.per_seed, a.jobs = 2000, 1000, 1
    seeds = max(1, a.actions // a.per_seed)
    t0 = time.perf_counter()
    with Pool(a.jobs) as pool:
        results = pool.map(run, [(s, a.per_seed) for s in range(seeds)])
    secs = time.perf_counter() - t0
    attempts = sum(r[0] for r in results)
    applied = sum(r[1] for r in results)
    refused = sum(r[2] for r in results)
    breaks = [b for r in results for b in r[3]]
    print(f"seeds {seeds}  actions {attempts}  applied {applied}  refused {refused}")
    print(f"invariant breaks {len(breaks)}  time {secs:.1f} s  ({attempts / secs:,.0f} actions/s)")
    for b in breaks[:20]:
        print("  break:", b)
    return 1 if breaks else 0


if __name__ == "__main__":
    sys.exit(main())
