"""The showdown: arrange both hands, lay off, and score a finished round."""

from ..cards import parse_card
from .meldtables import hand_value
from .melds import best_melds, deadwood_points, min_arrangements
from .layoff import best_layoff, knocker_arrangement
from .house_rules import BIG_GIN_BONUS, Rules


def _hand(cards, size, who):
    hand = [parse_card(c) for c in cards]
    if len(set(hand)) != len(hand):
        raise ValueError(f"{who} hand repeats a card: {hand}")
    if len(hand) not in size:
        raise ValueError(f"{who} hand must hold {' or '.join(map(str, size))} cards, not {len(hand)}")
    return hand


def _points(total, bonus, multiplier):
    return {"points": total * multiplier, "bonus": bonus * multiplier,
            "difference": (total - bonus) * multiplier, "multiplier": multiplier}


def score_showdown(knocker_hand, defender_hand, gin=False, rules=None, big_gin=False, upcard=None):
    """Score a showdown; the knocker's discard is already made.

    `knocker_hand`: 10 cards (11 for big gin), `defender_hand`: 10 cards.
    Returns the round result keyed by role: "winner" is "knocker" or
    "defender"; "melds" and "deadwood" are {"knocker": ..., "defender": ...}.
    `upcard` matters only under Oklahoma (a spade doubles the points).
    A knock with no deadwood is gin; `gin=True` only asserts it.
    """
    rules = Rules.from_dict(rules)
    knocker = _hand(knocker_hand, (11,) if big_gin else (10,), "knocker")
    defender = _hand(defender_hand, (10,), "defender")
    if set(knocker) & set(defender):
        raise ValueError("the two hands share a card")
    multiplier = rules.multiplier(upcard) if upcard else 1

    k_melds, k_dead, k_points = best_melds(knocker)
    if (gin or big_gin) and k_points:
        raise ValueError(f"not gin: {k_points} deadwood in {knocker}")
    if k_points == 0:   # knocking with no deadwood is gin, whatever the caller said
        d_melds, d_dead, d_points = best_melds(defender)
        bonus = BIG_GIN_BONUS if big_gin else rules.gin_bonus
        return _result("big_gin" if big_gin else "gin", "knocker", k_melds, k_dead, 0,
                       d_melds, d_dead, d_points, [], _points(d_points + bonus, bonus, multiplier))

    # The knocker's arrangement: of all minimum-deadwood ones, the one that
    # lets the defender lay off least (first in a fixed order on ties).
    chosen, _ = knocker_arrangement(hand_value(knocker)[0], hand_value(defender)[0])
    k_melds, k_dead = min_arrangements(knocker)[chosen]
    lay = best_layoff(k_melds, defender)
    k_points = deadwood_points(k_dead)
    d_points = lay["points"]
    layoffs = [{"card": x["card"], "meld": x["meld"], "meld_cards": list(k_melds[x["meld"]])}
               for x in lay["layoffs"]]
    if k_points < d_points:
        kind, winner, parts = "knock", "knocker", _points(d_points - k_points, 0, multiplier)
    else:  # a tie is an undercut
        bonus = rules.undercut_bonus
        kind, winner, parts = "undercut", "defender", _points(k_points - d_points + bonus, bonus, multiplier)
    return _result(kind, winner, k_melds, k_dead, k_points,
                   lay["melds"], lay["deadwood"], d_points, layoffs, parts)


def _result(kind, winner, k_melds, k_dead, k_points, d_melds, d_dead, d_points, layoffs, parts):
    return {
        "kind": kind, "winner": winner,
        "knocker_deadwood": k_points, "defender_deadwood": d_points,
        "melds": {"knocker": [list(m) for m in k_melds], "defender": [list(m) for m in d_melds]},
        "deadwood": {"knocker": list(k_dead), "defender": list(d_dead)},
        "layoffs": layoffs, **parts,
    }
