"""Gin Rummy: the match engine, its view, the showdown and the CPU.

Public names: Match, IllegalAction, Rules, score_showdown (and the `cpu`
module with `decide(view, level, rng)`).
"""

from .engine import LEVELS, TARGETS, Match
from .errors import IllegalAction
from .house_rules import Rules
from .scoring import score_showdown

__all__ = ["Match", "IllegalAction", "Rules", "score_showdown", "LEVELS", "TARGETS"]
