"""Confidence intervals for self-play figures (shared by every game's selfplay)."""

import math


def wilson(k, n, z=1.96):
    """The Wilson score interval (95 % by default) of k successes in n trials."""
    if n == 0:
        return 0.0, 0.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h
