"""Subresource Integrity strings for the files the service worker precaches.

The service worker stores each file under the version named in sw.js only if
its bytes are the ones this build wrote (the `integrity` of its request), so a
stale or half-uploaded file on the server fails the install and the old
version stays, instead of being served from the cache until the next release.
"""

import base64
import gzip
import hashlib
from pathlib import Path

ALGORITHM = "sha256"


def sri(data):
    """The integrity string of `data`."""
    return f"{ALGORITHM}-{base64.b64encode(hashlib.new(ALGORITHM, data).digest()).decode()}"


def integrity(path):
    """The integrity metadata of the file at `path` as a request to it must check it.

    A `.gz` file may reach the page decoded, when its host serves it with
    `Content-Encoding: gzip` (js/unpack.js takes either form), and integrity
    is checked on the decoded body: such files list both hashes, and either
    matches.
    """
    data = Path(path).read_bytes()
    if Path(path).suffix == ".gz":
        return f"{sri(data)} {sri(gzip.decompress(data))}"
    return sri(data)
