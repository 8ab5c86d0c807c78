"""`python -m rummy.selfplay` plays whole matches and prints its figures."""

from rummy import selfplay


def test_selfplay_prints_round_statistics(capsys):
    assert selfplay.main(["--matches", "2", "--level", "easy", "--seed", "3", "--target", "50"]) == 0
    out = capsys.readouterr().out
    for text in ("turns per round: median", "quartiles", "knock", "gin", "undercut", "void",
                 "mean knock deadwood", "mean points"):
        assert text in out, text


def test_selfplay_head_to_head_pairs_the_deals(capsys):
    assert selfplay.main(["--matches", "4", "--level", "normal", "--vs", "baseline",
                          "--seed", "2", "--target", "50"]) == 0
    out = capsys.readouterr().out
    assert "head-to-head: normal won" in out and "of 4 matches" in out


def test_paired_matches_swap_seats_on_the_same_deal():
    winner_a, rounds_a = selfplay.play_match(9, ("easy", "baseline"), target=50)
    winner_b, rounds_b = selfplay.play_match(9, ("baseline", "easy"), target=50)
    assert rounds_a and rounds_b
    assert selfplay.play_match(9, ("easy", "baseline"), target=50) == (winner_a, rounds_a)


def test_the_gin_waiter_knocks_only_for_gin_where_the_baseline_knocks_early():
    knocks = {"gin_waiter": [], "baseline": []}
    for name in knocks:
        for seed in range(6):
            _, rounds = selfplay.play_match(seed, (name, "easy"), target=50)
            knocks[name] += [r["knocker_deadwood"] for r in rounds if r["knocker"] == name]
    assert knocks["gin_waiter"] and set(knocks["gin_waiter"]) == {0}
    assert max(knocks["baseline"]) > 0
