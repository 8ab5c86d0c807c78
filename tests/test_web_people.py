"""Pass-and-play through the bridge (docs/protocol.md, "Pass-and-play"): which
seats are people and their names, checked; the one view a reply carries is
its viewer's, the public one during a handoff; `reveal`, `act` and `cpu` by
whose turn it is; the table rides in the save."""

import json
import random

import pytest

from five_thousand.ft_helpers import rig
from rummy import games
from rummy.five_thousand import Match as FtMatch
from rummy.gin import Match as GinMatch
from web_driver import bridge_sender

CARD_CHARS = ("A23456789TJQK", "SHDC")
FT4 = {"game": "five_thousand", "players": 4, "seed": "PEOPLE-FT", "level": "easy"}
GIN = {"game": "gin", "seed": "PEOPLE-GIN", "level": "easy", "target": 50}
STOCK = {"type": "draw", "from": "stock"}


@pytest.fixture
def send():
    return bridge_sender()


def is_card(text):
    return len(text) == 2 and text[0] in CARD_CHARS[0] and text[1] in CARD_CHARS[1]


def cards_in(data, deal, skip=("as", "first_dealer_draw", "save")):
    """Every card code among the strings of a reply in deal (or round) `deal`,
    but under `skip`: a wild card's "as" names a place, not a card; the draw
    for the first dealer (also a "first_dealer" event's "draw") is another
    shuffle than the deal's; the save (sealed by the worker before it leaves:
    the page never reads it) holds the seed, and earlier deals' cards in its
    log. An earlier deal's result (its hands, public since) is left out too."""
    if isinstance(data, dict):
        if data.get("type") == "first_dealer" or (
                "hands" in data and data.get("deal", data.get("round")) != deal):
            return set()
        return {c for k, v in data.items() if k not in skip for c in cards_in(v, deal, skip)}
    if isinstance(data, list):
        return {c for v in data for c in cards_in(v, deal, skip)}
    return {data} if isinstance(data, str) and is_card(data) else set()


def hidden_cards(match, seat):
    """The cards `seat` holds that the table has not seen (one deck: a code is one card)."""
    if match.GAME == "gin":
        seen = match.pile_record[seat]["took"]
    else:
        seen = list(match.took[seat]) + [match.face_up[seat]]
    return {c for c in match.hands[seat] if c not in seen}


def check_reply(bridge, reply):
    """No card a seat holds unseen is anywhere in a reply but the viewer's own."""
    match = bridge.match
    assert reply["view"] == match.view(reply["viewer"])
    if match.in_play:
        others = set().union(*(hidden_cards(match, s) for s in range(match.players) if s != reply["viewer"]))
        seen = cards_in(reply, getattr(match, "deal_no", getattr(match, "round_no", None)))
        assert not seen & others, (reply["viewer"], seen & others)


# --- new_match: people and names ----------------------------------------------------

@pytest.mark.parametrize("options", [GIN, FT4])
def test_by_default_seat_0_is_the_only_person_and_sees_as_today(send, options):
    reply = send("new_match", **options)
    match = (GinMatch if options["game"] == "gin" else FtMatch)(
        **{k: v for k, v in options.items() if k != "game"})
    seats = match.players
    assert reply["viewer"] == 0 and reply["view"] == match.view(0)
    assert reply["seats"] == [{"person": s == 0, "name": None} for s in range(seats)]
    assert reply["save"]["table"] == {"people": [True] + [False] * (seats - 1), "names": [None] * seats}


@pytest.mark.parametrize("options, says", [
    ({"people": [True]}, "people must be a list of 4"),
    ({"people": [True, False, False, False, True]}, "people must be a list of 4"),
    ({"people": "all"}, "people must be a list"),
    ({"people": [True, 1, False, False]}, "people[1]"),
    ({"people": [True, None, False, False]}, "people[1]"),
    ({"people": [False, False, False, False]}, "at least one"),
    ({"names": ["Ann"]}, "names must be a list of 4"),
    ({"names": "Ann"}, "names must be a list of 4"),
    ({"names": [None, "Bo", None, None]}, "names[1]: seat 1 is a CPU"),
    ({"people": [True, True, False, False], "names": ["Ann", ""]}, "names must be a list"),
    ({"people": [True, True, False, False], "names": ["Ann", "", None, None]}, "names[1] must be 1 to 16"),
    ({"people": [True, True, False, False], "names": ["Ann", "   ", None, None]}, "names[1] must be 1 to 16"),
    ({"names": ["A" * 17, None, None, None]}, "names[0] must be 1 to 16"),
    ({"names": ["Ann\nBo", None, None, None]}, "names[0] holds a control character (U+000A)"),
    ({"names": ["Ann\tBo", None, None, None]}, "names[0] holds a control character (U+0009)"),
    ({"names": ["Ann\x00", None, None, None]}, "names[0] holds a control character (U+0000)"),
    ({"names": ["Ann\x7f", None, None, None]}, "names[0] holds a control character (U+007F)"),
    ({"names": ["\u202eAnn", None, None, None]}, "names[0] holds a control character (U+202E)"),
    ({"names": [5, None, None, None]}, "names[0] must be a string"),
])
def test_bad_people_or_names_are_bad_request_and_change_nothing(send, options, says):
    send("new_match", **GIN)
    before = send.bridge.match.snapshot()
    reply = send("new_match", **FT4, **options)
    assert reply["ok"] is False and reply["error"]["code"] == "bad_request"
    assert says in reply["error"]["message"], reply["error"]["message"]
    assert reply["state"] == 1 and reply["game"] == "gin" and send.bridge.match.snapshot() == before
    assert reply["seats"] == [{"person": True, "name": None}, {"person": False, "name": None}]


def test_names_are_kept_trimmed_and_as_plain_text(send):
    markup = "<img src=x onerror=alert(1)>"[:16]
    reply = send("new_match", **FT4, people=[True, True, False, True],
                 names=["  Ann  ", markup, None, "アン" + "x" * 14])
    assert reply["ok"], reply["error"]
    assert [s["name"] for s in reply["seats"]] == ["Ann", markup, None, "アン" + "x" * 14]
    assert reply["save"]["table"]["names"] == ["Ann", markup, None, "アン" + "x" * 14]
    people = send("new_match", **FT4, people=[True, True, True, True])   # names may be left to the page
    assert people["ok"] and [s["name"] for s in people["seats"]] == [None] * 4


def test_a_single_person_at_another_seat_always_sees_their_own_hand(send):
    reply = send("new_match", **FT4, people=[False, False, True, False])
    for _ in range(40):
        assert reply["viewer"] == 2 and reply["view"] == send.bridge.match.view(2)
        if reply["cpu_turn"]:
            reply = send("cpu", state=reply["state"])
        else:
            assert send("cpu", state=reply["state"])["error"]["code"] == "not_your_turn"
            action = games.get("five_thousand").decide(reply["view"], "easy", random.Random(0))
            reply = send("act", action=action, state=reply["state"])
        assert reply["ok"], reply["error"]


# --- whose turn: cpu, reveal, act --------------------------------------------------

def test_cpu_and_act_refuse_the_wrong_kind_of_seat(send):
    reply = send("new_match", **FT4, people=[True, False, True, False])
    while not (reply["view"]["to_act"] == 2 and not reply["cpu_turn"]):
        assert reply["viewer"] is None
        if reply["cpu_turn"]:
            assert send("act", action=STOCK, state=reply["state"])["error"]["code"] == "not_your_turn"
            reply = send("cpu", state=reply["state"])
        else:
            reply = send("reveal", seat=reply["view"]["to_act"], state=reply["state"])
            action = games.get("five_thousand").decide(reply["view"], "easy", random.Random(1))
            reply = send("act", action=action, state=reply["state"])
    refused = send("cpu", state=reply["state"])
    assert refused["error"]["code"] == "not_your_turn" and "seat 2 is a person" in refused["error"]["message"]
    unshown = send("act", action=STOCK, state=reply["state"])
    assert unshown["error"]["code"] == "not_your_turn" and "reveal first" in unshown["error"]["message"]
    assert unshown["state"] == reply["state"] and unshown["viewer"] is None


@pytest.mark.parametrize("seat, code", [(1, "bad_request"), (4, "bad_request"), (-1, "bad_request"),
                                        (True, "bad_request"), ("0", "bad_request"), (None, "bad_request")])
def test_reveal_refuses_a_seat_that_is_no_person(send, seat, code):
    reply = send("new_match", **FT4, people=[True, False, True, True])
    refused = send("reveal", seat=seat, state=reply["state"])
    assert refused["error"]["code"] == code and refused["viewer"] is None and refused["state"] == reply["state"]


def test_reveal_shows_the_hand_of_the_person_to_act_and_changes_nothing(send):
    reply = send("new_match", **GIN, people=[True, True], names=["Ann", "Bo"])
    first, other = reply["view"]["to_act"], 1 - reply["view"]["to_act"]
    assert reply["viewer"] is None and reply["view"]["hand"] == [] and not reply["cpu_turn"]
    assert send("reveal", seat=other, state=reply["state"])["error"]["code"] == "not_your_turn"
    assert send("reveal", seat=first, state=reply["state"] - 1)["error"]["code"] == "stale_state"
    assert send("reveal", state=reply["state"])["error"]["code"] == "bad_request"
    shown = send("reveal", seat=first, state=reply["state"])
    assert shown["ok"] and shown["viewer"] == first and shown["state"] == reply["state"]
    assert shown["save"] is None and shown["view"] == send.bridge.match.view(first)
    assert send("view")["viewer"] == first
    # Once that person's turn is over (the upcard passed), their hand hides at once.
    passed = send("act", action={"type": "pass"}, state=shown["state"])
    assert passed["viewer"] is None and passed["view"]["to_act"] == other and passed["view"]["hand"] == []
    assert send("reveal", seat=first, state=passed["state"])["error"]["code"] == "not_your_turn"


def test_a_rummy_call_is_made_aloud_then_the_caller_reveals_to_discard(send):
    scene = rig(hands=["8H 2C 3C", "KH 9D 2S", "4S 5S", "JD QD"], stock="4D 6C",
                melds=[(1, "5H 6H 7H"), (2, "KS KD KC")], to_act=0)
    send.bridge._replace(games.get("five_thousand"), scene, len(scene.events),
                         [True, True, False, True], ["Ann", "Bo", None, "Cy"])
    reply = send("reveal", seat=0, state=send.bridge.state)
    reply = send("act", action=STOCK, state=reply["state"])
    reply = send("act", action={"type": "discard", "card": "8H"}, state=reply["state"])
    v = reply["view"]
    assert reply["viewer"] is None and v["phase"] == "rummy" and v["to_act"] == 1 and v["hand"] == []
    assert v["legal"] == [{"type": "rummy", "meld": 0, "as": "8H"}, {"type": "pass"}]
    check_reply(send.bridge, reply)
    called = send("act", action=v["legal"][0], state=reply["state"])      # no reveal: a public call
    assert called["ok"] and called["viewer"] is None and called["view"]["phase"] == "rummy_discard"
    check_reply(send.bridge, called)
    discard = {"type": "discard", "card": "KH"}
    assert send("act", action=discard, state=called["state"])["error"]["code"] == "not_your_turn"
    shown = send("reveal", seat=1, state=called["state"])
    assert shown["view"]["hand"] == ["2S", "KH", "9D"] and shown["viewer"] == 1
    after = send("act", action=discard, state=shown["state"])
    assert after["ok"] and after["viewer"] is None and after["view"]["phase"] == "rummy"


@pytest.mark.parametrize("options, people", [(GIN, [True, True]),
                                             (dict(FT4, target=1000), [True, True, False, True])])
def test_no_reply_shows_a_hand_but_its_viewers(send, options, people):
    """A whole match: handoffs hide every hand, a reveal shows one, CPUs play in public."""
    rng, game = random.Random(5), games.get(options["game"])
    reply, kinds = send("new_match", **options, people=people), set()
    for _ in range(6000):
        check_reply(send.bridge, reply)
        v = reply["view"]
        if v["phase"] == "match_over":
            break
        if reply["cpu_turn"]:
            reply, kind = send("cpu", state=reply["state"]), "cpu"
        elif not send.bridge.match.in_play:
            reply, kind = send("act", action=v["legal"][0], state=reply["state"]), "between"
        elif reply["viewer"] is None and v["legal"] and rng.random() < 0.5:
            reply, kind = send("act", action=rng.choice(v["legal"]), state=reply["state"]), "aloud"
        elif reply["viewer"] is None:
            reply, kind = send("reveal", seat=v["to_act"], state=reply["state"]), "reveal"
            assert reply["viewer"] == v["to_act"]
        else:
            reply, kind = send("act", action=game.decide(v, "easy", rng), state=reply["state"]), "act"
        assert reply["ok"], reply["error"]
        kinds.add(kind)
    assert reply["view"]["phase"] == "match_over"
    assert {"between", "reveal", "act"} <= kinds and ("cpu" in kinds) == (False in people), kinds


# --- saves ---------------------------------------------------------------------

def test_the_table_rides_in_the_save_and_a_load_starts_with_the_handoff(send):
    reply = send("new_match", **FT4, people=[True, True, False, True], names=["Ann", "Bo", None, "Cy"])
    reply = send("reveal", seat=reply["view"]["to_act"], state=reply["state"]) if not reply["cpu_turn"] \
        else send("cpu", state=reply["state"])
    save = send("save")["save"]
    assert save["table"] == {"people": [True, True, False, True], "names": ["Ann", "Bo", None, "Cy"]}
    loaded = bridge_sender()("load", save=save)
    assert loaded["ok"] and loaded["viewer"] is None and loaded["view"]["hand"] == []
    assert loaded["seats"] == reply["seats"] and loaded["save"]["table"] == save["table"]


def test_a_save_from_before_pass_and_play_is_one_person_at_seat_0(send):
    old = FtMatch(seed="OLD", players=3).to_save()
    loaded = send("load", save=old)
    assert loaded["ok"] and loaded["viewer"] == 0 and loaded["view"] == FtMatch.from_save(old).view(0)
    assert loaded["seats"] == [{"person": True, "name": None}, {"person": False, "name": None},
                               {"person": False, "name": None}]


@pytest.mark.parametrize("table", [
    {"people": [True, True], "names": ["Ann", "B\no"]},
    {"people": [True, True], "names": ["Ann", "B" * 17]},
    {"people": [True, True], "names": ["Ann", " "]},
    {"people": [True, False], "names": ["Ann", "Bo"]},
    {"people": [True, True, False], "names": ["Ann", "Bo", None]},
    {"people": [False, False], "names": [None, None]},
    {"people": [True, True]},
    {"people": [True, True], "names": ["Ann", "Bo"], "extra": 1},
    "Ann and Bo",
])
def test_a_tampered_table_is_bad_save_and_the_match_is_kept(send, table):
    playing = send("new_match", **FT4, people=[True, True, True, False], names=["A", "B", "C", None])
    before = send.bridge.match.snapshot()
    tampered = {**GinMatch(seed="T").to_save(), "table": table}
    refused = send("load", save=tampered)
    assert refused["error"]["code"] == "bad_save" and "table" in refused["error"]["message"]
    assert send.bridge.match.snapshot() == before and refused["state"] == playing["state"]
    assert refused["seats"] == playing["seats"] and refused["game"] == "five_thousand"
