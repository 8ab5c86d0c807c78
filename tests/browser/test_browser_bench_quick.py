"""The browser benchmarks (bench/browser.py, bench/browser_ft.py) run in their quick mode.

Each is run as a maintainer runs it, as a subprocess on the built dist/
(it launches its own Chromium, as tools/browser.py finds it), with --quick:
every part measures a little and prints its figures, which are checked to
be there and to be numbers. (browser.py once crashed in its default path,
the 5000 part, and nothing noticed: this is what notices.)
"""

import re
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent.parent / "bench"
NUMBER = r"[0-9]+(?:\.[0-9]+)?"


def run(script, *args, timeout=400):
    out = subprocess.run([sys.executable, str(BENCH / script), *args],
                         capture_output=True, text=True, timeout=timeout)
    assert out.returncode == 0, f"bench/{script} {' '.join(args)} failed:\n{out.stderr[-3000:]}"
    return out.stdout


def assert_ft_figures(out):
    assert re.search(rf"Start → first deal shown \(a warm page, 1 new matches\): median {NUMBER} ms", out), out
    for level in ("easy", "normal", "strong", "all"):
        assert re.search(rf"^  {level} +n= *[1-9][0-9]* +p50 +{NUMBER} ms +p99 +{NUMBER} ms", out, re.M), level


@pytest.mark.parametrize("script", ["browser.py", "browser_ft.py"])
def test_a_browser_benchmark_answers_help_with_its_quick_mode(script):
    out = run(script, "--help", timeout=60)
    assert out.startswith("usage:") and "--quick" in out


def test_browser_quick_measures_every_part_of_its_default_path(dist):
    out = run("browser.py", "--quick", "--dist", str(dist))
    assert re.search(rf"^run 1: game cold {NUMBER} ms, warm {NUMBER} ms; bare cold {NUMBER} ms", out, re.M), out
    for row in ("bare loadPyodide → runPython", "start screen usable", "engine ready (first view made)"):
        assert re.search(rf"^{re.escape(row)} +{NUMBER} +{NUMBER} +{NUMBER} +{NUMBER}$", out, re.M), row
    assert re.search(rf"bytes sent, cold visit: game {NUMBER} MB", out), out
    assert "cpu request, page → reply (decision + apply + view + JSON), 10 per level:" in out
    assert re.search(r"round trips, rounds played by clicks: [1-9][0-9]* requests for [1-9][0-9]* actions", out), out
    assert_ft_figures(out)


def test_browser_ft_quick_measures_the_start_and_every_levels_requests(dist):
    assert_ft_figures(run("browser_ft.py", "--quick", "--dist", str(dist)))
