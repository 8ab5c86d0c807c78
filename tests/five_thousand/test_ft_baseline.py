"""The baseline CPU: always legal (melds included), a pure function of its
view, and the simple greedy character the engine's tests rely on."""

import random

import pytest

from ft_helpers import reshuffled, rig
from rummy.five_thousand import Match, cpu
from rummy.five_thousand.cpu import baseline


@pytest.mark.parametrize("players,decisions", [(3, 900), (4, 900), (6, 700), (8, 600)])
def test_baseline_is_always_legal_and_sees_only_its_view(players, decisions):
    rng = random.Random(players)
    m, made, matches = Match(seed=f"base-{players}", players=players, target=1000), 0, 1
    while made < decisions:
        if m.phase == "match_over":
            matches += 1
            m = Match(seed=f"base-{players}-{matches}", players=players, target=1000)
        seat = m.to_act
        view = m.view(seat)
        action = baseline.decide(view, random.Random(made))
        assert action is not None and m.is_legal(seat, action), (view, action)
        if rng.random() < 0.15:
            other = reshuffled(m, seat, rng)
            assert baseline.decide(other.view(seat), random.Random(made)) == action
        m.apply(seat, action)
        made += 1
    assert made >= decisions


def test_the_baseline_is_the_reference_opponent_beside_the_levels():
    # rummy.five_thousand.cpu.decide plays the three levels; the baseline stays importable.
    m = Match(seed="levels", players=4)
    v = m.view(m.to_act)
    assert baseline.decide(v) in v["legal"] and cpu.decide(v, "easy") in v["legal"]
    assert baseline.decide(m.view((m.to_act + 1) % 4)) is None


def test_takes_the_top_only_when_it_makes_a_meld_and_never_deep():
    m = rig(hands=["5H 6H 2C"], pile="8D 7H", stock="KC", to_act=0)
    assert baseline.decide(m.view(0)) == {"type": "draw", "from": "discard", "count": 1}
    m = rig(hands=["5H 6H 2C"], pile="7H 8D", stock="KC", to_act=0)
    assert {"type": "draw", "from": "discard", "count": 2} in m.legal(0)
    assert baseline.decide(m.view(0)) == {"type": "draw", "from": "stock"}


def test_melds_lays_off_then_discards_its_highest_card_that_fits_nowhere():
    m = rig(hands=["5H 6H 7H KC QD 8S 2D"], stock="9S", melds=[(1, "TS JS QS")], wild="4", to_act=0)
    m.apply(0, {"type": "draw", "from": "stock"})
    for _ in range(3):
        action = baseline.decide(m.view(0))
        assert action["type"] in ("meld", "layoff")
        m.apply(0, action)
    assert m.melds[1]["kind"] == "run" and [e["card"] for e in m.melds[0]["cards"]][:2] == ["8S", "9S"]
    assert baseline.decide(m.view(0)) == {"type": "discard", "card": "KC"}


def test_always_calls_rummy():
    m = rig(hands=["8H 2C", "KH 9D"], stock="4D", melds=[(1, "5H 6H 7H")], to_act=0)
    m.apply(0, {"type": "draw", "from": "stock"})
    m.apply(0, {"type": "discard", "card": "8H"})
    assert baseline.decide(m.view(1)) == {"type": "rummy", "meld": 0, "as": "8H"}


def test_plays_a_deep_target_that_only_a_meld_can_play():
    # Legal lists no meld: with the target pending and nothing else to do, it must find the meld.
    m = rig(hands=["7H 2C 3D"], pile="KC 5H 6H JD", stock="4S", to_act=0)
    m.apply(0, {"type": "draw", "from": "discard", "count": 3})
    assert m.legal(0) == []
    action = baseline.decide(m.view(0))
    assert action["type"] == "meld" and "5H" in action["cards"] and m.is_legal(0, action)
