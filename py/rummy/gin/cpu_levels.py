"""The three CPU levels as policies: what to take, what to throw, when to knock.

Each policy answers three questions about a `Situation`: take the upcard?,
take the pile's top card?, and which discard or knock. Easy looks only at its
own hand; Normal adds the hand's draws, the opponent's obvious melds and the
undercut risk; Strong replaces guesses with a probability model of the
opponent's hand built from the public history (`cpu_model`).
"""

from rummy.cards import INDEX, POINTS

from .cpu_eval import connections, expected_after_draw, makes_meld
from .cpu_hand import arrangement, bit, deadwood, deadwood_drop_one
from .cpu_model import OpponentModel, layoff_deadwood


class Easy:
    """Plays for its own hand: least deadwood, keeps connected cards, knocks
    as soon as it may."""

    name = "easy"

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
        card = min(options, key=lambda c: (deadwood(hand & ~bit(c))
                                           + 2 * connections(hand & ~bit(c), bit(c)),
                                           -POINTS[INDEX[c]], INDEX[c]))
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
    SHORTLIST = 14                  # only discards within this of the best deadwood
    TAKE_MARGIN = 1.0               # a pile card must beat a blind draw by this

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
        """{card: score} over the legal discards (lower is better)."""
        hand = sit.hand
        options = sit.legal_cards("discard")
        dws = {c: deadwood(hand & ~bit(c)) for c in options}
        best = min(dws.values())
        odds = model.stock_odds()
        out = {}
        for c in options:
            if dws[c] > best + self.SHORTLIST:
                continue
            rest = hand & ~bit(c)
            nxt = expected_after_draw(rest, odds)
            out[c] = (self.W_NOW * dws[c] + self.W_NEXT * nxt
                      + self.W_DANGER * self.danger(sit, model, c))
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
        if k <= 3 or sit.stock_count <= 4:
            return True
        return self.estimate_opponent(sit) - k >= 14


class Strong(Normal):
    """Models the opponent's hand from the public history; samples it to judge
    knocks; discards what feeds least; draws by expected value."""

    name = "strong"
    W_DANGER = 7.0
    SAMPLES = 28
    KNOCK_EV = 0.0

    def model(self, sit):
        return OpponentModel(sit, use_history=True)

    def danger(self, sit, model, card):
        return model.danger(card)

    def should_knock(self, sit, rng, model, card):
        after = sit.hand & ~bit(card)
        k = deadwood(after)
        melds, _dead = arrangement(after)
        hands = model.sample(rng, self.SAMPLES)
        total = 0.0
        under = 0
        for opp in hands:
            d = layoff_deadwood(opp, melds)
            if d > k:
                total += d - k
            else:
                total -= k - d + 25
                under += 1
        ev = total / len(hands)
        if sit.stock_count <= 4:
            return ev > 0
        # Waiting costs little when the hand is close to gin and time remains.
        wait_bonus = 0.0
        if k <= 4 and sit.stock_count > 10:
            wait_bonus = 2.0
        return ev > self.KNOCK_EV + wait_bonus


POLICIES = {"easy": Easy(), "normal": Normal(), "strong": Strong()}
