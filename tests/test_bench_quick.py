"""Every engine benchmark in bench/ answers --help and runs in its quick mode.

A benchmark nobody runs rots (bench/browser.py crashed in its default
path, and no test noticed): each script here is run as a maintainer runs
it, as a subprocess, with --quick (seconds), and its printed figures are
checked to be there and to be numbers. The browser's two (browser.py, browser_ft.py)
are run by tests/browser/test_browser_bench_quick.py (Chromium, dist/).
"""

import re
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
NUMBER = r"[0-9]+(?:\.[0-9]+)?"
SCRIPTS = ("cpu_speed", "deadwood", "five_thousand", "fuzz", "ft_soak")


def run(script, *args, timeout=180):
    out = subprocess.run([sys.executable, str(BENCH / f"{script}.py"), *args],
                         capture_output=True, text=True, timeout=timeout)
    assert out.returncode == 0, f"bench/{script}.py {' '.join(args)} failed:\n{out.stderr[-3000:]}"
    return out.stdout


def test_every_script_in_bench_is_run_here_or_by_the_browser_tests():
    scripts = {p.stem for p in BENCH.glob("*.py")}
    assert scripts == set(SCRIPTS) | {"browser", "browser_ft", "ft_pace"}   # the browser ones: tests/browser


@pytest.mark.parametrize("script", SCRIPTS)
def test_a_benchmark_answers_help_with_its_quick_mode(script):
    out = run(script, "--help")
    assert out.startswith("usage:") and "--quick" in out


def test_cpu_speed_quick_prints_each_levels_decision_times():
    out = run("cpu_speed", "--quick")
    for level in ("easy", "normal", "strong"):
        assert re.search(rf"^{level} +[1-9][0-9]* +{NUMBER} +{NUMBER} +{NUMBER} +{NUMBER}", out, re.M), out
    assert re.search(rf"worst p99: {NUMBER} ms", out), out


def test_deadwood_quick_prints_both_functions_and_checks_the_reference():
    out = run("deadwood", "--quick")
    for name in ("deadwood_points", "deadwood_after_discard"):
        for kind in ("uniform", "meld-heavy"):
            assert re.search(rf"^{name} +1[01] +{kind} +{NUMBER} +{NUMBER} +[0-9]+$", out, re.M), out
    assert "all results equal the reference" in out


def test_five_thousand_quick_prints_the_engine_and_every_levels_decide_times():
    out = run("five_thousand", "--quick")
    for players in (4, 8):
        assert f"{players} players (1 matches):" in out
        assert f"cpu.decide, {players} players" in out
    for name in ("legal draw", "view (legal included)", "check_meld", "layoff_places", "easy", "normal", "strong"):
        assert re.search(rf"^  {re.escape(name)} +n= *[1-9][0-9]* +p50 +{NUMBER} +p99 +{NUMBER}", out, re.M), name


def test_fuzz_quick_counts_actions_and_finds_no_break():
    out = run("fuzz", "--quick")
    assert re.search(r"seeds 2  actions [1-9][0-9]*  applied [1-9][0-9]*  refused [0-9]+", out), out
    assert re.search(rf"invariant breaks 0  time {NUMBER} s", out), out


def test_ft_soak_quick_plays_both_kinds_clean():
    out = run("ft_soak", "--quick")
    assert re.search(r"^cpu: 2 seeds  actions [1-9][0-9]*  failed 0$", out, re.M), out
    assert re.search(r"^random: 1 seeds  actions [1-9][0-9]*  failed 0$", out, re.M), out
