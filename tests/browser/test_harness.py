"""The browser tests' own tools: the watchdog on a test's Chromium, and waiting on a page.

A test whose own Chromium hangs fails (and is rerun); it does not end the
whole run. Before the watchdog, the evaluate below waited until
pytest-timeout ended every test of the run after 600 s (CI at stop 28, in
test_update.py). And a wait on an expression that returns a promise waits
for the promise's value (Playwright's wait_for_function does not).
"""

import time

import pytest
from playwright.sync_api import Error

from pages import wait_until
from watchdog import Watchdog, profile_processes


@pytest.mark.timeout(120)
def test_a_page_that_never_answers_fails_its_test_within_the_watchdogs_time(
        launch_persistent, tmp_path, capfd):
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


def test_a_wait_on_a_promise_waits_for_its_value(page):
    assert wait_until(page, "new Promise((r) => setTimeout(() => r(7), 50))") == 7
    with pytest.raises(AssertionError, match="timed out"):
        wait_until(page, "Promise.resolve(false)", timeout=300)
    # What it replaces: wait_for_function takes the pending promise itself for a truthy value.
    page.wait_for_function("() => Promise.resolve(false)", timeout=300)


def test_a_rerun_is_summed_up_by_the_tests_own_lines_and_the_watchdogs():
    from types import SimpleNamespace

    from conftest import first_try_lines
    noise = "E   [pid=7][err] ERROR:dbus/bus.cc:405] Failed to connect to the bus\n" * 40
    report = SimpleNamespace(
        longreprtext=">       page.evaluate(UPDATE)\nE   TargetClosedError: Page.evaluate: closed\n" + noise,
        sections=[("Captured stderr call", "watchdog: the test's Chromium (p) still ran after 180 s\nother")])
    assert first_try_lines(report) == [
        ">       page.evaluate(UPDATE)", "E   TargetClosedError: Page.evaluate: closed",
        "watchdog: the test's Chromium (p) still ran after 180 s"]
