"""The view's two public records for the page's sheets: the whole discard pile
as it was built this round (who threw each card, who took it back) and the
match's score sheet, round by round."""

from engine_helpers import play_random_match
from rummy.gin import Match


def test_the_pile_history_says_who_threw_and_who_took_each_card():
    m = Match(seed=3)
    up = m.upcard
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "take"})            # the CPU takes the upcard...
    thrown = m.view(1)["legal"][0]["card"]
    m.apply(1, {"type": "discard", "card": thrown})   # ...and throws another card
    m.apply(0, {"type": "draw", "from": "discard"})   # the person takes that one
    pile = m.view(0)["pile_history"]
    assert pile == [{"card": up, "by": None, "taken_by": 1},
                    {"card": thrown, "by": 1, "taken_by": 0}]
    assert m.view(1)["pile_history"] == pile     # public: both seats see the same record


def test_the_pile_history_holds_every_card_of_the_pile_in_order():
    def check(m, before, player, action):
        if m.phase not in ("round_over", "match_over"):
            v = m.view(0)
            left = [e["card"] for e in v["pile_history"] if e["taken_by"] is None]
            assert left == v["discard"], m.seed
    for seed in range(6):
        play_random_match(f"pile-{seed}", on_step=check)


def test_the_score_sheet_has_a_line_per_finished_round():
    m = play_random_match("sheet-1")
    sheet = m.view(0)["score_sheet"]
    assert [line["round"] for line in sheet] == list(range(1, m.round_no + 1))
    totals = [0, 0]
    for line in sheet:
        if line["winner"] is not None:
            totals[line["winner"]] += line["points"]
        else:
            assert line["kind"] == "void" and line["points"] == 0
        assert line["scores"] == totals
    assert sheet[-1]["scores"] == m.view(0)["scores"]
