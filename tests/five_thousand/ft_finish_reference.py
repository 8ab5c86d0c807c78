"""A slow exhaustive reference for 'can this turn still be finished?' (tests only).

It tries every sequence of melds (every sub-multiset of the hand of 3+
cards, every reading) and lay-offs (every card, meld and place), with a
memo on (hand multiset, table, target pending), and succeeds when a legal
discard exists or the hand is empty. It knows nothing of the shortcuts in
rummy.five_thousand.finish.
"""

import itertools

from rummy.five_thousand.melds import lay_off, layoff_places, readings


def _layable(card, melds, wild):
    return any(layoff_places(card, m, wild) for m in melds)


def _table_key(melds):
    return tuple((m["kind"], tuple((e["card"], e["as"]) for e in m["cards"])) for m in melds)


def can_finish(hand, melds, wild, no_discard=None, must_play=None):
    memo = {}

    def discard_ok(hand, melds, pending):
        if pending:
            return False
        return any(c != no_discard and (len(hand) >= 2 or not _layable(c, melds, wild)) for c in hand)

    def rec(hand, melds, pending):
        key = (tuple(sorted(hand)), _table_key(melds), pending)
        if key in memo:
            return memo[key]
        memo[key] = False
        ok = not hand or discard_ok(hand, melds, pending)
        for card in sorted(set(hand)):
            if ok:
                break
            for i, meld in enumerate(melds):
                for place in layoff_places(card, meld, wild):
                    rest = list(hand)
                    rest.remove(card)
                    after = melds[:i] + [lay_off(meld, card, place, 0, wild)] + melds[i + 1:]
                    if rec(rest, after, pending and card != must_play):
                        ok = True
                        break
                if ok:
                    break
        for size in range(3, len(hand) + 1):
            if ok:
                break
            for combo in sorted(set(itertools.combinations(sorted(hand), size))):
                rest = list(hand)
                for c in combo:
                    rest.remove(c)
                for reading in readings(list(combo), wild):
                    meld = dict(reading, id=len(melds), owner=0,
                                cards=[dict(e, by=0) for e in reading["cards"]])
                    if rec(rest, melds + [meld], pending and must_play not in combo):
                        ok = True
                        break
                if ok:
                    break
        memo[key] = ok
        return ok

    return rec(list(hand), list(melds), must_play is not None)


def can_take(hand, pile, count, melds, wild):
    taken = pile[len(pile) - count:]
    if count == 1:
        return can_finish(list(hand) + taken, melds, wild, no_discard=taken[0])
    return can_finish(list(hand) + taken, melds, wild, must_play=taken[0])


def rummy_places(card, hand, melds, wild):
    out = []
    for i, meld in enumerate(melds):
        for place in layoff_places(card, meld, wild):
            after = melds[:i] + [lay_off(meld, card, place, 0, wild)] + melds[i + 1:]
            if any(len(hand) >= 2 or not _layable(c, after, wild) for c in hand):
                out.append((i, place))
    return out
