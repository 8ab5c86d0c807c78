"""The levels stay in their order of strength.

Fixed self-play (4 players, matches to 1000, the tested seat rotating, the
seed fixed, so the same games every run): the seat at each level scores
more a deal than the other seats, who play the level below it (or the
baseline). The figure is selfplay's edge: the seat's deal points less the
others' mean, a deal, with its standard error.

A coarse guard, by measurement (seed 5000, 320 matches, 2026-12-02):
strong's edge over normal, +15.3 ± 4.8 a deal, is made of many small parts.
With normal's draw rule in strong's place it is still +12.0, with normal's
discard +13.4, with strong's risk, meld or feed weight at 0 +13.0, +15.8,
+12.6; with easy's discard (the highest card out) +2.4. So the bar is
+5 a deal: normal's policy in strong's seat (-0.0 ± 4.8) fails it, and so
does that easy discard (both checked by patching the level and calling this
test); a change worth a few points a deal does not, and
needs research/ft_strength.py. A change that keeps strong as it is fails it
only by the bad luck of a new sample (the bar is about 3 standard errors
below the edge measured in large runs, about +19).
"""

import pytest

from rummy.five_thousand import selfplay

SEED = 5000


@pytest.mark.parametrize("level, vs, matches, bar", [
    ("strong", "normal", 320, 5.0),
    ("normal", "easy", 80, 0.0),
    ("strong", "baseline", 40, 0.0),
])
def test_a_level_outscores_the_level_below_it(level, vs, matches, bar):
    records = selfplay.run(matches, 4, level, vs, SEED, 1000, workers=2)   # both cores: the same games
    mean, se, deals = selfplay.edge(records, level)
    assert deals > 3 * matches
    assert mean > bar, f"{level}'s edge over {vs}: {mean:+.1f} ± {se:.1f} a deal ({deals} deals)"


def test_the_edge_is_the_tested_seats_points_less_the_others_mean():
    records = [{"names": ["normal", "strong", "normal"],
                "deals": [{"points": [10, 40, -20]}, {"points": [0, -30, 30]}]}]
    # per deal: 40 - (10 - 20) / 2 = 45, then -30 - (0 + 30) / 2 = -45
    assert selfplay.edge(records, "strong") == (0, pytest.approx(45), 2)
