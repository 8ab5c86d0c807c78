"""The two game registries list the same games.

The page's registry (js/games.js: game id -> its page module) and the
engine's (py/rummy/games.py: game id -> its package) are kept by hand;
this test reads js/games.js as text and holds them in step, so a game
added on one side only fails here.
"""

import re
from pathlib import Path

from rummy import games

ROOT = Path(__file__).resolve().parent.parent
GAMES_JS = ROOT / "js" / "games.js"


def js_registry(text):
    """({game id: imported path}, default id) read from games.js' text."""
    block = re.search(r"export const GAMES\s*=\s*\{(.*?)\n\};", text, re.S)
    assert block, "js/games.js: no `export const GAMES = { ... };`"
    entries = re.findall(r'^\s*(\w+)\s*:\s*\(\)\s*=>\s*import\(\s*"([^"]+)"\s*\)', block.group(1), re.M)
    lines = [line for line in block.group(1).splitlines() if line.strip() and not line.strip().startswith("//")]
    assert len(entries) == len(lines), f"js/games.js: an entry this test cannot read in {lines}"
    default = re.search(r'export const DEFAULT_GAME\s*=\s*"(\w+)"', text)
    assert default, "js/games.js: no DEFAULT_GAME"
    return dict(entries), default.group(1)


def test_the_reader_sees_each_entry_and_the_default():
    text = ('export const GAMES = {\n  gin: () => import("./gin/index.js"),\n'
            '  toy: () => import("./toy/index.js"),\n};\n\nexport const DEFAULT_GAME = "toy";\n')
    assert js_registry(text) == ({"gin": "./gin/index.js", "toy": "./toy/index.js"}, "toy")


def test_page_and_engine_list_the_same_games():
    page, default = js_registry(GAMES_JS.read_text())
    assert sorted(page) == sorted(games.GAMES)
    assert default == games.DEFAULT


def test_each_game_has_its_page_module_and_its_package():
    page, _ = js_registry(GAMES_JS.read_text())
    for game_id, module in page.items():
        assert (GAMES_JS.parent / module).resolve().is_file(), f"{game_id}: no js module {module}"
    for game_id, game in games.GAMES.items():
        package = ROOT / "py" / Path(*game.package.split("."))
        assert game.id == game_id and (package / "__init__.py").is_file(), f"{game_id}: no package"
