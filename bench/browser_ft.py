"""5000 Rummy in headless Chromium: Start to the first deal shown, and the CPU's requests.

    python bench/browser_ft.py [--decisions 300] [--starts 7] [--dist PATH] [--quick]
                               (builds dist/ first if it is missing)

The time from Start (5000 chosen, 8 players) to the first deal shown (the
table drawn with the person's hand), median over --starts new matches on a
warm page, and the time of each `cpu` request with 8 players, page to page,
p50 and p99 per level (the person's seat plays a simple legal action; melds
are made by the CPUs only). bench/browser.py prints these too, after the
Gin figures (its `--only ft` is this script). --quick (one start, 10
decisions a level) checks that the benchmark still runs.
"""

import argparse
import statistics
import sys
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py"), str(ROOT / "tests" / "browser")]

import build  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from tools.browser import launch_options  # noqa: E402
from tools.serve import Server  # noqa: E402
from pages import open_blank_page, start_engine  # noqa: E402

TIMEOUT = 120_000
DECISIONS, STARTS = 300, 7          # per level; new matches timed from Start
QUICK_DECISIONS = 10


FT_CPU_MATCHES = """
async ([level, seed, decisions]) => {
  const times = [];
  let match = 0;
  const fresh = () => window.engine.request("new_match", { game: "five_thousand", players: 8, level, seed: seed + match, target: 1000 });
  let reply = await fresh();
  for (let step = 0; times.length < decisions && step < 20000; step++) {
    const view = reply.view;
    if (view.phase === "match_over") {
      match += 1;
      reply = await fresh();
      continue;
    }
    if (reply.cpu_turn) {
      const t0 = performance.now();
      reply = await window.engine.request("cpu", { state: reply.state });
      times.push(performance.now() - t0);
    } else {
      const legal = view.legal;
      const pick = legal.find((a) => a.type === "next_deal") || legal.find((a) => a.type === "pass")
        || legal.find((a) => a.type === "draw" && a.from === "stock") || legal.find((a) => a.type === "discard")
        || legal.find((a) => a.type === "layoff") || legal[0];
      reply = await window.engine.request("act", { action: pick, state: reply.state });
    }
    if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  }
  return times;
}
"""
FT_START = """
async () => {
  const start = document.querySelector('[data-testid=start]');
  let t0 = performance.now();
  start.click();
  await new Promise((resolve) => {
    (function poll() {
      // The match left behind is still saved: the page asks before replacing it
      // (js/shell/keep_match.js); the time runs from the answer.
      const replace = document.querySelector('[data-testid=replace-confirm-yes]');
      if (replace) { t0 = performance.now(); replace.click(); }
      const shown = document.querySelector('#ft-table:not([hidden]) [data-testid=hand] .ft-card');
      if (shown) requestAnimationFrame(() => resolve());
      else requestAnimationFrame(poll);
    })();
  });
  return performance.now() - t0;
}
"""


def measure_ft(browser, game, decisions, timeout, starts=7):
    """5000 Rummy: ms from Start to the first deal shown; cpu request times with 8 players."""
    from ui_helpers import leave_match, tid
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.add_init_script("try { localStorage.setItem('rummy:settings', '{\"speed\": \"off\"}'); } catch {}")
    page.goto(game.url)
    page.wait_for_selector("html[data-ready='true']", timeout=timeout)
    page.click(tid("game-five_thousand"))
    page.click(tid("players-8"))
    shown = []
    for _ in range(starts):
        # Start is disabled until the match left behind has finished starting (its CPUs' first steps).
        page.wait_for_selector("[data-testid=start]:not([disabled])", timeout=timeout)
        shown.append(page.evaluate(FT_START))
        page.click("#app .tool.icon")
        leave_match(page)   # leaving asks first
    context.close()
    context = browser.new_context()
    page = context.new_page()
    open_blank_page(page, game.url)
    start_engine(page)
    times = {level: page.evaluate(FT_CPU_MATCHES, [level, f"FTBENCH{level.upper()}", decisions])
             for level in ("easy", "normal", "strong")}
    context.close()
    return {"start": shown, "cpu": times}


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def built(dist=None):
    """The site to measure: `dist` or dist/, which is built first when missing."""
    dist = dist or build.DIST
    if not (dist / "sw.js").exists():
        build.build()
    return dist


@contextmanager
def served_browser(dist):
    """(Chromium, a server of `dist`), both stopped afterwards."""
    with sync_playwright() as playwright:
        game = Server(dist).start()
        browser = playwright.chromium.launch(**launch_options())
        try:
            yield browser, game
        finally:
            browser.close()
            game.stop()


def report_ft(ft, decisions):
    print(f"\n5000 Rummy, 8 players: Start → first deal shown (a warm page, {len(ft['start'])} new matches):"
          f" median {statistics.median(ft['start']):.0f} ms, max {max(ft['start']):.0f} ms (the first: {ft['start'][0]:.0f} ms)")
    print(f"5000 Rummy cpu request with 8 players, page → reply, {decisions} per level:")
    everything = []
    for level, times in ft["cpu"].items():
        everything += times
        print(f"  {level:7} n={len(times):4}  p50 {percentile(times, 50):6.1f} ms  p99 {percentile(times, 99):6.1f} ms"
              f"  max {max(times):6.1f} ms")
    print(f"  {'all':7} n={len(everything):4}  p50 {percentile(everything, 50):6.1f} ms"
          f"  p99 {percentile(everything, 99):6.1f} ms   (target p99 ≤ 30 ms)")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=DECISIONS, help="cpu requests timed per level")
    parser.add_argument("--starts", type=int, default=STARTS, help="new matches timed from Start")
    parser.add_argument("--dist", type=Path, default=None, help="a built site to measure (default: dist/)")
    parser.add_argument("--quick", action="store_true", help="one start, 10 decisions a level (a smoke run)")
    args = parser.parse_args(argv)
    if args.quick:
        args.decisions, args.starts = QUICK_DECISIONS, 1
    with served_browser(built(args.dist)) as (browser, game):
        ft = measure_ft(browser, game, args.decisions, TIMEOUT, args.starts)
    report_ft(ft, args.decisions)


if __name__ == "__main__":
    main()
