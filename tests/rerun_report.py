"""Why a rerun test failed its first try, for the run's summary (CI keeps only
that log): registered by tests/conftest.py, which pytest's controller loads
under xdist too (tests/browser/conftest.py, where the reruns are asked for,
it does not: there the summary printed nothing)."""


def write_first_tries(terminalreporter):
    """A section naming each rerun test and the end of its first try."""
    reruns = terminalreporter.stats.get("rerun", [])
    if reruns:
        terminalreporter.section("first tries of rerun tests")
    for report in reruns:
        terminalreporter.write_line(f"{report.nodeid} ({report.when}):")
        for line in first_try_lines(report):
            terminalreporter.write_line(f"    {line}")


def first_try_lines(report, keep=25):
    """The end of a failed try's traceback without Chromium's own log (a closed
    browser's error carries it, and it would crowd out the test's line), and
    what the watchdog said."""
    lines = [line for line in report.longreprtext.strip().splitlines() if "[pid=" not in line]
    said = [line for _, text in report.sections for line in text.splitlines() if line.startswith("watchdog:")]
    return lines[-keep:] + said
