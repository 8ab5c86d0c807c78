"""Protocol version 2 (docs/protocol.md) on CPython: the game named, events
instead of view diffs, the save inside every reply that changes the match,
and the registry behind it."""

import json

import pytest

from rummy import games
from rummy.gin import Match
from rummy.web import Bridge, warm_up
from web_driver import bridge_sender, play


def raw(bridge, text):
    return json.loads(bridge.handle(text))


def test_the_registry_maps_ids_to_match_cpu_and_options():
    gin = games.get("gin")
    assert gin.match_class is Match and games.DEFAULT == "gin"
    match = gin.new_match(seed="REG", target=50)
    action = gin.decide(match.view(0), "easy", None)
    assert action in match.view(0)["legal"]
    with pytest.raises(ValueError, match="players"):
        gin.new_match(seed="REG", players=4)        # not a Gin option
    for bad in ("chess", None, 3, ["gin"]):
        with pytest.raises(ValueError):
            games.get(bad)


def test_every_registered_game_plays_through_the_bridge_without_naming_its_rules():
    assert warm_up() == sorted(games.GAMES)


def test_new_match_names_the_game_and_gin_is_the_default():
    send = bridge_sender()
    reply = send("new_match", seed="P2-0001")
    assert reply["ok"] and reply["game"] == "gin"
    assert send("new_match", game="gin", seed="P2-0001")["view"] == reply["view"]


@pytest.mark.parametrize("request_text", [
    '{"op": "new_match", "game": "chess"}',
    '{"op": "new_match", "game": 7}',
    '{"op": "new_match", "game": "gin", "players": 4}',
    '{"op": ["view"]}',                     # unhashable op: was "internal"
    '{"op": {"a": 1}}',
    '{"op": "view", "pad": ' + "[" * 5000 + "]" * 5000 + "}",   # was RecursionError -> "internal"
    "[" * 100000,
])
def test_bad_requests_are_bad_request_and_change_nothing(request_text):
    bridge = Bridge()
    raw(bridge, '{"op": "new_match", "seed": "P2-0002"}')
    before = bridge.match.snapshot()
    reply = raw(bridge, request_text)
    assert reply["ok"] is False and reply["error"]["code"] == "bad_request", reply
    assert reply["state"] == 1 and bridge.match.snapshot() == before and bridge.game.id == "gin"


def test_replies_that_change_the_match_carry_its_save():
    send = bridge_sender()
    reply = send("new_match", seed="P2-0003", target=50)
    assert Match.from_save(reply["save"]).view(0) == reply["view"]
    reply = send("act", action={"type": "pass"}, state=reply["state"])
    table = {"people": [True, False], "names": [None, None]}   # one person, at seat 0
    assert reply["save"] == {**send.bridge.match.to_save(), "table": table} and reply["save"]["game"] == "gin"
    assert send("view")["save"] is None                      # nothing changed
    assert send("cpu", state=reply["state"])["save"]["log"][-1][0] == 1
    refused = send("act", action={"type": "pass"}, state=reply["state"])
    assert refused["ok"] is False and refused["save"] is None


def test_the_end_of_the_match_carries_no_save_to_resume():
    replies = play(bridge_sender(), seed="P2-0004", target=50)
    assert replies[-1]["view"]["phase"] == "match_over" and replies[-1]["save"] is None
    assert all(r["save"] for r in replies[:-1])


def test_events_tell_everything_once_and_in_order():
    send = bridge_sender()
    replies = play(send, seed="P2-0005", target=50)
    told = [event for reply in replies for event in reply["events"]]
    assert told == send.bridge.match.public_events(0, 0)
    assert told[0] == {"type": "deal", "round": 1, "dealer": 1, "upcard": replies[0]["view"]["upcard"]}
    kinds = {e["type"] for e in told}
    assert {"deal", "pass", "draw", "discard", "round_over", "match_over"} <= kinds
    # Each CPU step's reply tells that step, and its cpu_action is that event.
    for reply in replies:
        if reply["cpu_action"]:
            assert reply["events"][0] == reply["cpu_action"] and reply["cpu_action"]["player"] == 1


def test_a_stock_draw_names_its_card_only_to_the_seat_that_drew_it():
    send = bridge_sender()
    replies = play(send, seed="P2-0006", target=50, rounds=1)
    draws = [e for r in replies for e in r["events"] if e["type"] == "draw" and e["from"] == "stock"]
    mine = [e for e in draws if e["player"] == 0]
    cpus = [e for e in draws if e["player"] == 1]
    assert mine and cpus
    assert all(len(e["card"]) == 2 for e in mine)
    assert all(set(e) == {"type", "player", "from"} for e in cpus)
    history = send.bridge.match.history
    assert all("card" not in h for h in history if h["action"] == "draw" and h["from"] == "stock")


def test_cpu_refuses_the_persons_turn_and_the_gap_between_rounds():
    send = bridge_sender()
    reply = send("new_match", seed="P2-0007")
    assert send("cpu", state=reply["state"])["error"]["code"] == "not_your_turn"
    replies = play(send, seed="P2-0007", target=100, rounds=1)
    assert replies[-1]["view"]["phase"] == "round_over"
    assert send("cpu", state=replies[-1]["state"])["error"]["code"] == "wrong_phase"


def test_a_load_tells_no_old_events_and_a_save_the_worker_could_not_open_is_bad_save():
    first = bridge_sender()
    play(first, seed="P2-0008", rounds=1)
    loaded = bridge_sender()("load", save=first("save")["save"])
    assert loaded["ok"] and loaded["events"] == [] and loaded["game"] == "gin"
    bridge = Bridge()
    reply = raw(bridge, json.dumps({"op": "load", "save": {"unopened": "OperationError"}}))
    assert reply["error"]["code"] == "bad_save" and "OperationError" in reply["error"]["message"]
    assert bridge.match is None


def test_cpu_turn_says_whether_a_cpu_request_is_due():
    send = bridge_sender()
    replies = play(send, seed="P2-0009", target=50, rounds=1)
    for reply in replies:
        view = reply["view"]
        due = view["to_act"] == 1 and view["phase"] in ("upcard", "draw", "discard")
        assert reply["cpu_turn"] is due


def test_a_request_too_deep_to_parse_is_still_answered_to_its_id():
    nested = "[" * 5000 + "]" * 5000
    reply = raw(Bridge(), '{"op": "view", "pad": %s, "id": 41}' % nested)
    assert reply["error"]["code"] == "bad_request" and reply["id"] == 41
    text = json.dumps({"id": 'a"b', "pad": [{"id": 2}, "NEST"], "op": "view"}).replace('"NEST"', nested)
    assert raw(Bridge(), text)["id"] == 'a"b'     # not the "id" nested inside
