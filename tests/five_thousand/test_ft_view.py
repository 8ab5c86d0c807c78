"""The view: the keys of docs/engine-api.md, nothing hidden, and the public events."""

import json
import random
import re

from ft_helpers import act, reshuffled, rig
from rummy.five_thousand import Match

KEYS = {"game", "you", "players", "phase", "to_act", "dealer", "wild", "deal", "hand", "seats",
        "stock_count", "discard", "melds", "must_play", "no_discard", "rummy_card",
        "first_dealer_draw", "history", "scores", "target", "level", "state", "legal", "result",
        "score_sheet"}
CARD = re.compile(r'"([A2-9TJQK][SHDC])"')


def test_view_has_the_contract_keys():
    m = Match(seed="keys", players=5, target=2500, level="strong")
    v = m.view(0)
    assert KEYS <= set(v) and set(v) - KEYS == {"turn"}
    assert v["game"] == "five_thousand" and v["players"] == 5 and v["target"] == 2500
    assert v["level"] == "strong" and v["state"] == 0 and v["deal"] == 1 and v["result"] is None
    assert set(v["seats"][0]) == {"hand_count", "face_up", "took", "melded_points", "score"}
    assert v["legal"] == [] if m.to_act != 0 else v["legal"]
    assert m.view(m.to_act)["legal"][0] == {"type": "draw", "from": "stock"}
    json.dumps(v)


def test_melds_face_up_and_took_are_public():
    # Seat 0 takes 6H 7H deep and melds; the table shows owner, kind and who laid each card.
    m = rig(hands=["5H KC 2D", "4S"], pile="QC 6H 7H", stock="3C", face_up=["KC", "4S", None, None],
            melds=[(1, "TS JS QS")], to_act=0)
    act(m, {"type": "draw", "from": "discard", "count": 2})
    v = m.view(3)
    assert v["seats"][0]["took"] == ["6H", "7H"] and v["seats"][0]["face_up"] == "KC"
    assert v["must_play"] == "6H" and v["history"][-1] == {"player": 0, "action": "draw", "from": "discard",
                                                          "count": 2, "cards": ["6H", "7H"]}
    act(m, {"type": "meld", "cards": ["5H", "6H", "7H"]})
    act(m, {"type": "discard", "card": "KC"})
    v = m.view(3)
    assert v["seats"][0]["took"] == [] and v["seats"][0]["face_up"] is None
    assert v["melds"][1] == {"id": 1, "owner": 0, "kind": "run", "suit": "H", "rank": None,
                             "cards": [{"card": c, "as": c, "by": 0} for c in ("5H", "6H", "7H")]}
    assert v["seats"][0]["melded_points"] == 15 and v["hand"] == []


def test_the_view_hides_other_hands_and_the_stock():
    m = Match(seed="hide", players=4)
    rng = random.Random(1)
    for _ in range(30):
        seat = m.to_act
        m.apply(seat, m.legal(seat)[0])
        for s in range(4):
            text = json.dumps({k: v for k, v in m.view(s).items() if k != "first_dealer_draw"})
            seen = set(CARD.findall(text))
            public = set(m.hands[s]) | set(m.pile) | {e["card"] for x in m.melds for e in x["cards"]}
            public |= {c for t in m.took for c in t} | {c for c in m.face_up if c}
            assert seen <= public and m.deal_code not in text
            assert reshuffled(m, s, rng).view(s) == m.view(s)


def test_stock_draws_are_secret_to_the_others():
    m = Match(seed="events", players=3)
    seat = m.to_act
    m.apply(seat, {"type": "draw", "from": "stock"})
    drawn = m.events[-1]["secret"]["card"]
    mine = m.public_events(seat, len(m.events) - 1)
    theirs = m.public_events((seat + 1) % 3, len(m.events) - 1)
    assert mine == [{"type": "draw", "player": seat, "from": "stock", "card": drawn}]
    assert theirs == [{"type": "draw", "player": seat, "from": "stock"}]
    assert [e["type"] for e in m.public_events(0)][:2] == ["first_dealer", "deal"]


def test_the_deal_result_reveals_the_hands():
    m = rig(hands=["5S 6S 7S", "KD 2H", "3C", "AC"], stock="QC", to_act=0)
    act(m, {"type": "draw", "from": "stock"})
    act(m, {"type": "meld", "cards": ["5S", "6S", "7S"]})
    act(m, {"type": "discard", "card": "QC"})
    v = m.view(2)
    assert v["phase"] == "deal_over" and v["result"]["hands"][1] == ["KD", "2H"]
    assert v["legal"] == [{"type": "next_deal"}] and m.in_play is False
    assert v["result"]["deal_code"] == m.deal_code
    assert m.events[-1]["type"] == "deal_over" and m.events[-1]["hands"][3] == ["AC"]
