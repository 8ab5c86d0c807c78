"""How the tests and the benchmark launch Chromium.

Debian's Chromium (/usr/bin/chromium) when it is installed: Playwright cannot
download its own browser on these machines. Elsewhere Playwright's own
Chromium (`python -m playwright install chromium`).
"""

import shutil

CHROMIUM_ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--disable-gpu"]
# Playwright's default launch turns storage partitioning off (among other
# features, in one switch), which breaks the service worker and storage in
# cross-site iframes; real Chrome keeps it on. This is that switch in the
# pinned Playwright (1.65.2): `partitioned_storage_options()` drops it and
# passes the rest again.
PLAYWRIGHT_DISABLED_FEATURES = [
    "AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding",
    "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin", "OptimizationHints", "NetworkTimeServiceQuerying", "AimEnabled",
    "PreconnectToSearch", "msForceBrowserSignIn", "msEdgeUpdateLaunchServicesPreferredVersion",
]


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


def partitioned_storage_options(**extra):
    """launch_options() with storage partitioning on, as in a person's Chrome."""
    default = "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES)
    kept = [f for f in PLAYWRIGHT_DISABLED_FEATURES if f != "ThirdPartyStoragePartitioning"]
    options = launch_options(**extra)
    options["args"] = options["args"] + ["--disable-features=" + ",".join(kept)]
    options["ignore_default_args"] = [default]
    return options
