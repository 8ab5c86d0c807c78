"""The three CPU levels as policies: what to take, what to throw, when to knock.

Each policy answers three questions about a `Situation`: take the upcard?,
take the pile's top card?, and which discard or knock. Easy looks only at its
own hand; Normal adds the hand's draws, the opponent's obvious melds and the
undercut risk; Strong replaces guesses with a probability model of the
opponent's hand built from the public history (`model`).
"""

from rummy.gin.meldtables import ACE_BITS, BIT_OF, CARDS_WORTH, POINTS_OF, SUIT_STRIDE
from rummy.gin.layoff import knocker_arrangement
from rummy.gin.melds import after_discard_of_mask, deadwood_of_mask, meld_cover

from .evaluate import connections, expected_after_draw, makes_meld
from .model import OpponentModel


class Easy:
    """Plays for its own hand: least deadwood, keeps connected cards, knocks
    as soon as it may; a quarter of its plain discards are one of its three
    best instead of the best (a beginner's slip)."""

    name = "easy"
    W_CONN = 2.0        # points a neighbour or rank-mate of a card is worth keeping
    SLIP = 0.25         # chance of throwing one of the three best cards instead

    def take_upcard(self, sit, rng):
        return self.take_top(sit, rng)

    def take_top(self, sit, rng):
        return sit.top is not None and makes_meld(sit.hand, BIT_OF[sit.top])

    def discard(self, sit, rng):
        hand = sit.hand
        knocks = sit.legal_cards("knock")
        if knocks:
            return {"type": "knock", "card": self._knock_card(sit, knocks)}
        options = sit.legal_cards("discard")
        def key(c):
            b = BIT_OF[c]       # deck order: the last tie-break
            return (deadwood_of_mask(hand & ~b) + self.W_CONN * connections(hand & ~b, b),
                    -POINTS_OF[b], b)
        ranked = sorted(options, key=key)
        card = ranked[0]
        # A beginner's slip now and then: one of the next best cards.
        if len(ranked) > 1 and rng.random() < self.SLIP:
            card = rng.choice(ranked[:3])
        return {"type": "discard", "card": card}

    def _knock_card(self, sit, knocks, danger=None):
        hand = sit.hand
        return min(knocks, key=lambda c: (deadwood_of_mask(hand & ~BIT_OF[c]),
                                          danger(c) if danger else 0,
                                          -POINTS_OF[BIT_OF[c]], BIT_OF[c]))


class Normal(Easy):
    """Values the hand's next draw, avoids feeding obvious melds, and weighs
    the undercut risk before a thin knock."""

    name = "normal"
    W_NOW, W_NEXT = 0.6, 0.4        # deadwood now vs after the next draw
    W_DANGER = 6.0                  # points charged for a card the opponent wants
    SHORTLIST = 4                   # discards looked at closely (best by deadwood + danger)
    TAKE_MARGIN = 1.0               # a pile card must beat a blind draw by this
    KNOCK_ALWAYS = 3                # knock at once with this little deadwood
    KNOCK_MARGIN = 6                # else knock when the opponent's estimate is this higher

    def model(self, sit):
        return OpponentModel(sit, use_history=False)

    def danger(self, sit, model, card):
        """Obvious danger only: melds with the cards the opponent took."""
        known = sit.opp_known
        if not known:
            return 0.0
        i = BIT_OF[card].bit_length() - 1
        r = i % SUIT_STRIDE
        mates = (known & ACE_BITS << r).bit_count()
        if mates >= 2:
            return 1.0
        near = [d for d in (-2, -1, 1, 2) if 0 <= r + d < 13 and known >> (i + d) & 1]
        if (-1 in near and (1 in near or -2 in near)) or (1 in near and 2 in near):
            return 1.0
        if mates or -1 in near or 1 in near:
            return 0.35
        return 0.0

    def scores(self, sit, rng, model):
        """{card: score} over the most promising legal discards (lower is
        better): deadwood now and after the next draw, plus the danger."""
        hand = sit.hand
        options = sit.legal_cards("discard")
        quick = {}
        for c in options:
            danger = self.W_DANGER * self.danger(sit, model, c)
            quick[c] = (deadwood_of_mask(hand & ~BIT_OF[c]), danger)
        ranked = sorted(options, key=lambda c: (quick[c][0] + quick[c][1], BIT_OF[c]))
        odds = model.stock_odds()
        w_now, w_next = self.weights(sit)
        out = {}
        for c in ranked[:self.SHORTLIST]:
            dw, danger = quick[c]
            nxt = expected_after_draw(hand & ~BIT_OF[c], odds)
            out[c] = w_now * dw + w_next * nxt + danger
        return out

    def weights(self, sit):
        """(weight of deadwood now, weight of deadwood after the next draw)."""
        return self.W_NOW, self.W_NEXT

    def take_top(self, sit, rng):
        if sit.top is None:
            return False
        t = BIT_OF[sit.top]
        model = self.model(sit)
        after_take = after_discard_of_mask(sit.hand | t, t)
        after_draw = expected_after_draw(sit.hand, model.stock_odds())
        if after_take < after_draw - self.TAKE_MARGIN:
            return True
        return after_take <= after_draw and makes_meld(sit.hand, t)

    def discard(self, sit, rng):
        model = self.model(sit)
        knocks = sit.legal_cards("knock")
        danger = lambda c: self.danger(sit, model, c)
        if knocks:
            card = self._knock_card(sit, knocks, danger)
            if self.should_knock(sit, rng, model, card):
                return {"type": "knock", "card": card}
        scores = self.scores(sit, rng, model)
        card = min(scores, key=lambda c: (scores[c], BIT_OF[c]))
        return {"type": "discard", "card": card}

    def estimate_opponent(self, sit):
        """A guess at the opponent's deadwood from how far the round is."""
        # Mean deadwood of a fair opponent after n draws, measured in
        # self-play (rounds still going); cards taken from the pile and still
        # held usually sit in melds.
        est = OPPONENT_DEADWOOD[min(sit.opp_draws, len(OPPONENT_DEADWOOD) - 1)]
        est -= 4.0 * bin(sit.opp_known).count("1")
        return max(4.0, est)

    def should_knock(self, sit, rng, model, card):
        k = deadwood_of_mask(sit.hand & ~BIT_OF[card])
        if k <= self.KNOCK_ALWAYS or sit.stock_count <= 4:
            return True
        return self.estimate_opponent(sit) - k >= self.KNOCK_MARGIN


class Strong(Normal):
    """Models the opponent's hand from the public history; samples it to judge
    knocks; discards what feeds least; draws by expected value."""

    name = "strong"
    W_NOW, W_NEXT = 0.0, 1.0
    W_NOW_LATE = 0.0                # W_NOW when the stock is nearly out
    LATE_FROM = 22                  # stock size where "late" begins
    W_DANGER = 7.0
    SAMPLES = 28
    # Knock (before the last few cards) only when its expected points beat
    # this: waiting keeps a low hand that goes gin or undercuts a player who
    # knocks as soon as they may. Against Normal (1000 paired matches, seed
    # 501) bars of 3, 6, 8, 10, 14, 20 and 30 won +1.0, +1.3, +1.5, +1.7,
    # +2.2, +2.7 and +2.6 points per round: the gain levels off by 20.
    KNOCK_EV = 20.0
    LOW_DISCARD = 0.4               # sample weight per loose card above their last discard

    def model(self, sit):
        return OpponentModel(sit, use_history=True)

    def danger(self, sit, model, card):
        return model.danger(card)

    def weights(self, sit):
        # Late in the round a knock may come any time: deadwood in hand
        # starts to count as much as the draws it may still get.
        late = min(1.0, max(0.0, (self.LATE_FROM - sit.stock_count) / 16.0))
        w_now = self.W_NOW + late * (self.W_NOW_LATE - self.W_NOW)
        return w_now, 1.0 - w_now

    def should_knock(self, sit, rng, model, card):
        """Knock when the expected points of knocking now, over sampled
        opponent hands, beat waiting (for a lower knock or for gin)."""
        after = sit.hand & ~BIT_OF[card]
        k = deadwood_of_mask(after)
        # Opponents keep their best cards: calibrated on self-play, their
        # deadwood matches random hands with about two extra cards dropped.
        extra = min(2, (sit.opp_draws + 1) // 2)
        hands = model.sample(rng, self.SAMPLES, extra)
        # A player throws their highest loose card: a low last discard says
        # their remaining loose cards are low too. Weight the samples by it.
        last = sit.opp_discards[-1] if sit.opp_discards and sit.opp_draws >= 2 else None
        high = HIGHER_THAN[POINTS_OF[BIT_OF[last]] + 1] if last else 0
        total = wsum = 0.0
        for opp in hands:
            w = 1.0
            if high:
                n_high = (opp & high & ~meld_cover(opp)).bit_count()
                w = self.LOW_DISCARD ** n_high
            _, d = knocker_arrangement(after, opp)     # as the showdown will
            total += w * ((d - k) if d > k else -(k - d + sit.undercut_bonus))
            wsum += w
        ev = total / wsum
        if sit.stock_count <= 4:
            return ev > 0
        # Waiting costs little when the hand is close to gin and time remains.
        wait_bonus = 2.0 if k <= 4 and sit.stock_count > 10 else 0.0
        return ev > self.KNOCK_EV + wait_bonus


OPPONENT_DEADWOOD = [51, 44, 37, 32, 28, 25, 22, 20, 19, 18]
# HIGHER_THAN[v]: mask of the cards worth more than v points.
HIGHER_THAN = [sum(CARDS_WORTH[p] for p in range(v + 1, 11)) for v in range(12)]

POLICIES = {"easy": Easy(), "normal": Normal(), "strong": Strong()}
