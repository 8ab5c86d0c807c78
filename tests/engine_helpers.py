"""Helpers for engine tests: rigged deals and a simple random policy."""

import random

from rummy.cards import DECK, parse_cards
from rummy.gin import Match


def rig(match, p0, p1, upcard, stock_top=(), stock_size=None):
    """Replace the current deal: hands, upcard and the next stock cards.

    `stock_top` lists the next cards drawn from the stock, first drawn first;
    the rest of the deck fills the stock below them (or `stock_size` cards).
    """
    h0, h1, top = parse_cards(p0), parse_cards(p1), parse_cards(stock_top)
    up = parse_cards(upcard)[0]
    used = h0 + h1 + [up] + top
    assert len(set(used)) == len(used), "rigged cards repeat"
    rest = [c for c in DECK if c not in used]
    if stock_size is not None:
        rest = rest[: stock_size - len(top)]
    match.hands = [h0, h1]
    match.upcard = up
    match.discard = [up]
    match.stock = rest + list(reversed(top))    # top of the stock = end of the list
    match.knock_limit = match.rules.knock_limit(up)
    match._legal_cache, match._after_cache = None, (None, {})   # the deal changed under them
    return match


def rigged(p0, p1, upcard, stock_top=(), **kw):
    kw.setdefault("seed", 1)
    return rig(Match(**kw), p0, p1, upcard, stock_top)


def random_action(match, rng, knock_bias=0.7, greed=0.8):
    """A legal action for the player to act: random, but mostly discarding the
    card that leaves least deadwood and mostly knocking, so rounds end."""
    player = match.to_act
    legal = match.legal(player)
    knocks = [a for a in legal if a["type"] in ("knock", "big_gin")]
    if knocks and rng.random() < knock_bias:
        return player, rng.choice(knocks)
    plain = [a for a in legal if a["type"] not in ("knock", "big_gin")] or legal
    if match.phase == "discard" and rng.random() < greed:
        return player, min(plain, key=lambda a: (match.deadwood_after(a["card"]), a["card"]))
    return player, rng.choice(plain)


def play_random_match(seed, target=50, rules=None, on_step=None, max_rounds=60):
    """Play to the end of the match (or of round `max_rounds`, for rules
    such as straight gin under which random play rarely scores)."""
    rng = random.Random(seed)
    match = Match(seed=seed, target=target, rules=rules)
    while match.phase != "match_over" and not (
            match.round_no >= max_rounds and match.phase == "round_over"):
        player, action = random_action(match, rng)
        before = {"phase": match.phase, "scores": list(match.scores)}
        match.apply(player, action)
        if on_step:
            on_step(match, before, player, action)
    return match
