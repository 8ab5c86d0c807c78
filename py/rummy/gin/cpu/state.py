"""What the CPU reads from a view: the public facts of the round, as masks.

`Situation(view)` takes what the view carries of the opponent's play with
the pile (cards taken and still held, discards, pile tops passed over,
draws made) and turns it into masks. Everything here comes from the view
alone: the CPU never sees more.
"""

from rummy.gin.meldtables import FULL, mask_of


class Situation:
    """The round as the CPU sees it (all card sets are masks in the kernel layout)."""

    def __init__(self, view):
        self.view = view
        self.me = view["you"]
        self.phase = view["phase"]
        self.hand = mask_of(view["hand"])
        pile = view["discard"]
        self.pile = mask_of(pile)
        self.top = pile[-1] if pile else None
        self.stock_count = view["stock_count"]
        self.opp_count = view["opponent_hand_count"]
        self.just_drew = view.get("just_drew")
        self.knock_limit = view.get("knock_limit", 10)
        self.undercut_bonus = (view.get("rules") or {}).get("undercut_bonus", 25)
        self.legal = view["legal"]
        opponent = view["opponent"]
        self.opp_known = mask_of(opponent["holds"])   # taken from the pile, not discarded since
        self.opp_took = list(opponent["took"])         # every pile card they took, in order
        self.opp_discards = list(opponent["discarded"])
        self.opp_declined = list(opponent["passed"])   # pile tops they passed over
        self.opp_draws = opponent["draws"]
        # Cards whose place I do not know: in the stock or in the opponent's hand.
        self.unseen = FULL & ~self.hand & ~self.pile & ~self.opp_known
        self.opp_unknown = max(0, self.opp_count - self.opp_known.bit_count())

    def legal_cards(self, kind):
        """Cards of the legal actions of one kind ("discard" or "knock")."""
        return [a["card"] for a in self.legal if a["type"] == kind]
