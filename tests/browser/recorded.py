"""The game's page with its worker traffic recorded, and its save in localStorage.

For the resilience and turn tests (test_resilience.py, test_faults.py,
test_turn_race.py): RECORD keeps every request sent, every reply received, the
workers themselves and CSP violations on the page, so "the full view" is the
engine's own view(0) as the page received it, compared before and after; it
can hold back the requests of chosen ops (`window.__hold`) until released,
and send a tap (`__staleOnce`) or CPU moves (`__staleCpu`, a count) on an old state.
"""

import json

from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from rummy.melds import deadwood_after_discard

from ui_helpers import TIMEOUT, hand_cards, root, start_match, tid, wait_settled

IN_PLAY = ("upcard", "draw", "discard")
SAVE = "rummy:gin:save"
STATS = "rummy:gin:stats"
ASIDE = "rummy:gin:save-aside:"

RECORD = """
(() => {
  try {   // quicker CPU turns (250 ms pauses) unless a test set its own settings
    if (!localStorage.getItem("rummy:settings")) localStorage.setItem("rummy:settings", '{"speed": "fast"}');
  } catch {}
  const Native = window.Worker;
  window.__sent = [];
  window.__replies = [];
  window.__workers = [];
  window.__hold = [];          // ops whose requests are kept back from the worker
  window.__held = [];          // their messages, in order, until window.__release(op)
  window.__csp = [];
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      window.__workers.push(this);
      this.addEventListener("message", (event) => {
        if (event.data && event.data.type === "reply") window.__replies.push(JSON.parse(event.data.text));
      });
    }
    postMessage(message, ...rest) {
      let request = null;
      try { request = JSON.parse(message); } catch {}
      if (request) window.__sent.push(request);
      const staleTap = request && request.op === "act" && window.__staleOnce;       // a tap made on an old view
      const staleCpu = request && request.op === "cpu" && window.__staleCpu > 0;  // CPU moves the engine refuses
      if (staleTap || staleCpu) {
        if (staleTap) window.__staleOnce = false;
        else window.__staleCpu -= 1;
        request.state -= 1;
        message = JSON.stringify(request);
      }
      if (request && window.__hold.includes(request.op)) {   // e.g. a CPU move left pending
        window.__held.push(message);
        return undefined;
      }
      return super.postMessage(message, ...rest);
    }
  };
  window.__release = (op) => {   // held requests of `op` go to the newest worker now
    const keep = [];
    for (const message of window.__held) {
      if (JSON.parse(message).op === op) Native.prototype.postMessage.call(window.__workers.at(-1), message);
      else keep.push(message);
    }
    window.__held = keep;
  };
  document.addEventListener("securitypolicyviolation", (event) =>
    window.__csp.push(`${event.violatedDirective} ${event.blockedURI}`));
})();
"""

LAST_VIEW = "window.__replies.filter((r) => r.ok && r.view).at(-1).view"
SAVED = """
() => {
  const raw = localStorage.getItem("rummy:gin:save");
  const last = window.__replies.filter((r) => r.save).at(-1);
  const answered = window.__sent.length - window.__held.length === window.__replies.length;
  return Boolean(raw && last && answered) && JSON.stringify(JSON.parse(raw).match) === JSON.stringify(last.save);
}
"""
ACTS = "window.__sent.filter((r) => r.op === 'act').map((r) => r.action)"
# What the page received of saves: every reply that changed the match carries
# its save (protocol 2), sealed; the page never asks for one apart.
SAVES_SEEN = """
() => ({
  requests: window.__sent.filter((r) => r.op === "save").length,
  carried: window.__replies.filter((r) => r.save).length,
  unsealed: window.__replies.filter((r) => r.save && Object.keys(r.save).sort().join() !== "sealed,version").length,
  changes: window.__replies.filter((r) => r.ok && ["new_match", "act", "cpu", "load"].includes(
    (window.__sent.find((q) => q.id === r.id) || {}).op)).length,
})
"""


def wait_saved(page):
    """Until the stored save is the engine's latest and no request is unanswered."""
    page.wait_for_function(SAVED, timeout=TIMEOUT)


def stored(page, key=SAVE):
    raw = page.evaluate("(key) => localStorage.getItem(key)", key)
    return None if raw is None else json.loads(raw)


def asides(page):
    return page.evaluate(f"Object.keys(localStorage).filter((k) => k.startsWith('{ASIDE}')).sort()")


def table(page):
    """What the table shows, read from the DOM."""
    return {
        "hand": hand_cards(page),
        "discard": page.get_attribute(tid("discard-top"), "data-card"),
        "scores": [page.inner_text(tid("score-you")), page.inner_text(tid("score-cpu"))],
        "deadwood": page.inner_text(tid("deadwood")),
        "phase": root(page, "phase"),
        "to_act": root(page, "toAct"),
        "took": page.inner_text(tid("cpu-took")),
    }


def reload_ready(page):
    page.reload()
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)


# Until the page is at its table, or on the start screen with no saved match coming back.
SETTLED_SCREEN = """() => {
    const d = document.documentElement.dataset;
    return d.screen === 'table' || (d.ready === 'true' && d.resuming === undefined);
}"""


def come_back(page):
    """After a load: until a saved match has come back to its table by itself (issue 57),
    or the page stays on the start screen (no save, another tab plays, a bad save
    set aside); the screen shown."""
    page.wait_for_function(SETTLED_SCREEN, timeout=TIMEOUT)
    return root(page, "screen")


def resume(page):
    """The saved match on the table: back by itself after a reload, else by Resume."""
    if come_back(page) != "table":
        page.click("#resume")
    page.wait_for_selector("html[data-screen='table']", timeout=TIMEOUT)
    return wait_settled(page)


def to_discard(page):
    """Play until the person is to discard (passing the upcard, drawing from the stock).

    On the tests' calm deal (ui_helpers.CALM_DEAL, start_match's default) the
    CPU cannot go out first; on another deal it may (it takes the upcard and
    knocks): then the next round is dealt.
    """
    for _ in range(20):
        phase = wait_settled(page)
        if phase == "discard":
            page.wait_for_selector(f"{tid('hand')} .card:nth-child(11)")
            return
        target = {"upcard": "pass", "draw": "stock", "round_over": "next-round"}.get(phase)
        if target is None:
            raise AssertionError(f"the match ended before the person came to discard: {phase}")
        try:
            page.click(tid(target))
        except PlaywrightTimeoutError as exc:   # say what the page had
            raise AssertionError(f"{exc}\npage: {json.dumps(page.evaluate(PAGE_STATE), indent=1)}") from None
    raise AssertionError("the person never came to discard")


PAGE_STATE = """() => ({
  root: {...document.documentElement.dataset},
  stock: document.querySelector('[data-testid=stock]').outerHTML.slice(0, 300),
  sent: window.__sent.slice(-6),
  replies: window.__replies.slice(-6).map((r) => ({ id: r.id, ok: r.ok, state: r.state, error: r.error,
    phase: r.view && r.view.phase, to_act: r.view && r.view.to_act, legal: r.view && r.view.legal })),
})"""


def saved_at_discard(page):
    """Start a match (to 50, easy), play to the person's discard, and wait until it is saved."""
    start_match(page, target=50, level="easy")
    to_discard(page)
    wait_saved(page)


def discard_best(page, taps=2):
    card = deadwood_after_discard(hand_cards(page))[1][0]
    page.click(f"{tid('hand')} [data-card='{card}']", click_count=taps)
    return card


def envelope(page, match, **extra):
    """The text the page stores for `match`, with its checksum (js/save.js)."""
    return page.evaluate("""async ([match, extra]) => {
        const { checksum } = await import("./js/shell/save.js");
        return JSON.stringify({ schema: 1, sum: checksum(JSON.stringify(match)), saved: 0, match, ...extra });
    }""", [match, extra])


def put(page, key, raw):
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, raw])


def notice_key(page):
    page.wait_for_selector(f"{tid('notice')}:not([hidden])", timeout=TIMEOUT)
    return page.get_attribute(tid("notice"), "data-key")
