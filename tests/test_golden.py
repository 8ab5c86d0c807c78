"""A golden playthrough: seed -> actions -> views, stored and diffed.

Any change to dealing, legality, views or scoring shows up here as a diff.
Regenerate on purpose with: GOLDEN_UPDATE=1 python -m pytest tests/test_golden.py
"""

import json
import os
import random
from pathlib import Path

from engine_helpers import random_action
from rummy.gin import Match

GOLDEN = Path(__file__).parent / "golden" / "playthrough.json"


def transcript():
    match, rng = Match(seed="golden-1", target=50), random.Random(1)
    steps = [{"views": [match.view(0), match.view(1)]}]
    while match.round_no < 3 and match.phase != "match_over":
        player, action = random_action(match, rng)
        match.apply(player, action)
        steps.append({"player": player, "action": action, "views": [match.view(0), match.view(1)]})
    return {"seed": "golden-1", "target": 50, "steps": steps}


def test_golden_playthrough_is_unchanged():
    got = json.loads(json.dumps(transcript()))
    if os.environ.get("GOLDEN_UPDATE"):
        lines = [json.dumps(step, sort_keys=True, separators=(",", ":")) for step in got["steps"]]
        GOLDEN.write_text('{"seed":"golden-1","target":50,"steps":[\n' + ",\n".join(lines) + "\n]}\n")
    want = json.loads(GOLDEN.read_text())
    assert len(got["steps"]) == len(want["steps"])
    for i, (g, w) in enumerate(zip(got["steps"], want["steps"])):
        assert g == w, f"step {i} differs"
    # And the stored actions replay to the same final state.
    log = [[s["player"], s["action"]] for s in want["steps"][1:]]
    assert Match.replay("golden-1", log, target=50).view(0) == want["steps"][-1]["views"][0]
