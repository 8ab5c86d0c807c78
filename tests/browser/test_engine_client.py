"""js/engine_client.js when loading goes wrong: a clear error code, and Retry works."""

import gzip
import time

from pages import open_blank_page

EXPECT_LOAD_ERROR = """
async () => {
  const { createEngine } = await import("./js/shell/engine_client.js");
  window.engine = createEngine({ stallMs: 8000 });
  try {
    await window.engine.ready;
    return "ready";
  } catch (err) {
    const reply = await window.engine.request("view").then(() => "replied", (e) => e.code);
    return [err.code, reply];
  }
}
"""
PLAYS = """
async () => {
  const { createEngine } = await import("./js/shell/engine_client.js");
  window.engine = createEngine({ stallMs: 120000 });
  await window.engine.ready;
  return (await window.engine.request("new_match", { seed: "PLAIN00001" })).ok;
}
"""
RETRY = """
async () => {
  window.engine = window.engine.restart({ stallMs: 120000 });   // a busy machine loads slowly
  await window.engine.ready;
  return (await window.engine.request("new_match", { seed: "RETRY00001" })).ok;
}
"""


def test_a_missing_wasm_fails_the_load_at_once_and_retry_recovers(page, site):
    # loadPyodide alone would wait forever for its wasm: the worker sees the 404.
    open_blank_page(page, site.url)
    page.route("**/pyodide.asm.wasm*", lambda route: route.fulfill(status=404, body="gone"))
    assert page.evaluate(EXPECT_LOAD_ERROR) == ["load_failed", "load_failed"]
    page.unroute("**/pyodide.asm.wasm*")
    assert page.evaluate(RETRY) is True


def test_a_refused_stdlib_fails_the_load(page, site):
    open_blank_page(page, site.url)
    page.route("**/python_stdlib*.zip", lambda route: route.abort())
    assert page.evaluate(EXPECT_LOAD_ERROR) == ["load_failed", "load_failed"]


def test_a_stalled_load_times_out(page, site):
    open_blank_page(page, site.url)
    page.route("**/pyodide.asm.wasm*", lambda route: None)   # never answered
    assert page.evaluate(EXPECT_LOAD_ERROR) == ["timeout", "timeout"]


def test_a_worker_that_cannot_start_fails_the_load_at_once(page, site):
    open_blank_page(page, site.url)
    page.route("**/engine.worker.js", lambda route: route.fulfill(
        status=200, content_type="text/plain", body="not javascript"))
    started = time.monotonic()
    assert page.evaluate(EXPECT_LOAD_ERROR) == ["load_failed", "load_failed"]
    assert time.monotonic() - started < 5   # the worker's error event, not the watchdog


def test_a_missing_or_damaged_snapshot_fails_the_load_and_retry_recovers(page, site):
    open_blank_page(page, site.url)
    page.route("**/python_memory*", lambda route: route.fulfill(status=404, body="gone"))
    assert page.evaluate(EXPECT_LOAD_ERROR) == ["load_failed", "load_failed"]
    page.unroute("**/python_memory*")
    page.route("**/python_memory*", lambda route: route.fulfill(status=200, body=b"\x1f\x8b damaged"))
    assert page.evaluate(EXPECT_LOAD_ERROR) == ["load_failed", "load_failed"]
    page.unroute("**/python_memory*")
    assert page.evaluate(RETRY) is True


def test_a_damaged_gzipped_wasm_fails_the_load_at_once(page, site):
    # The compiler would hear only a broken stream, and Pyodide then waits
    # forever: the worker ends the load itself (no watchdog timeout).
    open_blank_page(page, site.url)
    page.route("**/pyodide.asm.wasm.gz", lambda route: route.fulfill(
        status=200, body=gzip.compress(b"\0asm")[:-6] + b"broken"))
    assert page.evaluate(EXPECT_LOAD_ERROR) == ["load_failed", "load_failed"]


def test_packed_files_a_host_already_decoded_still_load(page, site):
    # A host may serve a .gz file with Content-Encoding: gzip; the browser
    # then hands the worker the plain bytes.
    def decoded(route):
        response = route.fetch()
        route.fulfill(response=response, body=gzip.decompress(response.body()))
    open_blank_page(page, site.url)
    page.route("**/*.gz", decoded)
    assert page.evaluate(PLAYS) is True
