"""Variants of the strong level studied for issue 14, for bench/ft_strength.py.

Each is the strong level with one idea added; none is played by the game.
Name one as a POLICY (`hold`, `exact-stock`, `final-stage`, `feed-out`),
with weights like any level: `final-stage:REACH=300,LEAD_DEEP=40`.
What they gave (2026-12-01, paired deals against strong, 1,500 deals a
seed, others at normal; match flips from `ft_strength.py matches`):
- hold: lay down cheap melds later (when the deal is young), to deny the
  others lay-offs on them: -1.5 / -0.8 (HOLD_PTS 30), -1.4 / -1.8 (60).
- exact-stock: the stock valued as the mean turn over the unseen cards that
  play at once: +1.2, +4.2, -0.4, +0.1 (EXACT_SCALE 1.5, four seeds); but
  decide's p99 goes from ~9 to ~60 ms (4 players; under load).
- final-stage: when someone may reach the target this deal, safer while
  leading, bolder while trailing: 800 matches to 2500 on the same seeds,
  293 wins for strong against 293, 291 (lead only), 296 (trail only).
- feed-out: a discard the next player could use costs, when that player
  holds 3 cards or fewer, the points it would catch in my hand: +0.5 / +0.1
  (OUT_FEED 1), +0.8 / +0.3 (0.5).
"""

import math

from rummy.five_thousand.cpu.arrange import best_plan
from rummy.five_thousand.cpu.judge import BLANK, Judge
from rummy.five_thousand.cpu.levels import Strong
from rummy.five_thousand.cpu.moves import ordered_steps, step_action
from rummy.five_thousand.finish import layable, target_meldable


class HoldMelds(Strong):
    """Melds of at most HOLD_PTS (HOLD_TOTAL in all) stay in hand while the
    end chance is at most HOLD_END and two cards or more stay loose."""

    HOLD_END = 0.2
    HOLD_PTS = 30
    HOLD_TOTAL = 60

    def play(self, sit, rng):
        plan = best_plan(sit.hand, sit.wild, sit.melds, sit.must_play)
        if plan is None:
            return None
        held = self.held(sit, plan)
        for step in ordered_steps(plan, sit.must_play):
            action = None if any(step is h for h in held) else step_action(sit.view, step)
            if action is not None:
                return action
        return None

    def held(self, sit, plan):
        if len(plan.left) < 2 or sit.end_chance() > self.HOLD_END:
            return []
        out, total = [], 0
        for step in plan.steps:
            if step[0] != "meld" or sit.must_play in step[1]:
                continue
            pts = sum(sit.points(c) for c in step[1])
            if pts <= self.HOLD_PTS and total + pts <= self.HOLD_TOTAL:
                out.append(step)
                total += pts
        return out


class ExactStock(Strong):
    """The stock's value: the blank turn plus EXACT_SCALE × the mean gain of
    the unseen cards that play at once (each valued as a real turn)."""

    EXACT_SCALE = 1.5

    def stock_gain(self, sit, judge):
        blank = judge.turn_value(sit.hand, blank=True)
        total = 0.0
        for card, copies in sit.unseen.items():
            if layable(card, sit.melds, sit.wild) or target_meldable(card, sit.hand, sit.wild):
                value = judge.turn_value(sit.hand + [card])
                if value is not None and value > blank:
                    total += copies * (value - blank)
        return self.EXACT_SCALE * total / max(1, sit.unseen_total)


class FinalStage(Strong):
    """When a seat's total and this deal's melded points come within REACH
    of the target: leading, risk × LEAD_RISK, out_value LEAD_OUT, deep margin
    LEAD_DEEP; trailing by at most TRAIL_MIN, the TRAIL_ weights."""

    REACH = 250
    LEAD_RISK, LEAD_OUT, LEAD_DEEP = 1.5, 0.6, 40.0
    TRAIL_RISK, TRAIL_OUT, TRAIL_DEEP = 0.5, 0.3, 0.0
    TRAIL_MIN = -400

    def mode(self, sit):
        totals = [s["score"] + s["melded_points"] for s in sit.seats]
        if max(totals) + self.REACH < sit.view["target"]:
            return None
        lead = totals[sit.me] - max(t for s, t in enumerate(totals) if s != sit.me)
        if lead >= 0:
            return "LEAD"
        return "TRAIL" if lead >= self.TRAIL_MIN else None

    def judge(self, sit):
        mode = self.mode(sit)
        if mode is None:
            return Judge(sit, self.params)
        weights = {"risk_weight": self.params.risk_weight * getattr(self, mode + "_RISK"),
                   "out_value": getattr(self, mode + "_OUT")}
        return Judge(sit, type("Params", (self.params,), weights))

    def draw(self, sit, rng):
        mode = self.mode(sit)
        if mode is None:
            return Strong.draw(self, sit, rng)
        shifted = type(type(self).__name__, (type(self),), {"DEEP_MARGIN": getattr(self, mode + "_DEEP")})
        return Strong.draw(shifted(), sit, rng)


class FeedOutJudge(Judge):
    """A discard the next player could use also costs, when that player holds
    at most MAX_COUNT cards, OUT_FEED × P(it uses it) × the points left in my hand."""

    OUT_FEED = 1.0
    MAX_COUNT = 3

    def choose_discard(self, left, options):
        self.left = left
        return Judge.choose_discard(self, left, options)

    def feed_cost(self, card):
        cost = Judge.feed_cost(self, card)
        sit = self.sit
        nxt = sit.opponents[0]
        count = sit.hand_count(nxt)
        if card == BLANK or count > self.MAX_COUNT:
            return cost
        if sit.layable(card):
            chance = 1.0 if count <= 1 else 0.6
        else:
            known = sit.known_cards(nxt)
            if known and target_meldable(card, known, sit.wild):
                chance = 0.9
            else:
                lam = max(0, count - len(known)) * sit.partners(card) / self.unseen
                chance = self.p.compat * (1.0 - math.exp(-lam) * (1.0 + lam)) * (1.0 if count >= 3 else 0.3)
        rest = list(self.left)
        rest.remove(card)
        return cost + self.OUT_FEED * chance * sum(sit.points(c) for c in rest if c != BLANK)


class FeedOut(Strong):
    OUT_FEED = 1.0
    MAX_COUNT = 3

    def judge(self, sit):
        weights = {"OUT_FEED": self.OUT_FEED, "MAX_COUNT": self.MAX_COUNT}
        return type("FeedOutJudge", (FeedOutJudge,), weights)(sit, self.params)


VARIANTS = {"hold": HoldMelds, "exact-stock": ExactStock, "final-stage": FinalStage, "feed-out": FeedOut}
