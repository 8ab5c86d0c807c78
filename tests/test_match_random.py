"""Seeded random matches played to the end, with the invariants after every action."""

import json
import random

import pytest

from engine_helpers import play_random_match, random_action
from rummy.cards import DECK
from rummy.gin import Match
from rummy.gin.engine import MAX_DRAWS_PER_ROUND

NEXT_PHASES = {
    "upcard": {"upcard", "discard", "draw"},
    "draw": {"discard"},
    "discard": {"draw", "round_over", "match_over"},
    "round_over": {"upcard"},
}
RULE_SETS = [None, {"oklahoma": True}, {"straight": True}, {"big_gin": True},
             {"final_settlement": True, "next_dealer": "winner"},
             {"oklahoma": True, "big_gin": True, "next_dealer": "alternate",
              "gin_bonus": 20, "undercut_bonus": 10}]


def check_invariants(match, before, player, action):
    cards = match.hands[0] + match.hands[1] + match.stock + match.discard
    assert sorted(cards) == sorted(DECK), "every card exactly once"
    sizes = sorted(len(h) for h in match.hands)
    if match.phase == "discard":
        assert len(match.hands[match.to_act]) == 11 and sizes == [10, 11]
    elif not (match.result and match.result["kind"] == "big_gin"):
        assert sizes == [10, 10]
    assert match.phase in NEXT_PHASES[before["phase"]] or match.phase == before["phase"] == "upcard"
    gained = [match.scores[p] - before["scores"][p] for p in (0, 1)]
    if match.phase in ("round_over", "match_over") and before["phase"] not in ("round_over",):
        r = match.result
        expect = [0, 0]
        if r["winner"] is not None:
            expect[r["winner"]] = r["points"]
            assert r["points"] > 0 or r["kind"] == "knock" and r["points"] == 0
        assert gained == expect
    else:
        assert gained == [0, 0]
    assert match.draws <= MAX_DRAWS_PER_ROUND
    if match.phase == "match_over":
        assert max(match.scores) >= match.target
    else:
        assert max(match.scores) < match.target
    json.dumps(match.view(0)), json.dumps(match.view(1))


@pytest.mark.parametrize("seed", range(30))
def test_random_match_keeps_the_invariants(seed):
    rules = RULE_SETS[seed % len(RULE_SETS)]
    m = play_random_match(seed, target=50, rules=rules, on_step=check_invariants, max_rounds=10)
    assert m.phase == "match_over" or (rules or {}).get("straight")
    assert Match.from_save(m.to_save()).snapshot() == m.snapshot()


def test_pile_swapping_cannot_make_a_round_endless():
    # Both players always take from the pile when they can: the guard ends the round.
    m = Match(seed=11)
    steps = 0
    while m.phase not in ("round_over", "match_over"):
        legal = m.legal(m.to_act)
        pick = next((a for a in legal if a == {"type": "draw", "from": "discard"}), None)
        pick = pick or next((a for a in legal if a["type"] in ("pass", "discard")), legal[0])
        m.apply(m.to_act, pick)
        steps += 1
        assert steps < 1000
    assert m.result["kind"] == "void" and m.result["reason"] == "turn_limit"
    assert m.dealer == 1 and m.scores == [0, 0]


def test_same_seed_and_actions_give_the_same_match():
    a, b = Match(seed="same"), Match(seed="same")
    rng = random.Random(4)
    for _ in range(200):
        if a.phase == "match_over":
            break
        player, action = random_action(a, rng)
        a.apply(player, action)
        b.apply(player, action)
        assert a.view(0) == b.view(0) and a.view(1) == b.view(1)
    assert a.snapshot() == b.snapshot()
    assert Match(seed="other").hands != Match(seed="same").hands
