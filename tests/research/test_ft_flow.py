"""research/ft_flow.py, where a seat's points come from: its counts checked against the table."""

from research import ft_flow
from rummy.five_thousand.melds import card_points

DEALS = 12


def _deals(spec):
    mine, others = ft_flow.ft_strength.policy(spec), ft_flow.ft_strength.policy("normal")
    return [(i % 4, *ft_flow.played_deal(f"flow-test-{i}", i % 4, mine, others)) for i in range(DEALS)]


def test_lay_offs_counted_match_who_laid_what_on_the_table_at_the_deal_end():
    checked = 0
    for seat, f, m in _deals("strong"):
        if any(action["type"] == "rummy" for _, action in m.log):
            continue                      # a rummy call lays off without a layoff action
        melds, wild = m.view(seat)["melds"], m.view(seat)["wild"]
        mine = sum(card_points(c["card"], wild) for meld in melds if meld["owner"] == seat
                   for c in meld["cards"] if c["by"] != seat)
        theirs = sum(card_points(c["card"], wild) for meld in melds if meld["owner"] != seat
                     for c in meld["cards"] if c["by"] == seat)
        assert (f["their_laid_off_mine"], f["laid_off_theirs"]) == (mine, theirs)
        checked += mine + theirs > 0
    assert checked >= 3                   # the deals do lay off, so the check is not empty


def test_a_deal_ends_one_way_and_the_seat_points_are_melded_less_caught():
    for seat, f, m in _deals("normal"):
        assert f["out"] + f["stock_out"] == 1
        assert f["went_out"] == (m.result["out"] == seat) <= f["out"]
        assert f["points"] == f["melded"] - f["caught"] == m.result["points"][seat]
        assert f["fed_points"] >= 5 * f["fed_cards"]
        assert f["turns"] >= f["went_out"]


def test_the_figures_are_the_same_for_the_same_seed():
    assert ft_flow.flows("strong", 4, "same", "normal") == ft_flow.flows("strong", 4, "same", "normal")
    easy = ft_flow.flows("easy", 8, "same", "normal")
    assert easy["deep"] == 0 and easy["turns"] > 0            # easy never takes deep (its character)


def _fed_by_replay(m, seat):
    """(cards, points) the others took from the pile that `seat` threw there,
    read from the match log alone: the pile rebuilt as (card, thrower)."""
    wild = m.view(seat)["wild"]
    pile = [(next(e["discard"] for e in m.events if e["type"] == "deal"), None)]
    cards = points = 0
    for s, action in m.log:
        if action["type"] == "discard":
            pile.append((action["card"], s))
        elif action["type"] == "rummy":
            pile.pop()                        # the called card leaves the pile for a meld
        elif action["type"] == "draw" and action["from"] == "discard":
            taken, pile = pile[len(pile) - action["count"]:], pile[:len(pile) - action["count"]]
            for card, thrower in taken:
                if s != seat and thrower == seat:
                    cards += 1
                    points += card_points(card, wild)
    return cards, points


def test_points_fed_through_the_pile_match_a_replay_of_the_log():
    fed = 0
    for seat, f, m in _deals("normal") + _deals("strong"):
        assert (f["fed_cards"], f["fed_points"]) == _fed_by_replay(m, seat)
        fed += f["fed_cards"]
    assert fed >= 2                       # the others do take the seat's discards, so the check is not empty
