"""Hooks for the whole suite. pytest's controller loads this file under
xdist (build.py runs the tests on a worker a core), not the conftests in
the folders below, so hooks that report on the whole run live here."""

from rerun_report import write_first_tries


def pytest_terminal_summary(terminalreporter):
    """Say why each rerun test failed its first try (rerun_report)."""
    write_first_tries(terminalreporter)
