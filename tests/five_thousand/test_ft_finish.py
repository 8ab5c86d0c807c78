"""The finishability rules (rummy.five_thousand.finish) against a slow
exhaustive search over every sequence of melds and lay-offs, on small
random positions built to be hard: short hands, a card barred from the
discard, a deep target pending, tables with wild cards and doubled places."""

import random

from hypothesis import given, settings, strategies as st

import ft_finish_reference as ref
from ft_helpers import table_meld
from rummy.cards import RANKS, SUITS, deck
from rummy.five_thousand import finish
from rummy.five_thousand.melds import card_at, check_meld, lay_off, layoff_places, run_span


def random_table(rng, wild, pool):
    """0-3 random valid melds made of cards taken from `pool`, with lay-offs."""
    melds = []
    for _ in range(rng.randint(0, 3)):
        wilds = [c for c in pool if c[0] == wild]
        if rng.random() < 0.5:
            suit, lo = rng.choice(SUITS), rng.randint(1, 12)
            size = rng.randint(3, min(5, 15 - lo))
            cards, as_ = [], []
            for p in range(lo, lo + size):
                want = RANKS[(p - 1) % 13] + suit
                if want in pool and want[0] != wild and rng.random() < 0.8:
                    cards.append(want)
                elif wilds:
                    cards.append(wilds.pop())
                else:
                    break
                as_.append(want)
        else:
            rank = rng.choice([r for r in RANKS if r != wild])
            cards = [c for c in pool if c[0] == rank][:rng.randint(2, 4)]
            cards += wilds[:rng.randint(0, 1)]
            as_ = None
        reading = check_meld(cards, wild, as_) if len(cards) >= 3 else None
        if reading is None:
            continue
        for c in cards:
            pool.remove(c)
        owner = rng.randrange(3)
        meld = dict(reading, id=len(melds), owner=owner, suit=reading.get("suit"), rank=reading.get("rank"),
                    cards=[dict(e, by=owner) for e in reading["cards"]])
        for c in rng.sample(pool, min(len(pool), 12)):
            places = layoff_places(c, meld, wild)
            if places and rng.random() < 0.3:
                meld = lay_off(meld, c, rng.choice(places), owner, wild)
                pool.remove(c)
        melds.append(meld)
    return melds


def near(rng, pool, melds, wild, k):
    """k cards from the pool, mostly ones that could fit the table or each other."""
    suits = {m["suit"] for m in melds if m["suit"]} or set(SUITS)
    ranks = {m["rank"] for m in melds if m["rank"]} | {wild}
    liked = [c for c in pool if c[1] in suits or c[0] in ranks]
    out = []
    for _ in range(k):
        source = liked if liked and rng.random() < 0.7 else pool
        if not source:
            break
        c = rng.choice(source)
        out.append(c)
        pool.remove(c)
        if c in liked:
            liked.remove(c)
    return out


def position(seed):
    rng = random.Random(seed)
    wild = rng.choice(RANKS)
    pool = deck(rng.choice([1, 2]))
    rng.shuffle(pool)
    melds = random_table(rng, wild, pool)
    hand = near(rng, pool, melds, wild, rng.randint(1, 5))
    return rng, wild, pool, melds, hand


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_can_finish_agrees_with_exhaustive_search(seed):
    rng, wild, pool, melds, hand = position(seed)
    mode = rng.choice(["free", "top", "top", "deep", "deep"])
    no_discard = must_play = None
    if mode == "top":
        no_discard = hand[0]
        if rng.random() < 0.4:          # only the card taken (and maybe its twin) left
            hand = [no_discard] * (2 if no_discard in pool and rng.random() < 0.5 else 1)
    elif mode == "deep":
        must_play = rng.choice(hand)
    got = finish.can_finish(hand, melds, wild, no_discard, must_play)
    want = ref.can_finish(hand, melds, wild, no_discard, must_play)
    assert got == want, (hand, [m["cards"] for m in melds], wild, no_discard, must_play)


def reaches(run):
    """The places a deep target may lie beyond `run`'s ends: 1-4 steps out, on the board."""
    lo, hi = run_span(run)
    return [(step, far) for step, end in ((-1, lo), (1, hi)) for far in range(end + step, end + 5 * step, step)
            if 1 <= far <= 14]


def natural_run(rng, wild, pool, meld_id):
    """A 3-card natural run from `pool` (its cards taken out), as a table meld."""
    starts = [(suit, lo) for suit in SUITS for lo in range(1, 13)]
    rng.shuffle(starts)
    for suit, lo in starts:
        cards = [card_at(suit, p) for p in range(lo, lo + 3)]
        if all(c in pool and c[0] != wild for c in cards) and len(set(cards)) == 3:
            for c in cards:
                pool.remove(c)
            owner = rng.randrange(3)
            reading = check_meld(cards, wild)
            return dict(reading, id=meld_id, owner=owner, suit=suit, rank=None,
                        cards=[dict(e, by=owner) for e in reading["cards"]])
    raise AssertionError("a double deck always holds a natural run")


def bridge_position(seed):
    """A deep target a few places beyond a table run's end, with some of the
    cards between (or wild cards) in hand; or the top card's twin in hand.
    Every seed makes one: when the random table has no run with room beyond
    it, a natural run is added."""
    rng = random.Random(seed)
    wild = rng.choice(RANKS)
    pool = deck(2)
    rng.shuffle(pool)
    melds = [dict(m, id=i) for i, m in enumerate(m for m in random_table(rng, wild, pool) if m["kind"] == "run")]
    if not any(reaches(m) for m in melds):
        melds.append(natural_run(rng, wild, pool, len(melds)))
    run = rng.choice([m for m in melds if reaches(m)])
    lo, hi = run_span(run)
    step, far = rng.choice(reaches(run))
    between = [card_at(run["suit"], p) for p in (range(hi + 1, far) if step > 0 else range(far + 1, lo))]
    target = card_at(run["suit"], far)
    hand = [c for c in between if c in pool and rng.random() < 0.7]
    hand += [c for c in pool if c[0] == wild][:rng.randint(0, 2)] + rng.sample(pool, rng.randint(0, 2))
    if rng.random() < 0.3:
        return wild, melds, [target, target], None, target   # a twin of the top card taken
    return wild, melds, hand + [target], target, None


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_bridges_and_twins_agree_with_exhaustive_search(seed):
    wild, melds, hand, must_play, no_discard = case = bridge_position(seed)
    assert finish.can_finish(hand, melds, wild, no_discard, must_play) == \
        ref.can_finish(hand, melds, wild, no_discard, must_play), case


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_can_take_agrees_with_exhaustive_search(seed):
    rng, wild, pool, melds, hand = position(seed)
    hand = hand[:rng.randint(0, len(hand))]
    pile = near(rng, pool, melds, wild, rng.randint(1, 4))
    for k in range(1, len(pile) + 1):
        got = finish.can_take(hand, pile, k, melds, wild)
        assert got == ref.can_take(hand, pile, k, melds, wild), (hand, pile, k, wild)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_rummy_places_agree_with_reference(seed):
    rng, wild, pool, melds, hand = position(seed)
    hand = hand[:rng.randint(0, 2)]
    card = near(rng, pool, melds, wild, 1)[0]
    assert finish.rummy_places(card, hand, melds, wild) == ref.rummy_places(card, hand, melds, wild)


# --- scripted: the examples of docs/rules-five-thousand.md ------------------------

def test_empty_hand_may_take_the_top_only_if_it_can_be_laid_off():
    melds = [table_meld("5H 6H 7H", "9")]
    assert finish.can_take([], ["KC", "8H"], 1, melds, "9")
    assert not finish.can_take([], ["8H", "KC"], 1, melds, "9")


def test_taken_top_card_must_stay_playable():
    # Holding only the card taken: it must be laid off (one copy, or both twins).
    melds = [table_meld("5H 6H 7H", "9"), table_meld("KS KD KC", "9")]
    assert finish.can_finish(["8H"], melds, "9", no_discard="8H")
    assert not finish.can_finish(["QD"], melds, "9", no_discard="QD")
    assert finish.can_finish(["KH", "KH"], melds, "9", no_discard="KH")
    assert not finish.can_finish(["8H", "8H"], melds, "9", no_discard="8H")


def test_deep_target_bridged_to_a_table_run():
    # 5H-6H-7H on the table, target TH: 8H in hand and a wild card for 9H bridge it.
    melds = [table_meld("5H 6H 7H", "2")]
    assert finish.target_playable("TH", ["8H", "2C"], melds, "2")
    assert not finish.target_playable("TH", ["8H", "KC"], melds, "2")
