"""5000's public view, view(None): what anyone at the table may know, shown
while the device is handed from person to person (pass-and-play). A rummy
call is made aloud, so the asked seat's calls are public."""

import json
import random

import pytest

from ft_helpers import act, rig
from rummy.five_thousand import Match
from rummy.five_thousand.cpu import decide
from test_ft_view import CARD

STOCK = {"type": "draw", "from": "stock"}


def hidden(m):
    """Cards in hands that the table has not seen (not dealt face up, not taken from the pile)."""
    return {c for s in range(m.players) for c in m.hands[s]
            if c not in m.took[s] and c != m.face_up[s]}


def cards_in(data, skip=("as", "first_dealer_draw")):
    """Every card code among the strings of `data`, but under the keys `skip`
    (a wild card's "as" names a place, not a card; the draw for the first
    dealer was another shuffle)."""
    if isinstance(data, dict):
        return {c for k, v in data.items() if k not in skip for c in cards_in(v, skip)}
    if isinstance(data, list):
        return {c for v in data for c in cards_in(v, skip)}
    return set(CARD.findall(json.dumps(data))) if isinstance(data, str) else set()


def test_the_public_view_has_a_seat_views_keys_and_no_hand():
    m = Match(seed="public-keys", players=4)
    v = m.view(None)
    assert set(v) == set(m.view(0)) and v["you"] is None and v["hand"] == []
    assert v["legal"] == [] and v["must_play"] is None and v["no_discard"] is None
    assert v["seats"] == m.view(0)["seats"] and v["melds"] == m.view(0)["melds"]
    json.dumps(v)


def test_the_public_view_never_shows_a_hidden_card():
    # One deck at 4 players: a code held hidden appears nowhere else.
    m, rng = Match(seed="public-play", players=4), random.Random(2)
    for _ in range(400):
        if not m.in_play:
            break
        v = m.view(None)
        assert not cards_in(v) & hidden(m) and m.deal_code not in json.dumps(v)
        assert v["legal"] == (m.legal(m.to_act) if m.phase == "rummy" else [])
        act(m, decide(m.view(m.to_act), "easy", rng))


def test_a_rummy_call_is_public_and_between_deals_next_deal_is():
    m = rig(hands=["8H 2C 3C", "KH 9D 2S", "4S 5S", "JD QD"], stock="4D 6C",
            melds=[(1, "5H 6H 7H"), (2, "KS KD KC")], to_act=0)
    act(m, STOCK)
    assert m.view(None)["legal"] == []
    act(m, {"type": "discard", "card": "8H"})
    v = m.view(None)
    assert v["phase"] == "rummy" and v["to_act"] == 1 and v["rummy_card"] == "8H"
    assert v["legal"] == [{"type": "rummy", "meld": 0, "as": "8H"}, {"type": "pass"}] == m.legal(1)
    act(m, {"type": "rummy", "meld": 0})
    assert m.phase == "rummy_discard" and m.view(None)["legal"] == [] and m.view(None)["hand"] == []
    ended = rig(hands=["5S 6S 7S", "KD 2H", "3C", "AC"], stock="QC", to_act=0)
    for action in (STOCK, {"type": "meld", "cards": ["5S", "6S", "7S"]}, {"type": "discard", "card": "QC"}):
        act(ended, action)
    v = ended.view(None)
    assert v["phase"] == "deal_over" and v["legal"] == [{"type": "next_deal"}]
    assert v["result"]["hands"][1] == ["KD", "2H"]          # every hand is public then


def test_public_events_name_no_stock_card():
    m = Match(seed="events", players=3)
    seat = m.to_act
    m.apply(seat, STOCK)
    assert m.public_events(None, len(m.events) - 1) == [{"type": "draw", "player": seat, "from": "stock"}]


@pytest.mark.parametrize("seat", [4, -1, True, "0"])
def test_a_seat_that_is_not_one_is_still_refused(seat):
    with pytest.raises(ValueError):
        Match(seed="x", players=4).view(seat)
