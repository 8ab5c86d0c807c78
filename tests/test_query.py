"""The bridge's read-only `query` op (docs/protocol.md) on CPython: a game's
match answers questions about the position without changing it; a game
that answers none, or a question of another shape, is bad_request.

5000 Rummy answers whether a selection melds (and, when a wild card's place
is ambiguous, the readings `apply` would accept) and why an action would be
refused, so the page never decides a rule itself.
"""

import json

import pytest

from five_thousand.ft_helpers import rig
from rummy import games
from rummy.web import Bridge
from web_driver import bridge_sender

STOCK = {"type": "draw", "from": "stock"}


def bridge_on(match):
    """A bridge holding `match` (a rigged scene), the person to act."""
    bridge = Bridge()
    bridge._replace(games.get("five_thousand"), match, len(match.events))
    return bridge_sender(bridge)


def ask(send, question):
    reply = send("query", question=question, state=send.bridge.state)
    assert reply["ok"], reply
    assert reply["view"] is None and reply["events"] == [] and reply["save"] is None
    return reply["answer"]


def unchanged(send):
    """A check that the match and the bridge's counters did not move."""
    before = (send.bridge.match.snapshot(), send.bridge.state, send.bridge.told)
    return lambda: (send.bridge.match.snapshot(), send.bridge.state, send.bridge.told) == before


def test_a_valid_meld_is_accepted_with_the_meld_it_makes():
    send = bridge_on(rig(hands=["5H 6H 7H 9C KD"], stock="2S", to_act=0, wild="9"))
    send("act", action=STOCK, state=send.bridge.state)
    same = unchanged(send)
    answer = ask(send, {"type": "meld", "cards": ["7H", "5H", "6H"]})
    assert answer["ok"] and answer["meld"]["kind"] == "run" and answer["meld"]["suit"] == "H"
    assert [e["card"] for e in answer["meld"]["cards"]] == ["5H", "6H", "7H"]
    assert answer["as"] == [None, None, None]
    assert same()
    # `apply` takes exactly what the answer said.
    assert send("act", action={"type": "meld", "cards": ["7H", "5H", "6H"], "as": answer["as"]},
                state=send.bridge.state)["ok"]


def test_an_ambiguous_wild_card_gives_the_readings_apply_accepts():
    send = bridge_on(rig(hands=["5H 6H 9C 2S 3D"], stock="KC", to_act=0, wild="9"))
    send("act", action=STOCK, state=send.bridge.state)
    same = unchanged(send)
    answer = ask(send, {"type": "meld", "cards": ["5H", "6H", "9C"]})
    assert answer["ok"] is False and answer["code"] == "ambiguous_wild"
    places = sorted(r["as"][2] for r in answer["readings"])
    assert places == ["4H", "7H"]
    for reading in answer["readings"]:
        settled = ask(send, {"type": "meld", "cards": ["5H", "6H", "9C"], "as": reading["as"]})
        assert settled["ok"] and settled["meld"] == reading["meld"]
    assert same()
    chosen = next(r for r in answer["readings"] if r["as"][2] == "7H")
    reply = send("act", action={"type": "meld", "cards": ["5H", "6H", "9C"], "as": chosen["as"]},
                 state=send.bridge.state)
    assert reply["ok"] and reply["view"]["melds"][0]["cards"][-1]["as"] == "7H"


def test_a_set_or_a_run_is_a_choice_too():
    # K + two wild cards: a set of kings, or a run through the king.
    send = bridge_on(rig(hands=["KS 4H 4D 2C 3C"], stock="8D", to_act=0, wild="4"))
    send("act", action=STOCK, state=send.bridge.state)
    answer = ask(send, {"type": "meld", "cards": ["KS", "4H", "4D"]})
    kinds = sorted(r["meld"]["kind"] for r in answer["readings"])
    assert answer["code"] == "ambiguous_wild" and kinds == ["run", "run", "set"]


@pytest.mark.parametrize("cards, code", [
    (["5H", "6H", "KD"], "bad_meld"),
    (["5H", "6H"], "bad_meld"),
    (["5H", "6H", "8H"], "not_in_hand"),
])
def test_a_refused_meld_says_why(cards, code):
    send = bridge_on(rig(hands=["5H 6H 7H 9C KD"], stock="2S", to_act=0, wild="9"))
    send("act", action=STOCK, state=send.bridge.state)
    answer = ask(send, {"type": "meld", "cards": cards})
    assert answer["ok"] is False and answer["code"] == code and answer["message"]


def test_a_meld_that_strands_the_top_card_taken_is_cannot_finish():
    send = bridge_on(rig(hands=["5H 6H 7H"], pile="QD", stock="4S", to_act=0))
    send("act", action={"type": "draw", "from": "discard", "count": 1}, state=send.bridge.state)
    assert ask(send, {"type": "meld", "cards": ["5H", "6H", "7H"]})["code"] == "cannot_finish"


def test_check_says_why_an_action_would_be_refused():
    send = bridge_on(rig(hands=["8H 4C 4D", "2C"], stock="4S 2D", melds=[(1, "5H 6H 7H")], to_act=0))
    send("act", action=STOCK, state=send.bridge.state)
    send("act", action={"type": "meld", "cards": ["4C", "4D", "4S"]}, state=send.bridge.state)
    same = unchanged(send)
    answer = ask(send, {"type": "check", "action": {"type": "discard", "card": "8H"}})
    assert answer["ok"] is False and answer["code"] == "cannot_go_out"
    assert ask(send, {"type": "check", "action": {"type": "layoff", "card": "8H", "meld": 0}}) == {"ok": True}
    assert ask(send, {"type": "check", "action": "junk"})["code"] == "bad_action"
    assert same()


def test_deep_draw_refusal_is_cannot_take():
    send = bridge_on(rig(hands=["7H 2C 3D"], pile="KC 5H 6H JD", stock="4S", to_act=0))
    answer = ask(send, {"type": "check", "action": {"type": "draw", "from": "discard", "count": 2}})
    assert answer["code"] == "cannot_take"


@pytest.mark.parametrize("question", [
    None, "meld", ["meld"], {"type": "chess"}, {"cards": ["5H"]},
    {"type": "meld", "cards": ["5H", "6H", "7H"], "pad": 1},
    {"type": "check", "action": {}, "extra": True},
])
def test_questions_of_another_shape_are_bad_request_and_change_nothing(question):
    send = bridge_on(rig(hands=["5H 6H 7H 9C KD"], stock="2S", to_act=0, wild="9"))
    same = unchanged(send)
    reply = send("query", question=question, state=send.bridge.state)
    assert reply["ok"] is False and reply["error"]["code"] == "bad_request", reply
    assert same()


def test_a_stale_query_is_refused_and_a_game_without_questions_is_bad_request():
    send = bridge_on(rig(hands=["5H 6H 7H 9C KD"], stock="2S", to_act=0, wild="9"))
    reply = send("query", question={"type": "check", "action": STOCK}, state=send.bridge.state - 1)
    assert reply["error"]["code"] == "stale_state"
    for fields in ({}, {"question": {"type": "check", "action": STOCK}}):   # state is required
        assert send("query", **fields)["error"]["code"] == "bad_request"
    gin = bridge_sender()
    started = gin("new_match", seed="Q-GIN")
    reply = gin("query", question={"type": "check", "action": {"type": "pass"}}, state=started["state"])
    assert reply["ok"] is False and reply["error"]["code"] == "bad_request"
    assert gin("view")["view"] == started["view"] and gin.bridge.state == started["state"]


def test_no_match_yet_is_no_match():
    reply = json.loads(Bridge().handle('{"op": "query", "question": {"type": "check"}, "state": 0}'))
    assert reply["error"]["code"] == "no_match"
