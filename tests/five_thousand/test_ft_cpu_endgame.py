"""Scenes for the strong level's sense of the match's end (`cpu.endgame`):
it never ends a deal that is thought to close the match with another seat
on top (going out, emptying its hand, a deep draw that goes out), and it
stops when stopping closes it with itself on top. Matches to 1000; seat
1 has melded 300 this deal (the three aces on the table)."""

import random

from ft_helpers import all_cards, rig
from rummy.five_thousand import cpu
from rummy.five_thousand.cpu.arrange import best_plan
from rummy.five_thousand.cpu.endgame import LOSS, WIN, ending, held_steps
from rummy.five_thousand.cpu.situation import Situation

STOCK = {"type": "draw", "from": "stock"}
OTHERS = ["3D 6D 8C TC QH", "4S 5S JC JH 7D", "2H 3S TD JD 8D"]
ACES = [(1, "AS AH AC")]


def scene(scores, hand="4C 5C 6C", stock="KD 2C 7C"):
    # Strong (seat 0) draws the KD: melding 4-5-6 of clubs and throwing the KD goes out.
    m = rig(hands=[hand] + OTHERS, melds=ACES, pile="3H", stock=stock, wild="9", to_act=0,
            scores=scores, melded=[0, 300, 0, 0], target=1000)
    m.apply(0, STOCK)
    return one_deck(m)


def one_deck(m):
    """The scene holds every card at most once (one deck)."""
    counts = all_cards(m)
    assert max(counts.values()) == 1, sorted(c for c, k in counts.items() if k > 1)
    return m


def ask(m, level, seat=0):
    return cpu.decide(m.view(seat), level, random.Random(0))


def test_strong_goes_out_when_the_match_goes_on():
    # Seat 1 ends near 700 (400 + 300 - its hand): nobody reaches 1000, so out it goes.
    m = scene([500, 400, 300, 200])
    assert ending(Situation(m.view(0)), 515) is None
    m.apply(0, ask(m, "strong"))
    assert ask(m, "strong") == {"type": "discard", "card": "KD"}
    m.apply(0, {"type": "discard", "card": "KD"})
    assert m.result["out"] == 0


def test_strong_does_not_go_out_into_a_lost_match():
    # Seat 1 would end near 1100, past the target and far ahead of strong's 515:
    # going out loses the match, so strong keeps its run and throws the KD.
    m = scene([500, 800, 300, 200])
    assert ending(Situation(m.view(0)), 515) == LOSS
    assert ask(m, "strong") == {"type": "discard", "card": "KD"}
    assert ask(m, "normal")["type"] == "meld"          # normal plays the points regardless
    m.apply(0, {"type": "discard", "card": "KD"})
    assert m.in_play and m.hands[0] == ["4C", "5C", "6C"]


def test_strong_keeps_back_the_cheapest_step():
    # With two melds to play, the 15-point run stays in hand and the kings go down.
    m = scene([500, 800, 300, 200], hand="4C 5C 6C KH KS 2D", stock="KC 2C 7C")
    plan = best_plan(m.hands[0], "9", m.melds)
    points = Situation(m.view(0)).points
    assert [s[:2] for s in held_steps(plan, points)] == [("meld", ["4C", "5C", "6C"])]
    assert len(held_steps(plan, points, cards=4)) == 2          # both melds, to keep four cards or more
    action = ask(m, "strong")
    assert action["type"] == "meld" and sorted(action["cards"]) == ["KC", "KH", "KS"]
    m.apply(0, action)
    assert ask(m, "strong") == {"type": "discard", "card": "2D"}


def stock_out(scores):
    # The stock is empty: strong may take the pile's top 3H or stop, caught with its 15 points.
    m = rig(hands=["KD 7S"] + OTHERS, melds=ACES, pile="8H 3H", stock="", wild="9", to_act=0,
            scores=scores, melded=[0, 300, 0, 0], target=1000)
    return one_deck(m)


def test_strong_stops_to_win_the_match():
    # 1100 - 15 against at most 700: stopping wins.
    m = stock_out([1100, 400, 300, 200])
    assert ending(Situation(m.view(0)), 1085) == WIN
    assert ask(m, "strong") == {"type": "stop"}


def test_a_win_is_never_a_guess():
    # Seat 1 (1120 before its hand) is thought to hold about 80 points, so it would
    # likely end below strong's 1085; but with five 5-point cards it ends at 1095.
    sit = Situation(stock_out([1100, 820, 300, 200]).view(0))
    assert sit.hidden_points(1) > 35
    assert ending(sit, 1085) is None and ending(sit, 1100) == WIN


def test_strong_plays_on_rather_than_stop_into_a_lost_match():
    # Seat 1 would end near 1100 against strong's 485: strong takes the 3H and plays on.
    m = stock_out([500, 800, 300, 200])
    assert {"type": "stop"} in m.legal(0)
    assert ask(m, "strong") == {"type": "draw", "from": "discard", "count": 1}


def rummy_scene(scores):
    # Seat 3 throws the 7C, which fits strong's 4-5-6 of clubs; strong holds one card,
    # so calling rummy (lay off the 7C, throw the KD) would go out.
    m = rig(hands=["KD", OTHERS[0], OTHERS[1], "7C 2H 3S TD KS 8D"], melds=ACES + [(0, "4C 5C 6C")],
            pile="3H", stock="QD 2C", wild="9", to_act=3, scores=scores, melded=[15, 300, 0, 0], target=1000)
    m.apply(3, STOCK)
    m.apply(3, {"type": "discard", "card": "7C"})
    assert m.phase == "rummy" and m.to_act == 0
    return one_deck(m)


def test_strong_calls_rummy_to_go_out_while_the_match_goes_on():
    assert ask(rummy_scene([500, 400, 300, 200]), "strong")["type"] == "rummy"


def test_strong_does_not_call_rummy_to_go_out_into_a_lost_match():
    assert ask(rummy_scene([500, 800, 300, 200]), "strong") == {"type": "pass"}


def emptying_scene(scores):
    # Strong draws the AD: its 4-5-6 of clubs and the AD laid off on the aces would
    # empty its hand, and with an empty hand its next draw goes out (unless it fits).
    return scene(scores, stock="AD 2C 7C")


def test_strong_empties_its_hand_when_the_match_goes_on():
    m = emptying_scene([500, 400, 300, 200])
    while m.phase == "play" and m.to_act == 0:
        m.apply(0, ask(m, "strong"))
    assert m.hands[0] == [] and m.in_play


def test_strong_does_not_empty_its_hand_into_a_lost_match():
    # The 15-point run is the cheapest to keep: the AD goes down, a club is thrown
    # and two stay in hand, so the next draw cannot go out.
    m = emptying_scene([500, 800, 300, 200])
    while m.phase == "play" and m.to_act == 0:
        m.apply(0, ask(m, "strong"))
    assert len(m.hands[0]) == 2 and all(c[1] == "C" for c in m.hands[0])
    assert m.melds[0]["cards"][-1]["card"] == "AD"


def deep_scene(scores):
    # A deep draw of three (5C 6C 3H) makes 4-5-6 of clubs with strong's 4C and
    # leaves the 3H to throw: the take goes out in the same turn.
    m = rig(hands=["4C"] + OTHERS, melds=ACES, pile="7H 5C 6C 3H", stock="KD 2C 7C", wild="9",
            to_act=0, scores=scores, melded=[0, 300, 0, 0], target=1000)
    return one_deck(m)


def test_strong_takes_deep_to_go_out_when_the_match_goes_on():
    assert ask(deep_scene([500, 400, 300, 200]), "strong") == {"type": "draw", "from": "discard", "count": 3}


def test_strong_does_not_take_deep_to_go_out_into_a_lost_match():
    m = deep_scene([500, 800, 300, 200])
    assert ending(Situation(m.view(0)), 515) == LOSS
    assert ask(m, "strong") == STOCK


def test_strong_plays_a_deep_target_but_does_not_go_out_into_a_lost_match():
    # Strong took 5C 6C 3H deep: 4-5-6 of clubs must go down, then the kings and
    # the 3H thrown would go out; the target goes down, the kings stay in hand.
    m = rig(hands=["4C KH KS KC"] + OTHERS, melds=ACES, pile="7H 5C 6C 3H", stock="KD 2C 7C", wild="9",
            to_act=0, scores=[500, 800, 300, 200], melded=[0, 300, 0, 0], target=1000)
    m.apply(0, {"type": "draw", "from": "discard", "count": 3})
    while m.phase == "play" and m.to_act == 0:
        m.apply(0, ask(one_deck(m), "strong"))
    assert m.in_play and sorted(m.hands[0]) == ["KC", "KH", "KS"]
