"""Fixed 5000 Rummy deals for the tests of following the table (test_ft_follow.py), each
with a pinned match seed (pages.pinned_seed): the page's first match gets exactly that
seed, so the CPUs play the same way in every run, and a scenario need hold for that seed
only (ft_deals.py finds deals that hold for every seed; these need more CPU turns first).

    PYTHONPATH=py:tests/browser python tests/browser/ft_follow_deals.py           # re-check
    PYTHONPATH=py:tests/browser python tests/browser/ft_follow_deals.py --search  # find anew
"""

import sys

from rummy.five_thousand.deal import deal_code_of
from ft_deals import Table, drawn_from_stock

SEED = "ft53-follow"


def display_order(view):
    """The melds' ids as the melds area shows them: grouped by owner in seat order."""
    return [m["id"] for owner in range(view["players"]) for m in view["melds"] if m["owner"] == owner]


def far_layoff(code, seed=SEED, players=8, turns=6):
    """The person draws from the stock and throws the card drawn, turn after turn; at one of the
    first `turns` turns, after the draw, a card of the hand can be laid off, and the first meld
    it fits (as the area shows them) comes after at least 6 others. Gives the turn (1 = first),
    the card and that meld's id."""
    t = Table(code, players, seed)
    t.cpus()
    for turn in range(1, turns + 1):
        view = t.view
        if view["deal"] != 1 or view["phase"] != "draw" or view["to_act"] != 0 or not view["stock_count"]:
            return None
        t.act({"type": "draw", "from": "stock"})
        order = display_order(t.view)
        for card in sorted(set(t.view["hand"])):
            metas = [a["meld"] for a in t.view["legal"] if a["type"] == "layoff" and a["card"] == card]
            if metas and min(order.index(m) for m in metas) >= 6:
                return {"turn": turn, "card": card, "meld": order[min(order.index(m) for m in metas)]}
        if not t.act({"type": "discard", "card": drawn_from_stock(t)}):
            return None
        t.cpus()
    return None


SCENARIOS = {"far_layoff": far_layoff}
CODES = {"far_layoff": "X2EAGD0R36"}   # 8 players: at the 2nd turn QH fits meld 1, the 7th shown


def deal_book(scenarios, codes, seed, script):
    """(scenario_for, search) over a book of scenarios: `scenario_for(name)` the
    pinned code and what it gives (asserted still to give it, else run `script`
    --search), `search(name)` the first code of the book's series that does."""
    def scenario_for(name):
        code = codes[name]
        details = scenarios[name](code)
        assert details, f"deal {code} with seed {seed} no longer gives {name!r}: run {script} --search"
        return code, details

    def search(name, tries=3000):
        for i in range(tries):
            code = deal_code_of(f"ft53/{name}", i + 1)
            details = scenarios[name](code)
            if details:
                return code, details, i
        return None
    return scenario_for, search


scenario_for, search = deal_book(SCENARIOS, CODES, SEED, "tests/browser/ft_follow_deals.py")


if __name__ == "__main__":
    for name in SCENARIOS:
        print(name, search(name) if "--search" in sys.argv else (CODES[name], SCENARIOS[name](CODES[name])), flush=True)
