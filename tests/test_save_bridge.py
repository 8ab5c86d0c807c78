"""Saves through rummy.web.Bridge: what the page relies on to resume a match.

- A save taken at any point of a match loads into a fresh bridge (a reloaded
  page) with the same view, and from there the CPU makes the same moves: its
  rng comes from the seed and the log length, so a CPU move that was pending
  when the page closed is replayed, not decided again differently.
- Any damaged save (truncated, edited, wrong types, old version) is refused
  with `bad_save` (never `internal`), and the match in play is kept as it was.
"""

import copy
import json
import random

import pytest

from rummy.cards import DECK
from rummy.gin import Match
from rummy.web import Bridge
from web_driver import bridge_sender, person_action

IN_PLAY = ("upcard", "draw", "discard")


def cpu_turn(send, reply):
    """Let the CPU act until the person is to act or the round is over; every reply."""
    replies = []
    while reply["view"]["to_act"] == 1 and reply["view"]["phase"] in IN_PLAY:
        reply = send("cpu", state=reply["state"])
        assert reply["ok"], reply
        replies.append(reply)
    return replies


def strip_state(replies):
    return [(r["view"], r["cpu_action"]) for r in replies]


@pytest.mark.parametrize("seed", ["SAVE000001", "SAVE000002", "SAVE000003", 424242])
def test_a_save_taken_at_any_step_resumes_the_same_match_and_cpu_moves(seed):
    live = bridge_sender()
    reply = live("new_match", seed=seed, target=50, level="strong")
    rng = random.Random(str(seed))
    for step in range(400):
        view = reply["view"]
        if view["phase"] == "match_over":
            break
        if view["to_act"] == 1 and view["phase"] in IN_PLAY:
            # A save with the CPU to move: what the page holds if it closed right now.
            save = live("save")["save"]
            resumed = bridge_sender()
            loaded = resumed("load", save=save)
            assert loaded["view"] == view
            expected = cpu_turn(live, reply)
            assert strip_state(cpu_turn(resumed, loaded)) == strip_state(expected)
            reply = expected[-1]
            continue
        if rng.random() < 0.2:
            # The person's turn: a reload here shows the identical view.
            assert bridge_sender()("load", save=live("save")["save"])["view"] == view
        reply = live("act", action=person_action(view, step), state=reply["state"])
        assert reply["ok"], reply
    assert reply["view"]["phase"] == "match_over"


def damaged_saves(save):
    """Saves the page could find in storage after a crash, an edit or an old version."""
    def edited(fn):
        bad = copy.deepcopy(save)
        fn(bad)
        return bad

    log = save["log"]
    yield None
    yield []
    yield "save"
    yield {}
    yield edited(lambda s: s.update(version=0))
    yield edited(lambda s: s.update(version="1"))
    yield edited(lambda s: s.pop("seed"))
    yield edited(lambda s: s.pop("log"))
    yield edited(lambda s: s.update(log=None))
    yield edited(lambda s: s.update(log={"0": 1}))
    yield edited(lambda s: s.update(log="[[0, {}]]"))
    yield edited(lambda s: s.update(seed=["X"]))
    yield edited(lambda s: s.update(seed={"a": 1}))
    yield edited(lambda s: s.update(target="50"))
    yield edited(lambda s: s.update(target=-1))
    yield edited(lambda s: s.update(level=7))
    yield edited(lambda s: s.update(level="godlike"))
    yield edited(lambda s: s.update(rules="oklahoma"))
    yield edited(lambda s: s.update(rules={"no_such_rule": 1}))
    yield edited(lambda s: s.update(rules=[1, 2]))
    yield edited(lambda s: s.update(deal=12))
    yield edited(lambda s: s.update(deal="NOT A CODE"))
    yield edited(lambda s: s["log"].append([0, {"type": "knock", "card": "ZZ"}]))
    yield edited(lambda s: s["log"].append([1, {"type": "draw", "from": "stock"}]))
    yield edited(lambda s: s["log"].append([2, {"type": "pass"}]))
    yield edited(lambda s: s["log"].append([0]))
    yield edited(lambda s: s["log"].append("pass"))
    yield edited(lambda s: s["log"].append(None))
    yield edited(lambda s: s["log"].append([0, None]))
    yield edited(lambda s: s["log"].append([0, {"type": None}]))
    yield edited(lambda s: s["log"].append([True, {"type": "pass"}]))
    yield edited(lambda s: s["log"].insert(0, copy.deepcopy(log[-1])))
    yield edited(lambda s: s["log"].__setitem__(len(log) // 2, [1 - log[len(log) // 2][0],
                                                               log[len(log) // 2][1]]))
    yield edited(lambda s: s["log"].__setitem__(-1, [log[-1][0], {**log[-1][1], "card": "AS"}]))


def last_card_swaps(save):
    """The save with its last action's card swapped for each other card of
    the deck: (edited save, whether that action was legal there). These are
    the only edits that may load: a legal card swapped for another legal one
    is itself a legal match."""
    player, last = save["log"][-1]
    legal = Match.from_save({**save, "log": save["log"][:-1]}).legal(player)
    for card in DECK:
        if card != last["card"]:
            action = {**last, "card": card}
            yield {**save, "log": save["log"][:-1] + [[player, action]]}, action in legal


def load_raw(send, save):
    return json.loads(send.bridge.handle(json.dumps({"id": 1, "op": "load", "save": save})))


def test_a_damaged_save_is_refused_and_the_match_in_play_kept():
    send = bridge_sender()
    reply = send("new_match", seed="SAVE000009", target=100, level="normal")
    for step in range(40):   # a save with some history
        cpu_turn(send, reply)
        reply = send("view")
        if reply["view"]["phase"] not in IN_PLAY:
            break
        reply = send("act", action=person_action(reply["view"], step), state=reply["state"])
    save = send("save")["save"]
    assert len(save["log"]) > 10 and "card" in save["log"][-1][1]
    before, state = send.bridge.match.snapshot(), send("view")["state"]
    swaps = list(last_card_swaps(save))
    assert not [bad for bad, legal in swaps if legal and bad["log"][-1][1]["card"] == "AS"], \
        "damaged_saves' AS edit must stay illegal here"
    damaged = list(damaged_saves(save)) + [bad for bad, legal in swaps if not legal]
    for bad in damaged:
        reply = load_raw(send, bad)
        assert not reply["ok"] and reply["error"]["code"] == "bad_save", (bad, reply)
        assert send.bridge.match.snapshot() == before and reply["state"] == state
    legal_swaps = [good for good, legal in swaps if legal]
    assert legal_swaps, "the scene needs another legal card for the last action"
    for good in legal_swaps:
        reply = load_raw(send, good)
        assert reply["ok"], (good["log"][-1], reply)
        assert send.bridge.match.log[-1] == good["log"][-1]
        assert send("load", save=save)["ok"]    # the real match back


def test_a_truncated_log_is_a_real_earlier_state():
    """A save cut short at an entry boundary is the same match, earlier: it loads."""
    send = bridge_sender()
    reply = send("new_match", seed="SAVE000010", target=50, level="easy")
    for step in range(30):
        cpu_turn(send, reply)
        reply = send("view")
        if reply["view"]["phase"] not in IN_PLAY:
            break
        reply = send("act", action=person_action(reply["view"], step), state=reply["state"])
    save = send("save")["save"]
    for cut in (1, len(save["log"]) // 2, len(save["log"]) - 1):
        short = {**save, "log": save["log"][:cut]}
        assert Bridge().handle(json.dumps({"op": "load", "save": short})).count('"ok":true') == 1
