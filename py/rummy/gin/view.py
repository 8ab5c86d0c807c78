"""view(match, player): the only way hidden information leaves a match.

A view holds the player's own hand, the whole discard pile, the stock's size,
the opponent's hand size, the public history and what the opponent did with
the pile; the opponent's cards appear only in the round result, once the
round is over. The stock order and the deal code of a round in play never
appear. `public_events` is the same gate for the match's events. Player
None is anyone at the table (pass-and-play, while the device is handed
over): the public view holds no hand at all.
"""

import copy

from ..cards import INDEX
from ..events import visible
from .melds import best_melds


def view(match, player):
    """Everything `player` (0 or 1) may know now, JSON-ready; `player` None:
    the public view (a spectator's, shown while a device is handed over)."""
    if player is None:
        return _public_view(match)
    _check_player(player)
    hand = sorted(match.hands[player], key=INDEX.get)
    melds, dead, points = best_melds(hand)
    in_play = match.phase not in ("round_over", "match_over")
    return {
        "you": player,
        "phase": match.phase,
        "to_act": match.to_act,
        "hand": hand,
        "discard": list(match.discard),
        "stock_count": len(match.stock),
        "opponent_hand_count": len(match.hands[1 - player]),
        "just_drew": match.just_drew if match.to_act == player and in_play else None,
        "pile_open": in_play and not match.pile_closed and bool(match.discard),
        "history": copy.deepcopy(match.history),
        "pile_history": pile_history(match.upcard, match.history),
        "opponent_took": list(match.pile_record[1 - player]["took"]),
        # What the opponent did with the pile this round (all public): cards
        # taken and still held, discards, pile tops passed over, draws made.
        "opponent": copy.deepcopy(match.pile_record[1 - player]),
        "dealer": match.dealer,
        "scores": list(match.scores),
        "target": match.target,
        "level": match.level,
        "round": match.round_no,
        "rules": match.rules.to_dict(),
        "knock_limit": match.knock_limit,
        "upcard": match.upcard,                          # the round's first upcard (public)
        "multiplier": match.rules.multiplier(match.upcard),  # 2: Oklahoma spade upcard
        "legal": match.legal(player),
        "melds": {"melds": melds, "deadwood": dead, "points": points},
        "deadwood": points,
        "discard_preview": _discard_preview(match, player, hand),
        "result": copy.deepcopy(match.result),
        "match_result": copy.deepcopy(match.match_result),
        "score_sheet": [_sheet_line(r) for r in match.round_results],
    }


def pile_history(upcard, history):
    """Every card put on the discard pile this round, bottom first (all public):
    who threw it (None: the upcard, turned from the deck) and who took it back
    up, if anyone (a card taken is no longer in `view["discard"]`)."""
    pile = [{"card": upcard, "by": None, "taken_by": None}]
    for step in history:
        if step["action"] in ("discard", "knock"):
            pile.append({"card": step["card"], "by": step["player"], "taken_by": None})
        elif step["action"] == "take" or step.get("from") == "discard":
            top = next(e for e in reversed(pile) if e["taken_by"] is None)
            top["taken_by"] = step["player"]
    return pile


def _sheet_line(result):
    """One finished round of the match as the score sheet shows it (all public)."""
    return {"round": result["round"], "kind": result["kind"], "reason": result.get("reason"),
            "knocker": result["knocker"], "winner": result["winner"], "points": result["points"],
            "multiplier": result.get("multiplier", 1), "scores": list(result["scores"])}


def _discard_preview(match, player, hand):
    """Deadwood after discarding each card, while `player` is to discard."""
    if match.phase != "discard" or match.to_act != player:
        return {}
    return {c: match.deadwood_after(c) for c in hand if c != match.just_drew}


def _public_view(match):
    """What anyone at the table may know: a seat's view with no hand and
    nothing only a seat may know (its melds, deadwood, what it just drew),
    each seat's hand size and pile record instead of "the opponent's";
    "legal" only between rounds (next_round: anyone may ask for it)."""
    # Seat 0's view with every key only a seat may know replaced: a new such
    # key must be replaced here too (tests/test_view_public.py scans for it).
    public = view(match, 0)
    public.update({
        "you": None, "hand": [], "opponent_hand_count": None, "just_drew": None,
        "opponent_took": [], "opponent": None, "melds": None, "deadwood": None,
        "discard_preview": {},
        "legal": [] if match.in_play else match.legal(match.to_act),
        # Only in the public view: both seats, by seat number.
        "hand_counts": [len(match.hands[0]), len(match.hands[1])],
        "pile_records": [copy.deepcopy(match.pile_record[s]) for s in (0, 1)],
    })
    return public


def public_events(match, player, start=0):
    """The match's events from index `start` on, as `player` may know them
    (None: as anyone may, no stock card drawn)."""
    if player is not None:
        _check_player(player)
    return visible(match.events[start:], player)


def _check_player(player):
    if isinstance(player, bool) or player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, not {player!r}")
