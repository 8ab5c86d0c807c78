"""research/ft_strength.py, the strength research harness, and research/ft_search.py: policy specs and tiny runs."""

import random
from collections import Counter

import pytest

from research import ft_search, ft_strength
from rummy.five_thousand import Match
from rummy.five_thousand.cpu import _ask
from rummy.five_thousand.cpu.levels import POLICIES, Strong
from rummy.five_thousand.cpu.moves import is_legal
from rummy.five_thousand.cpu.settings import STRONG
from rummy.five_thousand.cpu.situation import Situation


def test_a_spec_sets_the_level_and_params_weights_without_touching_the_level():
    v = ft_strength.variant("strong:DEEP_MARGIN=25,risk_weight=0.5")
    assert isinstance(v, Strong) and v is not POLICIES["strong"]
    assert v.settings.deep_margin == 25 and v.settings.risk_weight == 0.5
    assert STRONG.deep_margin != 25 and STRONG.risk_weight != 0.5
    assert POLICIES["strong"].settings is STRONG
    assert ft_strength.variant("normal") is POLICIES["normal"]


@pytest.mark.parametrize("spec, words", [
    ("hard", "unknown level 'hard'"),
    ("hard", "seer"),                                        # the variants are named as choices
    ("strong:foo=1", "no weight 'foo'"),
    ("normal:risk_weight=1", "no weight 'risk_weight'"),     # normal has no such weight
    ("strong:DEEP_MARGIN=x", "must be a number"),
])
def test_a_bad_spec_is_refused_with_a_clear_message(spec, words):
    with pytest.raises(SystemExit) as err:
        ft_strength.variant(spec)
    assert words in str(err.value)


def test_paired_deals_print_each_policy_and_the_difference(capsys):
    ft_strength.main(["paired", "--deals", "4", "strong", "strong:DEEP_MARGIN=1000"])
    out = capsys.readouterr().out
    assert "4 deals" in out and "strong:DEEP_MARGIN=1000" in out
    assert "against strong:" in out and "points a deal" in out


def test_matches_print_wins_and_the_seats_points_a_deal(capsys):
    ft_strength.main(["matches", "--matches", "2", "--target", "1000", "strong", "strong:DEEP_MARGIN=1000"])
    out = capsys.readouterr().out
    assert "2 matches to 1000" in out and out.count("wins") == 2 and "points of win rate" in out
    assert out.count("a deal: ") == 2 and "edge " in out and "deals a match" in out


def test_a_variant_that_never_draws_deep_draws_deep_less():
    plain = ft_strength.policy("strong")
    never = ft_strength.policy("strong:DEEP_MARGIN=100000")
    others = ft_strength.policy("normal")
    deals = [(f"t-{i}", i % 4) for i in range(24)]
    deep = [sum(ft_strength.play_deal(seed, seat, mine, others)["deep"] for seed, seat in deals)
            for mine in (plain, never)]
    assert deep[1] == 0 < deep[0]


@pytest.mark.parametrize("name", sorted(ft_strength.VARIANTS))
def test_every_studied_variant_answers_legally_itself(name):
    """The variants' own answers (before decide's fallback) are legal, so a
    figure measured for a variant is the variant's, not the fallback's."""
    chosen = ft_strength.variant(name)
    assert isinstance(chosen, Strong) and type(chosen) is not Strong
    others = ft_strength.policy("normal")
    for i in range(6):
        m = Match(seed=f"v-{name}-{i}", players=4, target=1000)
        m.scores = [900, 850, 0, 0]       # near the target: the match's end is in play
        rngs = [random.Random(s) for s in range(4)]
        seat = i % 4
        while m.in_play:
            s = m.to_act
            view = m.view(s)
            if s == seat:
                if hasattr(chosen, "tell"):
                    chosen.tell(m)            # the seer is told the hidden cards, as the bench does
                action = _ask(chosen, view, rngs[s])
                assert is_legal(view, action), (name, action)
            else:
                action = others(view, rngs[s])
            m.apply(s, action)


def test_matches_mode_pairs_the_same_matches(capsys):
    same = f"strong:TOP_MARGIN={ft_strength.POLICIES['strong'].settings.top_margin:g}"    # strong's own, set again
    ft_strength.main(["matches", "--matches", "3", "--target", "1000", "--seed", "mm",
                      "strong", same, "seer:SHOW_STOCK=0"])
    out = capsys.readouterr().out
    assert "3 matches to 1000, seed mm" in out
    assert f"{same} against strong: +0 -0 matches (3 alike)" in out  # the same weights
    mine, others = ft_strength.policy("strong"), ft_strength.policy("normal")
    wins = sum(ft_strength.play_match(f"mm-{i}", i % 4, mine, others, 1000)[0] for i in range(3))
    assert f"wins {wins:5d}" in out.splitlines()[1]
    assert "seer:SHOW_STOCK=0 against strong:" in out


def test_the_seer_is_told_every_hidden_card_and_untold_sees_what_strong_sees():
    seer = ft_strength.variant("seer")
    m = Match(seed="seer", players=4, target=5000)
    seat = m.to_act
    sit = Situation(m.view(seat))
    assert seer.reveal(sit) is sit                              # untold: the view alone
    seer.tell(m)
    told = seer.reveal(sit)
    for s in sit.opponents:
        assert sorted(told.known_cards(s)) == sorted(m.hands[s])
        assert told.hidden_points(s) == sum(told.points(c) for c in m.hands[s])
    assert Counter(told.unseen) == Counter(m.stock) and told.unseen_total == len(m.stock)
    assert sit.unseen_total > len(m.stock)                      # the view's unseen holds the other hands too
    hands_only = ft_strength.variant("seer:SHOW_STOCK=0")
    stock_only = ft_strength.variant("seer:SHOW_HANDS=0")
    for half in (hands_only, stock_only):
        half.tell(m)
    shown, counted = hands_only.reveal(sit), stock_only.reveal(sit)
    assert shown.unseen == sit.unseen and counted.unseen == told.unseen
    for s in sit.opponents:
        assert shown.known_cards(s) == told.known_cards(s) and counted.known_cards(s) == sit.known_cards(s)


def test_the_bench_tells_the_seer_and_untold_it_plays_as_strong():
    strong, others = ft_strength.policy("strong"), ft_strength.policy("normal")
    seer, untold = ft_strength.policy("seer"), ft_strength.policy("seer")
    del untold.tell
    deals = [(f"sr-{i}", i % 4) for i in range(4)]
    plain = [ft_strength.play_deal(seed, seat, strong, others) for seed, seat in deals]
    assert [ft_strength.play_deal(seed, seat, untold, others) for seed, seat in deals] == plain
    assert [ft_strength.play_deal(seed, seat, seer, others) for seed, seat in deals] != plain


def test_matches_in_two_processes_give_the_same_figures(capsys):
    argv = ["matches", "--matches", "6", "--target", "1000", "--seed", "jobs", "strong", "strong:meld_weight=1"]
    ft_strength.main(argv)
    one = capsys.readouterr().out
    ft_strength.main(argv + ["--jobs", "2"])
    assert capsys.readouterr().out == one
    assert "strong:meld_weight=1 against strong:" in one


def test_paired_deals_in_two_processes_give_the_same_figures(capsys):
    argv = ["paired", "--deals", "8", "--seed", "jobs", "strong", "strong:DEEP_MARGIN=0"]
    ft_strength.main(argv)
    one = capsys.readouterr().out
    ft_strength.main(argv + ["--jobs", "2"])
    assert capsys.readouterr().out == one
    assert "strong:DEEP_MARGIN=0 against strong:" in one and "deals alike" in one


def test_the_search_scales_two_to_four_known_weights_and_ranks_every_set(capsys):
    sets = ft_search.weight_sets(12, 0.5, 2.0, "ws")
    assert sets == ft_search.weight_sets(12, 0.5, 2.0, "ws") != ft_search.weight_sets(12, 0.5, 2.0, "other")
    strong = ft_strength.variant("strong")
    for spec in sets:
        chosen = ft_strength.variant(spec)                   # a spec the matches mode plays
        keys = [item.split("=")[0] for item in spec.split(":")[1].split(",")]
        assert 2 <= len(keys) <= 4 and set(keys) <= set(ft_search.WEIGHTS)
        for key in keys:
            ratio = ft_search.weight(chosen, key) / ft_search.weight(strong, key)
            assert 0.5 - 1e-3 <= ratio <= 2.0 + 1e-3, (spec, key)
    ft_search.main(["--sets", "2", "--matches", "2", "--target", "1000", "--seed", "ws"])
    out = capsys.readouterr().out
    assert "2 matches to 1000, seed ws" in out and "strong wins" in out
    ranked = out.split("ranked:")[1]
    assert all(spec in ranked for spec in ft_search.weight_sets(2, 0.6, 1.5, "ws"))


def test_the_search_refuses_a_bad_range():
    with pytest.raises(SystemExit) as err:
        ft_search.main(["--low", "2", "--high", "1"])
    assert "need 0 < low <= high" in str(err.value)
