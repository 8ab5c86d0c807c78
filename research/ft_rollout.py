"""Looking past the turn: the strong level's decisions valued by rollouts of the rest of the deal.

    python -m research.ft_rollout play [--deals 1500] [--samples 12] [--top 3] [--deal infer]
                                       [--kind both] [--seed S] [--vs normal] [--jobs 2]
    python -m research.ft_rollout study [--deals 150] [--samples 32] [--top 8] [--deal uniform]
                                        [--kind draw] [--seed S] [--vs normal]

A decision is one of strong's draws with the stock and a pile take it can
value, or one of its discards among two or more options; its candidates
are strong's --top best-valued options (`levels.Strong`, `judge`). Each
candidate is played out --samples times to the end of the deal (strong in
the seat, --vs in the others), the same samples for every candidate, from
the cards the seat cannot see dealt again (--deal):
- uniform: every unseen card anywhere among the others' hidden cards and
  the stock;
- infer: as uniform, but a seat that has ended a turn this deal is dealt
  no card that makes a meld with the cards it is dealt before it, wild
  cards offered last (a seat melds what it can: the levels all do, so its
  hand holds no meld);
- hands: the others' true hands, only the stock shuffled (a reference, as
  the seer of research/ft_variants.py is: it reads the hands).

play: each deal (4 players, the tested seat at i % 4, the others at --vs)
is played twice with the same cards and random sources, by strong and by
strong playing the candidate with the best rollout mean at each --kind of
decision. Printed: the change of the deal differential (the seat's points
less the others' mean) ± its standard error, the deals played alike, and
the search's time a decision (p50 / p99, milliseconds of one process).
study: strong plays on; at each decision the rollouts' pick is scored
against strong's choice on fresh samples and on the deal's true hidden
cards (one outcome each, so unbiased but noisy).

What it found, and the commands that measured it: docs/research-five-thousand-cpu.md
(#looking-past-the-turn-ft_rollout).
"""

import argparse
import copy
import json
import multiprocessing
import random
import statistics
import time
from collections import Counter

from ft_helpers import reshuffled       # (tests/five_thousand, put on sys.path by research/__init__.py)
from research import ft_strength
from rummy.five_thousand.cpu.levels import STOCK, _loose_discards
from rummy.five_thousand.cpu.situation import Situation
from rummy.five_thousand.finish import target_meldable

PLAYERS = ft_strength.PLAYERS


# --- the hidden cards dealt again ------------------------------------------------------
def stock_shuffled(m, seat, rng):
    """A copy of `m` with only the stock's order drawn again."""
    other = copy.copy(m)
    other._legal_cache = None
    other.hands = [list(h) for h in m.hands]
    other.stock = list(m.stock)
    rng.shuffle(other.stock)
    return other


def inferred(m, seat, rng):
    """A copy of `m` with the cards `seat` cannot see dealt again, but no
    meld in the hand of a seat that has ended a turn this deal: its cards
    are drawn one by one from the shuffled unseen ones (wild cards last),
    skipping a card that makes a meld with the cards it holds so far (the
    skipped ones go on to the next seat, then to the stock; only when too
    few are left is a hand filled with skipped ones)."""
    other = copy.copy(m)
    other._legal_cache = None
    other.hands = [list(h) for h in m.hands]
    played = {h["player"] for h in m.history if h["action"] == "discard"}
    pool, public, hidden = list(m.stock), {}, {}
    for s in range(m.players):
        if s != seat:
            known = Counter(m.took[s]) + Counter([m.face_up[s]] if m.face_up[s] else [])
            public[s] = list(known.elements())
            private = list((Counter(m.hands[s]) - known).elements())
            hidden[s] = len(private)
            pool += private
    rng.shuffle(pool)
    for s in sorted(hidden, key=lambda s: (s not in played, s)):    # the constrained seats first
        hand, rest, need = list(public[s]), [], hidden[s]
        if s in played:     # a wild card melds with nearly any two cards: offered last
            pool = [c for c in pool if c[0] != m.wild] + [c for c in pool if c[0] == m.wild]
        for c in pool:
            if need and (s not in played or not target_meldable(c, hand, m.wild)):
                hand.append(c)
                need -= 1
            else:
                rest.append(c)
        hand += rest[:need]
        pool = rest[need:]
        rng.shuffle(hand)
        other.hands[s] = hand
    rng.shuffle(pool)       # (wild cards were moved last: the stock's top)
    other.stock = pool
    return other


DEALS = {"uniform": reshuffled, "infer": inferred, "hands": stock_shuffled}


# --- decisions and their rollouts ------------------------------------------------------
def candidates(level, view, action, kind, top):
    """Strong's --top best-valued options at a decision of `kind` ("draw",
    "discard" or "both"), best first; [] when there is no choice. A discard
    is a decision only when strong's own `action` is one (not while it has
    melds or lay-offs to play first)."""
    sit = Situation(view)
    if view["phase"] == "draw" and kind in ("draw", "both"):
        if STOCK not in view["legal"]:
            return []
        judge = level.judge(sit)
        options = [(STOCK, level.stock_value(sit, judge))]
        for action in level.pile_takes(sit):
            value, margin = level.take_value(sit, judge, action)
            if value is not None:
                options.append((action, value - margin))
    elif action["type"] == "discard" and kind in ("discard", "both"):
        cards = list(dict.fromkeys(level.discard_options(sit, _loose_discards(sit))))   # the level's order
        judge = level.judge(sit)
        options = [({"type": "discard", "card": c}, judge.choose_discard(sit.hand, [c])[1]) for c in cards]
    else:
        return []
    if len(options) < 2:
        return []
    options.sort(key=lambda o: -o[1])      # stable: ties keep the level's order, its pick first
    return [action for action, _ in options[:top]]


def play_out(sim, seat, action, rngs, mine, others):
    """Play `action` for the seat, then the rest of the deal; the seat's differential."""
    sim.apply(seat, action)
    while sim.in_play:
        s = sim.to_act
        sim.apply(s, ft_strength.act(mine if s == seat else others, sim, sim.view(s), rngs[s]))
    return ft_strength.differential(sim.result, seat)


def rollout_values(m, seat, action, samples, seed, mine, others, deal="uniform"):
    """The seat's differential after `action`, once per sample of the hidden cards."""
    return [play_out(copy.deepcopy(DEALS[deal](m, seat, random.Random(f"{seed}/{j}"))), seat, action,
                     ft_strength.rngs_for(f"{seed}/{j}"), mine, others)
            for j in range(samples)]


def true_value(m, seat, key, mine, others):
    """The seat's differential when `key`'s action is played on the deal as
    it really is (the true hidden cards and stock order): one outcome, no
    resampling, so it carries no bias from dealing the hidden cards again."""
    return play_out(copy.deepcopy(m), seat, json.loads(key), ft_strength.rngs_for(f"true/{len(m.log)}"),
                    mine, others)


def best_by_rollouts(m, seat, cands, args, tag, mine, others):
    """The key (JSON) of the candidate with the best rollout mean."""
    means = {json.dumps(c, sort_keys=True): statistics.mean(
        rollout_values(m, seat, c, args.samples, f"{tag}/{len(m.log)}", mine, others, args.deal)) for c in cands}
    return max(means, key=means.get)


# --- the two modes ---------------------------------------------------------------------
def searching(args, level, mine, others, times):
    """A choose hook for ft_strength.play_deal: the rollouts' pick at each decision."""
    def choose(m, view, action):
        cands = candidates(level, view, action, args.kind, args.top)
        if not cands:
            return action
        start = time.perf_counter()
        best = json.loads(best_by_rollouts(m, view["you"], cands, args, "play", mine, others))
        times.append(time.perf_counter() - start)
        return best
    return choose


def play_pair(job):
    """A worker's job: one deal (args, i) played plainly and searching:
    (the change of the differential, the search's times)."""
    args, i = job
    level, mine, others = ft_strength.variant("strong"), ft_strength.policy("strong"), ft_strength.policy(args.vs)
    seed, seat, times = f"{args.seed}-{i}", i % PLAYERS, []
    plain = ft_strength.play_deal(seed, seat, mine, others)["diff"]
    searched = ft_strength.play_deal(seed, seat, mine, others, searching(args, level, mine, others, times))["diff"]
    return searched - plain, times


def play(args):
    jobs = [(args, i) for i in range(args.deals)]
    if args.jobs > 1:
        with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
            results = pool.map(play_pair, jobs, chunksize=10)
    else:
        results = [play_pair(job) for job in jobs]
    changes = [r[0] for r in results]
    times = sorted(t for r in results for t in r[1])
    m, se = ft_strength.mean_se(changes)
    alike = sum(1 for c in changes if c == 0)
    timing = (f"; the search {1000 * times[len(times) // 2]:.0f} ms a decision (p50), "
              f"{1000 * times[min(len(times) - 1, int(0.99 * len(times)))]:.0f} ms (p99), {len(times)} decisions"
              if times else "; no decision searched")
    print(f"{args.deals} deals, seed {args.seed}, {args.kind} decisions, top {args.top}, {args.samples} "
          f"samples dealt {args.deal}: the differential changes by {m:+.2f} ± {se:.2f} a deal "
          f"({alike} deals alike){timing}")


def study(args):
    """Strong plays on; at each decision the rollouts' pick is scored against its choice."""
    level, mine, others = ft_strength.variant("strong"), ft_strength.policy("strong"), ft_strength.policy(args.vs)
    gains, true_gains, differs = [], [], []

    def look(m, view, action):
        cands = candidates(level, view, action, args.kind, args.top)
        if not cands:
            return action
        seat = view["you"]
        best = best_by_rollouts(m, seat, cands, args, "A", mine, others)
        chosen = json.dumps(action, sort_keys=True)
        gain = true_gain = 0.0
        if best != chosen:
            fresh = {k: statistics.mean(rollout_values(m, seat, json.loads(k), args.samples, f"B/{len(m.log)}",
                                                       mine, others, args.deal))
                     for k in (best, chosen)}
            gain = fresh[best] - fresh[chosen]
            true_gain = true_value(m, seat, best, mine, others) - true_value(m, seat, chosen, mine, others)
        gains.append(gain)
        true_gains.append(true_gain)
        differs.append(best != chosen)
        return action
    for i in range(args.deals):
        ft_strength.play_deal(f"{args.seed}-{i}", i % PLAYERS, mine, others, look)
    if not gains:
        print("no decision with two candidates")
        return
    m, se = ft_strength.mean_se(gains)
    tm, tse = ft_strength.mean_se(true_gains)
    print(f"{args.deals} deals, {len(gains)} {args.kind} decisions with a choice; the rollouts' best is not "
          f"strong's in {sum(differs)}. Gain of the best over strong's choice, on fresh samples: {m:+.2f} ± {se:.2f} "
          f"a decision ({sum(gains) / args.deals:+.2f} a deal); on the deal's true hidden cards: "
          f"{tm:+.2f} ± {tse:.2f} a decision ({sum(true_gains) / args.deals:+.2f} a deal)")


# Each mode's defaults: deals, samples, top, deal, kind.
DEFAULTS = {"play": (1500, 12, 3, "infer", "both"), "study": (150, 32, 8, "uniform", "draw")}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="mode", required=True)
    helps = {"play": "whole deals, strong against strong searching",
             "study": "strong's choices scored against the rollouts' picks"}
    for mode, (deals, samples, top, deal, kind) in DEFAULTS.items():
        q = sub.add_parser(mode, help=helps[mode])
        q.add_argument("--deals", type=int, default=deals)
        q.add_argument("--samples", type=int, default=samples)
        q.add_argument("--top", type=int, default=top)
        q.add_argument("--deal", choices=sorted(DEALS), default=deal)
        q.add_argument("--kind", choices=("draw", "discard", "both"), default=kind)
        q.add_argument("--seed", default="ft-rollout")
        q.add_argument("--vs", default="normal")
        if mode == "play":
            q.add_argument("--jobs", type=int, default=1, help="processes to play them in")
    args = ap.parse_args(argv)
    {"play": play, "study": study}[args.mode](args)


if __name__ == "__main__":
    main()
