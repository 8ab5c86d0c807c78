"""Every kind of bad action is refused with a stable code and changes nothing."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from ft_helpers import act, random_action, refused, rig
from rummy.five_thousand import Match
from rummy.five_thousand.errors import CODES, IllegalAction

STOCK = {"type": "draw", "from": "stock"}


def in_play_phase():
    m = rig(hands=["5H 6H 9C 2S 3D", "KH 2C"], stock="KC 4D", melds=[(1, "TS JS QS")], to_act=0)
    act(m, STOCK)
    return m


def test_each_code_in_its_situation():
    m = rig(hands=["5H 6H 9C 2S 3D", "KH 2C"], pile="8D", stock="KC 4D", melds=[(1, "TS JS QS")], to_act=0)
    refused(m, 1, STOCK, "not_your_turn")
    refused(m, 0, {"type": "discard", "card": "5H"}, "wrong_phase")
    refused(m, 0, {"type": "next_deal"}, "wrong_phase")
    refused(m, 0, {"type": "stop"}, "wrong_phase")
    refused(m, 4, STOCK, "bad_player")
    refused(m, True, STOCK, "bad_player")
    refused(m, 0, {"type": "draw", "from": "discard", "count": 2}, "cannot_take")
    m = in_play_phase()
    refused(m, 0, {"type": "discard", "card": "KS"}, "not_in_hand")
    refused(m, 0, {"type": "discard", "card": "ZZ"}, "bad_card")
    refused(m, 0, {"type": "meld", "cards": ["5H", "6H"]}, "bad_meld")
    refused(m, 0, {"type": "meld", "cards": ["5H", "6H", "6H"]}, "not_in_hand")
    refused(m, 0, {"type": "meld", "cards": ["5H", "2S", "3D"]}, "bad_meld")
    refused(m, 0, {"type": "meld", "cards": ["5H", "6H", "9C"]}, "ambiguous_wild")
    refused(m, 0, {"type": "meld", "cards": ["5H", "6H", "9C"], "as": [None, None, "9H"]}, "bad_meld")
    refused(m, 0, {"type": "layoff", "card": "5H", "meld": 0}, "cannot_lay_off")
    refused(m, 0, {"type": "layoff", "card": "9C", "meld": 3}, "cannot_lay_off")
    refused(m, 0, {"type": "layoff", "card": "9C", "meld": 0}, "ambiguous_wild")
    refused(m, 0, {"type": "layoff", "card": "9C", "meld": 0, "as": "KH"}, "cannot_lay_off")
    refused(m, 0, {"type": "rummy", "meld": 0}, "wrong_phase")
    refused(m, 0, STOCK, "wrong_phase")


@pytest.mark.parametrize("action", [
    None, 7, "draw", [], {}, {"type": None}, {"type": "fly"}, {"type": "pass", "x": 1},
    {"type": "draw"}, {"type": "draw", "from": "sky"}, {"type": "draw", "from": "stock", "count": 1},
    {"type": "draw", "from": "discard", "count": 0}, {"type": "draw", "from": "discard", "count": True},
    {"type": "meld"}, {"type": "meld", "cards": "5H 6H 7H"}, {"type": "meld", "cards": []},
    {"type": "meld", "cards": ["5H", "6H", "9C"], "as": ["5H"]}, {"type": "layoff", "card": "5H"},
    {"type": "layoff", "card": "5H", "meld": "0"}, {"type": "layoff", "card": "5H", "meld": -1},
    {"type": "discard"}, {"Type": "discard", "card": "5H"}, {"type": "rummy", "meld": None},
])
def test_malformed_actions(action):
    refused(in_play_phase(), 0, action, "bad_action")


@pytest.mark.parametrize("action", [
    {"type": "discard", "card": 7}, {"type": "discard", "card": "1S"},
    {"type": "meld", "cards": ["5H", "6H", "XX"]}, {"type": "layoff", "card": "5H", "meld": 0, "as": "ZZ"},
    {"type": "meld", "cards": ["5H", "6H", "9C"], "as": [None, None, 5]},
])
def test_bad_cards(action):
    refused(in_play_phase(), 0, action, "bad_card")


def test_lenient_card_spelling_is_accepted():
    m = in_play_phase()
    m.apply(0, {"type": "meld", "cards": ["5h", "6H", "9c"], "as": [None, None, "7h"]})
    assert m.melds[-1]["cards"][-1] == {"card": "9C", "as": "7H", "by": 0}


junk = st.recursive(st.none() | st.booleans() | st.integers(-2, 9) | st.text(max_size=4),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                    max_leaves=6)
card = junk | st.sampled_from(["7S", "KD", "AH", "5H", "9C"])


@settings(max_examples=80, deadline=None)
@given(seed=st.integers(0, 30), steps=st.integers(0, 40), player=junk | st.integers(0, 4),
       action=junk | st.fixed_dictionaries(
           {"type": st.sampled_from(["draw", "meld", "layoff", "discard", "rummy", "pass", "stop", "next_deal"])},
           optional={"card": card, "from": junk | st.sampled_from(["stock", "discard"]),
                     "count": junk | st.integers(0, 5), "meld": junk | st.integers(0, 3),
                     "cards": st.lists(card, max_size=4), "as": junk | card}))
def test_random_junk_is_refused_or_legal_never_half_applied(seed, steps, player, action):
    m = Match(seed=seed, players=3 + seed % 6, target=1000)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.phase == "match_over":
            break
        m.apply(*random_action(m, rng))
    before = m.snapshot()
    try:
        m.apply(player, action)
    except IllegalAction as e:
        assert e.code in CODES
        assert m.snapshot() == before
    else:
        assert action["type"] in ("draw", "meld", "layoff", "discard", "rummy", "pass", "stop", "next_deal")
