"""rummy.web.Bridge on CPython: the protocol of docs/protocol.md, request by request."""

import json

import pytest

from rummy.gin import Match
from rummy.web import Bridge
from web_driver import bridge_sender, play

REPLY_KEYS = {"id", "ok", "game", "view", "state", "events", "cpu_turn", "save", "error", "cpu_action",
              "viewer", "seats"}


def raw(bridge, text):
    return json.loads(bridge.handle(text))


@pytest.fixture
def send():
    return bridge_sender()


def test_new_match_replies_with_the_persons_view(send):
    reply = send("new_match", seed="BRIDGE0001", target=50, level="easy")
    assert reply["ok"] and set(reply) == REPLY_KEYS and reply["state"] == 1
    assert reply["view"] == Match(seed="BRIDGE0001", target=50, level="easy").view(0)
    assert reply["cpu_action"] is None and reply["error"] is None


@pytest.mark.parametrize("text", [
    "not json", "[1, 2]", '"view"', '{"id": 1}', '{"id": 1, "op": "fly"}',
    '{"id": 1, "op": "view", "extra": 1}',
    '{"id": 1, "op": "new_match", "target": 75}',
    '{"id": 1, "op": "new_match", "level": "expert"}',
    '{"id": 1, "op": "new_match", "rules": {"no_such_rule": true}}',
    '{"id": 1, "op": "act", "action": {"type": "pass"}}',
    '{"id": 1, "op": "act", "action": "pass", "state": 1}',
    '{"id": 1, "op": "cpu", "state": "1"}',
])
def test_bad_requests_change_nothing(send, text):
    send("new_match", seed="BRIDGE0002")
    before = send.bridge.match.snapshot()
    reply = raw(send.bridge, text)
    assert reply["ok"] is False and reply["error"]["code"] == "bad_request", reply
    assert reply["state"] == 1 and send.bridge.match.snapshot() == before
    assert set(reply) == REPLY_KEYS


def test_a_reply_carries_the_request_id():
    bridge = Bridge()
    assert raw(bridge, '{"id": "a7", "op": "view"}')["id"] == "a7"
    assert raw(bridge, '{"id": 9, "op": "fly"}')["id"] == 9
    assert raw(bridge, "nonsense")["id"] is None


def test_no_match_yet(send):
    for op, payload in [("view", {}), ("act", {"action": {"type": "pass"}, "state": 0}),
                        ("cpu", {"state": 0}), ("save", {})]:
        assert send(op, **payload)["error"]["code"] == "no_match"


def test_a_stale_state_is_refused_and_changes_nothing(send):
    state = send("new_match", seed="BRIDGE0003")["state"]
    reply = send("act", action={"type": "pass"}, state=state + 1)
    assert reply["error"]["code"] == "stale_state" and reply["state"] == state
    assert send.bridge.match.log == []
    assert send("act", action={"type": "pass"}, state=state)["state"] == state + 1


def test_illegal_actions_carry_the_engine_code(send):
    state = send("new_match", seed="BRIDGE0004")["state"]
    reply = send("act", action={"type": "draw", "from": "stock"}, state=state)
    assert reply["error"]["code"] == "wrong_phase" and reply["state"] == state
    reply = send("act", action={"type": "shuffle"}, state=state)
    assert reply["error"]["code"] == "bad_action"


def test_the_cpu_moves_only_on_its_turn_and_one_action_at_a_time(send):
    reply = send("new_match", seed="BRIDGE0005")
    assert send("cpu", state=reply["state"])["error"]["code"] == "not_your_turn"
    reply = send("act", action={"type": "pass"}, state=reply["state"])
    log_before = len(send.bridge.match.log)
    reply = send("cpu", state=reply["state"])
    assert reply["ok"] and len(send.bridge.match.log) == log_before + 1
    assert reply["cpu_action"]["player"] == 1


def test_a_stock_draw_by_the_cpu_names_no_card():
    seen = []
    play(bridge_sender(), seed="BRIDGE0006", rounds=1, on_reply=seen.append)
    stock_draws = [r["cpu_action"] for r in seen
                   if r["cpu_action"] and r["cpu_action"].get("from") == "stock"]
    assert stock_draws and all(set(a) == {"player", "type", "from"} for a in stock_draws)
    pile = [r["cpu_action"] for r in seen if r["cpu_action"] and r["cpu_action"]["type"] in ("discard", "knock")]
    assert pile and all(len(a["card"]) == 2 for a in pile)


def private_cpu_cards(match):
    """The CPU's cards the person has not seen (taken from the pile = seen)."""
    taken = {h.get("card") for h in match.view(0)["history"]
             if h["player"] == 1 and h["action"] in ("take", "draw")}
    return set(match.view(1)["hand"]) - taken


def test_no_reply_holds_a_hidden_cpu_card_before_the_showdown():
    send = bridge_sender()
    checked = 0

    def check(reply):
        nonlocal checked
        if reply["view"]["phase"] in ("round_over", "match_over"):
            return
        # The save (seed + log) rides in clear only inside the worker, which
        # seals it before the reply leaves (tests/browser/test_engine_wire.py).
        text = json.dumps({k: v for k, v in reply.items() if k != "save"})
        for card in private_cpu_cards(send.bridge.match):
            assert f'"{card}"' not in text, (card, reply)
        checked += 1

    play(send, seed="BRIDGE0007", target=50, on_reply=check)
    assert checked > 50


def test_save_and_load_rebuild_the_match_and_its_cpu_moves():
    first = bridge_sender()
    play(first, seed="BRIDGE0008", rounds=1)
    save = first("save")["save"]
    assert save["seed"] == "BRIDGE0008" and save["log"]
    second = bridge_sender()
    loaded = second("load", save=save)
    assert loaded["ok"] and loaded["view"] == first("view")["view"]
    # Both go on the same way: the CPU's rng depends on the seed and the log only.
    state_a, state_b = first("view")["state"], loaded["state"]
    for _ in range(30):
        view = first("view")["view"]
        if view["phase"] == "match_over":
            break
        if view["to_act"] == 1 and view["phase"] != "round_over":
            a, b = first("cpu", state=state_a), second("cpu", state=state_b)
        else:
            action = view["legal"][0]
            a, b = first("act", action=action, state=state_a), second("act", action=action, state=state_b)
        assert a["view"] == b["view"] and a["cpu_action"] == b["cpu_action"]
        state_a, state_b = a["state"], b["state"]


def test_a_bad_save_is_refused_and_keeps_the_match(send):
    send("new_match", seed="BRIDGE0009")
    for save in [None, {"version": 99}, {"version": 1, "seed": "X", "target": 50, "level": "easy",
                                         "log": [[0, {"type": "knock", "card": "AS"}]]}]:
        reply = send("load", save=save)
        assert reply["error"]["code"] == "bad_save"
        assert send.bridge.match.seed == "BRIDGE0009"


def test_a_whole_match_reaches_its_end():
    replies = play(bridge_sender(), seed="BRIDGE0010", target=50)
    last = replies[-1]["view"]
    assert last["phase"] == "match_over" and max(last["scores"]) >= 50
    states = [r["state"] for r in replies]
    assert states == list(range(1, len(replies) + 1))
