"""The help's card pictures under Node.js (js/shell/help_cards.js): every
picture row of both games' help text, in both languages, reads as cards and
captions, the two languages show the same cards, and a marker that is no
card is refused with an error naming it (a typo must not draw a wrong
picture)."""

import json
from pathlib import Path

import pytest
from node_js import needs_node, node_json

JS = Path(__file__).resolve().parent.parent / "js"
HELPS = sorted(JS.glob("*/help_text.js"))

ROWS = """
const { isPictureRow, parsePictureRow } = await import(%s);
const { HELP } = await import(%s);
const out = {};
for (const lang of ["en", "ja"]) {
  out[lang] = HELP[lang].map(([heading, paragraphs]) => paragraphs.filter(isPictureRow).map(parsePictureRow));
}
console.log(JSON.stringify(out));
"""

REFUSED = """
const { parsePictureRow } = await import(%s);
const out = [];
for (const text of %s) {
  try { parsePictureRow(text); out.push(null); } catch (e) { out.push(e.message); }
}
console.log(JSON.stringify(out));
"""


def uri(path):
    return json.dumps(path.as_uri())


@needs_node
@pytest.mark.parametrize("help_file", HELPS, ids=lambda p: p.parent.name)
def test_every_picture_row_reads_and_both_languages_show_the_same_cards(help_file):
    rows = node_json(ROWS % (uri(JS / "shell" / "help_cards.js"), uri(help_file)))
    cards = {lang: [[[[c["code"] for c in g["cards"]] for g in row] for row in section] for section in sections]
             for lang, sections in rows.items()}
    assert cards["en"] == cards["ja"]
    assert sum(len(section) for section in rows["en"]) >= 2
    for sections in rows.values():
        for section in sections:
            for row in section:
                assert all(group["caption"] for group in row), row


@needs_node
def test_a_wild_card_and_a_laid_off_card_read_as_such():
    code = ROWS.replace("const { HELP } = await import(%s);",
                        'const HELP = { en: [["x", ["[[7H 5S=8H 9H +TH | a]] [[KH 5C* | b]]"]]], ja: [] };')
    rows = node_json(code % uri(JS / "shell" / "help_cards.js"))
    first, second = rows["en"][0][0]
    assert first["cards"][1] == {"code": "5S", "laidOff": False, "wild": True, "as": "8H"}
    assert first["cards"][3] == {"code": "TH", "laidOff": True, "wild": False, "as": None}
    assert second["cards"][1]["wild"] and second["caption"] == "b"


@needs_node
def test_a_marker_that_is_no_card_is_refused_with_its_name():
    bad = ["[[7H 8H 1H | a run]]", "[[7H 8H 9H | a | b]]", "[[7H 8H 9H | a run]] and words",
           "[[ | nothing]]", "[[5S=8X | wild]]"]
    said = node_json(REFUSED % (uri(JS / "shell" / "help_cards.js"), json.dumps(bad)))
    assert all(said), said
    assert '"1H" is no card' in said[0]
    assert 'more than one "|"' in said[1]
    assert '"and words"' in said[2]
    assert "no cards" in said[3]
    assert '"5S=8X" is no card' in said[4]
