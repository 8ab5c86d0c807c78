"""Research harness for the 5000 Rummy CPU's strength: paired deals and matches.

    python -m research.ft_strength paired [--deals 1500] [--seed S] [--vs normal] [--jobs 2] POLICY [POLICY ...]
    python -m research.ft_strength matches [--matches 800] [--target 2500] [--seed S] [--jobs 2] POLICY [...]

A POLICY is a level (easy, normal, strong) or a variant of strong named in
research/ft_variants.py (seer, the perfect-information reference told every
hidden card), alone or with other weights: `strong:deep_margin=25,
risk_weight=0.5` plays the level with those fields of its settings replaced
(cpu/settings.py; a name is read in any case, so DEEP_MARGIN=25 works too),
as numbers; a variant's own switches are set the same way (seer:SHOW_STOCK=0).

paired: 4 players, one deal per seed, the tested seat rotating (deal i puts
it at seat i % 4), every other seat at --vs. Each deal is played once per
POLICY with the same cards and the same random sources, so close variants
make the same decisions in most deals. Printed per policy: the seat's mean
deal points, melded, caught in hand, the others' mean, deep draws and pile
tops taken; then, for each policy after the first, the mean change of the
differential (the seat's points less the others' mean) against the first,
± its standard error (0.05-0.30 over 20 000 deals for close variants), and
the deals played alike. A point a deal is about +0.6 percentage point of
match wins to 2500 (a Gaussian model of the final totals), but a lone deal
misses what matches see (their spread, their end, totals apart): confirm
in matches. A plain name is selfplay's player, so `--vs baseline` works.

matches: whole matches of 4 players to --target (the tested seat at match
i % 4, the others at --vs), the same seeds and random sources for every
POLICY. Printed: each policy's wins (95 % Wilson interval), the seat's
points a deal (mean ± spread, see `spread`) and edge over the others, and,
for each after the first, how many matches it won that the first lost and
lost that the first won, how many had the same points in every deal, and
the net change of the win rate ± its standard error (far finer than
separate runs: close variants play most matches alike). Either mode with
--jobs 2 plays in two processes: the same figures in half the time.
"""

import argparse
import dataclasses
import functools
import multiprocessing
import random
import statistics

from research.ft_variants import VARIANTS
from rummy.confidence import wilson
from rummy.five_thousand import Match, cpu
from rummy.five_thousand.cpu.levels import POLICIES
from rummy.five_thousand.selfplay import edge as selfplay_edge, player_fn
from rummy.five_thousand.selfplay import play_match as play_selfplay_match

PLAYERS = 4


def policy(spec):
    """decide(view, rng) for a POLICY spec (see the module's text)."""
    if ":" not in spec and spec not in VARIANTS:
        try:
            return player_fn(spec)
        except ValueError as exc:
            raise SystemExit(str(exc)) from None
    chosen = variant(spec)

    def decide(view, rng):
        return cpu.decide_with(chosen, view, rng)
    if hasattr(chosen, "tell"):          # the seer: told the hidden cards before each decision (see act)
        decide.tell = chosen.tell
    return decide


def act(fn, m, view, rng):
    """`fn`'s action on `view` of match `m`; a policy that is told the hidden
    cards (the seer of research/ft_variants.py) is told them first."""
    tell = getattr(fn, "tell", None)
    if tell is not None:
        tell(m)
    return fn(view, rng)


def variant(spec):
    """The policy object a POLICY spec names: the level's own, or one made
    with the settings it sets (the level's settings are never changed)."""
    name, _, sets = spec.partition(":")
    if name not in cpu.LEVELS and name not in VARIANTS:
        choices = ", ".join(list(cpu.LEVELS) + list(VARIANTS))
        raise SystemExit(f"unknown level {name!r} in {spec!r}; choose from {choices}")
    base = VARIANTS[name] if name in VARIANTS else type(POLICIES[name])
    fields = {f.name for f in dataclasses.fields(base.defaults)}
    own, settings = {}, {}
    for item in filter(None, sets.split(",")):
        key, _, value = item.partition("=")
        try:
            number = float(value)
        except ValueError:
            raise SystemExit(f"{item!r} in {spec!r}: the value must be a number") from None
        if key.lower() in fields:
            settings[key.lower()] = number
        elif key.isupper() and hasattr(base, key):      # a variant's own switch (seer's SHOW_STOCK)
            own[key] = number
        else:
            raise SystemExit(f"{base.__name__} has no weight {key!r}")
    if own:
        base = type(base.__name__, (base,), own)
    if own or settings:
        return base(dataclasses.replace(base.defaults, **settings))
    return base() if name in VARIANTS else POLICIES[name]


def play_deal(seed, seat, mine, others, choose=None, watch=None):
    """Play one deal; `choose(match, view, action)` may replace the seat's
    action, `watch(match, seat, view, action)` sees every action before it is
    applied. Returns the seat's figures."""
    m = Match(seed=seed, players=PLAYERS, target=5000)
    rngs = rngs_for(seed)
    took = {"deep": 0, "top": 0}
    while m.in_play:
        s = m.to_act
        view = m.view(s)
        action = act(mine if s == seat else others, m, view, rngs[s])
        if s == seat:
            if choose is not None:
                action = choose(m, view, action)
            if action["type"] == "draw" and action["from"] == "discard":
                took["deep" if action["count"] > 1 else "top"] += 1
        if watch is not None:
            watch(m, s, view, action)
        m.apply(s, action)
    r = m.result
    return dict(took, points=r["points"][seat], melded=r["melded_points"][seat],
                caught=r["hand_points"][seat], others=others_mean(r, seat), diff=differential(r, seat))


def rngs_for(seed):
    """One random source per seat, named after `seed`."""
    return [random.Random(f"{seed}/{s}") for s in range(PLAYERS)]


def others_mean(result, seat):
    return statistics.mean(result["points"][i] for i in range(PLAYERS) if i != seat)


def differential(result, seat):
    """The seat's deal points less the mean of the others'."""
    return result["points"][seat] - others_mean(result, seat)


def mean_se(values):
    return statistics.mean(values), statistics.pstdev(values) / len(values) ** 0.5


def paired(args):
    runs = {spec: run_seats(spec, args, args.deals) for spec in args.policies}
    print(f"{args.deals} deals, seed {args.seed}, the others at {args.vs}")
    for spec, deals in runs.items():
        figures = " ".join(f"{k} {statistics.mean(d[k] for d in deals):7.2f}"
                           for k in ("points", "melded", "caught", "others", "deep", "top"))
        print(f"  {spec:40s} {figures}")
    first = args.policies[0]
    for spec in args.policies[1:]:
        changes = [b["diff"] - a["diff"] for a, b in zip(runs[first], runs[spec])]
        m, se = mean_se(changes)
        print(f"  {spec} against {first}: {m:+.2f} ± {se:.2f} points a deal ({changes.count(0)} deals alike)")


def play_match(seed, seat, mine, others, target):
    """One match to `target` (selfplay's, with these policies); (won, each deal's points)."""
    deciders = [functools.partial(act, mine if s == seat else others) for s in range(PLAYERS)]
    record = play_selfplay_match(seed, seat_names(seat), target, deciders=deciders)
    return record["winner"] == seat, [deal["points"] for deal in record["deals"]]


def seat_names(seat):
    """A match's seats as selfplay's records name them: the tested one "mine"."""
    return ["mine" if s == seat else "others" for s in range(PLAYERS)]


def spread(played):
    """The tested seat's deal points (mean ± standard deviation) and edge
    (selfplay's: its points less the others' mean). Its spread matters too:
    trailing the best of three, a wider one wins more matches (2026-12-03:
    10 % wider was worth about 2 points a deal, in rebuilt matches)."""
    records = [{"names": seat_names(i % PLAYERS), "deals": [{"points": p} for p in deals]}
               for i, (_, deals) in enumerate(played)]
    mine = [p[i % PLAYERS] for i, (_, deals) in enumerate(played) for p in deals]
    edge, se, deals = selfplay_edge(records, "mine")
    return (f"a deal: {statistics.mean(mine):.1f} ± {statistics.pstdev(mine):.1f} points, edge "
            f"{edge:+.1f} ± {se:.1f}; {deals / len(played):.1f} deals a match")


def run_seats(spec, args, count, *target):
    """`spec`'s seat in `count` deals (play_deal's figures), or matches to
    `target` ((won, each deal's points)): number i seeded "{args.seed}-i", the
    seat at i % 4, the others at args.vs; in args.jobs processes."""
    return in_processes(_play, [(spec, args.vs, f"{args.seed}-{i}", i % PLAYERS, *target)
                                for i in range(count)], args.jobs)


def in_processes(fn, jobs, processes):
    """[fn(job) for job in jobs], in `processes` processes when more than one
    (forked: the workers find `fn` by its module's name)."""
    if processes > 1:
        with multiprocessing.get_context("fork").Pool(processes) as pool:
            return pool.map(fn, jobs, chunksize=10)
    return [fn(job) for job in jobs]


def _play(job):
    """A worker's job: a deal (spec, vs, seed, seat), or a match (..., target)."""
    spec, vs, seed, seat, *target = job
    mine, others = policy(spec), policy(vs)
    return play_match(seed, seat, mine, others, *target) if target else play_deal(seed, seat, mine, others)


def against(first, played):
    """(gained, lost, alike): matches `played` won that `first` lost, lost
    that it won, and played with the same points in every deal."""
    pairs = list(zip(first, played))
    gained = sum(1 for a, b in pairs if b[0] and not a[0])
    lost = sum(1 for a, b in pairs if a[0] and not b[0])
    return gained, lost, sum(1 for a, b in pairs if a[1] == b[1])


def change(gained, lost, n):
    """The net change of the win rate over `n` matches, ± its standard error."""
    return f"{100 * (gained - lost) / n:+.2f} ± {100 * (gained + lost) ** 0.5 / n:.2f} points of win rate"


def matches(args):
    runs = {spec: run_seats(spec, args, args.matches, args.target) for spec in args.policies}
    n = args.matches
    print(f"{n} matches to {args.target}, seed {args.seed}, the others at {args.vs}")
    for spec, played in runs.items():
        wins = sum(won for won, _ in played)
        lo, hi = wilson(wins, n)
        print(f"  {spec:40s} wins {wins:5d} = {100 * wins / n:5.1f} % (95 % {100 * lo:.1f}-{100 * hi:.1f} %)")
        print(f"  {'':40s} {spread(played)}")
    for spec in args.policies[1:]:
        gained, lost, alike = against(runs[args.policies[0]], runs[spec])
        print(f"  {spec} against {args.policies[0]}: +{gained} -{lost} matches ({alike} alike), "
              f"{change(gained, lost, n)}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="mode", required=True)
    p = sub.add_parser("paired", help="the same deals for several policies")
    p.add_argument("policies", nargs="+")
    p.add_argument("--deals", type=int, default=1500)
    g = sub.add_parser("matches", help="the same matches for several policies")
    g.add_argument("policies", nargs="+")
    g.add_argument("--matches", type=int, default=800)
    g.add_argument("--target", type=int, default=2500)
    for q in (p, g):
        q.add_argument("--jobs", type=int, default=1, help="processes to play them in")
        q.add_argument("--seed", default="ft-strength")
        q.add_argument("--vs", default="normal")
    args = ap.parse_args(argv)
    {"paired": paired, "matches": matches}[args.mode](args)


if __name__ == "__main__":
    main()
