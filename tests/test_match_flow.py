"""Scripted rounds: the order of play, the upcard, draws, knocks, voids, dealers."""

import pytest

from engine_helpers import rig, rigged
from rummy.gin import IllegalAction, Match

# A person's hand one card from gin (7D is the only deadwood) and a CPU mess.
P0 = "AS 2S 3S 4H 5H 6H 9C 9D 9H 7D"
P1 = "KS QD JC 3D 7H 8H 2D 5C 6C 4C"   # run 4-5-6C, 43 deadwood


def codes(match, player):
    return [a for a in match.legal(player)]


def test_upcard_goes_to_the_non_dealer_then_the_dealer():
    m = rigged(P0, P1, "KH")
    assert (m.phase, m.to_act, m.dealer) == ("upcard", 0, 1)
    m.apply(0, {"type": "pass"})
    assert (m.phase, m.to_act) == ("upcard", 1)
    m.apply(1, {"type": "pass"})
    # Both passed: the non-dealer draws from the stock; the upcard is dead.
    assert (m.phase, m.to_act) == ("draw", 0)
    assert m.legal(0) == [{"type": "draw", "from": "stock"}]
    with pytest.raises(IllegalAction) as e:
        m.apply(0, {"type": "draw", "from": "discard"})
    assert e.value.code == "pile_closed"


def test_taking_the_upcard_means_discarding_another_card_next():
    m = rigged(P0, P1, "9S")
    m.apply(0, {"type": "take"})
    assert (m.phase, m.to_act, m.just_drew) == ("discard", 0, "9S")
    with pytest.raises(IllegalAction) as e:
        m.apply(0, {"type": "discard", "card": "9S"})
    assert e.value.code == "just_drew"
    m.apply(0, {"type": "discard", "card": "2S"})
    # Then the other player's normal turn, and the pile is open again.
    assert (m.phase, m.to_act) == ("draw", 1)
    assert {"type": "draw", "from": "discard"} in m.legal(1)


def test_dealer_may_take_after_the_non_dealer_passes():
    m = rigged(P0, P1, "3C")
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "take"})
    assert (m.phase, m.to_act, m.just_drew) == ("discard", 1, "3C")
    m.apply(1, {"type": "discard", "card": "KS"})
    assert (m.phase, m.to_act) == ("draw", 0)


def test_card_from_the_pile_cannot_be_discarded_or_knocked_with():
    m = rigged(P0, P1, "KH", stock_top=["QH"])
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "pass"})
    m.apply(0, {"type": "draw", "from": "stock"})
    m.apply(0, {"type": "discard", "card": "QH"})
    m.apply(1, {"type": "draw", "from": "discard"})        # takes QH
    for kind in ("discard", "knock"):
        with pytest.raises(IllegalAction) as e:
            m.apply(1, {"type": kind, "card": "QH"})
        assert e.value.code == "just_drew"
    assert all(a.get("card") != "QH" for a in m.legal(1))


def test_knock_needs_deadwood_of_10_or_less_after_the_discard():
    m = rigged(P0, P1, "KH", stock_top=["KD"])
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "pass"})
    m.apply(0, {"type": "draw", "from": "stock"})           # holds 7D and KD
    with pytest.raises(IllegalAction) as e:
        m.apply(0, {"type": "knock", "card": "AS"})          # would leave 7 + 10 + run broken
    assert e.value.code == "cannot_knock"
    assert {"type": "knock", "card": "KD"} in m.legal(0)    # leaves 7: allowed
    m.apply(0, {"type": "knock", "card": "KD"})
    r = m.result
    assert (m.phase, r["kind"], r["knocker"], r["winner"]) == ("round_over", "knock", 0, 0)
    assert r["knocker_deadwood"] == 7
    assert m.scores == [r["points"], 0]


def test_gin_from_an_eleven_card_hand_with_a_four_card_meld():
    # A-2-3-4S, three sevens, 9-T-JD, plus a drawn 8H: discarding 8H is gin.
    m = rigged("AS 2S 3S 4S 7H 7D 7C 9D TD JD", P1.replace("7H", "KH").replace("8H", "QC"), "QH",
               stock_top=["8H"])
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "pass"})
    m.apply(0, {"type": "draw", "from": "stock"})
    assert {"type": "knock", "card": "8H"} in m.legal(0)
    m.apply(0, {"type": "knock", "card": "8H"})
    assert (m.result["kind"], m.result["bonus"], m.result["knocker_deadwood"]) == ("gin", 25, 0)


def test_void_when_a_plain_discard_leaves_two_in_the_stock():
    m = rigged(P0, P1, "KH")
    m.stock = m.stock[-3:]               # three left: the next draw leaves two
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "pass"})
    m.apply(0, {"type": "draw", "from": "stock"})
    assert len(m.stock) == 2
    card = [a for a in m.legal(0) if a["type"] == "discard"][-1]["card"]
    m.apply(0, {"type": "discard", "card": card})
    assert (m.phase, m.result["kind"], m.result["winner"], m.scores) == ("round_over", "void", None, [0, 0])
    m.apply(1, {"type": "next_round"})   # either seat may start the next round
    assert (m.round_no, m.dealer, m.phase) == (2, 1, "upcard")   # same dealer after a void


def test_a_knock_on_the_last_turn_beats_the_void():
    m = rigged(P0, P1, "KH", stock_top=["KD"])
    m.stock = m.stock[-3:]
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "pass"})
    m.apply(0, {"type": "draw", "from": "stock"})
    m.apply(0, {"type": "knock", "card": "KD"})
    assert m.result["kind"] == "knock"


def test_loser_of_a_scored_round_deals_next():
    m = rigged(P0, P1, "KH", stock_top=["KD"])
    for p, a in [(0, {"type": "pass"}), (1, {"type": "pass"}), (0, {"type": "draw", "from": "stock"}),
                 (0, {"type": "knock", "card": "KD"})]:
        m.apply(p, a)
    assert m.result["winner"] == 0
    m.apply(0, {"type": "next_round"})
    assert (m.dealer, m.to_act) == (1, 0)   # the CPU lost, the CPU deals
    # Now the CPU wins a round by undercut: the person deals next.
    rig(m, "AS 2S 3S 4H 5H 6H 9C 9D 9H TD", "5C 6C 7C JS JD JC QS QD QC TH", "2C", stock_top=["KD"])
    for p, a in [(0, {"type": "pass"}), (1, {"type": "pass"}), (0, {"type": "draw", "from": "stock"}),
                 (0, {"type": "knock", "card": "KD"})]:
        m.apply(p, a)
    assert (m.result["kind"], m.result["winner"]) == ("undercut", 1)
    m.apply(0, {"type": "next_round"})
    assert (m.dealer, m.to_act) == (0, 1)


def test_match_ends_at_the_target():
    m = rigged(P0, P1, "KH", stock_top=["KD"], target=50)
    m.scores = [45, 0]
    for p, a in [(0, {"type": "pass"}), (1, {"type": "pass"}), (0, {"type": "draw", "from": "stock"}),
                 (0, {"type": "knock", "card": "KD"})]:
        m.apply(p, a)
    assert m.phase == "match_over" and m.legal(0) == [] and m.legal(1) == []
    assert m.match_result["winner"] == 0 and m.match_result["deciding_points"] == m.result["points"]
    with pytest.raises(IllegalAction) as e:
        m.apply(0, {"type": "next_round"})
    assert e.value.code == "wrong_phase"


def test_next_round_is_legal_for_either_seat_only_between_rounds():
    m = Match(seed=5)
    for p in (0, 1):
        with pytest.raises(IllegalAction) as e:
            m.apply(p, {"type": "next_round"})
        assert e.value.code == "wrong_phase"


def test_targets_and_levels_are_checked():
    for bad in (dict(target=70), dict(level="expert"), dict(seed=1.5), dict(rules={"nope": 1})):
        with pytest.raises(ValueError):
            Match(**bad)
