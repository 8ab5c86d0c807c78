"""A watchdog for a test's own Chromium: a hang fails that test instead of ending the run.

pytest-timeout (600 s, thread method) ends the whole run when a test hangs.
That happened in CI at stop 28 (test_update.py) and three times here (twice
seen to be a Playwright call that never returned); the one caught with its
traceback was an evaluate polled while a service-worker takeover's refresh
navigated (pages.reload_into_new_version no longer polls so). A test that
launches its own Chromium (a persistent profile, `launch_persistent`) arms a
watchdog: after `seconds` it kills that Chromium, the waiting call raises
TargetClosedError, the test fails with the reason in its captured stderr,
and the browser tests' one rerun tries it again. Processes are found by
their profile folder in /proc (Linux); elsewhere the watchdog finds none and
pytest-timeout stays the last resort.
"""

import os
import signal
import sys
import threading
from pathlib import Path

SECONDS = 180   # the longest persistent-profile test takes about 14 s here (--durations)


def profile_processes(profile):
    """The ids of the processes launched with this profile folder."""
    marker = f"--user-data-dir={profile}".encode()
    pids = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            args = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:          # gone meanwhile, or not ours to read
            continue
        if marker in args:
            pids.append(int(entry.name))
    return pids


class Watchdog:
    """Kills the Chromium of `profile` unless cancelled within `seconds`."""

    def __init__(self, profile, seconds=SECONDS):
        self.profile, self.seconds = str(profile), seconds
        self.fired, self.killed = False, []
        self._timer = threading.Timer(seconds, self._fire)
        self._timer.daemon = True
        self._timer.start()

    def cancel(self):
        self._timer.cancel()

    def _fire(self):
        self.fired = True
        for pid in profile_processes(self.profile):
            try:
                os.kill(pid, signal.SIGKILL)
                self.killed.append(pid)
            except OSError:
                pass
        print(f"watchdog: the test's Chromium ({self.profile}) still ran after {self.seconds} s; "
              f"killed processes {self.killed}", file=sys.stderr, flush=True)
