"""What an accepted 5000 action must have been and done.

`before(m)` takes what a check needs; `check_accepted(seen, m, player)`,
called right after `m.apply(player, action)` succeeded, asserts that the
action as the log holds it was legal (in the legal list, or for a meld,
which is not listed, a meld by `check_meld` made of cards the seat held)
and that its effect is what the action means: the cards drawn came off the
stock or the top of the pile into the hand, a discard left the hand for
the pile, a lay-off or a meld left the hand for the table.
"""

from collections import Counter

from rummy.five_thousand.melds import check_meld

TURN_KINDS = {"draw": ("draw", "stop"), "play": ("meld", "layoff", "discard"), "rummy": ("rummy", "pass"),
              "rummy_discard": ("discard",), "deal_over": ("next_deal",), "match_over": ()}


def before(m):
    """What check_accepted compares against, taken before the action."""
    return {"phase": m.phase, "hands": [list(h) for h in m.hands], "stock": list(m.stock),
            "pile": list(m.pile), "melds": [[e["card"] for e in meld["cards"]] for meld in m.melds],
            "wild": m.wild, "no_discard": m.no_discard, "must_play": m.must_play,
            "rummy_card": m.rummy_card, "deal_no": m.deal_no, "log": len(m.log),
            "legal": {p: m.legal(p) for p in range(m.players)}}


def check_accepted(seen, m, player):
    """Assert that the action just applied for `player` was legal and did what it means."""
    assert len(m.log) == seen["log"] + 1, "an accepted action is logged once"
    logged, act = m.log[-1]
    kind = act["type"]
    assert logged == player and kind in TURN_KINDS[seen["phase"]], (act, seen["phase"])
    if kind == "meld":
        assert check_meld(act["cards"], seen["wild"], act.get("as")) is not None, f"{act}: no meld"
    else:
        assert act in seen["legal"][player], f"accepted {act} is not in the legal list {seen['legal'][player]}"
    if kind == "next_deal":
        assert m.deal_no == seen["deal_no"] + 1
        return
    hand, now = Counter(seen["hands"][player]), Counter(m.hands[player])
    table = [[e["card"] for e in meld["cards"]] for meld in m.melds]
    if kind == "draw":
        if act["from"] == "stock":
            taken, pile = [seen["stock"][-1]], seen["pile"]
            assert m.stock == seen["stock"][:-1]
        else:
            taken, pile = seen["pile"][-act["count"]:], seen["pile"][:-act["count"]]
        assert now == hand + Counter(taken) and m.pile == pile, (act, taken)
    elif kind == "discard":
        card = act["card"]
        assert card != seen["no_discard"] and seen["must_play"] is None, f"discard {card}: barred this turn"
        assert now == hand - Counter([card]) and hand[card] and m.pile == seen["pile"] + [card]
    elif kind == "layoff":
        assert now == hand - Counter([act["card"]]) and hand[act["card"]]
        assert Counter(table[act["meld"]]) == Counter(seen["melds"][act["meld"]] + [act["card"]])
    elif kind == "meld":
        assert now == hand - Counter(act["cards"]) and not Counter(act["cards"]) - hand
        assert table[:-1] == seen["melds"] and Counter(table[-1]) == Counter(act["cards"])
        assert m.melds[-1]["owner"] == player
    elif kind == "rummy":
        card = seen["rummy_card"]
        assert card == seen["pile"][-1] and m.pile == seen["pile"][:-1] and now == hand
        assert Counter(table[act["meld"]]) == Counter(seen["melds"][act["meld"]] + [card])
    else:   # pass, or stop (which ends the deal)
        assert now == hand and m.pile == seen["pile"]
        assert kind == "pass" or m.result["reason"] == "stop"
