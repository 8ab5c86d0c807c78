"""The CPU levels' settings: one frozen object per level, and where each number came from.

`EASY`, `NORMAL` and `STRONG` are the only place a level's tuned numbers
live (`levels` reads them as `self.settings`, `judge` as its weights); the
tables measured in self-play live in `tables`. Each number says here, once,
where its figure came from: set by hand as docs/rules-five-thousand.md's character of
the level asks, or measured. "Paired" figures are the change of strong's
deal differential (its points less the others' mean, points a deal ±
standard error) in the same deals, "matches" figures the change of its win
rate in the same matches to 2500 (points of win rate ± s.e.); how they are
measured, and every run behind them, is in docs/research-five-thousand-cpu.md
(tools: research/ft_strength.py, ft_search.py, ft_outfit.py, ft_branch.py).
A tuning variant is the level with another settings object
(`dataclasses.replace(STRONG, risk_weight=0.5)`); no level is ever changed.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class EasySettings:
    rummy_notice: float = 0.5        # share of the rummy calls it makes (set by hand: a beginner misses half)


@dataclass(frozen=True)
class NormalSettings:
    deep_margin: float = 50          # points a deep draw must play beyond the hand, net of the taken
                                     # cards it keeps (set by hand: "a clear profit", docs/rules-five-thousand.md)
    max_deep: int = 12               # deepest draw looked at (set by hand, with max_cards: the time of decide)
    max_cards: int = 16              # ... and no draw that would make the hand bigger than this
    close: int = 2                   # an opponent holding this few cards is near going out (set by hand)


@dataclass(frozen=True)
class StrongSettings:
    # --- the draw (levels.Strong) ------------------------------------------------------
    deep_margin: float = 15.0        # a deep draw must beat the stock by this; paired W1: 10 -0.36 ± 0.26,
                                     # 20 -0.05 ± 0.22; matches V1: 8 -0.70 ± 0.57 (a flat top)
    top_margin: float = 6.0          # the pile's top must beat the stock by this (0 until 2026-12-01);
                                     # paired against 0, six seeds: +0.8 ± 0.3; W1: 3 -0.17, 10 -0.21 ± 0.13
    stock_scale: float = 1.5         # share of a stock card's immediate points counted before the draw;
                                     # paired W1: 1.1 -0.56 ± 0.25, 2.0 -0.18 ± 0.23
    max_deep: int = 16               # deepest draw looked at (normal: 12) ...
    max_cards: int = 20              # ... and the biggest hand it may make with one deck (normal: 16):
                                     # 20 / 16 against 16 / 12, paired, four seeds: +0.5 ± 0.2;
                                     # decide's p99 holds (hands past 16 cards are rare)
    max_cards_two_decks: int = 14    # ... with two decks (5-8 players), where hands of 15-16 are the
                                     # slowest to plan; capping at 4 players cost 0.7 ± 0.6 (noise)
    # --- melds held back (levels.Strong.hold_back) -------------------------------------
    hold_risk: int = 30              # at most these points at stake when holding melds back; matches G1:
                                     # 0 (never hold) -0.05 ± 0.09 (1951 of 2000 alike); paired Y: 0 / 50 flat
    hold_safe: int = 5               # ... and every opponent holds at least this many cards (set by hand)
    # --- the match's end (endgame) -----------------------------------------------------
    end_aware: bool = True           # never end a deal thought to close the match with another seat on
                                     # top; matches N, M, O, off against on: +2 -0 (since 2026-12-02)
    end_margin: float = 0.0          # ... ahead of it by more than this many points (set by hand)
    # --- the judge's weights (judge.Judge) ---------------------------------------------
    meld_weight: float = 1.35        # trust in the measured meld chance of a kept card (1.0 until
                                     # 2026-12-04); matches RC, RD, RE: +0.70 ± 0.28 (found by ft_search)
    risk_weight: float = 0.65        # fear of being caught (0.8 until 2026-12-02); matches W3-W6: +0.66 ± 0.41;
                                     # paired W1: 0.5 -0.71 ± 0.30, 0.8 -0.35 ± 0.26
    feed_weight: float = 1.0         # an opponent's points, against my own; paired W1: 0.75 +0.04 ± 0.24,
                                     # 1.3 -0.29 ± 0.23
    layable_feed: float = 1.0        # P(an opponent scores a thrown card that fits a table meld); 0.6
                                     # played alike (such a card is thrown only when every card fits)
    track: bool = True               # read the cards each opponent is known to hold (docs/rules-five-thousand.md)
    compat: float = 0.9              # P(two partner cards in a hand make a meld with the card); paired W1:
                                     # 0.7 +0.04 ± 0.20, 1.1 -0.33 ± 0.18
    deep_reach: float = 0.7          # how much a later opponent's use counts (it needs a deep draw);
                                     # paired W1: 0.5 -0.31 ± 0.19, 0.9 -0.17 ± 0.18
    out_value: float = 0.3           # value of ending the deal, per point the others are thought to hold;
                                     # paired W1: 0.2 +0.30 ± 0.16, 0.45 -0.62 ± 0.19; matches W7, W8: 0.2 +11 -15
    lead_weight: float = 0.5         # how much more the leading opponent's points count (judge.standing_weights);
                                     # matches M, N, O, R, S1, S2, 0 against 0.5: +0.73 ± 0.35 for 0.5
    blank_cost: float = 1.0          # the cost of keeping a useless card drawn blind; paired W1: 0 -0.02,
                                     # 3 -0.03 ± 0.05 (flat)
    end_scale: float = 1.3           # the opponents' fitted chances to go out (tables.OUT_FIT), scaled
                                     # (1.0 until 2026-12-06); paired, four seeds: +0.69 ± 0.16 (ft_outfit)
    known_meld: float = 0.95         # P(an opponent scores a thrown card that melds with cards it is
                                     # known to hold) (set by hand: it may still not take it)
    wild_feed: float = 0.95          # ... and a thrown wild card (set by hand: every hand can use one)


EASY = EasySettings()
NORMAL = NormalSettings()
STRONG = StrongSettings()

# Set by hand, for every level that reads the end chance (situation.Situation.end_chance):
OUT_CAP = 0.99                       # an opponent's chance to go out is never taken as certain
STOCK_SHORT_STAYS = 0.5              # P(the deal lasts a round) when the stock is shorter than a round ...
STOCK_EMPTY_STAYS = 0.2              # ... and when it is empty (a seat must stop or take from the pile)
