"""The run's summary explains a rerun test under xdist, as build.py runs the
suite: a small project laid out as tests/ is (the rerun asked for by a
folder's conftest, the report hook in the suite's own tests/conftest.py),
run by pytest on two workers in a subprocess."""

import shutil
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent

ONCE = '''
import pathlib

def test_once():
    flag = pathlib.Path(__file__).with_name("tried")
    if not flag.exists():
        flag.write_text("")
        assert False, "the first try fails on purpose"
'''


def test_a_rerun_under_xdist_is_explained_in_the_summary(tmp_path):
    tests = tmp_path / "tests"
    (tests / "sub").mkdir(parents=True)
    for name in ("conftest.py", "rerun_report.py"):
        shutil.copy(TESTS / name, tests / name)
    (tmp_path / "pytest.ini").write_text("[pytest]\ntestpaths = tests\npythonpath = tests\n")
    (tests / "sub" / "conftest.py").write_text(
        "import pytest\n\ndef pytest_collection_modifyitems(items):\n"
        "    for item in items:\n        item.add_marker(pytest.mark.flaky(reruns=1))\n")
    (tests / "sub" / "test_once.py").write_text(ONCE)
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert "1 passed, 1 rerun" in run.stdout, run.stdout + run.stderr
    summary = run.stdout[run.stdout.index("first tries of rerun tests"):]
    assert "tests/sub/test_once.py::test_once (call):" in summary and "fails on purpose" in summary, summary
