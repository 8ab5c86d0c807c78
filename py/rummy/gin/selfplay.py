"""Self-play for Gin Rummy: the CPU against itself (or the baseline), with statistics.

    python -m rummy.selfplay --matches 200 --level normal --seed 1
    python -m rummy.selfplay --matches 1000 --level strong --vs baseline --seed 1 --workers 2

Without --vs, both seats play --level and the per-round statistics are
printed: turns per round (median and quartiles), knock / gin / undercut /
void rates, mean knock deadwood and mean points. With --vs, every deal is
played twice with the seats swapped (so both players get the same cards from
the same seat once each) and the head-to-head result over full matches is
printed as well, with a 95 % interval. Players: easy, normal, strong,
baseline (the simple expert of `rummy.gin.cpu.baseline`) and gin_waiter (the
same expert knocking only for gin). Each round's record names the deal
it was played on (`deal`, the round's deal code), so paired matches can be
checked to have dealt the same cards.

`python -m rummy.selfplay` (the front door, `rummy.selfplay`) hands over
here when --game is gin or absent.
"""

import argparse
import random
import statistics
import sys
import time
from multiprocessing import Pool

from ..confidence import wilson
from . import Match, cpu
from .cpu import baseline as cpu_baseline

PLAYERS = ("easy", "normal", "strong", "baseline", "gin_waiter")


def player_fn(name):
    """decide(view, rng) for a player name."""
    if name == "baseline":
        return lambda view, rng: cpu_baseline.decide(view, rng)
    if name == "gin_waiter":
        return cpu_baseline.decide_gin_only
    if name not in cpu.LEVELS:
        raise ValueError(f"unknown player {name!r}; choose from {', '.join(PLAYERS)}")
    return lambda view, rng: cpu.decide(view, name, rng)


def play_match(seed, seat_names, target=100, rules=None, timings=None, clock=time.perf_counter):
    """Play one match; returns (winner seat, [round records]).

    Each seat gets its own rng, seeded from the match seed and the seat, so
    a match is reproducible. With `timings` (a dict name -> list), the time of
    every decision is appended in seconds.
    """
    match = Match(seed=seed, target=target, rules=rules)
    fns = [player_fn(n) for n in seat_names]
    rngs = [random.Random(f"{seed}/{seat}") for seat in (0, 1)]
    rounds = []
    while match.phase != "match_over":
        if match.phase == "round_over":
            rounds.append(_round_record(match.result, match.history, seat_names))
            match.apply(0, {"type": "next_round"})
            continue
        seat = match.to_act
        view = match.view(seat)
        t0 = clock()
        action = fns[seat](view, rngs[seat])
        if timings is not None:
            timings.setdefault(seat_names[seat], []).append(clock() - t0)
        match.apply(seat, action)
    rounds.append(_round_record(match.result, match.history, seat_names))
    return match.match_result["winner"], rounds


def _round_record(result, history, names):
    turns = sum(1 for h in history if h["action"] in ("draw", "take"))
    knocker = result.get("knocker")
    winner = result.get("winner")
    return {"deal": result["deal_code"], "kind": result["kind"], "turns": turns,
            "knocker": names[knocker] if knocker is not None else None,
            "winner": names[winner] if winner is not None else None,
            "knocker_deadwood": result.get("knocker_deadwood"),
            "points": result.get("points", 0)}


def jobs_for(matches, level, vs, seed, target):
    """The matches to play, as (match seed, seat names, target). With `vs`
    they come in pairs: one match seed (so the same deals) with the seats
    swapped, so each player gets the same cards from each seat once."""
    base = random.Random(seed)
    seeds = [base.randrange(1 << 30) for _ in range(matches if not vs else (matches + 1) // 2)]
    jobs = []
    for match_seed in seeds:
        if vs:
            jobs.append((match_seed, (level, vs), target))
            jobs.append((match_seed, (vs, level), target))
        else:
            jobs.append((match_seed, (level, level), target))
    return jobs


def _job(args):
    seed, names, target = args
    winner, rounds = play_match(seed, names, target)
    return names[winner], rounds


def run(matches, level, vs, seed, target, workers):
    """Play the matches; returns (wins by player name, round records, matches played)."""
    jobs = jobs_for(matches, level, vs, seed, target)
    if workers > 1:
        with Pool(workers) as pool:
            results = pool.map(_job, jobs, chunksize=4)
    else:
        results = [_job(j) for j in jobs]
    wins = {}
    rounds = []
    for winner, rs in results:
        wins[winner] = wins.get(winner, 0) + 1
        rounds.extend(rs)
    return wins, rounds, len(jobs)


def round_stats(rounds):
    """Per-round figures as printable lines."""
    n = len(rounds)
    turns = sorted(r["turns"] for r in rounds)
    q = statistics.quantiles(turns, n=4) if n >= 2 else [turns[0]] * 3
    kinds = {k: sum(1 for r in rounds if r["kind"] == k) for k in ("knock", "gin", "undercut", "void")}
    kinds["big_gin"] = sum(1 for r in rounds if r["kind"] == "big_gin")
    knocks = [r["knocker_deadwood"] for r in rounds if r["kind"] in ("knock", "undercut")]
    scored = [r["points"] for r in rounds if r["winner"] is not None]
    lines = [f"rounds: {n}",
             f"turns per round: median {statistics.median(turns):.1f}, quartiles {q[0]:.1f} / {q[2]:.1f}",
             "rates: " + ", ".join(f"{k} {v / n:.1%}" for k, v in kinds.items() if v or k != "big_gin"),
             f"mean knock deadwood (knock or undercut): {statistics.mean(knocks):.2f}" if knocks else
             "mean knock deadwood: -",
             f"mean points per scored round: {statistics.mean(scored):.2f}" if scored else "mean points: -"]
    return lines


def by_player(rounds, names):
    """Knock / gin / undercut counts by the knocker's name."""
    lines = []
    for name in names:
        mine = [r for r in rounds if r["knocker"] == name]
        won = [r for r in rounds if r["winner"] == name]
        kinds = {k: sum(1 for r in mine if r["kind"] == k) for k in ("knock", "gin", "undercut")}
        lines.append(f"  {name}: knocks {len(mine)} (knock {kinds['knock']}, gin {kinds['gin']}, "
                     f"undercut against it {kinds['undercut']}), rounds won {len(won)}, "
                     f"points won {sum(r['points'] for r in won)}")
    return lines


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m rummy.selfplay", description=__doc__.split("\n")[0])
    ap.add_argument("--matches", type=int, default=100)
    ap.add_argument("--level", default="normal", choices=PLAYERS)
    ap.add_argument("--vs", default=None, choices=PLAYERS)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--target", type=int, default=100, choices=(50, 100))
    ap.add_argument("--workers", type=int, default=1, help="processes (2 uses both cores)")
    args = ap.parse_args(argv)
    t0 = time.time()
    wins, rounds, n = run(args.matches, args.level, args.vs, args.seed, args.target, args.workers)
    title = f"{args.level} vs {args.vs}" if args.vs else f"{args.level} vs itself"
    print(f"{title}: {n} matches to {args.target}, seed {args.seed}, {time.time() - t0:.1f} s")
    for line in round_stats(rounds):
        print(line)
    if args.vs:
        for line in by_player(rounds, (args.level, args.vs)):
            print(line)
        if args.vs == args.level:
            print("(same player on both seats: the win split is by seat order only)")
        else:
            k = wins.get(args.level, 0)
            lo, hi = wilson(k, n)
            print(f"head-to-head: {args.level} won {k} of {n} matches = {k / n:.1%} "
                  f"(95% interval {lo:.1%}..{hi:.1%}); {args.vs} won {n - k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
