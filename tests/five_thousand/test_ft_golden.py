"""A golden playthrough of 5000 Rummy: seed -> baseline actions -> views, stored and diffed.

Any change to dealing, legality, views, scoring or the baseline shows up
here as a diff. The transcript keeps, after every action, the person's
view (seat 0) without its history (the actions are the history), and every
seat's full view at each deal's end. Regenerate on purpose with:
GOLDEN_UPDATE=1 python -m pytest tests/five_thousand/test_ft_golden.py
"""

import json
import os
import random
from pathlib import Path

from rummy.five_thousand import Match
from rummy.five_thousand.cpu import baseline

GOLDEN = Path(__file__).parent / "golden_ft.json"
SEED, PLAYERS, DEALS = "golden-ft-1", 4, 3


def person_view(match):
    v = match.view(0)
    v["history"] = len(v["history"])
    return v


def transcript():
    match, rng = Match(seed=SEED, players=PLAYERS, target=5000), random.Random(7)
    steps = [{"view": person_view(match)}]
    while match.deal_no <= DEALS and match.phase != "match_over":
        if match.deal_no == DEALS and not match.in_play:
            break
        seat = match.to_act
        action = baseline.decide(match.view(seat), rng)
        match.apply(seat, action)
        step = {"player": seat, "action": action, "view": person_view(match)}
        if not match.in_play:
            step["views"] = [match.view(s) for s in range(PLAYERS)]
        steps.append(step)
    return {"seed": SEED, "players": PLAYERS, "steps": steps}


def test_golden_playthrough_is_unchanged():
    got = json.loads(json.dumps(transcript()))
    if os.environ.get("GOLDEN_UPDATE"):
        lines = [json.dumps(step, sort_keys=True, separators=(",", ":")) for step in got["steps"]]
        GOLDEN.write_text(f'{{"seed":"{SEED}","players":{PLAYERS},"steps":[\n' + ",\n".join(lines) + "\n]}\n")
    want = json.loads(GOLDEN.read_text())
    assert len(got["steps"]) == len(want["steps"])
    for i, (g, w) in enumerate(zip(got["steps"], want["steps"])):
        assert g == w, f"step {i} differs"
    log = [[s["player"], s["action"]] for s in want["steps"][1:]]
    assert person_view(Match.replay(SEED, log, players=PLAYERS)) == want["steps"][-1]["view"]
