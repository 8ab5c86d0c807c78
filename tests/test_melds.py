"""Meld maths: scripted hands from docs/rules-gin.md, then property tests
against the plain exhaustive search in meld_reference."""

import pytest
from hypothesis import given, settings, strategies as st

import meld_reference as ref
from rummy.gin.melds import (best_melds, deadwood_after_discard, deadwood_points,
                             min_arrangements)

BOUNDED = settings(max_examples=250, deadline=None)


def hand(text):
    return text.split()


# --- strategies (also used by test_layoff) ------------------------------------

def random_hand(n):
    return st.lists(st.sampled_from(ref.DECK), min_size=n, max_size=n, unique=True)


def _near(card):
    """Cards that could meld with `card`: same rank, or same suit within 2."""
    r = ref.rank(card)
    same_suit = [ref.RANKS[x] + card[1] for x in range(max(0, r - 2), min(13, r + 3))]
    return [c for c in same_suit + [card[0] + s for s in ref.SUITS] if c != card]


def _meld_cards(code):
    """A whole run or set from three bytes (kind, suit, rank, length)."""
    kind, a, b = code
    suit = ref.SUITS[a % 4]
    if kind % 2:  # a run of 3..6 from rank b % 11
        lo = b % 11
        return [ref.RANKS[r] + suit for r in range(lo, min(lo + 3 + a // 4 % 4, 13))]
    rank = ref.RANKS[b % 13]  # a set: 4 cards, or 3 without `suit`
    return [rank + s for s in ref.SUITS if a // 4 % 2 or s != suit]


@st.composite
def meld_heavy_hand(draw, n):
    """n cards from whole or partial runs and sets, plus near-miss noise.

    One byte string drives it all (one draw is much faster than many, and
    it still shrinks towards simpler hands)."""
    data = draw(st.binary(min_size=12 + n, max_size=12 + n))
    cards = []
    for i in range(0, 3 * (1 + data[0] % 4), 3):
        cards += [c for c in _meld_cards(data[i:i + 3]) if c not in cards]
    cards = cards[:max(n - 2, 0)]
    for pick in data[12 + len(cards):]:
        pool = []
        if cards and pick % 2:
            pool = [c for c in _near(cards[pick % len(cards)]) if c not in cards]
        pool = pool or [c for c in ref.DECK if c not in cards]
        cards.append(pool[(pick // 2) % len(pool)])
    shift = data[-1] % n if n else 0
    return cards[shift:] + cards[:shift]


def any_hand(n):
    return random_hand(n) | meld_heavy_hand(n)


# --- scripted hands ----------------------------------------------------------

@pytest.mark.parametrize("text, melds, points", [
    # docs/rules-gin.md: the run leaves 14 (7H 7D); the set would leave 17
    ("7S 8S 9S 7H 7D", ["7S 8S 9S"], 14),
    # the ace is low: A-2-3 is a run ...
    ("AS 2S 3S", ["AS 2S 3S"], 0),
    # ... and Q-K-A and K-A-2 are not
    ("QS KS AS", [], 21),
    ("KS AS 2S", [], 13),
    # K of spades and A of hearts are adjacent bits: still no run
    ("QS KS AH", [], 21),
    ("KS AH 2H", [], 13),
    # a 4-set splits: 7S joins the run, 7H 7D 7C stay a set
    ("7S 7H 7D 7C 8S 9S", ["7S 8S 9S", "7H 7D 7C"], 0),
    # a whole 4-set when nothing else wants its cards
    ("7S 7H 7D 7C 2D", ["7S 7H 7D 7C"], 2),
    # 9H fits the set and the run: the 4-run leaves 9S 9D (18), the set 25
    ("7H 8H 9H TH 9S 9D", ["7H 8H 9H TH"], 18),
    # a set of aces is worth only 3, but melding it still saves them
    ("AS AH AD KC", ["AS AH AD"], 10),
    # a long run stays one meld in best_melds (fewest melds among ties)
    ("5H 6H 7H 8H 9H TH", ["5H 6H 7H 8H 9H TH"], 0),
    # two sets and a run, nothing left
    ("2S 2H 2D 9C 9H 9D 4C 5C 6C 7C", ["2S 2H 2D", "9H 9D 9C", "4C 5C 6C 7C"], 0),
    # the empty hand and a lone card
    ("", [], 0),
    ("KD", [], 10),
])
def test_scripted_best_melds(text, melds, points):
    got_melds, deadwood, got_points = best_melds(hand(text))
    assert sorted(got_melds) == sorted(hand(m) for m in melds)
    assert got_points == points == deadwood_points(hand(text))
    assert sum(ref.value(c) for c in deadwood) == points


@pytest.mark.parametrize("text, forbidden, points, discards", [
    # 11-card gin with a 4-card run: shed either end of the run or the
    # outside cards of the 4-card diamond run
    ("AS 2S 3S 4S 7H 7D 7C 9D TD JD QD", None, 0, "AS 4S 9D QD"),
    # 11-card gin with a 4-set: any of the four 7s, or either diamond end
    ("7S 7H 7D 7C AS 2S 3S 9D TD JD QD", None, 0, "7S 7H 7D 7C 9D QD"),
    # the card just taken may not go
    ("7S 7H 7D 7C AS 2S 3S 9D TD JD QD", "9D", 0, "7S 7H 7D 7C QD"),
    # no melds: shed the highest card; all tens-valued cards tie
    ("2S 5H 9D KC JH 4C 7S AD 3H 6D QS", None, 57, "QS JH KC"),
    ("2S 5H 9D KC JH 4C 7S AD 3H 6D QS", "KC", 57, "QS JH"),
    # keep the run 7S 8S 9S: the best discard is KD, leaving 7H + 7D
    ("7S 8S 9S 7H 7D KD", None, 14, "KD"),
    # every discard breaks the set of aces; any 7 leaves a set of three
    ("AS AH AD", None, 2, "AS AH AD"),
    ("7S 7H 7D 7C", "7D", 0, "7S 7H 7C"),
    # 7S serves the run while 7H 7D 7C stay a set: only KD can go
    ("7S 8S 9S 7H 7D 7C KD", None, 0, "KD"),
])
def test_scripted_after_discard(text, forbidden, points, discards):
    got_points, got_discards = deadwood_after_discard(hand(text), forbidden)
    assert got_points == points
    assert sorted(got_discards) == sorted(hand(discards))


def test_min_arrangements_lists_every_tie():
    # a 6-card run is also two 3-card runs: both arrangements count
    got = min_arrangements(hand("3S 4S 5S 6S 7S 8S KD"))
    assert [m for m, _ in got] == [[["3S", "4S", "5S", "6S", "7S", "8S"]],
                                   [["3S", "4S", "5S"], ["6S", "7S", "8S"]]]
    assert all(d == ["KD"] for _, d in got)
    # 7C could join the set or the run, but only set 7S 7H 7D + run
    # 7C 8C 9C leaves nothing: a single arrangement
    assert min_arrangements(hand("7S 7H 7D 7C 8C 9C")) == [
        ([["7S", "7H", "7D"], ["7C", "8C", "9C"]], [])]


def test_lenient_input_and_errors():
    # lower case and "10" are accepted, and so is a space-separated string
    assert best_melds(["7s", "8s", "9s", "10S"])[0] == [["7S", "8S", "9S", "TS"]]
    assert deadwood_points("7S 8S 9S 7H 7D") == 14
    assert deadwood_points(iter(["KD", "QD"])) == 20
    for bad in (["7S", "7S", "8S"], ["7S", "7s"], ["ZZ"], [7], ["7S", None]):
        with pytest.raises(ValueError):
            deadwood_points(bad)
        with pytest.raises(ValueError):
            best_melds(bad)
    with pytest.raises(ValueError):
        deadwood_after_discard(["KD"], "KD")  # nothing may be discarded
    with pytest.raises(ValueError):
        deadwood_after_discard(["KD", "QD"], "XX")


def test_the_engine_contract_names_stay_at_rummy_melds():
    # The engine API names rummy.melds.*; the maths itself is Gin's.
    from rummy import melds as contract
    assert contract.best_melds is best_melds
    assert contract.deadwood_points is deadwood_points
    assert contract.deadwood_after_discard is deadwood_after_discard


# --- properties against the reference -----------------------------------------

def check_arrangement(cards, melds, deadwood, points):
    """Each meld real, disjoint, melds + deadwood cover the hand exactly."""
    for meld in melds:
        assert ref.is_meld(meld), meld
        assert meld == sorted(meld, key=ref.DECK.index)
    flat = [c for m in melds for c in m] + list(deadwood)
    assert sorted(flat) == sorted(cards)
    assert points == ref.points(deadwood)


@BOUNDED
@given(st.integers(0, 11).flatmap(any_hand))
def test_best_melds_matches_reference(cards):
    melds, deadwood, points = best_melds(cards)
    check_arrangement(cards, melds, deadwood, points)
    assert points == ref.min_deadwood(cards) == deadwood_points(cards)


@BOUNDED
@given(any_hand(10))
def test_deadwood_points_ten_cards(cards):
    assert deadwood_points(cards) == ref.min_deadwood(cards)


@BOUNDED
@given(any_hand(11), st.one_of(st.none(), st.integers(0, 10)))
def test_after_discard_matches_reference(cards, forbidden_at):
    forbidden = None if forbidden_at is None else cards[forbidden_at]
    points, discards = deadwood_after_discard(cards, forbidden)
    assert (points, set(discards)) == ref.after_discard(cards, forbidden)
    assert len(discards) == len(set(discards))
    assert discards == sorted(discards, key=ref.DECK.index)


@BOUNDED
@given(any_hand(11))
def test_min_arrangements_match_reference(cards):
    best, expected = ref.min_arrangements(cards)
    got = min_arrangements(cards)
    for melds, deadwood in got:
        check_arrangement(cards, melds, deadwood, best)
    as_sets = [frozenset(frozenset(m) for m in melds) for melds, _ in got]
    assert len(as_sets) == len(set(as_sets))
    assert set(as_sets) == expected
    # best_melds is the first of them
    assert best_melds(cards)[:2] == got[0]
