"""Fixtures shared by every browser test: dist/ served, Chromium launched
(each once a session, and so once in each xdist worker: build.py's test_workers).

- `site`: dist/ served on a free port (not 8000) from a thread, for the
  whole session (`site.url`, `site.bytes_sent`).
- `serve_dist()`: a fresh server of dist/ on its own free port, for tests
  that stop it (offline) or need a second origin (iframe).
- `browser`: one Chromium for the session (Debian's, see tools/browser.py),
  launched again if a watchdog killed it (`shared_browsers`, watchdog.py);
  `real_chrome`: another that partitions storage as Chrome does;
  `context` / `page`: a fresh incognito context per test.
- `engine_page`: a blank page on the site's origin whose `window.engine` is
  a ready `createEngine()` (js/engine_client.js), with every message the page
  received from its workers recorded in `window.__wire`; one per module
  (`engine_pages`), opened again if its Chromium was killed (browsers.py).
- `launch_persistent(path, **options)`: a persistent context (service worker
  and cache tests; a fresh incognito context re-downloads the wasm), on its
  own Chromium, which a watchdog kills if the test hangs.
- Every browser test arms a watchdog on the shared Chromiums (`shared_watchdog`).
"""

import fcntl
import os
import shutil
import urllib.error
import urllib.request

import pytest
from playwright.sync_api import sync_playwright

import build
from tools.browser import launch_options, partitioned_storage_options
from tools.serve import Server

from pages import open_blank_page, start_engine, visit_under_worker
from ui_helpers import TIMEOUT, watched_page
from browsers import SharedBrowser, SharedPage
from watchdog import SECONDS as watchdog_seconds, Watchdog
from rerun_report import infrastructure_retry

DIST = build.DIST
BROWSER_TESTS = str(__import__("pathlib").Path(__file__).resolve().parent)


def pytest_collection_modifyitems(items):
    """No browser test is retried for failing: a race that passes on a second
    try is a defect. The one retry is for a Chromium that failed to start
    (rerun_report.INFRASTRUCTURE_ERRORS), and a run that used it says in its
    summary that the suite's health failed (tests/conftest.py)."""
    for item in items:
        if str(item.fspath).startswith(BROWSER_TESTS):
            item.add_marker(infrastructure_retry())


@pytest.fixture(scope="session")
def dist():
    """dist/, built first if missing (`python build.py test` builds before the
    tests; a bare pytest may not): one worker builds while the others wait."""
    build.CACHE.mkdir(exist_ok=True)
    with open(build.CACHE / "dist.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (DIST / "sw.js").exists():
            build.build()
    return DIST


@pytest.fixture(scope="session")
def serve_dist(dist):
    servers = []

    def start(host="127.0.0.1"):
        server = Server(dist, host=host).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        try:
            server.stop()
        except OSError:
            pass


@pytest.fixture(scope="session")
def site(serve_dist):
    return serve_dist()


@pytest.fixture
def site_copy(dist, tmp_path):
    """(folder, server): a copy of dist/ served on its own port, for tests
    that change the site under an open page (a new version)."""
    folder = tmp_path / "site"
    shutil.copytree(dist, folder)
    server = Server(folder).start()
    yield folder, server
    server.stop()


@pytest.fixture(scope="session")
def playwright():
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def shared_browsers(playwright):
    """The session's shared Chromiums, each launched when first asked for."""
    shared = {"plain": SharedBrowser(playwright, launch_options()),
              "partitioned": SharedBrowser(playwright, partitioned_storage_options())}
    yield shared
    for each in shared.values():
        each.close()


@pytest.fixture(autouse=True)
def shared_watchdog(shared_browsers):
    """Kills the shared Chromiums if this test still runs after watchdog.SHARED_SECONDS."""
    dogs = [Watchdog.on_mark(each.mark) for each in shared_browsers.values()]
    yield dogs
    for dog in dogs:
        dog.cancel()


@pytest.fixture
def browser(shared_browsers):
    return shared_browsers["plain"].get()


@pytest.fixture
def real_chrome(shared_browsers):
    """A browser that partitions third-party storage as Chrome does (for framed games)."""
    return shared_browsers["partitioned"].get()


@pytest.fixture
def framed_game(real_chrome, site, serve_dist):
    """The site's game framed cross-site by embed.html on another origin, ready:
    (host page, game frame, the host page's errors, the game's URL)."""
    host = serve_dist()
    game_url = site.url.replace("127.0.0.1", "localhost")
    context = real_chrome.new_context(viewport={"width": 1100, "height": 900})
    page, errors = watched_page(context)
    page.goto(f"{host.url}embed.html?game={game_url}")
    frame = page.wait_for_selector("iframe#game").content_frame()
    frame.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    yield page, frame, errors, game_url
    context.close()


@pytest.fixture
def offline_after_one_visit(serve_dist, launch_persistent):
    """A persistent profile that visited the game once (its service worker in control),
    then the server stopped and the page reloaded: (context, page, errors, url)."""
    def visit(init=None):
        server = serve_dist()
        context = launch_persistent()
        page, errors = watched_page(context)
        if init:
            page.add_init_script(init)
        visit_under_worker(page, server.url, TIMEOUT)
        server.stop()
        with pytest.raises(urllib.error.URLError):
            urllib.request.urlopen(server.url, timeout=5)
        page.reload()
        page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
        return context, page, errors, server.url
    return visit


@pytest.fixture
def context(browser):
    context = browser.new_context()
    yield context
    context.close()


@pytest.fixture
def page(context):
    return context.new_page()


@pytest.fixture
def launch_persistent(playwright, tmp_path):
    """launch(path, watchdog=seconds, **options): a persistent context on its own
    Chromium, killed by a watchdog (tests/browser/watchdog.py) if the test still
    runs `watchdog` seconds after the launch."""
    launched = []

    def launch(path=None, watchdog=watchdog_seconds, **options):
        profile = os.path.abspath(path or tmp_path / "profile")
        ctx = playwright.chromium.launch_persistent_context(profile, **launch_options(**options))
        launched.append((ctx, Watchdog.on_profile(profile, watchdog)))
        return ctx

    yield launch
    for ctx, dog in launched:
        try:
            ctx.close()
        except Exception:
            pass
        dog.cancel()


@pytest.fixture(scope="module")
def engine_pages(shared_browsers, site):
    """The module's engine page (loading Python takes seconds), opened again
    if a watchdog killed its Chromium: `engine_pages.get()[1]`."""
    def open_engine(browser):
        context = browser.new_context()
        page = context.new_page()
        open_blank_page(page, site.url)
        page.progress_steps = start_engine(page)
        return context, page
    pages = SharedPage(shared_browsers["plain"], open_engine)
    yield pages
    pages.close()


@pytest.fixture
def engine_page(engine_pages):
    return engine_pages.get()[1]
