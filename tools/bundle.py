"""Bundle the page's and the worker's modules at build time (esbuild-wasm under Node.js).

The page's UI is some thirty small ES modules. Loaded one by one they took
Chrome ~700 ms on a cold visit and, over HTTP/1.1's six connections, held
back the engine worker's own script and with it the whole Python start-up.
Bundled, the page makes three script requests: js/shell/boot.js and
js/shell/engine_client.js (kept apart so boot.js can start the worker
before the bundle arrives, and so both share one engine_client module) and
js/app.js, the shell (js/main.js and js/shell/). Each game's page
(js/<game>/index.js and its modules) is a bundle of its own, written over
its entry and loaded by the shell when that game starts. The worker
(js/shell/engine.worker.js, with seal.js, unpack.js, engine_config.js and
Pyodide's loader pyodide.mjs) becomes one file too, written over its entry;
its Node.js-only imports stay unresolved.

Bundles are written inside js/ itself, so that esbuild writes the paths of
the imports it leaves alone relative to where each bundle lives. They are
not minified, so stack traces in reports stay readable. They are cached by
a hash of their inputs; the same sources give the same bytes.
"""

import hashlib
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

# Loaded by index.html beside the shell's bundle, so imported by it, not copied.
PAGE_APART = ("./shell/boot.js", "./shell/engine_client.js")
WORKER = ("shell/engine.worker.js", "shell/engine.worker.js", ("node:*", "ws"))
# Files outside js/ that a bundle takes in (Pyodide's loader, into the worker).
OUTSIDE = ("../pyodide/pyodide.mjs",)
BANNER = "// {entry} and its modules, bundled by build.py (tools/bundle.py): edit the sources in js/."


def game_pages(js_dir):
    """The games' page folders: js/<game>/index.js, all but the shell's."""
    return sorted(p.parent.name for p in Path(js_dir).glob("*/index.js") if p.parent.name != "shell")


def bundles(js_dir):
    """(entry, output, imports left as they are), paths inside js/."""
    games = game_pages(js_dir)
    page = ("main.js", "app.js", PAGE_APART + tuple(f"./{game}/index.js" for game in games))
    return (page, WORKER, *((f"{game}/index.js", f"{game}/index.js", ()) for game in games))


class BundleError(RuntimeError):
    """esbuild failed (a syntax error, a missing module)."""


def _key(esbuild_dir, js_dir):
    js_dir = Path(js_dir)
    digest = hashlib.sha256()
    digest.update((Path(esbuild_dir) / "esbuild.wasm").read_bytes())
    digest.update(json.dumps([bundles(js_dir), BANNER]).encode())
    for path in sorted(js_dir.rglob("*.js")) + [js_dir / name for name in OUTSIDE]:
        name = path.relative_to(js_dir).as_posix() if path.is_relative_to(js_dir) else path.name
        digest.update(name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:24]


def bundle(cache, esbuild_dir, js_dir):
    """Write the bundles into js_dir (the staged site's js/); return the paths
    (inside js/) of the modules they hold that no page loads any more."""
    js_dir = Path(js_dir)
    plan = bundles(js_dir)
    cached = Path(cache) / "bundle" / _key(esbuild_dir, js_dir)
    if not (cached / "inputs.json").exists():
        _run_esbuild(esbuild_dir, js_dir, cached, plan)
    for _entry, output, _external in plan:
        shutil.copyfile(cached / output, js_dir / output)
    return json.loads((cached / "inputs.json").read_text())


def _run_esbuild(esbuild_dir, js_dir, cached, plan):
    cached.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cached.parent) as tmp:
        tmp = Path(tmp)
        inputs = set()
        # Each bundle reads its sources before it writes over its entry, and no
        # bundle takes in another's entry, so the order does not matter.
        for entry, output, external in plan:
            inputs |= _esbuild(esbuild_dir, js_dir, entry, output, external, tmp)
            (tmp / output).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(js_dir / output, tmp / output)
        unused = sorted(inputs - {output for _entry, output, _external in plan})
        (tmp / "inputs.json").write_text(json.dumps(unused))
        if cached.exists():
            shutil.rmtree(cached)
        tmp.rename(cached)
        tmp.mkdir()   # TemporaryDirectory removes it again


def _esbuild(esbuild_dir, js_dir, entry, output, external, scratch):
    """Bundle js_dir/entry into js_dir/output; return the paths of its inputs."""
    meta = scratch / "meta.json"
    cmd = ["node", str(Path(esbuild_dir) / "bin" / "esbuild"), entry, "--bundle", "--format=esm",
           f"--outfile={output}", "--allow-overwrite", f"--metafile={meta}", "--charset=utf8",
           "--legal-comments=none", "--log-level=warning",
           f"--banner:js={BANNER.format(entry=f'js/{entry}')}",
           *(f"--external:{name}" for name in external)]
    try:
        done = subprocess.run(cmd, cwd=js_dir, capture_output=True, text=True)
    except FileNotFoundError:
        raise BundleError("node is not installed: it runs esbuild to bundle js/")
    if done.returncode != 0:
        raise BundleError(f"esbuild failed on js/{entry}:\n{done.stderr.strip() or done.stdout.strip()}")
    inputs = set(json.loads(meta.read_text())["inputs"])
    meta.unlink()
    if entry not in inputs or any(name.startswith("..") for name in inputs - set(OUTSIDE)):
        raise BundleError(f"unexpected inputs bundled from js/{entry}: {sorted(inputs)}")
    return inputs
