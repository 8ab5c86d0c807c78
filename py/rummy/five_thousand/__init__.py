"""5000 Rummy: the match engine, its view, the meld maths with wild cards,
and the CPU.

Public names: Match, IllegalAction, LEVELS, TARGETS, and the modules `melds`
(card_points, check_meld, layoff_places) and `cpu` (decide(view, level, rng)).
"""

from . import cpu, melds
from .engine import LEVELS, TARGETS, Match
from .errors import IllegalAction

__all__ = ["Match", "IllegalAction", "LEVELS", "TARGETS", "cpu", "melds"]
