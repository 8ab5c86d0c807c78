"""5000 Rummy's meld maths with wild cards: points, melds, lay-off places.

Pure functions on card strings and table melds; nothing here knows a match.
A table meld is the dict the view shows:
`{"kind": "set", "rank": "K", "cards": [{"card": "7H", "as": "KH"}, ...]}` or
`{"kind": "run", "suit": "S", "cards": [...]}` (runs low to high; other
keys such as "id", "owner" and each card's "by" are carried along).

Places in a run are numbered 1..14: the low ace is 1, 2..K are 2..13 and
the high ace is 14; a run lies within 1..13 or 2..14 (never K-A-2).

Decisions the rules leave open (docs/rules-five-thousand.md; the API's `as`):
- A natural card always stands for itself.
- A wild card in a set stands for the set's rank in the wild card's own
  suit (wild 7H in a set of kings shows "KH"); a set has one reading, and
  an `as_` naming another suit of the right rank is accepted and shown
  this way.
- Which wild card takes which of the places the wild cards fill is no
  choice (every wild card has the same points): unless `as_` names them,
  the wild cards fill the free places in card order. A meld is ambiguous
  only when the places themselves differ (5H 6H W: 4H or 7H; K W W: set or
  run).
- Three or more wild cards alone are a set of the wild rank, never a run.
- `layoff_places` names places as cards too: on a set, the set's rank in
  the laid card's own suit (a natural card: itself).
- An ace laid off on a 2..K run, where both ends would take it, goes high;
  likewise a run of all 13 ranks has one form, the ace high (2..A), whether
  melded at once or grown by lay-offs (its ace low would be the same meld).
"""

from ..cards import INDEX, RANKS, parse_card

RANK_INDEX = {r: i for i, r in enumerate(RANKS)}
POSITIONS = {r: ((1, 14) if r == "A" else (i + 1,)) for i, r in enumerate(RANKS)}
_FACE = {"T": 10, "J": 10, "Q": 10, "K": 10, "A": 100}


def card_points(card, wild):
    """Points of `card` when `wild` is the wild rank: ace 100, wild rank 100
    (200 when aces are wild), T J Q K 10, 2-9 5."""
    rank = _card(card)[0]
    if rank == _rank(wild):
        return 200 if wild == "A" else 100
    return _FACE.get(rank, 5)


def card_at(suit, position):
    """The card at run place `position` (1..14) of `suit`."""
    return RANKS[(position - 1) % 13] + suit


def check_meld(cards, wild, as_=None):
    """The meld `cards` make as it would lie on the table, or None when they
    make none or when the wild cards' places are ambiguous and `as_` (a list
    parallel to `cards`; None entries leave a card open) does not settle them."""
    found = readings(cards, wild, as_)
    return found[0] if len(found) == 1 else None


def readings(cards, wild, as_=None):
    """Every table form of `cards` as one meld that agrees with `as_`
    (empty: no meld; two or more: ambiguous)."""
    wild = _rank(wild)
    cards = [_card(c) for c in cards]
    n = len(cards)
    if n < 3:
        return []
    if as_ is None:
        as_ = [None] * n
    else:
        as_ = [None if a is None else _card(a) for a in as_]
        if len(as_) != n:
            return []
    seen = {}
    for c in cards:
        seen[c] = seen.get(c, 0) + 1
        if seen[c] > 2:           # two decks at most
            return []
    naturals, wilds = [], []
    for i, c in enumerate(cards):
        if c[0] == wild:
            wilds.append(i)
        elif as_[i] not in (None, c):
            return []
        else:
            naturals.append(i)
    out = []
    the_set = _set_reading(cards, as_, naturals, wilds, wild)
    if the_set is not None:
        out.append(the_set)
    if naturals:
        out.extend(_run_readings(cards, as_, naturals, wilds))
    return out


def _set_reading(cards, as_, naturals, wilds, wild):
    ranks = {cards[i][0] for i in naturals}
    if len(ranks) > 1:
        return None
    rank = ranks.pop() if ranks else wild
    if any(as_[i] is not None and as_[i][0] != rank for i in wilds):
        return None
    nat = sorted((cards[i] for i in naturals), key=INDEX.__getitem__)
    wl = sorted((cards[i] for i in wilds), key=INDEX.__getitem__)
    return {"kind": "set", "rank": rank,
            "cards": [{"card": c, "as": c} for c in nat] + [{"card": w, "as": rank + w[1]} for w in wl]}


def _run_readings(cards, as_, naturals, wilds):
    suits = {cards[i][1] for i in naturals}
    if len(suits) != 1:
        return []
    suit = suits.pop()
    ranks = [cards[i][0] for i in naturals]
    if len(set(ranks)) != len(ranks):
        return []
    n = len(cards)
    nat = [cards[i] for i in naturals]
    configs = [[RANK_INDEX[r] + 1 for r in ranks]]
    if "A" in ranks:            # a natural ace is low (1) or high (14)
        configs.append([14 if r == "A" else p for r, p in zip(ranks, configs[0])])
    pinned = [(i, as_[i]) for i in wilds if as_[i] is not None]
    if any(a[1] != suit for _, a in pinned):
        return []
    free_wilds = sorted((cards[i] for i in wilds if as_[i] is None), key=INDEX.__getitem__)
    out = []
    for taken in configs:
        taken_set = set(taken)
        for lo in range(max(1, max(taken) - n + 1), min(min(taken), 15 - n) + 1):
            hi = lo + n - 1
            if lo == 1 and n >= 13:
                continue         # 14 places go around the corner; a whole suit (13) lies ace high
            free = [p for p in range(lo, hi + 1) if p not in taken_set]
            placed = _place_pinned(pinned, free, cards)
            if placed is None:
                continue
            rest = [p for p in free if p not in placed]
            by_pos = {p: {"card": c, "as": c} for p, c in zip(taken, nat)}
            for p, (card, a) in placed.items():
                by_pos[p] = {"card": card, "as": a}
            for p, w in zip(rest, free_wilds):
                by_pos[p] = {"card": w, "as": card_at(suit, p)}
            out.append({"kind": "run", "suit": suit, "cards": [by_pos[p] for p in range(lo, hi + 1)]})
    return out


def _place_pinned(pinned, free, cards):
    """{position: (card, as)} for the wild cards `as_` names, or None when
    a named place is not free (or named twice)."""
    placed = {}
    for i, a in pinned:
        spots = [p for p in POSITIONS[a[0]] if p in free and p not in placed]
        if not spots:
            return None
        placed[spots[0]] = (cards[i], a)
    return placed


# --- lay-offs ---------------------------------------------------------------

def run_span(meld):
    """(low, high) places of a table run."""
    entries = meld["cards"]
    first, last = entries[0]["as"], entries[-1]["as"]
    return (1 if first[0] == "A" else RANK_INDEX[first[0]] + 1,
            14 if last[0] == "A" else RANK_INDEX[last[0]] + 1)


def run_ends(meld):
    """(place below, place above) a table run may still take; None where closed."""
    lo, hi = run_span(meld)
    low = lo - 1 if lo > 1 and not (lo == 2 and hi == 14) else None
    high = hi + 1 if hi < 14 and not (lo == 1 and hi == 13) else None
    return low, high


def free_wild_places(meld, wild):
    """The `as` of each wild card of a run whose place takes no natural yet."""
    out, count = [], {}
    for e in meld["cards"]:
        count[e["as"]] = count.get(e["as"], 0) + 1
    for e in meld["cards"]:
        if e["card"][0] == wild and count[e["as"]] == 1:
            out.append(e["as"])
    return out


def layoff_places(card, meld, wild):
    """Every `as` under which `card` may be laid off on the table `meld`
    (low end, high end, then a wild card's place; [] when none)."""
    card, wild = _card(card), _rank(wild)
    if meld["kind"] == "set":
        rank = meld["rank"]
        if card[0] == wild:
            return [rank + card[1]]
        return [card] if card[0] == rank else []
    suit = meld["suit"]
    low, high = run_ends(meld)
    if card[0] == wild:
        out = [card_at(suit, p) for p in (low, high) if p is not None]
        return out[:1] if len(out) == 2 and out[0] == out[1] else out
    if card[1] != suit:
        return []
    spots = POSITIONS[card[0]]
    if low in spots or high in spots:
        return [card]
    return [card] if card in free_wild_places(meld, wild) else []


def lay_off(meld, card, as_, by, wild):
    """A copy of table `meld` with `card` laid off as `as_` by seat `by`
    (ValueError when that is not one of its places)."""
    card, as_ = _card(card), _card(as_)
    if as_ not in layoff_places(card, meld, wild):
        raise ValueError(f"{card} cannot be laid off as {as_} on {meld_text(meld)}")
    entry = {"card": card, "as": as_, "by": by}
    entries = list(meld["cards"])
    if meld["kind"] == "set":
        entries.append(entry)
    else:
        low, high = run_ends(meld)
        spots = POSITIONS[as_[0]]
        if high in spots:
            entries.append(entry)
        elif low in spots:
            entries.insert(0, entry)
        else:                    # a natural beside the wild card standing for it
            at = next(i for i, e in enumerate(entries) if e["as"] == as_)
            entries.insert(at + 1, entry)
    out = dict(meld)
    out["cards"] = entries
    return out


def meld_text(meld):
    """A short text of a table meld: 'run S: 5S 7H=6S 7S'."""
    label = meld["kind"] + " " + (meld.get("suit") or meld.get("rank") or "")
    return label + ": " + " ".join(e["card"] if e["card"] == e["as"] else f"{e['card']}={e['as']}"
                                   for e in meld["cards"])


def core_cards(meld):
    """(cards, as) of a table meld without the naturals lying in a wild
    card's place: what check_meld must accept as one meld."""
    cards, as_, seen = [], [], set()
    for e in meld["cards"]:
        if meld["kind"] == "run" and e["as"] in seen:
            continue
        seen.add(e["as"])
        cards.append(e["card"])
        as_.append(e["as"])
    return cards, as_


def _card(text):
    return text if text in INDEX else parse_card(text)


def _rank(wild):
    if wild not in RANK_INDEX:
        raise ValueError(f"not a wild rank: {wild!r} (one of {RANKS})")
    return wild
