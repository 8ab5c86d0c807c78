"""bench/ft_soak.py, the long soak of 5000 Rummy: one seed of each kind, its
report of a failing seed, and a tiny run of the script itself."""

import importlib.util
import os
import subprocess
import sys

BENCH = os.path.join(os.path.dirname(__file__), "..", "..", "bench", "ft_soak.py")
_SPEC = importlib.util.spec_from_file_location("ft_soak", BENCH)
ft_soak = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(ft_soak)


def test_a_seed_of_each_kind_plays_clean():
    for kind in ("cpu", "random"):
        got_kind, seed, actions, trace = ft_soak.run((kind, 100483))
        assert (got_kind, seed, trace) == (kind, 100483, None) and actions > 50


def test_a_failing_seed_is_reported_with_its_traceback(monkeypatch):
    def broken(m, before):
        raise AssertionError("cards lost")
    monkeypatch.setattr(ft_soak, "check_invariants", broken)
    kind, seed, actions, trace = ft_soak.run(("cpu", 7))
    assert (kind, seed, actions) == ("cpu", 7, 0) and "AssertionError: cards lost" in trace


def test_the_script_runs_and_says_what_it_played():
    out = subprocess.run([sys.executable, BENCH, "--cpu", "2", "--random", "0", "--jobs", "1"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "cpu: 2 seeds" in out.stdout and "failed 0" in out.stdout
