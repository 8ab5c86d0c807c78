"""House rules: each switch, and the combinations that interact."""

import itertools
import random

import pytest

from engine_helpers import random_action, rig, rigged
from gin_accepted import before as seen_before, check_accepted
from rummy.gin import IllegalAction, Match, Rules

GIN_READY = "AS 2S 3S 4H 5H 6H 9C 9D 9H 7D"      # one card (7D) of deadwood
CPU = "KS QD JC 3D 7H 8H 2D 5C 6C 4C"


def open_round(m, draw="stock"):
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "pass"})
    m.apply(0, {"type": "draw", "from": draw})


def test_rules_are_validated_naming_the_field():
    for bad, field in [({"oklahoma": 1}, "oklahoma"), ({"next_dealer": "dealer"}, "next_dealer"),
                       ({"gin_bonus": 30}, "gin_bonus"), ({"undercut_bonus": 15}, "undercut_bonus"),
                       ({"gin_bonus": 25.0}, "gin_bonus")]:
        with pytest.raises(ValueError, match=field):
            Rules(**bad)
    with pytest.raises(ValueError, match="unknown rule"):
        Rules.from_dict({"jokers": True})
    r = Rules(oklahoma=True, gin_bonus=20)
    assert Rules.from_dict(r.to_dict()) == r
    with pytest.raises(Exception):
        r.oklahoma = False          # frozen


def test_rules_appear_in_every_view_and_in_the_save():
    m = Match(seed=1, rules={"straight": True})
    assert m.view(0)["rules"]["straight"] is True and m.view(1)["rules"] == m.rules.to_dict()
    assert m.to_save()["rules"]["straight"] is True


def test_oklahoma_limit_is_the_upcard_value():
    m = rigged(GIN_READY, CPU, "6S", stock_top=["KH"], rules={"oklahoma": True})
    assert m.view(0)["knock_limit"] == 6
    open_round(m)
    # 7D left after discarding KH: above the limit of 6 -> no knock.
    assert not [a for a in m.legal(0) if a["type"] == "knock"]
    with pytest.raises(IllegalAction) as e:
        m.apply(0, {"type": "knock", "card": "KH"})
    assert e.value.code == "cannot_knock"


def test_oklahoma_face_card_upcard_is_10_and_spade_doubles():
    m = rigged(GIN_READY, CPU, "QS", stock_top=["KH"], rules={"oklahoma": True})
    assert (m.view(0)["upcard"], m.view(0)["multiplier"], m.view(1)["multiplier"]) == ("QS", 2, 2)
    assert m.knock_limit == 10
    open_round(m)
    m.apply(0, {"type": "knock", "card": "KH"})
    r = m.result
    assert r["multiplier"] == 2 and r["points"] == 2 * (r["defender_deadwood"] - 7)


def test_oklahoma_ace_upcard_means_gin_only():
    m = rigged(GIN_READY, CPU, "AH", stock_top=["9S"], rules={"oklahoma": True})
    assert m.view(0)["knock_limit"] == 0
    open_round(m)
    knocks = [a for a in m.legal(0) if a["type"] == "knock"]
    assert knocks == [{"type": "knock", "card": "7D"}]         # only the gin discard
    m.apply(0, knocks[0])
    assert (m.result["kind"], m.result["multiplier"]) == ("gin", 1)


def test_straight_gin_allows_no_knock_only_gin():
    m = rigged(GIN_READY, CPU, "KH", stock_top=["2C"], rules={"straight": True})
    open_round(m)
    assert not [a for a in m.legal(0) if a["type"] == "knock"]   # 7D + 2C would be a knock
    m = rigged(GIN_READY, CPU, "KH", stock_top=["9S"], rules={"straight": True})
    open_round(m)
    assert [a for a in m.legal(0) if a["type"] == "knock"] == [{"type": "knock", "card": "7D"}]


def test_straight_gin_round_can_still_be_void():
    m = rigged(GIN_READY, CPU, "KH", rules={"straight": True})
    m.stock = m.stock[-3:]
    open_round(m)
    m.apply(0, {"type": "discard", "card": m.hands[0][-1]})
    assert m.result["kind"] == "void"


def test_big_gin_beats_discarding_for_plain_gin():
    hand, cpu = "AS 2S 3S 4S 7H 7D 7C 9D TD JD", "KS QH JC 3D 8H 2D 5C 6C 4C 9S"
    # The drawn QD melds all 11 cards: big gin is offered and scores deadwood + 31.
    m = rigged(hand, cpu, "KH", stock_top=["QD"], rules={"big_gin": True})
    open_round(m)
    assert {"type": "big_gin"} in m.legal(0)
    m.apply(0, {"type": "big_gin"})
    r = m.result
    assert (r["kind"], r["bonus"], r["winner"], r["layoffs"]) == ("big_gin", 31, 0, [])
    assert r["points"] == r["defender_deadwood"] + 31 and len(m.hands[0]) == 11
    # Without the switch the same hand discards one card and scores plain gin.
    m = rigged(hand, cpu, "KH", stock_top=["QD"])
    open_round(m)
    assert {"type": "big_gin"} not in m.legal(0)
    with pytest.raises(IllegalAction) as e:
        m.apply(0, {"type": "big_gin"})
    assert e.value.code == "cannot_big_gin"
    m.apply(0, {"type": "knock", "card": "4S"})    # A-2-3S still a run
    assert (m.result["kind"], m.result["bonus"]) == ("gin", 25)


def finish_round(m, winner_seat):
    """Rig and play a quick round that `winner_seat` wins by knocking."""
    loser = 1 - winner_seat
    hands = [None, None]
    hands[winner_seat], hands[loser] = GIN_READY, CPU
    rig(m, hands[0], hands[1], "KH", stock_top=["QH"])
    first = 1 - m.dealer
    m.apply(first, {"type": "pass"})
    m.apply(m.dealer, {"type": "pass"})
    if first != winner_seat:
        m.apply(first, {"type": "draw", "from": "stock"})
        m.apply(first, {"type": "discard", "card": "QH"})
        m.apply(winner_seat, {"type": "draw", "from": "stock"})
    else:
        m.apply(first, {"type": "draw", "from": "stock"})
    m.apply(winner_seat, {"type": "knock", "card": [c for c in m.hands[winner_seat]
                                                     if c not in GIN_READY.split()][0]})
    assert m.result["winner"] == winner_seat


@pytest.mark.parametrize("rule, expect", [
    ("loser", [0, 1, 1, 0]),        # dealer after rounds won by 1, 0, 0, 1
    ("winner", [1, 0, 0, 1]),
    ("alternate", [0, 1, 0, 1]),
])
def test_each_dealer_rule_over_several_rounds(rule, expect):
    m = Match(seed=9, rules={"next_dealer": rule}, target=100)
    dealers = []
    for winner in (1, 0, 0, 1):
        finish_round(m, winner)
        dealers.append(m.dealer)
        if m.phase == "match_over":
            break
        m.apply(0, {"type": "next_round"})
    assert dealers == expect


def test_final_settlement_with_a_shutout():
    m = Match(seed=9, rules={"final_settlement": True}, target=50)
    m.scores = [40, 0]
    finish_round(m, 0)
    mr = m.match_result
    assert m.phase == "match_over" and mr["settlement"] and mr["shutout"]
    assert mr["game_bonus"] == 200 and mr["box_bonus"] == [25, 0]
    assert mr["totals"] == [m.scores[0] + 225, 0] and mr["net"] == m.scores[0] + 225


def test_final_settlement_without_a_shutout():
    m = Match(seed=9, rules={"final_settlement": True}, target=50)
    finish_round(m, 1)           # the CPU wins a round first
    m.apply(0, {"type": "next_round"})
    m.scores[0] = 45
    finish_round(m, 0)
    mr = m.match_result
    assert (mr["game_bonus"], mr["shutout"], mr["box_bonus"]) == (100, False, [25, 25])
    assert mr["net"] == (m.scores[0] + 125) - (m.scores[1] + 25)


def test_no_settlement_by_default():
    m = Match(seed=9, target=50)
    m.scores = [40, 0]
    finish_round(m, 0)
    assert m.match_result["game_bonus"] == 0 and m.match_result["net"] == m.scores[0]


SWITCHES = {"oklahoma": (False, True), "straight": (False, True), "big_gin": (False, True),
            "final_settlement": (False, True), "next_dealer": ("loser", "winner", "alternate"),
            "gin_bonus": (20, 25), "undercut_bonus": (10, 20, 25)}
ALL_RULE_SETS = [dict(zip(SWITCHES, values)) for values in itertools.product(*SWITCHES.values())]


def pairs(rules):
    """Every two switches' values side by side in `rules`."""
    return {((a, rules[a]), (b, rules[b])) for a, b in itertools.combinations(SWITCHES, 2)}


def pairwise(rule_sets):
    """A few rule sets that together hold every value of every two switches
    side by side (greedy: each pick covers the most pairs not yet covered)."""
    needed, chosen = set().union(*map(pairs, rule_sets)), []
    while needed:
        best = max(rule_sets, key=lambda r: len(pairs(r) & needed))
        chosen.append(best)
        needed -= pairs(best)
    return chosen


PAIRWISE = pairwise(ALL_RULE_SETS)


def test_the_pairwise_rule_sets_cover_every_pair_of_switches():
    assert set().union(*map(pairs, PAIRWISE)) == set().union(*map(pairs, ALL_RULE_SETS))
    assert len(ALL_RULE_SETS) == 288 and len(PAIRWISE) <= 12


def play_checked(seed, rules, max_rounds=4):
    """A random match (to its end, or to the end of round `max_rounds`) in
    which every step keeps the invariants and was legal and did what these
    house rules say: knock limit, bonuses, multiplier, next dealer
    (gin_accepted), and the final settlement."""
    from test_match_random import check_invariants
    rng = random.Random(seed)
    m = Match(seed=seed, target=50, rules=rules)
    while m.phase != "match_over" and not (m.round_no >= max_rounds and m.phase == "round_over"):
        player, action = random_action(m, rng)
        before, seen = {"phase": m.phase, "scores": list(m.scores)}, seen_before(m)
        m.apply(player, action)
        check_invariants(m, before, player, action)
        check_accepted(seen, m, player)
    if m.phase == "match_over":
        settled = m.match_result
        box = [25 * n if m.rules.final_settlement else 0 for n in m.rounds_won]
        assert settled["box_bonus"] == box and settled["settlement"] == m.rules.final_settlement
        assert settled["game_bonus"] == (0 if not m.rules.final_settlement else
                                         200 if 0 in m.rounds_won else 100)
    return m


@pytest.mark.parametrize("rules", PAIRWISE, ids=lambda r: Rules(**r).describe().replace(" ", ""))
def test_random_matches_under_each_pairwise_rule_set_keep_the_invariants(rules):
    for seed in range(2):
        m = play_checked(seed, rules)
        assert Match.from_save(m.to_save()).snapshot() == m.snapshot()
