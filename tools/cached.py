"""Build artefacts kept under .cache/, each named by a hash of its inputs."""

import hashlib


def digest(*parts):
    """A short hash of the parts (bytes, or anything str() names)."""
    h = hashlib.sha256()
    for part in parts:
        h.update(part if isinstance(part, bytes) else str(part).encode())
        h.update(b"\0")
    return h.hexdigest()[:20]


def artefact(folder, key, name, make):
    """folder/<key>/<name>, made by make(path) once (make writes atomically)."""
    final = folder / key / name
    if not final.exists():
        final.parent.mkdir(parents=True, exist_ok=True)
        make(final)
    return final
