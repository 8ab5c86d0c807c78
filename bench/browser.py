"""Load and CPU timings of the game in headless Chromium (printed figures, not a test).

    python bench/browser.py [--runs 5] [--only round-trips|startup|ft] [--dist PATH] [--quick]
                            (builds dist/ first if it is missing)

Each run uses a fresh browser profile. Cold = its first visit (empty HTTP
cache, no service worker); warm = its third visit (the game: served by its
service worker; the bare floor: HTTP cache; the second visit lets the browser
write its compiled-code caches). Times are from navigation start, medians
over the runs:

- start screen usable: the start screen's level buttons are laid out and a
  frame has been painted after that;
- engine ready: the worker's `ready` message (its first view is made) reaches
  the page;
- bare floor: on the same page setup (a page starting a module worker), the
  stock npm Pyodide files, `loadPyodide()` then a first `runPython`.
- worker steps: when the worker's first message (its first progress step)
  reaches the page, then the time from each step to the next (the steps
  the worker sends: `pyodide`, `engine` when the build installed the game
  in the memory snapshot; `micropip` and `wheel` too in a --source build or
  an older one).

Each run measures the game and the bare floor, in turn (the bare floor first
on every other run), and also prints the ratio of the two cold figures of
that run, so the spread of the ratio itself shows, not only its medians.

Then matches at each CPU level through js/engine_client.js: the time of each
`cpu` request, page to page (the decision, applying it, the new view and
the JSON both ways — an upper bound of the decision itself), p50 and p99.
Bytes are what the server sent during a cold visit, the game's including
its service worker's precache (revalidations cost headers only).

5000 Rummy: the time from Start (5000 chosen, 8 players) to the first deal
shown (the table drawn with the person's hand), median over a few new
matches on a warm page; and the time of each `cpu` request with 8 players,
page to page, p50 and p99 per level (the person's seat plays the first legal
action; melds are made by the CPUs only): bench/browser_ft.py, which
`--only ft` runs alone.

Round trips: a round is played by clicks on the real page (pass, draw from
the stock, discard the least deadwood, knock when offered) and every request
the page sends its worker is counted: per action (the person's and each CPU
step) and per turn (from the person's draw to their next draw: their draw
and discard plus the CPU's whole reply). `--dist PATH` measures another
built site, e.g. an older version's, side by side: `--only round-trips`.

--quick (one run, 10 CPU requests a level, one round, one 5000 start; under
a minute) checks that every part still runs; its figures are too few to
compare.
"""

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "tests" / "browser")]

import build  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from tools.browser import launch_options  # noqa: E402
from tools.serve import Server  # noqa: E402
from pages import RECORD_WORKER_MESSAGES, open_blank_page, start_engine, wait_until  # noqa: E402
from browser_ft import (DECISIONS as CPU_DECISIONS, QUICK_DECISIONS, STARTS, TIMEOUT,  # noqa: E402
                        built, measure_ft, percentile, report_ft, served_browser)
START_SCREEN_PROBE = """
window.__startUsable = null;
(function poll() {
  const button = document.querySelector('[data-testid="level-easy"]');
  if (button && button.getBoundingClientRect().width > 0) {
    requestAnimationFrame(() => { window.__startUsable = performance.now(); });
  } else {
    requestAnimationFrame(poll);
  }
})();
"""
BARE_PAGE = """<!doctype html><title>bare Pyodide</title>
<script type="module">
  const worker = new Worker("./bare_worker.mjs", { type: "module" });
  worker.onmessage = () => { window.__bareReady = performance.now(); };
</script>"""
BARE_WORKER = """import { loadPyodide } from "./pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: new URL("./", import.meta.url).href });
postMessage(pyodide.runPython("1 + 1"));
"""
CPU_MATCHES = """
async ([level, seed, decisions]) => {
  const times = [];
  let match = 0;
  let reply = await window.engine.request("new_match", { level, seed: seed + match, target: 100 });
  for (let step = 0; times.length < decisions; step++) {
    const view = reply.view;
    if (view.phase === "match_over") {
      match += 1;
      reply = await window.engine.request("new_match", { level, seed: seed + match, target: 100 });
      continue;
    }
    if (view.to_act === 1 && view.phase !== "round_over") {
      const t0 = performance.now();
      reply = await window.engine.request("cpu", { state: reply.state });
      times.push(performance.now() - t0);
    } else {
      const legal = view.legal;
      const knock = legal.find((a) => a.type === "knock");
      reply = await window.engine.request("act", { action: knock || legal[(step * 7) % legal.length], state: reply.state });
    }
    if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  }
  return times;
}
"""


COUNT_REQUESTS = """
(() => {
  const Native = window.Worker;
  window.__sent = [];
  window.Worker = class extends Native {
    postMessage(message, ...rest) {
      try { window.__sent.push(JSON.parse(message).op); } catch {}
      return super.postMessage(message, ...rest);
    }
  };
  try { localStorage.setItem("rummy:settings", '{"speed": "fast"}'); } catch {}
  try { localStorage.setItem("gin-rummy:settings", '{"speed": "fast"}'); } catch {}
})();
"""


def measure_round_trips(browser, game, rounds=3):
    """Requests the page sends per action and per turn, over rounds played by clicks."""
    from pages import play_round
    from ui_helpers import start_match, tid
    context = browser.new_context()
    page = context.new_page()
    page.add_init_script(COUNT_REQUESTS)
    page.goto(game.url)
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    start_match(page, target=100, level="easy")
    for _ in range(rounds):
        if play_round(page) == "match_over":
            break
        page.click(tid("next-round"))
    sent = page.evaluate("window.__sent")
    # Each act or cpu request is one action; the rest exist only to serve them.
    actions = sum(op in ("act", "cpu") for op in sent)
    context.close()
    return {"requests": len(sent), "actions": actions, "by_op": {op: sent.count(op) for op in sorted(set(sent))}}


def game_visit(context, url):
    page = context.new_page()
    page.add_init_script(RECORD_WORKER_MESSAGES)
    page.add_init_script(START_SCREEN_PROBE)
    page.goto(url)
    page.wait_for_selector("html[data-ready='true']", timeout=TIMEOUT)
    wait_until(page, "window.__startUsable !== null", timeout=TIMEOUT)
    marks = page.evaluate("""window.__wire.filter((m) => m.data && (m.data.type === 'progress' || m.data.type === 'ready'))
                             .map((m) => [m.data.step || 'ready', m.t])""")
    times = dict(marks)
    names = [name for name, _ in marks]
    steps = {"first message": times[names[0]]}
    steps.update((a, times[b] - times[a]) for a, b in zip(names, names[1:]))
    return page, {"start": page.evaluate("window.__startUsable"), "ready": times["ready"], "steps": steps}


def bare_visit(context, url):
    page = context.new_page()
    page.goto(url)
    wait_until(page, "window.__bareReady !== undefined", timeout=TIMEOUT)
    ms = page.evaluate("window.__bareReady")
    page.close()
    return ms


def bare_site(tmp):
    """The stock npm Pyodide files and a two-file page, in one folder."""
    folder = tmp / "bare"
    folder.mkdir()
    stock = build.CACHE / f"pyodide-{build.PYODIDE_VERSION}"
    for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json"):
        shutil.copyfile(stock / name, folder / name)
    (folder / "index.html").write_text(BARE_PAGE)
    (folder / "bare_worker.mjs").write_text(BARE_WORKER)
    return folder


def measure_loads(playwright, game, bare, tmp, runs):
    rows = {key: [] for key in ("start_cold", "ready_cold", "start_warm", "ready_warm",
                                "bare_cold", "bare_warm", "bytes_game", "bytes_bare")}
    steps = {"cold": [], "warm": []}
    for run in range(runs):
        if run % 2:      # every other run measures the bare floor first: no side gains from going second
            measure_bare(playwright, bare, tmp, run, rows)
        context = playwright.chromium.launch_persistent_context(str(tmp / f"game{run}"), **launch_options())
        sent = game.bytes_sent
        page, cold = game_visit(context, game.url)
        wait_until(page, "navigator.serviceWorker.controller !== null", timeout=TIMEOUT)
        page.wait_for_timeout(500)   # let the precache's last revalidations finish
        rows["bytes_game"].append(game.bytes_sent - sent)
        page.close()
        game_visit(context, game.url)[0].close()   # the browser writes its code caches
        _, warm = game_visit(context, game.url)
        context.close()
        rows["start_cold"].append(cold["start"])
        rows["ready_cold"].append(cold["ready"])
        rows["start_warm"].append(warm["start"])
        rows["ready_warm"].append(warm["ready"])
        steps["cold"].append(cold["steps"])
        steps["warm"].append(warm["steps"])
        if not run % 2:
            measure_bare(playwright, bare, tmp, run, rows)
        print(f"run {run + 1}: game cold {cold['ready']:.0f} ms, warm {warm['ready']:.0f} ms;"
              f" bare cold {rows['bare_cold'][-1]:.0f} ms"
              f" (cold × bare {cold['ready'] / rows['bare_cold'][-1]:.2f}, warm × bare cold {warm['ready'] / rows['bare_cold'][-1]:.2f})", flush=True)
    medians = {key: statistics.median(values) for key, values in rows.items()}
    for kind, runs_steps in steps.items():
        medians[f"steps_{kind}"] = {name: statistics.median(r[name] for r in runs_steps if name in r)
                                    for name in runs_steps[0]}
    medians["paired_cold"] = sorted(g / b for g, b in zip(rows["ready_cold"], rows["bare_cold"]))
    medians["paired_warm"] = sorted(g / b for g, b in zip(rows["ready_warm"], rows["bare_cold"]))
    return medians


def measure_bare(playwright, bare, tmp, run, rows):
    context = playwright.chromium.launch_persistent_context(str(tmp / f"bare{run}"), **launch_options())
    sent = bare.bytes_sent
    rows["bare_cold"].append(bare_visit(context, bare.url))
    rows["bytes_bare"].append(bare.bytes_sent - sent)
    bare_visit(context, bare.url)
    rows["bare_warm"].append(bare_visit(context, bare.url))
    context.close()


def measure_cpu(browser, game, decisions):
    context = browser.new_context()
    page = context.new_page()
    open_blank_page(page, game.url)
    start_engine(page)
    times = {}
    for level in ("easy", "normal", "strong"):
        times[level] = page.evaluate(CPU_MATCHES, [level, f"BENCH{level.upper()}", decisions])
    context.close()
    return times


def report_loads(loads, runs):
    bare_cold, bare_warm = loads["bare_cold"], loads["bare_warm"]
    stock_bytes = sum((build.CACHE / f"pyodide-{build.PYODIDE_VERSION}" / n).stat().st_size for n in
                      ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                       "pyodide-lock.json"))
    print(f"\nheadless Chromium, median of {runs} fresh profiles (ms from navigation start)")
    print(f"{'':34}{'cold':>9}{'× bare':>9}{'warm':>9}{'× bare cold':>13}")
    print(f"{'bare loadPyodide → runPython':34}{bare_cold:9.0f}{1:9.2f}{bare_warm:9.0f}{bare_warm / bare_cold:13.2f}")
    print(f"{'start screen usable':34}{loads['start_cold']:9.0f}{loads['start_cold'] / bare_cold:9.2f}"
          f"{loads['start_warm']:9.0f}{loads['start_warm'] / bare_cold:13.2f}")
    print(f"{'engine ready (first view made)':34}{loads['ready_cold']:9.0f}{loads['ready_cold'] / bare_cold:9.2f}"
          f"{loads['ready_warm']:9.0f}{loads['ready_warm'] / bare_cold:13.2f}")
    print("targets: start < 0.10 × bare; ready cold ≤ 0.35 ×, warm ≤ 0.25 × the bare cold boot (issue 55)")
    paired = loads["paired_cold"]
    print(f"ready cold × bare cold of the same run, sorted: {', '.join(f'{r:.2f}' for r in paired)}"
          f" (median {statistics.median(paired):.2f})")
    paired = loads["paired_warm"]
    print(f"ready warm × bare cold of the same run, sorted: {', '.join(f'{r:.2f}' for r in paired)}"
          f" (median {statistics.median(paired):.2f})")
    for kind in ("cold", "warm"):
        steps = dict(loads[f"steps_{kind}"])
        first = steps.pop("first message")
        parts = ", ".join(f"{name} {ms:.0f}" for name, ms in steps.items())
        print(f"worker steps, {kind}: first message at {first:.0f}; ms until the next step: {parts}")
    print(f"\nbytes sent, cold visit: game {loads['bytes_game'] / 1e6:.2f} MB (incl. service-worker precache),"
          f" bare {loads['bytes_bare'] / 1e6:.2f} MB; stock core files {stock_bytes / 1e6:.2f} MB")


def report_cpu(cpu, decisions):
    print(f"\ncpu request, page → reply (decision + apply + view + JSON), {decisions} per level:")
    everything = []
    for level, times in cpu.items():
        everything += times
        print(f"  {level:7} n={len(times):4}  p50 {percentile(times, 50):6.1f} ms  p99 {percentile(times, 99):6.1f} ms"
              f"  max {max(times):6.1f} ms")
    print(f"  {'all':7} n={len(everything):4}  p50 {percentile(everything, 50):6.1f} ms"
          f"  p99 {percentile(everything, 99):6.1f} ms   (target p99 ≤ 20 ms)")


def report_round_trips(trips):
    per_action = trips["requests"] / trips["actions"]
    print(f"\nround trips, rounds played by clicks: {trips['requests']} requests for {trips['actions']} actions"
          f" ({per_action:.2f} per action; by op: {trips['by_op']})")
    print(f"  so a turn of the person (draw, discard) and the CPU's reply (draw, discard) costs {4 * per_action:.1f} requests")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dist", type=Path, default=None, help="a built site to measure (default: dist/)")
    parser.add_argument("--only", choices=["round-trips", "startup", "ft"], default=None,
                        help="startup: the load figures alone (works on an older build too); ft: 5000 Rummy's figures")
    parser.add_argument("--quick", action="store_true",
                        help="one run, 10 cpu requests a level, one round, one 5000 start (a smoke run)")
    args = parser.parse_args(argv)
    runs, decisions, rounds, starts = (1, QUICK_DECISIONS, 1, 1) if args.quick else (args.runs, CPU_DECISIONS, 3, STARTS)
    dist = built(args.dist)
    if args.only in ("ft", "round-trips"):
        with served_browser(dist) as (browser, game):
            if args.only == "ft":
                report_ft(measure_ft(browser, game, decisions, TIMEOUT, starts), decisions)
            else:
                report_round_trips(measure_round_trips(browser, game, rounds))
        return
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        tmp = Path(tmp)
        game = Server(dist).start()
        bare = Server(bare_site(tmp)).start()
        loads = measure_loads(playwright, game, bare, tmp, runs)
        if args.only == "startup":
            game.stop()
            bare.stop()
            report_loads(loads, runs)
            return
        browser = playwright.chromium.launch(**launch_options())
        cpu = measure_cpu(browser, game, decisions)
        trips = measure_round_trips(browser, game, rounds)
        ft = measure_ft(browser, game, decisions, TIMEOUT, starts)
        browser.close()
        game.stop()
        bare.stop()
    report_loads(loads, runs)
    report_cpu(cpu, decisions)
    report_round_trips(trips)
    report_ft(ft, decisions)


if __name__ == "__main__":
    main()
