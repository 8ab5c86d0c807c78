"""What the seat to act may do in Gin: one legal-actions function per phase.

Each reads the match and changes nothing; `Match.legal` calls the one of
the current phase (`legal_<phase>`) and caches its answer per state.
`PHASE_ACTIONS` names the action types each phase allows, which the
match's refusals quote. (The house-rule switches are `house_rules`.)
"""

from ..cards import INDEX
from .melds import deadwood_points

PHASE_ACTIONS = {
    "upcard": ("take", "pass"),
    "draw": ("draw",),
    "discard": ("discard", "knock", "big_gin"),
}


def legal_upcard(m):
    return [{"type": "take"}, {"type": "pass"}]


def legal_draw(m):
    out = [{"type": "draw", "from": "stock"}]
    if not m.pile_closed and m.discard:
        out.append({"type": "draw", "from": "discard"})
    return out


def legal_discard(m):
    """Every discard but the card just taken from the pile, then every knock
    whose deadwood is within the round's limit, then big gin if it is on."""
    hand = m.hands[m.to_act]
    out = []
    for card in sorted(hand, key=INDEX.get):
        if card == m.just_drew:
            continue
        out.append({"type": "discard", "card": card})
    for card in sorted(hand, key=INDEX.get):
        if card != m.just_drew and m.deadwood_after(card) <= m.knock_limit:
            out.append({"type": "knock", "card": card})
    if m.rules.big_gin and deadwood_points(hand) == 0:
        out.append({"type": "big_gin"})
    return out
