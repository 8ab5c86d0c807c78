"""Bundle the page's and the worker's modules at build time (esbuild-wasm under Node.js).

The page's UI is ~25 small ES modules. Loaded one by one they took Chrome
~700 ms on a cold visit and, over HTTP/1.1's six connections, held back the
engine worker's own script and with it the whole Python start-up. Bundled,
the page makes three script requests: js/boot.js and js/engine_client.js
(kept apart so boot.js can start the worker before the bundle arrives, and
so both share one engine_client module) and js/app.js, the rest. The worker
(js/engine.worker.js, with seal.js, unpack.js, engine_config.js and Pyodide's loader
pyodide.mjs) becomes one file too; its Node.js-only imports stay unresolved.

Bundles are not minified, so stack traces in reports stay readable. They
are cached by a hash of their inputs; the same sources give the same bytes.
"""

import hashlib
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

# (entry, output, imports left as they are). boot.js and engine_client.js are
# loaded by index.html before the page's bundle; the worker's bundle replaces
# its entry, the URL the page starts the worker from.
BUNDLES = (("main.js", "app.js", ("./boot.js", "./engine_client.js")),
           ("engine.worker.js", "engine.worker.js", ("node:*", "ws")))
# Files outside js/ that a bundle takes in (Pyodide's loader, into the worker).
OUTSIDE = ("../pyodide/pyodide.mjs",)
BANNER = "// {entry} and its modules, bundled by build.py (tools/bundle.py): edit the sources in js/."


class BundleError(RuntimeError):
    """esbuild failed (a syntax error, a missing module)."""


def _key(esbuild_dir, js_dir):
    digest = hashlib.sha256()
    digest.update((Path(esbuild_dir) / "esbuild.wasm").read_bytes())
    digest.update(json.dumps([BUNDLES, BANNER]).encode())
    for path in sorted(Path(js_dir).glob("*.js")) + [Path(js_dir) / name for name in OUTSIDE]:
        digest.update(path.name.encode() + b"\0" + hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:24]


def bundle(cache, esbuild_dir, js_dir):
    """Write the bundles into js_dir (the staged site's js/); return the names
    of the modules they hold that no page loads any more (e.g. "render.js")."""
    js_dir = Path(js_dir)
    cached = Path(cache) / "bundle" / _key(esbuild_dir, js_dir)
    if not (cached / "inputs.json").exists():
        _run_esbuild(esbuild_dir, js_dir, cached)
    for _entry, output, _external in BUNDLES:
        shutil.copyfile(cached / output, js_dir / output)
    return json.loads((cached / "inputs.json").read_text())


def _run_esbuild(esbuild_dir, js_dir, cached):
    cached.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cached.parent) as tmp:
        tmp = Path(tmp)
        inputs = set()
        for entry, output, external in BUNDLES:
            inputs |= _esbuild(esbuild_dir, js_dir, entry, tmp / output, external)
        unused = sorted(inputs - {output for _entry, output, _external in BUNDLES})
        (tmp / "inputs.json").write_text(json.dumps(unused))
        if cached.exists():
            shutil.rmtree(cached)
        tmp.rename(cached)
        tmp.mkdir()   # TemporaryDirectory removes it again


def _esbuild(esbuild_dir, js_dir, entry, out, external):
    """Bundle js_dir/entry into `out`; return the names of its inputs."""
    meta = out.with_suffix(".meta.json")
    cmd = ["node", str(Path(esbuild_dir) / "bin" / "esbuild"), entry, "--bundle", "--format=esm",
           f"--outfile={out}", f"--metafile={meta}", "--charset=utf8", "--legal-comments=none",
           "--log-level=warning", f"--banner:js={BANNER.format(entry=f'js/{entry}')}",
           *(f"--external:{name}" for name in external)]
    try:
        done = subprocess.run(cmd, cwd=js_dir, capture_output=True, text=True)
    except FileNotFoundError:
        raise BundleError("node is not installed: it runs esbuild to bundle js/")
    if done.returncode != 0:
        raise BundleError(f"esbuild failed on js/{entry}:\n{done.stderr.strip() or done.stdout.strip()}")
    inputs = set(json.loads(meta.read_text())["inputs"])
    meta.unlink()
    if entry not in inputs or any("/" in name for name in inputs - set(OUTSIDE)):
        raise BundleError(f"unexpected inputs bundled from js/{entry}: {sorted(inputs)}")
    return inputs
