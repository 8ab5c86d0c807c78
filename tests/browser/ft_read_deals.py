"""Fixed 5000 Rummy deals for the tests of reading the table (test_ft_table_read.py), each
with a pinned match seed (pages.pinned_seed), so the CPUs play the same in every run and a
scenario need hold for that seed only (as ft_follow_deals.py).

    PYTHONPATH=py:tests/browser python tests/browser/ft_read_deals.py           # re-check
    PYTHONPATH=py:tests/browser python tests/browser/ft_read_deals.py --search  # find anew
"""

import sys

from ft_deals import Table, drawn_from_stock, meld_subsets
from ft_follow_deals import deal_book

SEED = "ft53-read"


def plain_turns(t, turns, stop, melding=False):
    """The person draws from the stock and throws the card drawn (passes a rummy call), turn
    after turn in deal 1, until `stop(t, turn)` says what it found (or None after `turns`).
    With `melding`, after each draw the person first melds the first three natural cards
    (in sorted order) the engine accepts, if any; `t.melded` keeps them, turn by turn."""
    t.melded = {}
    t.cpus()
    for turn in range(1, turns + 1):
        found = stop(t, turn)
        if found:
            return found
        view = t.view
        if view["deal"] != 1 or view["to_act"] != 0:
            return None
        if view["phase"] == "rummy":
            t.act({"type": "pass"})
        elif view["phase"] == "draw" and view["stock_count"]:
            t.act({"type": "draw", "from": "stock"})
            drawn = drawn_from_stock(t)
            if melding:
                meld_first(t, turn)
            if drawn not in t.view["hand"] or not t.act({"type": "discard", "card": drawn}):
                return None
        else:
            return None
        t.cpus()
    return None


def meld_first(t, turn):
    wild = t.view["wild"]
    for cards in meld_subsets([c for c in t.view["hand"] if c[0] != wild], wild):
        answer = t.query({"type": "meld", "cards": cards, "as": None})
        if answer["ok"] and len(t.view["hand"]) > 4:
            if t.act({"type": "meld", "cards": cards, "as": answer["as"]}):
                t.melded[turn] = cards
            return


def many_places(code, seed=SEED, players=5, turns=14):
    """A rummy call offered to the person with at least 3 places (melds) for the card."""
    def stop(t, turn):
        view = t.view
        if view["deal"] == 1 and view["phase"] == "rummy" and view["to_act"] == 0:
            places = [a["meld"] for a in view["legal"] if a["type"] == "rummy"]
            if len(places) >= 3:
                return {"turn": turn, "card": view["rummy_card"], "melds": places, "melded": t.melded}
        return None
    return plain_turns(Table(code, players, seed), turns, stop, melding=True)


def wild_in_meld(code, seed=SEED, players=8, turns=6):
    """At the person's draw, melds on the table hold at least two wild cards standing for
    another card, one of them not the last of its meld (a card overlaps it)."""
    def stop(t, turn):
        view = t.view
        if view["phase"] != "draw" or view["to_act"] != 0:
            return None
        wild = view["wild"]
        standing = [(m["id"], i, len(m["cards"])) for m in view["melds"] for i, e in enumerate(m["cards"])
                    if e["card"][0] == wild and e["as"] != e["card"]]
        if len(standing) >= 2 and any(i < n - 1 for _, i, n in standing) and len(view["melds"]) >= 8:
            return {"turn": turn, "wilds": len(standing), "melds": len(view["melds"])}
        return None
    return plain_turns(Table(code, players, seed), turns, stop)


def cpu_melds_first(code, seed=SEED, players=3):
    """The CPUs play before the person's first turn, and one of them melds."""
    t = Table(code, players, seed)
    if t.view["to_act"] == 0:
        return None
    view = t.cpus()
    if view["deal"] == 1 and view["phase"] == "draw" and view["to_act"] == 0 and view["melds"]:
        return {"melds": len(view["melds"]), "dealer": view["dealer"]}
    return None


SCENARIOS = {"many_places": many_places, "wild_in_meld": wild_in_meld, "cpu_melds_first": cpu_melds_first}
CODES = {
    "wild_in_meld": "M6JYSFNV8F",   # 8 players: at the 2nd draw 9 melds, 7 wild cards standing in
    "many_places": "AJWJTH6WK9",    # 5 players: at the 2nd turn the person may call rummy on 7 melds
    "cpu_melds_first": "HZX9T0CM3M",  # 3 players, the person deals: 4 melds before the person's first turn
}


scenario_for, search = deal_book(SCENARIOS, CODES, SEED, "tests/browser/ft_read_deals.py")


if __name__ == "__main__":
    names = [a for a in sys.argv[1:] if not a.startswith("--")] or list(SCENARIOS)
    for name in names:
        print(name, search(name) if "--search" in sys.argv else (CODES[name], SCENARIOS[name](CODES[name])), flush=True)
