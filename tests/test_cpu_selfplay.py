"""`python -m rummy.selfplay` plays whole Gin matches (`rummy.gin.selfplay`)
and prints its figures."""

from rummy import selfplay as front_door
from rummy.gin import selfplay


def test_selfplay_prints_round_statistics(capsys):
    assert front_door.main(["--matches", "2", "--level", "easy", "--seed", "3", "--target", "50"]) == 0
    out = capsys.readouterr().out
    for text in ("turns per round: median", "quartiles", "knock", "gin", "undercut", "void",
                 "mean knock deadwood", "mean points"):
        assert text in out, text


def test_selfplay_head_to_head_pairs_the_deals(capsys):
    assert front_door.main(["--matches", "4", "--level", "normal", "--vs", "baseline",
                          "--seed", "2", "--target", "50"]) == 0
    out = capsys.readouterr().out
    assert "head-to-head: normal won" in out and "of 4 matches" in out


def test_paired_matches_swap_seats_on_the_same_deal():
    jobs = selfplay.jobs_for(4, "easy", "baseline", seed=9, target=50)
    assert len(jobs) == 4
    for (seed_a, names_a, _), (seed_b, names_b, _) in zip(jobs[::2], jobs[1::2]):
        assert names_a == ("easy", "baseline") and names_b == ("baseline", "easy")
        winner_a, rounds_a = selfplay.play_match(seed_a, names_a, target=50)
        winner_b, rounds_b = selfplay.play_match(seed_b, names_b, target=50)
        assert rounds_a and rounds_b
        deals_a, deals_b = [r["deal"] for r in rounds_a], [r["deal"] for r in rounds_b]
        both = min(len(deals_a), len(deals_b))
        assert deals_a[:both] == deals_b[:both]        # round by round the same cards
        assert len(set(deals_a)) == len(deals_a)       # and a fresh deal every round
    assert selfplay.play_match(seed_a, names_a, target=50) == (winner_a, rounds_a)
    assert jobs[0][0] != jobs[2][0]                    # each pair its own deals


def test_the_gin_waiter_knocks_only_for_gin_where_the_baseline_knocks_early():
    knocks = {"gin_waiter": [], "baseline": []}
    for name in knocks:
        for seed in range(6):
            _, rounds = selfplay.play_match(seed, (name, "easy"), target=50)
            knocks[name] += [r["knocker_deadwood"] for r in rounds if r["knocker"] == name]
    assert knocks["gin_waiter"] and set(knocks["gin_waiter"]) == {0}
    assert max(knocks["baseline"]) > 0
