"""Engine fuzzing in the suite: 100,000 mixed legal/illegal actions, no invariant break."""

import pytest

from fuzz_driver import fuzz

SEEDS, PER_SEED = 20, 5000


@pytest.mark.parametrize("seed", range(SEEDS))
def test_fuzz_keeps_every_invariant(seed):
    attempts, applied, refused, breaks = fuzz(seed, PER_SEED)
    assert breaks == []
    assert applied > PER_SEED // 3 and refused > PER_SEED // 5   # both kinds really ran
