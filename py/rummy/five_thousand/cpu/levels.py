"""The three CPU levels as policies: what to draw, what to play, what to throw.

Each policy answers four questions about a `Situation`: the draw (stock,
the pile's top, a deep draw, or stop), the next play of the turn (a meld or
a lay-off, or None to discard), the discard, and the rummy call. Every
level plays the plan that scores the most points now (`arrange`); they
differ in how they draw and what they throw:
- Easy draws from the stock unless the pile's top completes a meld with
  its hand, never takes deep, lays everything down at once, throws its
  highest card (never a wild card), and notices half the rummy calls it
  could make.
- Normal takes from the pile what plays points at once: the top card, or a
  deep draw whose target melds at a clear profit (50 points more than its
  hand plays, net of the taken cards it keeps). It throws its lowest card
  while the deal is young and its highest once an opponent is down to two
  cards or the stock is nearly out, never a wild card or one that fits a
  table meld if it can help it, and always calls rummy.
- Strong weighs every draw by the turn it allows (`judge`: points played,
  the measured worth of the cards kept, which falls as the others' hands
  and the stock shrink, the cost of the discard, the chance to go out next),
  so a deep draw counts the risk of being caught with the cards it cannot
  play; it throws the card that keeps most, counting what each opponent
  could score with it (the cards they collected included; the leading
  opponent's points count most), never a card that fits a table meld when
  another will do (another seat would call rummy on it), and times its
  melds: a cheap meld waits in hand while nobody is near going out and one
  more turn can lay everything down at once; otherwise everything goes
  down at once. It minds the match's end (`endgame`): it does not go out,
  stop or call rummy with its last card when that is thought to close the
  match with another seat on top (it keeps its cheapest melds or lay-offs
  back and plays on), nor empty its hand or take a deep draw that would
  go out so, and it stops when stopping wins.
A level's numbers are its frozen settings (`settings`: EASY, NORMAL,
STRONG, each number with its source); a level made with other settings is
a tuning variant (research/ft_strength.py).
"""

import math

from ...cards import INDEX
from ..finish import layable, target_meldable
from .arrange import best_plan
from .endgame import LOSS, WIN, after_going_out, after_stopping, ending, held_steps
from .judge import Judge
from .moves import first_action, legal_discards, ordered_steps, step_cards
from .settings import EASY, NORMAL, STRONG
from .situation import Situation

STOCK = {"type": "draw", "from": "stock"}
STOP = {"type": "stop"}


def pile_take(k):
    return {"type": "draw", "from": "discard", "count": k}


class Easy:
    """A beginner: the obvious meld, everything down at once, high cards out."""

    name = "easy"
    defaults = EASY

    def __init__(self, settings=None):
        self.settings = self.defaults if settings is None else settings   # frozen (settings.py)

    def situation(self, view):
        """What the level reads from the view (every question below is asked of it)."""
        return Situation(view)

    def draw(self, sit, rng):
        top = pile_take(1)
        if top in sit.legal and target_meldable(sit.top, sit.hand, sit.wild):
            return top
        return STOCK if STOCK in sit.legal else STOP

    def play(self, sit, rng):
        plan = best_plan(sit.hand, sit.wild, sit.melds, sit.must_play)
        if plan is None:
            return None
        return first_action(sit.view, ordered_steps(plan, sit.must_play))

    def discard(self, sit, rng):
        cards = legal_discards(sit.view)
        plain = [c for c in cards if not sit.is_wild(c)] or cards
        return max(plain, key=lambda c: (sit.points(c), INDEX[c] % 13 or 13, INDEX[c]))

    def rummy(self, sit, rng):
        calls = [a for a in sit.legal if a["type"] == "rummy"]
        if calls and rng.random() < self.settings.rummy_notice:
            return calls[0]
        return {"type": "pass"}


class Normal(Easy):
    """Rules of thumb: pile takes that play points now (deep only at a clear
    profit), everything down at once, low cards out early and high cards out
    late, never a card that fits a table meld if it can help it, always rummy."""

    name = "normal"
    defaults = NORMAL

    def draw(self, sit, rng):
        if not sit.hand and STOCK in sit.legal:
            return STOCK             # an empty hand goes out with the card drawn, unless it fits a meld
        now = _plan_points(sit, sit.hand)
        best, best_gain = (STOCK if STOCK in sit.legal else STOP), 0
        for action in self.pile_takes(sit):
            k = action["count"]
            taken = sit.taken(k)
            plan = best_plan(sit.hand + taken, sit.wild, sit.melds, taken[0] if k > 1 else None)
            if plan is None or (k == 1 and plan.left.count(taken[0]) > sit.hand.count(taken[0])):
                continue             # (the top card alone is taken only to be played)
            kept = _common(plan.left, taken)
            gain = plan.points - now - sum(sit.points(c) for c in kept)
            if gain >= (self.settings.deep_margin if k > 1 else 1) and gain > best_gain:
                best, best_gain = action, gain
        return best

    def pile_takes(self, sit):
        """The legal takes from the pile worth looking at (a deep draw that
        would make a huge hand is never worth it, and costs time to value)."""
        most = self.max_cards(sit)
        return [a for a in sit.legal if a.get("from") == "discard" and a["count"] <= self.settings.max_deep
                and (a["count"] == 1 or len(sit.hand) + a["count"] <= most)]

    def max_cards(self, sit):
        return self.settings.max_cards

    def discard(self, sit, rng):
        safe = self.discard_options(sit, _loose_discards(sit))
        plain = [c for c in safe if not sit.is_wild(c)] or safe
        if sit.closest_opponent() <= self.settings.close or sit.stock_count < sit.players:
            return max(plain, key=lambda c: (sit.points(c), INDEX[c]))
        return min(plain, key=lambda c: (sit.points(c), INDEX[c]))

    def discard_options(self, sit, cards):
        """Never a card that fits a table meld (a rummy call, or the next
        player's free lay-off) when another will do."""
        safe = [c for c in cards if not sit.layable(c)]
        return safe or cards

    def rummy(self, sit, rng):
        calls = [a for a in sit.legal if a["type"] == "rummy"]
        return calls[0] if calls else {"type": "pass"}


class Strong(Normal):
    """Every draw weighed by the turn it allows (`judge`), the discard that
    keeps most and feeds least, never into a rummy call it can avoid, melds
    timed."""

    name = "strong"
    defaults = STRONG

    def judge(self, sit):
        return Judge(sit, self.settings)

    def draw(self, sit, rng):
        """The draw whose turn is worth most: the stock (the hand as it is,
        plus what a blind card is worth) or stop when the stock is empty, else
        a take from the pile that beats it by the margin (but no deep draw
        that would go out into a lost match while the stock is there)."""
        judge = self.judge(sit)
        takes = self.pile_takes(sit)
        if STOCK in sit.legal:
            best, best_value = STOCK, self.stock_value(sit, judge)
        else:
            outcome = self.ending(sit, after_stopping(sit))
            if outcome == WIN:
                return STOP
            best, best_value = STOP, self.stop_value(sit, judge)
            if outcome == LOSS:       # play on: any take from the pile beats a lost match
                best_value = -math.inf
                takes = takes or [a for a in sit.legal if a["type"] == "draw"]
        for action in takes:
            value, margin = self.take_value(sit, judge, action)
            if value is not None and value - margin > best_value and not (
                    STOCK in sit.legal and self.forced_out(sit, action)):
                best, best_value = action, value - margin
        return best

    def take_value(self, sit, judge, action):
        """(the turn's value after a take from the pile, or None when no plan
        plays a deep draw's target; the margin it must beat the stock by)."""
        k = action["count"]
        taken = sit.taken(k)
        if k == 1:
            return judge.turn_value(sit.hand + taken, no_discard=taken[0]), self.settings.top_margin
        return judge.turn_value(sit.hand + taken, must=taken[0]), self.deep_margin(sit)

    def deep_margin(self, sit):
        return self.settings.deep_margin

    def max_cards(self, sit):
        """The biggest hand a deep draw may make: one deck's limit, or two
        decks' (5-8 players), where big hands are the slowest to plan (the
        8-player p99 of `decide`) and seldom pay (the figures: settings.py)."""
        s = self.settings
        return s.max_cards_two_decks if sit.copies == 2 else s.max_cards

    def stop_value(self, sit, judge):
        """Stopping ends the deal: my hand is lost, the others' too."""
        return -sum(sit.points(c) for c in sit.hand) + judge.out_value()

    def discard(self, sit, rng):
        cards = _loose_discards(sit)
        if len(cards) == 1:
            return cards[0]
        card, _ = self.judge(sit).choose_discard(sit.hand, self.discard_options(sit, cards))
        return card

    def stock_value(self, sit, judge):
        """The turn after a stock draw: the hand as it is with a blind card,
        plus what the card may play at once."""
        return judge.turn_value(sit.hand, blank=True) + self.stock_gain(sit, judge)

    def stock_gain(self, sit, judge):
        """The expected points a stock card plays now (at once playable
        cards), from the cards still unseen."""
        total = 0.0
        for card, copies in sit.unseen.items():
            if plays_at_once(sit, card):
                total += copies * sit.points(card)
        return self.settings.stock_scale * total / max(1, sit.unseen_total)

    def play(self, sit, rng):
        plan = best_plan(sit.hand, sit.wild, sit.melds, sit.must_play)
        if plan is None:
            return None
        steps = ordered_steps(plan, sit.must_play)
        keep = self.cards_to_keep(sit, plan)
        if keep and self.ending(sit, after_going_out(sit, plan.points)) == LOSS:
            held = held_steps(plan, sit.points, keep)       # keep steps back: the deal goes on
            action = first_action(sit.view, [s for s in steps if not any(s is h for h in held)])
            if action is not None or legal_discards(sit.view):
                return action
        if self.hold_back(sit, plan):
            return None
        return first_action(sit.view, steps)

    def rummy(self, sit, rng):
        calls = [a for a in sit.legal if a["type"] == "rummy"]
        if calls and len(sit.hand) == 1:      # the call's discard would go out
            if self.ending(sit, after_going_out(sit, sit.points(sit.rummy_card))) == LOSS:
                return {"type": "pass"}
        return Normal.rummy(self, sit, rng)

    def ending(self, sit, mine):
        """endgame.ending, when the level minds the match's end (settings: end_aware)."""
        s = self.settings
        return ending(sit, mine, s.end_margin) if s.end_aware else None

    @staticmethod
    def cards_to_keep(sit, plan):
        """How many cards playing `plan` must leave back for the deal to go
        on: 1 when it leaves one card, thrown to go out; 2 when it empties
        the hand (the next draw is thrown to go out unless it fits); else 0.
        (Not asked while a deep draw's target is pending: a step kept back
        could be the one its lay-off chains on. The target goes down first,
        and the rest is asked again.)"""
        if not plan.steps or sit.must_play is not None:
            return 0
        if not plan.left:
            return 2
        if len(plan.left) == 1 and plan.left[0] != sit.no_discard and not sit.layable(plan.left[0]):
            return 1
        return 0

    def forced_out(self, sit, action):
        """Would this deep draw leave one card or none once its target is
        down (thrown to go out now, or at the next draw), closing the match
        with another seat on top?"""
        k = action["count"]
        if k == 1:
            return False
        taken = sit.taken(k)
        plan = best_plan(sit.hand + taken, sit.wild, sit.melds, taken[0])
        if plan is None:
            return False
        target_step = ordered_steps(plan, taken[0])[0]
        if len(sit.hand) + k - len(step_cards(target_step)) > 1:
            return False
        return self.ending(sit, after_going_out(sit, plan.points)) == LOSS

    def hold_back(self, sit, plan):
        """Keep the melds in hand this turn? Only with nothing pending, little
        at stake, nobody near going out, and one loose card left after the
        discard (a single later turn can lay everything down and go out)."""
        if sit.must_play is not None or sit.no_discard is not None or not plan.steps:
            return False
        if len(plan.left) != 2 or plan.points > self.settings.hold_risk:
            return False
        if any(s[0] != "meld" for s in plan.steps):
            return False
        return sit.closest_opponent() >= self.settings.hold_safe and sit.stock_count >= 2 * sit.players


POLICIES = {"easy": Easy(), "normal": Normal(), "strong": Strong()}


def plays_at_once(sit, card):
    """Would `card`, drawn now, be laid off or make a meld with the hand?"""
    return layable(card, sit.melds, sit.wild) or target_meldable(card, sit.hand, sit.wild)


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
