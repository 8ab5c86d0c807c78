"""Assemble dist/: the deployable static site, written all at once.

dist/ is staged in a sibling folder and swapped in only when complete, so a
failed build never leaves a half-written site. Layout:

    index.html, embed.html      the game and an example host page
    manifest.webmanifest        the web app manifest (icons in static/icons/)
    js/                         the page's modules and their bundles (tools/bundle.py):
                                app.js (the shell; the page also loads shell/boot.js
                                and shell/engine_client.js), <game>/index.js (each
                                game's page), shell/engine.worker.js (the worker, with
                                seal.js, unpack.js, engine_config.js and pyodide.mjs)
    static/                     css, manifest, icons
    pyodide/                    the Pyodide core (stdlib possibly precompiled; then
                                also a memory snapshot with the game installed, and
                                the wasm gzipped)
    wheels/                     micropip and the game's wheel (only without a
                                snapshot: the page then installs the game itself)
    sw.js                       the service worker, versioned by content hash; it
                                precaches each file with its integrity (tools/integrity.py)
"""

import hashlib
import json
import posixpath
import shutil
import tempfile
from pathlib import Path

from .integrity import integrity
from .policy import CSP_META

SITE_FILES = ["index.html", "embed.html", "manifest.webmanifest"]
SITE_DIRS = ["js", "static"]
SKIP_SUFFIXES = (".template.js",)
SW_TEMPLATE = Path("static/sw.template.js")


def _copy_sources(root, stage):
    for name in SITE_FILES:
        if (root / name).exists():
            shutil.copy2(root / name, stage / name)
    for name in SITE_DIRS:
        src = root / name
        if not src.is_dir():
            continue
        for path in sorted(src.rglob("*")):
            if path.is_dir() or "__pycache__" in path.parts or path.name.endswith(SKIP_SUFFIXES):
                continue
            dst = stage / path.relative_to(root)
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, dst)


ENGINE_CONFIG = Path("js/shell/engine_config.js")   # beside the worker that imports it


def _engine_config(core, wheels):
    """The worker's file names, relative to js/shell/engine.worker.js."""
    config = {
        "indexURL": "../../pyodide/",
        "stdLibURL": f"../../pyodide/{core['stdlib']}",
        "lockFileContents": core["lock"],
    }
    if wheels:
        config.update(micropipWheel=f"../../wheels/{wheels['micropip']}",
                      gameWheel=f"../../wheels/{wheels['game']}")
    for key in ("snapshot", "wasm"):     # packed files (tools/snapshot.py), when built
        if core.get(key):
            config[key] = f"../../pyodide/{core[key]}"
    if core.get("engine"):               # the id the snapshot's heap holds
        config["engine"] = core["engine"]
    return config


def _preload_engine(stage, core):
    """index.html asks for the snapshot and the wasm as it is parsed.

    The worker asks for them only once the page's boot script has started
    it and its own bundle has arrived (0.3–0.5 s into a first visit); the
    browser's HTTP cache hands the worker what the page's preload fetched
    (`crossorigin`: the same request mode as the worker's fetch). Restoring
    the snapshot waits for both files, so this moves the whole start."""
    index = stage / "index.html"
    if not (core.get("snapshot") and index.exists()):
        return
    links = "".join(f'\n<link rel="preload" href="pyodide/{core[key]}" as="fetch" crossorigin>'
                    for key in ("snapshot", "wasm") if core.get(key))
    text = index.read_text()
    # After the page's own policy (a <meta> policy covers only what follows it).
    policy = CSP_META.search(text)
    at = text.index(">", policy.end()) + 1 if policy else text.find("<head>") + len("<head>")
    if policy or "<head>" in text:
        index.write_text(text[:at] + links + text[at:])


def site_files(stage):
    """Every file of the staged site except sw.js, as sorted relative paths."""
    return sorted(p.relative_to(stage).as_posix() for p in stage.rglob("*")
                  if p.is_file() and p.relative_to(stage).as_posix() != "sw.js")


def content_version(stage, names):
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode() + b"\0" + hashlib.sha256((stage / name).read_bytes()).digest())
    return digest.hexdigest()[:16]


def _service_worker(root, stage, unused=()):
    names = site_files(stage)
    template = (root / SW_TEMPLATE).read_text()
    # {url: integrity}: "./" is index.html as the server answers the site's root.
    precache = {"./": integrity(stage / "index.html")} if "index.html" in names else {}
    precache.update((n, integrity(stage / n)) for n in names if n not in unused)
    text = (template.replace("%VERSION%", content_version(stage, names))
            .replace("%PRECACHE%", json.dumps(precache, indent=2)))
    (stage / "sw.js").write_text(text)


def assemble(root, dist, core, wheels, bundler=None):
    """Write dist/ from the sources and the prepared artefacts.

    core:   {"files": {name in pyodide/: source path}, "stdlib": the stdlib
             zip's name, "lock": the lockfile text passed inline, and
             optionally "snapshot" / "wasm": the packed snapshot's and the
             gzipped wasm's names, "engine": the snapshot's engine id}
    wheels: {"micropip": Path, "game": Path}, or {} when the snapshot has
             the game installed
    bundler: bundler(js folder) writes the page's and the worker's bundles
             there and returns the names of the modules they hold: those stay
             in dist/ (tests import some) but are not precached, since the
             site never loads them
    """
    root, dist = Path(root), Path(dist)
    dist.parent.mkdir(parents=True, exist_ok=True)
    # Unique names: two builds in one tree at once must not share a folder.
    stage = Path(tempfile.mkdtemp(dir=dist.parent, prefix=dist.name + ".new-"))
    try:
        _copy_sources(root, stage)
        (stage / "pyodide").mkdir()
        for name, path in core["files"].items():
            shutil.copyfile(path, stage / "pyodide" / name)
        if wheels:
            (stage / "wheels").mkdir()
        for path in wheels.values():
            shutil.copyfile(path, stage / "wheels" / Path(path).name)
        config = _engine_config(core, {k: Path(v).name for k, v in wheels.items()})
        (stage / ENGINE_CONFIG).parent.mkdir(parents=True, exist_ok=True)
        (stage / ENGINE_CONFIG).write_text(
            "// Written by build.py: the engine worker's file names.\n"
            f"export default {json.dumps(config, indent=2, sort_keys=True)};\n")
        _preload_engine(stage, core)
        bundled = bundler(stage / "js") if bundler else []
        _service_worker(root, stage, {posixpath.normpath(f"js/{name}") for name in bundled})
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    _swap_in(stage, dist)
    return dist


def _swap_in(stage, dist):
    """Replace dist/ by the finished stage folder."""
    stage.chmod(0o755)   # mkdtemp makes it private; a site is for reading
    aside = Path(tempfile.mkdtemp(dir=dist.parent, prefix=dist.name + ".old-"))
    for attempt in range(3):   # another build may swap its own dist/ in meanwhile
        try:
            dist.rename(aside / str(attempt))
        except FileNotFoundError:
            pass
        try:
            stage.rename(dist)
            break
        except OSError:
            continue
    else:
        shutil.rmtree(stage, ignore_errors=True)
        raise RuntimeError(f"could not put the new site in place at {dist}")
    shutil.rmtree(aside, ignore_errors=True)
