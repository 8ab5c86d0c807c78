"""A start-up image is never paired with another release's engine.

The build installs the game into Pyodide's memory snapshot (tools/snapshot.py)
and names both the snapshot and the stdlib zip the page loads by the engine
id that the snapshot's heap holds (rummy.__engine_id__); the worker's config
(engine_config.js, bundled into the worker) names the same id. A worker of
one release meeting a snapshot of another (a stale file from some cache) must
refuse to start instead of playing another release's engine.
"""

import json
import re

from pages import open_blank_page

START = """
async () => {
  const { createEngine } = await import("./js/shell/engine_client.js");
  window.engine = createEngine({ stallMs: 120000 });
  try {
    await window.engine.ready;
    return "ready";
  } catch (err) {
    return err.code;
  }
}
"""
OTHER_ENGINE = "0123456789abcdef0123"


def engine_config(dist):
    text = (dist / "js" / "shell" / "engine_config.js").read_text()
    return json.loads(re.search(r"export default (\{.*\});", text, re.S).group(1))


def test_the_build_names_the_snapshot_and_its_stdlib_by_the_engine_it_holds(dist):
    config = engine_config(dist)
    engine = config["engine"]
    assert re.fullmatch(r"[0-9a-f]{20}", engine)
    assert config["snapshot"].endswith(f"/python_memory.{engine}.snp.gz")
    assert config["stdLibURL"].endswith(f"/python_stdlib.{engine}.zip")
    assert "gameWheel" not in config and "micropipWheel" not in config   # nothing installed at start-up
    worker = (dist / "js" / "shell" / "engine.worker.js").read_text()
    assert worker.count(engine) >= 1     # the worker's bundle carries the config


def test_a_snapshot_of_another_release_is_refused(page, site, dist):
    """The worker of a release whose engine id differs from the snapshot's
    (as when a stale snapshot meets a new worker: here the worker's config
    names another id, the files it loads unchanged) ends the load with
    engine_mismatch (the unchanged site loads: every other browser test)."""
    engine = engine_config(dist)["engine"]

    def other_release(route):
        response = route.fetch()
        body = response.text().replace(f'"engine": "{engine}"', f'"engine": "{OTHER_ENGINE}"')
        assert body != response.text()
        route.fulfill(response=response, body=body)

    open_blank_page(page, site.url)
    page.route("**/engine.worker.js", other_release)
    assert page.evaluate(START) == "load_failed"
    errors = page.evaluate("window.__wire.filter((m) => m.data.type === 'load_error').map((m) => m.data.message)")
    assert len(errors) == 1 and "engine_mismatch" in errors[0], errors
    assert engine in errors[0] and OTHER_ENGINE in errors[0]
    assert not page.evaluate("window.__wire.some((m) => m.data.type === 'ready')")
