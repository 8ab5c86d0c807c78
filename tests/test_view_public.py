"""Gin's public view, view(None): what anyone at the table may know, shown
while the device is handed from person to person (pass-and-play)."""

import json
import random

import pytest

from engine_helpers import random_action
from rummy.gin import Match
from test_view_hidden import card_tokens

PUBLIC_ONLY = {"hand_counts", "pile_records"}


def hidden(match):
    """Every card some hand holds that the table has not seen (not taken from the pile)."""
    return {c for s in (0, 1) for c in match.hands[s] if c not in match.pile_record[s]["took"]}


def test_the_public_view_has_a_seat_views_keys_and_no_hand():
    m = Match(seed="public-1", target=50)
    v = m.view(None)
    assert set(v) == set(m.view(0)) | PUBLIC_ONLY
    assert v["you"] is None and v["hand"] == [] and v["legal"] == []
    assert v["melds"] is None and v["deadwood"] is None and v["discard_preview"] == {}
    assert v["opponent_hand_count"] is None and v["opponent"] is None and v["just_drew"] is None
    assert v["hand_counts"] == [10, 10] and v["discard"] == m.view(0)["discard"]
    json.dumps(v)


def test_the_public_view_never_shows_a_hand_in_play():
    for seed in range(8):
        m, rng = Match(seed=f"public-{seed}", target=50), random.Random(seed)
        for _ in range(300):
            if m.phase == "match_over":
                break
            v = m.view(None)
            if m.in_play:
                text = json.dumps(v)
                assert not card_tokens(text) & hidden(m), seed
                assert m.deal_code not in text and m.seed not in text and v["legal"] == []
                assert v["hand_counts"] == [len(h) for h in m.hands]
                assert v["pile_records"] == [m.view(1)["opponent"], m.view(0)["opponent"]]
            else:
                assert v["legal"] == [{"type": "next_round"}]
                assert v["result"] == m.view(0)["result"]       # every hand shown then
            m.apply(*random_action(m, rng))


def test_public_events_name_no_stock_card():
    m = Match(seed=3)
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "pass"})
    m.apply(0, {"type": "draw", "from": "stock"})
    assert m.public_events(None, len(m.events) - 1) == [{"type": "draw", "player": 0, "from": "stock"}]
    assert "card" in m.public_events(0, len(m.events) - 1)[0]


@pytest.mark.parametrize("seat", [2, -1, True, "0"])
def test_a_seat_that_is_not_one_is_still_refused(seat):
    with pytest.raises(ValueError):
        Match(seed=3).view(seat)
    with pytest.raises(ValueError):
        Match(seed=3).public_events(seat)
