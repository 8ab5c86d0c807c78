"""Plain brute-force references for 5000 Rummy's meld maths (tests only).

They share no code with rummy.five_thousand.melds: every place a wild card
could stand for is tried, and a meld is recognised from its places alone.
"""

import itertools
from collections import Counter

RANKS = "A23456789TJQK"


def places_of(rank):
    return (1, 14) if rank == "A" else (RANKS.index(rank) + 1,)


def is_run(places):
    s = sorted(places)
    return (len(s) >= 3 and len(set(s)) == len(s) and s[-1] - s[0] == len(s) - 1
            and not (1 in s and 14 in s))


def one_form(places):
    """A run's places as one meld: the whole suit, A..K or 2..A, is the same
    meld (docs/rules-five-thousand.md: the ace is low or high), named by its ace-high form."""
    places = tuple(sorted(places))
    return tuple(range(2, 15)) if places == tuple(range(1, 14)) else places


def shapes(cards, wild):
    """Every distinct meld the cards make: ("set", rank) or ("run", suit, places)."""
    if len(cards) < 3 or max(Counter(cards).values()) > 2:
        return set()
    nat = [c for c in cards if c[0] != wild]
    wl = [c for c in cards if c[0] == wild]
    out = set()
    ranks = {c[0] for c in nat}
    if len(ranks) <= 1:
        out.add(("set", next(iter(ranks)) if ranks else wild))
    if nat and len({c[1] for c in nat}) == 1:
        for natpos in itertools.product(*(places_of(c[0]) for c in nat)):
            for wpos in itertools.product(range(1, 15), repeat=len(wl)):
                allp = list(natpos) + list(wpos)
                if is_run(allp):
                    out.add(("run", nat[0][1], one_form(allp)))
    return out


def shape_of_reading(reading):
    if reading["kind"] == "set":
        return ("set", reading["rank"])
    places = []
    for i, e in enumerate(reading["cards"]):
        p = places_of(e["as"][0])
        places.append(p[0] if len(p) == 1 or i == 0 else p[1])
    return ("run", reading["suit"], one_form(places))


def shape_of_as(cards, as_, wild):
    """The meld `cards` make with every card's place named by `as_`, or None."""
    if len(cards) < 3 or max(Counter(cards).values()) > 2:
        return None
    for c, a in zip(cards, as_):
        if c[0] != wild and a != c:
            return None
    nat = [c for c in cards if c[0] != wild]
    if len({a[0] for a in as_}) == 1:
        rank = as_[0][0]
        if (nat and nat[0][0] == rank) or (not nat and rank == wild):
            return ("set", rank)
        return None
    if not nat or len({a[1] for a in as_}) != 1:
        return None
    for places in itertools.product(*(places_of(a[0]) for a in as_)):
        if is_run(places):
            return ("run", as_[0][1], one_form(places))
    return None


def layoff_places(card, meld, wild):
    """Every `as` under which `card` may join the table meld (a set: its
    rank in the wild card's own suit; a run: any place that keeps it a run,
    or a free wild card's place for the natural card it stands for)."""
    if meld["kind"] == "set":
        if card[0] == wild:
            return {meld["rank"] + card[1]}
        return {card} if card[0] == meld["rank"] else set()
    suit = meld["suit"]
    count = Counter(e["as"] for e in meld["cards"])
    core = []
    for i, e in enumerate(meld["cards"]):
        if count[e["as"]] == 1 or e["card"][0] == wild:
            p = places_of(e["as"][0])
            core.append(p[0] if len(p) == 1 or i == 0 else p[1])
    out = set()
    for rank in RANKS:
        x = rank + suit
        if card[0] != wild and card != x:
            continue
        if any(is_run(core + [p]) for p in places_of(rank)):
            out.add(x)
    if card[0] != wild:
        if any(e["as"] == card and e["card"][0] == wild and count[card] == 1 for e in meld["cards"]):
            out.add(card)
    return out
