"""Every kind of bad action is refused with a stable code and changes nothing."""

import random

import pytest
from hypothesis import given, settings, strategies as st

from ft_accepted import TURN_KINDS, before, check_accepted
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
KINDS = ["draw", "meld", "layoff", "discard", "rummy", "pass", "stop", "next_deal"]


def near_legal(data, m):
    """An action drawn close to legal for the seat to act: a kind of its
    phase, held cards, a meld of the table, a pile depth that exists."""
    hand = m.hands[m.to_act] or ["7S"]
    held = st.sampled_from(hand)
    kind = data.draw(st.sampled_from(KINDS + list(TURN_KINDS[m.phase]) * 4), label="kind")
    fields = {
        "draw": st.sampled_from([{"from": "stock"}, {"from": "discard"}]
                                + [{"from": "discard", "count": k} for k in range(1, len(m.pile) + 1)] * 2),
        "meld": st.fixed_dictionaries({"cards": st.lists(held, min_size=3, max_size=5)}),
        "layoff": st.fixed_dictionaries({"card": held, "meld": st.integers(0, max(0, len(m.melds) - 1))}),
        "discard": st.fixed_dictionaries({"card": st.sampled_from([m.no_discard or "7S", m.must_play or "7S"]) | held}),
        "rummy": st.fixed_dictionaries({"meld": st.integers(0, max(0, len(m.melds) - 1))}),
    }.get(kind, st.just({}))
    action = {"type": kind, **data.draw(fields, label="fields")}
    if kind in ("meld", "layoff", "rummy") and data.draw(st.booleans(), label="name a place"):
        places = st.sampled_from(sorted({e["as"] for meld in m.melds for e in meld["cards"]}) or ["7S"])
        action["as"] = (data.draw(st.lists(st.none() | places, min_size=len(action["cards"]),
                                           max_size=len(action["cards"])), label="as")
                        if kind == "meld" else data.draw(places | card, label="as"))
    return action


def reached(m, phase):
    """Is `m` in `phase` ("play after the top": the top card was taken, it may
    not be discarded; "play after a deep draw": a target must be played)?"""
    return {"play after the top": m.phase == "play" and m.no_discard is not None,
            "play after a deep draw": m.phase == "play" and m.must_play is not None}.get(phase, m.phase == phase)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 30), steps=st.integers(0, 40), data=st.data(),
       phase=st.sampled_from(["draw", "draw", "play", "play after the top", "play after a deep draw",
                              "rummy", "rummy_discard", "deal_over"]))
def test_random_junk_is_refused_or_legal_never_half_applied(seed, steps, phase, data):
    """Junk is refused and changes nothing, or it was legal and did what it
    means (ft_accepted); random play (checked the same way) goes on to the
    phase asked for, and most junk is drawn close to legal."""
    m = Match(seed=seed, players=3 + seed % 6, target=1000)
    rng = random.Random(seed)
    for step in range(600):
        if m.phase == "match_over" or step >= steps and reached(m, phase):
            break
        seen = before(m)
        m.apply(*random_action(m, rng))
        check_accepted(seen, m, m.log[-1][0])
    tries = [(m.to_act, a) for a in sweep(m)] + [None] * 8
    for attempt in tries:    # most are refused and leave the scene as it was
        if m.phase == "match_over":
            break
        player, action = attempt or junk_or_near(data, m)
        seen, snapshot = before(m), m.snapshot()
        try:
            m.apply(player, action)
        except IllegalAction as e:
            assert e.code in CODES
            assert m.snapshot() == snapshot
        else:
            check_accepted(seen, m, player)


def sweep(m):
    """Every pile depth in the draw phase, every held card's discard in the
    play phase: where a slip in the draw or discard rules would show."""
    if m.phase == "draw":
        return [{"type": "draw", "from": "discard", "count": k} for k in range(1, len(m.pile) + 1)]
    if m.phase in ("play", "rummy_discard"):
        return [{"type": "discard", "card": c} for c in sorted(set(m.hands[m.to_act]))]
    return []


def junk_or_near(data, m):
    """(player, action): mostly the seat to act and an action near legal, else junk."""
    who = data.draw(st.sampled_from(["to_act"] * 3 + ["other", "junk"]), label="who")
    player = {"to_act": m.to_act, "other": (m.to_act + 1) % m.players}.get(who)
    player = data.draw(junk | st.integers(0, 8), label="player") if who == "junk" else player
    if data.draw(st.integers(0, 4), label="shape") == 0:
        return player, data.draw(junk | st.fixed_dictionaries(
            {"type": st.sampled_from(KINDS)},
            optional={"card": card, "from": junk | st.sampled_from(["stock", "discard"]),
                      "count": junk | st.integers(0, 5), "meld": junk | st.integers(0, 3),
                      "cards": st.lists(card, max_size=4), "as": junk | card}), label="action")
    return player, near_legal(data, m)
