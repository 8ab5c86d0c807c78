"""The three CPU levels as policies: what to take, what to throw, when to knock.

Each policy answers three questions about a `Situation`: take the upcard?,
take the pile's top card?, and which discard or knock. Easy looks only at its
own hand; Normal adds the hand's draws, the opponent's obvious melds and the
undercut risk; Strong replaces guesses with a probability model of the
opponent's hand built from the public history (`cpu_model`).
"""

from rummy.cards import INDEX, POINTS

from .cpu_eval import connections, expected_after_draw, makes_meld, meld_makers
from .cpu_hand import arrangement, bit, deadwood, deadwood_drop_one, meldable
from .cpu_model import OpponentModel, _highest, layoff_deadwood


class Easy:
    """Plays for its own hand: least deadwood, keeps connected cards, knocks
    as soon as it may."""

    name = "easy"
    W_CONN = 2.0        # points a neighbour or rank-mate of a card is worth keeping
    SLIP = 0.25         # chance of throwing one of the three best cards instead

    def take_upcard(self, sit, rng):
        return self.take_top(sit, rng)

    def take_top(self, sit, rng):
        return sit.top is not None and makes_meld(sit.hand, bit(sit.top))

    def discard(self, sit, rng):
        hand = sit.hand
        knocks = sit.legal_cards("knock")
        if knocks:
            return {"type": "knock", "card": self._knock_card(sit, knocks)}
        options = sit.legal_cards("discard")
        ranked = sorted(options, key=lambda c: (deadwood(hand & ~bit(c))
                                                + self.W_CONN * connections(hand & ~bit(c), bit(c)),
                                                -POINTS[INDEX[c]], INDEX[c]))
        card = ranked[0]
        # A beginner's slip now and then: one of the next best cards.
        if len(ranked) > 1 and rng.random() < self.SLIP:
            card = rng.choice(ranked[:3])
        return {"type": "discard", "card": card}

    def _knock_card(self, sit, knocks, danger=None):
        hand = sit.hand
        return min(knocks, key=lambda c: (deadwood(hand & ~bit(c)),
                                          danger(c) if danger else 0,
                                          -POINTS[INDEX[c]], INDEX[c]))


class Normal(Easy):
    """Values the hand's next draw, avoids feeding obvious melds, and weighs
    the undercut risk before a thin knock."""

    name = "normal"
    W_NOW, W_NEXT = 0.45, 0.55      # deadwood now vs after the next draw
    W_DANGER = 6.0                  # points charged for a card the opponent wants
    SHORTLIST = 4                   # discards looked at closely (best by deadwood + danger)
    TAKE_MARGIN = 1.0               # a pile card must beat a blind draw by this
    KNOCK_ALWAYS = 3                # knock at once with this little deadwood
    KNOCK_MARGIN = 14               # else knock when the opponent's estimate is this higher

    def model(self, sit):
        return OpponentModel(sit, use_history=False)

    def danger(self, sit, model, card):
        """Obvious danger only: melds with the cards the opponent took."""
        known = sit.opp_known
        if not known:
            return 0.0
        i = INDEX[card]
        r = i % 13
        mates = sum(1 for s in range(4) if known >> (s * 13 + r) & 1)
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
            quick[c] = (deadwood(hand & ~bit(c)), danger)
        ranked = sorted(options, key=lambda c: (quick[c][0] + quick[c][1], INDEX[c]))
        odds = model.stock_odds()
        out = {}
        for c in ranked[:self.SHORTLIST]:
            dw, danger = quick[c]
            nxt = expected_after_draw(hand & ~bit(c), odds)
            out[c] = self.W_NOW * dw + self.W_NEXT * nxt + danger
        return out

    def take_top(self, sit, rng):
        if sit.top is None:
            return False
        t = bit(sit.top)
        model = self.model(sit)
        after_take = deadwood_drop_one(sit.hand | t, t)
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
        card = min(scores, key=lambda c: (scores[c], INDEX[c]))
        return {"type": "discard", "card": card}

    def estimate_opponent(self, sit):
        """A guess at the opponent's deadwood from how far the round is."""
        est = 58.0 - 2.6 * sit.opp_draws - 6.0 * bin(sit.opp_known).count("1")
        return max(6.0, est)

    def should_knock(self, sit, rng, model, card):
        k = deadwood(sit.hand & ~bit(card))
        if k <= self.KNOCK_ALWAYS or sit.stock_count <= 4:
            return True
        return self.estimate_opponent(sit) - k >= self.KNOCK_MARGIN


class Strong(Normal):
    """Models the opponent's hand from the public history; samples it to judge
    knocks; discards what feeds least; draws by expected value."""

    name = "strong"
    W_NOW, W_NEXT = 0.0, 1.0
    W_DANGER = 7.0
    SAMPLES = 28
    KNOCK_EV = 0.0
    DEEP_TAKE = True
    TAKE_MARGIN = 0.0
    LOW_DISCARD = 0.4               # sample weight per loose card above their last discard

    def model(self, sit):
        return OpponentModel(sit, use_history=True)

    def take_top(self, sit, rng):
        """Take the pile's top card when the hand it makes (after the best
        discard) scores better than the expected hand after a stock draw."""
        if not self.DEEP_TAKE or sit.top is None:
            return super().take_top(sit, rng)
        model = self.model(sit)
        odds = model.stock_odds()
        hand = sit.hand
        t = bit(sit.top)
        makers = meld_makers(hand)
        loose = hand & ~meldable(hand)
        worst = _highest(loose) if loose else 0
        worst_pts = POINTS[worst.bit_length() - 1] if worst else 0
        if not makers & t and POINTS[INDEX[sit.top]] >= worst_pts - 1:
            return False        # it melds with nothing and replaces nothing
        memo = {hand: expected_after_draw(hand, odds)}
        take = self._best_score(sit, model, odds, hand | t, t, 3, memo)
        keep_score = self.W_NOW * deadwood(hand) + self.W_NEXT * memo[hand]
        total = wsum = 0.0
        for i, q in odds:
            u = 1 << i
            if makers & u:
                v = self._best_score(sit, model, odds, hand | u, 0, 1, memo)
            else:
                # A card that melds with nothing: throw it back, or keep it
                # instead of the worst loose card when it is lower.
                # (Keeping it lowers the hand by the difference, roughly.)
                v = keep_score + self.W_DANGER * model.danger_index(i)
                if worst and POINTS[i] < worst_pts:
                    w = (keep_score - (worst_pts - POINTS[i])
                         + self.W_DANGER * model.danger_index(worst.bit_length() - 1))
                    v = min(v, w)
            total += q * v
            wsum += q
        stock = total / wsum if wsum else keep_score
        return take < stock - self.TAKE_MARGIN

    def _best_score(self, sit, model, odds, full, forbidden, k, memo):
        """Best discard score of an 11-card hand over its `k` likeliest discards."""
        quick = []
        m = full & ~forbidden
        while m:
            low = m & -m
            m ^= low
            i = low.bit_length() - 1
            dng = self.W_DANGER * model.danger_index(i)
            quick.append((deadwood(full ^ low) + dng, low, dng))
        quick.sort()
        best = None
        for _, low, dng in quick[:k]:
            rest = full ^ low
            nxt = memo.get(rest)
            if nxt is None:
                nxt = memo[rest] = expected_after_draw(rest, odds)
            v = self.W_NOW * deadwood(rest) + self.W_NEXT * nxt + dng
            if best is None or v < best:
                best = v
        return best

    def danger(self, sit, model, card):
        return model.danger(card)

    def should_knock(self, sit, rng, model, card):
        """Knock when the expected points of knocking now, over sampled
        opponent hands, beat waiting (for a lower knock or for gin)."""
        after = sit.hand & ~bit(card)
        k = deadwood(after)
        melds, _dead = arrangement(after)
        # Opponents keep their best cards: calibrated on self-play, their
        # deadwood matches random hands with about two extra cards dropped.
        extra = min(2, (sit.opp_draws + 1) // 2)
        hands = model.sample(rng, self.SAMPLES, extra)
        # A player throws their highest loose card: a low last discard says
        # their remaining loose cards are low too. Weight the samples by it.
        last = sit.opp_discards[-1] if sit.opp_discards and sit.opp_draws >= 2 else None
        high = HIGHER_THAN[POINTS[INDEX[last]] + 1] if last else 0
        total = wsum = 0.0
        for opp in hands:
            w = 1.0
            if high:
                n_high = bin(opp & high & ~meldable(opp)).count("1")
                w = self.LOW_DISCARD ** n_high
            d = layoff_deadwood(opp, melds)
            total += w * ((d - k) if d > k else -(k - d + 25))
            wsum += w
        ev = total / wsum
        if sit.stock_count <= 4:
            return ev > 0
        # Waiting costs little when the hand is close to gin and time remains.
        wait_bonus = 2.0 if k <= 4 and sit.stock_count > 10 else 0.0
        return ev > self.KNOCK_EV + wait_bonus


# HIGHER_THAN[v]: mask of the cards worth more than v points.
HIGHER_THAN = [sum(1 << i for i in range(52) if POINTS[i] > v) for v in range(12)]

POLICIES = {"easy": Easy(), "normal": Normal(), "strong": Strong()}
