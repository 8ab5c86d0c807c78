"""research/ft_branch.py: every option of one decision played out, replayed exactly, and its figures."""

import pytest

from research import ft_branch, ft_strength

DEALS = 12


def branched(kind, spec="strong"):
    return [(i, ft_branch.branch((kind, spec, "normal", f"branch-test-{i}", i % 4))) for i in range(DEALS)]


@pytest.fixture(scope="module")
def draws():
    return branched("draws")


@pytest.fixture(scope="module")
def discards():
    return branched("discards")


def test_the_level_s_own_option_replays_the_deal_it_played(draws, discards):
    mine, others = ft_strength.policy("strong"), ft_strength.policy("normal")
    found = 0
    for i, f in draws + discards:
        if f is None:
            continue
        found += 1
        plain = ft_strength.play_deal(f"branch-test-{i}", i % 4, mine, others)["diff"]
        assert f["options"][f["chosen"]][2] == plain
        assert f["count"] >= 1 and len(f["options"]) >= 2
    assert found >= DEALS


def test_draw_options_are_the_stock_then_takes_best_valued_first(draws):
    for _, f in filter(lambda d: d[1], draws):
        actions = [a for a, _, _ in f["options"]]
        assert actions[0] == ft_branch.STOCK
        assert all(a["type"] == "draw" and a["from"] == "discard" for a in actions[1:])
        values = [v for a, v, _ in f["options"][1:1 + ft_branch.TAKES]]
        assert values == sorted(values, reverse=True)
        assert len(f["options"]) <= 2 + ft_branch.TAKES


def test_the_level_s_margins_choose_what_the_level_chose(draws):
    strong = ft_strength.variant("strong")
    seen = [f for _, f in draws if f]
    assert seen
    for f in seen:
        assert ft_branch.pick(f, strong.settings.top_margin, strong.settings.deep_margin) == f["chosen"]
        assert ft_branch.pick(f, 1000, 1000) == 0          # margins no take beats: always the stock


def test_discard_options_are_distinct_discards_of_the_level(discards):
    for _, f in filter(lambda d: d[1], discards):
        cards = [a["card"] for a, _, _ in f["options"]]
        assert all(a["type"] == "discard" for a, _, _ in f["options"])
        assert cards == sorted(set(cards))


@pytest.mark.parametrize("kind, words", [
    ("draws", ["draws with a choice", "against always the stock", "slope", "margins top 6, deep 15: +0.00"]),
    ("discards", ["discards with a choice", "against the mean option", "against the level's choice: slope"]),
])
def test_a_tiny_run_prints_its_figures_the_same_in_two_processes(kind, words, capsys):
    ft_branch.main([kind, "--deals", "6", "--seed", "T"])
    one = capsys.readouterr().out
    ft_branch.main([kind, "--deals", "6", "--seed", "T", "--jobs", "2"])
    assert capsys.readouterr().out == one
    for w in words:
        assert w in one


@pytest.mark.parametrize("argv, words", [
    (["draws", "--policy", "normal"], "needs the strong level"),
    (["draws", "--margins", "6:x"], "top:deep pairs of numbers"),
    (["draws", "--margins", "6"], "top:deep pairs"),
])
def test_bad_arguments_are_refused(argv, words, capsys):
    with pytest.raises(SystemExit) as err:
        ft_branch.main(argv + ["--deals", "1"])
    assert words in capsys.readouterr().err + str(err.value)
