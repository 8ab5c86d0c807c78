"""tools/bundle.py with the pinned esbuild: what goes into the page's and the
worker's bundles, what stays apart, determinism, and a clear error."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import build
from tools import bundle, fetch, site

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def esbuild():
    return fetch.esbuild(build.CACHE, build.ESBUILD_VERSION, build.ESBUILD_INTEGRITY)


@pytest.fixture
def tree(tmp_path):
    return make_tree(tmp_path)


@pytest.fixture(scope="module")
def bundled(tmp_path_factory, esbuild):
    """(js/ of a small staged site, its bundles written, what bundle() returned)."""
    base = tmp_path_factory.mktemp("bundled")
    js = make_tree(base)
    return js, bundle.bundle(base / "cache", esbuild, js)


def make_tree(tmp_path):
    """A staged site's js/ with the shell, a game page and the worker, and
    Pyodide's loader beside it."""
    js = tmp_path / "site" / "js"
    (js / "shell").mkdir(parents=True)
    (js / "toy").mkdir()
    (tmp_path / "site" / "pyodide").mkdir()
    (tmp_path / "site" / "pyodide" / "pyodide.mjs").write_text(
        'export async function loadPyodide() { if (globalThis.never) await import("node:fs"); return "py"; }\n')
    files = {
        "main.js": 'import { takeEngine } from "./shell/boot.js";\nimport { shout } from "./shell/a.js";\n'
                   'import { GAMES } from "./games.js";\n'
                   'document.title = shout(takeEngine()) + Object.keys(GAMES);\n',
        "games.js": 'export const GAMES = { toy: () => import("./toy/index.js") };\n',
        "shell/a.js": 'import { sealIt } from "./seal.js";\nexport function shout(x) { return sealIt(x) + "!"; }\n',
        "shell/seal.js": 'export function sealIt(x) { return "sealed " + x; }\n',
        "shell/boot.js": 'import { createEngine } from "./engine_client.js";\nexport const takeEngine = () => createEngine();\n',
        "shell/engine_client.js": 'export function createEngine() { return "engine"; }\n',
        "shell/engine.worker.js": 'import { loadPyodide } from "../../pyodide/pyodide.mjs";\n'
                                  'import config from "./engine_config.js";\nimport { sealIt } from "./seal.js";\n'
                                  'postMessage(sealIt(config.name) + await loadPyodide());\n',
        "shell/engine_config.js": 'export default { "name": "cfg" };\n',
        "toy/index.js": 'import { sealIt } from "../shell/seal.js";\nimport { piece } from "./piece.js";\n'
                        'export const createPage = () => sealIt(piece);\n',
        "toy/piece.js": 'export const piece = "toy";\n',
    }
    for name, text in files.items():
        (js / name).write_text(text)
    return js


def run_node(path):
    """Evaluate an ES module under Node with stand-ins for the browser globals it uses."""
    script = ("globalThis.document = {}; globalThis.postMessage = (m) => console.log(m);"
              f"await import({json.dumps(path.as_uri())});"
              "if (globalThis.document.title) console.log(globalThis.document.title);")
    return subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                          text=True, check=True).stdout.strip()


def test_the_shell_bundle_keeps_boot_engine_client_and_the_game_pages_apart(bundled):
    tree, unused = bundled
    app = (tree / "app.js").read_text()
    assert app.startswith("// js/main.js and its modules, bundled")
    assert re.findall(r'from "(\./[\w./]+)"', app) == ["./shell/boot.js"]   # imported, not copied
    assert re.findall(r'import\("([^"]+)"\)', app) == ["./toy/index.js"]    # loaded when it starts
    assert "function shout" in app and "function createEngine" not in app and '"toy"' not in app
    assert run_node(tree / "app.js") == "sealed engine!toy"
    # Modules held by a bundle are not loaded any more; the entry points and
    # the separately loaded modules are.
    assert sorted(unused) == ["../pyodide/pyodide.mjs", "games.js", "main.js", "shell/a.js",
                              "shell/engine_config.js", "shell/seal.js", "toy/piece.js"]


def test_a_game_page_is_one_bundle_written_over_its_entry(bundled):
    tree, _unused = bundled
    page = (tree / "toy" / "index.js").read_text()
    assert page.startswith("// js/toy/index.js and its modules, bundled")
    assert not re.search(r"^import ", page, re.M) and "function sealIt" in page
    script = (f"const m = await import({json.dumps((tree / 'toy' / 'index.js').as_uri())});"
              "console.log(m.createPage());")
    assert subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True,
                          text=True, check=True).stdout.strip() == "sealed toy"


def test_the_worker_bundle_takes_in_seal_config_and_pyodides_loader(bundled):
    tree, _unused = bundled
    worker = (tree / "shell" / "engine.worker.js").read_text()
    assert worker.startswith("// js/shell/engine.worker.js and its modules, bundled")
    assert not re.search(r"^import ", worker, re.M) and 'import("node:fs")' in worker
    assert run_node(tree / "shell" / "engine.worker.js") == "sealed cfgpy"


def test_the_same_sources_give_the_same_bytes_and_a_change_a_new_bundle(tmp_path, esbuild, tree):
    pristine = tmp_path / "pristine"
    shutil.copytree(tree.parent, pristine)
    bundle.bundle(tmp_path / "cache", esbuild, tree)
    first = (tree / "app.js").read_bytes()
    shutil.rmtree(tmp_path / "cache")
    bundle.bundle(tmp_path / "cache", esbuild, pristine / "js")   # esbuild runs again
    assert (pristine / "js" / "app.js").read_bytes() == first
    (tree / "shell" / "a.js").write_text('export function shout(x) { return x + "?"; }\n')
    bundle.bundle(tmp_path / "cache", esbuild, tree)
    assert (tree / "app.js").read_bytes() != first and "?" in (tree / "app.js").read_text()


def test_a_broken_module_stops_the_build_with_its_name_and_caches_nothing(tmp_path, esbuild, tree):
    (tree / "shell" / "a.js").write_text("export function shout(x) { return x +; }\n")
    with pytest.raises(bundle.BundleError, match="a.js"):
        bundle.bundle(tmp_path / "cache", esbuild, tree)
    assert not (tree / "app.js").exists()
    assert [p for p in (tmp_path / "cache" / "bundle").iterdir()] == []


def test_the_built_site_loads_the_bundles_and_precaches_only_what_it_loads():
    dist = build.DIST
    if not (dist / "js" / "app.js").exists():
        pytest.skip("dist/ is not built (python build.py build)")
    html = (dist / "index.html").read_text()
    scripts = re.findall(r'<script type="module"[^>]* src="([^"]+)"', html)
    assert scripts == ["js/shell/boot.js", "js/app.js"]
    precache = json.loads(re.search(r"const PRECACHE = (\{.*?\});", (dist / "sw.js").read_text(), re.S).group(1))
    js_cached = sorted(p for p in precache if p.startswith("js/"))
    games = [f"js/{game}/index.js" for game in bundle.game_pages(dist / "js")]
    assert "js/gin/index.js" in games
    assert js_cached == sorted(["js/app.js", "js/shell/boot.js", "js/shell/engine.worker.js",
                                "js/shell/engine_client.js", *games])
    # Pyodide's loader is in the worker's bundle; the rest of its core is precached.
    core = sorted(f"pyodide/{p.name}" for p in (dist / "pyodide").iterdir() if p.name != "pyodide.mjs")
    assert sorted(p for p in precache if p.startswith("pyodide/")) == core
    assert "pyodide/pyodide.asm.wasm.gz" in core
    assert any(re.fullmatch(r"pyodide/python_memory\.\w+\.snp\.gz", name) for name in core)
    # Every file the bundles import, at once or when a game starts, is
    # precached (offline play needs them).
    for name in ("app.js", "shell/engine.worker.js", *(g[3:] for g in games)):
        text = (dist / "js" / name).read_text()
        folder = site.posixpath.dirname(f"js/{name}")
        targets = re.findall(r'^import .* from "([^"]+)";$', text, re.M) + re.findall(r'import\("(\.[^"]+)"\)', text)
        for target in targets:
            assert site.posixpath.normpath(f"{folder}/{target}") in precache, (name, target)
