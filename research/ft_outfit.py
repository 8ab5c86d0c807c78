"""How often a 5000 Rummy seat goes out at its turn: measured, and fitted.

    python -m research.ft_outfit [--deals 2000] [--seed outfit] [--vs normal] [--tested strong] [--jobs 2]

Plays deals of 4 players (the tested seat at deal i % 4, the others at
--vs, the same deals and random sources as `ft_strength.py paired`) and
records, at the start of every turn of a --vs seat, what the seat before
it sees: the cards in the turn player's hand (h) and the share q of the
cards it has not seen that fit a meld on the table (`Situation.
fitting_share`); and whether the turn player went out in that turn. Then,
for each h (9 for 9 or more), it prints the turns, the share that went
out, the level's table by hand size alone (situation.OUT_CHANCE), the
logistic fit P = 1 / (1 + exp(-(a + b q))) by Newton's method, and the
product's OUT_FIT; last the log-loss of each model over all turns, and
the fit as a table to paste.

What it found, and the commands that measured it: docs/research-five-thousand-cpu.md
(#the-opponents-out-chance-ft_outfit).
"""

import argparse
import math

from research import ft_strength
from rummy.five_thousand.cpu.situation import Situation, opponent_out_chance, out_chance
from rummy.five_thousand.cpu.tables import OUT_CHANCE, OUT_FIT

PLAYERS = ft_strength.PLAYERS
SIZES = len(OUT_FIT)


def turns(seed, seat, mine, others):
    """[(h, q, went out)] for every turn of a seat other than `seat` in one
    deal (`ft_strength.play_deal`: the first deal of a match)."""
    rows, state = [], {"open": None}

    def watch(m, s, view, action):
        state["match"] = m
        if view["phase"] == "draw" and s == m.turn_player and action["type"] in ("draw", "stop"):
            if state["open"] is not None:
                rows.append(state["open"] + (0,))
            state["open"] = None
            if s != seat:
                sit = Situation(m.view((s - 1) % PLAYERS))
                state["open"] = (s, min(sit.hand_count(s), SIZES - 1), sit.fitting_share())
    ft_strength.play_deal(seed, seat, mine, others, watch=watch)
    if state["open"] is not None:
        rows.append(state["open"] + (int(state["match"].result["out"] == state["open"][0]),))
    return [row[1:] for row in rows]


def _job(job):
    tested, vs, seed, seat = job
    return turns(seed, seat, ft_strength.policy(tested), ft_strength.policy(vs))


def fit(rows, steps=40):
    """(a, b) of the logistic fit of `went out` on q, by Newton's method."""
    a = b = 0.0
    for _ in range(steps):
        ga = gb = haa = hab = hbb = 0.0
        for q, y in rows:
            p = 1.0 / (1.0 + math.exp(-(a + b * q)))
            w = p * (1.0 - p)
            ga, gb = ga + p - y, gb + (p - y) * q
            haa, hab, hbb = haa + w, hab + w * q, hbb + w * q * q
        det = haa * hbb - hab * hab
        if det <= 1e-12:
            break
        a -= (hbb * ga - hab * gb) / det
        b -= (haa * gb - hab * ga) / det
    return a, b


def log_loss(pairs):
    """Mean log-loss of (predicted p, outcome) pairs."""
    eps = 1e-12
    return -sum(math.log(max(eps, p if y else 1.0 - p)) for p, y in pairs) / max(1, len(pairs))


def report(rows):
    by_h = {h: [(q, y) for hh, q, y in rows if hh == h] for h in range(SIZES)}
    fitted = [fit(by_h[h]) if by_h[h] else (0.0, 0.0) for h in range(SIZES)]
    print(f"{len(rows)} turns")
    print(" h   turns  went out  OUT_CHANCE   fit a     b   OUT_FIT a    b")
    for h in range(SIZES):
        sub = by_h[h]
        share = sum(y for _, y in sub) / max(1, len(sub))
        (a, b), (pa, pb) = fitted[h], OUT_FIT[h]
        print(f"{h:2} {len(sub):7}  {share:8.3f}  {OUT_CHANCE[h]:10.2f}  {a:6.2f} {b:6.2f}  {pa:8.2f} {pb:6.2f}")
    models = {
        "h alone (OUT_CHANCE)": lambda h, q: out_chance(h),
        "h alone (measured)": lambda h, q: sum(y for _, y in by_h[h]) / max(1, len(by_h[h])),
        "h and q (this fit)": lambda h, q: 1.0 / (1.0 + math.exp(-(fitted[h][0] + fitted[h][1] * q))),
        "h and q (OUT_FIT)": opponent_out_chance,
    }
    for name, model in models.items():
        print(f"log-loss, {name:22} {log_loss([(model(h, q), y) for h, q, y in rows]):.4f}")
    print("fit: (" + ", ".join(f"({a:.2f}, {b:.2f})" for a, b in fitted) + ")")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--seed", default="outfit")
    ap.add_argument("--vs", default="normal")
    ap.add_argument("--tested", default="strong")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    jobs = [(args.tested, args.vs, f"{args.seed}-{i}", i % PLAYERS) for i in range(args.deals)]
    report([row for rows in ft_strength.in_processes(_job, jobs, args.jobs) for row in rows])


if __name__ == "__main__":
    main()
