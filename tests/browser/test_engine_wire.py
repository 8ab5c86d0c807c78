"""What crosses the worker boundary: the CPython transcript, and nothing hidden.

One match is played through `js/shell/engine_client.js` in Chromium (the engine in
Pyodide) and the same match through `rummy.web.Bridge` on CPython, by the
same scripted player (tests/web_driver.py); then a round is played by
clicking on the real page. Every message the page received from the worker
is recorded on the page itself.
"""

import json
from types import SimpleNamespace

import pytest

from pages import RECORD_WORKER_MESSAGES, play_one_round, request, unsealed, wire_messages
from rummy.gin import Match
from test_web_bridge import private_cpu_cards
from ui_helpers import game_page
from web_driver import bridge_sender, play

SEED, TARGET, LEVEL = "WIRE000001", 100, "normal"


@pytest.fixture(scope="module")
def played(engine_pages):
    """What one match gave, read off the page at once (the tests need no page
    after it): the browser's replies, CPython's, the CPU's unseen cards after
    each CPython reply, every message the page received, and some of the
    browser's saves opened with the worker's key ({step: save})."""
    page = engine_pages.get()[1]
    in_browser = play(lambda op, **payload: request(page, op, **payload),
                      seed=SEED, target=TARGET, level=LEVEL)
    send = bridge_sender()
    hidden = []
    on_cpython = play(send, seed=SEED, target=TARGET, level=LEVEL,
                      on_reply=lambda reply: hidden.append(private_cpu_cards(send.bridge.match)))
    steps = (0, len(in_browser) // 2, len(in_browser) - 2)     # the first save, the middle one, the last but one
    opened = {step: unsealed(page, in_browser[step]["save"]) for step in steps}
    return SimpleNamespace(in_browser=in_browser, on_cpython=on_cpython, hidden=hidden,
                           messages=wire_messages(page), opened=opened)


def without_ids(replies):
    """The replies without their ids and saves (the worker seals the save, and
    a seal differs at every sealing: its contents are checked below)."""
    return [{k: v for k, v in reply.items() if k not in ("id", "save")} for reply in replies]


def test_the_same_seed_and_actions_give_the_same_transcript(played):
    in_browser, on_cpython = played.in_browser, played.on_cpython
    assert in_browser[-1]["view"]["phase"] == "match_over"
    assert len(in_browser) == len(on_cpython)
    for step, (a, b) in enumerate(zip(without_ids(in_browser), without_ids(on_cpython))):
        assert a == b, f"transcripts differ at step {step}"
    # Each save the page received, opened, is the one CPython gave at that step.
    assert len(played.opened) == 3
    for step, save in played.opened.items():
        assert set(in_browser[step]["save"]) == {"version", "sealed"}
        assert save == on_cpython[step]["save"]
    assert in_browser[-1]["save"] is None and on_cpython[-1]["save"] is None   # the match is over


def test_no_message_holds_a_hidden_cpu_card_before_the_showdown(played):
    in_browser, hidden, messages = played.in_browser, played.hidden, played.messages
    replies = [json.loads(m["text"]) for m in messages if m.get("type") == "reply"]
    # The played match is the last len(in_browser) replies the page received.
    match_replies = replies[-len(in_browser):]
    assert [r["state"] for r in match_replies] == [r["state"] for r in in_browser]
    checked = 0
    for reply, unseen in zip(match_replies, hidden):
        assert set(reply) == {"id", "ok", "game", "view", "state", "events", "cpu_turn", "save",
                              "error", "cpu_action", "viewer", "seats"}
        if reply["view"]["phase"] in ("round_over", "match_over"):
            continue   # the showdown shows both hands
        assert reply["save"] is None or set(reply["save"]) == {"version", "sealed"}
        text = json.dumps(reply)
        leaked = [card for card in unseen if f'"{card}"' in text]
        assert not leaked, f"state {reply['state']} shows the CPU's {leaked}"
        assert "opponent_hand" not in reply["view"] and "stock" not in reply["view"]
        checked += 1
    assert checked > 30
    # Loading messages carry no game data at all.
    for m in messages:
        if m.get("type") != "reply":
            assert set(m) <= {"type", "step", "fraction", "ms", "code", "message"}, m


def test_the_game_page_receives_no_hidden_cpu_card_before_the_showdown(browser, site):
    """The same check on the real page, while a round is played by clicking.

    The saves the page's replies carry are sealed: they show neither the
    seed nor the log. Opened with the worker's key (as the test, not the page, can), the
    last one gives the seed and the log, from which CPython rebuilds the
    match at every state the page was shown.
    """
    with game_page(browser, site, init=RECORD_WORKER_MESSAGES) as (context, page, errors):
        play_one_round(page)
        replies = [json.loads(m["text"]) for m in wire_messages(page) if m.get("type") == "reply"]
        saves = [r["save"] for r in replies if r["ok"] and r.get("save")]
        assert saves and all(set(s) == {"version", "sealed"} for s in saves)
        save = unsealed(page, saves[-1])
    assert all(save["seed"] not in json.dumps(r) for r in replies)
    first_state = next(r["state"] for r in replies if r["ok"] and r["view"])
    checked = 0
    for reply in replies:
        if not (reply["ok"] and reply["view"]) or reply["view"]["phase"] not in ("upcard", "draw", "discard"):
            continue
        match = Match.from_save({**save, "log": save["log"][:reply["state"] - first_state]})
        assert match.view(0) == reply["view"]   # the state really is the one rebuilt
        text = json.dumps(reply)
        leaked = [card for card in private_cpu_cards(match) if f'"{card}"' in text]
        assert not leaked, f"state {reply['state']} shows the CPU's {leaked}"
        checked += 1
    assert checked > 5 and not errors
