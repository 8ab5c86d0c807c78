"""How a level values cards: kept in hand, thrown to the pile, drawn.

A card kept after the turn ends up melded (its points scored), caught in
hand when the deal ends (its points lost) or thrown later (nothing), so
keeping it is worth `points × (P(melded soon) − P(caught) × P(not melded))`.
P(melded) comes from the cards still unseen that would complete it with the
cards kept (a pair, two cards of a run, a wild card, a table run two places
away) over the draws left; P(caught) from how likely the deal is to end
before the card can be thrown (the opponents' hand sizes, the stock, how
many loose cards wait their turn to be thrown). A thrown card costs what
an opponent would score with it, times the chance one can use it. A turn's
value is the points a plan plays now plus what the kept cards are worth,
less the cost of the discard: the levels compare draws by it.

The numbers a level uses are its `Params`; `Judge` only computes.
"""

import math

from ..finish import target_meldable
from ..melds import POSITIONS, card_at, run_ends
from .arrange import best_plan
from .situation import out_chance

BLANK = "??"                # a card drawn blind, in a turn's value before the draw


class Params:
    """A level's weights (see levels.py for the values each level uses)."""

    meld_weight = 1.0       # trust in the meld chance of a kept card
    risk_weight = 1.0       # fear of being caught
    feed_weight = 0.5       # an opponent's points, against my own
    layable_feed = 1.0      # P(an opponent scores a thrown card that fits a table meld)
    track = False           # read what each opponent collects
    readers = 1             # opponents thought able to use a thrown card (in turn order)
    compat = 0.35           # P(two partner cards in a hand make a meld with the card)
    deep_reach = 0.7        # how much a later opponent's use counts (it needs a deep draw)
    out_value = 0.3         # value of ending the deal, per point the others are thought to hold
    stock_gain = 8.0        # what a blind stock draw is worth beyond a useless card (None: estimate it)
    blank_cost = 3.0        # the cost of keeping a useless card drawn blind
    wild_keep = 0.8         # P(a kept wild card is melded)


class Judge:
    """Values of cards and turns for one Situation and one level's Params."""

    def __init__(self, sit, params):
        self.sit, self.p = sit, params
        self.end = sit.end_chance()
        self.draws = sit.rounds_left()
        self.unseen = max(1, sit.unseen_total)
        self._out = None

    # --- kept cards --------------------------------------------------------------------
    def meld_chance(self, card, kept):
        """P(`card`, kept with `kept`, is melded before the deal ends)."""
        sit = self.sit
        if sit.is_wild(card):
            return self.p.wild_keep
        outs = self.outs(card, kept)
        if outs:
            return 1.0 - (1.0 - min(0.9, outs / self.unseen)) ** self.draws
        single = min(0.9, sit.partners(card) / self.unseen)
        return 0.5 * (1.0 - (1.0 - single) ** self.draws) ** 2

    def outs(self, card, kept):
        """Unseen cards that make `card` meldable with one of `kept` (or playable on the table)."""
        sit = self.sit
        wild, unseen = sit.wild, sit.unseen
        rank, suit = card[0], card[1]
        total = 0
        has_wild = any(c[0] == wild for c in kept)
        if has_wild:
            return sit.partners(card)
        if any(c[0] == rank for c in kept if c != card):
            total += sum(unseen.get(rank + s, 0) for s in "SHDC") + sit.unseen_wilds
        places = [q for c in kept if c[1] == suit and c[0] != wild and c[0] != rank for q in POSITIONS[c[0]]]
        for p in POSITIONS[rank]:
            for q in places:
                d = q - p
                if abs(d) == 1:
                    lo, hi = min(p, q), max(p, q)
                    total += _count(unseen, suit, lo - 1) + _count(unseen, suit, hi + 1) + sit.unseen_wilds
                elif abs(d) == 2:
                    total += _count(unseen, suit, (p + q) // 2) + sit.unseen_wilds
        for m in sit.melds:
            if m["kind"] == "run" and m["suit"] == suit:
                for end in run_ends(m):
                    if end is not None:
                        for p in POSITIONS[rank]:
                            if abs(p - end) == 1:
                                total += _count(unseen, suit, end) + sit.unseen_wilds
        return total

    def caught_chance(self, loose):
        """P(a kept card is still in hand when the deal ends), with `loose`
        cards kept (they leave one a turn)."""
        wait = 1.0 + 0.5 * max(0, loose - 1)
        return 1.0 - (1.0 - self.end) ** wait

    def keep_value(self, card, kept, caught):
        if card == BLANK:
            return -self.p.blank_cost
        pts = self.sit.points(card)
        meld = min(1.0, self.p.meld_weight * self.meld_chance(card, kept))
        return pts * (meld - self.p.risk_weight * caught * (1.0 - meld))

    def kept_value(self, cards):
        caught = self.caught_chance(len(cards))
        return sum(self.keep_value(c, cards, caught) for c in cards)

    # --- thrown cards ------------------------------------------------------------------
    def use_chance(self, card):
        """P(some opponent scores `card` if it is thrown now). The card stays
        in the pile, so every opponent may still take it (the next one from
        the top, the others by a deep draw) when it melds with two of their
        cards: known ones (`track`), or hidden ones drawn from the unseen."""
        sit = self.sit
        if sit.layable(card):
            return self.p.layable_feed
        if sit.is_wild(card):
            return 0.95
        partners = sit.partners(card) / self.unseen
        miss = 1.0
        for k, s in enumerate(sit.opponents[:self.p.readers]):
            known = sit.known_cards(s) if self.p.track else []
            if known and target_meldable(card, known, sit.wild):
                chance = 0.95
            else:
                lam = max(0, sit.hand_count(s) - len(known)) * partners
                lam += sum(1 for c in known if _partner(c, card, sit.wild))
                chance = self.p.compat * (1.0 - math.exp(-lam) * (1.0 + lam))
            miss *= 1.0 - chance * (1.0 if k == 0 else self.p.deep_reach)
        return 1.0 - miss

    def feed_cost(self, card):
        if card == BLANK:
            return 0.0
        return self.p.feed_weight * self.sit.points(card) * self.use_chance(card)

    # --- turns -------------------------------------------------------------------------
    def choose_discard(self, left, options):
        """(card, value): the discard among `options` that keeps the most value."""
        best = None
        if BLANK in left:
            options = list(options) + [BLANK]
        for card in options:
            rest = list(left)
            rest.remove(card)
            value = self.kept_value(rest) - self.feed_cost(card)
            if best is None or value > best[1]:
                best = (card, value)
        return best

    def out_value(self):
        """What ending the deal is worth: a share of the points the others hold."""
        if self._out is None:
            sit = self.sit
            self._out = self.p.out_value * sum(sit.hidden_points(s) for s in sit.opponents)
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
        _, value = self.choose_discard(left, sorted(set(options)))
        return plan.points + value + self.tempo(len(left) - 1)


def _partner(a, b, wild):
    """Could `a` and `b` be two cards of one meld?"""
    if a[0] == wild or b[0] == wild or a[0] == b[0]:
        return True
    return a[1] == b[1] and any(abs(p - q) <= 2 for p in POSITIONS[a[0]] for q in POSITIONS[b[0]])


def _count(unseen, suit, place):
    if not 1 <= place <= 14:
        return 0
    return unseen.get(card_at(suit, place), 0)
