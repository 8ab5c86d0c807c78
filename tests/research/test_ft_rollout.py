"""research/ft_rollout.py, the look-past-the-turn research harness: its ways
of dealing the hidden cards again, and tiny runs of both modes."""

import json
import random
from collections import Counter

import pytest

from research import ft_rollout, ft_strength
from rummy.five_thousand import Match
from rummy.five_thousand.finish import target_meldable


def played_into(seed, actions):
    """A 4-player deal played `actions` steps by normal seats."""
    m = Match(seed=seed, players=4, target=5000)
    rngs = [random.Random(s) for s in range(4)]
    normal = ft_strength.policy("normal")
    for _ in range(actions):
        if not m.in_play:
            break
        s = m.to_act
        m.apply(s, normal(m.view(s), rngs[s]))
    return m


def everything(m):
    return Counter(c for h in m.hands for c in h) + Counter(m.stock)


@pytest.mark.parametrize("deal", sorted(ft_rollout.DEALS))
def test_every_way_of_dealing_again_keeps_the_cards_the_seat_sees(deal):
    """The seat's hand, the others' public cards, the table, every hand's size
    and the cards in play are kept; the original match is untouched."""
    for i in range(12):
        m = played_into(f"deal-{deal}-{i}", 3 + 2 * i)
        if not m.in_play:
            continue
        seat = m.to_act
        before = (json.dumps(m.hands), list(m.stock))
        other = ft_rollout.DEALS[deal](m, seat, random.Random(i))
        assert (json.dumps(m.hands), list(m.stock)) == before
        assert other.hands[seat] == m.hands[seat]
        assert everything(other) == everything(m)
        for s in range(4):
            assert len(other.hands[s]) == len(m.hands[s])
            public = Counter(m.took[s]) + Counter([m.face_up[s]] if m.face_up[s] else [])
            assert not public - Counter(other.hands[s])
        if deal == "hands":
            assert other.hands == m.hands


def test_inferred_deals_give_no_meld_to_a_seat_that_has_ended_a_turn():
    """Dealt uniformly, some hands of seats that have played hold a meld
    they would have laid down; inferred, none does (while the unseen cards
    allow it, as they do early in a deal)."""
    uniform = inferred = 0
    for i in range(30):
        m = played_into(f"infer-{i}", 9)
        if not m.in_play:
            continue
        seat = m.to_act
        played = {h["player"] for h in m.history if h["action"] == "discard"} - {seat}
        for deal in ("uniform", "infer"):
            other = ft_rollout.DEALS[deal](m, seat, random.Random(i))
            for s in played:
                hand = other.hands[s]
                melds = any(target_meldable(c, hand[:k] + hand[k + 1:], m.wild) for k, c in enumerate(hand))
                if deal == "uniform":
                    uniform += melds
                else:
                    inferred += melds
    assert uniform > 0 and inferred == 0


def test_inferred_deals_leave_the_stock_in_random_order():
    """Wild cards offered last to the hands must not end up on the stock's
    top (its last card, drawn first): about a quarter of them lie in its
    top quarter."""
    top = total = 0
    for i in range(40):
        m = played_into(f"stock-{i}", 9)
        if not m.in_play:
            continue
        other = ft_rollout.inferred(m, m.to_act, random.Random(i))
        quarter = len(other.stock) // 4
        wilds = [k for k, c in enumerate(other.stock) if c[0] == m.wild]
        total += len(wilds)
        top += sum(1 for k in wilds if k >= len(other.stock) - quarter)
    assert total > 20 and top < 0.5 * total


def test_candidates_are_legal_of_their_kind_and_at_most_top():
    """At every step of a few deals played by strong: a draw's candidates
    only in the draw phase, a discard's only when strong discards (not
    while it has melds to lay down), never more than --top, all legal."""
    level, strong = ft_strength.variant("strong"), ft_strength.policy("strong")
    found = Counter()
    for i in range(6):
        m = Match(seed=f"cands-{i}", players=4, target=5000)
        rng = random.Random(i)
        while m.in_play:
            view = m.view(m.to_act)
            action = strong(view, rng)
            for kind in ("draw", "discard"):
                got = ft_rollout.candidates(level, view, action, kind, 2)
                assert len(got) <= 2 and all(a in view["legal"] for a in got)
                if got:
                    found[kind] += 1
                    assert action["type"] == kind
                    assert ft_rollout.candidates(level, view, action, "both", 2) == got
            m.apply(m.to_act, action)
    assert found["draw"] and found["discard"]


def test_searching_only_strongs_best_discard_plays_as_strong(capsys):
    """With one candidate a discard (strong's best-valued) there is nothing
    to search: every deal is played as strong plays it."""
    ft_rollout.main(["play", "--deals", "8", "--samples", "1", "--top", "1", "--kind", "discard",
                     "--seed", "one"])
    out = capsys.readouterr().out
    assert "by +0.00 ± 0.00 a deal (8 deals alike)" in out


def test_the_true_value_plays_the_deal_as_it_is():
    """The same action on the same (true) deal gives the same outcome twice,
    and it is what the match itself comes to when played on: nothing is
    dealt again."""
    mine, others = ft_strength.policy("strong"), ft_strength.policy("normal")
    m = Match(seed="tv", players=4, target=5000)
    seat = m.to_act
    key = json.dumps({"type": "draw", "from": "stock"})
    before = len(m.log)
    assert ft_rollout.true_value(m, seat, key, mine, others) == ft_rollout.true_value(m, seat, key, mine, others)
    assert len(m.log) == before, "the match itself is not played on"
    m.apply(seat, json.loads(key))
    rngs = [random.Random(f"true/{before}/{s}") for s in range(4)]
    while m.in_play:
        s = m.to_act
        m.apply(s, (mine if s == seat else others)(m.view(s), rngs[s]))
    points = m.result["points"]
    real = points[seat] - sum(points[i] for i in range(4) if i != seat) / 3
    assert ft_rollout.true_value(Match(seed="tv", players=4, target=5000), seat, key, mine, others) == \
        pytest.approx(real)


def test_the_study_reports_both_gains(capsys):
    ft_rollout.main(["study", "--deals", "2", "--samples", "2"])
    out = capsys.readouterr().out
    assert "draw decisions with a choice" in out
    assert "on fresh samples" in out and "on the deal's true hidden cards" in out


def test_play_prints_the_change_and_the_search_time_alike_in_two_processes(capsys):
    ft_rollout.main(["play", "--deals", "4", "--samples", "2", "--top", "2", "--seed", "pp"])
    one = capsys.readouterr().out
    ft_rollout.main(["play", "--deals", "4", "--samples", "2", "--top", "2", "--seed", "pp", "--jobs", "2"])
    two = capsys.readouterr().out
    assert "the differential changes by" in one and "ms a decision (p50)" in one
    assert one.split("; the search")[0] == two.split("; the search")[0]
