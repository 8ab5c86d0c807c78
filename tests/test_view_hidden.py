"""The view is the only exit for hidden cards: checked on the JSON text."""

import json
import random
import re

from engine_helpers import random_action
from rummy.gin import Match


def card_tokens(text):
    return set(re.findall(r'"([A2-9TJQK][SHDC])"', text))


def test_views_never_show_the_opponents_cards_or_the_stock_order():
    for seed in range(12):
        m, rng = Match(seed=f"secret-{seed}", target=50), random.Random(seed)
        for _ in range(400):
            if m.phase == "match_over":
                break
            for player in (0, 1):
                v = m.view(player)
                text = json.dumps(v)
                if m.phase in ("round_over", "match_over"):
                    continue
                seen = card_tokens(text)
                hidden = set(m.hands[1 - player]) | set(m.stock)
                # Cards of the opponent that were public (taken from the pile) may appear in history.
                public = {h["card"] for h in m.history if "card" in h}
                assert not (seen & hidden) - public, (seed, player, (seen & hidden) - public)
                assert m.deal_code not in text and m.seed not in text
                assert set(v["hand"]) == set(m.hands[player])
            m.apply(*random_action(m, rng))


def test_a_stock_draw_is_public_only_as_its_source():
    m = Match(seed=3)
    m.apply(0, {"type": "pass"})
    m.apply(1, {"type": "pass"})
    m.apply(0, {"type": "draw", "from": "stock"})
    assert m.view(1)["history"][-1] == {"player": 0, "action": "draw", "from": "stock"}
    assert m.view(1)["just_drew"] is None and m.view(1)["discard_preview"] == {}


def test_showdown_reveals_both_hands():
    m = Match(seed=3)
    rng = random.Random(0)
    while m.phase not in ("round_over", "match_over"):
        m.apply(*random_action(m, rng))
    r = m.view(0)["result"]
    shown = {c for part in ("melds", "deadwood") for seat in r[part] for c in
             (sum(seat, []) if part == "melds" else seat)}
    assert shown | {x["card"] for x in r["layoffs"]} >= set(m.hands[1]) - {x["card"] for x in r["layoffs"]}
    assert r["deal_code"] == m.deal_code
