"""The three CPU levels as policies: what to draw, what to play, what to throw.

Each policy answers four questions about a `Situation`: the draw (stock,
the pile's top, a deep draw, or stop), the next play of the turn (a meld or
a lay-off, or None to discard), the discard, and the rummy call. Every
level plays the plan that scores the most points (`arrange`); they differ
in what they read and value (`judge`):
- Easy draws from the stock unless the pile's top completes a meld, melds
  and lays off everything at once, throws its highest card (never a wild
  card), never takes deep, and notices half the rummy calls it could make.
- Normal values every draw by the turn it allows (points played now, the
  worth of the cards kept, the cost of the discard) and takes deep only at
  a clear profit; it keeps high cards that may still meld while the deal
  is young and sheds them as others near going out; it avoids throwing
  cards that fit a table meld and always calls rummy.
- Strong values deep draws the same way but with the risk of the cards
  taken that it cannot play rising as the stock and the others' hands
  shrink, estimates the stock draw from the cards still unseen, reads what
  each opponent collects before throwing, never throws a card another seat
  could call rummy on when it has another choice, and times its melds:
  holds back when it cannot be caught for much and a single later turn
  would take it out, lays down at once when someone is close to going out.
"""

from ...cards import INDEX
from ..finish import layable, target_meldable
from ..melds import POSITIONS
from .arrange import best_plan
from .judge import Judge, Params
from .moves import legal_discards, ordered_steps, step_action

STOCK = {"type": "draw", "from": "stock"}
STOP = {"type": "stop"}


def pile_take(k):
    return {"type": "draw", "from": "discard", "count": k}


class Easy:
    """A beginner: the obvious meld, everything down at once, high cards out."""

    name = "easy"
    RUMMY_NOTICE = 0.5       # share of the rummy calls it makes

    def draw(self, sit, rng):
        top = pile_take(1)
        if top in sit.legal and target_meldable(sit.top, sit.hand, sit.wild):
            return top
        return STOCK if STOCK in sit.legal else STOP

    def play(self, sit, rng):
        plan = best_plan(sit.hand, sit.wild, sit.melds, sit.must_play)
        if plan is None:
            return None
        for step in ordered_steps(plan, sit.must_play):
            action = step_action(sit.view, step)
            if action is not None:
                return action
        return None

    def discard(self, sit, rng):
        cards = legal_discards(sit.view)
        plain = [c for c in cards if not sit.is_wild(c)] or cards
        return max(plain, key=lambda c: (sit.points(c), INDEX[c] % 13 or 13, INDEX[c]))

    def rummy(self, sit, rng):
        calls = [a for a in sit.legal if a["type"] == "rummy"]
        if calls and rng.random() < self.RUMMY_NOTICE:
            return calls[0]
        return {"type": "pass"}


class Normal(Easy):
    """Rules of thumb a fair player follows: take from the pile what plays
    points now (deep only at a clear profit), meld and lay off everything,
    keep high cards while the deal is young and shed them once someone is
    near going out, never throw what fits a table meld if it can help it,
    always call rummy."""

    name = "normal"
    DEEP_MARGIN = 30         # points a deep draw must play beyond the hand, net of the taken cards it keeps
    MAX_DEEP = 12            # deepest draw looked at
    CLOSE = 2                # an opponent holding this few cards is near going out

    def draw(self, sit, rng):
        if not sit.hand and STOCK in sit.legal:
            return STOCK             # an empty hand goes out with the card drawn, unless it fits a meld
        now = _plan_points(sit, sit.hand)
        best, best_gain = (STOCK if STOCK in sit.legal else STOP), 0
        for action in sit.legal:
            if action.get("from") != "discard" or action["count"] > self.MAX_DEEP:
                continue
            k = action["count"]
            taken = sit.pile[len(sit.pile) - k:]
            plan = best_plan(sit.hand + taken, sit.wild, sit.melds, taken[0] if k > 1 else None)
            if plan is None or (k == 1 and taken[0] in plan.left and plan.left.count(taken[0]) >
                                sit.hand.count(taken[0])):
                continue
            kept = _common(plan.left, taken)
            gain = plan.points - now - sum(sit.points(c) for c in kept)
            if gain >= (self.DEEP_MARGIN if k > 1 else 1) and gain > best_gain:
                best, best_gain = action, gain
        return best

    def play(self, sit, rng):
        return Easy.play(self, sit, rng)

    def discard(self, sit, rng):
        cards = _loose_discards(sit)
        safe = [c for c in cards if not sit.layable(c)] or cards
        plain = [c for c in safe if not sit.is_wild(c)] or safe
        alone = [c for c in plain if not _has_partner(c, sit.hand, sit.wild)] or plain
        if sit.closest_opponent() <= self.CLOSE or sit.stock_count < sit.players:
            return max(alone, key=lambda c: (sit.points(c), INDEX[c]))
        return min(alone, key=lambda c: (sit.points(c), INDEX[c]))

    def rummy(self, sit, rng):
        calls = [a for a in sit.legal if a["type"] == "rummy"]
        return calls[0] if calls else {"type": "pass"}


class StrongParams(Params):
    meld_weight = 1.0
    risk_weight = 1.0
    feed_weight = 0.6
    readers = 7
    compat = 0.6
    layable_feed = 1.0
    track = True
    stock_gain = None


class Strong(Normal):
    """Weighs every draw by the turn it allows (`judge`): risk-aware deep
    draws, a stock draw estimated from the unseen cards; discards read
    against what each opponent collects and never into a rummy call it can
    avoid; melds timed."""

    name = "strong"
    params = StrongParams
    DEEP_MARGIN = 5.0        # a deep draw must beat the stock by this many points
    TOP_MARGIN = 0.0         # the top card must beat the stock by this
    HOLD_RISK = 30           # at most these points at stake when holding melds back
    HOLD_SAFE = 5            # ... and every opponent holds at least this many cards

    def judge(self, sit):
        return Judge(sit, self.params)

    def draw(self, sit, rng):
        """The draw whose turn is worth most: the stock (the hand as it is,
        plus what a blind card is worth) or stop when the stock is empty, else
        a take from the pile that beats it by the margin."""
        judge = self.judge(sit)
        if STOCK in sit.legal:
            best, best_value = STOCK, judge.turn_value(sit.hand, blank=True) + self.stock_gain(sit, judge)
        else:
            best, best_value = STOP, self.stop_value(sit, judge)
        for action in sit.legal:
            if action.get("from") != "discard" or action["count"] > self.MAX_DEEP:
                continue
            k = action["count"]
            taken = sit.pile[len(sit.pile) - k:]
            if k == 1:
                value = judge.turn_value(sit.hand + taken, no_discard=taken[0])
                margin = self.TOP_MARGIN
            else:
                value = judge.turn_value(sit.hand + taken, must=taken[0])
                margin = self.DEEP_MARGIN
            if value is not None and value - margin > best_value:
                best, best_value = action, value - margin
        return best

    def stop_value(self, sit, judge):
        """Stopping ends the deal: my hand is lost, the others' too."""
        return -sum(sit.points(c) for c in sit.hand) + judge.out_value()

    def discard(self, sit, rng):
        cards = _loose_discards(sit)
        if len(cards) == 1:
            return cards[0]
        card, _ = self.judge(sit).choose_discard(sit.hand, self.discard_options(sit, cards))
        return card

    def stock_gain(self, sit, judge):
        """The expected points a stock card plays now (at once playable
        cards), from the cards still unseen."""
        total = 0.0
        for card, copies in sit.unseen.items():
            if layable(card, sit.melds, sit.wild) or target_meldable(card, sit.hand, sit.wild):
                total += copies * sit.points(card)
        return 0.8 * total / max(1, sit.unseen_total)

    def discard_options(self, sit, cards):
        """Never a card that fits a table meld (a rummy call, or the next
        player's free lay-off) when another will do."""
        safe = [c for c in cards if not sit.layable(c)]
        return safe or cards

    def play(self, sit, rng):
        plan = best_plan(sit.hand, sit.wild, sit.melds, sit.must_play)
        if plan is None:
            return None
        if self.hold_back(sit, plan):
            return None
        return Easy.play(self, sit, rng)

    def hold_back(self, sit, plan):
        """Keep the melds in hand this turn? Only with nothing pending, little
        at stake, nobody near going out, and one loose card left after the
        discard (a single later turn can lay everything down and go out)."""
        if sit.must_play is not None or sit.no_discard is not None or not plan.steps:
            return False
        if len(plan.left) != 2 or plan.points > self.HOLD_RISK:
            return False
        if any(s[0] != "meld" for s in plan.steps):
            return False
        return sit.closest_opponent() >= self.HOLD_SAFE and sit.stock_count >= 2 * sit.players


POLICIES = {"easy": Easy(), "normal": Normal(), "strong": Strong()}


def _plan_points(sit, hand):
    plan = best_plan(hand, sit.wild, sit.melds)
    return plan.points if plan else 0


def _common(cards, others):
    """The cards of `others` found in `cards` (as a multiset)."""
    rest, out = list(cards), []
    for c in others:
        if c in rest:
            rest.remove(c)
            out.append(c)
    return out


def _loose_discards(sit):
    """The legal discards, but not the cards of melds kept in hand when a loose card will do."""
    cards = legal_discards(sit.view)
    plan = best_plan(sit.hand, sit.wild, sit.melds)
    loose = [c for c in cards if plan is None or c in plan.left]
    return loose or cards


def _has_partner(card, hand, wild):
    """Does `card` pair with another natural card of `hand` (same rank, or
    the same suit two places or less away)?"""
    for c in hand:
        if c is card or c == card or c[0] == wild:
            continue
        if c[0] == card[0]:
            return True
        if c[1] == card[1] and any(abs(p - q) <= 2 for p in POSITIONS[c[0]] for q in POSITIONS[card[0]]):
            return True
    return False
