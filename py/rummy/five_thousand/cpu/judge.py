"""How the strong level values cards: kept in hand, thrown to the pile, drawn.

A card kept after the turn ends up melded (its points scored), caught in
hand when the deal ends (its points lost) or thrown later (nothing), so
keeping it is worth `points × (P(melded) − P(caught))`. Both chances come
from a table measured in self-play (KEEP) by what the card is part of in
the hand — a wild card, a card kept with a wild card, a pair, two cards of
a run side by side or one place apart, a loose card — and by how likely
the deal is to end before this seat's next turn. A thrown card costs what
an opponent would score with it, times the chance one can use it: the card
stays in the pile, where the next player may take it from the top and the
others by a deep draw; what the opponent with the highest total scores
counts more than what the others do (the match is won by beating it). A
turn's value is the points a plan plays now, plus what the kept cards are
worth, less the cost of the discard, plus the chance to go out at the next
turn times what ending the deal is worth; the strong level compares its
draws by it.

The weights are the strong level's `Params`; `Judge` only computes.
"""

import math

from ..finish import target_meldable
from ..melds import POSITIONS, card_at
from .arrange import best_plan
from .situation import out_chance

BLANK = "??"                # a card drawn blind, in a turn's value before the draw

# The fate of a card kept after a discard, measured in self-play (4 players,
# 200 matches to 1000, strong against strong and normal seats; 27 000 cards
# followed to the end of their deal): (P(melded or laid off by its holder),
# P(still in hand when the deal ends)) by what the card is part of in the
# hand (`Judge.shape`) and by the end chance when it was kept (< 0.2, 0.2-0.3,
# 0.3-0.45, >= 0.45). The rest were thrown later. Cards of 100 points have
# their own rows where 30+ were seen: they are thrown sooner, so caught less.
END_EDGES = (0.2, 0.3, 0.45)
KEEP = {
    "wild": [(0.75, 0.2)] * 4,
    "wildmate": [(0.5, 0.35), (0.4, 0.5), (0.35, 0.57), (0.2, 0.75)],
    "pair": [(0.41, 0.48), (0.34, 0.57), (0.34, 0.57), (0.17, 0.78)],
    "adj": [(0.43, 0.45), (0.35, 0.54), (0.30, 0.60), (0.19, 0.76)],
    "gap": [(0.38, 0.46), (0.26, 0.58), (0.23, 0.65), (0.11, 0.78)],
    "loose": [(0.28, 0.39), (0.19, 0.49), (0.15, 0.54), (0.09, 0.72)],
}
KEEP_HIGH = {
    "pair": [(0.49, 0.37), (0.53, 0.40), (0.50, 0.41), (0.16, 0.76)],
    "adj": [(0.50, 0.31), (0.43, 0.33), (0.30, 0.60), (0.19, 0.76)],
    "gap": [(0.43, 0.20), (0.38, 0.28), (0.23, 0.65), (0.11, 0.78)],
    "loose": [(0.32, 0.24), (0.23, 0.39), (0.15, 0.54), (0.09, 0.72)],
}


class Params:
    """The strong level's weights (tuned in self-play against normal; a
    tuning variant subclasses this, as bench/ft_strength.py does)."""

    meld_weight = 1.35      # trust in the measured meld chance of a kept card (1.0 until 2026-12-04:
                            # 1.35 won +0.70 ± 0.28 points more of the matches to 2500, seeds RC, RD, RE)
    risk_weight = 0.65      # fear of being caught (0.8 until 2026-12-02; see bench/ft_variants.py)
    feed_weight = 1.0       # an opponent's points, against my own
    layable_feed = 1.0      # P(an opponent scores a thrown card that fits a table meld)
    track = True            # read the cards each opponent is known to hold
    compat = 0.9            # P(two partner cards in a hand make a meld with the card)
    deep_reach = 0.7        # how much a later opponent's use counts (it needs a deep draw)
    out_value = 0.3         # value of ending the deal, per point the others are thought to hold
    lead_weight = 0.5       # how much more the leading opponent's points count (see standing_weights)
    blank_cost = 1.0        # the cost of keeping a useless card drawn blind
    end_scale = 1.3         # the opponents' fitted chances to go out, scaled (Situation.end_chance;
                            # 1.0 until 2026-12-06: 1.3 gained +0.6 ± 0.2 points a deal, bench/ft_outfit.py)


class Judge:
    """Values of cards and turns for one Situation and one level's Params."""

    def __init__(self, sit, params):
        self.sit, self.p = sit, params
        self.end = sit.end_chance(params.end_scale)
        self.bucket = sum(1 for edge in END_EDGES if self.end >= edge)
        self.unseen = max(1, sit.unseen_total)
        self.weight = standing_weights(sit, params.lead_weight)
        self._out = None

    # --- kept cards --------------------------------------------------------------------
    def shape(self, card, kept):
        """What `card` is part of among the cards `kept` (itself included):
        "wild", "wildmate" (a wild card is kept too), "pair" (another card of
        its rank), "adj" / "gap" (a card of its suit one / two places away),
        else "loose"; a pair or a run piece counts only while a card that
        would complete it is still unseen."""
        sit = self.sit
        wild, unseen = sit.wild, sit.unseen
        if card[0] == wild:
            return "wild"
        others = list(kept)
        others.remove(card)
        if any(c[0] == wild for c in others):
            return "wildmate"
        rank, suit = card[0], card[1]
        w = sit.unseen_wilds
        if any(c[0] == rank for c in others) and (w or any(unseen.get(rank + x) for x in "SHDC")):
            return "pair"
        best = "loose"
        for c in others:
            if c[1] != suit:
                continue
            for p in POSITIONS[rank]:
                for q in POSITIONS[c[0]]:
                    if abs(p - q) == 1 and (w or _count(unseen, suit, min(p, q) - 1)
                                             or _count(unseen, suit, max(p, q) + 1)):
                        return "adj"
                    if abs(p - q) == 2 and (w or _count(unseen, suit, (p + q) // 2)):
                        best = "gap"
        return best

    def keep_value(self, card, kept):
        """What keeping `card` (among `kept`) is worth, in points."""
        if card == BLANK:
            return -self.p.blank_cost
        pts = self.sit.points(card)
        shape = self.shape(card, kept)
        table = KEEP_HIGH if pts >= 100 and shape in KEEP_HIGH else KEEP
        meld, caught = table[shape][self.bucket]
        return pts * (self.p.meld_weight * meld - self.p.risk_weight * caught)

    def kept_value(self, cards):
        return sum(self.keep_value(c, cards) for c in cards)

    # --- thrown cards ------------------------------------------------------------------
    def feed_share(self, card):
        """The chance that some opponent scores `card` if it is thrown now,
        times that opponent's standing weight (so it may pass 1): it melds with
        two of an opponent's cards (known ones, or hidden ones drawn from the
        unseen); the next opponent takes it from the top, the later ones by
        a deep draw, each only if the ones before did not. A card that fits
        a table meld, or a wild card, is counted as the next opponent's."""
        sit = self.sit
        nxt = self.weight[sit.opponents[0]]
        if sit.layable(card):
            return self.p.layable_feed * nxt
        if sit.is_wild(card):
            return 0.95 * nxt
        partners = sit.partners(card) / self.unseen
        miss, used = 1.0, 0.0
        for k, s in enumerate(sit.opponents):
            known = sit.known_cards(s) if self.p.track else []
            if known and target_meldable(card, known, sit.wild):
                chance = 0.95
            else:
                lam = max(0, sit.hand_count(s) - len(known)) * partners
                lam += sum(1 for c in known if _partner(c, card, sit.wild))
                chance = self.p.compat * at_least_two(lam)
            chance *= 1.0 if k == 0 else self.p.deep_reach
            used += miss * chance * self.weight[s]
            miss *= 1.0 - chance
        return used

    def discard_cost(self, card, rest):
        """What throwing `card` (keeping `rest`) costs beyond the value of the
        cards kept: what it feeds the others."""
        return self.feed_cost(card)

    def feed_cost(self, card):
        if card == BLANK:
            return 0.0
        return self.p.feed_weight * self.sit.points(card) * self.feed_share(card)

    # --- turns -------------------------------------------------------------------------
    def choose_discard(self, left, options):
        """(card, value): the discard among `options` that keeps the most
        value. A card's value changes with the discard only when the two
        could be in one meld, so only those are valued again."""
        wild = self.sit.wild
        if BLANK in left:
            options = list(options) + [BLANK]
        base = {c: self.keep_value(c, left) for c in sorted(set(left))}
        total = sum(base[c] for c in left)
        best = None
        for card in options:
            rest = list(left)
            rest.remove(card)
            value = total - base[card]
            if card != BLANK:
                for c in sorted(set(rest)):
                    if c != BLANK and _partner(c, card, wild):
                        value += rest.count(c) * (self.keep_value(c, rest) - base[c])
            value -= self.discard_cost(card, rest)
            if best is None or value > best[1]:
                best = (card, value)
        return best

    def out_value(self):
        """What ending the deal is worth: a share of the points the others
        hold, each opponent's by its standing weight."""
        if self._out is None:
            sit = self.sit
            self._out = self.p.out_value * sum(sit.hidden_points(s) * self.weight[s] for s in sit.opponents)
        return self._out

    def tempo(self, kept):
        """What holding `kept` cards after the turn is worth: the chance to go
        out at the next turn, if the deal lasts until then."""
        return (1.0 - self.end) * out_chance(kept) * self.out_value()

    def turn_value(self, hand, must=None, no_discard=None, blank=False):
        """Points played now + value kept − cost of the discard + tempo, for
        the best plan of `hand` (None when no plan plays `must`). `blank`
        adds a card drawn blind from the stock, of no use."""
        sit = self.sit
        plan = best_plan(hand, sit.wild, sit.melds, must)
        if plan is None:
            return None
        left = plan.left + ([BLANK] if blank else [])
        if not left:
            return plan.points + self.tempo(0)
        options = [c for c in left if c != no_discard]
        if not options:     # the card taken may not be thrown: keep one card more
            return plan.points - min(sit.points(c) for c in plan.played) - sit.points(left[0])
        if len(left) == 1:
            return plan.points + self.out_value()
        _, value = self.choose_discard(left, sorted(set(options) - {BLANK}))
        return plan.points + value + self.tempo(len(left) - 1)


def standing_weights(sit, lead):
    """How much each opponent's points count against my own, by the match's
    standing (totals with this deal's melds): the match is won by beating
    the opponent with the highest total, so its points count 1 + `lead`
    and the others' 1 - `lead` / (opponents - 1), so the mean stays 1 when
    one opponent leads (opponents tied at the top each count 1 + `lead`);
    all count 1 while the opponents are level. Measured with `lead` 0.3 to
    1.5 in matches to 2500 (bench/ft_variants.py, "leader")."""
    totals = sit.totals()
    top = max(totals[s] for s in sit.opponents)
    if all(totals[s] == top for s in sit.opponents):
        return {s: 1.0 for s in sit.opponents}
    rest = 1.0 - lead / max(1, len(sit.opponents) - 1)
    return {s: 1.0 + lead if totals[s] == top else rest for s in sit.opponents}


def at_least_two(lam):
    """P(at least two) of a Poisson count of mean `lam`: a hand holds two
    partner cards for a thrown card."""
    return 1.0 - math.exp(-lam) * (1.0 + lam)


def _partner(a, b, wild):
    """Could `a` and `b` be two cards of one meld?"""
    if a[0] == wild or b[0] == wild or a[0] == b[0]:
        return True
    return a[1] == b[1] and any(abs(p - q) <= 2 for p in POSITIONS[a[0]] for q in POSITIONS[b[0]])


def _count(unseen, suit, place):
    if not 1 <= place <= 14:
        return 0
    return unseen.get(card_at(suit, place), 0)
