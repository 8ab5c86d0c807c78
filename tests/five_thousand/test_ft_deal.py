"""Dealing: the first-dealer draw, hand sizes from the face-up card, the wild
rank, one or two decks, the dealer's rotation and what a deal code fixes."""

from collections import Counter

import pytest

from rummy.cards import RANKS, deck
from rummy.five_thousand import Match
from rummy.five_thousand.deal import deal_cards, deal_code_of, decks_for, first_dealer_draw, hand_size


@pytest.mark.parametrize("players", range(3, 9))
def test_a_deal_follows_the_face_up_cards(players):
    m = Match(seed=f"deal-{players}", players=players)
    assert decks_for(players) == (1 if players <= 4 else 2)
    for seat in range(players):
        up = m.face_up[seat]
        assert up in m.hands[seat] and len(m.hands[seat]) == 1 + hand_size(up)
        assert 3 <= len(m.hands[seat]) <= 12
    assert m.wild == m.face_up[m.dealer][0]
    assert len(m.pile) == 1 and m.to_act == (m.dealer + 1) % players and m.phase == "draw"
    everything = [c for h in m.hands for c in h] + m.pile + m.stock
    assert Counter(everything) == Counter(deck(decks_for(players)))


def test_hand_sizes():
    # 2-10: the rank; ace 11; J, Q, K 10.
    assert [hand_size(r + "S") for r in RANKS] == [11, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]


def test_cards_go_out_from_the_dealers_left():
    # The dealer's left gets the first face-up card; the dealer the last one.
    code = deal_code_of("order", 1)
    hands, face_up, pile, stock = deal_cards(code, 4, dealer=2)
    again = deal_cards(code, 4, dealer=3)[1]
    assert [face_up[(2 + 1 + k) % 4] for k in range(4)] == [again[(3 + 1 + k) % 4] for k in range(4)]


def test_first_dealer_draw_with_a_tie():
    # Seats tied for the lowest card draw again among themselves; the app shows every round.
    seed = next(s for s in range(2000) if len(first_dealer_draw(deal_code_of(s, 1), 4)[0]) > 1)
    m = Match(seed=seed, players=4)
    rounds = m.view(0)["first_dealer_draw"]
    assert len(rounds) >= 2 and rounds == m.draw_rounds
    for row, nxt in zip(rounds, rounds[1:]):
        drew = [s for s in range(4) if row[s] is not None]
        low = min(RANKS.index(row[s][0]) for s in drew)
        tied = [s for s in drew if RANKS.index(row[s][0]) == low]
        assert len(tied) >= 2 and [s for s in range(4) if nxt[s] is not None] == tied
    last = rounds[-1]
    drew = [s for s in range(4) if last[s] is not None]
    assert m.dealer == min(drew, key=lambda s: RANKS.index(last[s][0]))
    assert m.events[0] == {"type": "first_dealer", "draw": rounds, "dealer": m.dealer}


def test_the_deal_passes_to_the_left():
    m = Match(seed="rotate", players=5)
    first = m.dealer
    m._end_deal("stock_out", "stop")
    m.apply(2, {"type": "next_deal"})
    assert m.dealer == (first + 1) % 5 and m.deal_no == 2 and m.wild == m.face_up[m.dealer][0]


def test_a_deal_code_fixes_the_first_dealer_draw_and_the_first_deal():
    a = Match(seed="one", players=6)
    b = Match(seed="two", players=6, deal=a.deal_code.lower())
    assert b.first_deal == a.deal_code
    assert (b.draw_rounds, b.dealer, b.hands, b.pile, b.stock) == (a.draw_rounds, a.dealer, a.hands, a.pile, a.stock)
    for m in (a, b):
        m._end_deal("stock_out", "stop")
        m.apply(0, {"type": "next_deal"})
    assert a.hands != b.hands                    # later deals come from each seed
    with pytest.raises(ValueError, match="deal code"):
        Match(seed="x", deal="not a code")


@pytest.mark.parametrize("options,field", [({"players": 2}, "players"), ({"players": 9}, "players"),
                                           ({"players": True}, "players"), ({"target": 100}, "target"),
                                           ({"level": "hard"}, "level"), ({"seed": 1.5}, "seed")])
def test_bad_options_name_the_field(options, field):
    with pytest.raises(ValueError, match=field):
        Match(**options)


def test_registered_in_the_house():
    from rummy import games
    game = games.get("five_thousand")
    m = game.new_match(seed=3, players=5, target=2500, level="easy")
    assert m.GAME == "five_thousand" and Match.OPTIONS == ("players", "target", "level", "deal")
    assert game.decide(m.view(m.to_act), "easy", None) in m.legal(m.to_act)
    with pytest.raises(ValueError):
        game.new_match(rules={})
