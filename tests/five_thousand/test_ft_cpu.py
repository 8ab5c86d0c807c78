"""The 5000 Rummy CPU: always legal (melds included), self-contained,
deterministic, and a planner that finds the most points a hand can play.

Seeded matches with 3, 4, 6 and 8 players check that every level's own
answer (before the last-resort guard in `decide`) is accepted by the
match, melds applied first on a copy; random seats among the CPUs make odd
situations. The import check proves the CPU modules cannot reach a Match.
Scenes are in test_ft_cpu_character.py, the hidden-card reshuffle in
test_ft_cpu_fairness.py.
"""

import ast
import copy
import itertools
import random
from pathlib import Path

import pytest

from ft_helpers import outputs_under_hash_seeds, random_action, rig, table_meld
from rummy.five_thousand import Match, cpu
from rummy.five_thousand.cpu import POLICIES, _ask
from rummy.five_thousand.cpu.arrange import best_plan
from rummy.five_thousand.melds import card_points, lay_off, layoff_places, readings

CPU_DIR = Path(__file__).resolve().parents[2] / "py" / "rummy" / "five_thousand" / "cpu"
LEVELS = ("easy", "normal", "strong")


def play_checked(level, players, decisions, seed):
    """Play seeded matches (to 1000) until `level` has made `decisions`
    decisions; seats: `level` on most, one random player and one other level."""
    rng = random.Random(seed)
    made, matches, kinds = 0, 0, set()
    while made < decisions:
        m = Match(seed=f"legal-{level}-{players}-{seed}-{matches}", players=players, target=1000)
        roles = [level] * players
        roles[matches % players] = "random"
        roles[(matches + 1) % players] = LEVELS[(LEVELS.index(level) + 1 + matches) % 3]
        matches += 1
        while m.phase != "match_over" and made < decisions:
            if m.phase == "deal_over":
                m.apply(0, {"type": "next_deal"})
                continue
            seat = m.to_act
            if roles[seat] == "random":
                m.apply(*random_action(m, rng))
                continue
            view = m.view(seat)
            action = _ask(POLICIES[roles[seat]], view, random.Random(made))
            assert action == cpu.decide(view, roles[seat], random.Random(made)), "the guard stepped in"
            if action["type"] == "meld":
                copy.deepcopy(m).apply(seat, action)       # raises if the engine refuses it
            assert m.is_legal(seat, action), (view["phase"], view["hand"], view["must_play"], action)
            m.apply(seat, action)
            if roles[seat] == level:
                made += 1
                kinds.add(action["type"])
    return kinds


@pytest.mark.parametrize("players", [3, 4, 6, 8])
@pytest.mark.parametrize("level", LEVELS)
def test_every_decision_is_legal(level, players):
    kinds = play_checked(level, players, 700 if players < 8 else 500, seed=players)
    assert {"draw", "meld", "discard"} <= kinds


def test_no_action_for_a_seat_not_to_act_and_next_deal_between_deals():
    m = Match(seed="idle", players=4)
    idle = m.view((m.to_act + 1) % 4)
    for level in LEVELS:
        assert cpu.decide(idle, level) is None
    m.hands[m.to_act] = []
    m._end_deal("out", "out", out=m.to_act)
    for level in LEVELS:
        assert cpu.decide(m.view(2), level) == {"type": "next_deal"}


def test_unknown_level_is_refused_and_rng_none_is_deterministic():
    m = Match(seed="det", players=5)
    view = m.view(m.to_act)
    with pytest.raises(ValueError):
        cpu.decide(view, "expert")
    for level in LEVELS:
        assert cpu.decide(view, level) == cpu.decide(view, level)


def test_the_baseline_stays_importable_as_the_reference_opponent():
    from rummy.five_thousand.cpu import baseline
    m = rig(hands=["5H 6H 2C"], pile="8D 7H", stock="KC", to_act=0)
    assert baseline.decide(m.view(0)) == {"type": "draw", "from": "discard", "count": 1}


PURE_MATHS = ("rummy.cards", "rummy.five_thousand.melds", "rummy.five_thousand.finish")


def test_cpu_modules_import_nothing_that_reaches_a_match():
    """rummy/five_thousand/cpu/ imports only the pure card, meld and finish
    maths, its own modules and the stdlib: never the engine, view or match."""
    files = sorted(CPU_DIR.glob("*.py"))
    assert len(files) > 4
    siblings = {f.stem for f in files}
    for path in files:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("rummy") or alias.name in PURE_MATHS, \
                        f"{path.name}: import {alias.name}"
            elif isinstance(node, ast.ImportFrom):
                mod = node.module or ""
                if node.level == 1:
                    names = [mod] if mod else [alias.name for alias in node.names]
                    assert set(names) <= siblings, f"{path.name}: from .{mod} import {names}"
                else:
                    absolute = {0: "", 2: "rummy.five_thousand.", 3: "rummy."}[node.level] + mod
                    assert not absolute.startswith("rummy") or absolute in PURE_MATHS, \
                        f"{path.name}: from {'.' * node.level}{mod}"


def test_the_same_decisions_in_processes_with_other_string_hashing():
    # Nothing the CPU does may depend on iterating a set or dict of card strings unsorted.
    code = ("import json, random; from rummy.five_thousand import Match, cpu\n"
            "m = Match(seed='hash-cpu', players=6, target=1000)\n"
            "levels = ['easy', 'normal', 'strong'] * 2\n"
            "while m.phase != 'match_over' and len(m.log) < 500:\n"
            "    s = m.to_act if m.in_play else 0\n"
            "    m.apply(s, cpu.decide(m.view(s), levels[s], random.Random(len(m.log))))\n"
            "print(json.dumps(m.log))\n")
    outs = outputs_under_hash_seeds(code, ("3", "4"))
    assert len(outs) == 1


# --- the planner ------------------------------------------------------------------------

def most_points(hand, melds, wild):
    """Brute force: the most points any sequence of melds and lay-offs plays."""
    memo = {}

    def best(hand, melds):
        key = (tuple(sorted(hand)), tuple(tuple((e["card"], e["as"]) for e in m["cards"]) for m in melds))
        if key in memo:
            return memo[key]
        top = 0
        for i, card in enumerate(hand):
            if card in hand[:i]:
                continue
            rest = hand[:i] + hand[i + 1:]
            for j, meld in enumerate(melds):
                for place in layoff_places(card, meld, wild):
                    after = melds[:j] + [lay_off(meld, card, place, 0, wild)] + melds[j + 1:]
                    top = max(top, card_points(card, wild) + best(rest, after))
        for k in range(3, len(hand) + 1):
            for idx in itertools.combinations(range(len(hand)), k):
                cards = [hand[i] for i in idx]
                for reading in readings(cards, wild):
                    rest = [c for i, c in enumerate(hand) if i not in idx]
                    meld = dict(reading, id=len(melds), owner=0)
                    top = max(top, sum(card_points(c, wild) for c in cards) + best(rest, melds + [meld]))
        memo[key] = top
        return top

    return best(list(hand), list(melds))


def test_the_planner_plays_the_most_points_a_hand_can():
    rng = random.Random(12)
    ranks, suits = "A23456789TJQK", "SHDC"
    tables = ["", "5H 6H 7H", "KS KD KC", "9D 4C=TD JD"]
    checked = 0
    for _ in range(160):
        wild = rng.choice(ranks)
        # hands drawn from a few ranks and suits, so melds are common
        pool = [r + s for r in rng.sample(ranks, 5) for s in rng.sample(suits, 2)] + [wild + "S", wild + "C"]
        hand = rng.sample(pool, rng.randint(3, 7))
        spec = rng.choice(tables)
        try:
            melds = [table_meld(spec, wild, 1)] if spec else []
        except AssertionError:       # the table text is no meld under this wild rank
            continue
        if any(c in hand for m in melds for c in [e["card"] for e in m["cards"]]):
            continue
        plan = best_plan(hand, wild, melds)
        assert plan.points == sum(card_points(c, wild) for c in plan.played)
        assert sorted(plan.played + plan.left) == sorted(hand)
        assert plan.points == most_points(hand, melds, wild), (hand, spec, wild, plan)
        checked += 1
    assert checked >= 100


def test_a_plan_is_played_step_by_step_through_the_match():
    # 4-5-6 hearts and kings with a wild 9, a lay-off chain on the table run: all of it is played.
    m = rig(hands=["4H 5H 6H KS KD 9C 8S 9S 2D"], stock="3C", melds=[(1, "TS JS QS")], wild="9", to_act=0)
    m.apply(0, {"type": "draw", "from": "stock"})
    for _ in range(8):
        action = cpu.decide(m.view(0), "normal")
        if action["type"] == "discard":
            break
        m.apply(0, action)
    assert action["type"] == "discard" and sorted(m.hands[0]) == sorted(["2D", "3C"])
