"""Pyodide's memory after start-up, made at build time, and the packed core files.

A cold start spends about a second booting CPython and importing Pyodide's
own modules. `loadPyodide` can instead restore a snapshot of the wasm memory
taken right after that boot (tools/snapshot.mjs, Pyodide under Node.js).
The snapshot is 31 MB, of which 11 MB are not zero; it ships packed:

    gzip( b"SNP1" | total length u32 | run count u32 | runs (offset u32, length u32)...
          | the runs' bytes, in order )            all integers little-endian

js/unpack.js rebuilds the memory (zeros elsewhere). To stay within the
stock core files' bytes, the wasm ships gzipped too (3.5 MB instead of
9.6 MB); the engine worker inflates both as they arrive.

Each artefact is cached by a hash of its inputs; gzip's header carries no
time, so the same inputs give the same bytes.
"""

import gzip
import struct
import subprocess
import tempfile
from pathlib import Path

from . import cached
from . import wheel as wheels

SCRIPT = Path(__file__).with_name("snapshot.mjs")
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


def snapshot(cache, core_dir, stdlib_zip):
    """The packed snapshot of Pyodide booted on core_dir's files and stdlib_zip."""
    core_dir = Path(core_dir)
    key = cached.digest(b"snapshot", SCRIPT.read_bytes(), Path(stdlib_zip).read_bytes(),
                        *((core_dir / name).read_bytes() for name in CORE_FILES))

    def make():
        print("snapshot: booting Pyodide under Node.js for its memory snapshot", flush=True)
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "memory.bin"
            try:
                done = subprocess.run(["node", str(SCRIPT), str(core_dir), str(stdlib_zip), str(out)],
                                      capture_output=True, text=True)
            except FileNotFoundError:
                raise RuntimeError("Node.js (node) is needed to make the memory snapshot") from None
            if done.returncode != 0:
                raise RuntimeError(f"snapshot.mjs failed:\n{done.stderr.strip()}")
            return pack(out.read_bytes())

    return _cached(cache, key, "python_memory.snp.gz", make)


def gzipped(cache, path):
    """path's bytes gzipped (level 9, no time in the header)."""
    data = Path(path).read_bytes()
    return _cached(cache, cached.digest(b"gzip", data), Path(path).name + ".gz",
                   lambda: gzip.compress(data, 9, mtime=0))
