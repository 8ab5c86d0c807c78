"""The engine's worker runs under a Content-Security-Policy of its own.

index.html's <meta> policy never reached the worker: a worker obeys only the
headers its script came with, and it ran with none (eval, fetches anywhere).
The server sends one (tools/policy.py); in the worker's own realm eval and
new Function throw, and a fetch to another origin is refused, while the game
loads and plays (the other browser tests).
"""

from ui_helpers import game_page

PROBE = """async (other) => {
  // Out of Playwright's own evaluation first: DevTools lets the code it runs eval.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const tried = {};
  try { tried.eval = String(eval("1 + 1")); } catch (err) { tried.eval = err.name; }
  try { tried.function = String(new Function("return 2")()); } catch (err) { tried.function = err.name; }
  // no-cors: without a policy an opaque response arrives, whatever the other server says.
  try { await fetch(other, { mode: "no-cors" }); tried.fetch = "fetched"; } catch (err) { tried.fetch = err.name; }
  try { await fetch("../index.html"); tried.own = "fetched"; } catch (err) { tried.own = err.name; }
  return tried;
}"""


def test_the_engine_worker_may_not_eval_or_fetch_from_another_origin(browser, site, serve_dist):
    other = serve_dist().url.replace("127.0.0.1", "localhost")
    with game_page(browser, site) as (context, page, errors):
        [worker] = [w for w in page.workers if w.url.endswith("/js/shell/engine.worker.js")]
        assert worker.evaluate(PROBE, other) == {
            "eval": "EvalError", "function": "EvalError", "fetch": "TypeError", "own": "fetched"}
        assert not errors, errors
