"""One entry point for the project: set up, build, serve and test.

    python build.py test    venv + test dependencies, then the whole suite
"""

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
REQUIREMENTS = ROOT / "requirements-test.txt"


def venv_python():
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_venv():
    """Create .venv and install the pinned test dependencies once per change."""
    py = venv_python()
    if not py.exists():
        print("build: creating .venv", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp = VENV / ".requirements"
    wanted = REQUIREMENTS.read_text()
    if not stamp.exists() or stamp.read_text() != wanted:
        print("build: installing test dependencies", flush=True)
        subprocess.run([str(py), "-m", "pip", "install", "-q", "-r", str(REQUIREMENTS)], check=True)
        stamp.write_text(wanted)
    return py


def cmd_test(args):
    py = ensure_venv()
    return subprocess.run([str(py), "-m", "pytest", *args], cwd=ROOT).returncode


COMMANDS = {"test": cmd_test}


def main(argv):
    if not argv or argv[0] not in COMMANDS:
        print(__doc__)
        return 2
    return COMMANDS[argv[0]](argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
