"""Scripted showdowns: every scoring example of docs/rules-gin.md, in card codes."""

from rummy.gin import score_showdown

MELDED_9 = "AS 2S 3S 4H 5H 6H 9C 9D 9H".split()


def show(knocker, defender, **kw):
    return score_showdown(knocker.split() if isinstance(knocker, str) else knocker,
                          defender.split(), **kw)


def test_knock_7_defender_33_after_layoff_scores_26():
    # Defender lays off 7H and 8H (chained) on 4-5-6H and 9S on the nines: 33 left.
    r = show(MELDED_9 + ["7D"], "5C 6C 7C KS QD JC 3D 7H 8H 9S")
    assert (r["kind"], r["winner"]) == ("knock", "knocker")
    assert (r["knocker_deadwood"], r["defender_deadwood"]) == (7, 33)
    assert (r["points"], r["bonus"], r["difference"]) == (26, 0, 26)
    assert sorted(x["card"] for x in r["layoffs"]) == ["7H", "8H", "9S"]
    joined = {x["card"]: x["meld_cards"] for x in r["layoffs"]}
    assert joined["8H"] == ["4H", "5H", "6H"] and sorted(joined["9S"]) == ["9C", "9D", "9H"]
    assert sorted(r["deadwood"]["defender"]) == sorted("KS QD JC 3D".split())


def test_knock_7_defender_4_is_an_undercut_worth_28():
    r = show(MELDED_9 + ["7D"], "5C 6C 7C TS TD TH JS JD JC 4D")
    assert (r["kind"], r["winner"], r["points"], r["bonus"]) == ("undercut", "defender", 28, 25)
    assert r["difference"] == 3


def test_knock_10_against_10_is_an_undercut_worth_25():
    # A tie goes to the defender.
    r = show(MELDED_9 + ["TD"], "5C 6C 7C JS JD JC QS QD QC TH")
    assert (r["kind"], r["winner"], r["points"]) == ("undercut", "defender", 25)
    assert (r["knocker_deadwood"], r["defender_deadwood"]) == (10, 10)


def test_layoff_chains_both_ends_of_a_run():
    # Knocker 7C 8C 9C: defender's 6C and TC both go, and 5C after 6C.
    r = show("7C 8C 9C AH 2H 3H KD KS KH 5D", "5C 6C TC 2S 3D 8S JD QS 9D 4S")
    assert sorted(x["card"] for x in r["layoffs"]) == ["5C", "6C", "TC"]
    assert r["defender_deadwood"] == 2 + 3 + 8 + 10 + 10 + 9 + 4
    assert r["points"] == 46 - 5


def test_fourth_card_of_a_set_is_laid_off():
    r = show("7C 8C 9C AH 2H 3H KD KS KH 5D", "KC 2S 3D 8S JD QS 9D 4S 6H 7D")
    assert [(x["card"], sorted(x["meld_cards"])) for x in r["layoffs"]] == [("KC", ["KD", "KH", "KS"])]
    assert r["defender_deadwood"] == 2 + 3 + 8 + 10 + 10 + 9 + 4 + 6 + 7


def test_defender_keeps_its_own_set_rather_than_lay_off_into_deadwood():
    # 6C could go on 7-8-9C, but 6C 6S 6H as a set leaves less: chosen jointly.
    r = show("7C 8C 9C AH 2H 3H KD KS KH 5D", "6C 6S 6H 2S 3D 8S JD QS 9D 4D")
    assert r["layoffs"] == []
    assert r["defender_deadwood"] == 2 + 3 + 8 + 10 + 10 + 9 + 4


def test_knocker_arrangement_tie_goes_to_the_knocker():
    # 4S 5S 6S + 5H 5D: run (dead 5H 5D) or set of fives (dead 4S 6S), both 10.
    # With the run the defender would lay off 3S and 7S; with the set only 5C.
    r = show("4S 5S 6S 5H 5D 9C TC JC QC KC", "3S 7S 5C 2H 8H KD 9D JH 2D QH")
    assert ["5D", "5H", "5S"] in [sorted(m) for m in r["melds"]["knocker"]]
    assert [x["card"] for x in r["layoffs"]] == ["5C"]
    assert (r["knocker_deadwood"], r["defender_deadwood"], r["points"]) == (10, 61, 51)


def test_gin_scores_deadwood_plus_25_and_allows_no_layoff():
    r = show(MELDED_9 + ["9S"], "5C 6C 7C KS QD JC 3D 7H 8H 2D")
    assert (r["kind"], r["winner"], r["layoffs"]) == ("gin", "knocker", [])
    assert (r["defender_deadwood"], r["points"], r["bonus"]) == (50, 75, 25)


def test_gin_against_zero_deadwood_is_no_undercut():
    r = show(MELDED_9 + ["9S"], "5C 6C 7C 8C TS TD TH JS JD JC", gin=True)
    assert (r["kind"], r["winner"], r["points"]) == ("gin", "knocker", 25)


def test_knock_with_zero_deadwood_scores_as_gin():
    r = show(MELDED_9 + ["9S"], "5C 6C 7C KS QD JC 3D 7H 8H 2D")
    assert r["kind"] == "gin"


def test_house_bonuses_change_the_bonus_part():
    r = show(MELDED_9 + ["9S"], "5C 6C 7C KS QD JC 3D 7H 8H 2D", rules={"gin_bonus": 20})
    assert (r["points"], r["bonus"]) == (70, 20)
    r = show(MELDED_9 + ["TD"], "5C 6C 7C JS JD JC QS QD QC TH", rules={"undercut_bonus": 10})
    assert (r["kind"], r["points"]) == ("undercut", 10)


def test_oklahoma_spade_upcard_doubles_points_and_bonus():
    r = show(MELDED_9 + ["9S"], "5C 6C 7C KS QD JC 3D 7H 8H 2D",
             rules={"oklahoma": True}, upcard="5S")
    assert (r["points"], r["bonus"], r["multiplier"]) == (150, 50, 2)
    r = show(MELDED_9 + ["9S"], "5C 6C 7C KS QD JC 3D 7H 8H 2D",
             rules={"oklahoma": True}, upcard="5H")
    assert r["points"] == 75


def test_big_gin_scores_deadwood_plus_31_without_layoff():
    r = show("AS 2S 3S 4S 7H 7D 7C 9D TD JD QD", "5C 6C 8C KS QH JC 3D 8H 2D 4H",
             rules={"big_gin": True}, big_gin=True)
    assert (r["kind"], r["winner"], r["bonus"], r["layoffs"]) == ("big_gin", "knocker", 31, [])
    assert r["points"] == 5 + 6 + 8 + 10 + 10 + 10 + 3 + 8 + 2 + 4 + 31


def test_result_lists_both_arrangements():
    r = show(MELDED_9 + ["7D"], "5C 6C 7C TS TD TH JS JD JC 4D")
    assert r["deadwood"] == {"knocker": ["7D"], "defender": ["4D"]}
    assert len(r["melds"]["knocker"]) == 3 and len(r["melds"]["defender"]) == 3
