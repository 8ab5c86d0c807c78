"""Pyodide's memory after start-up, the game installed, made at build time; the packed core files.

A cold start spent about a second booting CPython and importing Pyodide's
own modules, then 400 ms more installing the game's wheel with micropip, at
every start. `loadPyodide` instead restores a snapshot of the wasm memory
taken after all that (tools/snapshot.mjs, Pyodide under Node.js): micropip
installs the wheel at build time, every module of the game is imported and
every game warmed up. The snapshot is 31 MB, of which about 12 MB are not
zero; it ships packed:

    gzip( b"SNP1" | total length u32 | run count u32 | runs (offset u32, length u32)...
          | the runs' bytes, in order )            all integers little-endian

js/shell/unpack.js rebuilds the memory (zeros elsewhere). To stay within the
stock core files' bytes, the wasm ships gzipped too (3.5 MB instead of
9.6 MB); the engine worker inflates both as they arrive.

A snapshot holds the heap, not the files: the page loads no wheel, and a
stdlib zip without the modules already in the heap (they are never read
again). tools/snapshot_check.mjs restores each new snapshot with that zip
and plays a whole session on it, or the build stops.

The snapshot and that zip belong together and to one game: both are named
by the engine id (a hash of every input), which the heap holds as
`rummy.__engine_id__` and engine_config.js names; the worker refuses a
restored heap with another id (a stale file from another release).

Each artefact is cached by a hash of its inputs; gzip's header carries no
time, so the same inputs give the same bytes.
"""

import gzip
import json
import struct
import zipfile
import subprocess
import tempfile
from pathlib import Path

from . import cached
from . import wheel as wheels

SCRIPT = Path(__file__).with_name("snapshot.mjs")
CHECK_SCRIPT = Path(__file__).with_name("snapshot_check.mjs")
SMOKE_SESSION = Path(__file__).with_name("smoke_session.py")
MAGIC = b"SNP1"
PAGE = 4096
CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")


def _cached(cache, key, name, make):
    """cache/snapshot/<key>/<name>, holding make()'s bytes."""
    return cached.artefact(cache / "snapshot", key, name, lambda path: wheels.write_atomic(path, make()))


def pack(memory):
    """The packed form of a memory image (see the module's docstring)."""
    runs = []
    for offset in range(0, len(memory), PAGE):
        page = memory[offset:offset + PAGE]
        if page.count(0) != len(page):
            if runs and runs[-1][0] + runs[-1][1] == offset:
                runs[-1][1] += len(page)
            else:
                runs.append([offset, len(page)])
    head = struct.pack("<4sII", MAGIC, len(memory), len(runs))
    table = b"".join(struct.pack("<II", offset, length) for offset, length in runs)
    body = b"".join(memory[offset:offset + length] for offset, length in runs)
    return gzip.compress(head + table + body, 9, mtime=0)


def unpack(packed):
    """The memory image back from pack()'s bytes (the reference for js/unpack.js)."""
    data = gzip.decompress(packed)
    magic, total, count = struct.unpack_from("<4sII", data)
    if magic != MAGIC:
        raise ValueError("not a packed snapshot")
    memory = bytearray(total)
    at = 12 + 8 * count
    for i in range(count):
        offset, length = struct.unpack_from("<II", data, 12 + 8 * i)
        memory[offset:offset + length] = data[at:at + length]
        at += length
    return bytes(memory)


def _node(script, *args, what):
    try:
        done = subprocess.run(["node", str(script), *map(str, args)], capture_output=True, text=True)
    except FileNotFoundError:
        raise RuntimeError(f"Node.js (node) is needed to {what}") from None
    if done.returncode != 0:
        raise RuntimeError(f"{Path(script).name} failed:\n{done.stderr.strip()}")
    return done.stdout


def without(stdlib_zip, names):
    """stdlib_zip's {name: bytes} but the entries named."""
    with zipfile.ZipFile(stdlib_zip) as z:
        return {n: z.read(n) for n in z.namelist() if n not in names}


def snapshot(cache, core_dir, stdlib_zip, micropip_wheel, game_wheel):
    """(packed snapshot, stdlib zip for the page, engine id) of Pyodide booted on
    core_dir's files and stdlib_zip with the game's wheel installed by micropip;
    the two files are named by the engine id (see the module's docstring)."""
    core_dir = Path(core_dir)
    engine = cached.digest(b"snapshot", SCRIPT.read_bytes(), CHECK_SCRIPT.read_bytes(),
                           SMOKE_SESSION.read_bytes(),
                           *(Path(p).read_bytes() for p in (stdlib_zip, micropip_wheel, game_wheel)),
                           *((core_dir / name).read_bytes() for name in CORE_FILES))
    folder = cache / "snapshot" / engine
    names = (f"python_memory.{engine}.snp.gz", f"python_stdlib.{engine}.zip")

    def make(path):
        print("snapshot: booting Pyodide under Node.js, the game installed, for its memory snapshot",
              flush=True)
        with tempfile.TemporaryDirectory() as tmp:
            memory, loaded, stdlib = (Path(tmp) / n for n in ("memory.bin", "loaded.json", "stdlib.zip"))
            _node(SCRIPT, core_dir, stdlib_zip, micropip_wheel, game_wheel, engine, memory, loaded,
                  what="make the memory snapshot")
            wheels.write_zip(stdlib, without(stdlib_zip, set(json.loads(loaded.read_text()))))
            out = _node(CHECK_SCRIPT, core_dir, stdlib, memory, SMOKE_SESSION, engine,
                        what="check the memory snapshot")
            if out.strip().splitlines()[-1:] != ["ok"]:
                raise RuntimeError(f"snapshot_check.mjs did not pass:\n{out}")
            wheels.write_atomic(folder / names[1], stdlib.read_bytes())
            wheels.write_atomic(path, pack(memory.read_bytes()))

    folder.mkdir(parents=True, exist_ok=True)
    packed = cached.artefact(cache / "snapshot", engine, names[0], make)
    return packed, folder / names[1], engine


def gzipped(cache, path):
    """path's bytes gzipped (level 9, no time in the header)."""
    data = Path(path).read_bytes()
    return _cached(cache, cached.digest(b"gzip", data), Path(path).name + ".gz",
                   lambda: gzip.compress(data, 9, mtime=0))
