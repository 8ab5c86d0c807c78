"""Build a pure-Python wheel deterministically: same sources, same bytes.

A wheel is a zip holding the package and a `.dist-info` folder (METADATA,
WHEEL, RECORD). Entries are sorted, every timestamp and permission is fixed,
so the file (and the service worker's content hash) changes only when a
source file does.
"""

import base64
import hashlib
import io
import os
import re
import tempfile
import zipfile
from pathlib import Path

FIXED_TIME = (1980, 1, 1, 0, 0, 0)


def zip_entry(name, mode=0o644):
    info = zipfile.ZipInfo(name, FIXED_TIME)
    info.external_attr = (0o100000 | mode) << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    return info


def write_atomic(path, data):
    """Write bytes under a temporary name, then rename: a reader (or a second
    build running at the same time) never sees half a file."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def write_zip(path, files):
    """Write {name: bytes} as a zip with sorted entries and fixed metadata (atomically)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as z:
        for name in sorted(files):
            z.writestr(zip_entry(name), files[name], compresslevel=9)
    write_atomic(path, buffer.getvalue())


def package_version(package_dir):
    text = (Path(package_dir) / "__init__.py").read_text()
    match = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M)
    if not match:
        raise ValueError(f"no __version__ in {package_dir}/__init__.py")
    return match.group(1)


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def wheel_files(package_dir, name, version, summary=""):
    """{archive name: bytes} of the wheel for `package_dir` (a package folder)."""
    package_dir = Path(package_dir)
    files = {}
    for path in sorted(package_dir.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        files[f"{package_dir.name}/{path.relative_to(package_dir).as_posix()}"] = path.read_bytes()
    info = f"{name}-{version}.dist-info"
    files[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        f"Summary: {summary}\nRequires-Python: >=3.11\n").encode()
    files[f"{info}/WHEEL"] = (
        "Wheel-Version: 1.0\nGenerator: build.py\nRoot-Is-Purelib: true\nTag: py3-none-any\n").encode()
    files[f"{info}/top_level.txt"] = f"{package_dir.name}\n".encode()
    return with_record(files, f"{info}/RECORD")


def with_record(files, record_name):
    """`files` plus a RECORD (named `record_name`) listing each with its hash."""
    lines = [_record_line(n, d) for n, d in sorted(files.items()) if n != record_name]
    lines.append(f"{record_name},,")
    return {**files, record_name: ("\n".join(lines) + "\n").encode()}


def build_wheel(package_dir, out_dir, name, summary=""):
    """Write `<name>-<version>-py3-none-any.whl` into out_dir; return its path."""
    version = package_version(package_dir)
    path = Path(out_dir) / f"{name}-{version}-py3-none-any.whl"
    write_zip(path, wheel_files(package_dir, name, version, summary))
    return path
