"""Seeded random matches (3-8 players, random legal actions, melds included)
with the invariants checked after every action."""

import json
import re

import pytest

from ft_helpers import check_invariants, fingerprint, outputs_under_hash_seeds, play_random, reshuffled
from rummy.cards import DECK
from rummy.five_thousand import IllegalAction, Match
from rummy.five_thousand.errors import CODES
from rummy.five_thousand.melds import layoff_places

CASES = [(seed, 3 + seed % 6) for seed in range(12)]


def candidate_actions(m, seat):
    """Actions near the legal ones (every draw count, every lay-off place on
    every meld, every discard, rummy on every place): the legal list must
    hold exactly those the match accepts."""
    out = [{"type": "draw", "from": "stock"}, {"type": "stop"}, {"type": "pass"}, {"type": "next_deal"}]
    out += [{"type": "draw", "from": "discard", "count": k} for k in range(1, len(m.pile) + 2)]
    for card in sorted(set(m.hands[seat])):
        out.append({"type": "discard", "card": card})
        for meld in m.melds:
            for place in layoff_places(card, meld, m.wild):
                out.append({"type": "layoff", "card": card, "meld": meld["id"], "as": place})
    if m.rummy_card:
        for meld in m.melds:
            for place in layoff_places(m.rummy_card, meld, m.wild):
                out.append({"type": "rummy", "meld": meld["id"], "as": place})
    return out


CARD = re.compile(r'"([A2-9TJQK][SHDC])"')


def shown_cards(view):
    """The card codes a view's JSON text names as cards: not the first-dealer
    draw's (a deck of its own), nor the places ("as") wild cards stand for."""
    def cards_only(value):
        if isinstance(value, dict):
            return {k: cards_only(v) for k, v in value.items() if k not in ("as", "first_dealer_draw")}
        return [cards_only(v) for v in value] if isinstance(value, list) else value
    return set(CARD.findall(json.dumps(cards_only(view))))


def visible_to(m, seat):
    """The cards `seat` may know of: its hand, the pile, the melds and what
    the table knows other hands hold (a twin elsewhere may be hidden: each
    code shown must have a visible copy, which is what this set allows)."""
    cards = set(m.hands[seat]) | set(m.pile) | {e["card"] for x in m.melds for e in x["cards"]}
    return cards | {c for t in m.took for c in t} | {c for c in m.face_up if c}


def junk(rng, m):
    seat = rng.choice([m.to_act, (m.to_act + 1) % m.players, -1, m.players, True, "0"])
    card = rng.choice(DECK + ["ZZ", 7, None])
    action = rng.choice([
        None, [], {}, {"type": "fly"}, {"type": "draw"}, {"type": "draw", "from": "sky"},
        {"type": "draw", "from": "discard", "count": rng.choice([0, -1, True, "2", 99])},
        {"type": "draw", "from": "stock", "count": 1}, {"type": "discard", "card": card},
        {"type": "layoff", "card": card, "meld": rng.choice([0, 1, 5, -1, "0"])},
        {"type": "meld", "cards": rng.sample(DECK, 3)}, {"type": "meld", "cards": "5H 6H 7H"},
        {"type": "meld", "cards": [card, card, card], "as": [None]},
        {"type": "rummy", "meld": 0, "as": card}, {"type": "pass", "x": 1}, {"type": "stop"},
        {"type": "next_deal"},
    ])
    return seat, action


def on_step(m, before, rng):
    check_invariants(m, before)
    if not m.in_play:
        return
    seat = m.to_act
    legal = m.legal(seat)
    for a in candidate_actions(m, seat):
        assert m.is_legal(seat, a) == (a in legal), (a, m.phase)
    for viewer in range(m.players):
        view = m.view(viewer)
        assert shown_cards(view) <= visible_to(m, viewer), viewer
        assert reshuffled(m, viewer, rng).view(viewer) == view
    if rng.random() < 0.2:
        seat, action = junk(rng, m)
        if m.is_legal(seat, action):
            return      # junk by chance legal (the seat to act, a card it may throw): not junk
        before_state = fingerprint(m)
        try:
            m.apply(seat, action)
        except IllegalAction as e:
            assert e.code in CODES
            assert fingerprint(m) == before_state
        else:
            raise AssertionError(f"junk accepted: {seat} {action}")


@pytest.mark.parametrize("seed,players", CASES)
def test_random_match_keeps_the_invariants(seed, players):
    m = play_random(seed, players, on_step=on_step, deals=2)
    assert m.deal_no >= 2 or m.phase == "match_over"
    assert Match.from_save(m.to_save()).snapshot() == m.snapshot()


def test_same_seed_and_actions_give_the_same_match():
    a = play_random(5, 6, deals=2)
    b = Match.replay(a.seed, a.log, players=6, target=1000)
    assert a.snapshot() == b.snapshot()
    assert Match(seed="x", players=6).hands != Match(seed="y", players=6).hands


def test_the_same_match_in_processes_with_other_string_hashing():
    # Card strings hash differently per process (and Pyodide fixes another secret):
    # nothing may depend on iterating a set or dict of them unsorted.
    code = ("import json, random; from rummy.five_thousand import Match, cpu\n"
            "m = Match(seed='hash', players=7, target=1000)\n"
            "while m.phase != 'match_over' and len(m.log) < 400:\n"
            "    m.apply(m.to_act, cpu.decide(m.view(m.to_act)))\n"
            "print(json.dumps([m.log, [m.view(s) for s in range(7)]], sort_keys=True))\n")
    outs = outputs_under_hash_seeds(code, ("1", "2"))
    assert len(outs) == 1
