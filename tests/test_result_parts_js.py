"""js/gin/result_view.js's points line under Node.js: every sum shown adds up,
the Oklahoma doubling inside it ("(10 + 25) × 2 = 70", never "10 + 50 = 70"
with a "× 2" apart), in English and Japanese (issue 17)."""

import json
import re
from pathlib import Path

import pytest
from node_js import needs_node, node_json

GIN = Path(__file__).resolve().parent.parent / "js" / "gin"
# Results as the engine gives them: points and bonus already multiplied.
RESULTS = [
    {"kind": "knock", "knocker_deadwood": 5, "defender_deadwood": 20, "bonus": 0, "multiplier": 1, "points": 15},
    {"kind": "knock", "knocker_deadwood": 5, "defender_deadwood": 20, "bonus": 0, "multiplier": 2, "points": 30},
    {"kind": "gin", "knocker_deadwood": 0, "defender_deadwood": 10, "bonus": 25, "multiplier": 1, "points": 35},
    {"kind": "gin", "knocker_deadwood": 0, "defender_deadwood": 10, "bonus": 50, "multiplier": 2, "points": 70},
    {"kind": "undercut", "knocker_deadwood": 8, "defender_deadwood": 5, "bonus": 25, "multiplier": 1, "points": 28},
    {"kind": "undercut", "knocker_deadwood": 8, "defender_deadwood": 5, "bonus": 40, "multiplier": 2, "points": 46},
    {"kind": "big_gin", "knocker_deadwood": 0, "defender_deadwood": 12, "bonus": 62, "multiplier": 2, "points": 86},
]
SCRIPT = """
const { pointsParts } = await import(%s);
const tables = { en: (await import(%s)).EN, ja: (await import(%s)).JA };
const out = {};
for (const [lang, table] of Object.entries(tables)) {
  const t = (key, vars) => table[key].replace(/\\{(\\w+)\\}/g, (m, k) => String(vars[k]));
  out[lang] = %s.map((r) => pointsParts(r, t));
}
console.log(JSON.stringify(out));
"""


def lines():
    code = SCRIPT % (json.dumps((GIN / "result_view.js").as_uri()), json.dumps((GIN / "strings_en.js").as_uri()),
                     json.dumps((GIN / "strings_ja.js").as_uri()), json.dumps(RESULTS))
    return node_json(code)


def adds_up(line):
    """The sum's figures and signs alone (words dropped), evaluated: left == right."""
    left, right = line.split("=")
    arithmetic = re.sub(r"[^0-9+()×−\s]", "", left).replace("×", "*").replace("−", "-")
    return eval(arithmetic) == int(right)   # only digits, + - * and brackets are left


@needs_node
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_points_line_adds_up_with_the_doubling_inside(lang):
    shown = lines()[lang]
    for result, line in zip(RESULTS, shown):
        assert adds_up(line), line
        assert ("× 2" in line) == (result["multiplier"] == 2), line
        assert line.endswith(f"= {result['points']}")
    assert shown[3].startswith("(10 + ") and "25" in shown[3]      # the gin bonus shown once, undoubled


VOID_SCRIPT = """
const { createNarrator } = await import(%s);
const out = {};
for (const [lang, path] of [["en", %s], ["ja", %s]]) {
  const table = Object.values(await import(path))[0];
  const t = (key, vars) => table[key].replace(/\\{(\\w+)\\}/g, (m, k) => String((vars || {})[k]));
  const narrator = createNarrator({ t, cardName: (c) => c });
  const event = { type: "round_over", kind: "void", winner: null, points: 0, scores: [0, 0] };
  out[lang] = ["stock", "turn_limit"].map((reason) => narrator.lines([event], { result: { kind: "void", reason } })[0]);
}
console.log(JSON.stringify(out));
"""


@needs_node
def test_a_void_round_says_why_it_ended():
    code = VOID_SCRIPT % (json.dumps((GIN / "narration.js").as_uri()), json.dumps((GIN / "strings_en.js").as_uri()),
                          json.dumps((GIN / "strings_ja.js").as_uri()))
    said = node_json(code)
    (en_stock, en_turns), (ja_stock, ja_turns) = said["en"], said["ja"]
    assert "2 cards" in en_stock and "2 cards" not in en_turns and "120" in en_turns
    assert ja_stock.startswith("引き分け") and "残り2枚" in ja_stock
    assert "残り2枚" not in ja_turns and "120" in ja_turns and "ハンド無効" in ja_turns
    assert "流局" not in ja_stock + ja_turns
