"""The string tables under Node.js: the shell's (js/shell/strings_*.js) and
each game's (js/<game>/strings_*.js) have the same keys in English and
Japanese with the same placeholders, and no key is in two tables (a game's
page adds its table to the shell's: a shared key would silently win)."""

import json
import re
from pathlib import Path

import pytest
from node_js import needs_node, node_json

JS = Path(__file__).resolve().parent.parent / "js"
FOLDERS = sorted(p.parent.name for p in JS.glob("*/strings_en.js"))
FT_START = ("ftSubtitle", "ftPlayers", "ftTarget1000", "ftTarget2500", "ftTarget5000")   # js/five_thousand/start_strings.js
SCRIPT = """
const { EN } = await import(%s);
const { JA } = await import(%s);
console.log(JSON.stringify({ en: EN, ja: JA }));
"""


def placeholders(text):
    """{Tap} and {tap} are one word (js/shell/pointer.js): only English has capitals."""
    return sorted({"tap" if name == "Tap" else name for name in re.findall(r"\{(\w+)\}", text)})


def tables(folder):
    code = SCRIPT % (json.dumps((JS / folder / "strings_en.js").as_uri()),
                     json.dumps((JS / folder / "strings_ja.js").as_uri()))
    return node_json(code)


@needs_node
@pytest.mark.parametrize("folder", FOLDERS)
def test_every_string_is_in_both_languages_with_the_same_placeholders(folder):
    found = tables(folder)
    en, ja = found["en"], found["ja"]
    assert len(en) > 40
    assert sorted(en) == sorted(ja)
    mismatched = {key: (placeholders(en[key]), placeholders(ja[key])) for key in en
                  if isinstance(en[key], str) and placeholders(en[key]) != placeholders(ja[key])}
    assert mismatched == {}


@needs_node
def test_no_key_is_in_two_tables():
    assert "shell" in FOLDERS and "gin" in FOLDERS
    keys = {folder: set(tables(folder)["en"]) for folder in FOLDERS}
    assert placeholders(tables("shell")["en"]["cpuStalled"]) == ["code"]
    for a in FOLDERS:
        for b in FOLDERS:
            if a < b:
                assert keys[a] & keys[b] == set(), (a, b)


HELPS = sorted(JS.glob("*/help_text.js"))
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ASCII_PUNCTUATION = re.compile(r"[,.:;!?]")


def japanese_texts():
    """Every Japanese string of the page: each folder's JA table, and each game's help text."""
    out = []
    for folder in FOLDERS:
        out += [(f"{folder}:{key}", text) for key, text in tables(folder)["ja"].items()]
    assert len(HELPS) >= 2
    for help_file in HELPS:
        code = f"const {{ HELP }} = await import({json.dumps(help_file.as_uri())}); console.log(JSON.stringify(HELP.ja));"
        help_ja = node_json(code)
        for heading, paragraphs in help_ja:
            out += [(f"help:{heading}", text) for text in [heading, *paragraphs]]
    return out


@needs_node
def test_japanese_strings_use_japanese_punctuation():
    """。、：！？ in Japanese sentences, never ". , : ! ?" (issue 18: "CPUのノック. CPUに16点。")."""
    mixed = {name: text for name, text in japanese_texts()
             if JAPANESE.search(text) and ASCII_PUNCTUATION.search(text)}
    assert mixed == {}


NARRATION = """
const { createI18n } = await import(%s);
const { createNarrator } = await import(%s);
const { EN } = await import(%s);
const { JA } = await import(%s);
const out = {};
for (const lang of ["en", "ja"]) {
  const i18n = createI18n(lang);
  i18n.addGame("gin", { en: EN, ja: JA }, { en: [], ja: [] });
  const narrator = createNarrator(i18n);
  const ended = (winner, knocker, kind) => narrator.lines(
    [{ type: "round_over", kind, winner, points: 27, scores: [27, 40], round: 3 }],
    { result: { knocker, winner, kind } });
  out[lang] = {
    youUndercut: ended(0, 1, "undercut"),
    cpuUndercut: ended(1, 0, "undercut"),
    cpuKnock: ended(1, 1, "knock"),
    youGin: ended(0, 0, "gin"),
    matchOver: narrator.lines([{ type: "round_over", kind: "knock", winner: 0, points: 12, scores: [52, 3] },
                               { type: "match_over", winner: 0 }], { result: { knocker: 0 } }),
  };
}
console.log(JSON.stringify(out));
"""


@needs_node
def test_round_lines_say_who_won_in_good_english_and_japanese():
    uri = lambda *parts: json.dumps(JS.joinpath(*parts).as_uri())   # noqa: E731
    code = NARRATION % (uri("shell", "i18n.js"), uri("gin", "narration.js"),
                        uri("gin", "strings_en.js"), uri("gin", "strings_ja.js"))
    said = node_json(code)
    en, ja = said["en"], said["ja"]
    assert en["youUndercut"] == ["Undercut! You win the round. You score 27. Totals: You 27 – CPU 40."]
    assert en["cpuUndercut"][0].startswith("Undercut! The CPU wins the round. The CPU scores 27.")
    assert en["cpuKnock"][0].startswith("The CPU knocked. ")
    assert en["matchOver"] == ["You knocked. You score 12. Totals: You 52 – CPU 3. You won the match!"]
    assert ja["youUndercut"] == ["アンダーカット！あなたの勝ち。あなたに27点。合計：あなた 27 – CPU 40。"]
    assert ja["cpuKnock"] == ["CPUのノック。CPUに27点。合計：あなた 27 – CPU 40。"]
    assert ja["matchOver"] == ["あなたのノック。あなたに12点。合計：あなた 52 – CPU 3。あなたの勝ちです！"]
    for lines in ja.values():
        for line in lines:
            assert not ASCII_PUNCTUATION.search(line), line


@needs_node
def test_japanese_uses_the_seeds_words():
    """Issue 17: 引き分け not 流局 (a mahjong word), アップカード not 表札 (a door
    nameplate), 手を打つ not 手を指す, 守備側, 開始画面, 難易度, ラウンド開始,
    and デッドウッド with 端数."""
    texts = japanese_texts()
    wrong = ("流局", "表札", "指せ", "守り側", "スタート画面", "対子")
    assert [(name, w) for name, text in texts for w in wrong if w in text] == []
    shell, gin = tables("shell")["ja"], tables("gin")["ja"]
    assert shell["start"] == "ラウンド開始" and shell["level"] == "難易度"
    assert (gin["target50"], gin["target100"]) == ("クイック 50点", "標準 100点")   # Gin's start strings
    assert gin["kindVoid"] == "引き分け" and "ハンド無効" in gin["voidStock"]
    assert gin["deadwoodNote"] == "端数" and "アップカード" in gin["doubled"]


@needs_node
def test_the_start_screen_knows_each_games_options_before_its_page_loads():
    """Gin's house rules and targets, and 5000's subtitle, player count and targets, are on
    the start screen before the game's page (and its tables) load: js/games.js
    START_STRINGS are merged at once."""
    code = """
const { createI18n } = await import(%s);
const out = {};
for (const lang of ["en", "ja"]) {
  const i18n = createI18n(lang);
  out[lang] = ["houseRules", "ruleOklahomaHint", "target50", "subtitle", "keysHint", %s].map((k) => i18n.t(k));
}
console.log(JSON.stringify(out));
""" % (json.dumps((JS / "shell" / "i18n.js").as_uri()), ", ".join(json.dumps(k) for k in FT_START))
    said = node_json(code)
    gin, ft = tables("gin"), tables("five_thousand")
    for lang in ("en", "ja"):
        assert said[lang][:5] == [gin[lang][k] for k in ("houseRules", "ruleOklahomaHint", "target50", "subtitle", "keysHint")]
        assert said[lang][5:] == [ft[lang][k] for k in FT_START]
    assert said["ja"][0] == "ハウスルール"
    assert said["ja"][5:] == ["3〜8人で対戦。ワイルドカード、メルド、レイオフ、ラミー宣言。", "人数", "1000点・短め", "2500点", "5000点・標準"]
