"""Every kind of bad action is refused with a stable code and changes nothing."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from engine_helpers import random_action, rigged
from gin_accepted import before, check_accepted
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


def test_a_card_just_taken_from_the_pile_cannot_go_straight_back():
    m = rigged("AS 2S 3S 4H 5H 6H 9C 9D 9H 7D", "KS QD JC 3D 7H 8H 2D 5C 6C 4C", "KH")
    m.apply(0, {"type": "take"})
    refused(m, 0, {"type": "discard", "card": "KH"}, "just_drew")
    refused(m, 0, {"type": "knock", "card": "KH"}, "just_drew")


def test_a_knock_over_the_limit_is_refused_though_other_knocks_are_legal():
    m = at_discard()        # QH drawn: discarding it leaves 7D (7), discarding 9C leaves 7D + QH
    assert {"type": "knock", "card": "QH"} in m.legal(0)
    refused(m, 0, {"type": "knock", "card": "9C"}, "cannot_knock")


junk = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                    max_leaves=6)
KINDS = ["take", "pass", "draw", "discard", "knock", "next_round", "big_gin"]
PHASE_KINDS = {"upcard": ["take", "pass"], "draw": ["draw"], "discard": ["discard", "knock", "big_gin"],
               "round_over": ["next_round"], "match_over": []}
JUNK_CARDS = ["7S", "KD", "AH", "ZZ", "10S", 5, None]


def near_legal(data, m):
    """An action drawn close to legal: mostly a kind of the phase, a held card or the one just taken."""
    kind = data.draw(st.sampled_from(KINDS + PHASE_KINDS[m.phase] * 5), label="kind")
    action = {"type": kind}
    if kind in ("discard", "knock"):
        card = data.draw(st.sampled_from(["held"] * 6 + ["just_drew"] * 3 + JUNK_CARDS), label="card")
        action["card"] = {"held": data.draw(st.sampled_from(m.hands[m.to_act]), label="held card")
                          if card == "held" else None,
                          "just_drew": m.just_drew or (m.discard[-1] if m.discard else "7S")}.get(card, card)
    elif kind == "draw":
        action["from"] = data.draw(st.sampled_from(["stock", "discard", "pile"]), label="from")
    if data.draw(st.integers(0, 9), label="extra") == 0:
        action.update(data.draw(st.dictionaries(st.sampled_from(["card", "from", "x"]), junk, max_size=1)))
    return action


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 50), steps=st.integers(0, 40),
       phase=st.sampled_from(["upcard", "draw", "discard", "discard", "discard", "round_over"]), data=st.data())
def test_random_junk_is_refused_or_legal_never_half_applied(seed, steps, phase, data):
    """Junk is refused and changes nothing, or it was legal and did what it
    means (gin_accepted). Most of it is drawn close to legal (the seat to act,
    a kind of the phase, a held card or the one just taken), since that is
    where a rule can slip; random play goes on to the phase asked for."""
    m = Match(seed=seed, target=50)
    rng = random.Random(seed)
    for step in range(400):
        if m.phase == "match_over" or step >= steps and m.phase == phase:
            break
        seen = before(m)
        m.apply(*random_action(m, rng))
        check_accepted(seen, m, m.log[-1][0])
    who = data.draw(st.sampled_from(["to_act"] * 3 + ["other", "junk"]), label="who")
    player = {"to_act": m.to_act, "other": 1 - m.to_act}.get(who)
    player = data.draw(junk, label="player") if who == "junk" else player
    action = data.draw(junk, label="action") if data.draw(st.integers(0, 9), label="shape") == 0 \
        else near_legal(data, m)
    seen, snapshot = before(m), m.snapshot()
    try:
        m.apply(player, action)
    except IllegalAction as e:
        assert e.code in CODES
        assert m.snapshot() == snapshot
    else:
        check_accepted(seen, m, player)
