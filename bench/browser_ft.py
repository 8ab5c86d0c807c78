"""5000 Rummy's figures for bench/browser.py (`--only ft`): the time from
Start (5000 chosen, 8 players) to the first deal shown, and the time of each
`cpu` request with 8 players, page to page, per level (the person's seat
plays a simple legal action; melds are made by the CPUs only)."""

import statistics

from pages import open_blank_page, start_engine


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
  const t0 = performance.now();
  start.click();
  await new Promise((resolve) => {
    (function poll() {
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


def report_ft(ft, decisions, percentile):
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
