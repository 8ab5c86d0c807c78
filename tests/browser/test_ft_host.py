"""5000 Rummy beside the world: framed by a page on another site, the game
tells its host 5000's events (game, scores per seat); after one visit it
loads and plays offline."""

from ft_person import Person, play_deal
from ft_ui import FT, shown_number, start_ft
from polling import wait_until
from ui_helpers import QUICK, TIMEOUT, tid

# A fixed 3-player deal; with the CPUs at normal (no random choices) the
# person's and the CPUs' play, so the deal's events, are the same every run.
DEAL = "WW6B25SWZT"


def test_a_framed_game_posts_5000_events_to_its_host(framed_game):
    page, frame, errors, _ = framed_game
    frame.click("#app .tool.icon")                 # quick CPU turns: animation speed off
    frame.select_option("#set-speed", "off")
    frame.click("#settings [data-close]")
    phase = start_ft(frame, players=3, target=1000, level="normal", deal=DEAL)
    assert phase in ("draw", "play", "rummy", "rummy_discard", "deal_over", "match_over")
    assert play_deal(frame, Person(frame)) in ("deal_over", "match_over")
    wait_until(page, "window.ginEvents.some(e => e.type === 'deal_over')", timeout=TIMEOUT)
    events = page.evaluate("window.ginEvents")
    over = next(e for e in events if e["type"] == "deal_over")
    assert over["source"] == "rummy" and over["game"] == "five_thousand"
    assert len(over["scores"]) == 3 and all(isinstance(s, int) for s in over["scores"])
    assert over["deal"] == 1 and len(over["points"]) == 3 and over["kind"] in ("out", "stock_out")
    shown = [shown_number(frame.inner_text(tid(f"result-total-{seat}"))) for seat in range(3)]
    assert over["scores"] == shown
    assert not any("hand" in key or "cards" in key for e in events for key in e)   # scores, never cards
    assert not errors, errors


def test_5000_loads_and_plays_offline_after_one_visit(offline_after_one_visit):
    """The whole fixed deal, offline: every turn and the result (a shuffled deal
    once ended within the few turns this test played before, an empty hand)."""
    _, page, errors, _ = offline_after_one_visit(init=QUICK)
    assert start_ft(page, players=3, target=1000, level="normal", deal=DEAL) == "draw"
    assert page.locator(f"{FT} [data-testid=hand] .ft-card").count() == 6
    assert play_deal(page, Person(page)) == "deal_over"      # 7 turns of the person's, the CPUs' between
    assert page.is_visible("#ft-result")
    assert not errors, errors
