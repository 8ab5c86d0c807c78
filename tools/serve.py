"""A static file server for dist/ with the MIME types and caching Pyodide needs.

`.wasm` must be `application/wasm` (otherwise `loadPyodide` never resolves)
and `.mjs`/`.js` `text/javascript` (otherwise the module worker fails), which
Python's own table does not guarantee. Every response may be cached but is
revalidated (`no-cache` + Last-Modified), so the service worker's precache
costs 304s, not a second download; `sw.js` is never cached. Pages and the
worker scripts carry their Content-Security-Policy as a header
(tools/policy.py): a worker obeys no other. Nothing forbids framing: the game
is meant to be embedded.

The server counts the bytes it sends (`server.bytes_sent`) for the benchmark.
"""

import functools
import http.server
import os
import sys
import threading
from pathlib import Path

from .policy import policy_for

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".zip": "application/zip",
    ".whl": "application/zip",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self):
        if self.path.split("?")[0].endswith("/sw.js"):
            self.send_header("Cache-Control", "no-cache, no-store, max-age=0")
        else:
            self.send_header("Cache-Control", "no-cache")
        policy = self._policy()
        if policy:
            self.send_header("Content-Security-Policy", policy)
        super().end_headers()

    def _policy(self):
        """The policy of the file this response serves (the index of a folder), if any."""
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file():
            return None
        name = Path(os.path.relpath(path, self.directory)).as_posix()
        return policy_for(name, lambda: path.read_text(encoding="utf-8"))

    def copyfile(self, source, outputfile):
        counted = _Counting(outputfile, self.server)
        super().copyfile(source, counted)

    def log_message(self, format, *args):
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)


class _Counting:
    def __init__(self, out, server):
        self.out, self.server = out, server

    def write(self, data):
        with self.server.count_lock:
            self.server.bytes_sent += len(data)
        return self.out.write(data)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, directory, host="127.0.0.1", port=0, verbose=False):
        super().__init__((host, port), functools.partial(Handler, directory=str(directory)))
        self.verbose = verbose
        self.bytes_sent = 0
        self.count_lock = threading.Lock()

    @property
    def url(self):
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"

    def start(self):
        """Serve from a daemon thread; returns self."""
        threading.Thread(target=self.serve_forever, daemon=True).start()
        return self

    def stop(self):
        self.shutdown()
        self.server_close()

    def handle_error(self, request, client_address):
        """A browser that went away mid-download (a tab closed, a worker
        stopped) is not a server error: no traceback for it."""
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)
