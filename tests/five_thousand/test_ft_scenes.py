"""Scripted scenes in card codes: every rule of 5000 Rummy as the Match plays it."""

from ft_helpers import act, refused, rig

STOCK = {"type": "draw", "from": "stock"}


def top(k=1):
    return {"type": "draw", "from": "discard", "count": k}


def meld(cards, as_=None):
    out = {"type": "meld", "cards": cards.split()}
    if as_ is not None:
        out["as"] = as_
    return out


def layoff(card, meld_id, as_=None):
    out = {"type": "layoff", "card": card, "meld": meld_id}
    if as_:
        out["as"] = as_
    return out


def discard(card):
    return {"type": "discard", "card": card}


def test_two_deck_set_with_a_repeated_card():
    # 5 players play with two decks: KH KH KS is a set of kings.
    m = rig(players=5, hands=["KH KH KS 4C"], stock="2D", to_act=0)
    act(m, STOCK)
    act(m, meld("KH KH KS"))
    assert m.melds[0]["kind"] == "set" and [e["card"] for e in m.melds[0]["cards"]] == ["KS", "KH", "KH"]
    assert m.melded[0] == 30


def test_ace_low_and_high_runs_and_no_corner():
    # A-2-3 and Q-K-A are melded; K-A-2 is refused as no meld.
    m = rig(hands=["AS 2S 3S QH KH AH KD AD 2D 7C"], stock="5C", to_act=0)
    act(m, STOCK)
    act(m, meld("3S AS 2S"))
    act(m, meld("AH QH KH"))
    assert [e["as"] for e in m.melds[1]["cards"]] == ["QH", "KH", "AH"]
    refused(m, 0, meld("KD AD 2D"), "bad_meld")
    assert m.melded[0] == 100 + 5 + 5 + 10 + 10 + 100


def test_a_whole_suit_melds_at_once():
    # Every spade but 5S, with the wild 5H in its place, is one run of 13 cards (ace high).
    m = rig(hands=["AS 2S 3S 4S 6S 7S 8S 9S TS JS QS KS 5H 4C"], stock="2D", wild="5", to_act=0)
    act(m, STOCK)
    act(m, meld("AS 2S 3S 4S 6S 7S 8S 9S TS JS QS KS 5H"))
    assert [e["as"] for e in m.melds[0]["cards"]][::12] == ["2S", "AS"]
    assert m.melded[0] == 100 + 100 + 4 * 10 + 7 * 5


def test_wild_card_in_a_run_is_declared_and_shown():
    # 5H 6H + wild 9C: ambiguous (4H or 7H) until declared; the table shows 9C as 7H.
    m = rig(hands=["5H 6H 9C 2S 3D"], stock="KC", to_act=0, wild="9")
    act(m, STOCK)
    refused(m, 0, meld("5H 6H 9C"), "ambiguous_wild")
    act(m, meld("5H 6H 9C", [None, None, "7H"]))
    shown = m.view(2)["melds"][0]
    assert shown["kind"] == "run" and shown["suit"] == "H" and shown["rank"] is None
    assert shown["cards"][-1] == {"card": "9C", "as": "7H", "by": 0}
    assert m.melded[0] == 5 + 5 + 100          # a wild card keeps its own points


def test_natural_laid_off_in_a_wild_cards_place():
    # 6H goes where the wild 9S stands for 6H (the wild stays); the place takes one such card.
    m = rig(players=5, hands=["6H 6H 2C"], stock="3D", melds=[(1, "5H 9S=6H 7H")], to_act=0)
    act(m, STOCK)
    act(m, layoff("6H", 0))
    cards = [(e["card"], e["as"], e["by"]) for e in m.melds[0]["cards"]]
    assert cards == [("5H", "5H", 1), ("9S", "6H", 1), ("6H", "6H", 0), ("7H", "7H", 1)]
    refused(m, 0, layoff("6H", 0), "cannot_lay_off")
    assert m.melded == [5, 0, 0, 0, 0]


def test_chained_layoffs_and_wild_cards_at_either_end():
    # On 9S-TS-JS: KS first is refused, QS then KS chain; a wild card asks which end.
    m = rig(hands=["QS KS 5D 4C"], stock="2H", melds=[(2, "9S TS JS")], wild="5", to_act=0)
    act(m, STOCK)
    refused(m, 0, layoff("KS", 0), "cannot_lay_off")
    act(m, layoff("QS", 0))
    act(m, layoff("KS", 0))
    refused(m, 0, layoff("5D", 0), "ambiguous_wild")
    assert {"type": "layoff", "card": "5D", "meld": 0, "as": "8S"} in m.legal(0)
    act(m, layoff("5D", 0, "AS"))
    assert [e["as"] for e in m.melds[0]["cards"]] == ["9S", "TS", "JS", "QS", "KS", "AS"]


def test_deep_draw_whose_target_melds_only_with_a_card_taken_above_it():
    # Taking 5H 6H JD: the target 5H melds with 6H (taken above it) and 7H from hand.
    m = rig(hands=["7H 2C 3D"], pile="KC 5H 6H JD", stock="4S", to_act=0)
    legal = m.legal(0)
    assert top(3) in legal and top(2) not in legal and top(4) not in legal
    refused(m, 0, top(2), "cannot_take")        # 6H cannot be played this turn
    act(m, top(3))
    assert m.view(0)["must_play"] == "5H" and m.took[0] == ["5H", "6H", "JD"]
    refused(m, 0, discard("2C"), "must_play")
    refused(m, 0, meld("6H 7H 2C"), "bad_meld")
    act(m, meld("5H 6H 7H"))
    assert m.must_play is None and m.took[0] == ["JD"]
    act(m, discard("JD"))                          # the other cards taken are free
    assert m.pile == ["KC", "JD"]


def test_meld_that_uses_up_the_targets_cards_is_refused():
    # After the deep draw of 8D, melding 6D 7D 9D's cards elsewhere would strand it.
    m = rig(hands=["6D 7D 6C 6S 2H"], pile="8D QS", stock="4S", to_act=0, wild="K")
    act(m, top(2))
    refused(m, 0, meld("6D 6C 6S"), "cannot_finish")
    act(m, meld("6D 7D 8D"))
    assert m.must_play is None


def test_twin_of_the_top_card_may_not_be_discarded():
    # With two decks, taking 8S from the pile bars both 8S from the discard this turn.
    m = rig(players=5, hands=["8S 2C 3D"], pile="4H 8S", stock="5C", to_act=0)
    act(m, top(1))
    assert m.view(0)["no_discard"] == "8S"
    refused(m, 0, discard("8S"), "no_discard")
    assert {"type": "discard", "card": "8S"} not in m.legal(0)
    act(m, discard("2C"))


def test_taking_the_top_then_melding_everything_else_is_refused():
    # The card taken could then be neither discarded nor played: cannot_finish.
    m = rig(hands=["5H 6H 7H"], pile="QD", stock="4S", to_act=0)
    act(m, top(1))
    refused(m, 0, meld("5H 6H 7H"), "cannot_finish")


def test_empty_hand_ends_the_turn_without_going_out():
    # Melding and laying off every card ends the turn; the player draws again next turn.
    m = rig(hands=["5H 6H 7H", "2C 3C", "2D 3D", "2S 3S"], stock="KS 4H 4D 4S 4C",
            melds=[(1, "KD KC KH")], to_act=0)
    act(m, STOCK)
    act(m, meld("5H 6H 7H"))
    act(m, layoff("KS", 0))
    assert m.hands[0] == [] and m.result is None and m.history[-1]["action"] == "hand_empty"
    assert m.phase == "draw" and m.to_act == 1
    for card in ("2C", "2D", "2S"):
        act(m, STOCK)
        act(m, discard(card))
    assert m.to_act == 0 and m.phase == "draw" and STOCK in m.legal(0)
    act(m, STOCK)
    assert m.hands[0] == ["4C"]


def test_last_card_that_fits_a_meld_may_not_go_out():
    # The last card 8H fits 5H-6H-7H: discarding it is refused, laying it off empties the hand.
    m = rig(hands=["8H 4C 4D", "2C"], stock="4S 2D", melds=[(1, "5H 6H 7H")], to_act=0)
    act(m, STOCK)
    act(m, meld("4C 4D 4S"))
    refused(m, 0, discard("8H"), "cannot_go_out")
    act(m, layoff("8H", 0))
    assert m.result is None and m.to_act == 1


def test_a_discard_that_leaves_cards_is_not_going_out():
    # Seat 0 melds and discards but still holds QC: the deal goes on at its left.
    m = rig(hands=["QC 5S 6S 7S", "KD 2H"], stock="9D", to_act=0)
    act(m, STOCK)
    act(m, meld("5S 6S 7S"))
    act(m, discard("9D"))
    assert m.result is None and m.phase == "draw" and m.to_act == 1


def test_a_deal_going_out_scores_every_seat():
    # Seat 0 melds 5S 6S 7S and goes out with QC; seat 1 keeps KD 2H, seat 3 an ace.
    m = rig(hands=["5S 6S 7S", "KD 2H", "", "AC"], stock="QC", wild="9", to_act=0)
    act(m, STOCK)
    act(m, meld("5S 6S 7S"))
    act(m, discard("QC"))
    r = m.result
    assert r["kind"] == "out" and r["out"] == 0 and m.phase == "deal_over"
    assert r["melded_points"] == [15, 0, 0, 0] and r["hand_points"] == [0, 15, 0, 100]
    assert r["points"] == [15, -15, 0, -100] and r["scores"] == m.scores == [15, -15, 0, -100]
    assert r["hands"] == [[], ["KD", "2H"], [], ["AC"]] and r["winner"] is None


def test_wild_aces_score_200():
    # When the wild rank is the ace every ace is wild and worth 200, in melds and in hand.
    m = rig(hands=["AS AH AD", "AC 2D"], stock="QC", wild="A", to_act=0)
    act(m, STOCK)
    act(m, meld("AS AH AD"))
    assert m.melds[0]["rank"] == "A"
    act(m, discard("QC"))
    assert m.result["melded_points"][0] == 600 and m.result["hand_points"][1] == 205


def test_tie_at_the_top_plays_another_deal_then_a_winner_settles():
    # 1005 each at the top of a 1000 match: another deal; then a single top wins.
    m = rig(hands=["5S 6S 7S", "", "", ""], stock="QC", target=1000, scores=[990, 1005, 0, 0], to_act=0)
    act(m, STOCK)
    act(m, meld("5S 6S 7S"))
    act(m, discard("QC"))
    assert m.scores == [1005, 1005, 0, 0] and m.phase == "deal_over" and m.result["winner"] is None
    dealer = m.dealer
    m.apply(3, {"type": "next_deal"})
    assert m.deal_no == 2 and m.dealer == (dealer + 1) % 4 and m.in_play
    m = rig(hands=["5S 6S 7S", "", "", ""], stock="QC", target=1000, scores=[990, 1000, 0, 0], to_act=0)
    act(m, STOCK)
    act(m, meld("5S 6S 7S"))
    act(m, discard("QC"))
    assert m.phase == "match_over" and m.result["winner"] == 0
    assert m.result["settlement"] == [2015, 1995, -2005, -2005]
    assert m.legal(0) == [] and m.events[-1]["type"] == "match_over"


def test_rummy_call_that_chains():
    # 8H is called by seat 1 (fits 5H-6H-7H); its discard KH is called by seat 2 (fits the kings).
    m = rig(hands=["8H 2C 3C", "KH 9D 2S", "4S 5S", "JD QD"], stock="4D 6C",
            melds=[(1, "5H 6H 7H"), (2, "KS KD KC")], to_act=0)
    act(m, STOCK)
    act(m, discard("8H"))
    assert m.phase == "rummy" and m.to_act == 1 and m.view(1)["rummy_card"] == "8H"
    assert m.legal(1) == [{"type": "rummy", "meld": 0, "as": "8H"}, {"type": "pass"}]
    m.apply(1, {"type": "rummy", "meld": 0})
    assert m.phase == "rummy_discard" and m.to_act == 1 and m.pile == []
    m.apply(1, discard("KH"))
    assert m.phase == "rummy" and m.to_act == 2
    m.apply(2, {"type": "rummy", "meld": 1, "as": "KH"})
    m.apply(2, discard("4S"))
    assert m.phase == "draw" and m.to_act == 1      # play goes on at the left of seat 0
    assert m.melded == [0, 5, 10, 0] and m.melds[0]["cards"][-1]["by"] == 1
    assert [h["action"] for h in m.history][-5:] == ["discard", "rummy", "discard", "rummy", "discard"]


def test_rummy_prompts_go_in_seat_order_from_the_discarders_left():
    # Seat 3 discards 8H: seat 4 owns no meld, seat 1 has no cards, so 5, 0, 2 are asked.
    m = rig(players=6, hands=["2C 3C", "", "4D 9C", "8H JC", "5C 6C", "9S TS"], stock="KC",
            melds=[(5, "5H 6H 7H"), (0, "QS QD QC"), (1, "2S 3S 4S"), (2, "4H 4C 4S")], to_act=3)
    act(m, STOCK)
    act(m, discard("8H"))
    asked = []
    while m.phase == "rummy":
        asked.append(m.to_act)
        act(m, {"type": "pass"})
    assert asked == [5, 0, 2] and m.phase == "draw" and m.to_act == 4


def test_caller_must_keep_a_legal_discard():
    # Seat 1's only card 9H would fit after 8H is called onto 5H-6H-7H: it is not asked.
    m = rig(hands=["8H 2C", "9H"], stock="4D", melds=[(1, "5H 6H 7H")], to_act=0)
    act(m, STOCK)
    act(m, discard("8H"))
    assert m.phase == "draw" and m.to_act == 1


def test_stop_with_an_empty_stock():
    # The stock is empty: the player may take from the pile or stop, which ends the deal.
    m = rig(hands=["2C 3D", "4C"], pile="KC 8H", melds=[(1, "5H 6H 7H")], to_act=0)
    assert m.legal(0) == [top(1), {"type": "stop"}]      # the deep target KC could not be played
    act(m, {"type": "stop"})
    assert m.result["kind"] == "stock_out" and m.result["reason"] == "stop" and m.result["out"] is None


def test_no_legal_take_with_an_empty_stock_ends_the_deal_at_once():
    # An empty hand, an empty stock and a top card that fits nothing: the deal ends.
    m = rig(hands=["", "4C"], pile="KC", to_act=0)
    assert m.phase == "deal_over" and m.result["reason"] == "no_take"


def test_empty_hand_may_take_the_top_only_to_lay_it_off():
    # With no cards, taking 8H (it fits 5H-6H-7H) is legal; taking KC is not.
    m = rig(hands=["", "4C"], pile="8H KC", stock="2D", melds=[(1, "5H 6H 7H")], to_act=0)
    refused(m, 0, top(1), "cannot_take")
    assert m.legal(0) == [STOCK, top(2)]


def test_full_circle_without_a_meld_ends_the_deal():
    # Empty stock, three players each take the top and discard: after one circle, stock-out.
    m = rig(players=3, hands=["2C 3D", "4C 5D", "6C 7D"], pile="KH QS", to_act=0)
    for card in ("2C", "4C", "6C"):
        assert m.in_play
        act(m, top(1))
        act(m, discard(card))
    assert m.result["kind"] == "stock_out" and m.result["reason"] == "quiet_circle"


def test_a_lay_off_restarts_the_circle():
    # The same circle, but seat 1 lays off 8H: three more quiet turns are needed.
    m = rig(players=3, hands=["2C 3D", "4C 8H 9D", "6C 7D"], pile="KH QS", melds=[(2, "5H 6H 7H")], to_act=0)
    act(m, top(1))
    act(m, discard("2C"))
    act(m, top(1))
    act(m, layoff("8H", 0))
    act(m, discard("4C"))
    for card in ("6C", "QS"):
        act(m, top(1))
        act(m, discard(card))
        assert m.in_play
    act(m, top(1))
    act(m, discard("2C"))
    assert m.result["reason"] == "quiet_circle"


def test_rummy_caller_may_go_out_with_its_discard():
    # Seat 1 calls 8H with one card left; discarding QC then goes out and ends the deal.
    m = rig(hands=["8H 2C", "QC"], stock="4D", melds=[(1, "5H 6H 7H")], to_act=0)
    act(m, STOCK)
    act(m, discard("8H"))
    m.apply(1, {"type": "rummy", "meld": 0, "as": "8H"})
    m.apply(1, discard("QC"))
    assert m.result["kind"] == "out" and m.result["out"] == 1 and m.result["melded_points"][1] == 5
