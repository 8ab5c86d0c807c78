"""Reruns: only for named infrastructure errors, and never silent.

No test is retried because it failed: a real race that passes on its second
try is a defect to find, not noise. The one retry left is for a browser that
failed to start (`INFRASTRUCTURE_ERRORS`, matched against the failure's text
by pytest-rerunfailures' `only_rerun`), asked for by tests/browser/conftest.py.
A run in which anything was rerun still says so twice in its summary (CI
keeps only that log): a section with the end of each first try, and a line
that the suite's health failed. Registered by tests/conftest.py, which
pytest's controller loads under xdist too (the conftests of the folders below
it does not: there the summary printed nothing)."""

import pytest

# What a browser that failed to start raises (Playwright's launch calls); nothing else.
INFRASTRUCTURE_ERRORS = [r"BrowserType\.launch(_persistent_context)?: "]
HEALTH_FAILED = "suite health: FAILED"


def infrastructure_retry():
    """The marker for one retry when, and only when, the browser failed to start."""
    return pytest.mark.flaky(reruns=1, only_rerun=INFRASTRUCTURE_ERRORS)


def write_first_tries(terminalreporter):
    """A section naming each rerun test and the end of its first try, and a
    health line: a run with a rerun is not a healthy run, even when it passed."""
    reruns = terminalreporter.stats.get("rerun", [])
    if not reruns:
        return
    terminalreporter.section("first tries of rerun tests")
    for report in reruns:
        terminalreporter.write_line(f"{report.nodeid} ({report.when}):")
        for line in first_try_lines(report):
            terminalreporter.write_line(f"    {line}")
    terminalreporter.write_sep(
        "!", f"{HEALTH_FAILED}: {len(reruns)} rerun(s) for infrastructure errors (the browser did not start)",
        red=True)


def first_try_lines(report, keep=25):
    """The end of a failed try's traceback without Chromium's own log (a closed
    browser's error carries it, and it would crowd out the test's line), and
    what the watchdog said."""
    lines = [line for line in report.longreprtext.strip().splitlines() if "[pid=" not in line]
    said = [line for _, text in report.sections for line in text.splitlines() if line.startswith("watchdog:")]
    return lines[-keep:] + said
