"""What the CPU reads from a view: the deal as its seat sees it.

`Situation(view)` gathers the public facts the levels reason about: its
hand, the table, the pile, every seat's hand size and the cards it is known
to hold (the face-up dealt card, the cards it took from the pile and still
holds), which cards are still unseen, and how close each opponent looks to
going out.
Everything comes from the view alone; the CPU never sees more. Card
collections are lists or dicts read in sorted order only, so decisions do
not depend on string hashing (which differs between processes and Pyodide).
"""

import math

from ...cards import INDEX, RANKS
from ..melds import POSITIONS, card_points, layoff_places
from .settings import OUT_CAP, STOCK_EMPTY_STAYS, STOCK_SHORT_STAYS
from .tables import OUT_CHANCE, OUT_FIT


def out_chance(hand_count):
    """P(a seat holding `hand_count` cards goes out at its next turn) (tables.OUT_CHANCE)."""
    return OUT_CHANCE[min(hand_count, len(OUT_CHANCE) - 1)]


def opponent_out_chance(hand_count, fitting_share):
    """P(an opponent holding `hand_count` cards goes out at its turn) when
    `fitting_share` of the unseen cards fit a table meld (OUT_FIT)."""
    a, b = OUT_FIT[min(hand_count, len(OUT_FIT) - 1)]
    return 1.0 / (1.0 + math.exp(-(a + b * fitting_share)))


class Situation:
    """The deal as seat `view["you"]` sees it."""

    def __init__(self, view):
        self.view = view
        self.me = view["you"]
        self.players = view["players"]
        self.phase = view["phase"]
        self.wild = view["wild"]
        self.hand = list(view["hand"])
        self.melds = view["melds"]
        self.pile = view["discard"]
        self.top = self.pile[-1] if self.pile else None
        self.stock_count = view["stock_count"]
        self.must_play = view.get("must_play")
        self.no_discard = view.get("no_discard")
        self.rummy_card = view.get("rummy_card")
        self.legal = view["legal"]
        self.seats = view["seats"]
        self.copies = 1 if self.players <= 4 else 2
        self.opponents = [(self.me + k) % self.players for k in range(1, self.players)]  # in turn order
        self._count_unseen()

    def _count_unseen(self):
        """unseen[card]: copies of `card` whose place this seat does not know
        (the stock and the hidden part of the other hands)."""
        seen = {}
        known = list(self.hand) + list(self.pile)
        known += [e["card"] for m in self.melds for e in m["cards"]]
        for s, seat in enumerate(self.seats):
            if s != self.me:
                known += seat["took"]
                if seat["face_up"]:
                    known.append(seat["face_up"])
        for c in known:
            seen[c] = seen.get(c, 0) + 1
        self.set_unseen({c: self.copies - seen.get(c, 0) for c in INDEX})

    def set_unseen(self, counts):
        """unseen[card] from copies per card (zeros dropped; read in card order)."""
        self.unseen = {c: counts[c] for c in sorted(counts, key=INDEX.__getitem__) if counts[c] > 0}
        self.unseen_total = sum(self.unseen.values())
        self.unseen_points = sum(k * card_points(c, self.wild) for c, k in self.unseen.items())
        self.unseen_wilds = sum(k for c, k in self.unseen.items() if c[0] == self.wild)

    # --- facts the levels ask for ---------------------------------------------------
    def taken(self, count):
        """The cards a take of `count` from the pile brings, the deepest (a
        deep draw's target) first."""
        return self.pile[len(self.pile) - count:]

    def points(self, card):
        return card_points(card, self.wild)

    def is_wild(self, card):
        return card[0] == self.wild

    def hand_count(self, seat):
        return self.seats[seat]["hand_count"]

    def known_cards(self, seat):
        """The cards `seat` is known to hold (taken from the pile, face-up dealt)."""
        seat_view = self.seats[seat]
        out = list(seat_view["took"])
        if seat_view["face_up"] and seat_view["face_up"] not in out:
            out.append(seat_view["face_up"])
        return out

    def layable(self, card, melds=None):
        return any(layoff_places(card, m, self.wild) for m in (self.melds if melds is None else melds))

    def totals(self):
        """Every seat's match total with the points it has melded this deal."""
        return [seat["score"] + seat["melded_points"] for seat in self.seats]

    def closest_opponent(self):
        """The smallest hand among the opponents."""
        return min(self.hand_count(s) for s in self.opponents)

    def fitting_share(self):
        """The share of the unseen cards that fit a meld on the table."""
        fitting = sum(k for c, k in self.unseen.items() if self.layable(c))
        return fitting / max(1, self.unseen_total)

    def end_chance(self, scale=1.0):
        """P(the deal ends before this seat's next turn): an opponent goes out
        (by hand size and the table's lay-off places, each chance times
        `scale`, at most OUT_CAP) or the stock runs out."""
        share = self.fitting_share()
        stay = 1.0
        for s in self.opponents:
            stay *= 1.0 - min(OUT_CAP, scale * opponent_out_chance(self.hand_count(s), share))
        if self.stock_count < self.players:
            stay *= STOCK_SHORT_STAYS if self.stock_count else STOCK_EMPTY_STAYS
        return 1.0 - stay

    def hidden_points(self, seat):
        """A guess at the points `seat` holds: its known cards, and the mean
        unseen card for the rest."""
        known = self.known_cards(seat)
        mean = self.unseen_points / max(1, self.unseen_total)
        return sum(self.points(c) for c in known) + mean * max(0, self.hand_count(seat) - len(known))

    def partners(self, card):
        """Unseen cards that would make a meld with `card` and one more:
        the rank's other cards, the suit's neighbours within two, wild cards."""
        out = 0
        if card[0] == self.wild:
            return self.unseen_total
        rank = card[0]
        for c, k in self.unseen.items():
            if c[0] == rank or c[0] == self.wild:
                out += k
        for p in POSITIONS[rank]:
            for d in (-2, -1, 1, 2):
                q = p + d
                neighbour = RANKS[(q - 1) % 13] + card[1]
                if 1 <= q <= 14 and neighbour[0] != self.wild:     # (wild cards counted above)
                    out += self.unseen.get(neighbour, 0)
        return out
