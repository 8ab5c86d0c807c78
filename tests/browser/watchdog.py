"""A watchdog on the browser tests' Chromiums: a hang fails one test instead of ending the run.

pytest-timeout (600 s, thread method) ends the whole run when a test hangs.
That happened in CI at stop 28 (test_update.py) and three times here (twice
seen to be a Playwright call that never returned); the one caught with its
traceback was an evaluate polled while a service-worker takeover's refresh
navigated. Every browser test is watched:
- a test that launches its own Chromium (a persistent profile,
  `launch_persistent`) arms a watchdog on it for SECONDS;
- every test arms one on the session's shared Chromiums for SHARED_SECONDS;
  a killed shared Chromium is launched again for the next test that asks
  for it, and a page a module's tests share is opened again on it
  (browsers.py).
When a watchdog fires it kills those processes, the waiting call raises
TargetClosedError and the test fails with the reason in its captured stderr
(it is not rerun: a hang is a defect to find). Processes are found in
/proc (Linux): by their profile folder, or by an environment mark that a
shared Chromium hands down to every process it starts. Elsewhere the
watchdog finds none and pytest-timeout stays the last resort.
"""

import os
import signal
import sys
import threading
from pathlib import Path

SECONDS = 180          # the longest persistent-profile test takes about 17 s here (--durations)
SHARED_SECONDS = 300   # ... and the longest on a shared Chromium about 80 s (a whole Gin match)
MARK = "RUMMY_TEST_CHROMIUM"


def _processes(matches, part):
    """The ids of this user's processes whose /proc `part` (cmdline, environ) matches."""
    pids = []
    for entry in Path("/proc").glob("[0-9]*"):
        try:
            fields = (entry / part).read_bytes().split(b"\0")
        except OSError:          # gone meanwhile, or not ours to read
            continue
        if matches(fields):
            pids.append(int(entry.name))
    return pids


def profile_processes(profile):
    """The ids of the processes launched with this profile folder."""
    marker = f"--user-data-dir={profile}".encode()
    return _processes(lambda args: marker in args, "cmdline")


def marked_processes(mark):
    """The ids of the processes that carry MARK=mark in their environment."""
    marker = f"{MARK}={mark}".encode()
    return _processes(lambda env: marker in env, "environ")


class Watchdog:
    """Kills the processes `find()` names unless cancelled within `seconds`.
    `what` says whose they are."""

    def __init__(self, find, seconds, what):
        self.find, self.seconds, self.what = find, seconds, what
        self.fired, self.killed = False, []
        self._timer = threading.Timer(seconds, self._fire)
        self._timer.daemon = True
        self._timer.start()

    @classmethod
    def on_profile(cls, profile, seconds=SECONDS):
        return cls(lambda: profile_processes(profile), seconds, f"the test's Chromium ({profile})")

    @classmethod
    def on_mark(cls, mark, seconds=SHARED_SECONDS):
        return cls(lambda: marked_processes(mark), seconds, f"the shared Chromium ({mark})")

    def cancel(self):
        self._timer.cancel()

    def _fire(self):
        """Says so, then kills: said after, the test's thread (woken by the
        kill) could read its stderr before the words came (seen under load)."""
        self.fired = True
        pids = self.find()
        print(f"watchdog: {self.what} still ran after {self.seconds} s; "
              f"killing processes {pids}", file=sys.stderr, flush=True)
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
                self.killed.append(pid)
            except OSError:
                pass
