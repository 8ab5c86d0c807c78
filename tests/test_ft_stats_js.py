"""js/five_thousand/stats.js under Node.js: what a finished match adds
(matches, wins, places, best deal, going out, rummy calls), an abandoned
match counts nothing, and corrupt values read as zero (or none)."""

import json
from pathlib import Path

from node_js import needs_node, node_json

JS = Path(__file__).resolve().parent.parent / "js" / "five_thousand" / "stats.js"

SCRIPT = """
import { createStats, normalize, averagePlace } from %s;
const store = new Map();
const storage = { get: (k, d) => (store.has(k) ? JSON.parse(store.get(k)) : d),
                  set: (k, v) => store.set(k, JSON.stringify(v)), remove: (k) => store.delete(k) };
const stats = createStats(storage);
const out = {};
// Match 1 at easy, 4 players, won: deals +120 (went out), -35, +300; two rummy calls.
stats.begin(false);
stats.deal({ deal: 1, out: 0, points: [120, 5, -10, 0] });
stats.rummy();
stats.deal({ deal: 2, out: 2, points: [-35, 10, 60, 0] });
stats.deal({ deal: 2, out: 2, points: [-35, 10, 60, 0] });   // told twice (a reload): counted once
stats.rummy();
stats.deal({ deal: 3, out: 1, points: [300, 80, 0, 0] });
stats.finish("easy", 0, [1085, 95, 50, 0]);
// Match 2 at easy, abandoned for a new one: never counted.
stats.begin(false);
stats.deal({ deal: 1, out: 0, points: [900, 0, 0] });
stats.rummy();
stats.begin(false);
// Match 3 at easy, 3 players, third place, resumed once midway (its tally kept).
stats.deal({ deal: 1, out: 1, points: [-50, 200, 40] });
stats.begin(true);
stats.deal({ deal: 2, out: 2, points: [10, 30, 900] });
stats.finish("easy", 2, [-40, 230, 1040]);
out.after = stats.all();
out.avg = averagePlace(out.after.levels.easy);
out.none = averagePlace(out.after.levels.normal);
out.corrupt = normalize({ levels: { easy: { played: -3, won: "x", best: 1.5 }, strong: null },
                          recent: [{ level: "easy", place: 0, players: 4 }, 7, { level: "hard", place: 1, players: 3 }] });
stats.reset();
out.reset = stats.all();
console.log(JSON.stringify(out));
"""


@needs_node
def test_finished_matches_per_level_and_corrupt_values():
    code = SCRIPT % json.dumps(JS.as_uri())
    out = node_json(code)
    easy = out["after"]["levels"]["easy"]
    assert (easy["played"], easy["won"], easy["places"]) == (2, 1, 1 + 3)
    assert (easy["best"], easy["outs"], easy["rummies"]) == (300, 1, 2)
    assert out["avg"] == "2.0" and out["none"] == "–"
    # The margin: the person's total less the best other total.
    assert out["after"]["recent"] == [{"level": "easy", "place": 1, "players": 4, "margin": 990},
                                      {"level": "easy", "place": 3, "players": 3, "margin": -1080}]
    assert out["after"]["levels"]["normal"] == {"played": 0, "won": 0, "places": 0, "outs": 0, "rummies": 0, "best": None}
    corrupt = out["corrupt"]["levels"]
    assert corrupt["easy"]["played"] == 0 and corrupt["easy"]["best"] is None and corrupt["strong"]["played"] == 0
    assert out["corrupt"]["recent"] == []
    assert out["reset"]["levels"]["easy"]["played"] == 0 and out["reset"]["recent"] == []
