"""The finished deals in 5000 Rummy's view (issue 53, gap a): "score_sheet" holds, per
finished deal, what the page's score sheet shows (the deal, its dealer, how it ended,
each seat's deal points and running totals), so a page that reloads mid-match draws the
whole sheet, not only the deals since the reload. Public: every seat (and the public
view) gets the same rows, with no hands and no deal code; a replayed match has them too.
"""

import json
import random

from rummy.five_thousand import Match
from rummy.five_thousand.cpu import baseline

ROW_KEYS = {"deal", "dealer", "kind", "reason", "out", "points", "scores"}


def play_deals(deals, seed="sheet", players=4):
    """Baseline play until `deals` deals have finished (and the next one is dealt)."""
    match, rng = Match(seed=seed, players=players, target=5000), random.Random(3)
    while len(match.results) < deals or match.phase == "deal_over":
        if match.phase == "match_over":
            break
        seat = match.to_act
        match.apply(seat, baseline.decide(match.view(seat), rng))
    return match


def test_a_new_match_has_an_empty_score_sheet():
    assert Match(seed="sheet", players=3).view(0)["score_sheet"] == []


def test_the_score_sheet_holds_every_finished_deal():
    match = play_deals(2)
    sheet = match.view(0)["score_sheet"]
    assert [row["deal"] for row in sheet] == [1, 2] and match.deal_no == 3
    for row, result in zip(sheet, match.results):
        assert set(row) == ROW_KEYS
        assert {key: result[key] for key in ROW_KEYS} == row
    # The running totals add up the deal points, and end at the seats' totals now.
    assert [sum(p) for p in zip(*(row["points"] for row in sheet))] == sheet[-1]["scores"] == match.scores


def test_the_score_sheet_is_public_and_survives_a_replay():
    match = play_deals(2)
    sheets = [match.view(seat)["score_sheet"] for seat in range(match.players)]
    assert all(sheet == sheets[0] for sheet in sheets) and match.view(None)["score_sheet"] == sheets[0]
    text = json.dumps(sheets[0])
    assert "hands" not in text and "deal_code" not in text
    again = Match.from_save(json.loads(json.dumps(match.to_save())))
    assert again.view(0)["score_sheet"] == sheets[0]


def test_the_score_sheet_is_not_shared_with_the_match():
    match = play_deals(1)
    match.view(0)["score_sheet"][0]["points"][0] = 99999
    assert match.view(0)["score_sheet"][0]["points"][0] != 99999
