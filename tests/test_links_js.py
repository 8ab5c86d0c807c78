"""js/shell/links.js under Node.js: a link keeps only the values the start
screen offers (and deal codes by the engine's own format, the same as
rummy.seeding reads them), drops everything else without an error, and the
deal link it makes is the page's own address with only game and deal."""

import json
from pathlib import Path

from node_js import needs_node, node_json
from rummy import seeding

JS = Path(__file__).resolve().parent.parent / "js" / "shell" / "links.js"
OFFERED = {
    "gin": {"target": ["50", "100"], "level": ["easy", "normal", "strong"]},
    "five_thousand": {"players": ["3", "4", "5", "6", "7", "8"], "level": ["easy", "normal", "strong"],
                      "target": ["1000", "2500", "5000"]},
}
SCRIPT = """
import { dealCode, dealLink, parseLink } from %s;
const [offered, searches, codes] = %s;
console.log(JSON.stringify({
  links: searches.map(([search, current]) => parseLink(search, offered, current)),
  codes: codes.map((code) => dealCode(code)),
  link: dealLink("five_thousand", "7GHFNZSFX0", "https://example.org/games/rummy/index.html?game=gin&level=easy#top"),
}));
"""


def run(searches=(), codes=()):
    return node_json(SCRIPT % (json.dumps(JS.as_uri()), json.dumps([OFFERED, list(searches), list(codes)])))


def link(game=None, deal=None, **options):
    return {"game": game, "options": options, "deal": deal}


@needs_node
def test_each_parameter_alone_and_together():
    out = run([
        ("?game=five_thousand", "gin"),
        ("?players=6", "five_thousand"),
        ("?level=strong", "gin"),
        ("?target=50", "gin"),
        ("?deal=7ghf-nzsf-xo", "gin"),
        ("?game=five_thousand&players=8&level=easy&target=2500&deal=7GHFNZSFX0", "gin"),
        ("game=gin&target=100&level=normal", "five_thousand"),
    ])["links"]
    assert out == [
        link("five_thousand"),
        link(players="6"),
        link(level="strong"),
        link(target="50"),
        link(deal="7GHFNZSFX0"),
        link("five_thousand", "7GHFNZSFX0", players="8", level="easy", target="2500"),
        link("gin", target="100", level="normal"),
    ]


@needs_node
def test_values_not_offered_are_dropped():
    bad = "<img src=x onerror=window.__pwned=1>"
    out = run([
        ("?game=chess&level=easy", "gin"),                     # the game dropped, the level kept (for gin)
        ("?game=gin&players=4", "five_thousand"),              # Gin has no players
        ("?players=99&target=5000", "five_thousand"),
        ("?target=5000", "gin"),                               # a target of the other game
        ("?game=__proto__&level=constructor&target=toString", "gin"),
        ("?level=easy&level=strong", "gin"),                   # given twice: not given
        ("?game=GIN&level=Easy&target=+50&players=%206", "five_thousand"),
        ("?" + "&".join(f"{name}={bad}" for name in ("game", "players", "level", "target", "deal")), "gin"),
        ("?deal=7GHFNZSFX", "gin"),                            # nine characters
        ("?deal=7GHFNZSFXU", "gin"),                           # U is not in the alphabet
        ("", "gin"),
    ])["links"]
    assert out == [link(level="easy"), link("gin"), link(target="5000"), link(), link(), link(),
                   link(), link(), link(), link(), link()]


@needs_node
def test_deal_codes_read_as_the_engine_reads_them():
    typed = ["7GHFNZSFX0", "7ghf nzsf x0", " 7GHF-NZSF-XO ", "ILOABCDEFG", "7GHFNZSFX", "7GHFNZSFXU", "ÄBCDEFGHJK", ""]
    expected = []
    for text in typed:
        try:
            expected.append(seeding.normalize_code(text))
        except ValueError:
            expected.append(None)
    assert run(codes=typed)["codes"] == expected
    assert expected[0] == "7GHFNZSFX0" and expected[-1] is None


@needs_node
def test_a_deal_link_is_the_page_address_with_game_and_deal_only():
    assert run()["link"] == "https://example.org/games/rummy/index.html?game=five_thousand&deal=7GHFNZSFX0"
