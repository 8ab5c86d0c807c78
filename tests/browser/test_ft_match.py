"""A whole 3-player 5000 Rummy match to 1000, played by taps against easy
CPUs, as a person would: deep draws (after the page's confirmation), melds,
lay-offs and discards (ft_person.Person). After every deal the totals the
page shows (each seat's chip and the result's table) are the engine's: the
result the worker sent with that deal's end.

The first deal is a fixed one (ft_deals: "deep_draw"): the person's second
turn offers a deep draw whose target melds at once, so the match surely
holds one. The match seed is pinned too (ft_deals.pinned), so the later
deals and the CPUs' random choices are the same in every run: the whole
match is one fixed game.
"""

from ft_deals import pinned, scenario_for
from ft_person import Person, play_deal
from ft_ui import FT, draw_stock, discard, fresh_card, open_ft, shown_number, start_ft, wait_ft
from pages import RECORD_WORKER_MESSAGES, last_view
from ui_helpers import tid

MAX_DEALS = 40


def shown_result(page, players):
    cells = {}
    for key in ("melded", "hand", "points", "total"):
        # text_content: at the match's end the last deal is folded in the match-end screen.
        cells[key] = [shown_number(page.text_content(tid(f"result-{key}-{seat}"))) for seat in range(players)]
    chips = [page.inner_text(tid(f"score-{seat}")) for seat in range(players)]
    return cells, [shown_number(c) for c in chips]


def test_a_whole_three_player_match_to_1000_by_taps(browser, site):
    code, details = scenario_for("deep_draw")
    context, page, errors = open_ft(browser, site, init=RECORD_WORKER_MESSAGES + pinned())
    try:
        person = Person(page)
        assert start_ft(page, players=3, target=1000, level="easy", deal=code) == "draw"
        # The fixed first turns: stock, throw the card drawn; then the deep draw, confirmed.
        draw_stock(page)
        discard(page, fresh_card(page))
        assert wait_ft(page) == "draw"
        live = page.eval_on_selector_all(f"{FT} [data-testid=pile-card].live", "els => els.map(e => Number(e.dataset.depth))")
        assert details["count"] in live, f"the fixed deal {code} no longer offers its deep draw: {live}"
        person.draw()
        assert wait_ft(page) == "play"
        assert person.done["deep"] == 1 and page.locator(f"{FT} .ft-card.must").count() >= 1   # to be played this turn

        deals = 0
        for _ in range(MAX_DEALS):
            phase = play_deal(page, person)
            deals += 1
            result = last_view(page)["result"]
            shown, chips = shown_result(page, 3)
            assert shown == {"melded": result["melded_points"], "hand": [-p for p in result["hand_points"]],
                             "points": result["points"], "total": result["scores"]}, deals
            assert chips == result["scores"]
            if phase == "match_over":
                break
            page.click(tid("next-deal"))
        assert phase == "match_over"
        # The shell's match end: the winner, the final scores, 5000's settlement, Play again and Menu.
        assert page.is_visible(tid("match-result")) and page.is_visible(f"#match-end {tid('new-match')}")
        assert page.is_visible(tid("play-again"))
        finals = page.eval_on_selector_all("[data-testid=final-scores] li", "els => els.map(e => [Number(e.dataset.seat), Number(e.querySelector('.pts').textContent)])")
        assert sorted(finals) == [[seat, score] for seat, score in enumerate(result["scores"])]
        winner = result["winner"]
        assert max(result["scores"]) >= 1000 and result["scores"][winner] == max(result["scores"])
        text = page.inner_text("#match-end")
        assert ("You win the match!" if winner == 0 else f"CPU {winner} wins the match.") in text
        for seat, net in enumerate(result["settlement"]):
            assert shown_number(page.inner_text(tid(f"settlement-{seat}"))) == net
        for kind in ("deep", "meld", "layoff", "discard"):
            assert person.done[kind] >= 1, (kind, dict(person.done))
        # Menu (new-match): back to the start screen; the finished match is counted in the statistics.
        page.click(f"#match-end {tid('new-match')}")
        page.wait_for_selector("html[data-screen='start']")
        page.click("#start-screen [data-open=stats]")
        assert "1 won of 1" in page.inner_text("#stats-body") or "0 won of 1" in page.inner_text("#stats-body")
        assert not errors, errors
    finally:
        context.close()
