"""Reruns under xdist, as build.py runs the suite: a small project laid out as
tests/ is (the retry asked for by a folder's conftest with the suite's own
marker, the report hook in the suite's own tests/conftest.py), run by pytest
on two workers in a subprocess. A test that fails for itself is not rerun;
one whose browser failed to start is, and the run then says its health
failed."""

import shutil
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent

FIRST_TRY_FAILS = '''
import pathlib

def test_once():
    flag = pathlib.Path(__file__).with_name("tried")
    if not flag.exists():
        flag.write_text("")
        {raise_}
'''
LAUNCH_FAILED = 'raise RuntimeError("BrowserType.launch: Target page, context or browser has been closed")'
ASSERTION = 'assert False, "the first try fails on purpose"'


def run_project(tmp_path, raise_):
    tests = tmp_path / "tests"
    (tests / "sub").mkdir(parents=True)
    for name in ("conftest.py", "rerun_report.py"):
        shutil.copy(TESTS / name, tests / name)
    (tmp_path / "pytest.ini").write_text("[pytest]\ntestpaths = tests\npythonpath = tests\n")
    (tests / "sub" / "conftest.py").write_text(
        "from rerun_report import infrastructure_retry\n\ndef pytest_collection_modifyitems(items):\n"
        "    for item in items:\n        item.add_marker(infrastructure_retry())\n")
    (tests / "sub" / "test_once.py").write_text(FIRST_TRY_FAILS.replace("{raise_}", raise_))
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)


def test_a_browser_that_did_not_start_is_rerun_explained_and_the_health_line_says_failed(tmp_path):
    run = run_project(tmp_path, LAUNCH_FAILED)
    assert "1 passed, 1 rerun" in run.stdout, run.stdout + run.stderr
    summary = run.stdout[run.stdout.index("first tries of rerun tests"):]
    assert "tests/sub/test_once.py::test_once (call):" in summary and "BrowserType.launch" in summary, summary
    assert "suite health: FAILED: 1 rerun(s)" in summary, summary


def test_a_test_that_fails_for_itself_is_not_rerun(tmp_path):
    run = run_project(tmp_path, ASSERTION)
    assert run.returncode == 1, run.stdout + run.stderr
    assert "1 failed" in run.stdout and "rerun" not in run.stdout, run.stdout
    assert "suite health" not in run.stdout, run.stdout
