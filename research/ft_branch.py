"""Every option of one decision played out: how well the strong level judges its draws and discards.

    python -m research.ft_branch draws [--deals 2000] [--seed B] [--policy strong] [--vs normal] [--jobs 2]
                                       [--margins 6:15,10:15,6:25]
    python -m research.ft_branch discards [--deals 2000] [--seed B] [--policy strong] [--vs normal] [--jobs 2]

Deal i (4 players, the tested seat at i % 4, the others at --vs) is played
once with --policy (strong or a variant spec of it, research/ft_strength.py);
one of its decisions with a choice is drawn at random (a draw with the
stock and a pile take the level values; a discard among two or more of its
options), and the deal is played again from the start once per option,
that option forced there and the level playing on: the same cards and
random sources, so everything before the decision is replayed exactly (the
level's own option is replayed too and must give the deal's outcome; a
difference stops the run). Each option is scored by the deal's final
differential (the seat's points less the others' mean) and by the level's
own value of it (draws: the turn's value, without the margin, `Strong.draw`;
discards: `Judge.choose_discard`'s). At most the stock and the four
best-valued takes are played.

A deal with n decisions with a choice stands for n of them, so the
figures "a deal" weigh each decision by its deal's n (uniform over the
decisions a policy makes; about what changing the level at all of them
would change, if the changes add). Printed: the level's choice against the
mean option (and, for draws, against always the stock); the outcome's
change against the level's value of it (a least-squares line, and by
bands: a slope of 1 and no offset would be a perfect judge); for draws,
other --margins (top:deep, a variant's top_margin and deep_margin) as the
change they would make a deal, chosen among the options played, against
the level's choice (one-step changes, so no new runs are needed).
--jobs 2 plays the deals in two processes, the same figures.

What it found, and the commands that measured it: docs/research-five-thousand-cpu.md
(#every-option-of-one-decision-ft_branch).
"""

import argparse
import random
import statistics
import sys

from research import ft_strength
from rummy.five_thousand.cpu.levels import STOCK, Strong, _loose_discards
from rummy.five_thousand.cpu.situation import Situation

TAKES = 4                   # the best-valued pile takes played out at a draw
BANDS = (-30, -10, 0, 6, 15, 30, 60)


def draw_options(level, view):
    """[(action, value)] at a draw: the stock first, then the takes the level
    values, best first; [] when there is no choice to study."""
    if view["phase"] != "draw" or STOCK not in view["legal"]:
        return []
    sit = Situation(view)
    judge = level.judge(sit)
    takes = []
    for action in level.pile_takes(sit):
        value, _ = level.take_value(sit, judge, action)
        if value is not None:
            takes.append((action, value))
    if not takes:
        return []
    takes.sort(key=lambda t: -t[1])
    return [(STOCK, level.stock_value(sit, judge))] + takes


def discard_options(level, view):
    """[(action, value)] at a discard: the level's options, valued by its judge."""
    sit = Situation(view)
    cards = sorted(set(level.discard_options(sit, _loose_discards(sit))))
    if len(cards) < 2:
        return []
    judge = level.judge(sit)
    return [({"type": "discard", "card": c}, judge.choose_discard(sit.hand, [c])[1]) for c in cards]


OPTIONS = {"draws": (draw_options, "draw"), "discards": (discard_options, "discard")}


def branch(job):
    """One deal: {count, chosen, options: [(action, value, outcome)]}, or None without a decision."""
    kind, spec, vs, seed, seat = job
    level, mine, others = ft_strength.variant(spec), ft_strength.policy(spec), ft_strength.policy(vs)
    options_of, action_type = OPTIONS[kind]

    def at(t, force):
        """A choose hook: counts the decisions with options, calls `force` at
        the t-th (t < 0: at every one); none is valued after the t-th."""
        seen = [0]

        def choose(m, view, action):
            if action["type"] != action_type or 0 <= t < seen[0]:
                return action
            options = options_of(level, view)
            if not options:
                return action
            seen[0] += 1
            return force(view, action, options) if t < 0 or seen[0] - 1 == t else action
        return choose
    decisions = []

    def record(view, action, options):
        kept = list(options[:1 + TAKES] if kind == "draws" else options)
        kept += [o for o in options if o[0] == action and o not in kept]
        decisions.append((kept, action))
        return action
    counting = at(-1, record)
    base = ft_strength.play_deal(seed, seat, mine, others, counting)["diff"]
    if not decisions:
        return None
    t = random.Random(seed).randrange(len(decisions))
    options, chosen = decisions[t]
    out = []
    for action, value in options:
        outcome = ft_strength.play_deal(seed, seat, mine, others, at(t, lambda v, a, o: action))["diff"]
        if action == chosen and outcome != base:
            raise RuntimeError(f"deal {seed}: replaying the level's own choice changed the deal")
        out.append((action, value, outcome))
    return {"count": len(decisions), "chosen": [a for a, _ in options].index(chosen), "options": out}


def run(args):
    """The branched deals of `args`, in args.jobs processes."""
    jobs = [(args.kind, args.policy, args.vs, f"{args.seed}-{i}", i % ft_strength.PLAYERS) for i in range(args.deals)]
    return [f for f in ft_strength.in_processes(branch, jobs, args.jobs) if f is not None]


def weighted(pairs):
    """(mean, standard error) of [(weight, value)], the mean a deal: sum(w x) / n."""
    return ft_strength.mean_se([w * x for w, x in pairs])


def line(points):
    """(offset, slope) of the weighted least-squares line through [(w, x, y)]."""
    total = sum(w for w, _, _ in points)
    mx = sum(w * x for w, x, _ in points) / total
    my = sum(w * y for w, _, y in points) / total
    sxx = sum(w * (x - mx) ** 2 for w, x, _ in points)
    slope = sum(w * (x - mx) * (y - my) for w, x, y in points) / sxx if sxx else 0.0
    return my - slope * mx, slope


def take_kind(action):
    if action["type"] == "discard":
        return "discards"
    return "top" if action["count"] == 1 else "deep 2-3" if action["count"] <= 3 else "deep 4+"


def report(args, found):
    n = len(found)
    if not n:
        print(f"{args.deals} deals, seed {args.seed}: no {args.kind[:-1]} with a choice")
        return
    per = statistics.mean(len(f["options"]) for f in found)
    print(f"{args.deals} deals, seed {args.seed}, {args.policy} against {args.vs}: {n} {args.kind} with a "
          f"choice played out ({per:.1f} options each), outcomes as the deal's differential")
    gain = [(f["count"], f["options"][f["chosen"]][2] - statistics.mean(o[2] for o in f["options"])) for f in found]
    print(f"  the level's choice against the mean option: {statistics.mean(g for _, g in gain):+.2f} a decision, "
          "{:+.2f} ± {:.2f} a deal".format(*weighted(gain)))
    if args.kind == "draws":
        stock = [(f["count"], f["options"][f["chosen"]][2] - f["options"][0][2]) for f in found]
        print("  the level's draw against always the stock: {:+.2f} ± {:.2f} a deal".format(*weighted(stock)))
    calibration(found, args.kind)
    if args.kind == "draws":
        for top, deep in args.margins:
            change = [(f["count"], f["options"][pick(f, top, deep)][2] - f["options"][f["chosen"]][2]) for f in found]
            print(f"  margins top {top:g}, deep {deep:g}:" + " {:+.2f} ± {:.2f} a deal".format(*weighted(change)))


def calibration(found, kind):
    """The outcome's change against the valued change, from the stock (draws) or the level's choice."""
    groups = {}
    for f in found:
        ref = f["options"][0] if kind == "draws" else f["options"][f["chosen"]]
        for option in f["options"]:
            if option is not ref:
                groups.setdefault(take_kind(option[0]), []).append((f["count"], option[1] - ref[1], option[2] - ref[2]))
    against = "the stock" if kind == "draws" else "the level's choice"
    for name, points in sorted(groups.items()):
        offset, slope = line(points)
        print(f"  {name}: {len(points)} options; outcome against {against}: slope {slope:.2f}, "
              f"offset {offset:+.1f} (a perfect judge: 1 and 0)")
        edges = (-float("inf"),) + BANDS + (float("inf"),)
        for lo, hi in zip(edges, edges[1:]):
            band = [(w, y) for w, x, y in points if lo <= x < hi]
            if len(band) >= 20:
                m = sum(w * y for w, y in band) / sum(w for w, _ in band)
                print(f"    valued {lo:>5g} to {hi:<5g} {len(band):6d}  outcome {m:+7.1f}")


def pick(found, top, deep):
    """The option a level with these margins would choose among those played."""
    best, best_value = 0, found["options"][0][1]
    for i, (action, value, _) in enumerate(found["options"][1:], 1):
        margin = top if action["count"] == 1 else deep
        if value - margin > best_value:
            best, best_value = i, value - margin
    return best


def margins(text):
    try:
        pairs = [tuple(float(x) for x in item.split(":")) for item in text.split(",") if item]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: margins are top:deep pairs of numbers, comma-separated")
    if any(len(p) != 2 for p in pairs):
        raise argparse.ArgumentTypeError(f"{text!r}: margins are top:deep pairs, comma-separated")
    return pairs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("kind", choices=sorted(OPTIONS))
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--seed", default="B")
    ap.add_argument("--policy", default="strong")
    ap.add_argument("--vs", default="normal")
    ap.add_argument("--jobs", type=int, default=1, help="processes to play the deals in")
    ap.add_argument("--margins", type=margins, default=margins("6:15,10:15,3:15,6:25,6:10"),
                    help="draws: top:deep margins to compare with the level's choice")
    args = ap.parse_args(argv)
    if not isinstance(ft_strength.variant(args.policy), Strong):
        sys.exit(f"--policy {args.policy!r}: the study needs the strong level or a variant of it")
    report(args, run(args))


if __name__ == "__main__":
    main()
