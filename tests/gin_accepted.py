"""What an accepted Gin action must have been and done, worked out from the
rules (docs/rules-gin.md) rather than from the engine's own legal list alone.

`before(m)` takes the little a check needs; `check_accepted(seen, m, player)`
is called right after `m.apply(player, action)` succeeded and asserts that
the action (as the log holds it) was in the legal list and that its effect
is what that action means: a discarded card left the hand for the top of
the pile, a card just taken from the pile was not thrown back, a knock left
no more deadwood than the round's limit, a round's bonus and multiplier are
the house rules'. Shared by tests/test_illegal.py, tests/fuzz_driver.py and
tests/test_house_rules.py.
"""

from rummy.melds import deadwood_points

BIG_GIN_BONUS = 31   # docs/rules-gin.md's figure, not the engine's constant


def card_value(card):
    """docs/rules-gin.md's count: ace 1, two to nine their pips, ten and faces 10."""
    return {"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}.get(card[0]) or int(card[0])


def knock_limit(rules, upcard):
    """The most deadwood a knock may leave (docs/rules-gin.md: straight gin 0;
    Oklahoma the upcard's value, an ace meaning gin only; else 10)."""
    if rules.straight:
        return 0
    if rules.oklahoma:
        return 0 if upcard[0] == "A" else card_value(upcard)
    return 10


def before(m):
    """What check_accepted compares against, taken before the action."""
    return {"phase": m.phase, "hands": [list(h) for h in m.hands], "stock": list(m.stock),
            "discard": list(m.discard), "just_drew": m.just_drew, "pile_closed": m.pile_closed,
            "upcard": m.upcard, "dealer": m.dealer, "scores": list(m.scores), "round_no": m.round_no,
            "log": len(m.log), "legal": [m.legal(p) for p in (0, 1)]}


def check_accepted(seen, m, player):
    """Assert that the action just applied for `player` was legal and did what it means."""
    assert len(m.log) == seen["log"] + 1, "an accepted action is logged once"
    logged, act = m.log[-1]
    assert logged == player
    assert act in seen["legal"][player], f"accepted {act} is not in the legal list {seen['legal'][player]}"
    kind, hand, now = act["type"], seen["hands"][player], m.hands[player]
    phase = seen["phase"]
    assert kind in {"upcard": ("take", "pass"), "draw": ("draw",), "discard": ("discard", "knock", "big_gin"),
                    "round_over": ("next_round",), "match_over": ()}[phase], (kind, phase)
    if kind in ("take", "draw") and act.get("from") != "stock":
        assert not (kind == "draw" and seen["pile_closed"]), "the passed upcard was drawn"
        card = seen["discard"][-1]
        assert sorted(now) == sorted(hand + [card]) and m.discard == seen["discard"][:-1]
        assert m.just_drew == card
    elif kind == "draw":
        card = seen["stock"][-1]
        assert sorted(now) == sorted(hand + [card]) and m.stock == seen["stock"][:-1]
        assert m.discard == seen["discard"] and m.just_drew is None
    elif kind == "pass":
        assert m.hands == seen["hands"] and m.discard == seen["discard"] and m.stock == seen["stock"]
    elif kind in ("discard", "knock"):
        card = act["card"]
        assert card in hand and card != seen["just_drew"], f"{kind} {card}: not held, or just taken"
        rest = [c for c in hand if c != card]
        assert sorted(now) == sorted(rest) and m.discard == seen["discard"] + [card]
        if kind == "knock":
            deadwood = deadwood_points(rest)
            assert deadwood <= knock_limit(m.rules, seen["upcard"]), f"knock {card}: {deadwood} deadwood"
            assert (m.result["kind"] == "gin") == (deadwood == 0), m.result["kind"]
            check_round_result(seen, m, player)
    elif kind == "big_gin":
        assert m.rules.big_gin and len(hand) == 11 and deadwood_points(hand) == 0
        assert m.result["kind"] == "big_gin" and m.hands[player] == hand
        check_round_result(seen, m, player)
    else:
        assert m.round_no == seen["round_no"] + 1 and m.phase == "upcard"


def check_round_result(seen, m, knocker):
    """The round a knock ended: bonus, multiplier, scores and next dealer as the house rules say."""
    r, rules = m.result, m.rules
    assert r["knocker"] == knocker and m.phase in ("round_over", "match_over")
    multiplier = 2 if rules.oklahoma and seen["upcard"][1] == "S" else 1
    bonus = {"gin": rules.gin_bonus, "big_gin": BIG_GIN_BONUS, "undercut": rules.undercut_bonus,
             "knock": 0}[r["kind"]]
    assert (r["multiplier"], r["bonus"]) == (multiplier, bonus * multiplier), r
    winner = r["winner"]
    assert winner == (1 - knocker if r["kind"] == "undercut" else knocker)
    scores = list(seen["scores"])
    scores[winner] += r["points"]
    assert m.scores == scores
    dealer = {"loser": 1 - winner, "winner": winner, "alternate": 1 - seen["dealer"]}[rules.next_dealer]
    assert m.dealer == dealer, (rules.next_dealer, winner, seen["dealer"], m.dealer)
