"""The move log follows a language switch: the lines already shown are said
again in the new language (js/shell/move_log.js), in Gin and in 5000 Rummy,
and the log is a live region again afterwards (it is silenced only while it
is rewritten, so a screen reader does not hear the whole log twice).
"""

import re

from ft_deals import scenario_for
from ft_ui import discard, draw_stock, fresh_card, open_ft, start_ft
from polling import wait_until
from ui_helpers import game_page, start_match, tid, wait_settled

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH = re.compile(r"\b(?:the|You|took|dealt|draws?|discards?|upcard|starts?|Deal|Round)\b")


def log_lines(page, log):
    return page.eval_on_selector_all(f"{log} p", "ps => ps.map(p => p.textContent)")


def live_again(page, log):
    wait_until(page, f"() => document.querySelector('{log}').getAttribute('aria-live') === 'polite'")


def test_gin_log_is_said_again_in_the_new_language(browser, site):
    with game_page(browser, site, locale="en-US") as (context, page, errors):
        start_match(page, target=50, level="easy")
        wait_settled(page)
        before = log_lines(page, "#log")
        assert before and all(ENGLISH.search(line) for line in before), before
        page.click(tid("lang"))
        after = log_lines(page, "#log")
        assert len(after) == len(before), (before, after)
        assert all(JAPANESE.search(line) and not ENGLISH.search(line) for line in after), after
        live_again(page, "#log")
        page.click(tid("lang"))
        assert log_lines(page, "#log") == before
        live_again(page, "#log")
        assert not errors, errors


def test_5000_log_is_said_again_in_the_new_language(browser, site):
    context, page, errors = open_ft(browser, site, locale="en-US")
    try:
        code, _ = scenario_for("rummy_prompt")
        start_ft(page, players=3, target=1000, level="easy", deal=code)
        draw_stock(page)
        discard(page, fresh_card(page))
        before = log_lines(page, "#ft-log")
        assert len(before) >= 2 and all(not JAPANESE.search(line) for line in before), before
        page.click(tid("lang"))
        after = log_lines(page, "#ft-log")
        assert len(after) == len(before), (before, after)
        assert all(JAPANESE.search(line) for line in after), after
        live_again(page, "#ft-log")
        assert not errors, errors
    finally:
        context.close()
