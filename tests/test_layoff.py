"""Lay-off: scripted showdowns from docs/rules-gin.md, then random knock
scenarios against the one-card-at-a-time exhaustive search."""

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

import meld_reference as ref
from rummy.gin.layoff import best_layoff, knocker_arrangement, layoff_deadwood
from rummy.gin.meldtables import mask_of
from rummy.gin.melds import best_melds, min_arrangements
from test_melds import _near, meld_heavy_hand


def hand(text):
    return text.split()


def melds(*texts):
    return [hand(t) for t in texts]


def check_layoff(knocker_melds, defender, out):
    """Lay-offs go down one at a time legally, own melds are real, and
    melds + lay-offs + deadwood are exactly the defender's hand."""
    table = [list(m) for m in knocker_melds]
    for lay in out["layoffs"]:
        assert ref.can_lay_off(lay["card"], set(table[lay["meld"]])), (lay, table)
        table[lay["meld"]].append(lay["card"])
    for meld in out["melds"]:
        assert ref.is_meld(meld), meld
    flat = [c for m in out["melds"] for c in m] + out["deadwood"]
    flat += [lay["card"] for lay in out["layoffs"]]
    assert sorted(flat) == sorted(defender)
    assert out["points"] == ref.points(out["deadwood"])


@pytest.mark.parametrize("knocker, defender, points, laid", [
    # docs/rules-gin.md: 6C and TC both go onto 7C 8C 9C, and 5C after 6C
    (melds("7C 8C 9C"), "6C TC 5C KD 2H", 12, "6C 5C TC"),
    # 5C alone cannot go: the chain needs 6C
    (melds("7C 8C 9C"), "5C KD", 15, ""),
    # the 4th card of a 3-card set
    (melds("8S 8H 8D"), "8C KD", 10, "8C"),
    # nothing goes onto a 4-card set
    (melds("8S 8H 8D 8C"), "7S 9S KD", 26, ""),
    # ace low: nothing extends past K, nothing below A
    (melds("JC QC KC"), "AC TC", 1, "TC"),
    (melds("AS 2S 3S"), "KS 4S", 10, "4S"),
    # jointly: lay off 6C and 5C, then 6S 6H 6D is a set of their own
    # (a 4-set of sixes first would leave 5C = 5)
    (melds("7C 8C 9C"), "6C 6H 6D 6S 5C", 0, "6C 5C"),
    # jointly: keeping the set of sixes beats laying off 6C (0 against 12)
    (melds("7C 8C 9C"), "6C 6H 6D", 0, ""),
    # ties go to the fewest lay-offs: 4C 5C 6C stays a meld of its own
    (melds("7C 8C 9C"), "4C 5C 6C KD", 10, ""),
    # a gap between two knocker runs of one suit: 6H 7H 8H all go, or meld
    (melds("3H 4H 5H", "9H TH JH"), "6H 7H 8H QD", 10, ""),
    # 6H could extend the run or complete the set: it goes somewhere once
    (melds("3H 4H 5H", "6S 6D 6C"), "6H 7H 2C", 2, "6H 7H"),
])
def test_scripted_layoff(knocker, defender, points, laid):
    out = best_layoff(knocker, hand(defender))
    check_layoff(knocker, hand(defender), out)
    assert out["points"] == points
    assert [lay["card"] for lay in out["layoffs"]] == hand(laid)


def test_layoff_indexes_knocker_melds():
    # 8C belongs to the knocker's run, so the set of 8s takes nothing
    out = best_layoff(melds("8S 8H 8D", "7C 8C 9C"), hand("6C TC AD"))
    assert out["layoffs"] == [{"card": "6C", "meld": 1}, {"card": "TC", "meld": 1}]
    assert (out["melds"], out["deadwood"], out["points"]) == ([], ["AD"], 1)


def test_layoff_is_deterministic():
    knocker, defender = melds("3H 4H 5H", "9H TH JH"), hand("6H 7H 8H 2S 2D 2C")
    again = best_layoff(knocker, list(reversed(defender)))
    assert best_layoff(knocker, defender) == again


def test_layoff_rejects_bad_input():
    with pytest.raises(ValueError):
        best_layoff(melds("7C 8C TC"), hand("6C"))  # not a meld
    with pytest.raises(ValueError):
        best_layoff(melds("7C 8C 9C"), hand("9C 6C"))  # card on both sides
    with pytest.raises(ValueError):
        best_layoff(melds("7C 8C 9C", "9C 9H 9D"), hand("6C"))  # overlapping melds
    with pytest.raises(ValueError):
        best_layoff(melds("7C 8C 9C"), hand("6C 6C"))  # duplicate


@st.composite
def knock_scenario(draw):
    """A knocker's 10 cards (deadwood <= 10, meld-heavy) arranged by
    best_melds, and 10 defender cards from the rest of the deck, often
    holding cards that fit the knocker's melds (one byte per card)."""
    knocker = draw(meld_heavy_hand(10))
    for _ in range(10):  # swap the worst deadwood card for a low card
        knocker_melds, deadwood, points = best_melds(knocker)
        if points <= 10:
            break
        worst = max(deadwood, key=ref.value)
        low = min((c for c in ref.DECK if c not in knocker), key=ref.value)
        knocker = [low if c == worst else c for c in knocker]
    assume(points <= 10)
    fits = {c for c in ref.DECK if c not in knocker
            and any(ref.can_lay_off(c, set(m)) for m in knocker_melds)}
    defender = []
    for pick in draw(st.binary(min_size=10, max_size=10)):
        rest = [c for c in ref.DECK if c not in knocker and c not in defender]
        pool = []
        if pick % 4 == 1:  # a card that fits the knocker's melds
            pool = [c for c in rest if c in fits]
        elif pick % 4 == 2 and defender:  # one that may meld with the defender's
            pool = [c for c in _near(defender[pick % len(defender)]) if c in rest]
        pool = pool or rest
        defender.append(pool[(pick // 4) % len(pool)])
    return knocker_melds, defender


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(knock_scenario())
def test_layoff_matches_exhaustive_search(scenario):
    knocker_melds, defender = scenario
    out = best_layoff(knocker_melds, defender)
    check_layoff(knocker_melds, defender, out)
    assert out["points"] == ref.layoff_min(knocker_melds, defender)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(knock_scenario())
def test_mask_layoff_is_the_same_search(scenario):
    """The CPU's question (masks, points only) gets best_layoff's answer."""
    knocker_melds, defender = scenario
    masks = [mask_of(m) for m in knocker_melds]
    assert layoff_deadwood(masks, mask_of(defender)) == best_layoff(knocker_melds, defender)["points"]


@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(knock_scenario())
def test_knocker_arrangement_lets_the_defender_lay_off_least(scenario):
    knocker_melds, defender = scenario
    knocker = [c for m in knocker_melds for c in m]   # deadwood lays nothing off
    chosen, points = knocker_arrangement(mask_of(knocker), mask_of(defender))
    each = [ref.layoff_min(melds_found, defender) for melds_found, _ in min_arrangements(knocker)]
    assert points == max(each) and chosen == each.index(max(each))


def test_knocker_arrangement_scripted():
    # beside 5D-8D, the set 3H 3D 3C (arrangement 0) or the run 2C 3C 4C
    # (1) both leave 8: against 3S the knocker shows the run (3S stays
    # deadwood), against AC the set (AC cannot go onto 2C 3C 4C then)
    knocker = mask_of(hand("2S 3H 3D 5D 6D 7D 8D 2C 3C 4C"))
    assert knocker_arrangement(knocker, mask_of(hand("3S KH"))) == (1, 13)
    assert knocker_arrangement(knocker, mask_of(hand("AC KH"))) == (0, 11)
