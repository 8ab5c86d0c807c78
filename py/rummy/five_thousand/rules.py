"""What the seat to act may do: one legal-actions function per phase, and
the check of each action type (which resolves it or raises IllegalAction).

Both read the match and change nothing. The legal lists and the checks
share the same predicates (`finish`), so an action is listed exactly when
its check passes (tests/five_thousand/test_ft_match_random.py checks it).
"""

from ..cards import INDEX
from .errors import IllegalAction
from .finish import can_finish, can_take, discard_problem, rummy_places, target_meldable
from .melds import lay_off, layoff_places, readings

PHASE_ACTIONS = {
    "draw": ("draw", "stop"),
    "play": ("meld", "layoff", "discard"),
    "rummy": ("rummy", "pass"),
    "rummy_discard": ("discard",),
    "deal_over": ("next_deal",),
    "match_over": (),
}


# --- legal actions, one function per phase ------------------------------------

def legal_draw(m):
    hand = m.hands[m.to_act]
    out = [{"type": "draw", "from": "stock"}] if m.stock else []
    for k in range(1, len(m.pile) + 1):
        if can_take(hand, m.pile, k, m.melds, m.wild):
            out.append({"type": "draw", "from": "discard", "count": k})
    if not m.stock:
        out.append({"type": "stop"})
    return out


def legal_play(m):
    hand = m.hands[m.to_act]
    cards = sorted(set(hand), key=INDEX.__getitem__)
    finishes = _layoff_finishes
    if m.must_play is not None:
        finishes = _TargetShortcuts(m).finishes
    out = []
    for card in cards:
        for i, meld in enumerate(m.melds):
            for place in layoff_places(card, meld, m.wild):
                if finishes(m, card, i, place):
                    out.append({"type": "layoff", "card": card, "meld": meld["id"], "as": place})
    for card in cards:
        if discard_problem(card, hand, m.melds, m.wild, m.no_discard, m.must_play) is None:
            out.append({"type": "discard", "card": card})
    return out


def legal_rummy(m):
    places = rummy_places(m.rummy_card, m.hands[m.to_act], m.melds, m.wild)
    return [{"type": "rummy", "meld": m.melds[i]["id"], "as": place} for i, place in places] + [{"type": "pass"}]


def legal_rummy_discard(m):
    hand = m.hands[m.to_act]
    return [{"type": "discard", "card": c} for c in sorted(set(hand), key=INDEX.__getitem__)
            if discard_problem(c, hand, m.melds, m.wild) is None]


def rummy_callers(m, discarder):
    """The seats that may call rummy on the card `discarder` just discarded,
    in the order they are asked (from the discarder's left)."""
    n = m.players
    out = []
    for k in range(1, n):
        seat = (discarder + k) % n
        if any(meld["owner"] == seat for meld in m.melds) and \
                rummy_places(m.rummy_card, m.hands[seat], m.melds, m.wild):
            out.append(seat)
    return out


# --- checks, one per action type: the resolved action or IllegalAction --------

def check_draw(m, act):
    if act["from"] == "stock":
        if not m.stock:
            raise IllegalAction("cannot_take", "draw from the stock: the stock is empty")
        return act
    k = act["count"]
    if k > len(m.pile):
        raise IllegalAction("cannot_take", f"draw {k} from the pile: it holds {len(m.pile)}")
    if not can_take(m.hands[m.to_act], m.pile, k, m.melds, m.wild):
        what = (f"the target {m.pile[-k]} could not be played this turn" if k > 1
                else f"the turn could not be finished after taking {m.pile[-1]}")
        raise IllegalAction("cannot_take", f"draw {k} from the pile: {what}")
    return act


def check_pass(m, act):
    return act


def check_stop(m, act):
    if m.stock:
        raise IllegalAction("wrong_phase", "stop: only when the stock is empty at the start of a turn")
    return act


def check_meld(m, act):
    """(act, the meld as it will lie on the table, without id/owner/by)."""
    cards = act["cards"]
    if len(cards) < 3:
        raise IllegalAction("bad_meld", f"meld {' '.join(cards)}: a meld has 3 or more cards")
    rest = _without(m.hands[m.to_act], cards)
    found = readings(cards, m.wild, act.get("as"))
    if not found:
        raise IllegalAction("bad_meld", f"meld {' '.join(cards)}: no set or run (wild rank {m.wild})")
    if len(found) > 1:
        raise IllegalAction("ambiguous_wild", f"meld {' '.join(cards)}: {len(found)} readings;"
                                              " name the wild cards' places with 'as'")
    reading = found[0]
    must = None if m.must_play in cards else m.must_play
    if not can_finish(rest, m.melds + [reading], m.wild, m.no_discard, must):
        raise IllegalAction("cannot_finish", f"meld {' '.join(cards)}: the turn could not be finished")
    return act, reading


def check_layoff(m, act):
    card = act["card"]
    if card not in m.hands[m.to_act]:
        raise IllegalAction("not_in_hand", f"layoff {card}: not in hand")
    act = resolve_place(m, act, card)
    if not _layoff_finishes(m, card, act["meld"], act["as"]):
        raise IllegalAction("cannot_finish", f"layoff {card}: the turn could not be finished")
    return act


def check_discard(m, act):
    card = act["card"]
    problem = discard_problem(card, m.hands[m.to_act], m.melds, m.wild, m.no_discard, m.must_play)
    if problem:
        raise IllegalAction(problem, f"discard {card}: " + {
            "not_in_hand": "not in hand",
            "must_play": f"play the target {m.must_play} first",
            "no_discard": "taken from the top of the pile this turn (or its twin)",
            "cannot_go_out": "the last card fits a table meld: lay it off instead",
        }[problem])
    return act


def check_rummy(m, act):
    card = m.rummy_card
    act = resolve_place(m, act, card)
    if (act["meld"], act["as"]) not in rummy_places(card, m.hands[m.to_act], m.melds, m.wild):
        raise IllegalAction("cannot_finish", f"rummy on {card}: no legal discard would be left")
    return act


def resolve_place(m, act, card):
    """`act` with its "as" settled (a lay-off or a rummy call)."""
    if not 0 <= act["meld"] < len(m.melds):
        raise IllegalAction("cannot_lay_off", f"{act['type']} {card}: no meld {act['meld']}")
    places = layoff_places(card, m.melds[act["meld"]], m.wild)
    where = f"{act['type']} {card} on meld {act['meld']}"
    if "as" in act:
        if act["as"] not in places:
            raise IllegalAction("cannot_lay_off", f"{where}: not as {act['as']} (places: {places})")
        return act
    if not places:
        raise IllegalAction("cannot_lay_off", f"{where}: it fits no place there")
    if len(places) > 1:
        raise IllegalAction("ambiguous_wild", f"{where}: name the place ('as'): {places}")
    return dict(act, **{"as": places[0]})


def _layoff_finishes(m, card, index, place):
    if m.no_discard is None and (m.must_play is None or m.must_play == card):
        return True
    rest = list(m.hands[m.to_act])
    rest.remove(card)
    after = m.melds[:index] + [lay_off(m.melds[index], card, place, None, m.wild)] + m.melds[index + 1:]
    must = None if card == m.must_play else m.must_play
    return can_finish(rest, after, m.wild, m.no_discard, must)


class _TargetShortcuts:
    """`_layoff_finishes` while a deep target T is pending, with what does not
    depend on the lay-off's place worked out once: the melds T fits now
    (a lay-off elsewhere leaves them as they are) and, per card laid off,
    whether T still melds from the rest of the hand. Only the remaining
    cases run the full check."""

    def __init__(self, m):
        self.target = m.must_play
        self.fits = [i for i, meld in enumerate(m.melds) if layoff_places(self.target, meld, m.wild)]
        self.melds_without = {}

    def finishes(self, m, card, index, place):
        if card == self.target or any(i != index for i in self.fits):
            return True
        if card not in self.melds_without:
            rest = list(m.hands[m.to_act])
            rest.remove(card)
            rest.remove(self.target)
            self.melds_without[card] = target_meldable(self.target, rest, m.wild)
        return self.melds_without[card] or _layoff_finishes(m, card, index, place)


def _without(hand, cards):
    """`hand` less one copy of each of `cards`, or IllegalAction("not_in_hand")."""
    rest = list(hand)
    for c in cards:
        if c not in rest:
            raise IllegalAction("not_in_hand", f"meld {' '.join(cards)}: {c} is not in hand"
                                               f" {'that often' if c in hand else ''}".rstrip())
        rest.remove(c)
    return rest
