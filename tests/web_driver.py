"""A scripted player that drives the bridge protocol through any transport.

`play(send, ...)` plays a match through `send(op, **payload) -> reply dict`:
the CPU moves by `cpu` requests, the person by a fixed rule over
`view["legal"]` (knock as soon as it may, otherwise a pick that depends only
on the step number). The same rule runs against `rummy.web.Bridge` on
CPython and against the worker in Chromium, so the two transcripts must be
equal.
"""

import json

from rummy.web import Bridge


def bridge_sender(bridge=None):
    """send() for an in-process Bridge (CPython)."""
    bridge = bridge or Bridge()
    counter = iter(range(1, 10**9))

    def send(op, **payload):
        return json.loads(bridge.handle(json.dumps({**payload, "id": next(counter), "op": op})))

    send.bridge = bridge
    return send


def person_action(view, step):
    legal = view["legal"]
    knocks = [a for a in legal if a["type"] == "knock"]
    if knocks:
        return knocks[0]
    return legal[(step * 7) % len(legal)]


def play(send, seed, target=50, level="easy", max_steps=2000, rounds=None, on_reply=None):
    """Play until match over (or `rounds` rounds end); return every reply in order."""
    reply = send("new_match", seed=seed, target=target, level=level)
    replies = [reply]
    ended = 0
    for step in range(max_steps):
        if on_reply:
            on_reply(reply)
        assert reply["ok"], reply
        view = reply["view"]
        if view["phase"] == "match_over":
            break
        if view["phase"] == "round_over":
            ended += 1
            if rounds is not None and ended >= rounds:
                break
        if view["to_act"] == 1 and view["phase"] not in ("round_over", "match_over"):
            reply = send("cpu", state=reply["state"])
        else:
            reply = send("act", action=person_action(view, step), state=reply["state"])
        replies.append(reply)
    return replies
