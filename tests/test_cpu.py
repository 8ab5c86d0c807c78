"""The CPU: always legal, always gin, blind to hidden cards, and self-contained.

Seeded random matches check that every level answers every view with one of
its legal actions (under every house rule); the import check proves the CPU
modules cannot reach a Match. Scripted situations live in
test_cpu_character.py, the fairness (hidden-card reshuffle) test in
test_cpu_fairness.py.
"""

import ast
import random
from pathlib import Path

import pytest

from rummy.gin import Match, cpu
from rummy.gin.cpu import baseline as cpu_baseline
from rummy.gin.meldtables import BIT_OF

GIN_DIR = Path(__file__).resolve().parent.parent / "py" / "rummy" / "gin"
LEVELS = ("easy", "normal", "strong")
RULE_SETS = [None, {"oklahoma": True}, {"straight": True}, {"big_gin": True},
             {"next_dealer": "alternate", "gin_bonus": 20, "undercut_bonus": 10}]


def play(seed, players, rules=None, target=50, check=None):
    """Play a whole match, seat 0 and seat 1 by `players` (a level, "baseline"
    or "random"); `check(view, action)` sees every CPU decision."""
    match = Match(seed=seed, target=target, rules=rules)
    rngs = [random.Random(seed * 7 + s) for s in (0, 1)]
    decisions = 0
    while match.phase != "match_over":
        seat = match.to_act if match.phase != "round_over" else 0
        view = match.view(seat)
        who = players[seat]
        if who == "random":
            action = rngs[seat].choice(view["legal"])
        elif who == "baseline":
            action = cpu_baseline.decide(view)
        else:
            action = cpu.decide(view, who, rngs[seat])
            decisions += 1
            if check:
                check(view, action)
        match.apply(seat, action)
    return match, decisions


@pytest.mark.parametrize("level", LEVELS)
def test_every_decision_is_legal(level):
    """Thousands of decisions per level, against itself, the others and a
    random player (which makes odd situations), under every rule set."""
    def check(view, action):
        assert action in view["legal"], (view["phase"], action, view["legal"])

    total = 0
    opponents = ["random", level, "baseline", "easy", "strong"]
    for k, rules in enumerate(RULE_SETS):
        for j, opp in enumerate(opponents):
            seed = 1000 * k + 10 * j + LEVELS.index(level)
            _, n = play(seed, (opp, level), rules=rules, check=check)
            total += n
    assert total >= 1500


def test_baseline_is_legal_and_finishes():
    for seed in range(6):
        match, _ = play(seed, ("baseline", "baseline"), rules=RULE_SETS[seed % len(RULE_SETS)])
        assert match.phase == "match_over"


def test_rng_none_is_deterministic():
    match = Match(seed=5)
    view = match.view(match.to_act)
    for level in LEVELS:
        assert cpu.decide(view, level) == cpu.decide(view, level)


def test_no_action_when_nothing_is_legal():
    match = Match(seed=5)
    idle = match.view(1 - match.to_act)
    assert idle["legal"] == []
    assert cpu.decide(idle, "strong") is None


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        cpu.decide(Match(seed=1).view(1), "grandmaster")


def test_next_round_when_round_is_over():
    match, _ = play(3, ("easy", "easy"), target=100)
    # Rebuild to the first round end and ask the CPU.
    m = Match(seed=3)
    rng = random.Random(0)
    while m.phase != "round_over":
        m.apply(m.to_act, cpu.decide(m.view(m.to_act), "easy", rng))
    assert cpu.decide(m.view(1), "strong") == {"type": "next_round"}


PURE_MATHS = ("rummy.cards", "rummy.gin.melds", "rummy.gin.meldtables", "rummy.gin.layoff")


def test_cpu_modules_import_nothing_that_reaches_a_match():
    """rummy/gin/cpu/ imports only the pure card and meld maths, its own
    modules and the stdlib: never the match, its view code or the bridge."""
    files = sorted((GIN_DIR / "cpu").glob("*.py"))
    assert len(files) > 3
    allowed_local = {f.stem for f in files}
    for path in files:
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("rummy") or alias.name in PURE_MATHS, \
                        f"{path.name}: import {alias.name}"
            elif isinstance(node, ast.ImportFrom):
                if node.level == 1:      # relative: only sibling cpu modules
                    assert node.module in allowed_local, f"{path.name}: from .{node.module}"
                else:
                    mod = node.module or ""
                    absolute = {2: "rummy.gin.", 3: "rummy."}.get(node.level, "") + mod
                    assert not absolute.startswith("rummy") or absolute in PURE_MATHS, \
                        f"{path.name}: from {'.' * node.level}{mod}"


def test_opponent_model_is_a_distribution_over_unseen_cards():
    """Known cards are certain, dead cards impossible, the rest add up to the
    number of cards in the opponent's hand that nobody has seen."""
    from rummy.gin.cpu.model import OpponentModel
    from rummy.gin.cpu.state import Situation
    rng = random.Random(4)
    match = Match(seed=4)
    checked = 0
    while match.phase != "match_over" and checked < 60:
        if match.phase == "round_over":
            match.apply(0, {"type": "next_round"})
            continue
        seat = match.to_act
        view = match.view(seat)
        sit = Situation(view)
        model = OpponentModel(sit)
        p = model.p
        assert abs(sum(p) - view["opponent_hand_count"]) < 1e-6
        for card in view["hand"] + view["discard"]:
            assert p[BIT_OF[card].bit_length() - 1] == 0.0
        for hand in model.sample(rng, 5, extra=2):
            assert bin(hand).count("1") == view["opponent_hand_count"]
            assert not hand & (sit.hand | sit.pile)
        match.apply(seat, cpu.decide(view, "strong", rng))
        checked += 1
