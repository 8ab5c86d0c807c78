"""Scoring: a deal's points, the match's end and the settlement.

A seat scores the points of every card it melded or laid off this deal
(rummy calls included, wherever the card sits) minus the points of the
cards left in its hand; there is no bonus for going out.
"""

from .melds import card_points


def hand_points(hand, wild):
    return sum(card_points(c, wild) for c in hand)


def deal_points(melded_points, hands, wild):
    """(hand points, deal points) per seat."""
    held = [hand_points(h, wild) for h in hands]
    return held, [m - h for m, h in zip(melded_points, held)]


def match_winner(scores, target):
    """The seat that wins once a deal is scored, or None: nobody reached the
    target, or two or more share the highest total (another deal is played)."""
    top = max(scores)
    if top < target or scores.count(top) > 1:
        return None
    return scores.index(top)


def settlement(scores):
    """Each seat's net when every pair settles the difference of their totals:
    the sum over the others of (own total - other's total)."""
    total = sum(scores)
    return [len(scores) * s - total for s in scores]
