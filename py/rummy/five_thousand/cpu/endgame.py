"""Would ending the deal now decide the match, and for whom?

The match is over after a deal that takes anyone to the target; the
highest total wins. A seat that can end the deal (go out, stop, call rummy
with its last card) knows its own total after it exactly, and the others'
up to the points they will be caught with: it guesses those to judge a
loss (their known cards, the mean unseen card for the rest;
`Situation.hidden_points`) and takes the fewest possible to judge a win.
Ending a deal that is thought to close the match with another seat on top
throws away the only chance left, which is to play on; ending one that
closes it with this seat on top wins. The strong level asks this before it
goes out, stops, or calls rummy with its last card, before it empties its
hand (its next draw would be thrown to go out), and before a deep draw
that would leave it one card or none once the target is down
(`levels.Strong`).
"""

from .moves import step_cards

WIN, LOSS = "win", "loss"


def ending(sit, mine, margin=0.0):
    """WIN, LOSS or None (the match goes on, or too close to call) if the
    deal ended now with this seat's total at `mine`. LOSS when another
    seat's total (with this deal's melds, less the points it is thought to
    hold) would top the target and beat `mine` by more than `margin`; WIN
    only when `mine` reaches the target and beats each of them even if
    every hidden card they hold is a 5 (a win is never a guess: the level
    may throw away its own play for it)."""
    totals = sit.totals()
    target = sit.view["target"]
    best = max(totals[s] - sit.hidden_points(s) for s in sit.opponents)
    if best >= target and best > mine + margin:
        return LOSS
    if mine >= target and all(mine > totals[s] - least_points(sit, s) for s in sit.opponents):
        return WIN
    return None


def least_points(sit, seat):
    """The fewest points `seat` can hold: its known cards, and 5 for every other."""
    known = sit.known_cards(seat)
    return sum(sit.points(c) for c in known) + 5 * max(0, sit.hand_count(seat) - len(known))


def after_going_out(sit, points):
    """This seat's total if it goes out this turn having played `points` more."""
    return sit.totals()[sit.me] + points


def after_stopping(sit):
    """This seat's total if it stops now, caught with its hand."""
    return sit.totals()[sit.me] - sum(sit.points(c) for c in sit.hand)


def held_steps(plan, points, cards=1):
    """The plan's steps to keep in hand so as not to end the deal: the
    cheapest first (fewest points by `points(card)`, then fewest cards)
    until they hold `cards` cards or more."""
    def cost(step):
        played = step_cards(step)
        return sum(points(c) for c in played), len(played)
    out, held = [], 0
    for step in sorted(plan.steps, key=cost):
        if held >= cards:
            break
        out.append(step)
        held += len(step_cards(step))
    return out
