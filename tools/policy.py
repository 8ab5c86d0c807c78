"""The Content-Security-Policy header each file of dist/ is served with.

A `<meta>` policy covers only the page that carries it: a worker takes its
policy from its own script's response headers, so without one the engine's
worker ran unrestricted (eval, fetches to any origin) whatever index.html
said. tools/serve.py sends these; the README lists them for hosts.

- An HTML page: the policy of its own `<meta http-equiv>` tag, sent as a
  header too (index.html's and embed.html's differ).
- The worker scripts (the engine's worker and the service worker): WORKER,
  what they need and no more: their own scripts, WebAssembly compilation and
  fetches from the site's origin.

Never `frame-ancestors`: the game may be framed by any page.
"""

import re

WORKER = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'"
WORKER_SCRIPTS = ("js/shell/engine.worker.js", "sw.js")
CSP_META = re.compile(r'<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"', re.I)


def page_policy(html):
    """The policy in an HTML page's <meta> tag, or None."""
    found = CSP_META.search(html)
    return found.group(1) if found else None


def policy_for(name, read_text):
    """The policy for the site file `name` (a path in dist/, "/"-separated), or None.

    read_text() gives the file's text; it is read only for HTML pages.
    """
    if name in WORKER_SCRIPTS:
        return WORKER
    if name.endswith(".html"):
        return page_policy(read_text())
    return None
