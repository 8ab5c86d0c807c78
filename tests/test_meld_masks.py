"""The kernel's memoised mask queries (what the Gin CPU asks), against the
plain exhaustive search in meld_reference, then the bounded caches."""

import random

import pytest
from hypothesis import given, settings, strategies as st

import meld_reference as ref
from rummy.gin import melds
from rummy.gin.meldtables import BIT_OF, FULL, POINTS_AT, codes, mask_of, mask_points, top_points
from rummy.gin.melds import (after_discard_of_mask, arrangements_of_mask, deadwood_of_mask,
                             meld_cover, melds_in, min_arrangements)
from test_melds import any_hand

BOUNDED = settings(max_examples=250, deadline=None)


def hand(text):
    return text.split()


# --- scripted hands ----------------------------------------------------------

def test_layout_is_deck_order_with_a_clear_bit_per_suit():
    # lowest bit first visits the cards in deck order, so sums keep their order
    assert codes(FULL) == ref.DECK
    assert mask_of(["AS", "KS", "AH"]) == 1 | 1 << 12 | 1 << 14
    assert [POINTS_AT[i] for i in (0, 9, 12, 13, 14)] == [1, 10, 10, 0, 1]
    assert mask_points(mask_of(hand("AS KS 7H TD 2C"))) == 30
    assert top_points(mask_of(hand("AS 7H 2C"))) == 7
    assert top_points(0) == 0


@pytest.mark.parametrize("text, forbidden, points", [
    # the card just taken may not go back: 7S 7H 7D + 8S 9S TS, KD goes
    ("7S 7H 7D 8S 9S TS KD 2C 3C 4C 5C", None, 0),
    ("7S 8S 9S KD QD", "KD", 10),
    # no melds: shed the highest card that may go
    ("2S 5H 9D KC", "KC", 17),
])
def test_scripted_after_discard(text, forbidden, points):
    forbidden_bit = BIT_OF[forbidden] if forbidden else 0
    assert after_discard_of_mask(mask_of(hand(text)), forbidden_bit) == points


def test_no_discard_is_an_error():
    with pytest.raises(ValueError):
        after_discard_of_mask(BIT_OF["KD"], BIT_OF["KD"])


def test_arrangements_best_melds_choice_first():
    # a 6-card run as one meld (fewest melds) first, then its two halves
    mask = mask_of(hand("3S 4S 5S 6S 7S 8S 2H 7C 8C 9C KD"))
    assert [[codes(m) for m in melds_found] for melds_found in arrangements_of_mask(mask)] == [
        [hand("3S 4S 5S 6S 7S 8S"), hand("7C 8C 9C")],
        [hand("3S 4S 5S"), hand("6S 7S 8S"), hand("7C 8C 9C")]]
    # 7S 7H 7D 7C could be a set, but the spade run and 7C 8C 9C leave less
    mask = mask_of(hand("3S 4S 5S 6S 7S 7H 7D 7C 8C 9C"))
    assert [[codes(m) for m in ms] for ms in arrangements_of_mask(mask)] == [
        [hand("3S 4S 5S 6S"), hand("7S 7H 7D"), hand("7C 8C 9C")]]


# --- properties against the reference -----------------------------------------

@BOUNDED
@given(st.integers(0, 11).flatmap(any_hand))
def test_deadwood_of_mask_matches_reference(cards):
    assert deadwood_of_mask(mask_of(cards)) == ref.min_deadwood(cards)


@BOUNDED
@given(any_hand(11), st.one_of(st.none(), st.integers(0, 10)))
def test_after_discard_of_mask_matches_reference(cards, forbidden_at):
    forbidden = None if forbidden_at is None else cards[forbidden_at]
    forbidden_bit = BIT_OF[forbidden] if forbidden else 0
    points, _ = ref.after_discard(cards, forbidden)
    assert after_discard_of_mask(mask_of(cards), forbidden_bit) == points


@BOUNDED
@given(st.integers(0, 11).flatmap(any_hand))
def test_meld_cover_and_melds_in_match_reference(cards):
    expected = ref.all_melds(cards)
    mask = mask_of(cards)
    assert sorted(map(frozenset, map(codes, melds_in(mask))), key=sorted) == expected
    covered = set().union(*expected) if expected else set()
    assert set(codes(meld_cover(mask))) == covered


@BOUNDED
@given(st.integers(0, 11).flatmap(any_hand))
def test_arrangements_of_mask_match_reference(cards):
    found = arrangements_of_mask(mask_of(cards))
    _, expected = ref.min_arrangements(cards)
    assert {frozenset(frozenset(codes(m)) for m in ms) for ms in found} == expected
    assert len(found) == len(expected)
    # the same arrangements, in the same order, as the card-code answer
    assert [sorted(map(codes, ms)) for ms in found] == [
        sorted(melds_found) for melds_found, _ in min_arrangements(cards)]


@BOUNDED
@given(st.integers(0, 11).flatmap(any_hand))
def test_points_match_reference(cards):
    mask = mask_of(cards)
    assert mask_points(mask) == ref.points(cards)
    assert top_points(mask) == max(map(ref.value, cards), default=0)


# --- the caches ----------------------------------------------------------------

def test_caches_stay_bounded_and_right(monkeypatch):
    """A full cache is cleared, never trusted stale: answers stay right."""
    monkeypatch.setattr(melds, "CACHE_LIMIT", 7)
    rng = random.Random(3)
    for _ in range(60):
        cards = ref.meld_heavy_hand(rng, 11)
        mask = mask_of(cards)
        assert deadwood_of_mask(mask) == ref.min_deadwood(cards)
        assert after_discard_of_mask(mask) == ref.after_discard(cards)[0]
        used = sum(arrangements_of_mask(mask)[0])      # disjoint melds
        assert ref.points(codes(mask & ~used)) == ref.min_deadwood(cards)
        # the second ask comes from the cache
        assert deadwood_of_mask(mask) == ref.min_deadwood(cards)
    for name in ("_deadwood", "_after_discard", "_arrangements"):  # the caches themselves
        assert len(getattr(melds, name)) <= 7
