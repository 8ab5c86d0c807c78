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

The weights are the strong level's settings (`settings.StrongSettings`);
`Judge` only computes.
"""

import math

from ..finish import target_meldable
from ..melds import POSITIONS, card_at
from .arrange import best_plan
from .situation import out_chance
from .tables import END_EDGES, KEEP, KEEP_HIGH

BLANK = "??"                # a card drawn blind, in a turn's value before the draw


class Judge:
    """Values of cards and turns for one Situation and one level's settings."""

    def __init__(self, sit, settings):
        self.sit, self.p = sit, settings
        self.end = sit.end_chance(settings.end_scale)
        self.bucket = sum(1 for edge in END_EDGES if self.end >= edge)
        self.unseen = max(1, sit.unseen_total)
        self.weight = standing_weights(sit, settings.lead_weight)
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
            return self.p.wild_feed * nxt
        partners = sit.partners(card) / self.unseen
        miss, used = 1.0, 0.0
        for k, s in enumerate(sit.opponents):
            known = sit.known_cards(s) if self.p.track else []
            if known and target_meldable(card, known, sit.wild):
                chance = self.p.known_meld
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
    all count 1 while the opponents are level (`lead`: settings.StrongSettings.lead_weight)."""
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
