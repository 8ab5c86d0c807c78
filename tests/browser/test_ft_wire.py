"""What the worker tells the 5000 Rummy page: never a card hidden from the
person (another seat's hand, the stock), while a deal is played by taps.

The replies' saves are sealed; opened with the worker's key (as the test,
not the page, can), the last one gives the seed and the log, from which
CPython rebuilds the match at every state the page was shown: the view the
page received is that state's view(0), and no hidden card appears anywhere
in the reply (one deck: 4 players, so every card is one of a kind). The
match seed is pinned (pages.pinned_seed), so every run plays the same deals.
"""

import json
from collections import Counter

from ft_person import Person, play_deal
from ft_ui import open_ft, start_ft
from pages import RECORD_WORKER_MESSAGES, pinned_seed, replies, unsealed, wire_messages
from rummy.five_thousand import Match

IN_PLAY = ("draw", "play", "rummy", "rummy_discard")


def hidden_cards(match):
    """Every card the person may not know: the CPUs' cards not known to the table, and the stock."""
    out = list(match.stock)
    for seat in range(1, match.players):
        known = Counter(match.took[seat]) + Counter([match.face_up[seat]] if match.face_up[seat] else [])
        out += list((Counter(match.hands[seat]) - known).elements())
    return out


def cards_only(value):
    """The reply without what names cards but holds none: the first dealer's draw (a deck of
    its own, shuffled apart and shown to all) and "as" (the place a card stands for)."""
    if isinstance(value, dict):
        return {k: cards_only(v) for k, v in value.items()
                if k not in ("as", "first_dealer_draw") and not (k == "type" and v == "first_dealer")
                and not (isinstance(v, dict) and v.get("type") == "first_dealer")}
    if isinstance(value, list):
        return [cards_only(v) for v in value if not (isinstance(v, dict) and v.get("type") == "first_dealer")]
    return value


def test_no_message_to_the_page_holds_a_hidden_card(browser, site):
    context, page, errors = open_ft(browser, site, init=RECORD_WORKER_MESSAGES + pinned_seed("ft-wire"))
    try:
        start_ft(page, players=4, target=1000, level="easy")
        person = Person(page)
        for deal in range(2):
            if play_deal(page, person) == "match_over":
                break
            page.click("[data-testid=next-deal]")
        got = replies(page)
        saves = [r["save"] for r in got if r["ok"] and r.get("save")]
        assert saves and all(set(s) == {"version", "sealed"} for s in saves)
        save = unsealed(page, saves[-1])
        messages = wire_messages(page)
    finally:
        context.close()
    assert save["game"] == "five_thousand" and save["players"] == 4 and save["seed"] == "ft-wire"
    assert all(save["seed"] not in json.dumps(r) for r in got)
    for m in messages:             # loading messages carry no game data at all
        if m.get("type") != "reply":
            assert set(m) <= {"type", "step", "fraction", "ms", "code", "message"}, m
    first = next(r["state"] for r in got if r["ok"] and r["view"] and r["game"] == "five_thousand")
    checked = queries = 0
    for reply in got:
        if not reply["ok"] or reply["game"] != "five_thousand" or reply["state"] - first > len(save["log"]):
            continue
        match = Match.from_save({**save, "log": save["log"][:reply["state"] - first]})
        if reply["view"] is None:            # a query's answer: about the position, nothing hidden
            queries += 1
        elif reply["view"]["phase"] not in IN_PLAY:
            continue                         # the deal's result shows every hand
        else:
            assert match.view(0) == reply["view"]
        text = json.dumps(cards_only(reply))
        leaked = [card for card in hidden_cards(match) if f'"{card}"' in text]
        assert not leaked, f"state {reply['state']} shows hidden cards {leaked}"
        assert "stock" not in (reply["view"] or {}) and "hands" not in json.dumps(reply["events"])
        checked += 1
    assert checked > 20 and queries >= 1, (checked, queries)
