"""The browser tests' shared Chromiums and the pages a module keeps open on them.

- `SharedBrowser`: one Chromium for many tests, launched when first asked
  for and again after a watchdog killed it (watchdog.py). Its processes
  carry an environment mark, so the watchdog can find them all.
- `SharedPage`: a page a module's tests share (loading Python takes
  seconds), opened again on the new Chromium when its own was killed, so
  one hang fails one test and not the rest of the module too.
"""

import os
import uuid

from watchdog import MARK


class SharedBrowser:
    """One Chromium for many tests, launched when first asked for and again
    after a watchdog killed it. Its processes carry `mark` (see watchdog.MARK)."""

    def __init__(self, playwright, options):
        self.playwright, self.options = playwright, options
        self.mark = uuid.uuid4().hex
        self.browser = None

    def get(self):
        if self.browser is None or not self.browser.is_connected():
            env = {**os.environ, MARK: self.mark}
            self.browser = self.playwright.chromium.launch(**self.options, env=env)
        return self.browser

    def close(self):
        if self.browser is not None and self.browser.is_connected():
            self.browser.close()


class SharedPage:
    """What `open(browser)` returns, (context, page, ...), kept for a module's
    tests and opened again on `shared`'s new Chromium when the old one is gone.
    `get()` gives the whole tuple; its second item is the page."""

    def __init__(self, shared, open):
        self.shared, self.open = shared, open
        self.browser = self.opened = None

    def get(self):
        browser = self.shared.get()          # (a new one if the old was killed)
        if self.opened is None or browser is not self.browser or self.opened[1].is_closed():
            self.close()
            self.browser, self.opened = browser, self.open(browser)
        return self.opened

    def close(self):
        if self.opened is not None:
            try:
                self.opened[0].close()
            except Exception:       # (its Chromium was killed: nothing left to close)
                pass
            self.opened = None
