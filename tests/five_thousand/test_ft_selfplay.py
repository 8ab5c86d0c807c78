"""`python -m rummy.selfplay --game five_thousand` plays whole matches and prints its figures."""

from rummy import selfplay
from rummy.five_thousand import selfplay as ft_selfplay


def test_prints_the_head_to_head_figures(capsys):
    assert selfplay.main(["--game", "five_thousand", "--players", "3", "--matches", "3", "--level", "strong",
                          "--vs", "normal", "--seed", "4", "--target", "1000"]) == 0
    out = capsys.readouterr().out
    for text in ("matches won: strong", "95% interval", "fair share 33.3%", "normal (2 seats)",
                 "mean deal points", "caught in hand", "deals per match: mean",
                 "turns per deal: median", "quartiles", "going out", "stock-outs", "deep draws", "rummy calls"):
        assert text in out, text


def test_every_seat_at_one_level_without_vs(capsys):
    assert selfplay.main(["--game", "five_thousand", "--players", "3", "--matches", "2", "--level", "easy",
                          "--seed", "5", "--target", "1000"]) == 0
    out = capsys.readouterr().out
    assert "easy on every seat" in out and "matches won by seat" in out


def test_the_tested_seat_rotates_and_each_group_of_matches_shares_its_deals():
    jobs = ft_selfplay.jobs_for(8, 4, "strong", "normal", 1)
    assert [names.index("strong") for _, names in jobs] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert all(names.count("strong") == 1 for _, names in jobs)
    assert [seed for seed, _ in jobs] == ["1/0"] * 4 + ["1/1"] * 4


def test_results_do_not_depend_on_the_number_of_workers():
    one = ft_selfplay.run(3, 3, "normal", "baseline", 7, 1000, workers=1)
    two = ft_selfplay.run(3, 3, "normal", "baseline", 7, 1000, workers=2)
    assert one == two and len(one) == 3


def test_a_match_stops_at_the_deal_cap():
    record = ft_selfplay.play_match("cap", ["easy"] * 3, target=5000, max_deals=2)
    assert record["winner"] is None and len(record["deals"]) == 2
    lines = ft_selfplay.summary([dict(record, names=["easy"] * 3)], "easy", None, 3)
    assert any("without a winner: 1" in line for line in lines)


def test_gin_is_still_the_default_game(capsys):
    assert selfplay.main(["--matches", "2", "--level", "easy", "--seed", "3", "--target", "50"]) == 0
    assert "rounds:" in capsys.readouterr().out
    assert selfplay.main(["--game", "gin", "--matches", "2", "--level", "easy", "--seed", "3",
                          "--target", "50"]) == 0
    assert "rounds:" in capsys.readouterr().out
