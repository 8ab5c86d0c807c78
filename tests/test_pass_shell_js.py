"""The shell's pass-and-play modules under Node.js (issue 54): the name rule is the
bridge's (js/shell/seats_names.js against py/rummy/table.py, name by name), seats are
named as the pages name them, the handoff waits for a person only when nothing public
can be done, a match of several people changes no level's statistics of either game and
counts in the table games record, and a save whose summary holds a bad name is refused."""

import json
from pathlib import Path

import pytest

from node_js import needs_node, node_json
from rummy import table

JS = Path(__file__).resolve().parent.parent / "js"


def uri(path):
    return json.dumps((JS / path).as_uri())


# Names either side of every limit: lengths in code points (an emoji is one), trimming, and
# each refused category (Cc, Cf, Cs, Zl, Zp) against characters a name may hold.
NAMES = ["Ann", "  Ann  ", "", "   ", "a" * 16, "a" * 17, " " + "b" * 16 + " ", "😀" * 16, "😀" * 17,
         "アン", "<img src=x>", "Ann\tB", "Ann\nB", "A\u202eB", "A\u200dB", "A\u2028B", "A\u2029B",
         "A\ud800B", "Ann\u0007", "Zoë", "Jean-Luc", "\u00a0Ann\u00a0", "O'Brien & co"]


def python_verdict(name):
    try:
        table.check_name(name, 0)
        return True
    except ValueError:
        return False


@needs_node
def test_the_page_refuses_exactly_the_names_the_bridge_refuses():
    code = f"""
import {{ nameProblem }} from {uri("shell/seats_names.js")};
console.log(JSON.stringify({json.dumps(NAMES)}.map((n) => nameProblem(n))));
"""
    problems = node_json(code)
    assert [p is None for p in problems] == [python_verdict(n) for n in NAMES], list(zip(NAMES, problems))
    said = dict(zip(NAMES, problems))
    assert (said[""], said["a" * 17], said["A\u202eB"], said["Ann\u0007"]) == ("empty", "long", "control", "control")


SEATS = """
import { seatName, handoffSeat, personCount } from %s;
const i18n = { t: (k, v) => ({ seatYou: "You", seatPlayer: `Player ${v && v.n}`, seatCpu: "CPU", seatCpuN: `CPU ${v && v.n}` })[k] };
const one = [{ person: true, name: "Ken" }, { person: false, name: null }, { person: false, name: null }];
const many = [{ person: true, name: null }, { person: true, name: "<b>Bo</b>" }, { person: false, name: null }, { person: true, name: "Cy" }];
const view = (to_act, legal = [], phase = "draw") => ({ to_act, legal, phase });
console.log(JSON.stringify({
  one: one.map((_, k) => seatName(one, k, i18n)),
  many: many.map((_, k) => seatName(many, k, i18n)),
  gin: [0, 1].map((k) => seatName([{ person: true, name: null }, { person: false, name: null }], k, i18n)),
  unknown: [0, 1].map((k) => seatName(null, k, i18n)),
  people: [personCount(one), personCount(many), personCount(null)],
  handoff: [
    handoffSeat({ view: view(3), viewer: null, seats: many, cpuTurn: false }),
    handoffSeat({ view: view(3), viewer: 3, seats: many, cpuTurn: false }),
    handoffSeat({ view: view(2), viewer: null, seats: many, cpuTurn: true }),
    handoffSeat({ view: view(1, [{ type: "pass" }], "rummy"), viewer: null, seats: many, cpuTurn: false }),
    handoffSeat({ view: view(1, [{ type: "next_deal" }], "deal_over"), viewer: null, seats: many, cpuTurn: false }),
    handoffSeat({ view: view(1, [], "match_over"), viewer: null, seats: many, cpuTurn: false }),
    handoffSeat({ view: view(0), viewer: 0, seats: null, cpuTurn: false }),
  ],
}));
"""


@needs_node
def test_seats_are_named_as_the_pages_name_them_and_the_handoff_waits_only_for_a_person():
    out = node_json(SEATS % uri("shell/seats_names.js"))
    assert out["one"] == ["You", "CPU 1", "CPU 2"]          # one person: "You", whatever name seat 0 was given
    assert out["many"] == ["Player 1", "<b>Bo</b>", "CPU 2", "Cy"]
    assert out["gin"] == ["You", "CPU"] and out["unknown"] == ["You", "CPU"]
    assert out["people"] == [1, 3, 1]
    # A person to act with nothing public to do: the handoff; shown already, a CPU's turn, a public
    # rummy call, the next deal, the match over, an engine without seats: none.
    assert out["handoff"] == [3, None, None, None, None, None, None]


STATS = """
import { createStats as gin } from %s;
import { createStats as ft } from %s;
import { noteTable, recordTableGame, tableGames, resetTableGames } from %s;
const store = new Map();
const storage = { get: (k, d) => (store.has(k) ? JSON.parse(store.get(k)) : d),
                  set: (k, v) => store.set(k, JSON.stringify(v)), remove: (k) => store.delete(k) };
const out = {};
const g = gin(storage), f = ft(storage);
// Two people at Gin: the match ends, no level changes.
noteTable(storage, "gin", 2);
g.begin(false);
g.round({ round: 1, kind: "gin", knocker: 0, winner: 0, points: 40 });
g.finish("easy", 0, [140, 30]);
recordTableGame(storage, "gin", ["Ann", "Bo"], ["Ann"]);
out.ginMany = g.all().levels.easy.played;
out.tallyGone = store.has("gin:stats-current");
// Then one person: counted as always.
noteTable(storage, "gin", 1);
g.begin(false);
g.finish("easy", 0, [100, 30]);
out.ginOne = g.all().levels.easy.played;
// 5000 with three people: no level changes.
noteTable(storage, "five_thousand", 3);
f.begin(false);
f.deal({ deal: 1, out: 0, points: [120, 5, -10, 0] });
f.finish("normal", 1, [900, 1005, 50, 0]);
out.ftMany = f.all().levels.normal.played;
recordTableGame(storage, "gin", ["Bo", "<i>Cy</i>"], ["<i>Cy</i>"]);
out.table = tableGames(storage, "gin");
store.set("gin:table-games", JSON.stringify([{ name: "Ann", played: -2, won: 9 }, { name: 7 }, null, { name: " ", played: 1 }]));
out.corrupt = tableGames(storage, "gin");
resetTableGames(storage, "gin");
out.reset = tableGames(storage, "gin");
console.log(JSON.stringify(out));
"""


@needs_node
def test_a_match_of_several_people_counts_in_the_table_games_not_in_the_levels():
    out = node_json(STATS % (uri("gin/stats.js"), uri("five_thousand/stats.js"), uri("shell/stats_store.js")))
    assert out["ginMany"] == 0 and out["ftMany"] == 0 and out["tallyGone"] is False
    assert out["ginOne"] == 1
    # Most played first; a tie keeps the one who played last first.
    assert out["table"] == [{"name": "Bo", "played": 2, "won": 0}, {"name": "<i>Cy</i>", "played": 1, "won": 1},
                            {"name": "Ann", "played": 1, "won": 1}]
    assert out["corrupt"] == [{"name": "Ann", "played": 0, "won": 0}]
    assert out["reset"] == []


SAVES = """
import { parseSave, checksum, summaryOf } from %s;
const match = { version: 1, sealed: "abc" };
const envelope = (about) => JSON.stringify({ schema: 1, sum: checksum(JSON.stringify(match)), saved: 1, match, about, recent: [] });
const seats = [{ person: true, name: "Ann" }, { person: false, name: null }, { person: true, name: null }];
const about = summaryOf({ scores: [10, 20, 30], deal: 4 }, seats);
const bad = (names) => parseSave(envelope({ ...about, names })).problem || null;
console.log(JSON.stringify({
  about,
  one: summaryOf({ scores: [1, 2], round: 3 }, [{ person: true, name: null }, { person: false, name: null }]),
  good: parseSave(envelope(about)).about,
  bad: [bad(["Ann\\u0007", null, null]), bad(["", null, null]), bad(["a".repeat(17), null, null]),
        bad(["Ann", "Cpu", null]), bad(["Ann", null]), bad(["Ann", null, 5])],
}));
"""


@needs_node
def test_a_save_names_its_players_and_one_with_a_bad_name_is_refused():
    out = node_json(SAVES % uri("shell/save.js"))
    assert out["about"] == {"scores": [10, 20, 30], "people": [True, False, True], "names": ["Ann", None, None], "deal": 4}
    assert out["one"] == {"scores": [1, 2], "round": 3}   # one person: the summary as before
    assert out["good"] == out["about"]
    assert out["bad"] == ["invalid"] * 6


if __name__ == "__main__":
    pytest.main([__file__])
