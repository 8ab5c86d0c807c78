"""The browser tests' own tools: the watchdog on a test's Chromium, waiting on a page, and
what a reload that did not bring an update in says.

A test whose own Chromium hangs fails (it is not rerun); it does not end the
whole run. Before the watchdog, the evaluate below waited until
pytest-timeout ended every test of the run after 600 s (CI at stop 28, in
test_update.py). A wait on a page (polling.wait_until) gives up in its own
time whatever the page does, waits through navigations, and waits for a
promise's value (Playwright's wait_for_function alone does not).
"""

import time

import pytest
from playwright.sync_api import Error

from browsers import SharedBrowser, SharedPage
from pages import reload_into_new_version, visit_under_worker
from polling import wait_until
from tools.browser import launch_options
from ui_helpers import TIMEOUT
from watchdog import Watchdog, marked_processes, profile_processes


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


@pytest.mark.timeout(120)
def test_a_hang_on_the_shared_chromium_fails_its_test_and_the_next_test_gets_a_new_one(
        shared_browsers, capfd):
    shared = shared_browsers["plain"]
    browser = shared.get()
    context = browser.new_context()
    page = context.new_page()
    assert marked_processes(shared.mark)                  # the watchdog can find it, renderers too
    Watchdog.on_mark(shared.mark, seconds=3)
    started = time.monotonic()
    with pytest.raises(Error, match="closed"):
        page.evaluate("new Promise(() => {})")            # never settles
    assert time.monotonic() - started < 20
    assert "watchdog: the shared Chromium" in capfd.readouterr().err
    assert not browser.is_connected()
    deadline = time.monotonic() + 10                      # (killed processes may take a moment to go)
    while marked_processes(shared.mark) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not marked_processes(shared.mark)
    again = shared.get()
    assert again is not browser and again.new_page().evaluate("1 + 1") == 2


def test_a_page_a_module_shares_opens_again_after_its_chromium_was_killed(playwright):
    """A module's shared page (engine_page, test_ft_table_scenes' ft) outlives a
    watchdog's kill: the module's next test gets a new page on a new Chromium."""
    shared = SharedBrowser(playwright, launch_options())
    opened = []

    def open_page(browser):
        context = browser.new_context()
        opened.append(context.new_page())
        opened[-1].evaluate("window.mine = 1")
        return context, opened[-1]
    pages = SharedPage(shared, open_page)
    try:
        first = pages.get()[1]
        assert pages.get()[1] is first                    # kept while its Chromium lives
        Watchdog.on_mark(shared.mark, seconds=0.1)
        with pytest.raises(Error, match="closed"):
            first.evaluate("new Promise(() => {})")
        again = pages.get()[1]
        assert again is not first and len(opened) == 2
        assert again.evaluate("window.mine") == 1
    finally:
        pages.close()
        shared.close()


def test_a_cancelled_watchdog_kills_nothing(tmp_path):
    dog = Watchdog.on_profile(tmp_path / "calm", seconds=0.3)
    dog.cancel()
    time.sleep(0.6)
    assert not dog.fired


def test_a_wait_on_a_promise_waits_for_its_value(page):
    assert wait_until(page, "new Promise((r) => setTimeout(() => r(7), 50))") == 7
    with pytest.raises(AssertionError, match="timed out"):
        wait_until(page, "Promise.resolve(false)", timeout=300)
    # What it replaces: wait_for_function takes the pending promise itself for a truthy value.
    page.wait_for_function("() => Promise.resolve(false)", timeout=300)


A_PAGE = "<title>a</title><script src='/go.js'></script>"
GO = "setTimeout(() => { location.href = '/b'; }, 300);"
B_PAGE = "<title>b</title>"


def two_pages(page, start="a"):
    """A page under a strict CSP (no eval) that goes on to a second one by itself
    (start="b": the second one, which stays)."""
    def answer(route):
        path = route.request.url.rsplit("/", 1)[1]
        if path == "go.js":
            return route.fulfill(body=GO, content_type="text/javascript")
        route.fulfill(body=B_PAGE if path == "b" else A_PAGE, content_type="text/html",
                      headers={"content-security-policy": "script-src 'self'"})
    page.route("http://harness.test/**", answer)
    page.goto(f"http://harness.test/{start}")


@pytest.mark.timeout(60)
def test_a_wait_gives_up_on_a_page_that_never_answers(page):
    """(A wait by polling evaluate never came back from either.)"""
    two_pages(page, start="b")
    started = time.monotonic()
    with pytest.raises(AssertionError, match="timed out"):
        wait_until(page, "new Promise(() => {})", timeout=500)
    # The page's thread busy for 5 s (for ever, and closing the page could hang too).
    page.evaluate("setTimeout(() => { const end = Date.now() + 5000; while (Date.now() < end); }, 10)")
    time.sleep(0.2)
    with pytest.raises(AssertionError, match="timed out"):
        wait_until(page, "true", timeout=500)
    assert time.monotonic() - started < 4


def test_a_wait_goes_on_through_a_navigation_under_a_strict_csp(page):
    two_pages(page)
    assert wait_until(page, "document.title === 'b'", timeout=10_000) is True
    assert page.url.endswith("/b")


def test_a_wait_takes_expressions_and_functions_and_passes_errors_on(page):
    two_pages(page)
    assert wait_until(page, "() => 5") == 5
    assert wait_until(page, "async () => [1, {a: 2}]") == [1, {"a": 2}]
    with pytest.raises(Error, match="boom"):
        wait_until(page, "(() => { throw new Error('boom'); })()", timeout=5000)
    with pytest.raises(Error, match="nope"):
        wait_until(page, "Promise.reject(new Error('nope'))", timeout=5000)


def test_a_rerun_is_summed_up_by_the_tests_own_lines_and_the_watchdogs():
    from types import SimpleNamespace

    from rerun_report import first_try_lines
    noise = "E   [pid=7][err] ERROR:dbus/bus.cc:405] Failed to connect to the bus\n" * 40
    report = SimpleNamespace(
        longreprtext=">       page.evaluate(UPDATE)\nE   TargetClosedError: Page.evaluate: closed\n" + noise,
        sections=[("Captured stderr call", "watchdog: the test's Chromium (p) still ran after 180 s\nother")])
    assert first_try_lines(report) == [
        ">       page.evaluate(UPDATE)", "E   TargetClosedError: Page.evaluate: closed",
        "watchdog: the test's Chromium (p) still ran after 180 s"]


def test_a_reload_that_brings_no_new_version_says_what_the_service_worker_saw(site_copy, launch_persistent):
    # No new version is waiting, so the reload keeps the old one: the failure
    # carries the registration and the tabs the service worker counts.
    _, server = site_copy
    context = launch_persistent()
    page = visit_under_worker(context.new_page(), server.url, TIMEOUT)
    with pytest.raises(AssertionError, match="never loaded") as failure:
        reload_into_new_version(page, 3000)
    said = str(failure.value)
    assert "'waiting': False" in said and "'active': 'activated'" in said
    assert f"'tabs seen': [['{server.url}" in said          # one tab, this one
