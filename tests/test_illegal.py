"""Every kind of bad action is refused with a stable code and changes nothing."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from engine_helpers import random_action, rigged
from rummy.gin import IllegalAction, Match
from rummy.gin.errors import CODES


def refused(match, player, action, code):
    before = match.snapshot()
    with pytest.raises(IllegalAction) as e:
        match.apply(player, action)
    assert e.value.code == code, e.value
    assert match.snapshot() == before
    return e.value


def at_discard():
    m = rigged("AS 2S 3S 4H 5H 6H 9C 9D 9H 7D", "KS QD JC 3D 7H 8H 2D 5C 6C 4C", "KH",
               stock_top=["QH"])
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "pass"})
    m.apply(0, {"type": "draw", "from": "stock"})
    return m


def test_each_code_in_its_situation():
    m = Match(seed=2)
    refused(m, 1, {"type": "take"}, "not_your_turn")
    refused(m, 0, {"type": "draw", "from": "stock"}, "wrong_phase")
    refused(m, 0, {"type": "discard", "card": m.hands[0][0]}, "wrong_phase")
    refused(m, 0, {"type": "next_round"}, "wrong_phase")
    refused(m, 2, {"type": "take"}, "bad_player")
    refused(m, True, {"type": "take"}, "bad_player")
    refused(m, "0", {"type": "take"}, "bad_player")
    m = at_discard()
    refused(m, 0, {"type": "discard", "card": "KS"}, "not_in_hand")
    refused(m, 0, {"type": "discard", "card": "ZZ"}, "bad_card")
    refused(m, 0, {"type": "knock", "card": "AS"}, "cannot_knock")
    refused(m, 0, {"type": "big_gin"}, "cannot_big_gin")
    refused(m, 0, {"type": "draw", "from": "stock"}, "wrong_phase")
    refused(m, 1, {"type": "discard", "card": "KS"}, "not_your_turn")


@pytest.mark.parametrize("action", [
    None, 7, "take", [], {}, {"type": None}, {"type": "fly"}, {"type": "take", "x": 1},
    {"type": "draw"}, {"type": "draw", "from": "sky"}, {"type": "draw", "from": None},
    {"type": "discard"}, {"type": "discard", "card": 7}, {"type": "knock", "card": None},
    {"type": ["take"]}, {"Type": "take"},
])
def test_malformed_actions(action):
    m = at_discard()
    code = refused(m, 0, action, "bad_action" if not (
        isinstance(action, dict) and action.get("type") in ("discard", "knock")
        and "card" in action) else "bad_card").code
    assert code in CODES


def test_lenient_card_spelling_is_accepted():
    m = at_discard()
    m.apply(0, {"type": "discard", "card": "qh"})
    assert m.discard[-1] == "QH"


junk = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                    max_leaves=6)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 50), steps=st.integers(0, 40), player=junk | st.sampled_from([0, 1]),
       action=junk | st.fixed_dictionaries({"type": st.sampled_from(["take", "pass", "draw", "discard", "knock",
                                                                        "next_round", "big_gin"])},
                                          optional={"card": junk | st.sampled_from(["7S", "KD", "AH"]),
                                                    "from": junk | st.sampled_from(["stock", "discard"])}))
def test_random_junk_is_refused_or_legal_never_half_applied(seed, steps, player, action):
    m = Match(seed=seed, target=50)
    rng = random.Random(seed)
    for _ in range(steps):
        if m.phase == "match_over":
            break
        m.apply(*random_action(m, rng))
    before = m.snapshot()
    legal = m.legal(player) if player in (0, 1) and not isinstance(player, bool) else []
    try:
        m.apply(player, action)
    except IllegalAction as e:
        assert e.code in CODES
        assert m.snapshot() == before
    else:
        assert any(a["type"] == action["type"] for a in legal)
