"""js/unpack.js under Node.js against tools/snapshot.py: the packed snapshot
round-trips, arrives in any chunking, passes when a host already decoded it,
and a damaged one is refused by name."""

import gzip
import hashlib
import json
import random
import shutil
import subprocess
from pathlib import Path

import pytest

from tools import snapshot

JS = Path(__file__).resolve().parent.parent / "js" / "shell" / "unpack.js"

SCRIPT = """
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { snapshotMemory } from %s;
const cases = JSON.parse(process.argv[1]);
const out = {};
for (const [name, file, chunk] of cases) {
  const data = readFileSync(file);
  const body = new ReadableStream({
    start(controller) {
      for (let at = 0; at < data.length; at += chunk) controller.enqueue(new Uint8Array(data.subarray(at, at + chunk)));
      controller.close();
    },
  });
  try {
    const memory = await snapshotMemory(body);
    out[name] = createHash("sha256").update(memory).digest("hex");
  } catch (err) {
    out[name] = "error: " + err.message;
  }
}
console.log(JSON.stringify(out));
"""


def memory_image():
    rng = random.Random(7)
    pages = [bytes(4096) if rng.random() < 0.6 else rng.randbytes(4096) for _ in range(16)]
    pages[0] = rng.randbytes(4096)
    return b"".join(pages) + rng.randbytes(100)   # a last, partial page


def run_cases(tmp_path, cases):
    args = []
    for name, data, chunk in cases:
        file = tmp_path / name
        file.write_bytes(data)
        args.append([name, str(file), chunk])
    code = SCRIPT % json.dumps(JS.as_uri())
    done = subprocess.run(["node", "--input-type=module", "-e", code, json.dumps(args)],
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_the_packed_snapshot_unpacks_to_the_same_memory_however_it_arrives(tmp_path):
    memory = memory_image()
    packed = snapshot.pack(memory)
    assert snapshot.unpack(packed) == memory
    assert len(gzip.decompress(packed)) < len(memory)    # zero pages are left out
    want = hashlib.sha256(memory).hexdigest()
    out = run_cases(tmp_path, [
        ("whole", packed, len(packed)),
        ("bytewise", packed, 1),                            # gzip's magic split across chunks
        ("decoded_by_host", gzip.decompress(packed), 4096),
    ])
    assert out == {"whole": want, "bytewise": want, "decoded_by_host": want}


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js")
def test_a_damaged_snapshot_is_refused_naming_the_damage(tmp_path):
    packed = snapshot.pack(memory_image())
    plain = gzip.decompress(packed)
    out = run_cases(tmp_path, [
        ("cut_gzip", packed[:len(packed) // 2], 1000),
        ("wrong_magic", b"XXXX" + plain[4:], 4096),
        ("cut_runs", plain[:len(plain) - 10], 4096),
        ("extra_bytes", plain + b"\1", 4096),
        ("tiny", b"\1", 1),
    ])
    assert out["cut_gzip"].startswith("error:")
    assert out["wrong_magic"] == "error: the memory snapshot is damaged: wrong magic number"
    assert out["cut_runs"].startswith("error: the memory snapshot is damaged: run ")
    assert out["extra_bytes"] == "error: the memory snapshot is damaged: bytes left over after the last run"
    assert out["tiny"] == "error: the memory snapshot is damaged: too short"
