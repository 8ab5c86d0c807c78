"""js/gin/stats.js under Node.js: what a finished match adds, and corrupt values read as zero."""

import json
from pathlib import Path

from node_js import needs_node, node_json

JS = Path(__file__).resolve().parent.parent / "js" / "gin" / "stats.js"

SCRIPT = """
import { createStats, normalize } from %s;
const store = new Map();
const storage = { get: (k, d) => (store.has(k) ? JSON.parse(store.get(k)) : d),
                  set: (k, v) => store.set(k, JSON.stringify(v)), remove: (k) => store.delete(k) };
const stats = createStats(storage);
const out = {};
// Match 1 at easy, won 2-1 in rounds: a gin, an undercut received, a knock, an undercut given.
stats.begin(false);
stats.round({ round: 1, kind: "gin", knocker: 0, winner: 0, points: 40 });
stats.round({ round: 2, kind: "undercut", knocker: 0, winner: 1, points: 30 });
stats.round({ round: 3, kind: "knock", knocker: 0, winner: 0, points: 12 });
stats.round({ round: 4, kind: "undercut", knocker: 1, winner: 0, points: 27 });
stats.finish("easy", 0, [79, 30]);
// Match 2 at easy, abandoned: never counted.
stats.begin(false);
stats.round({ round: 1, kind: "gin", knocker: 0, winner: 0, points: 99 });
stats.begin(false);
// Match 3 at easy, lost.
stats.round({ round: 1, kind: "knock", knocker: 1, winner: 1, points: 100 });
stats.finish("easy", 1, [0, 100]);
out.after = stats.all();
out.corrupt = normalize({ levels: { easy: { played: -3, won: "x" }, normal: null }, recent: [{ level: "easy", margin: 1.5 }, 7] });
out.old = normalize({ levels: { easy: { played: 3, won: 2 } }, gins: 1 });
stats.reset();
out.reset = stats.all();
console.log(JSON.stringify(out));
"""


@needs_node
def test_match_totals_per_level_and_corrupt_values():
    code = SCRIPT % json.dumps(JS.as_uri())
    out = node_json(code)
    easy = out["after"]["levels"]["easy"]
    assert (easy["played"], easy["won"], easy["rounds"]) == (2, 1, 3)
    assert (easy["gins"], easy["knocks"], easy["undercutsGiven"], easy["undercutsReceived"]) == (1, 2, 1, 1)
    assert (easy["best"], easy["streak"], easy["bestStreak"]) == (40, 0, 1)
    assert out["after"]["recent"] == [{"level": "easy", "margin": 49}, {"level": "easy", "margin": -100}]
    assert out["after"]["levels"]["normal"]["played"] == 0
    assert out["corrupt"]["levels"]["easy"]["played"] == 0 and out["corrupt"]["recent"] == []
    assert (out["old"]["levels"]["easy"]["played"], out["old"]["levels"]["easy"]["won"]) == (3, 2)
    assert out["reset"]["levels"]["easy"]["played"] == 0 and out["reset"]["recent"] == []
