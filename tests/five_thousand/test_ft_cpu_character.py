"""Scenes in card codes that show each level's character (docs/rules-five-thousand.md's
"The computer players"). Each rigs a deal (`ft_helpers.rig`: hands per
seat, pile bottom ... top, stock top first, table melds by owner) and asks
the CPU of seat 0 (or the seat named) what it does; a comment says what the
scene shows. Several rng seeds are asked where a level uses its rng."""

import random

import pytest

from ft_helpers import rig
from rummy.five_thousand import cpu
from rummy.five_thousand.cpu.judge import standing_weights
from rummy.five_thousand.cpu.situation import Situation, opponent_out_chance, out_chance

STOCK = {"type": "draw", "from": "stock"}
SEEDS = range(4)
# Other seats hold middling hands, so nobody looks close to going out unless a scene says so.
OTHERS = ["3D 6D 8C TC QH 2S", "4S 5S JC JH 7D 3C", "2H 6C TD KS 8D 4H"]
LONG_STOCK = "KC QC 3S 7C 2D 5S TS JS"


def ask(m, level, seed=0, seat=0):
    return cpu.decide(m.view(seat), level, random.Random(seed))


def deep_aces():
    # Two aces lie deep in the pile (AH is 4th from the top): with the AD in
    # hand, taking 4 cards melds three aces at once (300 points for 2 junk cards).
    return rig(hands=["AD 4C 7S"] + OTHERS, pile="AH AS 5C 8D", stock=LONG_STOCK, wild="9", to_act=0)


def test_the_deep_aces_scene_is_what_it_claims():
    m = deep_aces()
    assert {"type": "draw", "from": "discard", "count": 4} in m.legal(0)
    assert {"type": "draw", "from": "discard", "count": 1} in m.legal(0)


def test_easy_never_takes_deep_even_when_it_pays():
    # Easy looks at the top card only (8D makes nothing): it draws from the stock.
    for seed in SEEDS:
        assert ask(deep_aces(), "easy", seed) == STOCK


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_normal_and_strong_take_a_profitable_deep_draw_and_meld_its_target(level):
    m = deep_aces()
    assert ask(m, level) == {"type": "draw", "from": "discard", "count": 4}
    m.apply(0, ask(m, level))
    meld = ask(m, level)
    assert meld["type"] == "meld" and sorted(meld["cards"]) == ["AD", "AH", "AS"]


def test_easy_takes_the_top_card_that_completes_a_meld():
    # 7H on the pile completes 5H 6H: even easy takes it.
    m = rig(hands=["5H 6H KC"] + OTHERS, pile="2C 7H", stock=LONG_STOCK, wild="9", to_act=0)
    assert ask(m, "easy") == {"type": "draw", "from": "discard", "count": 1}


def test_easy_throws_its_highest_card():
    # No meld to make; easy throws the ace (100 points), the highest card it holds.
    m = rig(hands=["AS KD 4C 8H 6S"] + OTHERS, stock="2C " + LONG_STOCK, wild="9", to_act=0)
    m.apply(0, STOCK)
    for seed in SEEDS:
        assert ask(m, "easy", seed) == {"type": "discard", "card": "AS"}


def test_easy_melds_as_soon_as_it_can():
    # Three queens after the draw: easy lays them down at once.
    m = rig(hands=["QS QD 4C 8H 6S"] + OTHERS, stock="QC " + LONG_STOCK, wild="9", to_act=0)
    m.apply(0, STOCK)
    action = ask(m, "easy")
    assert action["type"] == "meld" and sorted(action["cards"]) == ["QC", "QD", "QS"]


def rummy_offer():
    # Seat 0 throws 8H, which fits seat 1's run 5-6-7 of hearts: seat 1 is asked first.
    m = rig(hands=["8H 2C 4D", "KH 9D 4S JC"] + OTHERS[1:], melds=[(1, "5H 6H 7H")], stock=LONG_STOCK,
            wild="3", to_act=0)
    m.apply(0, STOCK)
    m.apply(0, {"type": "discard", "card": "8H"})
    assert m.phase == "rummy" and m.to_act == 1
    return m


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_normal_and_strong_call_rummy_when_offered(level):
    for seed in SEEDS:
        assert ask(rummy_offer(), level, seed, seat=1) == {"type": "rummy", "meld": 0, "as": "8H"}


def test_easy_misses_some_rummy_calls():
    answers = {ask(rummy_offer(), "easy", seed, seat=1)["type"] for seed in range(12)}
    assert answers == {"rummy", "pass"}


def test_normal_keeps_a_high_card_early_and_sheds_it_when_someone_is_close():
    # A lone ace beside two pairs: early (others hold 6 cards) normal keeps the ace,
    # which may still meld, and throws a small card; when a player is down to one
    # card the ace (100 points to lose) goes.
    hand = "AS 5C 5D JH JD 7S"
    m = rig(hands=[hand] + OTHERS, stock="8C " + LONG_STOCK, wild="9", to_act=0)
    m.apply(0, STOCK)
    assert ask(m, "normal")["card"] != "AS"
    m = rig(hands=[hand, "KS"] + OTHERS[1:], stock="8C " + LONG_STOCK, wild="9", to_act=0)
    m.apply(0, STOCK)
    assert ask(m, "normal") == {"type": "discard", "card": "AS"}


def called_by_seat_1(seat_1_hand):
    # Seat 1 (kings on the table) calls rummy on seat 0's 8H, laying it on seat 2's
    # hearts run; then it must throw a card, and may not lay off. Its 9H now fits
    # that run: seat 2 (a meld of its own) would call rummy on it.
    m = rig(hands=["8H 2C 4D", seat_1_hand, "2H 6C TD 8D 4H", OTHERS[2]],
            melds=[(1, "KS KD KC"), (2, "5H 6H 7H")], stock=LONG_STOCK, wild="3", to_act=0)
    m.apply(0, STOCK)
    m.apply(0, {"type": "discard", "card": "8H"})
    m.apply(1, {"type": "rummy", "meld": 1, "as": "8H"})
    assert m.phase == "rummy_discard" and {"type": "discard", "card": "9H"} in m.legal(1)
    return m


@pytest.mark.parametrize("level", ["normal", "strong"])
@pytest.mark.parametrize("others", ["QS QD 4C", "AS AD 3S"])
def test_after_a_rummy_call_a_card_another_seat_could_call_is_not_thrown(level, others):
    # Another card goes, even when the 9H is the cheapest card to give away
    # (beside a pair of aces and a wild card, it is the only 5-point card).
    m = called_by_seat_1("9H " + others)
    for seed in SEEDS:
        action = ask(m, level, seed, seat=1)
        assert action["type"] == "discard" and action["card"] != "9H"


def test_strong_prices_a_deep_draw_by_the_risk_of_what_comes_with_it():
    # Taking 2 cards gives 7H for 5-6-7 of hearts (15 points) and the KD above it.
    # While the others hold six cards each, strong takes it; when two of them are
    # down to one card, the KD would likely be caught in hand and it draws blind.
    def scene(others):
        return rig(hands=["5H 6H 2C"] + others, pile="7H KD", stock=LONG_STOCK, wild="9", to_act=0)
    assert ask(scene(OTHERS), "strong") == {"type": "draw", "from": "discard", "count": 2}
    assert ask(scene(["KS", "4S", "2H 6C"]), "strong") == STOCK


def hold_back_scene(closest):
    # After its draw strong holds 4-5-6 of clubs (15 points) and two loose cards.
    hands = ["4C 5C KD 8S"] + OTHERS
    hands[1] = closest
    m = rig(hands=hands, stock="6C " + LONG_STOCK, wild="9", to_act=0)
    m.apply(0, STOCK)
    return m


def test_strong_lays_down_at_once_when_a_player_is_close_to_going_out():
    # Seat 1 holds one card: it may go out at its next turn, so the run goes down now.
    action = ask(hold_back_scene("KS"), "strong")
    assert action["type"] == "meld" and sorted(action["cards"]) == ["4C", "5C", "6C"]


def test_strong_holds_a_cheap_meld_back_when_nobody_is_close():
    # Nobody holds fewer than 6 cards and the stock is long: the 15-point run stays
    # in hand (nobody may lay off on it, the table does not see a short hand) and a
    # loose card goes; normal lays it down at once.
    m = hold_back_scene(OTHERS[0])
    assert ask(m, "strong")["type"] == "discard" and ask(m, "strong")["card"] in ("KD", "8S")
    assert ask(m, "normal")["type"] == "meld"


def leader_scene(scores):
    # Strong holds 8C and draws 6D, both loose 5-point cards: one must go. Seat 1
    # (next) took 8H 8S from the pile, seat 2 took 6H 6S. The 8C would go to the
    # next player at once; the 6D only to seat 2 by a deep draw.
    m = rig(hands=["8C", "8H 8S 4C TD 2S", "6H 6S 3D JC KH", "5S 7D QC TH 3C"],
            stock="6D " + LONG_STOCK, wild="9", to_act=0, scores=scores, took=["", "8H 8S", "6H 6S", ""])
    m.apply(0, STOCK)
    return m


def test_strong_feeds_the_opponent_it_must_beat_least():
    # Level scores: the 6D goes (the later seat is less likely to use it). With
    # seat 2 leading the match, the 8C goes to seat 1 instead; with seat 1
    # leading, the 6D still goes.
    assert ask(leader_scene([0, 0, 0, 0]), "strong") == {"type": "discard", "card": "6D"}
    assert ask(leader_scene([1500, 1000, 2000, 500]), "strong") == {"type": "discard", "card": "8C"}
    assert ask(leader_scene([1500, 2000, 1000, 500]), "strong") == {"type": "discard", "card": "6D"}


@pytest.mark.parametrize("players", [3, 4, 8])
def test_standing_weights_count_the_leader_more_and_keep_the_mean(players):
    # Seat 2 leads the opponents: its points count 1.5, the others' less, the mean 1;
    # while the opponents are level every weight is 1.
    scores = [0] * players
    sit = Situation(rig(players=players, scores=scores).view(0))
    assert set(standing_weights(sit, 0.5).values()) == {1.0}
    scores[2] = 300
    weights = standing_weights(Situation(rig(players=players, scores=scores).view(0)), 0.5)
    assert weights[2] == 1.5 and max(w for s, w in weights.items() if s != 2) < 1.0
    assert sum(weights.values()) == pytest.approx(players - 1)


def test_an_opponent_near_out_looks_closer_when_the_table_has_many_lay_off_places():
    # Seat 1 holds one card. On a bare table it goes out only by a meld; with
    # runs and sets on the table, any unseen card that fits one is a lay-off
    # it may draw (or hold): the strong level's end chance rises.
    hands = ["5H 6H KC", "3D", OTHERS[1], OTHERS[2]]
    bare = Situation(rig(hands=hands, stock=LONG_STOCK, to_act=0).view(0))
    melds = [(2, "4S 5S 6S"), (3, "JD QD KD"), (2, "7C 7H 7D")]
    full = Situation(rig(hands=hands, stock=LONG_STOCK, melds=melds, to_act=0).view(0))
    assert bare.fitting_share() == 0 and full.fitting_share() > 0.1
    assert full.end_chance() > bare.end_chance() + 0.05
    assert opponent_out_chance(1, 0.0) < out_chance(1) < opponent_out_chance(1, 0.3)
    # A hand of none lays off the card it draws rather than throw it: fewer outs.
    assert opponent_out_chance(0, 0.3) < opponent_out_chance(0, 0.0)
    assert full.end_chance(1.3) > full.end_chance()
