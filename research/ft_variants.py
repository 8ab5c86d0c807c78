"""Variants of the strong level that research/ft_strength.py can name as a POLICY.

Only the seer is kept: a reference, not a player (strong told every hidden
card), against which the tools bound what reading the others' hands could
give (`ft_strength.py matches --matches 4000 --seed H1 --jobs 2 strong seer`:
40.5 % of matches to 2500 against strong's 38.9 %, +1.62 ± 0.60 points of
win rate). The variants that lost (hold, exact-stock, final-stage,
feed-out, out-shape, combined) were dropped; what each was and what it
gave is written in docs/research-five-thousand-cpu.md.
"""

from collections import Counter

from rummy.five_thousand.cpu.levels import Strong
from rummy.five_thousand.cpu.situation import Situation


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

    def __init__(self, settings=None):
        Strong.__init__(self, settings)
        self.hidden = None

    def tell(self, match):
        self.hidden = ([list(h) for h in match.hands], list(match.stock))

    def reveal(self, sit):
        if self.hidden is None:
            return sit
        return SeerSituation(sit.view, *self.hidden, bool(self.SHOW_HANDS), bool(self.SHOW_STOCK))

    def situation(self, view):
        return self.reveal(Strong.situation(self, view))


VARIANTS = {"seer": Seer}
