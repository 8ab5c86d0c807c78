"""Fetch the pinned third-party files into the cache, verified, all or nothing.

Pyodide and esbuild-wasm come from their npm packages (`npm pack`), checked
against the npm integrity string; micropip comes from PyPI (`pip download`),
checked against its sha256. Everything is downloaded into a temporary
folder, verified, and only then moved into the cache, so a failed or
tampered download leaves nothing behind that a later build could mistake
for good.

The cache is checked again at every build, not trusted by name: an npm
package's tarball is kept (.cache/npm/) and re-hashed against its pin, and
each file unpacked from it is compared with the tarball's copy (about 0.2 s
for both packages); the wheel is re-hashed. A cached file that no longer
matches stops the build, naming it, before anything is built or written.
"""

import base64
import hashlib
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

# The Pyodide files the site needs, as named inside the npm package.
PYODIDE_CORE = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                "python_stdlib.zip", "pyodide-lock.json"]
# What esbuild-wasm's command line needs (Go's wasm runtime and the binary).
ESBUILD_FILES = ["bin/esbuild", "esbuild.wasm", "wasm_exec.js", "wasm_exec_node.js", "LICENSE.md"]


class FetchError(RuntimeError):
    """A download failed or did not match its pinned hash."""


def _run(cmd, cwd):
    try:
        done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    except FileNotFoundError:
        raise FetchError(f"{cmd[0]} is not installed: it is needed to run {' '.join(cmd)}")
    if done.returncode != 0:
        raise FetchError(f"{' '.join(cmd)} failed:\n{done.stderr.strip() or done.stdout.strip()}")
    return done.stdout


def _sri(path, algorithm):
    digest = hashlib.new(algorithm, Path(path).read_bytes()).digest()
    return f"{algorithm}-{base64.b64encode(digest).decode()}"


def _install(tmp_dir, final_dir):
    """Move a verified folder into place (replacing nothing that is good)."""
    final_dir.parent.mkdir(parents=True, exist_ok=True)
    if final_dir.exists():
        shutil.rmtree(final_dir)
    Path(tmp_dir).rename(final_dir)


def pyodide(cache, version, integrity):
    """Return the folder holding the verified Pyodide core files."""
    return npm_package(cache, "pyodide", version, integrity, PYODIDE_CORE)


def esbuild(cache, version, integrity):
    """Return the folder of the verified esbuild-wasm package (bundles the page's modules)."""
    return npm_package(cache, "esbuild-wasm", version, integrity, ESBUILD_FILES)


def npm_package(cache, name, version, integrity, files):
    """Return a folder holding `files` (paths inside the npm package) of
    name@version, fetched with `npm pack` and checked against `integrity`.

    A cached copy is checked again each time (see the module's docstring).
    """
    final = cache / f"{name}-{version}"
    tarball = cache / "npm" / f"{name}-{version}.tgz"
    label = f"{name}@{version}"
    if tarball.exists():
        got = _sri(tarball, integrity.split("-", 1)[0])
        if got != integrity:
            raise FetchError(f"{tarball} does not match {label} as pinned: the cache was changed."
                             f"\n  pinned {integrity}\n  got    {got}\nDelete it to fetch it again.")
        if all((final / f).exists() for f in files):
            _check_unpacked(tarball, final, files, label)
            return final
    else:
        _pack(cache, name, version, integrity, tarball)
    print(f"fetch: unpacking {label}", flush=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        out = Path(tmp) / "out"
        with tarfile.open(tarball) as tar:
            for f in files:
                (out / f).parent.mkdir(parents=True, exist_ok=True)
                with tar.extractfile(tar.getmember(f"package/{f}")) as src, open(out / f, "wb") as dst:
                    shutil.copyfileobj(src, dst)
        _install(out, final)
    return final


def _pack(cache, name, version, integrity, tarball):
    """npm pack name@version and keep its tarball at `tarball`, once verified."""
    print(f"fetch: npm pack {name}@{version}", flush=True)
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        tmp = Path(tmp)
        _run(["npm", "pack", "--silent", f"{name}@{version}"], cwd=tmp)
        packed = tmp / tarball.name
        if not packed.exists():
            raise FetchError(f"npm pack did not produce {tarball.name}")
        got = _sri(packed, integrity.split("-", 1)[0])
        if got != integrity:
            raise FetchError(f"{name}@{version}: integrity mismatch\n  pinned {integrity}\n  got    {got}")
        tarball.parent.mkdir(parents=True, exist_ok=True)
        packed.replace(tarball)


def _check_unpacked(tarball, folder, files, label):
    """Raise FetchError unless each of `files` in `folder` is the tarball's copy."""
    wanted = {f"package/{f}": f for f in files}
    with tarfile.open(tarball) as tar:
        for member in tar:
            name = wanted.pop(member.name, None)
            if name is None:
                continue
            with tar.extractfile(member) as src:
                packed = hashlib.sha256(src.read()).digest()
            if hashlib.sha256((folder / name).read_bytes()).digest() != packed:
                raise FetchError(f"{folder / name} differs from {label} as pinned: the cache was "
                                 f"changed since it was unpacked.\nDelete {folder} to unpack it again.")
    if wanted:
        raise FetchError(f"{tarball} lacks {', '.join(sorted(wanted))}")


def wheel(cache, filename, sha256):
    """Return the path of a verified wheel downloaded from PyPI."""
    final = cache / "wheels" / filename
    if final.exists() and hashlib.sha256(final.read_bytes()).hexdigest() == sha256:
        return final
    name, version = filename.split("-")[:2]
    print(f"fetch: pip download {name}=={version}", flush=True)
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        _run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:",
              "--python-version", "3.14", "--dest", tmp, f"{name}=={version}"], cwd=tmp)
        got_path = Path(tmp) / filename
        if not got_path.exists():
            raise FetchError(f"pip download did not produce {filename}")
        got = hashlib.sha256(got_path.read_bytes()).hexdigest()
        if got != sha256:
            raise FetchError(f"{filename}: sha256 mismatch\n  pinned {sha256}\n  got    {got}")
        final.parent.mkdir(parents=True, exist_ok=True)
        got_path.replace(final)
    return final
