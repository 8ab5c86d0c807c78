"""Helpers for the 5000 Rummy tests: rigged scenes, meld enumeration for
random play, invariants and the hidden-information reshuffle."""

import copy
import hashlib
import itertools
import json
import os
import random
import subprocess
import sys
from collections import Counter

from rummy.cards import deck, parse_cards
from rummy.five_thousand import IllegalAction, Match
from rummy.five_thousand.deal import decks_for
from rummy.five_thousand.melds import check_meld, core_cards, readings


def table_meld(spec, wild, owner=0, meld_id=0):
    """A table meld from text: "5H 9S=6H 7H" (card=as names a wild card's place)."""
    cards, as_ = [], []
    for word in spec.split():
        card, _, place = word.partition("=")
        cards.append(parse_cards(card)[0])
        as_.append(parse_cards(place)[0] if place else None)
    reading = check_meld(cards, wild, as_)
    assert reading is not None, f"not one meld: {spec} (wild {wild})"
    return {"id": meld_id, "owner": owner, "kind": reading["kind"], "suit": reading.get("suit"),
            "rank": reading.get("rank"), "cards": [dict(e, by=owner) for e in reading["cards"]]}


def rig(players=4, hands=(), pile="", stock="", melds=(), wild="9", dealer=0, to_act=None,
        scores=None, target=5000, face_up=None, took=None, melded=None, seed="rig"):
    """A match whose current deal is replaced by a scene written in card codes.

    `hands`: one text per seat; `pile`: bottom ... top; `stock`: top first;
    `melds`: (owner, spec) pairs; `took`: per seat, the cards of its hand it
    took from the pile (text); `melded`: per seat, its points melded this
    deal. The turn of `to_act` (default: the dealer's left) starts now, in
    phase "draw".
    """
    m = Match(seed=seed, players=players, target=target)
    m.hands = [parse_cards(h) for h in hands] + [[] for _ in range(players - len(hands))]
    m.pile = parse_cards(pile)
    m.stock = parse_cards(stock)[::-1]
    m.wild, m.dealer = wild, dealer
    m.melds = [table_meld(spec, wild, owner, i) for i, (owner, spec) in enumerate(melds)]
    m.face_up = list(face_up) if face_up else [None] * players
    m.took = [parse_cards(t) for t in took] if took else [[] for _ in range(players)]
    m.melded = list(melded) if melded else [0] * players
    m.history, m.result, m.quiet_turns, m.turns = [], None, 0, 0
    if scores is not None:
        m.scores = list(scores)
    m._legal_cache = None
    m._start_turn((dealer + 1) % players if to_act is None else to_act)
    m._legal_cache = None
    return m


def refused(m, player, action, code):
    """Assert that `action` is refused with `code` and changes nothing."""
    before = m.snapshot()
    try:
        m.apply(player, action)
    except IllegalAction as e:
        assert e.code == code, (e.code, str(e))
        assert m.snapshot() == before
        return e
    raise AssertionError(f"{action} was accepted; expected {code}")


def act(m, action):
    """Apply `action` for the seat to act."""
    m.apply(m.to_act, action)
    return m


# --- melds a hand can make, for random play -------------------------------------

def hand_melds(hand, wild, limit=40, rng=None):
    """Some meld actions the hand could make, each reading named (`as`):
    from every 3-card combination (distinct cards, or a card twice with two
    decks) and from 4- and 5-card combinations (a sample of 300 with
    `rng`). Every hand that can meld at all has a 3-card meld among them."""
    distinct = sorted(set(hand))
    counts = Counter(hand)
    small = list(itertools.combinations(distinct, 3))
    small += [(c, c, o) for c in distinct if counts[c] == 2 for o in distinct if o != c]
    big = list(itertools.combinations(distinct, 4)) + list(itertools.combinations(distinct, 5))
    if rng is not None:
        big = rng.sample(big, min(300, len(big)))
        rng.shuffle(small)
    out = []
    for combo in big + small:
        for reading in readings(list(combo), wild):
            out.append({"type": "meld", "cards": [e["card"] for e in reading["cards"]],
                        "as": [e["as"] for e in reading["cards"]]})
    if rng is not None and len(out) > limit:
        out = out[:limit // 2] + rng.sample(out[limit // 2:], limit // 2)
    return out


def random_action(m, rng, meld_rate=0.7):
    """A random legal action for the seat to act, melds included."""
    seat = m.to_act
    legal = m.legal(seat)
    if m.phase == "play" and (rng.random() < meld_rate or not legal):
        melds = [a for a in hand_melds(m.hands[seat], m.wild, rng=rng) if m.is_legal(seat, a)]
        if not melds and not legal:      # a sample may miss the one meld that must be made
            melds = [a for a in hand_melds(m.hands[seat], m.wild) if m.is_legal(seat, a)]
        if melds:
            return seat, rng.choice(melds)
    if m.phase == "draw":
        deep = [a for a in legal if a.get("count", 1) > 1]
        if deep and rng.random() < 0.3:
            return seat, rng.choice(deep)
        stock = [a for a in legal if a.get("from") == "stock"]
        if stock and rng.random() < 0.7:
            return seat, stock[0]
    return seat, rng.choice(legal)


# --- invariants -----------------------------------------------------------------

def all_cards(m):
    cards = [c for h in m.hands for c in h] + m.stock + m.pile
    cards += [e["card"] for meld in m.melds for e in meld["cards"]]
    return Counter(cards)


def check_invariants(m, before):
    """After every action: cards conserved, table melds valid, scores moved
    only by a scored deal, a legal action for the seat to act, the public
    record of held cards true, every view JSON-ready."""
    scores0, deal0, phase0 = before
    assert all_cards(m) == Counter(deck(decks_for(m.players))), "every card exactly as often as it exists"
    for meld in m.melds:
        cards, as_ = core_cards(meld)
        reading = check_meld(cards, m.wild, as_)
        assert reading is not None and reading["kind"] == meld["kind"], meld
        assert all(e["by"] is not None for e in meld["cards"])
    if phase0 not in ("deal_over", "match_over") and not m.in_play:
        assert m.scores == [a + b for a, b in zip(scores0, m.result["points"])]
        assert sum(m.result["points"]) == sum(m.result["melded_points"]) - sum(m.result["hand_points"])
    else:
        assert m.scores == scores0, "scores change only when a deal is scored"
    if m.in_play:   # no dead end: a listed action, or a meld (melds are not listed)
        assert m.legal(m.to_act) or any(m.is_legal(m.to_act, a) for a in hand_melds(m.hands[m.to_act], m.wild)), \
            f"no legal action in {m.phase}"
    for s in range(m.players):
        known = Counter(m.took[s]) + Counter([m.face_up[s]] if m.face_up[s] else [])
        assert not known - Counter(m.hands[s]), "what the table knows a seat holds, it holds"
    json.dumps([m.view(s) for s in range(m.players)])


def reshuffled(m, seat, rng):
    """A copy of `m` in which every card `seat` cannot see (other hands but
    their public cards, and the stock) is dealt again at random."""
    other = copy.copy(m)
    other._legal_cache = None
    other.hands = [list(h) for h in m.hands]
    pool, private = list(m.stock), {}
    for s in range(m.players):
        if s != seat:
            public = Counter(m.took[s]) + Counter([m.face_up[s]] if m.face_up[s] else [])
            private[s] = list((Counter(m.hands[s]) - public).elements())
            pool += private[s]
    rng.shuffle(pool)
    for s, cards in sorted(private.items()):
        kept = list((Counter(m.hands[s]) - Counter(cards)).elements())
        other.hands[s] = kept + pool[:len(cards)]
        rng.shuffle(other.hands[s])
        pool = pool[len(cards):]
    other.stock = pool
    return other


def fingerprint(m):
    """The whole state but the (growing) event list and log, which only their lengths stand for."""
    state = {k: v for k, v in m.__dict__.items() if k not in ("events", "log", "_legal_cache")}
    return copy.deepcopy(state), len(m.events), len(m.log), copy.deepcopy(m.events[-3:])


def play_random(seed, players, on_step=None, max_steps=3000, target=1000, deals=3):
    """Random legal play (melds included) for `deals` deals or to the match's end."""
    rng = random.Random(seed)
    m = Match(seed=f"random-{seed}", players=players, target=target)
    for _ in range(max_steps):
        if m.phase == "match_over" or (m.deal_no >= deals and not m.in_play):
            break
        before = (list(m.scores), m.deal_no, m.phase)
        seat, action = random_action(m, rng)
        m.apply(seat, action)
        if on_step:
            on_step(m, before, rng)
    return m


def outputs_under_hash_seeds(code, seeds):
    """The distinct outputs (sha256 of stdout) of Python `code` run in fresh
    processes, one per PYTHONHASHSEED in `seeds`: card strings hash
    differently per process (and Pyodide fixes another secret), so one output
    means nothing depended on iterating a set or dict of them unsorted."""
    root = os.path.join(os.path.dirname(__file__), "..", "..", "py")
    outs = set()
    for hash_seed in seeds:
        env = dict(os.environ, PYTHONHASHSEED=hash_seed, PYTHONPATH=root)
        text = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
        outs.add(hashlib.sha256(text.encode()).hexdigest())
    return outs
