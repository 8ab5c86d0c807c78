"""Scripted hands that show each level's character.

Each scenario rigs a deal, plays a scripted public history through a real
Match (both seats' moves are written out), then asks the CPU (seat 1) what
it does. Comments say what the person's moves reveal.
"""

import random

import pytest

from engine_helpers import rig
from rummy.gin import Match, cpu

LEVELS = ("easy", "normal", "strong")


def scripted(p0, p1, upcard, stock_top, moves, stock_size=None, **kw):
    """A rigged Match after `moves`: [(seat, action)], actions as short strings:
    "take", "pass", "stock", "pile", "d XX" (discard), "k XX" (knock)."""
    match = rig(Match(seed=1, **kw), p0, p1, upcard, stock_top, stock_size=stock_size)
    for seat, move in moves:
        match.apply(seat, _action(move))
    return match


def _action(move):
    if move in ("take", "pass"):
        return {"type": move}
    if move in ("stock", "pile"):
        return {"type": "draw", "from": "stock" if move == "stock" else "discard"}
    kind, card = move.split()
    return {"type": {"d": "discard", "k": "knock"}[kind], "card": card}


def ask(match, level, seed=0):
    return cpu.decide(match.view(1), level, random.Random(seed))


# --- gin, always ---------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
def test_gin_is_taken_from_the_stock_draw(level):
    # CPU: 7-8-9 spades, J-Q-K diamonds, three 4s and the 2C; it draws the
    # fourth 4, so throwing the 2C leaves nothing: gin.
    match = scripted("2H 3H 9D 9H TC TH KC QH JS 5S", "7S 8S 9S JD QD KD 4C 4D 4H 2C",
                     "AS", ["6C", "4S"], [(0, "pass"), (1, "pass"), (0, "stock"), (0, "d 6C"), (1, "stock")])
    assert ask(match, level) == {"type": "knock", "card": "2C"}


@pytest.mark.parametrize("level", LEVELS)
def test_gin_is_taken_from_the_pile(level):
    # The person throws the 6S that completes 4-5-6 spades: take it, throw
    # the 2H and go gin.
    match = scripted("3H 9D 9H TH KC QH JS 6S 8D AC", "7C 8C 9C TC JD QD KD 4S 5S 2H",
                     "AS", ["2D"], [(0, "pass"), (1, "pass"), (0, "stock"), (0, "d 6S")])
    assert ask(match, level) == {"type": "draw", "from": "discard"}
    match.apply(1, ask(match, level))
    assert ask(match, level) == {"type": "knock", "card": "2H"}


@pytest.mark.parametrize("level", LEVELS)
def test_upcard_gin_is_taken(level):
    # The CPU deals; the person passes the upcard 6S, which gives the CPU gin.
    match = scripted("3H 9D 9H TH KC QH JS 8D AC 2D", "7C 8C 9C TC JD QD KD 4S 5S 2H",
                     "6S", [], [(0, "pass")])
    assert ask(match, level) == {"type": "take"}


@pytest.mark.parametrize("level", LEVELS)
def test_big_gin_is_always_taken(level):
    # Under the big-gin rule, eleven melded cards after the draw go out at once.
    match = scripted("2H 3H 9D 9H TC TH KC QH JS 6D", "7C 8C 9C JD QD KD 4S 5S 6S 7S",
                     "AS", ["2D", "8S"], [(0, "pass"), (1, "pass"), (0, "stock"), (0, "d 2D"), (1, "stock")],
                     rules={"big_gin": True})
    assert {"type": "big_gin"} in match.view(1)["legal"]
    assert ask(match, level) == {"type": "big_gin"}


# --- knocking into an undercut -----------------------------------------------------

# The person takes the upcard 6H (4-5-6 hearts) and the CPU's 9C (a set of
# nines), throws KC, QH, JS, KS — high cards first, like anyone — and then
# throws a 2D: whatever they still hold loose is worth 2 or less. Late in the
# round (6 cards left) the CPU can knock at exactly 10.
UNDERCUT = dict(
    p0="4H 5H 9D 9H TC TH TS KC QH JS", p1="7S 8S 9S JD QD KD 5C 4D AC 9C", upcard="6H",
    stock_top=["2H", "KH", "2D", "8D", "KS", "QS", "AH", "3C"],
    moves=[(0, "take"), (0, "d KC"),
           (1, "stock"), (1, "d 9C"),
           (0, "pile"), (0, "d QH"),
           (1, "stock"), (1, "d KH"),
           (0, "stock"), (0, "d JS"),
           (1, "stock"), (1, "d 8D"),
           (0, "stock"), (0, "d KS"),
           (1, "stock"), (1, "d QS"),
           (0, "stock"), (0, "d 2D"),
           (1, "stock")],
    stock_size=14)


def undercut_match():
    m = UNDERCUT
    return scripted(m["p0"], m["p1"], m["upcard"], m["stock_top"], m["moves"],
                    stock_size=m["stock_size"])


def test_undercut_scene_is_what_it_claims():
    match = undercut_match()
    view = match.view(1)
    assert {"type": "knock", "card": "5C"} in view["legal"]
    assert view["discard_preview"]["5C"] == 10
    assert view["stock_count"] == 6
    assert match.view(0)["deadwood"] == 1        # the person: 4-5-6H, 9-9-9, T-T-T, AH


def test_easy_knocks_at_ten_into_the_obvious_undercut():
    assert undercut_match().view(1)["discard_preview"]["5C"] == 10
    for seed in range(5):
        assert ask(undercut_match(), "easy", seed)["type"] == "knock"


# Mid-round (17 cards left) the CPU can knock at 8 after the person's seventh
# draw. The person has taken nothing and thrown only high cards: they hold
# the 4-8 diamond run, three nines, 3C and 6S (9 points), which nothing in
# the public history tells the CPU. Its sampled hands value a knock at about
# 10 points (in truth it would win 1); its loose cards are all low (2D 3D AC
# 2C): Normal knocks, Strong plays on for gin or an undercut.
THIN_KNOCK = dict(
    p0="KH QH JS TD JC 5D 6D 7D 9C 9D", p1="AS 2S 3S 7H 8H 9H QD KC 2C 3D", upcard="TH",
    stock_top=["8D", "4S", "9S", "5H", "4D", "AC", "JD", "KD", "TS", "QC", "3C", "JH", "6S", "2D"],
    moves=[(0, "pass"), (1, "pass"),
           (0, "stock"), (0, "d KH"), (1, "stock"), (1, "d KC"),
           (0, "stock"), (0, "d QH"), (1, "stock"), (1, "d QD"),
           (0, "stock"), (0, "d JS"), (1, "stock"), (1, "d 4S"),
           (0, "stock"), (0, "d JD"), (1, "stock"), (1, "d KD"),
           (0, "stock"), (0, "d TS"), (1, "stock"), (1, "d QC"),
           (0, "stock"), (0, "d JC"), (1, "stock"), (1, "d JH"),
           (0, "stock"), (0, "d TD"), (1, "stock")])


def thin_knock_match():
    m = THIN_KNOCK
    return scripted(m["p0"], m["p1"], m["upcard"], m["stock_top"], m["moves"])


def test_thin_knock_scene_is_what_it_claims():
    match = thin_knock_match()
    view = match.view(1)
    assert view["discard_preview"]["5H"] == 8 and {"type": "knock", "card": "5H"} in view["legal"]
    assert view["stock_count"] == 17 and view["opponent_took"] == []
    assert match.view(0)["deadwood"] == 9


def test_normal_takes_the_thin_knock():
    for seed in range(3):
        assert ask(thin_knock_match(), "normal", seed)["type"] == "knock"


def test_strong_plays_on_past_a_thin_knock_mid_round():
    for seed in range(5):
        action = ask(thin_knock_match(), "strong", seed)
        assert action["type"] == "discard", action


def test_strong_waits_for_gin_when_an_undercut_is_likely():
    for seed in range(5):
        action = ask(undercut_match(), "strong", seed)
        assert action["type"] == "discard", action


# --- not feeding the person's melds -------------------------------------------------

# The person takes the upcard 7D, then the 7C the CPU throws: they are
# collecting sevens. The CPU then holds A-2-3 spades, J-Q-K diamonds and the
# loose 7S 5C 4C 3D 2H: by points alone it would throw the 7S.
def collect_match():
    return scripted("7H 8C 9D TH JH QS KC 2C 6S 4D", "AS 2S 3S JD QD KD 7S 7C 5C 2H",
                    "7D", ["3D", "4C"],
                    [(0, "take"), (0, "d KC"),
                     (1, "stock"), (1, "d 7C"),
                     (0, "pile"), (0, "d QS"),
                     (1, "stock")])


def test_collect_scene_is_what_it_claims():
    view = collect_match().view(1)
    assert view["phase"] == "discard"
    assert set(view["opponent_took"]) == {"7D", "7C"}
    preview = view["discard_preview"]
    assert min(preview, key=preview.get) == "7S"


def test_easy_feeds_the_collected_rank():
    assert ask(collect_match(), "easy") == {"type": "discard", "card": "7S"}


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_holds_the_card_the_person_collects(level):
    for seed in range(3):
        action = ask(collect_match(), level, seed)
        assert action["type"] == "discard" and action["card"] != "7S", action
