"""Saves: a match is its seed, options and log; a tampered save is refused."""

import copy

import pytest

from ft_helpers import play_random
from rummy.five_thousand import Match


@pytest.fixture(scope="module")
def played():
    return play_random(3, 5, deals=2)


def test_from_save_gives_the_same_views(played):
    save = played.to_save()
    assert save["game"] == "five_thousand" and save["players"] == 5 and save["version"] == 1
    again = Match.from_save(save)
    assert [again.view(s) for s in range(5)] == [played.view(s) for s in range(5)]
    assert again.snapshot() == played.snapshot()


def test_a_save_made_with_a_deal_code_replays():
    m = Match(seed="code", players=3, deal="ABCDEFGH12")
    m.apply(m.to_act, {"type": "draw", "from": "stock"})
    again = Match.from_save(m.to_save())
    assert again.first_deal == "ABCDEFGH12" and again.view(0) == m.view(0)


def tampered(save):
    out = []
    for key, value in [("version", 2), ("game", "gin"), ("players", 9), ("target", 7), ("log", "x"),
                       ("seed", 1.5), ("level", "hard")]:
        bad = copy.deepcopy(save)
        bad[key] = value
        out.append(bad)
    bad = copy.deepcopy(save)
    del bad["log"]
    out.append(bad)
    for i in (0, 5, len(save["log"]) - 1):
        bad = copy.deepcopy(save)
        bad["log"][i][1] = {"type": "discard", "card": "XX"}
        out.append(bad)
        bad = copy.deepcopy(save)
        bad["log"][i][0] = (bad["log"][i][0] + 1) % save["players"]
        out.append(bad)
    bad = copy.deepcopy(save)
    bad["log"].insert(3, bad["log"][3])
    out.append(bad)
    return out + [None, [], "save"]


def test_tampered_saves_raise_value_error(played):
    for bad in tampered(played.to_save()):
        with pytest.raises(ValueError):
            Match.from_save(bad)
