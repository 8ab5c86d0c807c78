"""5000 Rummy's deals: codes, the first-dealer draw, hands, the wild rank.

The seeding (codes, the shuffle) is `rummy.seeding`, under the namespace
"rummy.five_thousand". Deal k of a match has the code
`deal_code("rummy.five_thousand", seed, k)`; a match created with a `deal`
code uses that code for its first deal instead. The first deal's code also
fixes the first-dealer draw, so a shown first-deal code replays that deal
exactly (dealer, wild rank, hands, stock); later deals come from the seed.
"""

from ..cards import RANKS, deck
from ..seeding import deal_code, new_seed, normalize_code, shuffled

__all__ = ["deal_cards", "decks_for", "deal_code_of", "first_dealer_draw", "new_seed",
           "normalize_code", "hand_size"]

NAMESPACE = "rummy.five_thousand"
MAX_DRAW_ROUNDS = 64     # guard: after this many tied rounds the lowest tied seat deals


def decks_for(players):
    """One deck for 3-4 players, two for 5-8."""
    return 1 if players <= 4 else 2


def deal_code_of(seed, deal_no):
    """The code of deal `deal_no` (1-based) of the match with `seed`."""
    return deal_code(NAMESPACE, seed, deal_no)


def first_dealer_draw(code, players):
    """(rounds, dealer): every player draws a card from a shuffled deck, the
    lowest rank deals (ace low); the players tied for lowest draw again from a
    freshly shuffled deck. Each round lists one card per seat, None for a seat
    that does not draw in it."""
    cards = deck(decks_for(players))
    drawing = list(range(players))
    rounds = []
    while True:
        order = shuffled(f"{code}/first-dealer/{len(rounds) + 1}", cards)
        row = [None] * players
        for k, seat in enumerate(drawing):
            row[seat] = order[k]
        rounds.append(row)
        low = min(RANKS.index(row[s][0]) for s in drawing)
        drawing = [s for s in drawing if RANKS.index(row[s][0]) == low]
        if len(drawing) == 1 or len(rounds) >= MAX_DRAW_ROUNDS:
            return rounds, drawing[0]


def hand_size(face_up):
    """Cards a player is dealt besides the face-up one: its rank for 2-10,
    11 for an ace, 10 for J, Q, K."""
    rank = face_up[0]
    return {"A": 11, "T": 10, "J": 10, "Q": 10, "K": 10}.get(rank) or int(rank)


def deal_cards(code, players, dealer):
    """(hands, face_up, pile, stock) of a deal: from the dealer's left round to
    the dealer, one card face up each; then, in the same order, each player's
    face-down cards; then the pile's first card. `stock` ends with its top."""
    order = shuffled(code, deck(decks_for(players)))
    seats = [(dealer + 1 + k) % players for k in range(players)]
    face_up = [None] * players
    for k, seat in enumerate(seats):
        face_up[seat] = order[k]
    hands = [[card] for card in face_up]
    at = players
    for seat in seats:
        n = hand_size(face_up[seat])
        hands[seat].extend(order[at:at + n])
        at += n
    pile = [order[at]]
    stock = order[at + 1:][::-1]
    return hands, face_up, pile, stock
