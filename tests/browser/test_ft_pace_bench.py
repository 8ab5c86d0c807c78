"""bench/ft_pace.py (5000 Rummy's wait from the person's discard to their next draw prompt,
issue 53) answers --help and runs in its quick mode, as a maintainer runs it: a subprocess
on the built dist/, its own Chromium; every speed's figure is printed, and is a number."""

import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent.parent.parent / "bench" / "ft_pace.py"
NUMBER = r"[0-9]+(?:\.[0-9]+)?"


def run(*args, timeout=600):
    out = subprocess.run([sys.executable, str(BENCH), *args], capture_output=True, text=True, timeout=timeout)
    assert out.returncode == 0, f"bench/ft_pace.py {' '.join(args)} failed:\n{out.stderr[-3000:]}"
    return out.stdout


def test_ft_pace_answers_help_with_its_quick_mode():
    out = run("--help", timeout=60)
    assert out.startswith("usage:") and "--quick" in out


def test_ft_pace_quick_times_every_speed_and_hurry(dist):
    out = run("--quick", "--dist", str(dist))
    for name in ("normal", "fast", "off", r"normal \+ Hurry"):
        assert re.search(rf"^  {name} +n= *[1-9][0-9]* +median +{NUMBER} s +max +{NUMBER} s", out, re.M), (name, out)
