"""The deal the browser tests play (ui_helpers.CALM_DEAL) does what they need:
the CPU cannot go out in its first two turns whatever it draws or takes, so
no test depends on the luck of the shuffle (issue 17)."""

import itertools

from rummy.cards import DECK
from rummy.gin.deal import deal_round, normalize_code
from rummy.melds import deadwood_points

from ui_helpers import CALM_DEAL


def least_deadwood_of_ten(cards):
    return min(deadwood_points([c for c in cards if c not in out])
               for out in itertools.combinations(cards, len(cards) - 10))


def test_the_cpu_cannot_go_out_in_its_first_two_turns():
    (person, cpu), upcard, stock = deal_round(normalize_code(CALM_DEAL))
    unseen = [c for c in DECK if c not in cpu]
    # Two turns give the CPU two more cards at most (the upcard or any other): with the
    # best two thrown away it still holds more than the knock limit of 10.
    least = min(least_deadwood_of_ten(cpu + list(two)) for two in itertools.combinations(unseen, 2))
    assert least > 10, least
    assert deadwood_points(person) > 10      # the person has a round to play too
