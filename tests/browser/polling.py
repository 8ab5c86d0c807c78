"""Waiting on a page: one bounded poll for every browser test.

`wait_until(ui, expression)` asks a Page or Frame an expression (or a
function source) until its value is truthy, awaiting a promise, and gives
up after `timeout` ms with an AssertionError. The wait itself is
Playwright's `wait_for_function`, whose timeout is kept by Playwright's
driver, so a page that never answers cannot hold the test: a plain
`evaluate` has no timeout, and one asked while the service worker's
takeover refreshed the tab never returned (CI at stop 28). It also waits
through navigations: the question is asked again in the new document.

`wait_for_function` alone does not await a promise (a pending promise
counts as truthy, so the wait ends at once), hence the slot below: the
predicate starts the expression once, keeps its outcome on `window`, and
answers from it; a falsy value starts it again at the next poll.
"""

import itertools
import json

_ids = itertools.count()

# The predicate for wait_for_function. EXPRESSION is spliced into the source
# (a page's CSP forbids eval); an expression that is a function is called.
_PREDICATE = """() => {
  const slot = window[SLOT] || (window[SLOT] = {state: "idle"});
  if (slot.state === "idle") {
    slot.state = "asking";
    Promise.resolve()
      .then(() => { const v = (EXPRESSION); return typeof v === "function" ? v() : v; })
      .then((v) => { slot.state = "answered"; slot.value = v; },
            (e) => { slot.state = "failed"; slot.error = String((e && e.stack) || e); });
  }
  if (slot.state === "asking") return false;
  const {state, value, error} = slot;
  slot.state = "idle";
  if (state === "failed") throw new Error(error);
  return value ? {value} : false;
}"""


def wait_until(ui, expression, timeout=60_000, interval=0.05):
    """The truthy value of `expression` on `ui` (a Page or Frame), a promise
    awaited, asked every `interval` seconds; AssertionError after `timeout` ms,
    whatever the page does."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    slot = json.dumps(f"__waitUntil{next(_ids)}")
    predicate = _PREDICATE.replace("SLOT", slot).replace("EXPRESSION", expression.strip())
    try:
        handle = ui.wait_for_function(predicate, timeout=timeout, polling=max(1, round(interval * 1000)))
    except PlaywrightTimeout:
        raise AssertionError(f"timed out waiting for: {expression}") from None
    try:
        return handle.json_value()["value"]
    finally:
        handle.dispose()
