"""The engine runs inside Pyodide in the module worker and answers the protocol."""

from pages import request


def test_engine_loads_in_named_steps(engine_page):
    steps = [step for step, _ in engine_page.progress_steps]
    # The build installs the game in the memory snapshot (tools/snapshot.py):
    # no micropip or wheel step at start-up.
    assert steps == ["pyodide", "engine", "ready"]
    fractions = [f for _, f in engine_page.progress_steps]
    assert fractions == sorted(fractions) and fractions[-1] == 1


def test_a_match_starts_and_the_cpu_moves(engine_page):
    reply = request(engine_page, "new_match", target=50, level="easy", seed="SMOKE00001")
    assert reply["ok"], reply
    view = reply["view"]
    assert len(view["hand"]) == 10 and view["opponent_hand_count"] == 10
    assert view["phase"] == "upcard" and view["to_act"] == 0   # the CPU deals: the person is asked first
    reply = request(engine_page, "act", action={"type": "pass"}, state=reply["state"])
    assert reply["ok"] and reply["view"]["to_act"] == 1
    reply = request(engine_page, "cpu", state=reply["state"])
    assert reply["ok"], reply
    assert reply["cpu_action"]["player"] == 1
    assert reply["cpu_action"]["type"] in ("take", "pass")


def test_errors_come_back_with_stable_codes(engine_page):
    assert request(engine_page, "fly")["error"]["code"] == "bad_request"
    state = request(engine_page, "new_match", seed="SMOKE00002")["state"]
    stale = request(engine_page, "act", action={"type": "pass"}, state=state - 1)
    assert stale["error"]["code"] == "stale_state"
    wrong = request(engine_page, "act", action={"type": "draw", "from": "stock"}, state=state)
    assert wrong["error"]["code"] == "wrong_phase"


def test_hostile_requests_are_bad_request_in_pyodide_too(engine_page):
    """An op that is a list or an object, and JSON nested deeper than any real
    request, are refused as bad_request inside Pyodide (whose stack is far
    smaller than CPython's), and the engine answers normally afterwards."""
    codes = engine_page.evaluate("""async () => {
        const nested = (depth) => { let v = 0; for (let i = 0; i < depth; i++) v = [v]; return v; };
        const out = [];
        for (const op of [["view"], { a: 1 }]) out.push((await window.engine.request(op, {})).error.code);
        out.push((await window.engine.request("view", { pad: nested(5000) })).error.code);
        return out;
    }""")
    assert codes == ["bad_request", "bad_request", "bad_request"]
    assert request(engine_page, "new_match", seed="SMOKE00003")["ok"]
