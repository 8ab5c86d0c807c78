"""What the CPU reads from a view: the public facts of the round, as masks.

`Situation(view)` replays the public history once to recover what the
opponent took from the pile (and still holds), what they discarded, and which
pile cards they declined (passed the upcard or drew from the stock instead).
Everything here comes from the view alone: the CPU never sees more.
"""

from .cpu_hand import bit, deadwood, mask_of

FULL = (1 << 52) - 1


class Situation:
    """The round as the CPU sees it (all card sets are 52-bit masks)."""

    def __init__(self, view):
        me = view["you"]
        self.view = view
        self.me = me
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
        self._replay(view["history"], pile)
        # Cards whose place I do not know: in the stock or in the opponent's hand.
        self.unseen = FULL & ~self.hand & ~self.pile & ~self.opp_known
        self.opp_unknown = max(0, self.opp_count - _popcount(self.opp_known))

    def _replay(self, history, pile):
        """Walk the public history, rebuilding the pile top at every step."""
        me = self.me
        upcard = None
        for h in history:
            if h["action"] == "take":
                upcard = h["card"]
                break
        if upcard is None and pile:
            upcard = pile[0]
        stack = [upcard] if upcard else []
        self.opp_known = 0          # taken from the pile and not discarded since
        self.opp_took = []          # every pile card the opponent took, in order
        self.opp_discards = []      # every card the opponent discarded, in order
        self.opp_declined = []      # pile tops the opponent passed over
        self.my_discards = []
        self.opp_draws = 0
        self.my_draws = 0
        pile_closed = False
        for h in history:
            act, who = h["action"], h["player"]
            mine = who == me
            if act == "pass":
                if not mine and stack:
                    self.opp_declined.append(stack[-1])
                if stack and who == self.view.get("dealer"):
                    pile_closed = True
            elif act in ("take", "draw") and (act == "take" or h.get("from") == "discard"):
                card = h.get("card") or (stack[-1] if stack else None)
                if stack:
                    stack.pop()
                if mine:
                    self.my_draws += 1
                elif card:
                    self.opp_draws += 1
                    self.opp_took.append(card)
                    self.opp_known |= bit(card)
            elif act == "draw":
                if mine:
                    self.my_draws += 1
                else:
                    self.opp_draws += 1
                    if stack and not pile_closed:
                        self.opp_declined.append(stack[-1])
                pile_closed = False
            elif act in ("discard", "knock"):
                card = h["card"]
                stack.append(card)
                pile_closed = False
                if mine:
                    self.my_discards.append(card)
                else:
                    self.opp_discards.append(card)
                    self.opp_known &= ~bit(card)

    # --- small helpers ------------------------------------------------------
    def legal_cards(self, kind):
        """Cards of the legal actions of one kind ("discard" or "knock")."""
        return [a["card"] for a in self.legal if a["type"] == kind]


def _popcount(m):
    return bin(m).count("1")
