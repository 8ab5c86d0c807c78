"""Precompile Python to bytecode at build time (Pyodide's interpreter, under Node.js).

Most of Pyodide's start-up is CPython compiling the standard library from
source; shipping `.pyc` instead cut the cold start by more than half here.
This module makes these artefacts, each cached by a hash of its inputs:

- the standard library zip, trimmed of what the game can never import
  (tests, GUIs, servers, debuggers, most codecs) and compiled — passed to
  `loadPyodide` as `stdLibURL`;
- the micropip wheel, compiled (the verified PyPI wheel, .py → .pyc);
- the game's wheel, compiled;
- a module added to that stdlib zip, `_startup_regexes`, holding the regular
  expressions micropip's start-up compiles, already compiled
  (tools/regex_table.mjs).

A compiled wheel holds sourceless `.pyc` modules, which the import system
loads directly; its RECORD is rewritten to match.
"""

import io
import json
import subprocess
import tempfile
import zipfile
from pathlib import Path

from . import cached
from . import wheel as wheels

SCRIPT = Path(__file__).with_name("compile_pyc.mjs")
TRACE_SCRIPT = Path(__file__).with_name("trace_imports.mjs")
SMOKE_SESSION = Path(__file__).with_name("smoke_session.py")
REGEX_SCRIPT = Path(__file__).with_name("regex_table.mjs")
REGEX_MODULE = "_startup_regexes"   # imported by js/engine.worker.js before micropip
STDLIB_PREFIX = "/lib/python314.zip/"
SITE_PACKAGES = "/lib/python3.14/site-packages/"

# Standard-library entries the game never imports (a module, or a package
# with everything under it): tests, GUIs, debuggers, servers and clients,
# command-line and Windows-only code. micropip needs email, tarfile and
# zipfile; pyodide.http, asyncio and json stay. check_trim() proves it.
STDLIB_DROP = {
    # tests, tools, GUIs, REPL and debuggers
    "test", "__phello__", "unittest", "doctest.py", "idlelib", "tkinter", "turtle.py",
    "turtledemo", "_pyrepl", "pdb.py", "bdb.py", "pydoc.py", "pydoc_data", "cmd.py", "code.py",
    "profile.py", "cProfile.py", "pstats.py", "trace.py", "tracemalloc.py", "tabnanny.py",
    "timeit.py", "pyclbr.py", "py_compile.py", "compileall.py", "modulefinder.py", "runpy.py",
    "symtable.py", "zipapp.py", "pyodide/console.py", "asyncio/__main__.py", "asyncio/tools.py",
    "lib2to3", "ensurepip", "venv", "_ast_unparse.py",
    # networking, servers and mail the browser never does itself
    "xmlrpc", "wsgiref", "socketserver.py", "http/server.py", "http/cookiejar.py",
    "http/cookies.py", "imaplib.py", "ftplib.py", "smtplib.py", "poplib.py", "nntplib.py",
    "mailbox.py", "email/mime", "urllib/robotparser.py", "webbrowser.py", "getpass.py",
    "netrc.py", "mailcap.py", "telnetlib.py", "cgi.py", "cgitb.py",
    # storage, formats and maths the game does not use
    "sqlite3", "dbm", "shelve.py", "pickle.py", "pickletools.py", "plistlib.py",
    "configparser.py", "xml", "tomllib", "zoneinfo", "_strptime.py",
    "statistics.py", "fractions.py", "uuid.py", "graphlib.py", "difflib.py", "filecmp.py",
    "fileinput.py", "wave.py", "aifc.py", "sunau.py", "chunk.py", "uu.py", "xdrlib.py",
    "imghdr.py", "sndhdr.py", "curses", "argparse.py", "optparse.py", "gettext.py",
    "logging/handlers.py", "logging/config.py",
    # pure-Python twins of built-in C modules, other platforms, processes
    "_pyio.py", "_pydecimal.py", "_pydatetime.py", "_pylong.py", "nturl2path.py",
    "_osx_support.py", "_aix_support.py", "asyncio/windows_events.py",
    "asyncio/windows_utils.py", "asyncio/proactor_events.py", "multiprocessing",
    "concurrent/interpreters", "ctypes",
}
# The stdlib and micropip are compiled like `python -OO` (no docstrings or
# asserts: 15 % fewer bytes); the game keeps both, as its tests run them.
THIRD_PARTY_OPTIMIZE = 2

# Of the codecs, only the ones text I/O, JSON, zip names and URLs use.
ENCODINGS_KEEP = {
    "__init__", "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_le",
    "utf_16_be", "utf_32", "utf_32_le", "utf_32_be", "cp437", "idna", "punycode", "charmap",
    "raw_unicode_escape", "unicode_escape", "base64_codec", "hex_codec",
}


def _dropped(name):
    if name.startswith("encodings/"):
        return Path(name).stem not in ENCODINGS_KEEP
    top = name.split("/")[0]
    return top in STDLIB_DROP or name in STDLIB_DROP or (
        "/" in name and "/".join(name.split("/")[:2]) in STDLIB_DROP)


def _compile(pyodide_dir, files, prefix, optimize=0):
    """{name: bytes} with every .py compiled to .pyc by Pyodide under Node.js."""
    with tempfile.TemporaryDirectory() as tmp:
        src, out = Path(tmp) / "in.zip", Path(tmp) / "out.zip"
        with zipfile.ZipFile(src, "w", zipfile.ZIP_STORED) as z:
            for name in sorted(files):
                z.writestr(name, files[name])
        try:
            done = subprocess.run(["node", str(SCRIPT), str(pyodide_dir), str(src), str(out),
                                   prefix, str(optimize)], capture_output=True, text=True)
        except FileNotFoundError:
            raise RuntimeError("Node.js (node) is needed to precompile Python") from None
        if done.returncode != 0:
            raise RuntimeError(f"compile_pyc.mjs failed:\n{done.stderr.strip()}")
        if done.stderr.strip():
            print(done.stderr.strip(), flush=True)
        with zipfile.ZipFile(out) as z:
            return {name: z.read(name) for name in z.namelist()}


def stdlib(cache, pyodide_dir):
    """The trimmed, compiled standard library zip."""
    stock = Path(pyodide_dir) / "python_stdlib.zip"
    key = cached.digest("stdlib", stock.read_bytes(), SCRIPT.read_bytes(), sorted(STDLIB_DROP),
                        sorted(ENCODINGS_KEEP), THIRD_PARTY_OPTIMIZE)

    def make(path):
        print("pyc: compiling the standard library (Pyodide under Node.js)", flush=True)
        with zipfile.ZipFile(stock) as z:
            files = {n: z.read(n) for n in z.namelist() if not n.endswith("/") and not _dropped(n)}
        wheels.write_zip(path, _compile(pyodide_dir, files, STDLIB_PREFIX, THIRD_PARTY_OPTIMIZE))

    return cached.artefact(cache / "pyc", key, "python_stdlib.zip", make)


def compiled_wheel(cache, pyodide_dir, wheel_path, optimize=0):
    """The wheel with its modules as .pyc and its RECORD rewritten."""
    wheel_path = Path(wheel_path)
    data = wheel_path.read_bytes()
    key = cached.digest("wheel", wheel_path.name, data, SCRIPT.read_bytes(), optimize)

    def make(path):
        print(f"pyc: compiling {wheel_path.name}", flush=True)
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            files = {n: z.read(n) for n in z.namelist() if not n.endswith("/")}
        record = next(n for n in files if n.endswith(".dist-info/RECORD"))
        del files[record]
        files = _compile(pyodide_dir, files, SITE_PACKAGES, optimize)
        wheels.write_zip(path, wheels.with_record(files, record))

    return cached.artefact(cache / "pyc", key, wheel_path.name, make)


def with_regexes(cache, pyodide_dir, stdlib_zip, micropip_wheel, game_wheel):
    """The stdlib zip plus the compiled `_startup_regexes` module."""
    inputs = [Path(p).read_bytes() for p in (stdlib_zip, micropip_wheel, game_wheel)]
    key = cached.digest("regexes", *inputs, REGEX_SCRIPT.read_bytes(), SCRIPT.read_bytes())

    def make(path):
        print("pyc: precompiling micropip's regular expressions", flush=True)
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "table.py"
            done = subprocess.run(["node", str(REGEX_SCRIPT), str(pyodide_dir), str(stdlib_zip),
                                   str(micropip_wheel), str(game_wheel), str(out)],
                                  capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"regex_table.mjs failed:\n{done.stderr.strip()}")
            module = _compile(pyodide_dir, {f"{REGEX_MODULE}.py": out.read_bytes()},
                              STDLIB_PREFIX, THIRD_PARTY_OPTIMIZE)
        with zipfile.ZipFile(stdlib_zip) as z:
            files = {n: z.read(n) for n in z.namelist()}
        wheels.write_zip(path, {**files, **module})

    return cached.artefact(cache / "pyc", key, Path(stdlib_zip).name, make)


def check_trim(cache, pyodide_dir, micropip_wheel, game_wheel):
    """Fail the build if a real session imports a stdlib entry the trim drops.

    The session (tools/smoke_session.py, run in Pyodide by
    tools/trace_imports.mjs: every registered game) runs on the stock stdlib
    once per change of the game, micropip, the session or the drop lists.
    """
    key = cached.digest("trace", Path(micropip_wheel).read_bytes(), Path(game_wheel).read_bytes(),
                        TRACE_SCRIPT.read_bytes(), SMOKE_SESSION.read_bytes(),
                        sorted(STDLIB_DROP), sorted(ENCODINGS_KEEP))

    def make(path):
        print("pyc: checking the trimmed stdlib against a traced session", flush=True)
        done = subprocess.run(["node", str(TRACE_SCRIPT), str(pyodide_dir), str(micropip_wheel),
                               str(game_wheel), str(SMOKE_SESSION)], capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"trace_imports.mjs failed:\n{done.stderr.strip()}")
        used = json.loads(done.stdout.strip().splitlines()[-1])
        missing = [name for name in used if _dropped(name)]
        if missing:
            raise RuntimeError("the trimmed stdlib drops modules the game imports: " + ", ".join(missing))
        wheels.write_atomic(path, json.dumps(used, indent=1).encode())

    cached.artefact(cache / "pyc", key, "imports.json", make)
