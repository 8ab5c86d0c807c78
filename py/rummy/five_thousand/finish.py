"""No dead ends: can the turn still be finished? Pure, on view-format data.

A draw, a meld or a lay-off is legal only if the turn can still end
legally afterwards: with a legal discard, or with an empty hand. This
module answers that question exactly and in time linear in the hand and
the table. The engine and the CPU ask it alike (the CPU from its view).

Why no general search is needed (tests/five_thousand/finish_reference.py
checks every answer against a plain exhaustive search over every sequence
of melds and lay-offs):
- With no card barred from the discard (`no_discard`) and no deep target
  pending (`must_play`), a turn can always end: two or more cards allow any
  discard; a last card is discarded (going out) or, when it fits a table
  meld, laid off (an empty hand).
- After taking the pile's top card X, a card other than X can always end
  the turn the same way; a hand of X alone (or X twice, two decks) must lay
  every X off, which is a lookup (two copies: place the first, then ask for
  the second on the changed table).
- After a deep draw nothing is barred from the discard, so the turn can end
  exactly when the target T can still be played (by the first point). T is
  playable iff: it fits a table meld now; or it makes a 3-card meld with
  two cards of the hand (a set of its rank, or a 3-place window of a run
  around it, wild cards filling what is missing; any longer meld holding T
  contains such a set or window); or the hand's cards can bridge a table run
  of T's suit up to T's place (naturals at the places between, wild cards
  for the rest). A lay-off on one meld never opens another meld, and a
  wild card T needs no bridge (it fits any set, or any open run end, now).
"""

from .melds import POSITIONS, lay_off, layoff_places, run_span


def layable(card, melds, wild):
    """Does `card` fit some table meld now?"""
    return any(layoff_places(card, m, wild) for m in melds)


def can_finish(hand, melds, wild, no_discard=None, must_play=None):
    """Can the player holding `hand` (after the draw) still end this turn?"""
    if must_play is not None:
        rest = list(hand)
        rest.remove(must_play)
        return target_playable(must_play, rest, melds, wild)
    if no_discard is None or any(c != no_discard for c in hand):
        return True
    return _lay_all(len(hand), no_discard, melds, wild)


def _lay_all(copies, card, melds, wild):
    """Can `copies` copies of `card` (0, 1 or 2) all be laid off in turn?"""
    if copies == 0:
        return True
    for i, meld in enumerate(melds):
        for place in layoff_places(card, meld, wild):
            if copies == 1:
                return True
            after = melds[:i] + [lay_off(meld, card, place, None, wild)] + melds[i + 1:]
            if _lay_all(copies - 1, card, after, wild):
                return True
    return False


def can_take(hand, pile, count, melds, wild):
    """May the player take the top `count` cards of `pile` (1: the top card
    alone, which may then not be discarded; 2+: a deep draw whose target,
    the deepest card taken, must be played)?"""
    if not 1 <= count <= len(pile):
        return False
    taken = pile[len(pile) - count:]
    if count == 1:
        return can_finish(list(hand) + taken, melds, wild, no_discard=taken[0])
    return target_playable(taken[0], list(hand) + taken[1:], melds, wild)


def discard_problem(card, hand, melds, wild, no_discard=None, must_play=None):
    """Why `card` may not be discarded now (an IllegalAction code), or None."""
    if card not in hand:
        return "not_in_hand"
    if must_play is not None:
        return "must_play"
    if card == no_discard:
        return "no_discard"
    if len(hand) == 1 and layable(card, melds, wild):
        return "cannot_go_out"
    return None


def rummy_places(card, hand, melds, wild):
    """[(meld index, as)] where a player holding `hand` may lay off the
    discarded `card` by calling rummy and still discard afterwards."""
    out = []
    for i, meld in enumerate(melds):
        for place in layoff_places(card, meld, wild):
            if len(hand) >= 2:
                out.append((i, place))
            elif len(hand) == 1:
                after = melds[:i] + [lay_off(meld, card, place, None, wild)] + melds[i + 1:]
                if not layable(hand[0], after, wild):
                    out.append((i, place))
    return out


# --- the deep draw's target ---------------------------------------------------

def target_playable(target, rest, melds, wild):
    """Can `target` be melded or laid off this turn, with `rest` (the rest of
    the hand) and the table, after any other plays?"""
    if layable(target, melds, wild) or target_meldable(target, rest, wild):
        return True
    if target[0] == wild:
        return False
    wilds, places = _wilds_and_places(rest, wild, target[1])
    for meld in melds:
        if meld["kind"] != "run" or meld["suit"] != target[1]:
            continue
        lo, hi = run_span(meld)
        for p in POSITIONS[target[0]]:
            if p > hi + 1 and not (lo == 1 and p == 14):
                gap = range(hi + 1, p)
            elif p < lo - 1 and not (p == 1 and hi == 14):
                gap = range(p + 1, lo)
            else:
                continue
            if sum(1 for q in gap if q not in places) <= wilds:
                return True
    return False


def target_meldable(target, rest, wild):
    """Does `target` make a new meld with cards of `rest`?"""
    wilds, places = _wilds_and_places(rest, wild, target[1])
    if target[0] == wild:
        return len(rest) >= 2 and (wilds >= 1 or _two_fit(rest))
    if sum(1 for c in rest if c[0] == target[0]) + wilds >= 2:
        return True
    for p in POSITIONS[target[0]]:
        for lo in (p - 2, p - 1, p):
            if lo >= 1 and lo + 2 <= 14:
                if sum(1 for q in (lo, lo + 1, lo + 2) if q != p and q not in places) <= wilds:
                    return True
    return False


def _wilds_and_places(rest, wild, suit):
    """(number of wild cards in `rest`, run places its naturals of `suit` fill)."""
    wilds, places = 0, set()
    for c in rest:
        if c[0] == wild:
            wilds += 1
        elif c[1] == suit:
            places.update(POSITIONS[c[0]])
    return wilds, places


def _two_fit(naturals):
    """Do two of these natural cards make a meld with one wild card?"""
    seen_rank, seen_place = set(), set()
    for c in naturals:
        if c[0] in seen_rank:
            return True
        seen_rank.add(c[0])
        for p in POSITIONS[c[0]]:
            for d in (-2, -1, 1, 2):
                if (c[1], p + d) in seen_place:
                    return True
        seen_place.update((c[1], p) for p in POSITIONS[c[0]])
    return False

