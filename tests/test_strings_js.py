"""js/strings_en.js and js/strings_ja.js under Node.js: the same keys, the same placeholders."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

JS = Path(__file__).resolve().parent.parent / "js"
SCRIPT = """
const { EN } = await import(%s);
const { JA } = await import(%s);
console.log(JSON.stringify({ en: EN, ja: JA }));
"""


def placeholders(text):
    return sorted(set(re.findall(r"\{(\w+)\}", text)))


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_every_string_is_in_both_languages_with_the_same_placeholders():
    code = SCRIPT % (json.dumps((JS / "strings_en.js").as_uri()), json.dumps((JS / "strings_ja.js").as_uri()))
    tables = json.loads(subprocess.run(["node", "--input-type=module", "-e", code], check=True,
                                       capture_output=True, text=True).stdout)
    en, ja = tables["en"], tables["ja"]
    assert len(en) > 100
    assert sorted(en) == sorted(ja)
    mismatched = {key: (placeholders(en[key]), placeholders(ja[key])) for key in en
                  if isinstance(en[key], str) and placeholders(en[key]) != placeholders(ja[key])}
    assert mismatched == {}
    assert placeholders(en["cpuStalled"]) == ["code"]
