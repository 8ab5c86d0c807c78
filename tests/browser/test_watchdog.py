"""A test whose own Chromium hangs fails (and is rerun); it does not end the whole run.

Before the watchdog, the evaluate below waited until pytest-timeout ended
every test of the run after 600 s (CI at stop 28, in test_update.py).
"""

import time

import pytest
from playwright.sync_api import Error

from watchdog import Watchdog, profile_processes


@pytest.mark.timeout(120)
def test_a_page_that_never_answers_fails_its_test_within_the_watchdogs_time(launch_persistent, tmp_path, capfd):
    context = launch_persistent(tmp_path / "hung", watchdog=3)
    page = context.new_page()
    assert profile_processes(tmp_path / "hung")          # the watchdog can find its Chromium
    started = time.monotonic()
    with pytest.raises(Error, match="closed"):
        page.evaluate("new Promise(() => {})")            # never settles
    assert time.monotonic() - started < 60
    assert "watchdog: the test's Chromium" in capfd.readouterr().err


def test_a_cancelled_watchdog_kills_nothing(tmp_path):
    dog = Watchdog(tmp_path / "calm", seconds=0.3)
    dog.cancel()
    time.sleep(0.6)
    assert not dog.fired
