"""js/five_thousand/narration.js under Node.js: a CPU's rummy call is announced
in the move log, naming the caller, the card and the meld it went onto, in
English and Japanese (the same lines the page puts in its aria-live log);
and a CPU's pass is said too. No card the person cannot see is named: a CPU's
stock draw says only who drew."""

import json
from pathlib import Path

from node_js import needs_node, node_json

JS = Path(__file__).resolve().parent.parent / "js"
VIEW = {"melds": [{"id": 3, "owner": 1, "kind": "run", "suit": "H", "cards": []},
                  {"id": 4, "owner": 0, "kind": "set", "rank": "K", "cards": []}]}
EVENTS = [
    {"type": "discard", "player": 0, "card": "9H"},
    {"type": "rummy", "player": 2, "card": "9H", "meld": 3},
    {"type": "pass", "player": 3, "card": "QS"},
    {"type": "rummy", "player": 1, "card": "KD", "meld": 4},
    {"type": "draw", "player": 2, "from": "stock"},
]
SCRIPT = """
const { createI18n } = await import(%(i18n)s);
const { createNarrator } = await import(%(narration)s);
const { EN } = await import(%(en)s);
const { JA } = await import(%(ja)s);
const out = {};
for (const lang of ["en", "ja"]) {
  const i18n = createI18n(lang);
  i18n.addGame("five_thousand", { en: EN, ja: JA }, { en: [], ja: [] });
  out[lang] = createNarrator(i18n).lines(%(events)s, %(view)s);
}
console.log(JSON.stringify(out));
"""


def lines():
    uri = lambda *p: json.dumps(JS.joinpath(*p).as_uri())   # noqa: E731
    code = SCRIPT % {"i18n": uri("shell", "i18n.js"), "narration": uri("five_thousand", "narration.js"),
                     "en": uri("five_thousand", "strings_en.js"), "ja": uri("five_thousand", "strings_ja.js"),
                     "events": json.dumps(EVENTS), "view": json.dumps(VIEW)}
    return node_json(code)


@needs_node
def test_a_cpu_rummy_call_is_announced_with_the_caller_the_card_and_the_meld():
    said = lines()
    en, ja = said["en"], said["ja"]
    assert len(en) == len(ja) == len(EVENTS)
    assert en[1].startswith("Rummy!") and "CPU 2" in en[1] and "9" in en[1] and "heart" in en[1].lower()
    assert "CPU 1" in en[1] and "run" in en[1]               # onto CPU 1's run of hearts
    assert "CPU 3" in en[2] and "queen" in en[2].lower()      # a CPU's pass is said
    assert en[3].endswith("onto your set of kings.")         # a call onto the person's own set
    assert ja[1].startswith("ラミー！") and "CPU 2" in ja[1] and "ハート" in ja[1]
    assert not any(ch.isascii() and ch.isalpha() and ch not in "CPU" for ch in ja[1].replace("CPU", ""))
    assert "9" not in en[4] and "heart" not in en[4].lower()  # a CPU's stock draw names no card
