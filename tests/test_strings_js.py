"""The string tables under Node.js: the shell's (js/shell/strings_*.js) and
each game's (js/<game>/strings_*.js) have the same keys in English and
Japanese with the same placeholders, and no key is in two tables (a game's
page adds its table to the shell's: a shared key would silently win)."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

JS = Path(__file__).resolve().parent.parent / "js"
FOLDERS = sorted(p.parent.name for p in JS.glob("*/strings_en.js"))
SCRIPT = """
const { EN } = await import(%s);
const { JA } = await import(%s);
console.log(JSON.stringify({ en: EN, ja: JA }));
"""


def placeholders(text):
    return sorted(set(re.findall(r"\{(\w+)\}", text)))


def tables(folder):
    code = SCRIPT % (json.dumps((JS / folder / "strings_en.js").as_uri()),
                     json.dumps((JS / folder / "strings_ja.js").as_uri()))
    return json.loads(subprocess.run(["node", "--input-type=module", "-e", code], check=True,
                                     capture_output=True, text=True).stdout)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
@pytest.mark.parametrize("folder", FOLDERS)
def test_every_string_is_in_both_languages_with_the_same_placeholders(folder):
    found = tables(folder)
    en, ja = found["en"], found["ja"]
    assert len(en) > 40
    assert sorted(en) == sorted(ja)
    mismatched = {key: (placeholders(en[key]), placeholders(ja[key])) for key in en
                  if isinstance(en[key], str) and placeholders(en[key]) != placeholders(ja[key])}
    assert mismatched == {}


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_no_key_is_in_two_tables():
    assert "shell" in FOLDERS and "gin" in FOLDERS
    keys = {folder: set(tables(folder)["en"]) for folder in FOLDERS}
    assert placeholders(tables("shell")["en"]["cpuStalled"]) == ["code"]
    for a in FOLDERS:
        for b in FOLDERS:
            if a < b:
                assert keys[a] & keys[b] == set(), (a, b)
