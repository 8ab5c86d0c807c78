"""Variants of the strong level studied for issue 14, for bench/ft_strength.py.

Each is the strong level with one idea added; none is played by the game.
Name one as a POLICY (hold, exact-stock, final-stage, feed-out, out-shape,
combined), with weights like any level: `final-stage:REACH=300,LEAD_DEEP=40`.
What they gave (2026-12-01), as the change of the deal differential against
plain strong, `python bench/ft_strength.py paired --deals 1500 --seed S
strong VARIANT`, one figure per seed (P1, P2, then P3, P4; each ±0.6-1.7),
all with strong's TOP_MARGIN at 0 (it is 6 since; see below).
hold, exact-stock, feed-out and final-stage were measured as scratch copies
of these classes, checked to play alike (200 paired deals identical to the
hundredth; the first 24 matches of seed M identical):
- hold: cheap melds stay in hand while the deal is young, so the others
  cannot lay off on them: -1.5 / -0.8 (defaults); HOLD_END=0.1 +0.1 / -0.1;
  HOLD_PTS=15,HOLD_TOTAL=30 -0.9 / -0.7; HOLD_END=0.3,HOLD_PTS=60,
  HOLD_TOTAL=100 -1.4 / -1.8.
- exact-stock: the stock valued as the mean turn over the unseen cards that
  play at once: +1.2, +4.2, -0.4, +0.1 (EXACT_SCALE 1.5); 1.0: -0.4 / +3.5;
  2.0: -1.7 / -1.9 (P3, P4).
- feed-out: a discard the next player could use also costs, when that
  player holds 3 cards or fewer, the points it would catch in my hand:
  +0.5 / +0.1; OUT_FEED=0.5 +0.8 / +0.3.
- out-shape: the chance to go out at the next turn from the very cards
  kept (not their count): -0.5 / +1.8 (SHAPE_MAX=3); 2: +0.1 / +1.3;
  4: -0.2, +3.2, -0.4, +1.0.
  Its chances are lower bounds (others' new melds and the pile's top
  also help): for one kept card predicted 0.13 / 0.25, went out 0.19 / 0.31.
- combined (exact-stock for hands up to 9 cards, out-shape up to 4): +0.0 /
  +3.7 (P1, P2); `matches --matches 400 --seed CA strong combined` (and CB):
  strong 163 and 161 wins, combined 167 and 162; won +18 -14 and +13 -12,
  so +0.6 ± 0.9 points of win rate.
- final-stage: when someone may reach the target this deal, safer while
  leading, bolder while trailing. `matches --matches 800 --seed M`: 293 wins
  for strong against 293 (defaults), 291 (lead only: TRAIL_MIN=0), 296
  (trail only: LEAD_RISK=1,LEAD_OUT=0.3,LEAD_DEEP=15); 487 to 646 of the
  800 matches were played alike.
- seer (a reference, strong told the hidden cards): `paired --deals 1500
  --seed C1` (and C2): +1.6 / +3.3; hands only (SHOW_STOCK=0) +2.7 / +1.6;
  stock only (SHOW_HANDS=0) -3.7 / -2.5. `matches --matches 800 --seed M`
  (and N): strong 293 and 309 wins, seer 304 and 329 (+61 -50, +59 -39):
  +1.9 ± 0.9 points of win rate, 633 of 1600 = 39.6 %. Reading the others'
  hands perfectly would not take strong's way of judging to 40 %.
- TOP_MARGIN (a weight of strong; 0 until 2026-12-01, now 6): the pile's top
  must beat the stock by this many points. Against 0, paired, 1500 deals a
  seed, seeds P1, P2, Q4, Q2, Q3, Q5 in that order: 3: +0.4, +0.7, -0.2,
  +0.9, +1.2 (no Q5); 6: +0.9, +1.1, +0.2, +0.7, +0.8, +1.2, +0.8 ± 0.3 in
  all; 10: -0.5, +0.6, +0.2, +1.6, +0.5, +1.2; 15: -0.5, +0.3, +0.9 (P1,
  P2, Q4). Found by a scratch
  random search of strong's weights (83 sets, 2-5 weights each scaled by
  0.65-1.4, seed Q1: mean -0.2, best +2.7 ± 1.2), its best six checked on
  Q2 and Q3: only TOP_MARGIN and meld_weight 1.3 held there, and
  meld_weight 1.3 fell back on P1 and Q4 (-1.5, -0.6; +2.6 on P2).
- reader (a scratch copy, not kept): the unseen cards that fit a table meld
  are thought to be in the stock (a CPU seat lays off what it can), the
  others' hidden cards drawn from the rest, for the stock's gain and the
  feed model: -1.1 / +0.8 (P1, P2); stock only +0.0 / -0.5, feed only
  -1.3 / +1.4; with 0.3 of a fitting card's share left in hands +0.9 / -0.1.
- pile-reach (scratch, not kept): a pair or run piece of the hand also
  counts as one when the card that completes it lies in the pile's top 6
  places (a deep draw away): -0.12 / -0.08 (P1, P2); top 2: -0.03 / -0.07.
  It seldom changes a decision: an unseen wild card already makes most
  pairs and run pieces count.
- outs (scratch, not kept): a kept pair's or run piece's meld chance
  scaled by (its unseen completing cards, wild ones included / 5, or 4 for
  a gap) ** ALPHA: ALPHA 0.5 -3.3 / -4.5, 1.0 -5.4 / -5.7; ALPHA 0.5 with
  the divisor x1.4 -4.7 / -6.4, x0.7 -1.8 / -0.2. The measured table by
  shape alone does better.
- leader (scratch, kept as strong's lead_weight since 2026-12-01): the
  points of the opponent with the highest total count 1 + LEAD in the feed
  cost and the value of ending the deal, the others' 1 - LEAD / 2, all 1
  while the opponents are level. `matches --matches 800 --seed S strong
  leader` (lead_weight 0 against 0.5), seeds M, N, O, R: +27 -20, +23 -11,
  +27 -15, +29 -22 matches, +1.19 ± 0.41 points of win rate in all (strong
  1205, leader 1243 of 3200 = 38.8 %); then, as strong:lead_weight=0
  against strong, seeds S1, S2: +32 -27, +24 -32. All six: +0.73 ± 0.35
  (1814 and 1849 of 4800 = 37.8 % and 38.5 %); the four seeds measured
  after LEAD was picked on M and N: +0.50 ± 0.45. Against LEAD 0.5 on M
  and N: LEAD 1.0 -1.25 and -0.88, 1.5 -1.75 and -0.50; against lead 0 on
  O and R: LEAD 0.3 +0.62 and -0.12; weights by a softmax of the totals
  (scale 300, a quarter of the weight moved) +1.12 and -0.38. It costs no
  deal points: paired, P1 and P2, -0.56 and -0.31 (± 0.9, 0.7).
- end-aware (kept as strong's END_AWARE since 2026-12-02; endgame.py): no
  going out, stop or last-card rummy call that is thought to close the
  match with another seat on top, a stop that wins. `matches --matches
  800 --seed S strong:END_AWARE=0 strong`, seeds N, M, O: +1 -0, +1 -0,
  +0 -0 (82 of 800 matches played otherwise, nearly all still lost): it
  seldom turns a last deal round. Strong went out itself in the deciding
  deal of 66 of the 600 matches it lost (seeds FA, FB).
- passes (scratch, not kept): an opponent that drew from the stock over
  a pile top of a card's rank in its last two draws holds no pair for it,
  so its set partners count SET_KEEP (0.3) in the feed model (RUN_KEEP for
  a passed card of the suit one place away): P1 -0.04, P2 +0.65; SET_KEEP
  0.1 +0.15, +0.70, X1 -0.28, X2 +0.42 (+0.25 ± 0.35); RUN_KEEP 0.5 -0.53
  / +0.03. A pass says little: few discards share a rank with a pile top.
- exact-stock again, with TOP_MARGIN 6 (2026-12-02, fresh seeds X1, X2):
  -0.19 / -0.47; EXACT_HAND=8 -0.33 / -0.20. Its earlier gain was with
  TOP_MARGIN 0, where the two overlap.
- MAX_CARDS / MAX_DEEP (weights of strong; 16 / 12 as normal's until
  2026-12-02, now 20 / 16 with one deck): deeper draws to bigger hands.
  20 / 16 against 16 / 12, paired: X1 +0.73, X2 +0.57, P1 +0.05, P2 +0.75
  (± 0.3-0.4 each; +0.5 ± 0.2); 20 / 12: P1 +0.09, P2 +0.36; 24 / 20: P1
  +0.28, P2 +0.82. Hands past 16 cards are rare: decide at 4 players, 40
  matches every seat strong (CPU ms), 16 / 12 p99 6.7, p99.9 17.9, max 50;
  20 / 16 p99 6.9, p99.9 16.5, max 50. In the same runs DEEP_MARGIN 0 -2.43
  / -0.32, 7 -0.37 / +1.10 (X1, X2); deep_reach 0.3 -0.78 / -1.90, 0.1
  +0.11 / -1.82; layable_feed 0.6 played alike (a card that fits a table
  meld is thrown only when every card does). With end-aware, against
  stop 26's strong (`matches --matches 800 --seed S
  strong:MAX_CARDS=16,MAX_DEEP=12,END_AWARE=0 strong`), seeds S1, S2, R,
  T: +13 -2, +11 -6, +8 -4, +9 -3: +0.81 ± 0.23 points of win rate (1217
  and 1243 wins of 3200); with U and V, strong 1857 of 4800 = 38.7 %.
- refate (scratch, not kept): KEEP measured again on the cards strong
  itself kept (20 000 deals, strong + 3 normal, 172 179 kept cards): they
  meld more often than the table says (a loose 10-point card 0.42 against
  0.28 early, a loose 100-point card 0.49 against 0.32). As strong's table
  (low / high): P1 -4.28, P2 -1.91; 10-point cards apart -4.53 / -0.21;
  with risk_weight 1.0 -3.16 / -1.33. It keeps more high cards and is
  caught with them (27 -> 34 points a deal): the fate of the cards strong
  chose to keep is not the fate of the ones it would keep instead.
  end_chance (6000 deals) is calibrated within 0.08 in every decile.
- weights again (2026-12-02), one at a time, paired Y1, Y2, then Y3, Y4:
  risk_weight 0.65 +0.25, +2.41, +1.33, +1.46; out_value 0.2 +0.21,
  +0.45, +0.42, +0.59; STOCK_SCALE 2.0 +0.16, +0.51, +0.97, +1.36; the
  rest flat (risk 0.95, meld 0.85 / 1.15, out 0.4, compat 0.75, blank 3,
  STOCK 1.0 -2.0 / -0.7, HOLD_RISK 0 / 50, DEEP_MARGIN 10 / 22). The three
  together, Y3-Y6: +2.45, +2.35, +1.81, -0.05; but in matches (`matches
  --matches 800 --seed W1`, W2) -0.75 and -0.75 points of win rate (+34
  -40, +31 -37). risk_weight 0.65 alone in matches, W3-W6: +29 -17, +26
  -22, +23 -21, +20 -17 = +0.66 +- 0.41: kept as strong's weight since.
  Its own standing (risk x (1 + 0.3 x lead / 500), scratch) W3, W4: +15
  -12, +15 -20. deny (a take from the pile adds DENY x the taken cards'
  feed cost, scratch): Y3 +0.50, Y4 -0.92; DENY 0.25 +0.80 / -0.40.
  Plain strong (risk 0.8) in W1-W6: 325, 357, 289, 301, 320, 326 = 1918
  of 4800 = 40.0 %; with S1, S2, R, T, U, V, 3775 of 9600 = 39.3 %.
  Strong with risk 0.65 on fresh seeds, `matches --matches 800 --seed Z1
  strong` (Z2-Z4): 331, 312, 323, 311 = 1277 of 3200 = 39.9 % (95 %
  38.2-41.6 %); with W3-W6, 2534 of 6400 = 39.6 % (38.4-40.8 %).
  Then, against it, W7 and W8: STOCK_SCALE 2.0 +19 -16, +17 -22; out_value
  0.2 +6 -6, +5 -9 (strong itself 329 and 307 wins).
- weights again (2026-12-02, later), paired, seeds K1, K2 (scratch, not
  kept): 100-point cards with a risk or meld weight of their own (risk_high
  0.8 -0.59 / -0.58, 0.5 -0.04 / -0.05; meld_high 1.15 +0.04 / +0.37, 0.85
  -0.62 / -0.28), the other cards' risk alone (0.5 -0.84 / +0.26, 0.8 +0.04
  / +0.08); the end chance scaled before its bucket (0.8 -2.29 / -2.72, 1.25
  -0.95 / -1.03); feed_weight 0.8 -0.33 / -1.00, 1.25 -0.48 / -0.44. The
  tempo term (chance to go out next turn x value of ending) scaled: 0.6
  -0.20, +2.21, -0.61, +0.48 (K1-K4), 0.3 +0.23, +1.77, -0.65, +0.46, 0 -0.94
  / +0.65 (K3, K4), 1.5 -1.27 / +0.03; 0.6 in matches (`matches --matches
  800 --seed W9`, W10): +10 -8, +13 -14, flat. Strong itself won 302 and 312
  there; with Z1-Z4, W7, W8: 2527 of 6400 = 39.5 % (95 % 38.3-40.7 %).
  Strong alone on seeds fixed before they ran, `matches --matches 2000 --seed
  L3` (L4-L6; L1, L2 400): 137, 161, 760, 799, 765, 803 = 3425 of 8800 = 38.9
  %; H1-H8 (600, 600, 1000 x4, 300, 300): 231, 229, 371, 375, 364, 410, 112,
  118 = 2210 of 5800 = 38.1 %; all with Z1-Z4, W7-W10: 8162 of 21000 = 38.9 %.
decide's p50 / p99 in ms, every seat the variant, 40 deals (4 players; 8):
strong 0.40 / 6.4 (0.41 / 7.9), out-shape 0.71 / 15.1 (0.40 / 25.0),
exact-stock 0.35 / 38.0 (0.38 / 79.8), combined 0.97 / 66.9 (0.47 / 114.1):
all but strong beyond the 10 ms budget at p99.
"""

from collections import Counter

from rummy.five_thousand.cpu.arrange import best_plan
from rummy.five_thousand.cpu.judge import BLANK, Judge, _partner, at_least_two
from rummy.five_thousand.cpu.levels import Strong, plays_at_once
from rummy.five_thousand.cpu.moves import first_action, ordered_steps
from rummy.five_thousand.cpu.situation import Situation, out_chance
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
        return first_action(sit.view, [step for step in ordered_steps(plan, sit.must_play)
                                       if not any(step is h for h in held)])

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
    EXACT_HAND = 99          # bigger hands keep strong's estimate (they are the slow ones)

    def stock_value(self, sit, judge):
        if len(sit.hand) > self.EXACT_HAND:
            return Strong.stock_value(self, sit, judge)
        blank = judge.turn_value(sit.hand, blank=True)
        total = 0.0
        for card, copies in sit.unseen.items():
            if plays_at_once(sit, card):
                value = judge.turn_value(sit.hand + [card])
                if value is not None and value > blank:
                    total += copies * (value - blank)
        return blank + self.EXACT_SCALE * total / max(1, sit.unseen_total)


class FinalStage(Strong):
    """When a seat's total and this deal's melded points come within REACH
    of the target: leading, risk × LEAD_RISK, out_value LEAD_OUT, deep margin
    LEAD_DEEP; trailing by at most TRAIL_MIN, the TRAIL_ weights."""

    REACH = 250
    LEAD_RISK, LEAD_OUT, LEAD_DEEP = 1.5, 0.6, 40.0
    TRAIL_RISK, TRAIL_OUT, TRAIL_DEEP = 0.5, 0.3, 0.0
    TRAIL_MIN = -400

    def mode(self, sit):
        totals = sit.totals()
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

    def deep_margin(self, sit):
        mode = self.mode(sit)
        return self.DEEP_MARGIN if mode is None else getattr(self, mode + "_DEEP")


class FeedOutJudge(Judge):
    """A discard the next player could use also costs, when that player holds
    at most MAX_COUNT cards, OUT_FEED × P(it uses it) × the points left in my hand."""

    OUT_FEED = 1.0
    MAX_COUNT = 3

    def discard_cost(self, card, rest):
        cost = Judge.discard_cost(self, card, rest)
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
                chance = self.p.compat * at_least_two(lam) * (1.0 if count >= 3 else 0.3)
        return cost + self.OUT_FEED * chance * sum(sit.points(c) for c in rest if c != BLANK)


class FeedOut(Strong):
    OUT_FEED = 1.0
    MAX_COUNT = 3

    def judge(self, sit):
        weights = {"OUT_FEED": self.OUT_FEED, "MAX_COUNT": self.MAX_COUNT}
        return type("FeedOutJudge", (FeedOutJudge,), weights)(sit, self.params)


class OutShapeJudge(Judge):
    """The chance to go out at the next turn from the cards actually kept
    (SHAPE_MAX or fewer; a bigger hand keeps the table by count): over the
    unseen cards the stock may give, does the best plan of kept + drawn
    leave exactly one card to throw? A card drawn blind counts as one loose
    card more (it must be the one thrown)."""

    SHAPE_MAX = 3

    def __init__(self, sit, params):
        Judge.__init__(self, sit, params)
        self.fits = [c for c in sit.unseen if layable(c, sit.melds, sit.wild)]
        self.memo = {}

    def out_after(self, kept):
        plain = sorted(c for c in kept if c != BLANK)
        spare = len(kept) - len(plain)
        if len(kept) > self.SHAPE_MAX:
            return out_chance(len(kept))
        key = (tuple(plain), spare)
        if key not in self.memo:
            self.memo[key] = self._out_after(plain, spare)
        return self.memo[key]

    def _out_after(self, plain, spare):
        sit = self.sit
        wild = sit.wild
        relevant = set(self.fits) | {c for c in sit.unseen
                                     if c[0] == wild or any(_partner(c, k, wild) for k in plain)}
        chance, seen = 0.0, 0
        for card in sorted(relevant):
            copies = sit.unseen[card]
            seen += copies
            plan = best_plan(plain + [card], wild, sit.melds)
            if plan is not None and len(plan.left) + spare == 1:
                chance += copies
        if not plain and not spare:      # any other card is thrown at once
            chance += self.unseen - seen
        return chance / self.unseen

    def tempo_of(self, kept):
        return (1.0 - self.end) * self.out_after(kept) * self.out_value()

    def discard_cost(self, card, rest):
        """Less the change of the chance to go out that keeping `rest`
        makes, against the table by count that turn_value adds."""
        return Judge.discard_cost(self, card, rest) - self.tempo_of(rest) + Judge.tempo(self, len(rest))

    def tempo(self, kept):
        """An emptied hand by its own chance (turn_value asks for 0 kept
        cards only then; other counts are corrected per discard above)."""
        return self.tempo_of([]) if kept == 0 else Judge.tempo(self, kept)


class OutShape(Strong):
    SHAPE_MAX = 3

    def judge(self, sit):
        return type("OutShapeJudge", (OutShapeJudge,), {"SHAPE_MAX": self.SHAPE_MAX})(sit, self.params)


class Combined(ExactStock, OutShape):
    """exact-stock (hands of EXACT_HAND cards or fewer) and out-shape together."""

    EXACT_HAND = 9
    SHAPE_MAX = 4


class SeerSituation(Situation):
    """The deal as a seat would see it if every hand were face up: each
    opponent's whole hand is "known" and the unseen cards are the stock's
    (in no order)."""

    def __init__(self, view, hands, stock, show_hands=True, show_stock=True):
        self.hands = hands if show_hands else None
        Situation.__init__(self, view)
        if show_stock:
            self.set_unseen(Counter(stock))

    def known_cards(self, seat):
        if self.hands is None:
            return Situation.known_cards(self, seat)
        return list(self.hands[seat])


class Seer(Strong):
    """A reference, not a player: strong told every hidden hand and the
    stock's cards (not their order) before each decision, by the bench
    (`tell(match)`). What it gains over strong bounds what reading the
    others' hands could give strong's way of judging. Untold, it plays as
    strong. SHOW_HANDS=0 hides the hands again (only the unseen cards are
    the stock's), SHOW_STOCK=0 the stock (only the hands are shown)."""

    SHOW_HANDS = 1
    SHOW_STOCK = 1

    def __init__(self):
        self.hidden = None

    def tell(self, match):
        self.hidden = ([list(h) for h in match.hands], list(match.stock))

    def reveal(self, sit):
        if self.hidden is None:
            return sit
        return SeerSituation(sit.view, *self.hidden, bool(self.SHOW_HANDS), bool(self.SHOW_STOCK))

    def situation(self, view):
        return self.reveal(Strong.situation(self, view))


VARIANTS = {"hold": HoldMelds, "exact-stock": ExactStock, "final-stage": FinalStage, "feed-out": FeedOut,
            "out-shape": OutShape, "combined": Combined, "seer": Seer}
