"""One seeded 5000 Rummy match gives the same transcript in Pyodide as in CPython.

The same Python source (TRANSCRIPT_CODE) plays the first deals of a seeded
4-player match, a CPU on every seat (easy, normal, strong, strong), each
seat with its own seeded rng, and writes one JSON line per action (seat,
action, how many legal actions the view offered) and per deal end (the
result and every seat's view). It runs here under CPython and in Chromium
under Pyodide, loaded from dist/ as the engine worker loads it (the same
Pyodide, stdlib and wheel), and the two transcripts must be equal line for
line: any difference in dealing, rules, views or the CPU (a set iterated in
another order, float maths, the string hashing) shows up as the first line
that differs.
"""

import hashlib

TRANSCRIPT_CODE = """
import json, random
from rummy.five_thousand import Match, cpu

def _transcript(seed="PYODIDE-FT-1", levels=("easy", "normal", "strong", "strong"), deals=5):
    match = Match(seed=seed, players=len(levels), target=2500)
    rngs = [random.Random(f"{seed}/{seat}") for seat in range(len(levels))]
    lines = []
    while True:
        if not match.in_play:
            lines.append({"result": match.result, "views": [match.view(s) for s in range(len(levels))]})
            if match.phase == "match_over" or match.deal_no >= deals:
                break
            match.apply(0, {"type": "next_deal"})
            continue
        seat = match.to_act
        view = match.view(seat)
        action = cpu.decide(view, levels[seat], rngs[seat])
        lines.append({"seat": seat, "action": action, "legal": len(view["legal"])})
        match.apply(seat, action)
    return [json.dumps(line, sort_keys=True) for line in lines]

TRANSCRIPT = _transcript()
TRANSCRIPT
"""

# Loads Pyodide on the page as js/shell/engine.worker.js does in its worker
# (the gzipped wasm inflated as it streams, the memory snapshot in which the
# build installed the game; without one, micropip and the game's wheel), then
# runs the code and returns its last expression as JSON text.
RUN_IN_PYODIDE = """
async (code) => {
  const config = (await import("./js/shell/engine_config.js")).default;
  const { loadPyodide } = await import("./pyodide/pyodide.mjs");
  const { inflated, snapshotMemory } = await import("./js/shell/unpack.js");
  const base = new URL("./js/shell/", location.href);
  const here = (path) => new URL(path, base).href;
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const packed = config.wasm && String(input) === here(`${config.indexURL}pyodide.asm.wasm`);
    const response = await nativeFetch(packed ? here(config.wasm) : input, init);
    if (!packed) return response;
    return new Response(inflated(response.body), { headers: { "Content-Type": "application/wasm" } });
  };
  const snapshot = config.snapshot && (await nativeFetch(here(config.snapshot))).body;
  const pyodide = await loadPyodide({
    _loadSnapshot: snapshot ? snapshotMemory(snapshot) : undefined,
    indexURL: here(config.indexURL),
    stdLibURL: here(config.stdLibURL),
    lockFileContents: config.lockFileContents,
    packages: [],
    stdout: () => {},
  });
  window.fetch = nativeFetch;
  if (!config.snapshot) {
    await pyodide.loadPackage(here(config.micropipWheel), { messageCallback: () => {} });
    await pyodide.pyimport("micropip").install(here(config.gameWheel));
  }
  const result = pyodide.runPython(code);
  const lines = result.toJs();
  result.destroy();
  return { version: pyodide.runPython("import sys; sys.version.split()[0]"), lines };
}
"""


def cpython_transcript():
    namespace = {}
    exec(TRANSCRIPT_CODE, namespace)
    return namespace["TRANSCRIPT"]


def digest(lines):
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def test_cpython_transcript_covers_several_deals_and_every_level():
    lines = cpython_transcript()
    assert sum(1 for line in lines if line.startswith('{"result"')) == 5
    assert len(lines) > 60


def test_the_same_transcript_in_pyodide_as_in_cpython(page, site):
    from pages import open_blank_page
    open_blank_page(page, site.url)
    page.set_default_timeout(240_000)
    got = page.evaluate(RUN_IN_PYODIDE, TRANSCRIPT_CODE)
    assert got["version"].startswith("3.14"), got["version"]
    want = cpython_transcript()
    for i, (mine, theirs) in enumerate(zip(got["lines"], want)):
        assert mine == theirs, f"line {i} differs: Pyodide {mine[:300]} / CPython {theirs[:300]}"
    assert len(got["lines"]) == len(want)
    assert digest(got["lines"]) == digest(want)
