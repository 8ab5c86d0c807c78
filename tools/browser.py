"""How the tests and the benchmark launch Chromium.

Debian's Chromium (/usr/bin/chromium) when it is installed: Playwright cannot
download its own browser on these machines. Elsewhere Playwright's own
Chromium (`python -m playwright install chromium`).
"""

import shutil

CHROMIUM_ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-gpu"]
# Playwright's default launch turns storage partitioning off, which breaks the
# service worker and storage in cross-site iframes; real Chrome keeps it on.
PARTITIONING_OFF = "--disable-features=ThirdPartyStoragePartitioning"


def chromium_path():
    return shutil.which("chromium") or shutil.which("chromium-browser")


def launch_options(**extra):
    """Keyword arguments for `chromium.launch` / `launch_persistent_context`."""
    options = {"args": list(CHROMIUM_ARGS), "headless": True}
    path = chromium_path()
    if path:
        options["executable_path"] = path
    options.update(extra)
    return options
