"""build.py's pieces on CPython: verified fetches, the deterministic wheel, dist/, the server."""

import base64
import gzip
import hashlib
import io
import json
import re
import tarfile
import urllib.request
import zipfile
from pathlib import Path

import pytest

import build
from tools import fetch, integrity, site, snapshot, wheel
from tools import policy as policy_module
from tools.serve import Server

ROOT = Path(__file__).resolve().parent.parent


def test_the_wheel_is_the_same_bytes_for_the_same_sources(tmp_path):
    first = wheel.build_wheel(ROOT / "py" / "rummy", tmp_path, "rummy")
    data = first.read_bytes()
    again = wheel.build_wheel(ROOT / "py" / "rummy", tmp_path, "rummy")
    assert again.read_bytes() == data
    with zipfile.ZipFile(first) as z:
        names = z.namelist()
        assert names == sorted(names) and "rummy/web.py" in names
        assert all(info.date_time == wheel.FIXED_TIME for info in z.infolist())
        record = z.read(next(n for n in names if n.endswith("RECORD"))).decode().splitlines()
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if not digest:
                continue
            body = z.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(body).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={expected}" and int(size) == len(body)


def fake_npm_pack(contents):
    """A stand-in for `npm pack` that writes a tarball holding `contents`."""
    def run(cmd, cwd):
        buffer = io.BytesIO()
        with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
            for name in fetch.PYODIDE_CORE:
                info = tarfile.TarInfo(f"package/{name}")
                info.size = len(contents)
                tar.addfile(info, io.BytesIO(contents))
        (Path(cwd) / "pyodide-9.9.9.tgz").write_bytes(buffer.getvalue())
        return ""
    return run


def test_a_download_that_does_not_match_its_pin_leaves_nothing(tmp_path, monkeypatch):
    monkeypatch.setattr(fetch, "_run", fake_npm_pack(b"tampered"))
    with pytest.raises(fetch.FetchError, match="integrity mismatch"):
        fetch.pyodide(tmp_path, "9.9.9", "sha512-" + base64.b64encode(b"\0" * 64).decode())
    assert list(tmp_path.iterdir()) == []


def test_a_matching_download_is_unpacked_into_the_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(fetch, "_run", fake_npm_pack(b"good"))
    # The integrity of exactly the tarball the fake writes.
    fake_npm_pack(b"good")(None, tmp_path)
    tarball = tmp_path / "pyodide-9.9.9.tgz"
    integrity = "sha512-" + base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()
    tarball.unlink()
    folder = fetch.pyodide(tmp_path / "cache", "9.9.9", integrity)
    assert sorted(p.name for p in folder.iterdir()) == sorted(fetch.PYODIDE_CORE)
    assert (folder / "pyodide.mjs").read_bytes() == b"good"


@pytest.fixture
def small_site(tmp_path):
    """dist/ assembled from a tiny source tree and stand-in artefacts."""
    src = tmp_path / "src"
    (src / "js").mkdir(parents=True)
    (src / "static").mkdir()
    (src / "index.html").write_text("<!doctype html><title>t</title>")
    (src / "js" / "main.js").write_text("export {};")
    (src / "static" / "sw.template.js").write_text((ROOT / site.SW_TEMPLATE).read_text())
    art = tmp_path / "art"
    art.mkdir()
    for name in ("pyodide.mjs", "pyodide.asm.wasm", "stdlib.zip", "a.whl", "b.whl"):
        (art / name).write_bytes(name.encode())
    core = {"files": {"pyodide.mjs": art / "pyodide.mjs", "pyodide.asm.wasm": art / "pyodide.asm.wasm",
                      "stdlib.zip": art / "stdlib.zip"}, "stdlib": "stdlib.zip", "lock": "{}"}
    wheels = {"micropip": art / "a.whl", "game": art / "b.whl"}
    return src, tmp_path / "dist", core, wheels


def precache_of(dist):
    text = (dist / "sw.js").read_text()
    return (re.search(r'const VERSION = "(\w+)"', text).group(1),
            json.loads(re.search(r"const PRECACHE = (\{.*?\});", text, re.S).group(1)))


def test_the_service_worker_precaches_every_file_under_a_content_version(small_site):
    src, dist, core, wheels = small_site
    site.assemble(src, dist, core, wheels)
    version, precache = precache_of(dist)
    files = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file())
    assert list(precache) == ["./"] + [f for f in files if f != "sw.js"]
    # Each with the integrity of the bytes written ("./" is index.html).
    for url, sri in precache.items():
        body = (dist / ("index.html" if url == "./" else url)).read_bytes()
        assert sri == "sha256-" + base64.b64encode(hashlib.sha256(body).digest()).decode()
    assert "static/sw.template.js" not in files and "js/shell/engine_config.js" in files
    site.assemble(src, dist, core, wheels)
    assert precache_of(dist)[0] == version          # same sources, same version
    (src / "js" / "main.js").write_text("export const changed = 1;")
    site.assemble(src, dist, core, wheels)
    assert precache_of(dist)[0] != version          # any change, a new version


def test_a_gzipped_file_may_arrive_as_it_is_or_decoded(tmp_path):
    # A host may serve a .gz with Content-Encoding: gzip; integrity is checked
    # on the body the browser decoded, so both hashes are listed.
    packed = tmp_path / "memory.snp.gz"
    packed.write_bytes(gzip.compress(b"memory", mtime=0))
    sri = lambda data: "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()  # noqa: E731
    assert integrity.integrity(packed) == f"{sri(packed.read_bytes())} {sri(b'memory')}"


def test_a_failed_assembly_keeps_the_previous_site(small_site, monkeypatch):
    src, dist, core, wheels = small_site
    site.assemble(src, dist, core, wheels)
    before = sorted(p.relative_to(dist) for p in dist.rglob("*"))
    broken = {**wheels, "game": src / "missing.whl"}
    with pytest.raises(FileNotFoundError):
        site.assemble(src, dist, core, broken)
    assert sorted(p.relative_to(dist) for p in dist.rglob("*")) == before
    assert not list(dist.parent.glob("dist.new-*")) and not list(dist.parent.glob("dist.old-*"))


def test_the_server_sends_the_types_pyodide_needs(small_site):
    src, dist, core, wheels = small_site
    site.assemble(src, dist, core, wheels)
    server = Server(dist).start()
    try:
        def head(path):
            with urllib.request.urlopen(server.url + path) as response:
                return response.headers
        assert head("pyodide/pyodide.asm.wasm")["Content-Type"] == "application/wasm"
        assert head("pyodide/pyodide.mjs")["Content-Type"] == "text/javascript"
        assert head("js/main.js")["Content-Type"] == "text/javascript"
        assert "no-store" in head("sw.js")["Cache-Control"]
        assert head("index.html")["Cache-Control"] == "no-cache"
        assert "X-Frame-Options" not in head("index.html")
    finally:
        server.stop()


def test_pages_and_worker_scripts_carry_their_policy_as_a_header(tmp_path):
    # A worker obeys only its script's headers: a <meta> policy never reaches it.
    page_policy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'"
    embed_policy = "default-src 'none'; frame-src http: https:"
    (tmp_path / "js" / "shell").mkdir(parents=True)
    (tmp_path / "index.html").write_text(f'<meta http-equiv="Content-Security-Policy" content="{page_policy}">')
    (tmp_path / "embed.html").write_text(f'<meta http-equiv="Content-Security-Policy" content="{embed_policy}">')
    for name in ("js/shell/engine.worker.js", "js/app.js", "sw.js"):
        (tmp_path / name).write_text("export {};")
    server = Server(tmp_path).start()
    try:
        def policy(path):
            with urllib.request.urlopen(server.url + path) as response:
                assert "X-Frame-Options" not in response.headers
                return response.headers["Content-Security-Policy"]
        assert policy("") == policy("index.html") == policy("index.html?x=1") == page_policy
        assert policy("embed.html") == embed_policy
        assert policy("js/shell/engine.worker.js") == policy("sw.js") == policy_module.WORKER
        assert policy("js/app.js") is None          # a module obeys the page that loads it
        assert "'wasm-unsafe-eval'" in policy_module.WORKER and "'unsafe-eval'" not in policy_module.WORKER
    finally:
        server.stop()


def test_the_built_pages_policies_let_the_game_be_framed_anywhere():
    if not (build.DIST / "index.html").exists():
        pytest.skip("dist/ is not built (python build.py build)")
    for name in ("index.html", "embed.html"):
        text = policy_module.page_policy((build.DIST / name).read_text())
        assert text and "frame-ancestors" not in text and "'unsafe-inline'" not in text
    assert "frame-ancestors" not in policy_module.WORKER


def test_pyodides_glue_ships_as_pinned_with_only_the_compile_hint_put_first(tmp_path):
    import build
    from tools import jshints
    stock = tmp_path / "pyodide.asm.mjs"
    stock.write_bytes(b"async function _createPyodideModule(){}\n")
    (tmp_path / "out").mkdir()
    out = jshints.eager(stock, tmp_path / "out")
    assert out.read_bytes() == b"//# allFunctionsCalledOnLoad\n" + stock.read_bytes()
    built = build.DIST / "pyodide" / "pyodide.asm.mjs"
    pinned = build.CACHE / f"pyodide-{build.PYODIDE_VERSION}" / "pyodide.asm.mjs"
    if not (built.exists() and pinned.exists()):
        pytest.skip("dist/ is not built (python build.py build)")
    assert built.read_bytes() == jshints.HINT + pinned.read_bytes()   # the site as build.py wrote it


def snapshot_inputs():
    """(core, stdlib, micropip, game) as build.py passes them to snapshot.snapshot
    (compiled artefacts from .cache/, made once)."""
    from tools import pyc
    core = build.CACHE / f"pyodide-{build.PYODIDE_VERSION}"
    micropip = build.CACHE / "wheels" / build.MICROPIP_WHEEL
    if not (core.exists() and micropip.exists()):
        pytest.skip("the pinned Pyodide is not fetched (python build.py build)")
    game = wheel.build_wheel(ROOT / "py" / "rummy", build.CACHE / "build", "rummy",
                             "Gin Rummy rules engine and computer opponent")
    micropip = pyc.compiled_wheel(build.CACHE, core, micropip, pyc.THIRD_PARTY_OPTIMIZE)
    game = pyc.compiled_wheel(build.CACHE, core, game)
    stdlib = pyc.with_regexes(build.CACHE, core, pyc.stdlib(build.CACHE, core), micropip, game)
    return core, stdlib, micropip, game


def test_the_memory_snapshot_is_the_same_bytes_for_the_same_inputs(tmp_path):
    # The site is versioned by content: two boots must leave the same heap
    # (entropy, clocks and paths are fixed while Pyodide boots under Node.js).
    inputs = snapshot_inputs()
    one, stdlib_one, engine = snapshot.snapshot(tmp_path / "one", *inputs)
    two, stdlib_two, engine_two = snapshot.snapshot(tmp_path / "two", *inputs)
    assert one.read_bytes() == two.read_bytes() and stdlib_one.read_bytes() == stdlib_two.read_bytes()
    assert engine == engine_two
    memory = snapshot.unpack(one.read_bytes())
    assert len(memory) > 16 << 20
    for path in (ROOT, tmp_path, snapshot.SCRIPT):
        assert str(path).encode() not in memory


def test_the_snapshot_holds_the_game_and_its_engine_id_and_names_its_files_by_it(tmp_path):
    """micropip installed the game at build time: its modules are in the heap
    (the page loads no wheel), with the engine id the worker checks; the stdlib
    zip the page loads leaves out what the heap holds already."""
    core, stdlib, micropip, game = snapshot_inputs()
    packed, small, engine = snapshot.snapshot(tmp_path, core, stdlib, micropip, game)
    assert (packed.name, small.name) == (f"python_memory.{engine}.snp.gz", f"python_stdlib.{engine}.zip")
    memory = snapshot.unpack(packed.read_bytes())
    assert engine.encode() in memory
    assert b"/lib/python3.14/site-packages/rummy/five_thousand/cpu/levels" in memory
    with zipfile.ZipFile(stdlib) as full, zipfile.ZipFile(small) as page:
        kept = set(page.namelist())
        assert kept < set(full.namelist())
        assert "json/__init__.pyc" not in kept and "_startup_regexes.pyc" not in kept   # in the heap
        assert "json/tool.pyc" in kept                                                  # never imported


def test_a_snapshot_build_ships_no_wheel_and_names_the_engine(small_site):
    src, dist, core, _ = small_site
    (src / "index.html").write_text("<!doctype html><html><head><title>t</title></head></html>")
    site.assemble(src, dist, {**core, "snapshot": "memory.snp.gz", "engine": "e1"}, {})
    config = (dist / "js" / "shell" / "engine_config.js").read_text()
    assert '"engine": "e1"' in config and "Wheel" not in config
    assert not (dist / "wheels").exists()
    # The page asks for the snapshot as it is parsed (the worker starts later).
    assert '<link rel="preload" href="pyodide/memory.snp.gz" as="fetch" crossorigin>' in (
        dist / "index.html").read_text()


def test_the_server_says_nothing_when_a_browser_goes_away_mid_download(tmp_path, capsys):
    """A tab closed or a worker stopped mid-download breaks the pipe: that is
    not a server error, so no traceback (the test log stays readable); any
    other error in a request is still printed."""
    server = Server(tmp_path)
    try:
        for gone in (BrokenPipeError(32, "Broken pipe"), ConnectionResetError(104, "reset")):
            try:
                raise gone
            except OSError:
                server.handle_error(None, ("127.0.0.1", 1))
        assert capsys.readouterr().err == ""
        try:
            raise ValueError("a real bug")
        except ValueError:
            server.handle_error(None, ("127.0.0.1", 1))
        assert "ValueError: a real bug" in capsys.readouterr().err
    finally:
        server.server_close()


def test_the_suite_runs_on_a_worker_a_core_unless_told_otherwise():
    assert build.test_workers([], cores=2) == ["-n", "2"]
    assert build.test_workers(["tests/browser"], cores=16) == ["-n", "4"]
    assert build.test_workers([], cores=1) == []
    for chosen in (["-n", "0"], ["-n0"], ["--numprocesses=3"], ["-p", "no:xdist"], ["--dist", "loadfile"]):
        assert build.test_workers(chosen, cores=2) == []
