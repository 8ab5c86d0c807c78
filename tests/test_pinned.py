"""Third-party code is trusted by hash, never by name: the build's cached
downloads are checked again at every build, and every test dependency is
installed with --require-hashes."""

import base64
import hashlib
import importlib.metadata
import re
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name as canonical

import build
from test_build import fake_npm_pack
from tools import fetch

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def cached(tmp_path, monkeypatch):
    """(cache folder, integrity): a fake pyodide@9.9.9 fetched into a fresh cache;
    any later `npm pack` fails the test."""
    monkeypatch.setattr(fetch, "_run", fake_npm_pack(b"good"))
    fake_npm_pack(b"good")(None, tmp_path)
    tarball = tmp_path / "pyodide-9.9.9.tgz"
    integrity = "sha512-" + base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()
    tarball.unlink()
    cache = tmp_path / "cache"
    fetch.pyodide(cache, "9.9.9", integrity)

    def no_network(cmd, cwd):
        raise AssertionError(f"fetched again: {cmd}")
    monkeypatch.setattr(fetch, "_run", no_network)
    return cache, integrity


def test_a_cached_package_is_used_again_without_fetching(cached):
    cache, integrity = cached
    folder = fetch.pyodide(cache, "9.9.9", integrity)
    assert (folder / "pyodide.asm.wasm").read_bytes() == b"good"


def test_a_changed_file_in_the_cache_stops_the_build_and_is_left_as_it_is(cached):
    cache, integrity = cached
    wasm = cache / "pyodide-9.9.9" / "pyodide.asm.wasm"
    wasm.write_bytes(b"evil")
    with pytest.raises(fetch.FetchError, match=r"pyodide\.asm\.wasm differs from pyodide@9\.9\.9"):
        fetch.pyodide(cache, "9.9.9", integrity)
    assert wasm.read_bytes() == b"evil"          # nothing changed: the person decides


def test_a_changed_cached_tarball_stops_the_build(cached):
    cache, integrity = cached
    tarball = cache / "npm" / "pyodide-9.9.9.tgz"
    tarball.write_bytes(tarball.read_bytes() + b"\0")
    with pytest.raises(fetch.FetchError, match="does not match pyodide@9.9.9 as pinned"):
        fetch.pyodide(cache, "9.9.9", integrity)


def test_a_deleted_folder_is_unpacked_again_from_the_verified_tarball(cached):
    cache, integrity = cached
    (cache / "pyodide-9.9.9" / "pyodide.mjs").unlink()
    folder = fetch.pyodide(cache, "9.9.9", integrity)   # no npm pack (no_network)
    assert (folder / "pyodide.mjs").read_bytes() == b"good"


def test_every_test_dependency_is_pinned_by_hash():
    lines = build.REQUIREMENTS.read_text().replace("\\\n", " ").splitlines()
    requirements = [line.split("#")[0].strip() for line in lines]
    requirements = [r for r in requirements if r]
    names = set()
    for requirement in requirements:
        assert re.match(r"^[A-Za-z0-9_.-]+==[0-9][^ ]* ", requirement), requirement
        assert re.search(r"--hash=sha256:[0-9a-f]{64}", requirement), requirement
        names.add(canonical(requirement.split("==")[0]))
    # Everything the listed packages need here (as installed in this venv) is listed too.
    for name in names:
        for text in importlib.metadata.requires(name) or []:
            needed = Requirement(text)
            if needed.marker is None or needed.marker.evaluate({"extra": ""}):
                assert canonical(needed.name) in names, f"{name} needs {needed.name}, not pinned"


def test_the_venv_is_installed_with_require_hashes(tmp_path, monkeypatch):
    python = tmp_path / "venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text("")                               # an existing venv, no stamp yet
    ran = []
    monkeypatch.setattr(build, "VENV", tmp_path / "venv")
    monkeypatch.setattr(build, "venv_python", lambda: python)
    monkeypatch.setattr(build, "system_chromium", lambda: "/usr/bin/chromium")
    monkeypatch.setattr(build.subprocess, "run", lambda cmd, **kw: ran.append(cmd))
    build.ensure_venv()
    [pip] = ran
    assert pip[:3] == [str(python), "-m", "pip"] and "--require-hashes" in pip
    assert pip[pip.index("-r") + 1] == str(build.REQUIREMENTS)
