"""One entry point for the project: set up, build, serve and test.

    python build.py serve   build dist/, then serve it on http://127.0.0.1:8000
    python build.py build   fetch the pinned dependencies (cached) and write dist/
                            (--source: ship the stock stdlib source, not bytecode)
    python build.py test    venv + test dependencies, build, then the whole suite
                            on a worker a core (extra arguments go to pytest)

Needs Python 3.11+ and Node.js 20+ (npm fetches Pyodide and esbuild, and
axe-core for the tests' accessibility audit; Node runs Pyodide to precompile
the standard library, and esbuild to bundle the page's modules). Downloads
are cached in .cache/ and checked against the hashes pinned below; a
mismatch stops the build with nothing written.
"""

import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from tools import bundle, fetch, jshints, pyc, site, snapshot, wheel  # noqa: E402

CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
VENV = ROOT / ".venv"
REQUIREMENTS = ROOT / "requirements-test.txt"
SERVE_HOST, SERVE_PORT = "127.0.0.1", 8000
WASM_GZ = "pyodide.asm.wasm.gz"

# Pinned third-party files (npm integrity string; PyPI sha256).
PYODIDE_VERSION = "314.0.7"
PYODIDE_INTEGRITY = ("sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7"
                     "y2q+SNvi/6V5JEsOlD2R1A==")
MICROPIP_WHEEL = "micropip-0.11.1-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"
ESBUILD_VERSION = "0.28.2"
ESBUILD_INTEGRITY = ("sha512-GccVwhv3mmOUVQHCQm2Ox/rby8n/EqUwvZxE6Pjfikrq/lWw9g9WX/u9EykWnpot3Ko6j42"
                     "6DgQdea2xWKIAQA==")
# Test only (the browser tests' accessibility audit): never part of dist/.
AXE_VERSION = "4.14.1"
AXE_INTEGRITY = ("sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVG"
                 "tQ==")


def minimal_lockfile(lock_text):
    """The lockfile passed inline to loadPyodide: its header, no packages.

    micropip is loaded from its own wheel URL and the game has no
    dependencies, so the 119 KB package table is never consulted; passing
    the header inline also saves the fetch.
    """
    return json.dumps({"info": json.loads(lock_text)["info"], "packages": {}}, sort_keys=True)


def build(precompile=True):
    """Write dist/ (all or nothing); return its path.

    precompile: compile the stdlib, micropip and the game to bytecode by
    Pyodide itself (tools/pyc.py), install the game with micropip at build
    time into a memory snapshot of Pyodide's boot, and gzip the wasm
    (tools/snapshot.py): the page restores the snapshot and loads no wheel.
    False ships the stock source files and the two wheels, and the page boots
    as stock Pyodide does and installs the game with micropip.
    """
    try:
        core_dir = fetch.pyodide(CACHE, PYODIDE_VERSION, PYODIDE_INTEGRITY)
        micropip = fetch.wheel(CACHE, MICROPIP_WHEEL, MICROPIP_SHA256)
        esbuild = fetch.esbuild(CACHE, ESBUILD_VERSION, ESBUILD_INTEGRITY)
    except fetch.FetchError as exc:
        sys.exit(f"build: {exc}")
    staging = CACHE / "build"     # what the build makes: the game's wheel, the hinted glue
    staging.mkdir(parents=True, exist_ok=True)
    game = wheel.build_wheel(ROOT / "py" / "rummy", staging, "rummy",
                             "Gin Rummy rules engine and computer opponent")
    files = {name: core_dir / name for name in ("pyodide.mjs", "pyodide.asm.wasm")}
    files["pyodide.asm.mjs"] = jshints.eager(core_dir / "pyodide.asm.mjs", staging)
    if precompile:
        try:
            pyc.check_trim(CACHE, core_dir, micropip, game)
            stdlib = pyc.stdlib(CACHE, core_dir)
            micropip = pyc.compiled_wheel(CACHE, core_dir, micropip, pyc.THIRD_PARTY_OPTIMIZE)
            game = pyc.compiled_wheel(CACHE, core_dir, game)
            stdlib = pyc.with_regexes(CACHE, core_dir, stdlib, micropip, game)
            memory, stdlib, engine = snapshot.snapshot(CACHE, core_dir, stdlib, micropip, game)
        except RuntimeError as exc:
            sys.exit(f"build: {exc}")
        files[stdlib.name] = stdlib
        files[memory.name] = memory
        files[WASM_GZ] = snapshot.gzipped(CACHE, files.pop("pyodide.asm.wasm"))
        core = {"stdlib": stdlib.name, "snapshot": memory.name, "wasm": WASM_GZ, "engine": engine}
        wheels = {}     # installed in the snapshot: the page loads none
    else:
        files["python_stdlib.zip"] = core_dir / "python_stdlib.zip"
        core = {"stdlib": "python_stdlib.zip"}
        wheels = {"micropip": micropip, "game": game}
    core.update(files=files, lock=minimal_lockfile((core_dir / "pyodide-lock.json").read_text()))
    try:
        site.assemble(ROOT, DIST, core, wheels,
                      bundler=lambda js_dir: bundle.bundle(CACHE, esbuild, js_dir))
    except bundle.BundleError as exc:
        sys.exit(f"build: {exc}")
    print(f"build: wrote {DIST.relative_to(ROOT)}/" + ("" if precompile else " (source stdlib)"), flush=True)
    return DIST


def cmd_build(args):
    build(precompile="--source" not in args)
    return 0


def cmd_serve(args):
    from tools.serve import Server
    build()
    try:
        server = Server(DIST, SERVE_HOST, SERVE_PORT, verbose=True)
    except OSError as exc:
        sys.exit(f"serve: cannot listen on {SERVE_HOST}:{SERVE_PORT}: {exc}")
    print(f"serve: {server.url}  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def venv_python():
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv():
    """Create .venv and install the pinned test dependencies once per change.

    --require-hashes: each file must be the one requirements-test.txt pins.
    """
    py = venv_python()
    if not py.exists():
        print("build: creating .venv", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp = VENV / ".requirements"
    wanted = REQUIREMENTS.read_text()
    if not stamp.exists() or stamp.read_text() != wanted:
        print("build: installing test dependencies", flush=True)
        subprocess.run([str(py), "-m", "pip", "install", "-q", "--require-hashes", "-r", str(REQUIREMENTS)],
                       check=True)
        if not system_chromium():
            # No Debian Chromium: use Playwright's own (needs internet access).
            subprocess.run([str(py), "-m", "playwright", "install", "chromium"], check=False)
        stamp.write_text(wanted)
    return py


def system_chromium():
    return shutil.which("chromium") or shutil.which("chromium-browser")


def axe_script():
    """The pinned axe-core script for the browser tests' audit (fetched, verified, cached)."""
    try:
        return fetch.axe(CACHE, AXE_VERSION, AXE_INTEGRITY) / fetch.AXE_FILE
    except fetch.FetchError as exc:
        sys.exit(f"build: {exc}")


def cmd_test(args):
    py = ensure_venv()
    build()
    axe_script()
    return subprocess.run([str(py), "-m", "pytest", *test_workers(args), *args], cwd=ROOT).returncode


def test_workers(args, cores=None):
    """pytest-xdist's workers, one a core up to 4, unless the caller chose
    (`-n`, `--numprocesses`, `-p no:xdist`). The browser tests mostly wait
    (the CPU's pause, a page loading), so two workers on two cores take about
    a third off their time; each worker serves dist/ and runs its own Chromium."""
    if any(a.startswith(("-n", "--numprocesses", "--dist")) or a == "no:xdist" for a in args):
        return []
    cores = cores or usable_cores()
    return ["-n", str(min(cores, 4))] if cores > 1 else []


def usable_cores():
    """The cores this process may run on (a container's CPU set), not the machine's."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


COMMANDS = {"build": cmd_build, "serve": cmd_serve, "test": cmd_test}


def main(argv):
    if not argv or argv[0] not in COMMANDS:
        print(__doc__)
        return 2
    return COMMANDS[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
