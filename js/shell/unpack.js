// The packed files the engine worker loads (tools/snapshot.py writes them):
// the gzipped wasm and Pyodide's packed memory snapshot.

const GZIP = [0x1f, 0x8b];
const SNAPSHOT_MAGIC = "SNP1";

// A body stream, inflated as it arrives. A host that decoded a .gz file
// itself (it sent Content-Encoding: gzip) hands over plain bytes: without
// gzip's magic number they pass as they are. onError hears a damaged stream.
export function inflated(body, onError = () => {}) {
  const source = body.getReader();
  let reader = null;
  const open = async () => {
    let head = new Uint8Array(0);
    while (head.length < GZIP.length) {
      const { done, value } = await source.read();
      if (done) break;
      head = joined(head, value);
    }
    const rest = new ReadableStream({
      start(controller) { if (head.length) controller.enqueue(head); },
      async pull(controller) {
        const { done, value } = await source.read();
        if (done) controller.close(); else controller.enqueue(value);
      },
      cancel(reason) { return source.cancel(reason); },
    });
    const gzipped = GZIP.every((byte, i) => head[i] === byte);
    return (gzipped ? rest.pipeThrough(new DecompressionStream("gzip")) : rest).getReader();
  };
  return new ReadableStream({
    async pull(controller) {
      try {
        reader ??= await open();
        const { done, value } = await reader.read();
        if (done) controller.close(); else controller.enqueue(value);
      } catch (err) {
        onError(err);
        throw err;
      }
    },
    cancel(reason) { return (reader ?? source).cancel(reason); },
  });
}

function joined(a, b) {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

// The memory image from a packed snapshot's body: "SNP1", the image's
// length, the run count, then (offset, length) per run and the runs' bytes;
// zeros elsewhere. A damaged file throws, naming what is wrong.
export async function snapshotMemory(body) {
  return unpackMemory(new Uint8Array(await new Response(inflated(body)).arrayBuffer()));
}

export function unpackMemory(data) {
  const fail = (what) => { throw new Error(`the memory snapshot is damaged: ${what}`); };
  if (data.length < 12) fail("too short");
  const magic = String.fromCharCode(...data.subarray(0, 4));
  if (magic !== SNAPSHOT_MAGIC) fail("wrong magic number");
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const total = view.getUint32(4, true);
  const count = view.getUint32(8, true);
  let at = 12 + 8 * count;
  if (at > data.length) fail("its run table is cut short");
  const memory = new Uint8Array(total);
  for (let i = 0; i < count; i++) {
    const offset = view.getUint32(12 + 8 * i, true);
    const length = view.getUint32(16 + 8 * i, true);
    if (offset + length > total || at + length > data.length) fail(`run ${i} is out of bounds`);
    memory.set(data.subarray(at, at + length), offset);
    at += length;
  }
  if (at !== data.length) fail("bytes left over after the last run");
  return memory;
}
