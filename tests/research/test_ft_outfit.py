"""research/ft_outfit.py, the opponents' out chance: its fit and its records."""

import math
import random

import pytest

from research import ft_outfit


def test_the_fit_finds_the_coefficients_that_made_the_outcomes():
    rng = random.Random(5)
    rows = []
    for _ in range(6000):
        q = rng.random() * 0.5
        rows.append((q, int(rng.random() < 1.0 / (1.0 + math.exp(-(-2.0 + 4.0 * q))))))
    a, b = ft_outfit.fit(rows)
    assert a == pytest.approx(-2.0, abs=0.25) and b == pytest.approx(4.0, abs=1.0)


def test_log_loss_is_smaller_for_the_better_prediction():
    outcomes = [(0.9, 1), (0.1, 0), (0.8, 1)]
    assert ft_outfit.log_loss(outcomes) < ft_outfit.log_loss([(1 - p, y) for p, y in outcomes])


def test_a_deal_records_every_turn_of_the_other_seats_and_who_went_out():
    strong, normal = ft_outfit.ft_strength.policy("strong"), ft_outfit.ft_strength.policy("normal")
    rows = [row for i in range(12) for row in ft_outfit.turns(f"outfit-test-{i}", i % 4, strong, normal)]
    assert rows and all(0 <= h < ft_outfit.SIZES and 0.0 <= q <= 1.0 and y in (0, 1) for h, q, y in rows)
    outs = sum(y for _, _, y in rows)
    assert 0 < outs <= 12                # at most one seat goes out a deal, and some did
    assert any(q > 0 for _, q, _ in rows)
